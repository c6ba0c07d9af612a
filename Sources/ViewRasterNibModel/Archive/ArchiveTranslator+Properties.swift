import Foundation

/// Each view class's own archive keys → the attributes and elements Xcode 5+ writes: labels,
/// buttons, image views, text fields and views, switches, sliders, progress views, page
/// controls, activity indicators, segmented controls, search bars, tables and collection views (`ArchiveTranslator+Collections`).
extension ArchiveTranslator {
    func properties(of o: XIBElement, element: String, attributes a: inout [String: String],
                    children: inout [XIBElement], depth: Int) throws {
        func enumName(_ key: String, _ names: [String]) throws -> String? {
            guard let i = try int(o, key) else { return nil }
            guard let n = ArchiveClassMap.name(names, i) else {
                throw fail("\(key) \(i) is not one of the \(names.count) values", try value(o, key) ?? o)
            }
            return n
        }
        func colorChild(_ archiveKey: String, _ key: String) throws {
            if let c = try value(o, archiveKey), let color = try color(c, key: key) { children.append(color) }
        }
        func numberAttribute(_ archiveKey: String, _ name: String) throws {
            if let v = try number(o, archiveKey) { a[name] = Self.format(v) }
        }
        func boolAttribute(_ archiveKey: String, _ name: String) throws {
            if let v = try bool(o, archiveKey) { a[name] = v ? "YES" : "NO" }
        }
        func image(_ archiveKey: String) throws -> String? {
            guard let r = try value(o, archiveKey) else { return nil }
            return try string(r, "NSResourceName")
        }
        switch element {
        case "label", "textField", "textView":
            if let t = try string(o, "IBUIText") { a["text"] = t }
            if let n = try enumName("IBUITextAlignment", ArchiveClassMap.textAlignments) { a["textAlignment"] = n }
            try colorChild("IBUITextColor", "textColor")
            if let f = try font(o) { children.append(f) }
            try boolAttribute("IBUIAdjustsFontSizeToFit", "adjustsFontSizeToFit")
            try numberAttribute("IBUIMinimumFontSize", "minimumFontSize")
            if element == "label" {
                a["lineBreakMode"] = try enumName("IBUILineBreakMode", ArchiveClassMap.lineBreakModes) ?? "tailTruncation"
                try numberAttribute("IBUINumberOfLines", "numberOfLines")
                if let b = try int(o, "IBUIBaselineAdjustment") {
                    a["baselineAdjustment"] = ["alignBaselines", "alignCenters", "none"][min(max(b, 0), 2)]
                }
                try boolAttribute("IBUIEnabled", "enabled")
                try boolAttribute("IBUIHighlighted", "highlighted")
            }
            if element == "textField" {
                if let p = try string(o, "IBUIPlaceholder") { a["placeholder"] = p }
                if let n = try enumName("IBUIBorderStyle", ArchiveClassMap.borderStyles) { a["borderStyle"] = n }
            }
            if element == "textView" { try boolAttribute("IBUIEditable", "editable") }
        case "button":
            if let n = try enumName("IBUIButtonType", ArchiveClassMap.buttonTypes), n != "custom" { a["buttonType"] = n }
            if let n = try enumName("IBUIContentHorizontalAlignment", ArchiveClassMap.horizontalAlignments) { a["contentHorizontalAlignment"] = n }
            if let n = try enumName("IBUIContentVerticalAlignment", ArchiveClassMap.verticalAlignments) { a["contentVerticalAlignment"] = n }
            if let f = try font(o) { children.append(f) }
            try boolAttribute("IBUIEnabled", "enabled")
            try boolAttribute("IBUISelected", "selected")
            for state in ["Normal", "Highlighted", "Selected", "Disabled"] {
                var s: [String: String] = ["key": state.lowercased()]
                var sc: [XIBElement] = []
                if let t = try string(o, "IBUI\(state)Title") { s["title"] = t }
                if let i = try image("IBUI\(state)Image") { s["image"] = i }
                if let i = try image("IBUI\(state)BackgroundImage") { s["backgroundImage"] = i }
                if let c = try value(o, "IBUI\(state)TitleColor"), let color = try color(c, key: "titleColor") { sc.append(color) }
                if let c = try value(o, "IBUI\(state)TitleShadowColor"), let color = try color(c, key: "titleShadowColor") { sc.append(color) }
                if s.count > 1 || !sc.isEmpty { children.append(make("state", s, sc, at: o)) }
            }
        case "imageView":
            if let i = try image("IBUIImage") { a["image"] = i }
            if let i = try image("IBUIHighlightedImage") { a["highlightedImage"] = i }
        case "switch":
            a["on"] = try bool(o, "IBUIOn") == true ? "YES" : "NO"
            a["contentHorizontalAlignment"] = "center"; a["contentVerticalAlignment"] = "center"
        case "slider":
            a["value"] = Self.format(try number(o, "IBUIValue") ?? 0.5)
            a["minValue"] = Self.format(try number(o, "IBUIMinValue") ?? 0)
            a["maxValue"] = Self.format(try number(o, "IBUIMaxValue") ?? 1)
            a["contentHorizontalAlignment"] = "center"; a["contentVerticalAlignment"] = "center"
        case "progressView":
            try numberAttribute("IBUIProgress", "progress")
        case "pageControl":
            try numberAttribute("IBUINumberOfPages", "numberOfPages")
            try numberAttribute("IBUICurrentPage", "currentPage")
        case "activityIndicatorView":
            if let n = try enumName("IBUIStyle", ArchiveClassMap.activityStyles) { a["style"] = n }
            try boolAttribute("IBUIAnimating", "animating")
            try boolAttribute("IBUIHidesWhenStopped", "hidesWhenStopped")
        case "segmentedControl":
            try numberAttribute("IBUISelectedSegmentIndex", "selectedSegmentIndex")
            if let titles = try value(o, "IBUISegmentTitles") {
                let segments = try items(titles).map { make("segment", ["title": try text($0)], at: $0) }
                children.append(make("segments", [:], segments, at: titles))
            }
        case "searchBar":
            if let t = try string(o, "IBUIText") { a["text"] = t }
            if let p = try string(o, "IBUIPlaceholder") { a["placeholder"] = p }
            if let p = try string(o, "IBUIPrompt") { a["prompt"] = p }
        case "tableView":
            a["style"] = try int(o, "IBUIStyle") == 1 ? "grouped" : "plain"
            if let n = try enumName("IBUISeparatorStyle", ArchiveClassMap.separatorStyles) { a["separatorStyle"] = n }
            try numberAttribute("IBUIRowHeight", "rowHeight")
            try numberAttribute("IBUISectionHeaderHeight", "sectionHeaderHeight")
            try numberAttribute("IBUISectionFooterHeight", "sectionFooterHeight")
        case "tableViewCell":
            if let r = try string(o, "IBUIReuseIdentifier") { a["reuseIdentifier"] = r }
            try numberAttribute("IBUIIndentationWidth", "indentationWidth")
        case "collectionView":
            children += try collectionViewParts(of: o, depth: depth)
        case "collectionViewCell", "collectionReusableView":
            if let r = try string(o, "IBUIReuseIdentifier") { a["reuseIdentifier"] = r }
        case "toolbar", "navigationBar":
            if let n = try enumName("IBUIBarStyle", ArchiveClassMap.barStyles), n != "default" { a["barStyle"] = n == "blackTranslucent" ? "black" : n }
            try colorChild("IBUITintColor", "tintColor")
            if let list = try value(o, "IBUIItems") {
                let translated = try items(list).compactMap { try barItem($0, key: nil) }
                children.append(make("items", [:], translated, at: list))
            }
        default:
            break
        }
    }

    /// A toolbar's `IBUIBarButtonItem` or a navigation bar's `IBUINavigationItem`.
    func barItem(_ item: XIBElement, key: String?) throws -> XIBElement? {
        let id = try objectID(item)
        var a = ["id": id]
        if let key { a["key"] = key }
        if let t = try string(item, "IBUITitle") { a["title"] = t }
        switch item["class"] {
        case "IBUIBarButtonItem":
            if let i = try int(item, "IBUISystemItemIdentifier") {
                guard let n = ArchiveClassMap.name(ArchiveClassMap.systemItems, i) else {
                    throw fail("IBUISystemItemIdentifier \(i) is not a system item", item)
                }
                a["systemItem"] = n
            }
            a["style"] = ArchiveClassMap.name(ArchiveClassMap.barItemStyles, try int(item, "IBUIStyle") ?? 0) ?? "plain"
            if let w = try number(item, "IBUIWidth") { a["width"] = Self.format(w) }
            if let r = try value(item, "IBUIImage"), let name = try string(r, "NSResourceName") { a["image"] = name }
            return finish(make("barButtonItem", a, at: item), item)
        case "IBUINavigationItem":
            var children: [XIBElement] = []
            for (archiveKey, key) in [("IBUILeftBarButtonItem", "leftBarButtonItem"), ("IBUIRightBarButtonItem", "rightBarButtonItem")] {
                if let b = try value(item, archiveKey), let e = try barItem(b, key: key) { children.append(e) }
            }
            return finish(make("navigationItem", a, children, at: item), item)
        default:
            warn("bar item class \(item["class"] ?? "?") is not translated; ignored", item)
            return nil
        }
    }
}
