import Foundation
import ViewRasterViews

/// Instantiates a parsed xib in UIKit's order: create every object (custom classes through
/// the registry's `init(coder:)` factories), build the hierarchy, resolve constraints
/// (`NibConstraintBinder`), connect outlets and actions (`NibConnectionBinder`), set runtime
/// attributes, then `awakeFromNib` on each view.
@MainActor
struct NibInstantiator {
    let context: NibLoadContext
    /// The nib compiled: objects, children and constraint ends by index, ids by slot.
    let plan: NibInstantiationPlan
    var document: XIBDocument { context.document }

    /// Runs every step; returns the top-level objects in document order (placeholders excluded).
    func run(owner: AnyObject?) throws -> [AnyObject] {
        // Room for an object a plan entry (what a load makes, as a rule): the lists do not grow
        // one append at a time.
        context.createdObjects.reserveCapacity(context.createdObjects.count + plan.objects.count)
        context.createdViews.reserveCapacity(context.createdViews.count + plan.objects.count)
        bindPlaceholders(owner: owner)
        var top: [AnyObject] = []
        for i in plan.topLevel where !plan.objects[i].isPlaceholder {
            if let made = try create(i, topLevel: true) { top.append(made) }
        }
        for i in plan.topLevel where !plan.objects[i].isPlaceholder { buildHierarchy(i) }
        assembleTables()
        assembleCollections()
        NibConstraintBinder(context: context).bind(plan)
        context.sizeClassVariations = NibSizeClassVariations.attach(context)
        let connections = NibConnectionBinder(context: context)
        for i in plan.topLevel { connections.connect(i, plan) }
        if owner == nil, context.skippedOwnerConnections > 0, let fo = context.document.filesOwner {
            context.warn("File's Owner has \(context.skippedOwnerConnections) connection(s) but no owner was passed; they are skipped", at: fo.location)
        }
        let attributes = NibRuntimeAttributeSetter(context: context)
        for i in plan.topLevel { attributes.apply(i, plan) }
        // Each list in turn, in the same order (not joined: a new array holding every view again).
        for v in context.createdViews { v.awakeFromNib() }
        for v in context.staticCellViews { v.awakeFromNib() }
        for v in context.barItemViews { v.awakeFromNib() }
        try checkPending()
        return top
    }

    // MARK: Placeholders

    func bindPlaceholders(owner: AnyObject?) {
        // The context's document read in place: `document` returns a copy of the whole
        // document (each of its arrays, strings and tables retained, then released).
        for p in context.document.objects where p.isPlaceholder {
            switch p.placeholderIdentifier {
            case NibPlaceholderID.filesOwnerIdentifier:
                guard let owner else { break }
                context.objects[p.id] = owner
                if let cls = p.customClass,
                   !objectIsKind(owner, ofClassNamed: cls, module: p.customModule, registry: context.options.registry) {
                    context.warn("File's Owner is declared as \(cls) but the owner passed is \(type(of: owner))", at: p.location)
                }
            case NibPlaceholderID.firstResponderIdentifier:
                break
            default:
                context.warn("external object placeholder \"\(p.placeholderIdentifier ?? p.id)\" is not supported; its connections are skipped", at: p.location)
            }
        }
    }

    // MARK: Creation

    /// Creates the object at index `i` of the plan and everything below it; nil for objects
    /// that are not instantiated.
    func create(_ i: Int, topLevel: Bool) throws -> AnyObject? {
        let o = plan.objects[i]
        if topLevel, !isViewElement(o, base: plan.elementClasses[i]) {
            return try createNonView(i)
        }
        // A bar's item custom views exist before the bar reads its items.
        let barItems = plan.barItemIndices[i]
        if !barItems.isEmpty {
            let before = context.createdViews.count
            for b in barItems { _ = try create(b, topLevel: false) }
            context.barItemViews += context.createdViews[before...]
            context.createdViews.removeSubrange(before...)
        }
        let made = makeView(o, base: plan.elementClasses[i], attributes: plan.viewAttributes(i))
        try checkPending()
        guard let view = made else {
            context.warn("init?(coder:) of \(o.customClass ?? o.element) returned nil; <\(o.element)> id \(o.id) and its subviews are left out", at: o.location)
            return nil
        }
        context.objects[slot: plan.objectSlots[i]] = view
        context.createdViews.append(view)
        let ci = plan.contentIndex[i]
        if ci >= 0 {
            let content = plan.objects[ci]
            if let existing = Self.builtInContentView(of: view) {
                // The class made its own content view (UIVisualEffectView): the xib's
                // properties and subviews go onto it.
                context.objects[slot: plan.objectSlots[ci]] = existing
                context.createdViews.append(existing)
                NibPropertyApplier(object: content, context: context, viewAttributes: plan.viewAttributes(ci)).apply(to: existing)
                for s in plan.subviewIndices[ci] { _ = try create(s, topLevel: false) }
            } else {
                _ = try create(ci, topLevel: false)
            }
        }
        for s in plan.subviewIndices[i] { _ = try create(s, topLevel: false) }
        try createStaticCells(of: i)
        return view
    }

    /// The content view a class creates itself, which the xib's content view maps onto.
    static func builtInContentView(of view: View) -> View? {
        (view as? VisualEffectView)?.contentView ?? (view as? TableViewCell)?.contentView ?? (view as? CollectionViewCell)?.contentView
    }

    /// A nested load failed with a cycle: fail this load too.
    func checkPending() throws {
        if let e = NibLoadingStack.pendingError { throw e }
    }

    /// Whether `o` is a view: an element a view class makes (`base`, its
    /// `NibElementClasses.byElement` entry), or one with a frame, subviews or a content view.
    func isViewElement(_ o: NibObject, base: View.Type?) -> Bool {
        base != nil || o.frame != nil || !o.subviews.isEmpty || o.contentView != nil
    }

    /// The view for `o` from its class's `init?(coder:)`; nil when that initialiser failed.
    /// `base` is the class its element makes (`NibElementClasses.byElement`), `attributes` its
    /// view properties, decoded.
    func makeView(_ o: NibObject, base: View.Type?, attributes: NibViewAttributes) -> View? {
        let coder = NibCoder(object: o, context: context, viewAttributes: attributes)
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

    func createNonView(_ i: Int) throws -> AnyObject? {
        let o = plan.objects[i]
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
        context.objects[slot: plan.objectSlots[i]] = made
        context.createdObjects.append(made)
        try checkPending()
        return made
    }

    // MARK: Hierarchy

    func buildHierarchy(_ i: Int) {
        guard let parent = context.objects[slot: plan.objectSlots[i]] as? View else { return }
        let o = plan.objects[i]
        let ci = plan.contentIndex[i]
        if ci >= 0, let cv = context.objects[slot: plan.objectSlots[ci]] as? View {
            if cv.superview !== parent { parent.insertSubview(cv, at: 0) }
            if plan.objects[ci].frame == nil {
                // Xcode 6–8 write a cell's content view without a frame: a cell lays it out at
                // its bounds (outside a table there is no separator; the canvas comparison
                // applies IB's in-table frame) and resizes it with itself.
                cv.frame = parent.bounds
                cv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
            buildHierarchy(ci)
        }
        // Views the base size class does not install (`<variation key="default">`'s subviews
        // mask) are made but left out; their size classes install them (`NibSizeClassVariations`).
        let variations = o.variations
        let uninstalled = variations.isEmpty ? [] : Set(variations.filter { $0.key == "default" }.flatMap(\.subviewExcludes))
        for s in plan.subviewIndices[i] {
            guard let child = context.objects[slot: plan.objectSlots[s]] as? View else { continue }
            if !uninstalled.isEmpty, uninstalled.contains(plan.objects[s].id) { buildHierarchy(s); continue }
            // A stack view's <subviews> are its arranged subviews.
            if let stack = parent as? StackView { stack.addArrangedSubview(child) } else { parent.addSubview(child) }
            buildHierarchy(s)
        }
        buildStaticCellHierarchy(i)
        for b in plan.barItemIndices[i] { buildHierarchy(b) }
    }

    /// A content view saved without a rect (Xcode 6–7 cells) fills its cell as the cell's
    /// layout makes it: a table cell's stops above the separator (1 pt in files that stored
    /// whole points, 0.5 pt later: stored content views are 54 of 55 and 47.5 of 48 pt).
    static func contentViewFrame(cell: NibObject, bounds: CGRect, toolsVersion: Int) -> CGRect {
        guard cell.element == "tableViewCell" else { return bounds }
        let separator: CGFloat = toolsVersion > 0 && toolsVersion < 13000 ? 1 : 0.5
        return CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - separator))
    }
}
