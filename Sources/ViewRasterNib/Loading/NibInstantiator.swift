import Foundation
import ViewRasterViews

/// Instantiates a parsed xib in UIKit's order: create every object (custom classes through
/// the registry's `init(coder:)` factories), build the hierarchy, resolve constraints,
/// connect outlets and actions, set runtime attributes, then `awakeFromNib` on each view.
@MainActor
struct NibInstantiator {
    let context: NibLoadContext
    var document: XIBDocument { context.document }

    /// Runs every step; returns the top-level objects in document order (placeholders excluded).
    func run(owner: AnyObject?) throws -> [AnyObject] {
        bindPlaceholders(owner: owner)
        var top: [AnyObject] = []
        for o in document.objects where !o.isPlaceholder {
            if let made = try create(o, topLevel: true) { top.append(made) }
        }
        for o in document.objects where !o.isPlaceholder { buildHierarchy(o) }
        NibConstraintBinder(context: context).bind()
        for o in document.objects { connect(o) }
        if owner == nil, context.skippedOwnerConnections > 0, let fo = document.filesOwner {
            context.warn("File's Owner has \(context.skippedOwnerConnections) connection(s) but no owner was passed; they are skipped", at: fo.location)
        }
        for o in document.objects { NibRuntimeAttributeSetter(context: context).apply(o) }
        for v in context.createdViews { v.awakeFromNib() }
        try checkPending()
        return top
    }

    // MARK: Placeholders

    func bindPlaceholders(owner: AnyObject?) {
        for p in document.objects where p.isPlaceholder {
            switch p.placeholderIdentifier {
            case "IBFilesOwner":
                guard let owner else { break }
                context.objects[p.id] = owner
                if let cls = p.customClass,
                   !objectIsKind(owner, ofClassNamed: cls, module: p.customModule, registry: context.options.registry) {
                    context.warn("File's Owner is declared as \(cls) but the owner passed is \(type(of: owner))", at: p.location)
                }
            case "IBFirstResponder":
                break
            default:
                context.warn("external object placeholder \"\(p.placeholderIdentifier ?? p.id)\" is not supported; its connections are skipped", at: p.location)
            }
        }
    }

    // MARK: Creation

    /// Creates `o` and everything below it; nil for objects that are not instantiated.
    func create(_ o: NibObject, topLevel: Bool) throws -> AnyObject? {
        if topLevel, !isViewElement(o) {
            return try createNonView(o)
        }
        let made = makeView(o)
        try checkPending()
        guard let view = made else {
            context.warn("init?(coder:) of \(o.customClass ?? o.element) returned nil; <\(o.element)> id \(o.id) and its subviews are left out", at: o.location)
            return nil
        }
        context.objects[o.id] = view
        context.createdViews.append(view)
        if let content = o.contentView {
            if let existing = Self.builtInContentView(of: view) {
                // The class made its own content view (UIVisualEffectView): the xib's
                // properties and subviews go onto it.
                context.objects[content.id] = existing
                context.createdViews.append(existing)
                NibPropertyApplier(object: content, context: context).apply(to: existing)
                for s in content.subviews { _ = try create(s, topLevel: false) }
            } else {
                _ = try create(content, topLevel: false)
            }
        }
        for s in o.subviews { _ = try create(s, topLevel: false) }
        return view
    }

    /// The content view a class creates itself, which the xib's content view maps onto.
    static func builtInContentView(of view: View) -> View? {
        (view as? VisualEffectView)?.contentView
    }

    /// A nested load failed with a cycle: fail this load too.
    func checkPending() throws {
        if let e = NibLoadingStack.pendingError { throw e }
    }

    func isViewElement(_ o: NibObject) -> Bool {
        NibElementClasses.byElement[o.element] != nil || o.frame != nil || !o.subviews.isEmpty || o.contentView != nil
    }

    /// The view for `o` from its class's `init?(coder:)`; nil when that initialiser failed.
    func makeView(_ o: NibObject) -> View? {
        let coder = NibCoder(object: o, context: context)
        let base = NibElementClasses.byElement[o.element]
        if base == nil {
            context.warn("unknown element <\(o.element)> (id \(o.id)) is drawn as a plain view", at: o.location)
        }
        if let cls = o.customClass {
            if let entry = context.options.registry.entry(named: cls, module: o.customModule), let make = entry.makeView {
                let v = make(coder)
                (v as? NibStandInView)?.standIn(for: o.element)
                return v
            }
            if context.options.registry.entry(named: cls, module: o.customModule) != nil {
                context.warn("class \(cls) is not a view class; <\(o.element)> id \(o.id) uses its base class", at: o.location)
            } else {
                context.warn("Unknown class \(cls) in Interface Builder file.", at: o.location)
            }
        }
        guard let type = base else {
            let v = NibStandInView(coder: coder)
            v?.standIn(for: o.element)
            return v
        }
        return type.init(coder: coder)
    }

    func createNonView(_ o: NibObject) throws -> AnyObject? {
        guard o.element == "customObject" || o.element == "object" else {
            context.warn("top-level <\(o.element)> (id \(o.id)) is not supported; skipped", at: o.location)
            return nil
        }
        let made: AnyObject
        if let cls = o.customClass, let entry = context.options.registry.entry(named: cls, module: o.customModule) {
            if let make = entry.makeObject { made = make() }
            else if let view = entry.makeView!(NibCoder(object: o, context: context)) { made = view }
            else {
                context.warn("init?(coder:) of \(cls) returned nil; <\(o.element)> id \(o.id) is left out", at: o.location)
                return nil
            }
        } else {
            if let cls = o.customClass { context.warn("Unknown class \(cls) in Interface Builder file.", at: o.location) }
            made = Responder()
        }
        context.objects[o.id] = made
        context.createdObjects.append(made)
        try checkPending()
        return made
    }

    // MARK: Hierarchy

    func buildHierarchy(_ o: NibObject) {
        guard let parent = context.objects[o.id] as? View else { return }
        if let content = o.contentView, let cv = context.objects[content.id] as? View {
            if cv.superview !== parent { parent.insertSubview(cv, at: 0) }
            buildHierarchy(content)
        }
        for s in o.subviews {
            guard let child = context.objects[s.id] as? View else { continue }
            // A stack view's <subviews> are its arranged subviews.
            if let stack = parent as? StackView { stack.addArrangedSubview(child) } else { parent.addSubview(child) }
            buildHierarchy(s)
        }
    }

    // MARK: Connections

    func connect(_ o: NibObject) {
        let source = context.objects[o.id]
        for c in o.connections {
            switch c {
            case .outlet(let property, let destination, _, let location),
                 .outletCollection(let property, let destination, _, let location):
                connectOutlet(source: source, sourceID: o.id, property: property, destinationID: destination,
                              collection: { if case .outletCollection = c { return true }; return false }(),
                              location: location)
            case .action(let selector, let destination, let eventType, _, let location):
                connectAction(source: source, sourceID: o.id, selector: selector, destinationID: destination,
                              eventType: eventType, location: location)
            }
        }
        if let content = o.contentView { connect(content) }
        for s in o.subviews { connect(s) }
    }

    func connectOutlet(source: AnyObject?, sourceID: String, property: String, destinationID: String,
                       collection: Bool, location: NibLocation) {
        guard let source else {
            if sourceID == "-1" { context.skippedOwnerConnections += 1 }
            return
        }
        guard let destination = context.objects[destinationID] else {
            if destinationID == "-1" { context.skippedOwnerConnections += 1; return }
            context.warn("outlet \(property) of \(context.describe(source, id: sourceID)) points at \(destinationID), which is not an object this nib creates", at: location)
            return
        }
        guard let responder = source as? Responder else {
            context.warn("\(type(of: source)) cannot take outlets (property \(property), id \(sourceID))", at: location)
            return
        }
        let table = type(of: responder).connections
        let declared = collection ? table.outletCollections[property] ?? table.outlets[property]
                                  : table.outlets[property] ?? table.outletCollections[property]
        if declared == nil, property == "view", let vc = responder as? ViewController {
            // UIViewController's own `view` outlet.
            if let v = destination as? View { vc.view = v }
            else { context.warn("outlet view of \(type(of: vc)) cannot hold \(context.describe(destination, id: destinationID))", at: location) }
            return
        }
        guard let set = declared else {
            context.warn("\(type(of: responder)) declares no outlet \(property) (object id \(sourceID)); connection to \(destinationID) skipped", at: location)
            return
        }
        if !set(responder, destination) {
            context.warn("outlet \(property) of \(type(of: responder)) (object id \(sourceID)) cannot hold \(context.describe(destination, id: destinationID))", at: location)
        } else if let view = destination as? View {
            view.outletNames.append(property)   // for recursiveDescription and snapshot explanations
        }
    }

    func connectAction(source: AnyObject?, sourceID: String, selector: String, destinationID: String,
                       eventType: String, location: NibLocation) {
        guard let control = source as? Control else {
            if source != nil {
                context.warn("action \(selector) comes from \(context.describe(source, id: sourceID)), which is not a control; skipped", at: location)
            }
            return
        }
        if destinationID == "-2" {
            context.warn("action \(selector) is sent to the First Responder, which is not supported; skipped", at: location)
            return
        }
        guard let target = context.objects[destinationID] as? Responder else {
            if destinationID == "-1" && context.objects["-1"] == nil { context.skippedOwnerConnections += 1; return }
            context.warn("action \(selector) targets \(context.describe(context.objects[destinationID], id: destinationID)), which cannot receive actions; skipped", at: location)
            return
        }
        guard let events = NibEventTypes.events[eventType] else {
            context.warn("unknown action event type \"\(eventType)\" for \(selector); skipped", at: location)
            return
        }
        if type(of: target).connections.actions[selector] == nil {
            context.warn("\(type(of: target)) declares no action \(selector) (object id \(destinationID)); the control will not reach it", at: location)
        }
        control.addTarget(target, action: Selector(selector), for: events)
    }
}

/// `eventType="…"` names → `ControlEvents`, with UIKit's bit values.
enum NibEventTypes {
    static let events: [String: ControlEvents] = [
        "touchDown": .touchDown,
        "touchDownRepeat": ControlEvents(rawValue: 1 << 1),
        "touchDragInside": ControlEvents(rawValue: 1 << 2),
        "touchDragOutside": ControlEvents(rawValue: 1 << 3),
        "touchDragEnter": ControlEvents(rawValue: 1 << 4),
        "touchDragExit": ControlEvents(rawValue: 1 << 5),
        "touchUpInside": .touchUpInside,
        "touchUpOutside": ControlEvents(rawValue: 1 << 7),
        "touchCancel": ControlEvents(rawValue: 1 << 8),
        "valueChanged": .valueChanged,
        "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": ControlEvents(rawValue: 1 << 14),
        "editingDidBegin": ControlEvents(rawValue: 1 << 16),
        "editingChanged": .editingChanged,
        "editingDidEnd": ControlEvents(rawValue: 1 << 18),
        "editingDidEndOnExit": ControlEvents(rawValue: 1 << 19),
    ]
}
