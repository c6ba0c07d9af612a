import Foundation

/// How a compositional layout's sections follow each other
/// (UICollectionViewCompositionalLayoutConfiguration): top to bottom (`.vertical`, the
/// default) or left to right (`.horizontal`), `interSectionSpacing` apart.
@MainActor
public final class CollectionViewCompositionalLayoutConfiguration {
    /// The direction the collection scrolls and the sections follow each other in.
    public var scrollDirection: CollectionViewFlowLayout.ScrollDirection = .vertical
    /// Space between sections (default none).
    public var interSectionSpacing: CGFloat = 0
    /// The default configuration: vertical, no spacing.
    public init() {}
}

/// How a section scrolls across the layout's direction
/// (UICollectionLayoutSectionOrthogonalScrollingBehavior). Any value but `.none` lays the
/// section's groups side by side in one row (one column in a horizontal layout), as UIKit
/// does, `interGroupSpacing` apart from the section's leading inset; the row scrolls on its
/// own, so groups beyond the collection's width are not shown at rest. `.groupPagingCentered`
/// centres the first group.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
