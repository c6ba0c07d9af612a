import Foundation

/// A segmented control drawn as iOS 13 draws it: a light gray capsule track with the selected
/// segment as a white rounded rect, titles in 13 pt.
@MainActor
open class SegmentedControl: Control {
    public private(set) var titles: [String] = []
    public var selectedSegmentIndex = 0
    public var selectedSegmentTintColor: Color?
    public var font: Font = .systemFont(ofSize: 13)

    public init(items: [String]) {
        titles = items
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var numberOfSegments: Int { titles.count }
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        while titles.count <= index { titles.append("") }
        titles[index] = title ?? ""
        invalidateIntrinsicContentSize()
    }
    public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(0, index), titles.count))
        invalidateIntrinsicContentSize()
    }
    public func titleForSegment(at index: Int) -> String? { titles.indices.contains(index) ? titles[index] : nil }

    open override var intrinsicContentSize: CGSize {
        let widest = titles.map { TextLayout.titleSize($0, font: font).width }.max() ?? 0
        return CGSize(width: CGFloat(max(1, titles.count)) * (widest + 24), height: 32)
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        let n = max(1, titles.count)
        recorder.fill(Path(roundedRect: bounds, cornerRadius: 8.91), color: Color(r8: 118, g8: 118, b8: 128, a8: 31))
        let w = bounds.width / CGFloat(n)
        if titles.indices.contains(selectedSegmentIndex) {
            let r = CGRect(x: CGFloat(selectedSegmentIndex) * w + 2, y: 2, width: w - 4, height: bounds.height - 4)
            recorder.fill(Path(roundedRect: r.offsetBy(dx: 0, dy: 1), cornerRadius: 6.93), color: Color(white: 0, alpha: 0.06))
            recorder.fill(Path(roundedRect: r, cornerRadius: 6.93), color: selectedSegmentTintColor ?? .white)
        }
        for (i, t) in titles.enumerated() {
            if i > 0 && i != selectedSegmentIndex && i - 1 != selectedSegmentIndex {
                recorder.fill(Path(rect: CGRect(x: CGFloat(i) * w - 0.5, y: 8, width: 1, height: bounds.height - 16)),
                              color: Color(r8: 142, g8: 142, b8: 147, a8: 77))
            }
            let f = i == selectedSegmentIndex ? Font.systemFont(ofSize: font.pointSize, weight: .semibold) : font
            let l = TextLayout(text: t, font: f, numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: .center)
            for run in l.draw(in: CGRect(x: CGFloat(i) * w + 4, y: 0, width: w - 8, height: bounds.height), color: .black) {
                recorder.glyphs(run)
            }
        }
    }
}
