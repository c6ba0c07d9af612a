import Foundation

/// A table row (UITableViewCell): a `contentView` that fills the row above the table's
/// separator (less the accessory's room), the style's `textLabel`, `detailTextLabel` and
/// `imageView` laid out as iOS 17 lays out its legacy styles (see `TableViewCell+Styles`), and
/// an `accessoryType` drawn at the trailing margin. The content view's layout margins are
/// UIKit's: 11 pt above and below, the cell's 16 pt (20 pt from 414 pt wide) at the sides,
/// 8 pt on the side of an accessory.
/// Right to left (`effectiveUserInterfaceLayoutDirection`) the row mirrors: image and title
/// from the right margin, a value1 detail and the accessory at the left (the chevron pointing
/// left), the separator inset from the right.
///
/// A table makes registered cell classes through `init(style:reuseIdentifier:)`; a subclass
/// that overrides it (and `init?(coder:)`) is made the same way. A cell from a nib keeps the
/// content view the nib gave it until a table lays it out.
@MainActor
open class TableViewCell: View {
    /// The content view's margin on the side of an accessory: a view's default 8 pt, not the
    /// table's side margin.
    public static let accessorySideMargin: CGFloat = 8
    /// Whether the cell shows an accessory at its trailing side (`accessoryType` or `accessoryView`).
    public var showsAccessory: Bool { accessoryType != .none || accessoryView != nil }

    /// UITableViewCell.CellStyle.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned title (and an optional image).
        case `default`
        /// A title on the left and a right-aligned detail in `secondaryLabel` (Settings).
        case value1
        /// A right-aligned title in the tint color and a left-aligned detail (Contacts).
        case value2
        /// A title with a smaller detail below it in `secondaryLabel`.
        case subtitle
    }

    /// UITableViewCell.AccessoryType.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The style the cell was made with.
    public internal(set) var style: CellStyle
    var reuseIdentifierStorage: String?
    /// The identifier the table reuses this cell under.
    public var reuseIdentifier: String? { reuseIdentifierStorage }
    /// The view a cell's own subviews go into: the row's width less the accessory, its height
    /// less the separator.
    public let contentView = View()
    /// The accessory drawn at the trailing edge (chevron, checkmark, info button).
    public var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view shown in place of the accessory type's drawing, at its own size.
    public var accessoryView: View? {
        didSet { oldValue?.removeFromSuperview(); if let v = accessoryView { addSubview(v) }; setNeedsLayout() }
    }
    var titleLabel: Label?
    var detailLabel: Label?
    var image: ImageView?
    /// The side margin the table gives (nil outside a table: 16 pt).
    var sideMargin: CGFloat?
    /// Whether the cell came from a nib (its content view keeps the nib's frame outside a table).
    let decodedFromNib: Bool

    /// A cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifierStorage = reuseIdentifier
        decodedFromNib = false
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
        contentView.frame = bounds
    }

    /// A `.default` cell without a reuse identifier, at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The nib initialiser: a `.default` cell (the nib loader sets the file's style).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifierStorage = nil
        decodedFromNib = true
        super.init(coder: coder)
        setUpCell()
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// How a table makes a registered class (any subclass that keeps UIKit's
    /// `init(style:reuseIdentifier:)` inherits it).
    public required convenience init(registeredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Sets what a nib says of the cell: its style and reuse identifier.
    public func configureFromNib(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        reuseIdentifierStorage = reuseIdentifier
        setNeedsLayout()
    }

    /// Takes the labels and image view a nib's style cell names (`textLabel`, `detailTextLabel`,
    /// `imageView`) as its own.
    public func adoptNibStyleViews(title: Label?, detail: Label?, image: ImageView?) {
        if let title { titleLabel = title }
        if let detail { detailLabel = detail }
        if let image { self.image = image }
        setNeedsLayout()
    }

    private func setUpCell() {
        if !decodedFromNib || backgroundColor == nil { backgroundColor = .systemBackground }
        // A nib's content view keeps the margins the nib (and IB's canvas rules) give it.
        if !decodedFromNib { contentView.layoutMargins = TableViewMetrics.cellContentMargins }
        addSubview(contentView)
    }

    /// The title label (created on first use, inside `contentView`): 17 pt, `label` color.
    public var textLabel: Label? {
        if let titleLabel { return titleLabel }
        let l = Label()
        l.font = style == .value2 ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 17)
        l.textColor = style == .value2 ? tintColor : .label
        if style == .value2 { l.textAlignment = .right }
        contentView.addSubview(l)
        titleLabel = l
        setNeedsLayout()
        return l
    }

    /// The detail label of the `.value1`, `.value2` and `.subtitle` styles (nil for `.default`,
    /// as in UIKit): 17 pt `secondaryLabel` (value1), 15 pt `label` (value2), 12 pt
    /// `secondaryLabel` (subtitle).
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let detailLabel { return detailLabel }
        let l = Label()
        switch style {
        case .value1: l.font = .systemFont(ofSize: 17); l.textColor = .secondaryLabel; l.textAlignment = .right
        case .value2: l.font = .systemFont(ofSize: 15); l.textColor = .label
        default: l.font = .systemFont(ofSize: 12); l.textColor = .secondaryLabel
        }
        contentView.addSubview(l)
        detailLabel = l
        setNeedsLayout()
        return l
    }

    /// The image view at the leading margin (created on first use; shown when it has an image).
    public var imageView: ImageView? {
        if let image { return image }
        let v = ImageView()
        contentView.addSubview(v)
        image = v
        setNeedsLayout()
        return v
    }

    /// Called before the table hands the cell out again (UIKit's hook to reset state).
    open func prepareForReuse() {}

    /// Lays out the content view (the table sets its height), the style's labels and image,
    /// the accessory and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = contentHeight ?? bounds.height
        let inTable = superview is TableView
        // Right to left everything mirrors: the content view and its style views start at the
        // right, the accessory and the separator's inset move to the other side.
        let rtl = laysOutRightToLeft
        func place(_ r: CGRect) -> CGRect { rtl ? r.mirrored(within: bounds.width) : r }
        if inTable || !decodedFromNib {
            contentView.frame = place(CGRect(x: 0, y: 0, width: max(0, bounds.width - accessoryReserve), height: height))
        }
        if inTable, let sideMargin {
            var m = contentView.layoutMargins
            // Beside an accessory the content view keeps a view's own 8 pt (IB's canvas, which
            // runs UIKit's cell layout, stores it in every cell with an accessory it lays out).
            let leading = sideMargin, trailing = showsAccessory ? Self.accessorySideMargin : sideMargin
            (m.left, m.right) = rtl ? (trailing, leading) : (leading, trailing)
            contentView.layoutMargins = m
        }
        if inTable || !decodedFromNib { layoutStyleViews() }
        if let accessoryView {
            let s = accessoryView.frame.size
            accessoryView.frame = place(CGRect(x: bounds.width - margin - s.width, y: ((height - s.height) / 2).rounded(), width: s.width, height: s.height))
        }
        if let separator {
            bringSubviewToFront(separator)
            separator.frame = place(CGRect(x: separatorLeft, y: height, width: max(0, bounds.width - separatorLeft - separatorRight),
                                           height: bounds.height - height))
        }
    }

    /// Draws the accessory type (see `drawAccessory`).
    open override func drawContent(_ recorder: DisplayRecorder) {
        super.drawContent(recorder)
        drawAccessory(recorder)
    }

    /// The margin at the cell's sides.
    var margin: CGFloat { sideMargin ?? TableViewMetrics.cellContentMargins.left }

    /// The content view's height the table asked for (the row less its separator).
    var contentHeight: CGFloat?
    var separator: View?
    var separatorLeft: CGFloat = 0
    var separatorRight: CGFloat = 0

    /// The table's separator at the bottom of the row (nil color: none, and the content view
    /// fills the row).
    func placeSeparator(_ color: Color?, hairline: CGFloat, left: CGFloat, right: CGFloat) {
        guard let color else {
            separator?.removeFromSuperview()
            separator = nil
            contentHeight = nil
            return
        }
        let line = separator ?? View()
        line.backgroundColor = color
        if line.superview !== self { addSubview(line) }
        separator = line
        separatorLeft = left
        separatorRight = right
        contentHeight = max(0, bounds.height - hairline)
    }
}
