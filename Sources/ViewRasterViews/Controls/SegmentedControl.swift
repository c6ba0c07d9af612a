import Foundation

/// A segmented control drawn as iOS 13 draws it: a light gray capsule track with the selected
/// segment as a white rounded rect, titles in 13 pt.
@MainActor
open class SegmentedControl: Control {
    /// The segments' titles, left to right ("" for a segment without one).
    public private(set) var titles: [String] = []
    /// The index of the selected segment (default 0); an index outside the segments draws none
    /// selected.
    public var selectedSegmentIndex = 0
    /// The selected segment's fill; nil is white.
    public var selectedSegmentTintColor: Color?
    /// The titles' font (default 13 pt system); the selected segment's title is drawn in its semibold.
    public var font: Font = .systemFont(ofSize: 13) { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// Whether each segment is as wide as its own title (UIKit's
    /// `apportionsSegmentWidthsByContent`) rather than every segment as wide as the widest.
    public var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// The space iOS 13 and later add to a segment's title width: 20 pt (10 on each side).
    /// Every segmented control laid out by its intrinsic width in files of Xcode 11 and later in
    /// the corpus and sets N, O1, P and Q is stored at its segment count times its widest 13 pt
    /// title plus 19.5–21 pt (nRF Mesh, AgoraIO's API examples, SVProgressHUD, SkeletonView),
    /// and GoMap's apportioned one at the sum of its titles plus 20 pt each
    /// (docs/canvas-rules.md, "Views").
    public static let segmentTitlePadding: CGFloat = 20

    /// A control with a segment per title in `items`, its frame sized to its intrinsic size.
    public init(items: [String]) {
        titles = items
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }
    /// Sets the title of segment `index` (nil: ""), adding empty segments up to it if needed.
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        while titles.count <= index { titles.append("") }
        titles[index] = title ?? ""
        invalidateIntrinsicContentSize()
    }
    /// Inserts a segment titled `title` (nil: "") at `index`, clamped to the segments; `animated`
    /// is ignored.
    public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(0, index), titles.count))
        invalidateIntrinsicContentSize()
    }
    /// The title of segment `index`; nil outside the segments.
    public func titleForSegment(at index: Int) -> String? { titles.indices.contains(index) ? titles[index] : nil }

    /// Each segment's own width: its title's plus `segmentTitlePadding`.
    private var segmentContentWidths: [CGFloat] {
        let widths = titles.map { TextLayout.titleSize($0, font: font).width + Self.segmentTitlePadding }
        return widths.isEmpty ? [Self.segmentTitlePadding] : widths
    }

    /// UISegmentedControl's: every segment as wide as the widest title plus 20 pt (each as wide
    /// as its own with `apportionsSegmentWidthsByContent`), 32 pt tall (the frame's).
    open override var intrinsicContentSize: CGSize {
        let widths = segmentContentWidths
        let width = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : CGFloat(widths.count) * (widths.max() ?? 0)
        return CGSize(width: width, height: 32)
    }

    /// The segments' left edges and widths across `width`: equal, or with
    /// `apportionsSegmentWidthsByContent` in proportion to their own widths.
    func segmentSpans(across width: CGFloat) -> [(x: CGFloat, width: CGFloat)] {
        let own = segmentContentWidths
        let total = own.reduce(0, +)
        guard apportionsSegmentWidthsByContent, total > 0 else {
            let w = width / CGFloat(own.count)
            return own.indices.map { (CGFloat($0) * w, w) }
        }
        var x: CGFloat = 0
        return own.map { w in
            defer { x += width * w / total }
            return (x, width * w / total)
        }
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        recorder.fill(Path(roundedRect: bounds, cornerRadius: 8.91), color: Color(r8: 118, g8: 118, b8: 128, a8: 31))
        let spans = segmentSpans(across: bounds.width)
        if titles.indices.contains(selectedSegmentIndex) {
            let s = spans[selectedSegmentIndex]
            let r = CGRect(x: s.x + 2, y: 2, width: s.width - 4, height: bounds.height - 4)
            recorder.fill(Path(roundedRect: r.offsetBy(dx: 0, dy: 1), cornerRadius: 6.93), color: Color(white: 0, alpha: 0.06))
            recorder.fill(Path(roundedRect: r, cornerRadius: 6.93), color: selectedSegmentTintColor ?? .white)
        }
        for (i, t) in titles.enumerated() {
            if i > 0 && i != selectedSegmentIndex && i - 1 != selectedSegmentIndex {
                recorder.fill(Path(rect: CGRect(x: spans[i].x - 0.5, y: 8, width: 1, height: bounds.height - 16)),
                              color: Color(r8: 142, g8: 142, b8: 147, a8: 77))
            }
            let f = i == selectedSegmentIndex ? Font.systemFont(ofSize: font.pointSize, weight: .semibold) : font
            let l = TextLayout(text: t, font: f, numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: .center)
            for run in l.draw(in: CGRect(x: spans[i].x + 4, y: 0, width: spans[i].width - 8, height: bounds.height), color: .black) {
                recorder.glyphs(run)
            }
        }
    }
}
