import Foundation

/// One dimension of a compositional layout's size (NSCollectionLayoutDimension): a fraction of
/// the container's width or height, an absolute length, or an estimate (laid out as its value).
public struct CollectionLayoutDimension: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    let value: CGFloat
    /// `value` × the container's width.
    public static func fractionalWidth(_ value: CGFloat) -> Self { Self(kind: .fractionalWidth, value: value) }
    /// `value` × the container's height.
    public static func fractionalHeight(_ value: CGFloat) -> Self { Self(kind: .fractionalHeight, value: value) }
    /// `value` points.
    public static func absolute(_ value: CGFloat) -> Self { Self(kind: .absolute, value: value) }
    /// About `value` points (no self-sizing here: laid out at `value`).
    public static func estimated(_ value: CGFloat) -> Self { Self(kind: .estimated, value: value) }

    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return value * container.width
        case .fractionalHeight: return value * container.height
        case .absolute, .estimated: return value
        }
    }
}

/// A width and a height (NSCollectionLayoutSize).
public struct CollectionLayoutSize: Sendable, Hashable {
    /// The width (NSCollectionLayoutSize.widthDimension).
    public var widthDimension: CollectionLayoutDimension
    /// The height (NSCollectionLayoutSize.heightDimension).
    public var heightDimension: CollectionLayoutDimension
    /// A size of these dimensions.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension; self.heightDimension = heightDimension
    }
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// Space between a group's items (NSCollectionLayoutSpacing).
public enum CollectionLayoutSpacing: Sendable, Hashable {
    /// Exactly this much.
    case fixed(CGFloat)
    /// At least this much, the group's extra room spread between its items.
    case flexible(CGFloat)
}

/// One item of a compositional layout (NSCollectionLayoutItem): its size in its group and the
/// insets that shrink its cell inside that size.
@MainActor
open class CollectionLayoutItem {
    /// The item's size, fractions of its group's.
    public let layoutSize: CollectionLayoutSize
    /// Insets of the cell inside the item's size.
    public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// An item of `layoutSize`.
    public init(layoutSize: CollectionLayoutSize) { self.layoutSize = layoutSize }
    /// How many cells one repetition of the item places.
    var leafCount: Int { 1 }
    /// Places cells in `frame` (its size already resolved), appending their frames, at most `limit`.
    func place(in frame: CGRect, into frames: inout [CGRect], limit: Int) {
        guard frames.count < limit else { return }
        let i = contentInsets
        frames.append(CGRect(x: frame.minX + i.leading, y: frame.minY + i.top,
                             width: max(0, frame.width - i.leading - i.trailing), height: max(0, frame.height - i.top - i.bottom)))
    }
}

/// A row or column of items (NSCollectionLayoutGroup): `.horizontal` lays its subitems left
/// to right, `.vertical` top to bottom, `interItemSpacing` apart; `count:` repeats one item,
/// sized to share the group equally.
@MainActor
open class CollectionLayoutGroup: CollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    let subitems: [CollectionLayoutItem]
    let repeatCount: Int?
    /// Space between the subitems (default none).
    public var interItemSpacing: CollectionLayoutSpacing?

    init(layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis; self.subitems = subitems; self.repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// Subitems left to right, each at its own size.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }
    /// `count` copies of `subitem` left to right, sharing the group's width.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(1, count))
    }
    /// Subitems top to bottom.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }
    /// `count` copies of `subitem` top to bottom, sharing the group's height.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(1, count))
    }

    override var leafCount: Int {
        if let repeatCount { return repeatCount * (subitems.first?.leafCount ?? 1) }
        return subitems.map(\.leafCount).reduce(0, +)
    }

    override func place(in outer: CGRect, into frames: inout [CGRect], limit: Int) {
        // A group's own insets shrink the space its items are placed in.
        let ci = contentInsets
        let frame = CGRect(x: outer.minX + ci.leading, y: outer.minY + ci.top,
                           width: max(0, outer.width - ci.leading - ci.trailing), height: max(0, outer.height - ci.top - ci.bottom))
        let horizontal = axis == .horizontal
        // Without a count the subitems repeat while they fit the group, as UIKit fills it.
        var items = repeatCount.map { Array(repeating: subitems[0], count: $0) } ?? subitems
        if repeatCount == nil, !subitems.isEmpty {
            let extent = horizontal ? frame.width : frame.height
            var spacingValue: CGFloat = 0
            if case .fixed(let v)? = interItemSpacing { spacingValue = v }
            if case .flexible(let v)? = interItemSpacing { spacingValue = v }
            func length(_ item: CollectionLayoutItem) -> CGFloat {
                let s = item.layoutSize.resolve(in: frame.size); return horizontal ? s.width : s.height
            }
            var filled: [CollectionLayoutItem] = []
            var used: CGFloat = 0
            var k = 0
            while filled.count < 1000 {
                let next = subitems[k % subitems.count]
                let add = length(next) + (filled.isEmpty ? 0 : spacingValue)
                if !filled.isEmpty && (used + add > extent + 1e-9 || length(next) <= 0) { break }
                filled.append(next); used += add; k += 1
            }
            items = filled
        }
        var fixed: CGFloat = 0, flexible = false
        switch interItemSpacing {
        case .fixed(let s)?: fixed = s
        case .flexible(let s)?: fixed = s; flexible = true
        case nil: break
        }
        let container = frame.size
        var sizes: [CGSize]
        if repeatCount != nil {
            let n = CGFloat(items.count)
            let share = ((horizontal ? container.width : container.height) - fixed * (n - 1)) / n
            let other = items[0].layoutSize.resolve(in: container)
            sizes = items.map { _ in horizontal ? CGSize(width: share, height: other.height) : CGSize(width: other.width, height: share) }
        } else {
            sizes = items.map { $0.layoutSize.resolve(in: container) }
        }
        var gap = fixed
        if flexible, items.count > 1 {
            let used = sizes.map { horizontal ? $0.width : $0.height }.reduce(0, +)
            gap = max(fixed, ((horizontal ? container.width : container.height) - used) / CGFloat(items.count - 1))
        }
        var cursor = horizontal ? frame.minX : frame.minY
        for (item, s) in zip(items, sizes) {
            let r = horizontal ? CGRect(x: cursor, y: frame.minY, width: s.width, height: s.height)
                               : CGRect(x: frame.minX, y: cursor, width: s.width, height: s.height)
            item.place(in: r, into: &frames, limit: limit)
            cursor += (horizontal ? s.width : s.height) + gap
        }
    }
}

/// A section of a compositional layout (NSCollectionLayoutSection): its group repeated down the
/// collection until the section's items are placed, `interGroupSpacing` apart, inside
/// `contentInsets` — or across it, in one scrolling row, with an `orthogonalScrollingBehavior`.
@MainActor
open class CollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: CollectionLayoutGroup
    /// Space between groups (default none).
    public var interGroupSpacing: CGFloat = 0
    /// Insets of the section's groups.
    public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// Whether the section's groups run across the layout's direction in a row of their own.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// A section of repeated `group`s.
    public init(group: CollectionLayoutGroup) { self.group = group }
}

/// A layout of sections, groups and items (UICollectionViewCompositionalLayout). Vertical (the
/// default): each section's groups are resolved against the collection's width less the
/// section's leading and trailing insets (fractional heights against the collection's height)
/// and stacked top to bottom. Horizontal (`configuration.scrollDirection`): against the
/// collection's height less the top and bottom insets, stacked left to right. Sections are
/// `configuration.interSectionSpacing` apart; an orthogonally scrolling section puts its groups
/// side by side across the direction.
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    let provider: @MainActor (Int) -> CollectionLayoutSection?
    /// The scroll direction and the spacing between sections.
    public var configuration: CollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    /// Every section laid out as `section`.
    public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration = .init()) {
        provider = { _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Each section laid out as `sectionProvider` returns for its index (nil: none shown).
    public init(sectionProvider: @escaping @MainActor (Int) -> CollectionLayoutSection?,
                configuration: CollectionViewCompositionalLayoutConfiguration = .init()) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// True, as UIKit's: right to left the collection mirrors the items (the first at the
    /// right).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func prepare() {
        guard let cv = collectionView else { preparedAttributes = []; preparedContentSize = .zero; return }
        let vertical = configuration.scrollDirection == .vertical
        var attributes: [CollectionViewLayoutAttributes] = []
        // The position along the scroll direction.
        var cursor: CGFloat = 0
        var firstSection = true
        for section in 0..<cv.numberOfSections {
            let count = cv.numberOfItems(inSection: section)
            guard let s = provider(section) else { continue }
            if !firstSection { cursor += configuration.interSectionSpacing }
            firstSection = false
            let insets = s.contentInsets
            cursor += vertical ? insets.top : insets.leading
            let container = vertical
                ? CGSize(width: max(0, cv.bounds.width - insets.leading - insets.trailing), height: cv.bounds.height)
                : CGSize(width: cv.bounds.width, height: max(0, cv.bounds.height - insets.top - insets.bottom))
            let groupSize = s.group.layoutSize.resolve(in: container)
            let along = vertical ? groupSize.height : groupSize.width     // a group's length along the direction
            let across = vertical ? groupSize.width : groupSize.height
            let orthogonal = s.orthogonalScrollingBehavior != .none
            // Across the direction: the section's leading (top) inset, or centred for centred paging.
            var side: CGFloat = vertical ? insets.leading : insets.top
            if s.orthogonalScrollingBehavior == .groupPagingCentered {
                side += ((vertical ? container.width : container.height) - across) / 2
            }
            var placed = 0
            var first = true
            var offset: CGFloat = 0   // how far the groups have gone (along, or across when orthogonal)
            while placed < count, s.group.leafCount > 0 {
                if !first { offset += s.interGroupSpacing }
                first = false
                let a = orthogonal ? cursor : cursor + offset
                let b = orthogonal ? side + offset : side
                let origin = vertical ? CGPoint(x: b, y: a) : CGPoint(x: a, y: b)
                var frames: [CGRect] = []
                s.group.place(in: CGRect(origin: origin, size: groupSize), into: &frames, limit: count - placed)
                for f in frames {
                    attributes.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: placed, section: section), frame: f))
                    placed += 1
                }
                offset += orthogonal ? across : along
                if frames.isEmpty { break }
            }
            cursor += orthogonal ? (placed > 0 ? along : 0) : offset
            cursor += vertical ? insets.bottom : insets.trailing
        }
        preparedAttributes = attributes
        preparedContentSize = vertical ? CGSize(width: cv.bounds.width, height: cursor) : CGSize(width: cursor, height: cv.bounds.height)
    }
}
