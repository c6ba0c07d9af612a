import Foundation

/// A line-by-line grid (UICollectionViewFlowLayout), as UIKit places it: each section's header
/// (`headerReferenceSize`, the collection's width), `sectionInset`, then lines of items — as
/// many as fit with at least `minimumInteritemSpacing` between them, the extra room spread
/// evenly between the items (a line with one item centres it), items centred across the line,
/// lines `minimumLineSpacing` apart — then the footer. Three 100 pt items with a 10 pt inset
/// in a 375 pt wide collection sit at x = 10, 137.5 and 265. `scrollDirection = .horizontal`
/// flows the same in columns. With an `estimatedItemSize` each cell is sized by its content
/// view's Auto Layout constraints.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UICollectionView.ScrollDirection.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// The direction lines advance in (default vertical: lines are rows).
    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Every item's size unless the delegate gives one (UIKit's default 50 × 50).
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: items are self-sized from their cells (UIKit's `estimatedItemSize`).
    public var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Space between lines (default 10).
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Least space between the items of a line (default 10).
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Each section's insets (default none).
    public var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Section headers' size: the height of a vertical layout's, the width of a horizontal one's.
    public var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Section footers' size, as `headerReferenceSize`.
    public var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// UICollectionViewFlowLayout.automaticSize: an `estimatedItemSize` that self-sizes.
    public nonisolated static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// True, as UIKit's: right to left the collection mirrors the items (the first at the
    /// right).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func prepare() {
        guard let cv = collectionView else { preparedAttributes = []; preparedContentSize = .zero; return }
        let flow = cv.delegate as? any CollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Work in (along the line, across lines) coordinates: x/width along, y/height across.
        let extent = vertical ? cv.bounds.width : cv.bounds.height
        var attributes: [CollectionViewLayoutAttributes] = []
        var cursor: CGFloat = 0
        func place(_ r: CGRect) -> CGRect { vertical ? r : CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
        func along(_ s: CGSize) -> CGSize { vertical ? s : CGSize(width: s.height, height: s.width) }
        for section in 0..<cv.numberOfSections {
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let (lead, trail, before, after) = vertical ? (inset.left, inset.right, inset.top, inset.bottom)
                                                        : (inset.top, inset.bottom, inset.left, inset.right)
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = along(flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize)
            let sectionPath = IndexPath(item: 0, section: section)
            if header.height > 0 {
                attributes.append(CollectionViewLayoutAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                                                 with: sectionPath, frame: place(CGRect(x: 0, y: cursor, width: extent, height: header.height))))
                cursor += header.height
            }
            cursor += before
            let available = max(0, extent - lead - trail)
            let count = cv.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item -> CGSize in
                let ip = IndexPath(item: item, section: section)
                if estimatedItemSize != .zero, let fitted = cv.fittedItemSize(at: ip, estimate: estimatedItemSize) { return along(fitted) }
                return along(flow?.collectionView(cv, layout: self, sizeForItemAt: ip) ?? itemSize)
            }
            var index = 0
            var firstLine = true
            while index < count {
                var line = [index]
                var used = sizes[index].width
                while index + line.count < count, used + itemSpacing + sizes[index + line.count].width <= available + 1e-9 {
                    used += itemSpacing + sizes[index + line.count].width
                    line.append(index + line.count)
                }
                if !firstLine { cursor += lineSpacing }
                firstLine = false
                let lineHeight = line.map { sizes[$0].height }.max() ?? 0
                let widths = line.map { sizes[$0].width }.reduce(0, +)
                let gap = line.count > 1 ? (available - widths) / CGFloat(line.count - 1) : 0
                var x = line.count == 1 ? lead + max(0, available - widths) / 2 : lead
                for i in line {
                    let s = sizes[i]
                    let r = CGRect(x: x, y: cursor + (lineHeight - s.height) / 2, width: s.width, height: s.height)
                    attributes.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: section), frame: place(r)))
                    x += s.width + gap
                }
                cursor += lineHeight
                index += line.count
            }
            cursor += after
            let footer = along(flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
            if footer.height > 0 {
                attributes.append(CollectionViewLayoutAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                                                                 with: sectionPath, frame: place(CGRect(x: 0, y: cursor, width: extent, height: footer.height))))
                cursor += footer.height
            }
        }
        preparedAttributes = attributes
        preparedContentSize = vertical ? CGSize(width: extent, height: cursor) : CGSize(width: cursor, height: extent)
    }
}
