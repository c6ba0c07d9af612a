import Foundation

/// A rectangle that takes part in Auto Layout without being an item (UILayoutGuide's shape).
public final class LayoutGuide: CustomStringConvertible {
    enum Kind { case user, margins, safeArea }
    let kind: Kind
    /// The item owning the guide.
    public internal(set) var owningItem: (any LayoutItem)? {
        get { owningReference?.item }
        set { owningReference = newValue.map { $0.layoutStorage.reference(to: $0) } }
    }
    /// The owning item's reference (it does not keep the item alive).
    private var owningReference: LayoutItemReference?
    /// A name for debugging (empty: none), shown in the description of a guide you made.
    public var identifier = ""
    /// The solved rect in the owning item's coordinates (after a layout pass).
    public internal(set) var layoutFrame: CGRect = .zero

    let minX = Variable("guide.minX"), minY = Variable("guide.minY")
    let width = Variable("guide.width"), height = Variable("guide.height")

    /// A guide of your own; add it to an item (`addLayoutGuide(_:)`) to constrain it.
    public init() { kind = .user }
    init(kind: Kind) { self.kind = kind }

    var debugName: String {
        let owner = owningItem?.layoutDebugName ?? "nil"
        switch kind {
        case .margins: return "\(owner).layoutMarginsGuide"
        case .safeArea: return "\(owner).safeAreaLayoutGuide"
        case .user: return identifier.isEmpty ? "\(owner).guide" : "\(owner).\(identifier)"
        }
    }
    /// The guide's owner and name (`root.layoutMarginsGuide`) and its `layoutFrame`.
    public var description: String { "<LayoutGuide \(debugName) \(layoutFrame)>" }
}
