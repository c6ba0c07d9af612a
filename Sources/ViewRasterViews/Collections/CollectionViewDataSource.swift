import Foundation

/// What a collection shows (UICollectionViewDataSource): its sections, items, cells and
/// supplementary views. `numberOfSections(in:)` defaults to 1; supplementary views to none.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item at `indexPath`, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The supplementary view of `kind` (`CollectionView.elementKindSectionHeader`/`Footer`)
    /// for `indexPath`'s section; nil: none (UIKit requires one when the layout asks).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No supplementary view.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView? { nil }
}

/// A collection's delegate (UICollectionViewDelegate); a flow layout asks it for sizes when it
/// is also a `CollectionViewDelegateFlowLayout`.
@MainActor
public protocol CollectionViewDelegate: AnyObject {}

/// Sizes a flow layout asks its collection's delegate for (UICollectionViewDelegateFlowLayout);
/// each defaults to the layout's own property.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath` (default `itemSize`).
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The section's insets (default `sectionInset`).
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// Space between lines (default `minimumLineSpacing`).
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// Least space between items of a line (default `minimumInteritemSpacing`).
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The header's size (default `headerReferenceSize`).
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The footer's size (default `footerReferenceSize`).
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The flow layout's `sectionInset`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        (layout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The flow layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (layout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The flow layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (layout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// The flow layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The flow layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
