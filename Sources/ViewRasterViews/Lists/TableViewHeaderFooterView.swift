import Foundation

/// A section's header or footer (UITableViewHeaderFooterView): a `contentView` and, for the
/// titles a data source gives, a `textLabel`. A table makes one for each titled header and
/// footer, styled as iOS 17 draws them (see `TableViewMetrics`): plain headers in 17 pt
/// semibold `label` on the table's background, grouped headers in 13 pt uppercase
/// `secondaryLabel`, grouped footers in 13 pt `secondaryLabel`.
@MainActor
open class TableViewHeaderFooterView: View {
    /// The view a header's own subviews go into; it fills the header.
    public let contentView = View()
    /// The identifier the table reuses this view under.
    public let reuseIdentifier: String?
    /// The title label (nil until a title is set through `textLabel` or by the table).
    public private(set) lazy var textLabel: Label? = makeLabel()
    /// How the table styles the title: set by the table before layout.
    var titleRole: TitleRole = .plainHeader
    /// Where the title's text begins (the table's cell margin, plus an inset-grouped section's inset).
    var titleLeading: CGFloat = 16

    /// The kinds of title a table draws.
    enum TitleRole { case plainHeader, groupedHeader, groupedFooter }

    /// A header or footer reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// A header without a reuse identifier, at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The nib initialiser.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    private func makeLabel() -> Label {
        let l = Label()
        contentView.addSubview(l)
        return l
    }

    /// Styles the title for `role` (fonts and colors of iOS 17's default headers and footers).
    func style(_ role: TitleRole, title: String) {
        titleRole = role
        guard let label = textLabel else { return }
        switch role {
        case .plainHeader:
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
            label.text = title
            label.numberOfLines = 1
        case .groupedHeader:
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.text = title.uppercased()
            label.numberOfLines = 0
        case .groupedFooter:
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.text = title
            label.numberOfLines = 0
        }
        setNeedsLayout()
    }

    /// The height a titled header or footer of this role needs at `width`.
    func titleHeight(width: CGFloat) -> CGFloat {
        switch titleRole {
        case .plainHeader: return TableViewMetrics.plainHeaderHeight
        case .groupedHeader:
            return max(TableViewMetrics.groupedTitledHeaderHeight, labelHeight(width: width) + 22)
        case .groupedFooter:
            return TableViewMetrics.groupedFooterTop + labelHeight(width: width) + TableViewMetrics.groupedFooterBottom
        }
    }

    private func labelHeight(width: CGFloat) -> CGFloat {
        guard let label = textLabel else { return 0 }
        return label.intrinsicSize(wrappedAt: max(0, width - 2 * titleLeading)).height.rounded(.up)
    }

    /// Fills the header with the content view and places the title: centred vertically in a
    /// plain header, 6 pt above the bottom of a grouped header, 7 pt below a footer's top.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        guard let label = textLabel, label.text != nil else { return }
        let width = max(0, bounds.width - 2 * titleLeading)
        let h = label.intrinsicSize(wrappedAt: width).height.rounded(.up)
        switch titleRole {
        case .plainHeader: label.frame = CGRect(x: titleLeading, y: ((bounds.height - h) / 2).rounded(), width: width, height: h)
        case .groupedHeader: label.frame = CGRect(x: titleLeading, y: bounds.height - 6 - h, width: width, height: h)
        case .groupedFooter: label.frame = CGRect(x: titleLeading, y: TableViewMetrics.groupedFooterTop, width: width, height: h)
        }
    }
}
