import Foundation
import ViewRasterViews

/// What a constraint's item names: a view, or a view's safe-area layout guide.
@MainActor
public enum NibLayoutItem {
    case view(View)
    case safeArea(of: View)
    /// A scroll view's content area: an edge of a scroll view related to one of its
    /// descendants means the content's edge (UIKit), not the scroll view's frame.
    case scrollContent(of: ScrollView)
    /// A scroll view's content area inset by its layout margins: a margin of a scroll view
    /// related to one of its descendants (UIKit attaches it to the content, as an edge).
    case scrollContentMargins(of: ScrollView)
    /// A scroll view's `frameLayoutGuide` (`<viewLayoutGuide key="frameLayoutGuide">`).
    case scrollFrame(of: ScrollView)
    /// The view the item belongs to.
    public var view: View {
        switch self {
        case .view(let v), .safeArea(let v): v
        case .scrollContent(let v), .scrollContentMargins(let v), .scrollFrame(let v): v
        }
    }
}

/// A xib constraint with its items resolved to the instantiated views, and the
/// `LayoutConstraint` made from it.
@MainActor
public struct NibBoundConstraint {
    /// The xib constraint (kept in its nib's shared box; setting it boxes the new value).
    public var constraint: NibConstraint {
        get { box.value }
        set { box = NibConstraintBox(newValue) }
    }
    private var box: NibConstraintBox
    /// The xib's `firstItem` resolved (the owner when the xib omits it): a view, its safe area, or
    /// a scroll view's content or frame guide.
    public var firstItem: NibLayoutItem
    /// The xib's `secondItem` resolved likewise; nil without one (a constant width or height).
    public var secondItem: NibLayoutItem?
    /// The view whose `<constraints>` block held it (where UIKit installs it).
    public var owner: View
    /// The live constraint: active unless it is a placeholder or excluded in the base size
    /// class (placeholders are made but never activated, for IB-canvas comparisons).
    public var layoutConstraint: LayoutConstraint

    init(_ box: NibConstraintBox, firstItem: NibLayoutItem, secondItem: NibLayoutItem?, owner: View,
         layoutConstraint: LayoutConstraint) {
        self.box = box; self.firstItem = firstItem; self.secondItem = secondItem; self.owner = owner
        self.layoutConstraint = layoutConstraint
    }
}

extension NibLayoutItem {
    /// The end a `LayoutConstraint` names: the view or one of its guides.
    var layoutEnd: LayoutConstraintEnd {
        switch self {
        case .view(let v): .item(v)
        case .safeArea(let v): .guide(v.safeAreaLayoutGuide)
        case .scrollContent(let v): .guide(v.contentLayoutGuide)
        case .scrollContentMargins(let v): .guide(v.contentMarginsGuide)
        case .scrollFrame(let v): .guide(v.frameLayoutGuide)
        }
    }

    /// An edge of a scroll view related to a view inside it names the scroll view's content
    /// (its `contentLayoutGuide`), and a margin the content inset by the scroll view's margins
    /// (`contentMarginsGuide`, at the margin's edge): Apple's Auto Layout Guide, "Working with
    /// Scroll Views" ("the edges or margins of the scroll view"); widths, heights and centres
    /// (within the margins too) stay on its frame. The content item and attribute an end naming
    /// `item` (related to `other`) stands for, nil when `item` stays (so an end that stays is not
    /// copied).
    static func scrollContent(_ item: NibLayoutItem, _ attribute: NibLayoutAttribute,
                              other: NibLayoutItem) -> (NibLayoutItem, NibLayoutAttribute)? {
        guard case .view(let v) = item, let scroll = v as? ScrollView,
              other.view !== scroll, other.view.isDescendant(of: scroll) else { return nil }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: return (.scrollContent(of: scroll), attribute)
        case .leftMargin: return (.scrollContentMargins(of: scroll), .left)
        case .rightMargin: return (.scrollContentMargins(of: scroll), .right)
        case .topMargin: return (.scrollContentMargins(of: scroll), .top)
        case .bottomMargin: return (.scrollContentMargins(of: scroll), .bottom)
        case .leadingMargin: return (.scrollContentMargins(of: scroll), .leading)
        case .trailingMargin: return (.scrollContentMargins(of: scroll), .trailing)
        default: return nil
        }
    }
}

extension NibLayoutAttribute {
    /// The Layout module's attribute.
    var layoutAttribute: LayoutAttribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .notAnAttribute: .notAnAttribute
        }
    }
}

extension NibLayoutRelation {
    var layoutRelation: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

/// Resolves every constraint's items and makes its `LayoutConstraint`, activating it unless
/// it is a placeholder (removed at build time) or a `<variation key="default">` excludes it.
/// Invalid constraints (a size related to a position, …) are warnings.
@MainActor
struct NibConstraintBinder {
    let context: NibLoadContext

    /// Binds the constraints of `plan`'s objects (ends found by slot, each object's constraints
    /// with its view looked up once).
    func bind(_ plan: NibInstantiationPlan) {
        var guides: [String: NibLayoutItem] = [:]
        for i in plan.guidedObjects {
            // In key order: a dictionary's order changes from process to process (Swift seeds
            // its hashing per process), and the warnings below must not.
            for (key, id) in plan.objects[i].layoutGuides.sorted(by: { $0.key < $1.key }) {
                guard let v = context.objects[slot: plan.objectSlots[i]] as? View else { continue }
                switch (key, v as? ScrollView) {
                case ("safeArea", _): guides[id] = .safeArea(of: v)
                case ("contentLayoutGuide", let scroll?): guides[id] = .scrollContent(of: scroll)
                case ("frameLayoutGuide", let scroll?): guides[id] = .scrollFrame(of: scroll)
                default: context.warn("layout guide \(key) (id \(id)) is not supported", at: plan.objects[i].location)
                }
            }
        }
        // An end is the view in its slot, else a layout guide of that id.
        func item(_ slot: Int, _ id: String) -> NibLayoutItem? {
            if slot != NibInstantiationPlan.noSlot, let v = context.objects[slot: slot] as? View { return .view(v) }
            return guides.isEmpty ? nil : guides[id]
        }
        // Each object's constraints are bound with its view looked up once (not once a
        // constraint), into tables made at their final size; only objects that hold
        // constraints are visited, and each constraint is read through its box (no copy).
        // Loops, not `reduce` or `Optional.map`: a closure made on the main actor and passed to
        // the standard library checks its executor on every call (Swift 6's dynamic isolation).
        let boxes = plan.constraintBoxes
        let total = boxes.count
        context.allConstraints.reserveCapacity(context.allConstraints.count + total)
        context.activeConstraintIndices.reserveCapacity(context.activeConstraintIndices.count + total)
        for i in plan.constrainedObjects {
            let ownerSlot = plan.objectSlots[i]
            guard let owner = context.objects[slot: ownerSlot] as? View else { continue }
            let end = i + 1 < plan.constraintStart.count ? plan.constraintStart[i + 1] : total
            for k in plan.constraintStart[i]..<end {
                let box = boxes[k]
                let firstSlot = plan.firstItemSlots[k], secondSlot = plan.secondItemSlots[k], ownSlot = plan.constraintSlots[k]
                // IB writes most constraints in their first item's `<constraints>` (an omitted
                // `firstItem` is the owner's id): that item is the owner, without a look-up.
                guard var first = firstSlot == ownerSlot ? .view(owner) : item(firstSlot, box.value.firstItem) else {
                    context.warn("constraint \(box.value.id) names \(box.value.firstItem), which is not a view of this nib; dropped",
                                 at: box.value.location)
                    continue
                }
                var second: NibLayoutItem?
                if let s = box.value.secondItem {
                    guard let i = item(secondSlot, s) else {
                        context.warn("constraint \(box.value.id) names \(s), which is not a view of this nib; dropped", at: box.value.location)
                        continue
                    }
                    second = i
                }
                // A scroll view's edge related to a view inside it names its content; each end
                // is replaced only then, against the other end as it was (no copy otherwise).
                var firstAttribute = box.value.firstAttribute, secondAttribute = box.value.secondAttribute
                if let s = second {
                    let firstContent = NibLayoutItem.scrollContent(first, firstAttribute, other: s)
                    if let c = NibLayoutItem.scrollContent(s, secondAttribute, other: first) { (second, secondAttribute) = c }
                    if let c = firstContent { (first, firstAttribute) = c }
                }
                // Each end's kind is known here: no dynamic cast to `LayoutItem` per constraint.
                let lc = LayoutConstraint(first.layoutEnd, attribute: firstAttribute.layoutAttribute,
                                          relatedBy: box.value.relation.layoutRelation, to: second?.layoutEnd,
                                          attribute: secondAttribute.layoutAttribute,
                                          multiplier: CGFloat(box.value.multiplier), constant: CGFloat(box.value.constant))
                lc.priority = LayoutPriority(box.value.priority)
                lc.identifier = box.value.identifier
                let bound = NibBoundConstraint(box, firstItem: first, secondItem: second, owner: owner, layoutConstraint: lc)
                let isPlaceholder = box.value.isPlaceholder
                if !isPlaceholder { context.objects[slot: ownSlot] = lc }
                context.allConstraints.append(bound)
                guard !isPlaceholder && box.value.isInstalled else { continue }
                do {
                    try lc.activate()
                    context.activeConstraintIndices.append(context.allConstraints.count - 1)
                } catch {
                    context.warn("constraint \(box.value.id) cannot be activated: \(error)", at: box.value.location)
                }
            }
        }
    }
}
