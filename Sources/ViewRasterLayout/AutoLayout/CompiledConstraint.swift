import Foundation

/// Identifies one solver constraint derived from the tree across passes.
enum ConstraintKey: Hashable {
    /// A user `LayoutConstraint`.
    case user(ObjectIdentifier)
    /// A system constraint: owner (item or guide) and slot number.
    case system(ObjectIdentifier, Int)

    /// A cheap hash (SipHash showed up in profiles of layout passes).
    func _rawHashValue(seed: Int) -> Int {
        let bits: Int
        switch self {
        case .user(let id): bits = Int(bitPattern: UInt(bitPattern: id)) &* 31
        case .system(let id, let slot): bits = Int(bitPattern: UInt(bitPattern: id)) &* 31 &+ slot &+ 1
        }
        let x = (bits ^ seed) &* -7046029254386353131
        return x ^ (x >> 29)
    }
}

/// A reference to an item that does not keep it alive (the engine must not keep its tree alive:
/// the root's storage holds the engine): the item's `LayoutItemReference`.
struct WeakItem {
    private let reference: LayoutItemReference
    init(_ item: any LayoutItem) { reference = item.layoutStorage.reference(to: item) }
    var item: (any LayoutItem)? { reference.item }
    var name: String { item?.layoutDebugName ?? "<gone>" }
    var maskDescription: String { item.map { "\($0.autoresizingMask)" } ?? "" }
}

/// Where a compiled constraint comes from (described lazily for diagnostics: the payloads are
/// literals and numbers, formatted only when a description is asked for).
/// The names are `OriginName`s (a byte each) but a guide's, which is made per guide: the
/// largest payload is 24 bytes.
enum ConstraintOrigin {
    case user(LayoutConstraint)
    case rootPin(WeakItem, OriginName)
    case fitting(WeakItem, OriginName)
    /// `minX` and the frame's value: described `minX == 10`.
    case autoresizing(WeakItem, OriginName, CGFloat)
    /// `width <=`, the intrinsic size and `(hugging)`: described `width <= 44 (hugging)`.
    case contentSize(WeakItem, OriginName, CGFloat, OriginName)
    case guide(LayoutGuide, String)

    var userConstraint: LayoutConstraint? { if case .user(let c) = self { c } else { nil } }

    func describe(_ c: CompiledConstraint) -> String {
        let p = c.strength.isRequired ? "" : " @\(fmt(CGFloat(c.strength.level)))"
        switch self {
        case .user(let lc): return lc.description
        case .rootPin(let item, let what): return "<RootFrameConstraint '\(item.name)-\(what)' \(item.name).\(what) == \(fmt(CGFloat(-c.constant)))>"
        case .fitting(let item, let what): return "<FittingSizeConstraint \(item.name).\(what) == \(fmt(CGFloat(-c.constant)))\(p)>"
        case .autoresizing(let item, let what, let value):
            return "<AutoresizingMaskLayoutConstraint \(item.maskDescription) \(item.name).\(what) == \(fmt(value))>"
        case .contentSize(let item, let relation, let value, let kind):
            return "<ContentSizeLayoutConstraint \(item.name).\(relation) \(fmt(value)) \(kind)\(p)>"
        case .guide(let g, let what): return "<GuideConstraint '\(g.debugName)-\(what)'>"
        }
    }
}

/// A constraint compiled to solver terms: `Σ terms + constant  op  0`.
///
/// 80 bytes: the one-byte fields share a word after the origin and the user constant's parts
/// are stored flat (a 10,000-view tree compiles 40,000 of these, written by the compile and
/// read by the install; they were 120 bytes).
struct CompiledConstraint {
    var terms: [Term]
    var constant: Double
    var strength: Strength
    var origin: ConstraintOrigin
    var op: RelationalOperator
    /// `userConstant`'s flags (`hasUserConstant`, `userMirrored`, `hasUserSecond`) and parts.
    private var userFlags: UInt8 = 0
    private var userFirst = 0.0
    private var userSecond = 0.0

    private static let hasUserConstant: UInt8 = 1, userMirrored: UInt8 = 2, hasUserSecond: UInt8 = 4

    init(terms: [Term], constant: Double, op: RelationalOperator, strength: Strength, origin: ConstraintOrigin,
         userConstant: (first: Double, mirrored: Bool, second: Double?)? = nil) {
        self.terms = terms
        self.constant = constant
        self.strength = strength
        self.origin = origin
        self.op = op
        self.userConstant = userConstant
    }

    /// For a user constraint: how `constant` was made from the constraint's own constant,
    /// `(first - (mirrored ? -c : c)) - second` (so an edited `c` recompiles to the same bits).
    var userConstant: (first: Double, mirrored: Bool, second: Double?)? {
        get {
            guard userFlags & Self.hasUserConstant != 0 else { return nil }
            return (userFirst, userFlags & Self.userMirrored != 0, userFlags & Self.hasUserSecond != 0 ? userSecond : nil)
        }
        set {
            guard let u = newValue else { userFlags = 0; userFirst = 0; userSecond = 0; return }
            userFirst = u.first
            userSecond = u.second ?? 0
            userFlags = Self.hasUserConstant | (u.mirrored ? Self.userMirrored : 0) | (u.second != nil ? Self.hasUserSecond : 0)
        }
    }

    /// `constant` recompiled for the user constant `c` (nil for system constraints).
    func constant(forUserConstant c: CGFloat) -> Double? {
        guard let u = userConstant else { return nil }
        var k = u.first - Double(u.mirrored ? -c : c)
        if let second = u.second { k -= second }
        return Double(CGFloat(k))
    }

    /// Same variables, coefficients, relation and strength (the constant may differ).
    func hasSameShape(as o: CompiledConstraint) -> Bool {
        guard op == o.op, strength == o.strength, terms.count == o.terms.count else { return false }
        for (a, b) in zip(terms, o.terms) where a.variable !== b.variable || a.coefficient != b.coefficient { return false }
        return true
    }

    func makeSolverConstraint() -> Constraint {
        Constraint(Expression(terms, constant: constant), op, strength: strength)
    }

    var description: String { origin.describe(self) }
}
