import Foundation
import ViewRasterViews

/// Properties of the controls and bars of issue #15's "Bars and controls": sliders, page
/// controls, steppers, date and picker views, search bars, web and map placeholders, and the
/// items of navigation bars, toolbars and tab bars in xibs (`<items>`: navigation items with
/// their bar button items, toolbar items, tab bar items).
extension NibPropertyApplier {
    /// Applies the properties of whichever of these classes `view` is.
    func applyControlsAndBars(_ view: View, kinds k: NibApplierKinds) {
        if k.contains(.slider) { applySlider(unsafeDowncast(view, to: Slider.self)) }
        if k.contains(.pageControl) { applyPageControl(unsafeDowncast(view, to: PageControl.self)) }
        if k.contains(.stepper) { applyStepper(unsafeDowncast(view, to: Stepper.self)) }
        if k.contains(.datePicker) { applyDatePicker(unsafeDowncast(view, to: DatePicker.self)) }
        if k.contains(.searchBar) { applySearchBar(unsafeDowncast(view, to: SearchBar.self)) }
        if k.contains(.mapView) { applyMapView(unsafeDowncast(view, to: MapView.self)) }
        if k.contains(.navigationBar) { applyNavigationBar(unsafeDowncast(view, to: NavigationBar.self)) }
        if k.contains(.toolbar) { applyToolbar(unsafeDowncast(view, to: Toolbar.self)) }
        if k.contains(.tabBar) { applyTabBar(unsafeDowncast(view, to: TabBar.self)) }
    }

    /// `<slider value minValue maxValue>` and its track and thumb colors. IB omits `value`
    /// when it is 0 (UIKit then clamps it to the minimum).
    func applySlider(_ v: Slider) {
        let o = object
        v.minimumValue = Float(o.double("minValue") ?? 0)
        v.maximumValue = Float(o.double("maxValue") ?? 1)
        v.value = Float(o.double("value") ?? 0)
        if let c = o.colors["minimumTrackTintColor"] { v.minimumTrackTintColor = c.viewColor }
        if let c = o.colors["maximumTrackTintColor"] { v.maximumTrackTintColor = c.viewColor }
        if let c = o.colors["thumbTintColor"] { v.thumbTintColor = c.viewColor }
        if let c = o.bool("continuous") { v.isContinuous = c }
    }

    /// `<pageControl numberOfPages currentPage hidesForSinglePage>` and its two colors.
    func applyPageControl(_ v: PageControl) {
        let o = object
        v.numberOfPages = o.int("numberOfPages") ?? 0
        v.currentPage = o.int("currentPage") ?? 0
        if let h = o.bool("hidesForSinglePage") { v.hidesForSinglePage = h }
        if let c = o.colors["pageIndicatorTintColor"] { v.pageIndicatorTintColor = c.viewColor }
        if let c = o.colors["currentPageIndicatorTintColor"] { v.currentPageIndicatorTintColor = c.viewColor }
    }

    /// `<stepper value minimumValue maximumValue stepValue wraps autorepeat continuous>`
    /// (IB omits the defaults 0, 0, 100, 1).
    func applyStepper(_ v: Stepper) {
        let o = object
        v.maximumValue = o.double("maximumValue") ?? 100
        v.minimumValue = o.double("minimumValue") ?? 0
        v.value = o.double("value") ?? 0
        v.stepValue = o.double("stepValue") ?? 1
        if let w = o.bool("wraps") { v.wraps = w }
        if let a = o.bool("autorepeat") { v.autorepeat = a }
        if let c = o.bool("continuous") { v.isContinuous = c }
    }

    /// `<datePicker datePickerMode style minuteInterval countDownDuration>` and its
    /// `<date key="date" timeIntervalSinceReferenceDate>` (also `minimumDate`/`maximumDate`,
    /// `<locale key="locale" localeIdentifier>`). `useCurrentDate="YES"` is not followed:
    /// rendering never reads the clock, so the stored date (else 2001-01-01) shows.
    func applyDatePicker(_ v: DatePicker) {
        let o = object
        switch o.attributes["datePickerMode"] {
        case "time": v.datePickerMode = .time
        case "date": v.datePickerMode = .date
        case "countDownTimer": v.datePickerMode = .countDownTimer
        case "dateAndTime", nil: v.datePickerMode = .dateAndTime
        case let other?: warn("unknown datePickerMode \"\(other)\"")
        }
        switch o.attributes["style"] {
        case "wheels": v.preferredDatePickerStyle = .wheels
        case "compact": v.preferredDatePickerStyle = .compact
        case "inline": v.preferredDatePickerStyle = .inline
        case "automatic": v.preferredDatePickerStyle = .automatic
        case nil:
            // Xcode before 12 wrote no style: those pickers were wheels (iOS 13 had no other).
            v.preferredDatePickerStyle = context.document.toolsVersionNumber < DeviceMetrics.xcode12 ? .wheels : .automatic
        case let other?: warn("unknown date picker style \"\(other)\"")
        }
        if let m = o.int("minuteInterval") { v.minuteInterval = m }
        if let d = o.double("countDownDuration") { v.countDownDuration = d }
        for e in o.otherElements {
            switch (e.name, e.key) {
            case ("date", "date"): if let t = e["timeIntervalSinceReferenceDate"].flatMap(Double.init) { v.date = Date(timeIntervalSinceReferenceDate: t) }
            case ("date", "minimumDate"): v.minimumDate = e["timeIntervalSinceReferenceDate"].flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
            case ("date", "maximumDate"): v.maximumDate = e["timeIntervalSinceReferenceDate"].flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
            case ("locale", "locale"): if let id = e["localeIdentifier"] { v.locale = Locale(identifier: id) }
            default: break
            }
        }
    }

    /// `<searchBar searchBarStyle placeholder text prompt showsCancelButton>` and `barTintColor`.
    func applySearchBar(_ v: SearchBar) {
        let o = object
        switch o.attributes["searchBarStyle"] {
        case "minimal": v.searchBarStyle = .minimal
        case "prominent": v.searchBarStyle = .prominent
        case "default", nil: v.searchBarStyle = .default
        case let other?: warn("unknown searchBarStyle \"\(other)\"")
        }
        v.placeholder = o.attributes["placeholder"]
        v.text = o.attributes["text"]
        v.prompt = o.attributes["prompt"]
        if let s = o.bool("showsCancelButton") { v.showsCancelButton = s }
        if let c = o.colors["barTintColor"] { v.barTintColor = c.viewColor }
    }

    /// `<mapView mapType>`.
    func applyMapView(_ v: MapView) {
        if let t = object.attributes["mapType"] {
            if let m = MapView.MapType(rawValue: t) { v.mapType = m } else { warn("unknown mapType \"\(t)\"") }
        }
    }

    // MARK: Bars

    /// `<navigationBar largeTitles>`, its `barTintColor` and `<items>`' navigation items.
    func applyNavigationBar(_ v: NavigationBar) {
        let o = object
        if let l = o.bool("largeTitles") { v.prefersLargeTitles = l }
        if let c = o.colors["barTintColor"] { v.barTintColor = c.viewColor }
        var items: [NavigationItem] = []
        for e in o.otherElements {
            switch e.name {
            case "items":
                items += e.children("navigationItem").map(navigationItem)
            default: break
            }
        }
        if !items.isEmpty { v.setItems(items, animated: false) }
        NibBarAppearances.apply(o, to: v)
    }

    /// `<toolbar>`'s `<items>` (bar button items, flexible and fixed spaces) and `barTintColor`.
    func applyToolbar(_ v: Toolbar) {
        let o = object
        if let c = o.colors["barTintColor"] { v.barTintColor = c.viewColor }
        if let items = o.otherElements.first(where: { $0.name == "items" }) {
            v.items = items.children("barButtonItem").map(barButtonItem)
        }
        NibBarAppearances.apply(o, to: v)
    }

    /// `<tabBar>`'s `<items>` (`<tabBarItem title image selectedImage systemItem>`); the first is
    /// selected, as a tab bar outside a controller shows none selected until told — IB draws
    /// the first.
    func applyTabBar(_ v: TabBar) {
        let o = object
        if let c = o.colors["barTintColor"] { v.barTintColor = c.viewColor }
        if let c = o.colors["unselectedItemTintColor"] { v.unselectedItemTintColor = c.viewColor }
        NibBarAppearances.apply(o, to: v)
        if let items = o.otherElements.first(where: { $0.name == "items" }) {
            let tabs = items.children("tabBarItem").map(tabBarItem)
            v.setItems(tabs, animated: false)
            if let first = tabs.first, let sel = o.attributes["selectedItem"] {
                let ids = items.children("tabBarItem").map { $0["id"] }
                v.select(ids.firstIndex(of: sel).map { tabs[$0] } ?? first)
            }
        }
    }

    func location(_ e: XIBElement) -> NibLocation {
        NibLocation(file: object.location.file, line: e.line, column: e.column)
    }

    /// A `<navigationItem title prompt largeTitleDisplayMode>` with its bar button items
    /// (`key="leftBarButtonItem"`, `rightBarButtonItem`, `backBarButtonItem`, and the plural
    /// `<leftBarButtonItems>`/`<rightBarButtonItems>` lists).
    func navigationItem(_ e: XIBElement) -> NavigationItem {
        let item = NavigationItem(title: e["title"])
        item.prompt = e["prompt"]
        switch e["largeTitleDisplayMode"] {
        case "always": item.largeTitleDisplayMode = .always
        case "never": item.largeTitleDisplayMode = .never
        default: break
        }
        var left: [BarButtonItem] = [], right: [BarButtonItem] = []
        for c in e.children {
            switch (c.name, c.key) {
            case ("barButtonItem", "leftBarButtonItem"): left.append(barButtonItem(c))
            case ("barButtonItem", "rightBarButtonItem"): right.append(barButtonItem(c))
            case ("barButtonItem", "backBarButtonItem"): item.backButtonTitle = c["title"]
            case ("leftBarButtonItems", _): left += c.children("barButtonItem").map(barButtonItem)
            case ("rightBarButtonItems", _): right += c.children("barButtonItem").map(barButtonItem)
            default: break
            }
        }
        item.leftBarButtonItems = left
        item.rightBarButtonItems = right
        return item
    }

    /// A `<barButtonItem title image style systemItem width enabled>`, with its `customView`
    /// (made with the bar: `NibObject.barItemViews`).
    func barButtonItem(_ e: XIBElement) -> BarButtonItem {
        let style: BarButtonItem.Style = e["style"] == "done" ? .done : .plain
        let item: BarButtonItem
        if let s = e["systemItem"] {
            if let system = BarButtonItem.SystemItem(rawValue: s) {
                item = BarButtonItem(barButtonSystemItem: system)
                if e["style"] != nil { item.style = style }
            } else {
                context.warn("unknown bar button system item \"\(s)\"", at: location(e))
                item = BarButtonItem(title: e["title"] ?? s, style: style)
            }
        } else if let name = e["image"] {
            item = BarButtonItem(image: context.image(named: name, catalog: e["catalog"], at: location(e)), style: style)
            item.title = e["title"]
        } else {
            item = BarButtonItem(title: e["title"] ?? "", style: style)
        }
        if e["title"] != nil { item.title = e["title"] }
        if let w = e["width"].flatMap(Double.init) { item.width = CGFloat(w) }
        if e["enabled"] == "NO" { item.isEnabled = false }
        if let cv = e.child(key: "customView") {
            if let id = cv["id"], let view = context.objects[id] as? View {
                item.customView = view
            } else {
                context.warn("the custom view <\(cv.name)> of a bar button item could not be made; the item keeps its place", at: location(cv))
                item.width = item.width ?? cv.child("rect", key: "frame").flatMap { $0["width"].flatMap(Double.init) }.map { CGFloat($0) }
            }
        }
        return item
    }

    /// A `<tabBarItem title image selectedImage systemItem tag>`.
    func tabBarItem(_ e: XIBElement) -> TabBarItem {
        let title = e["title"] ?? e["systemItem"].map(Self.systemTabTitle)
        let item = TabBarItem(title: title)
        if let name = e["image"] { item.image = context.image(named: name, catalog: e["catalog"], at: location(e)) }
        if let name = e["selectedImage"] { item.selectedImage = context.image(named: name, catalog: e["catalog"], at: location(e)) }
        if let t = e["tag"].flatMap(Int.init) { item.tag = t }
        return item
    }

    /// UITabBarItem.SystemItem's English titles by IB's names.
    nonisolated static func systemTabTitle(_ name: String) -> String {
        switch name {
        case "more": "More"
        case "favorites": "Favorites"
        case "featured": "Featured"
        case "topRated": "Top Rated"
        case "recents": "Recents"
        case "contacts": "Contacts"
        case "history": "History"
        case "bookmarks": "Bookmarks"
        case "search": "Search"
        case "downloads": "Downloads"
        case "mostRecent": "Most Recent"
        case "mostViewed": "Most Viewed"
        default: name.prefix(1).uppercased() + name.dropFirst()
        }
    }
}
