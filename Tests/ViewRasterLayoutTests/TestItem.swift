import Foundation
import ViewRasterLayout

/// A plain box for tests: frame in superitem coordinates, children, overridable intrinsic size.
final class TestItem: LayoutItem {
    let layoutStorage = LayoutItemStorage()
    weak var superitemRef: TestItem?
    var children: [TestItem] = []
    var frame: CGRect
    var intrinsic = CGSize(width: -1, height: -1)
    var baselines: (first: CGFloat?, last: CGFloat?) = (nil, nil)
    var safeInsets = LayoutInsets.zero
    var applyCount = 0

    init(_ name: String, frame: CGRect = .zero) {
        self.frame = frame
        layoutStorage.debugName = name
    }

    var superitem: (any LayoutItem)? { superitemRef }
    var subitems: [any LayoutItem] { children }
    var layoutFrame: CGRect { frame }
    func applyLayoutFrame(_ rect: CGRect) { frame = rect; applyCount += 1 }
    var intrinsicContentSize: CGSize { intrinsic }
    var safeAreaInsets: LayoutInsets { safeInsets }
    func baselineOffsetFromTop(last: Bool) -> CGFloat? { last ? baselines.last : baselines.first }

    /// Adds children (with translatesAutoresizingMaskIntoConstraints = false unless `tamic`).
    @discardableResult
    func add(_ items: TestItem..., tamic: Bool = false) -> Self {
        for i in items {
            i.superitemRef = self
            i.translatesAutoresizingMaskIntoConstraints = tamic
            children.append(i)
        }
        return self
    }

    /// A root with a collecting diagnostics sink.
    static func root(_ w: CGFloat, _ h: CGFloat) -> TestItem {
        let r = TestItem("root", frame: CGRect(x: 0, y: 0, width: w, height: h))
        r.layoutStorage.diagnostics = LayoutDiagnostics()
        return r
    }

    var diagnostics: [String] { rootItem.layoutStorage.diagnostics?.messages ?? [] }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}
