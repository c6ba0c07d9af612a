import Foundation
import ViewRasterLayout

/// A box whose tree reports its changes (as views do), so its engine edits changed constants in
/// place and writes frames from its frame plan (`PlannedItem`: each item borrowed, its frame
/// read and written through its own type's witnesses).
class ReportingItem: LayoutItem {
    let layoutStorage = LayoutItemStorage()
    weak var parent: ReportingItem?
    var children: [ReportingItem] = []
    var frame: CGRect

    init(_ frame: CGRect = .zero) { self.frame = frame }

    var superitem: (any LayoutItem)? { parent }
    var subitems: [any LayoutItem] { children }
    var layoutFrame: CGRect { frame }
    func applyLayoutFrame(_ rect: CGRect) { frame = rect }
    var reportsLayoutInputChanges: Bool { true }
    /// None (the protocol's default), declared here so that a subclass can give one.
    var layoutFrameWriteAddress: UnsafeRawPointer? { nil }
    /// None (the protocol's default), declared here so that a subclass can give one.
    var layoutStorageAddress: UnsafeRawPointer? { nil }

    /// Adds `item` as the last child, laid out by constraints only.
    func add(_ item: ReportingItem) {
        item.parent = self
        item.translatesAutoresizingMaskIntoConstraints = false
        children.append(item)
    }
}

extension ReportingItem {
    /// Adds `boxes` as a row of children and returns their constraints, four a box, not yet
    /// active: leading = the previous box's trailing + `gap` (the first: this item's leading +
    /// `gap`), width `width`, top = this item's top + `top`, height `height`.
    func addRow(_ boxes: [ReportingItem], gap: CGFloat, width: CGFloat, top: CGFloat, height: CGFloat) -> [LayoutConstraint] {
        var all: [LayoutConstraint] = []
        for (i, b) in boxes.enumerated() {
            add(b)
            all += [b.leadingAnchor.constraint(equalTo: i == 0 ? leadingAnchor : boxes[i - 1].trailingAnchor, constant: gap),
                    b.widthAnchor.constraint(equalToConstant: width), b.topAnchor.constraint(equalTo: topAnchor, constant: top),
                    b.heightAnchor.constraint(equalToConstant: height)]
        }
        return all
    }

    /// `n` boxes in a row under a 1,000×50 root that reports its changes and keeps its
    /// diagnostics: leading = previous trailing + 1 (the first: the root's leading + 1), width 5,
    /// top 2, height 10, activated. Returns the constraints in that order, four a box.
    static func activatedRow(_ n: Int) -> (root: ReportingItem, boxes: [ReportingItem], constraints: [LayoutConstraint]) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 1_000, height: 50))
        root.layoutStorage.diagnostics = LayoutDiagnostics()
        let boxes = (0..<n).map { _ in ReportingItem() }
        let all = root.addRow(boxes, gap: 1, width: 5, top: 2, height: 10)
        LayoutConstraint.activate(all)
        return (root, boxes, all)
    }
}
