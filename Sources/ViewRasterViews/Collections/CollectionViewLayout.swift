import Foundation

/// Where one element of a collection goes (UICollectionViewLayoutAttributes): a cell's or a
/// supplementary view's frame in content coordinates.
public struct CollectionViewLayoutAttributes: Sendable, Hashable {
    /// UICollectionView.ElementCategory.
    public enum Category: Sendable, Hashable { case cell, supplementaryView }
    /// The item's (or for a supplementary view, its section's) index path.
    public var indexPath: IndexPath
    /// A cell or a supplementary view.
    public var representedElementCategory: Category
    /// A supplementary view's kind (`CollectionView.elementKindSectionHeader`…); nil for cells.
    public var representedElementKind: String?
    /// The frame in the collection's content coordinates.
    public var frame: CGRect

    /// Attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath; representedElementCategory = .cell; representedElementKind = nil; self.frame = frame
    }
    /// Attributes of a supplementary view of `kind`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath; representedElementCategory = .supplementaryView; representedElementKind = kind; self.frame = frame
    }
}

/// Places a collection's items (UICollectionViewLayout): `prepare()` computes every element's
/// attributes for the collection it is attached to; `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` report them. Subclass and override the three.
@MainActor
open class CollectionViewLayout {
    /// The collection the layout is attached to.
    public internal(set) weak var collectionView: CollectionView?
    /// Every element's attributes after `prepare()`.
    public var preparedAttributes: [CollectionViewLayoutAttributes] = []
    /// The content size after `prepare()`.
    public var preparedContentSize: CGSize = .zero

    /// A layout not attached to a collection yet.
    public init() {}

    /// Computes the attributes (the default: none).
    open func prepare() {}
    /// The content's size.
    open var collectionViewContentSize: CGSize { preparedContentSize }
    /// The attributes of the elements whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        preparedAttributes.filter { $0.frame.intersects(rect) || ($0.frame.isEmpty && rect.contains($0.frame.origin)) }
    }
    /// The attributes of the item at `indexPath`, nil when there is none.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        preparedAttributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    /// Whether the collection mirrors this layout's frames when its direction is not
    /// `developmentLayoutDirection` (UIKit's default: false; the flow and compositional
    /// layouts say true).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// The direction the layout's frames are written for (left to right).
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }
    /// Asks for `prepare()` again at the collection's next layout.
    public func invalidateLayout() { collectionView?.setNeedsLayout() }
}
