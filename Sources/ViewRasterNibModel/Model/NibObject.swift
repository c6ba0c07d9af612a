import Foundation

/// A `<variation key="…">` block: size-class overrides. `key="default"` applies to the base
/// size class (Any/Any); other keys (`widthClass=regular`, …) apply only to those classes.
public struct NibVariation: Sendable, Hashable {
    public var key: String
    /// Attribute overrides (`constant`, `spacing`, …).
    public var attributes: [String: String]
    /// Constraint ids `<include reference>`d by the `<mask key="constraints">`.
    public var includes: [String]
    /// Constraint ids `<exclude reference>`d by the `<mask key="constraints">`.
    public var excludes: [String]
    /// Subview ids `<include reference>`d by the `<mask key="subviews">`: views installed in
    /// these size classes only.
    public var subviewIncludes: [String] = []
    /// Subview ids `<exclude reference>`d by the `<mask key="subviews">` (in `default`: views
    /// the base size class does not install).
    public var subviewExcludes: [String] = []
    /// The `<fontDescription key="fontDescription">` (or `<font key="font">`) of a label's,
    /// button's, text field's or text view's variation: its font in these size classes.
    public var font: NibFontDescription?
    /// A variation `key` with its attribute overrides and its constraint mask.
    public init(key: String, attributes: [String: String] = [:], includes: [String] = [], excludes: [String] = []) {
        self.key = key; self.attributes = attributes; self.includes = includes; self.excludes = excludes
    }
}

/// One `<tableViewSection>` of a static table: its header and footer titles and its number of cells.
public struct NibCellSection: Sendable, Hashable {
    /// `headerTitle`, nil when absent.
    public var headerTitle: String?
    /// `footerTitle`, nil when absent.
    public var footerTitle: String?
    /// How many cells the section holds.
    public var cellCount: Int
    /// A section with these titles and `cellCount` cells.
    public init(headerTitle: String?, footerTitle: String?, cellCount: Int) {
        self.headerTitle = headerTitle; self.footerTitle = footerTitle; self.cellCount = cellCount
    }
}

/// One object of a xib (a view, a control, a cell, a placeholder, …), typed enough for
/// instantiation but independent of the `Views` module.
public struct NibObject: Sendable, Hashable {
    /// The element name: `view`, `label`, `button`, `placeholder`, `tableViewCell`, …
    public var element: String
    /// The object id. Objects IB saved without one (e.g. a collection cell's content view) get
    /// a synthetic id `<parent id>.<key>`.
    public var id: String
    /// Whether `id` was made up by the reader.
    public var hasSyntheticID: Bool = false
    /// `key="…"` when the object fills a property of its parent (`contentView`).
    public var key: String?
    public var customClass: String?
    public var customModule: String?
    public var userLabel: String?
    /// `placeholderIdentifier` (`IBFilesOwner`, `IBFirstResponder`) for placeholders.
    public var placeholderIdentifier: String?
    /// Every attribute of the element, as written.
    public var attributes: [String: String]
    /// `<rect key="frame">`, nil when IB saved none.
    public var frame: CGRect?
    /// `<autoresizingMask key="autoresizingMask">`, nil when absent.
    public var autoresizingMask: NibAutoresizingMask?
    public var subviews: [NibObject] = []
    private var contentViewStorage: [NibObject] = []
    /// The content view of a cell or visual-effect view.
    public var contentView: NibObject? {
        get { contentViewStorage.first }
        set { contentViewStorage = newValue.map { [$0] } ?? [] }
    }
    /// The prototype or static cells a table or collection view declares (`<prototypes>`,
    /// `<cells>`, `<sections>/<tableViewSection>/<cells>`), in document order. They are part
    /// of the document (ids, constraints) but not subviews: the list makes its cells itself.
    public var cells: [NibObject] = []
    /// The custom views (`<view key="customView">`, `<button key="customView">`, …) of the bar
    /// button items this object's `<items>` (or a scene's navigation item and toolbar items)
    /// hold, each with its item's id. They are part of the document (ids, outlets, constraints)
    /// but not subviews: the bar places them.
    public var barItemViews: [NibBarItemView] = []
    /// A bar's appearances (`<navigationBarAppearance key="standardAppearance">`, …) by key.
    public var barAppearances: [String: NibBarAppearance] = [:]
    /// A static table's `<sections>`: each `<tableViewSection>`'s titles and how many of
    /// `cells` (in order) it holds. Empty for prototype tables.
    public var cellSections: [NibCellSection] = []
    /// The constraints this object's `<constraints>` block holds.
    public var constraints: [NibConstraint] = []
    public var connections: [NibConnection] = []
    public var runtimeAttributes: [NibRuntimeAttribute] = []
    /// `<color key="…">` by key (backgroundColor, textColor, tintColor, …).
    public var colors: [String: NibColor] = [:]
    /// Keys of `<nil key="…">` elements (an explicit nil color, e.g. `textColor`).
    public var nilKeys: Set<String> = []
    /// `<fontDescription key="fontDescription">` (or a `<font key="font">`).
    public var font: NibFontDescription?
    /// `<string key="…">` bodies by key (e.g. `text` for long texts).
    public var strings: [String: String] = [:]
    /// `<attributedString key="…">` by key (`attributedText`, `attributedTitle`).
    public var attributedStrings: [String: NibAttributedString] = [:]
    /// Button `<state key="normal|highlighted|selected|disabled">`.
    public var states: [String: NibButtonState] = [:]
    /// `<inset key="…">` (contentEdgeInsets, titleEdgeInsets, imageEdgeInsets, …).
    public var insets: [String: NibInsets] = [:]
    /// `<size key="…">` (customSize, shadowOffset, …).
    public var sizes: [String: CGSize] = [:]
    /// `<variation>` blocks.
    public var variations: [NibVariation] = []
    /// `<viewLayoutGuide key="…" id="…">`: layout guide ids by key (`safeArea`).
    public var layoutGuides: [String: String] = [:]
    /// `<segment title="…">` of a segmented control.
    public var segments: [String] = []
    /// Child elements the reader does not type (kept for later consumers).
    public var otherElements: [XIBElement] = []
    /// Where the element starts.
    public var location: NibLocation

    public init(element: String, id: String, attributes: [String: String] = [:], location: NibLocation) {
        self.element = element; self.id = id; self.attributes = attributes; self.location = location
        customClass = attributes["customClass"]; customModule = attributes["customModule"]
        userLabel = attributes["userLabel"]; key = attributes["key"]
        placeholderIdentifier = attributes["placeholderIdentifier"]
    }

    public var isPlaceholder: Bool { element == "placeholder" }

    /// `YES`/`NO` attribute; nil when absent.
    public func bool(_ name: String) -> Bool? {
        guard let v = attributes[name] else { return nil }
        return v == "YES" || v == "yes" || v == "true"
    }
    /// Numeric attribute; nil when absent or malformed.
    public func double(_ name: String) -> Double? {
        attributes[name].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }
    /// Integer attribute; nil when absent or malformed.
    public func int(_ name: String) -> Int? { attributes[name].flatMap { Int($0) } }

    /// The displayed text: a `<string key="text">` body (IB writes one for multi-line text), else the `text` attribute.
    public var text: String? { strings["text"] ?? attributes["text"] }

    /// `translatesAutoresizingMaskIntoConstraints` at run time: absent means YES, and a view
    /// marked `fixedFrame="YES"` (IB's "Autoresizing Mask" layout, saved with the attribute
    /// NO in the XML) translates its mask too, as ibtool compiles it.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        if bool("fixedFrame") == true { return true }
        return bool("translatesAutoresizingMaskIntoConstraints") ?? true
    }

    /// The object and every object below it (content view, subviews, cells), depth first.
    public func forEach(_ body: (NibObject) throws -> Void) rethrows {
        try body(self)
        for c in contentViewStorage { try c.forEach(body) }
        for s in subviews { try s.forEach(body) }
        for c in cells { try c.forEach(body) }
        for b in barItemViews { try b.view.forEach(body) }
    }
    /// Every object of the subtree, depth first (self first).
    public var allObjects: [NibObject] {
        var out: [NibObject] = []
        forEach { out.append($0) }
        return out
    }
    /// The object with `id` in this subtree.
    public func find(id: String) -> NibObject? {
        if self.id == id { return self }
        for c in contentViewStorage { if let f = c.find(id: id) { return f } }
        for s in subviews { if let f = s.find(id: id) { return f } }
        for c in cells { if let f = c.find(id: id) { return f } }
        for b in barItemViews { if let f = b.view.find(id: id) { return f } }
        return nil
    }
}
