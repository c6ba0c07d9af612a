import Foundation

/// A table row (UITableViewCell): a `contentView` that fills the row above the table's
/// separator, and for the `.default` style a `textLabel` (17 pt system font, label color)
/// inset by the cell's 16 pt margins; the content view's layout margins are UIKit's 11 pt
/// above and below, 16 pt at the sides.
///
/// A table makes registered cell classes through `init(style:reuseIdentifier:)`; a subclass
/// that overrides it (and `init?(coder:)`) is made the same way.
@MainActor
open class TableViewCell: View {
    /// UITableViewCell.CellStyle. Only `.default` lays out its label today; the others keep
    /// their style and show `textLabel` as `.default` does.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the table reuses this cell under.
    public let reuseIdentifier: String?
    /// The view a cell's own subviews go into: the row's width, its height less the separator.
    public let contentView = View()
    private var label: Label?

    /// A cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// A `.default` cell without a reuse identifier, at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The nib initialiser: a `.default` cell.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        setUpCell()
    }

    /// How a table makes a registered class (any subclass that keeps UIKit's
    /// `init(style:reuseIdentifier:)` inherits it).
    public required convenience init(registeredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    private func setUpCell() {
        backgroundColor = .white
        contentView.frame = bounds
        contentView.layoutMargins = LayoutInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
    }

    /// The title label (created on first use, inside `contentView`).
    public var textLabel: Label? {
        if let label { return label }
        let l = Label()
        l.font = .systemFont(ofSize: 17)
        l.textColor = .black
        contentView.addSubview(l)
        label = l
        setNeedsLayout()
        return l
    }

    /// Called before the table hands the cell out again (UIKit's hook to reset state).
    open func prepareForReuse() {}

    /// Lays out the content view (the table sets its height) and the title label.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = contentHeight ?? bounds.height
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        if let label {
            label.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: height)
        }
        if let separator {
            bringSubviewToFront(separator)
            separator.frame = CGRect(x: separatorLeft, y: height, width: max(0, bounds.width - separatorLeft - separatorRight),
                                     height: bounds.height - height)
        }
    }

    /// The content view's height the table asked for (the row less its separator).
    private var contentHeight: CGFloat?
    private var separator: View?
    private var separatorLeft: CGFloat = 0
    private var separatorRight: CGFloat = 0

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
