import Foundation

/// How a bar button item draws in a navigation bar or toolbar: its title in 17 pt (semibold
/// for the `.done` style) in the tint color, its image (template images tinted), a system
/// item's English title ("Done", "Cancel", "Edit", …) or glyph (`.add` is a plus 18 pt across
/// with 2 pt strokes; the other symbol items draw a 22 pt image placeholder), or the
/// back button: a chevron 12 × 21 pt with 3 pt strokes and the previous item's title 6 pt to
/// its right (mirrored right to left: the chevron points right, the title to its left).
/// Disabled items draw in `tertiaryLabel`.
@MainActor
final class BarButtonItemView: View {
    /// What the view shows.
    enum Content {
        case item(BarButtonItem)
        case back(String)
    }
    let content: Content
    static let font = Font.systemFont(ofSize: 17)
    static let doneFont = Font.systemFont(ofSize: 17, weight: .semibold)
    static let chevronSize = CGSize(width: 12, height: 21)

    init(_ content: Content) {
        self.content = content
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
    }
    required init?(coder: NSCoder) {
        content = .back("")
        super.init(coder: coder)
    }

    /// Whether this is a back button.
    var isBack: Bool {
        if case .back = content { return true }
        return false
    }

    /// The SF Symbols name standing for a system item that UIKit draws as a glyph.
    static func symbolName(_ item: BarButtonItem.SystemItem) -> String? {
        switch item {
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        default: nil
        }
    }

    private var item: BarButtonItem? {
        if case .item(let i) = content { return i }
        return nil
    }
    private var font: Font { item?.style == .done ? Self.doneFont : Self.font }

    /// The image drawn: the item's, else a symbol item's placeholder.
    private var image: Image? {
        guard let item else { return nil }
        if let i = item.image { return i }
        if item.title == nil, let s = item.systemItem, let name = Self.symbolName(s) {
            return Image(placeholderOfSize: CGSize(width: 22, height: 22), name: name)
        }
        return nil
    }
    private var isAdd: Bool { item?.title == nil && item?.image == nil && item?.systemItem == .add }
    private var text: String? {
        switch content {
        case .back(let t): t
        case .item(let i): (isAdd || image != nil) ? nil : i.displayedTitle
        }
    }

    override var intrinsicContentSize: CGSize {
        switch content {
        case .back(let t):
            return CGSize(width: Self.chevronSize.width + 6 + ControlText.width(t, font: Self.font), height: 44)
        case .item(let i):
            if let w = i.width, w > 0 { return CGSize(width: w, height: 44) }
            if let v = i.customView { return CGSize(width: v.frame.width, height: 44) }
            if isAdd { return CGSize(width: 22, height: 44) }
            if let img = image { return CGSize(width: max(22, img.size.width), height: 44) }
            return CGSize(width: ControlText.width(text ?? "", font: font), height: 44)
        }
    }

    private var color: Color {
        if let item, !item.isEnabled { return .tertiaryLabel }
        return item?.tintColor ?? tintColor ?? .systemBlue
    }

    override func drawContent(_ recorder: DisplayRecorder) {
        let c = color
        switch content {
        case .back(let t):
            // Right to left the button mirrors (chevron.backward points right, the title
            // stands to its left); the title's glyphs are not mirrored.
            let rtl = laysOutRightToLeft, width = bounds.width
            func x(_ v: CGFloat) -> CGFloat { rtl ? width - v : v }
            let top = bounds.midY - Self.chevronSize.height / 2
            var chevron = Path()
            chevron.move(to: CGPoint(x: x(Self.chevronSize.width - 1.5), y: top + 1.5))
            chevron.line(to: CGPoint(x: x(1.5), y: bounds.midY))
            chevron.line(to: CGPoint(x: x(Self.chevronSize.width - 1.5), y: top + Self.chevronSize.height - 1.5))
            recorder.stroke(chevron, color: c, style: StrokeStyle(width: 3, cap: .round, join: .round))
            let tx = Self.chevronSize.width + 6
            let titleRect = CGRect(x: tx, y: 0, width: max(0, bounds.width - tx), height: bounds.height)
            ControlText.draw(t, font: Self.font, color: c, in: rtl ? titleRect.mirrored(within: width) : titleRect,
                             alignment: rtl ? .right : .left, recorder: recorder)
        case .item(let i):
            if i.customView != nil { return }
            if isAdd {
                var plus = Path()
                let m = CGPoint(x: bounds.midX, y: bounds.midY)
                plus.move(to: CGPoint(x: m.x - 8, y: m.y)); plus.line(to: CGPoint(x: m.x + 8, y: m.y))
                plus.move(to: CGPoint(x: m.x, y: m.y - 8)); plus.line(to: CGPoint(x: m.x, y: m.y + 8))
                recorder.stroke(plus, color: c, style: StrokeStyle(width: 2, cap: .round))
            } else if let img = image {
                let s = img.size
                let r = CGRect(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
                // Placeholders keep their grey box (a tinted one would be a solid square).
                let tinted = img.renderingMode != .alwaysOriginal && img.placeholderSize == nil
                recorder.image(img, in: r, tint: tinted ? c : nil)
            } else if let t = text {
                ControlText.draw(t, font: font, color: c, in: bounds, recorder: recorder)
            }
        }
    }
}
