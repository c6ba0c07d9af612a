import Foundation

/// A view a collection view reuses (UICollectionReusableView): the base of cells and of
/// supplementary views (section headers and footers).
@MainActor
open class CollectionReusableView: View {
    var reuseIdentifierStorage: String?
    /// The pool the collection keeps the view in (the kind and identifier of a supplementary view).
    var reuseKey: String?
    /// The identifier the collection reuses this view under.
    public var reuseIdentifier: String? { reuseIdentifierStorage }

    /// A view at `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// The nib initialiser.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How a collection makes a registered class (any subclass that keeps `init(frame:)` inherits it).
    public required convenience init(registeredFrame frame: CGRect) { self.init(frame: frame) }

    /// Sets the reuse identifier a nib gives.
    public func setReuseIdentifier(_ identifier: String?) { reuseIdentifierStorage = identifier }

    /// Called before the collection hands the view out again.
    open func prepareForReuse() {}
}

/// An item of a collection (UICollectionViewCell): a `contentView` that fills the cell, where
/// the cell's own subviews go. A nib's cell keeps the content view IB stored.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view a cell's subviews go into; it fills the cell.
    public let contentView = View()

    /// A cell at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The nib initialiser.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
