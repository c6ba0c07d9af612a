import Foundation

/// A `<variation key="…">` block: size-class overrides. `key="default"` applies to the base
/// size class (Any/Any); other keys (`widthClass=regular`, …) apply only to those classes.
public struct NibVariation: Sendable, Hashable {
    /// The variation's `key`: `default`, or the size classes
    /// (`heightClass=compact-widthClass=regular`).
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
    private var box: Box

    /// Gives this value its own box before a write when the box is shared.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    /// The element name: `view`, `label`, `button`, `placeholder`, `tableViewCell`, …
    public var element: String {
        get { box.fields.element }
        set { makeUnique(); box.fields.element = newValue }
        _modify { makeUnique(); yield &box.fields.element }
    }
    /// The object id. Objects IB saved without one (e.g. a collection cell's content view) get
    /// a synthetic id `<parent id>.<key>`.
    public var id: String {
        get { box.fields.id }
        set { makeUnique(); box.fields.id = newValue }
        _modify { makeUnique(); yield &box.fields.id }
    }
    /// Whether `id` was made up by the reader.
    public var hasSyntheticID: Bool {
        get { box.fields.hasSyntheticID }
        set { makeUnique(); box.fields.hasSyntheticID = newValue }
        _modify { makeUnique(); yield &box.fields.hasSyntheticID }
    }
    /// `key="…"` when the object fills a property of its parent (`contentView`).
    public var key: String? {
        get { box.fields.key }
        set { makeUnique(); box.fields.key = newValue }
        _modify { makeUnique(); yield &box.fields.key }
    }
    /// `customClass="…"`: the class a running app makes instead of UIKit's (nil: UIKit's class).
    public var customClass: String? {
        get { box.fields.customClass }
        set { makeUnique(); box.fields.customClass = newValue }
        _modify { makeUnique(); yield &box.fields.customClass }
    }
    /// `customModule="…"`: the module of `customClass`, nil when absent.
    public var customModule: String? {
        get { box.fields.customModule }
        set { makeUnique(); box.fields.customModule = newValue }
        _modify { makeUnique(); yield &box.fields.customModule }
    }
    /// `userLabel="…"`: the name IB's outline shows, nil when absent.
    public var userLabel: String? {
        get { box.fields.userLabel }
        set { makeUnique(); box.fields.userLabel = newValue }
        _modify { makeUnique(); yield &box.fields.userLabel }
    }
    /// `placeholderIdentifier` (`IBFilesOwner`, `IBFirstResponder`) for placeholders.
    public var placeholderIdentifier: String? {
        get { box.fields.placeholderIdentifier }
        set { makeUnique(); box.fields.placeholderIdentifier = newValue }
        _modify { makeUnique(); yield &box.fields.placeholderIdentifier }
    }
    /// Every attribute of the element, as written.
    public var attributes: [String: String] {
        get { box.fields.attributes }
        set { makeUnique(); box.fields.attributes = newValue; box.attributesChanged() }
        _modify {
            makeUnique()
            defer { box.attributesChanged() }
            yield &box.fields.attributes
        }
    }
    /// `<rect key="frame">`, nil when IB saved none.
    public var frame: CGRect? {
        get { box.fields.frame }
        set { makeUnique(); box.fields.frame = newValue }
        _modify { makeUnique(); yield &box.fields.frame }
    }
    /// `<autoresizingMask key="autoresizingMask">`, nil when absent.
    public var autoresizingMask: NibAutoresizingMask? {
        get { box.fields.autoresizingMask }
        set { makeUnique(); box.fields.autoresizingMask = newValue }
        _modify { makeUnique(); yield &box.fields.autoresizingMask }
    }
    /// The views in `<subviews>`, back to front.
    public var subviews: [NibObject] {
        get { box.fields.subviews }
        set { makeUnique(); box.fields.subviews = newValue }
        _modify { makeUnique(); yield &box.fields.subviews }
    }
    private var contentViewStorage: [NibObject] {
        get { box.fields.contentViewStorage }
        set { makeUnique(); box.fields.contentViewStorage = newValue }
        _modify { makeUnique(); yield &box.fields.contentViewStorage }
    }
    /// The content view of a cell or visual-effect view.
    public var contentView: NibObject? {
        get { box.fields.contentViewStorage.first }
        set { contentViewStorage = newValue.map { [$0] } ?? [] }
    }
    /// The prototype or static cells a table or collection view declares (`<prototypes>`,
    /// `<cells>`, `<sections>/<tableViewSection>/<cells>`), in document order. They are part
    /// of the document (ids, constraints) but not subviews: the list makes its cells itself.
    public var cells: [NibObject] {
        get { box.fields.cells }
        set { makeUnique(); box.fields.cells = newValue }
        _modify { makeUnique(); yield &box.fields.cells }
    }
    /// The custom views (`<view key="customView">`, `<button key="customView">`, …) of the bar
    /// button items this object's `<items>` (or a scene's navigation item and toolbar items)
    /// hold, each with its item's id. They are part of the document (ids, outlets, constraints)
    /// but not subviews: the bar places them.
    public var barItemViews: [NibBarItemView] {
        get { box.fields.barItemViews }
        set { makeUnique(); box.fields.barItemViews = newValue }
        _modify { makeUnique(); yield &box.fields.barItemViews }
    }
    /// A bar's appearances (`<navigationBarAppearance key="standardAppearance">`, …) by key.
    public var barAppearances: [String: NibBarAppearance] {
        get { box.fields.barAppearances }
        set { makeUnique(); box.fields.barAppearances = newValue }
        _modify { makeUnique(); yield &box.fields.barAppearances }
    }
    /// A static table's `<sections>`: each `<tableViewSection>`'s titles and how many of
    /// `cells` (in order) it holds. Empty for prototype tables.
    public var cellSections: [NibCellSection] {
        get { box.fields.cellSections }
        set { makeUnique(); box.fields.cellSections = newValue }
        _modify { makeUnique(); yield &box.fields.cellSections }
    }
    /// The constraints this object's `<constraints>` block holds.
    public var constraints: [NibConstraint] {
        get { box.fields.constraints }
        set { makeUnique(); box.fields.constraints = newValue }
        _modify { makeUnique(); yield &box.fields.constraints }
    }
    /// The `<connections>` block: outlets, outlet collections and actions from this object.
    public var connections: [NibConnection] {
        get { box.fields.connections }
        set { makeUnique(); box.fields.connections = newValue }
        _modify { makeUnique(); yield &box.fields.connections }
    }
    /// The `<userDefinedRuntimeAttributes>` block.
    public var runtimeAttributes: [NibRuntimeAttribute] {
        get { box.fields.runtimeAttributes }
        set { makeUnique(); box.fields.runtimeAttributes = newValue }
        _modify { makeUnique(); yield &box.fields.runtimeAttributes }
    }
    /// `<color key="…">` by key (backgroundColor, textColor, tintColor, …).
    public var colors: [String: NibColor] {
        get { box.fields.colors }
        set { makeUnique(); box.fields.colors = newValue }
        _modify { makeUnique(); yield &box.fields.colors }
    }
    /// Keys of `<nil key="…">` elements (an explicit nil color, e.g. `textColor`).
    public var nilKeys: Set<String> {
        get { box.fields.nilKeys }
        set { makeUnique(); box.fields.nilKeys = newValue }
        _modify { makeUnique(); yield &box.fields.nilKeys }
    }
    /// `<fontDescription key="fontDescription">` (or a `<font key="font">`).
    public var font: NibFontDescription? {
        get { box.fields.font }
        set { makeUnique(); box.fields.font = newValue }
        _modify { makeUnique(); yield &box.fields.font }
    }
    /// `<string key="…">` bodies by key (e.g. `text` for long texts).
    public var strings: [String: String] {
        get { box.fields.strings }
        set { makeUnique(); box.fields.strings = newValue }
        _modify { makeUnique(); yield &box.fields.strings }
    }
    /// `<attributedString key="…">` by key (`attributedText`, `attributedTitle`).
    public var attributedStrings: [String: NibAttributedString] {
        get { box.fields.attributedStrings }
        set { makeUnique(); box.fields.attributedStrings = newValue }
        _modify { makeUnique(); yield &box.fields.attributedStrings }
    }
    /// Button `<state key="normal|highlighted|selected|disabled">`.
    public var states: [String: NibButtonState] {
        get { box.fields.states }
        set { makeUnique(); box.fields.states = newValue }
        _modify { makeUnique(); yield &box.fields.states }
    }
    /// A button's `<buttonConfiguration key="configuration">`, nil when absent.
    public var buttonConfiguration: NibButtonConfiguration? {
        get { box.fields.buttonConfiguration }
        set { makeUnique(); box.fields.buttonConfiguration = newValue }
        _modify { makeUnique(); yield &box.fields.buttonConfiguration }
    }
    /// `<inset key="…">` (contentEdgeInsets, titleEdgeInsets, imageEdgeInsets, …).
    public var insets: [String: NibInsets] {
        get { box.fields.insets }
        set { makeUnique(); box.fields.insets = newValue }
        _modify { makeUnique(); yield &box.fields.insets }
    }
    /// `<size key="…">` (customSize, shadowOffset, …).
    public var sizes: [String: CGSize] {
        get { box.fields.sizes }
        set { makeUnique(); box.fields.sizes = newValue }
        _modify { makeUnique(); yield &box.fields.sizes }
    }
    /// `<variation>` blocks.
    public var variations: [NibVariation] {
        get { box.fields.variations }
        set { makeUnique(); box.fields.variations = newValue }
        _modify { makeUnique(); yield &box.fields.variations }
    }
    /// `<viewLayoutGuide key="…" id="…">`: layout guide ids by key (`safeArea`).
    public var layoutGuides: [String: String] {
        get { box.fields.layoutGuides }
        set { makeUnique(); box.fields.layoutGuides = newValue }
        _modify { makeUnique(); yield &box.fields.layoutGuides }
    }
    /// `<segment title="…">` of a segmented control.
    public var segments: [String] {
        get { box.fields.segments }
        set { makeUnique(); box.fields.segments = newValue }
        _modify { makeUnique(); yield &box.fields.segments }
    }
    /// Child elements the reader does not type (kept for later consumers).
    public var otherElements: [XIBElement] {
        get { box.fields.otherElements }
        set { makeUnique(); box.fields.otherElements = newValue }
        _modify { makeUnique(); yield &box.fields.otherElements }
    }
    /// Where the element starts.
    public var location: NibLocation {
        get { box.fields.location }
        set { makeUnique(); box.fields.location = newValue }
        _modify { makeUnique(); yield &box.fields.location }
    }

    /// An object of `element` with `id`, its attributes as written and where it starts (`key`,
    /// `customClass`, `customModule`, `userLabel` and `placeholderIdentifier` read from them).
    public init(element: String, id: String, attributes: [String: String] = [:], location: NibLocation) {
        box = Box(Fields(element: element, id: id, key: attributes["key"], customClass: attributes["customClass"],
                         customModule: attributes["customModule"], userLabel: attributes["userLabel"],
                         placeholderIdentifier: attributes["placeholderIdentifier"], attributes: attributes,
                         frame: nil, autoresizingMask: nil, location: location))
    }

    /// Equal when every field is equal (the same box is equal at once).
    public static func == (a: NibObject, b: NibObject) -> Bool { a.box === b.box || a.box.fields == b.box.fields }
    /// Hashes every field.
    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

    /// Whether this is a `<placeholder>` (File's Owner, First Responder, an external object).
    public var isPlaceholder: Bool { element == "placeholder" }

    /// `YES`/`NO` attribute; nil when absent.
    public func bool(_ name: String) -> Bool? {
        guard box.mayHaveAttribute(name), let v = box.fields.attributes[name] else { return nil }
        return v == "YES" || v == "yes" || v == "true"
    }
    /// Numeric attribute; nil when absent or malformed.
    public func double(_ name: String) -> Double? {
        guard box.mayHaveAttribute(name) else { return nil }
        return box.fields.attributes[name].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }
    /// Integer attribute; nil when absent or malformed.
    public func int(_ name: String) -> Int? {
        guard box.mayHaveAttribute(name) else { return nil }
        return box.fields.attributes[name].flatMap { Int($0) }
    }

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
        for c in box.fields.contentViewStorage { try c.forEach(body) }
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
        for c in box.fields.contentViewStorage { if let f = c.find(id: id) { return f } }
        for s in subviews { if let f = s.find(id: id) { return f } }
        for c in cells { if let f = c.find(id: id) { return f } }
        for b in barItemViews { if let f = b.view.find(id: id) { return f } }
        return nil
    }
}
