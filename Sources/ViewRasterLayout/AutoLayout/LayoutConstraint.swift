import Foundation

/// A relation between two attributes: `first.attr relation multiplier × second.attr + constant`
/// (NSLayoutConstraint's shape). Items are `LayoutItem`s or `LayoutGuide`s.
///
/// Items are not kept alive (an item's storage holds its installed constraints): each end holds
/// the item's `LayoutItemReference`, nil once the item has gone; a constraint whose item went
/// away is ignored (and reported) by the engine.
public final class LayoutConstraint: CustomStringConvertible {
    /// How an end of the constraint was given.
    enum EndKind { case item, guide, none, invalid }

    // The stored properties a first layout pass reads, declared first and in the order of the
    // sweeps that read them, so that they fill the object's first 80 bytes: the gather's ends
    // and attributes right after the header (whose reference count it writes), the compile's
    // multiplier, constant and priority next, the install's engine and position last
    // (`PrefetchSpan` names these spans). A large tree's constraints are in
    // no cache when a sweep reaches them, and each sweep starts loading the lines it will read
    // a few constraints ahead: spread over the object (the guides between the ends, the
    // identifier before the host), a sweep's fields took two lines, and the load of the
    // object's first line missed what the compile and the install read.
    @exclusivity(unchecked) private var firstReference: LayoutItemReference?
    @exclusivity(unchecked) private var secondReference: LayoutItemReference?
    let firstKind: EndKind
    let secondKind: EndKind
    /// The first item's attribute.
    public let firstAttribute: LayoutAttribute
    /// How the first attribute relates to `multiplier × second attribute + constant`.
    public let relation: LayoutRelation
    /// The second item's attribute (`notAnAttribute` when there is no second item).
    public let secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute (1 unless given); fixed once made, as in UIKit.
    public let multiplier: CGFloat
    /// Changing it takes effect at the next layout pass, edited in place in the solver (dual
    /// simplex); a required constant that now conflicts breaks the constraint (reported).
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if let engine = solverEngine { engine.noteConstantChange(self) } else { installedOn?.layoutStorage.noteLayoutInputChange() }
        }
    }
    /// Changing it takes effect at the next layout pass: the engine that holds the constraint
    /// replaces it in its solver (remove + add) without recompiling the tree.
    @exclusivity(unchecked) public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if let engine = solverEngine, installedOn?.layoutStorage.owningEngine === engine {
                engine.notePriorityChange(self)
            } else {
                solverEngine?.inputsChanged = true
                installedOn?.layoutStorage.noteLayoutInputChange()
            }
        }
    }
    /// `solverEngine`'s reference (it does not keep the engine alive).
    @exclusivity(unchecked) private var solverEngineReference: LayoutEngineReference?
    /// Where `solverEngine`'s install put this constraint in its compiled store (-1: never
    /// installed), written with `solverEngine`: a hint by which the engine finds the entry of an
    /// edited constant without hashing (`InstalledConstraints.entry(forUser:key:)` checks it).
    @exclusivity(unchecked) var installedPosition = -1
    // The rest: read by no pass over an item's constraints (a guide end is the exception).
    @exclusivity(unchecked) weak var firstGuideRef: LayoutGuide?
    @exclusivity(unchecked) weak var secondGuideRef: LayoutGuide?
    /// A name for debugging, shown in `description` (nil: none).
    @exclusivity(unchecked) public var identifier: String?
    @exclusivity(unchecked) private var installedReference: LayoutItemReference?

    /// The first end's item (nil for a guide, or once the item has gone).
    var firstItemRef: (any LayoutItem)? { firstReference?.item }
    /// The second end's item (nil for a guide or none, or once the item has gone).
    var secondItemRef: (any LayoutItem)? { secondReference?.item }
    /// `firstItemRef`'s identity, read without loading the item (`LayoutItemReference.itemIdentifier`).
    var firstItemIdentifier: ObjectIdentifier? { firstReference?.itemIdentifier }
    /// `secondItemRef`'s identity, read without loading the item.
    var secondItemIdentifier: ObjectIdentifier? { secondReference?.itemIdentifier }
    /// The first item: a `LayoutItem` or a `LayoutGuide`.
    public var firstItem: AnyObject? { firstItemRef ?? firstGuideRef }
    /// The second item (nil for a constant-only constraint).
    public var secondItem: AnyObject? { secondItemRef ?? secondGuideRef }
    /// The engine whose solver holds this constraint (it edits a changed constant in place).
    var solverEngine: LayoutEngine? {
        get { solverEngineReference?.engine }
        set { solverEngineReference = newValue?.reference }
    }
    /// Where the constraint is installed (nearest common ancestor) while active.
    public internal(set) var installedOn: (any LayoutItem)? {
        get { installedReference?.item }
        set { installedReference = newValue.map { $0.layoutStorage.reference(to: $0) } }
    }

    /// NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:).
    /// Invalid combinations are reported (and the constraint not installed) on activation;
    /// call `validate()` to get the error directly.
    public init(item: AnyObject, attribute: LayoutAttribute, relatedBy: LayoutRelation,
                toItem: AnyObject?, attribute secondAttribute: LayoutAttribute,
                multiplier: CGFloat = 1, constant: CGFloat = 0) {
        if let i = item as? any LayoutItem { firstReference = i.layoutStorage.reference(to: i); firstKind = .item }
        else if let g = item as? LayoutGuide { firstGuideRef = g; firstKind = .guide }
        else { firstKind = .invalid }
        if toItem == nil { secondKind = .none }
        else if let i = toItem as? any LayoutItem { secondReference = i.layoutStorage.reference(to: i); secondKind = .item }
        else if let g = toItem as? LayoutGuide { secondGuideRef = g; secondKind = .guide }
        else { secondKind = .invalid }
        firstAttribute = attribute
        relation = relatedBy
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` with each end's
    /// kind known: the same constraint, made without the dynamic casts (the nib loader's).
    package init(_ first: LayoutConstraintEnd, attribute: LayoutAttribute, relatedBy: LayoutRelation,
                 to second: LayoutConstraintEnd?, attribute secondAttribute: LayoutAttribute,
                 multiplier: CGFloat = 1, constant: CGFloat = 0) {
        switch first {
        case .item(let i): firstReference = i.layoutStorage.reference(to: i); firstKind = .item
        case .guide(let g): firstGuideRef = g; firstKind = .guide
        }
        switch second {
        case nil: secondKind = .none
        case .item(let i)?: secondReference = i.layoutStorage.reference(to: i); secondKind = .item
        case .guide(let g)?: secondGuideRef = g; secondKind = .guide
        }
        firstAttribute = attribute
        relation = relatedBy
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    // MARK: Activation

    /// Whether the constraint is installed. Setting true activates it (a failure is reported to
    /// the diagnostics sink of the first item's root, not thrown); false deactivates it.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue {
                do { try activate() } catch { LayoutDiagnostics.sink(for: firstLayoutItem).report("\(error)") }
            } else { deactivate() }
        }
    }

    /// Activates (installs on the nearest common ancestor of the items), throwing on invalid
    /// attribute pairs or items with no common ancestor.
    public func activate() throws {
        if installedOn != nil { return }
        try validate()
        guard let a = firstLayoutItem else { throw LayoutError.invalidConstraint("\(self): first item has no layout item") }
        var host = a
        if secondItem != nil {
            guard let b = secondLayoutItem else {
                throw LayoutError.invalidConstraint("\(self): second item is a guide without an owning item")
            }
            guard let common = LayoutConstraint.nearestCommonAncestor(a, b) else {
                throw LayoutError.noCommonAncestor(
                    "Unable to activate constraint \(self): its items \(a.layoutDebugName) and \(b.layoutDebugName) "
                    + "have no common ancestor. Does the constraint reference items in different trees? That's illegal.")
            }
            host = common
        }
        host.layoutStorage.constraints.append(self)
        installedOn = host
    }

    /// Deactivates (uninstalls). The engine that holds the constraint removes it from its
    /// solver at the next pass without recompiling the tree.
    public func deactivate() {
        guard let host = installedOn else { return }
        if let engine = solverEngine, host.layoutStorage.owningEngine === engine {
            engine.noteDeactivation(self)
            host.layoutStorage.removeConstraintWithoutNoting(self)
        } else {
            host.layoutStorage.constraints.removeAll { $0 === self }
        }
        installedOn = nil
    }

    /// Activates each constraint; failures are reported to the diagnostics sink and skipped.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }
    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    // MARK: Validation

    /// Throws `LayoutError.invalidConstraint` for combinations UIKit rejects.
    public func validate() throws {
        func fail(_ why: String) -> LayoutError { .invalidConstraint("\(self): \(why)") }
        if firstKind == .invalid { throw fail("the first item must be a layout item or guide") }
        if secondKind == .invalid { throw fail("the second item must be a layout item or guide") }
        if firstItem == nil || (secondKind != .none && secondItem == nil) {
            throw fail("an item of the constraint no longer exists")
        }
        if firstAttribute == .notAnAttribute { throw fail("the first attribute cannot be notAnAttribute") }
        if !multiplier.isFinite { throw fail("multiplier must be finite") }
        if !constant.isFinite { throw fail("constant must be finite") }
        if (firstKind == .guide && firstAttribute.isBaseline) || (secondKind == .guide && secondAttribute.isBaseline) {
            throw fail("layout guides have no baselines")
        }
        if secondKind == .none {
            if !firstAttribute.isDimension {
                throw fail("a constraint cannot set a location equal to a constant")
            }
            return
        }
        if secondAttribute == .notAnAttribute { throw fail("the second attribute cannot be notAnAttribute with a second item") }
        if firstAttribute.isDimension != secondAttribute.isDimension {
            throw fail("a size attribute cannot be related to a location attribute")
        }
        if !firstAttribute.isDimension && firstAttribute.axis != secondAttribute.axis {
            throw fail("a horizontal location cannot be related to a vertical one")
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
            || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional) {
            throw fail("a leading/trailing attribute cannot be related to a left/right attribute")
        }
    }

    // MARK: Helpers

    /// The item of the first end (a guide's owning item for a guide).
    var firstLayoutItem: (any LayoutItem)? { firstItemRef ?? firstGuideRef?.owningItem }
    var secondLayoutItem: (any LayoutItem)? { secondItemRef ?? secondGuideRef?.owningItem }

    /// The deepest item that is `a` or an ancestor of it and `b` or an ancestor of it (nil:
    /// different trees). Siblings and a child with its parent, what most constraints relate,
    /// are answered from the two superitems; otherwise both ends are walked up from the same
    /// depth (no set of ancestors made per activation).
    static func nearestCommonAncestor(_ a: any LayoutItem, _ b: any LayoutItem) -> (any LayoutItem)? {
        if a === b { return a }
        let pa = a.superitem, pb = b.superitem
        if let pa, pa === b { return b }
        if let pb, pb === a { return a }
        if let pa, let pb, pa === pb { return pa }
        func depth(_ item: any LayoutItem) -> Int {
            var d = 0
            var x = item.superitem
            while let i = x { d += 1; x = i.superitem }
            return d
        }
        var da = depth(a), db = depth(b)
        var x: (any LayoutItem)? = a, y: (any LayoutItem)? = b
        while da > db, let i = x { x = i.superitem; da -= 1 }
        while db > da, let j = y { y = j.superitem; db -= 1 }
        while let i = x, let j = y {
            if i === j { return i }
            x = i.superitem; y = j.superitem
        }
        return nil
    }

    func references(descendantsOf item: any LayoutItem) -> Bool {
        [firstLayoutItem, secondLayoutItem].contains { $0?.isDescendant(of: item) ?? false }
    }

    static func name(of object: AnyObject?) -> String {
        if let item = object as? any LayoutItem { return item.layoutDebugName }
        if let guide = object as? LayoutGuide { return guide.debugName }
        return "nil"
    }

    /// `first.attr == second.attr * m + c` in UIKit's visual style.
    public var equationDescription: String {
        var rhs: [String] = []
        if secondItem != nil {
            let s = "\(LayoutConstraint.name(of: secondItem)).\(secondAttribute)"
            rhs.append(multiplier == 1 ? s : "\(fmt(multiplier))*\(s)")
        }
        if constant != 0 || rhs.isEmpty {
            if rhs.isEmpty { rhs.append(fmt(constant)) } else { rhs.append(constant < 0 ? "- \(fmt(-constant))" : "+ \(fmt(constant))") }
        }
        var s = "\(LayoutConstraint.name(of: firstItem)).\(firstAttribute) \(relation) " + rhs.joined(separator: " ")
        if !priority.isRequired { s += " @\(priority)" }
        return s
    }

    /// `<LayoutConstraint 'identifier' equation>` (the identifier only when set).
    public var description: String {
        let id = identifier.map { "'\($0)' " } ?? ""
        return "<LayoutConstraint \(id)\(equationDescription)>"
    }
}

func fmt(_ v: CGFloat) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
}

/// Errors from the Auto Layout layer.
public enum LayoutError: Error, CustomStringConvertible, Equatable {
    case invalidConstraint(String)
    case noCommonAncestor(String)
    case unsatisfiable(String)

    /// The message; an invalid constraint's begins "Invalid constraint".
    public var description: String {
        switch self {
        case .invalidConstraint(let m): "Invalid constraint \(m)"
        case .noCommonAncestor(let m): m
        case .unsatisfiable(let m): m
        }
    }
}
