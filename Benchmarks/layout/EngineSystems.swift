// The chain and grid through the Auto Layout engine (anchors on plain items).
import Foundation

final class BenchItem: LayoutItem {
    let layoutStorage = LayoutItemStorage()
    weak var parent: BenchItem?
    var children: [BenchItem] = []
    var frame: CGRect
    init(_ f: CGRect = .zero) { frame = f }
    var superitem: (any LayoutItem)? { parent }
    var subitems: [any LayoutItem] { children }
    var layoutFrame: CGRect { frame }
    func applyLayoutFrame(_ rect: CGRect) { frame = rect }
    /// Frames change only through the engine, hierarchy only before the first pass.
    var reportsLayoutInputChanges: Bool { true }
    func add(_ c: BenchItem) { c.parent = self; c.translatesAutoresizingMaskIntoConstraints = false; children.append(c) }
}

/// first: first layout pass; clean: a pass with nothing changed; edit: one constant changed and
/// re-laid out (chain: a required width, grid: a width at priority 750, edited in place).
func runEngineSystem(grid: Bool, views n: Int = 1000) -> String {
    let root = BenchItem(CGRect(x: 0, y: 0, width: 10000, height: 1000))
    var items: [BenchItem] = []
    var cs: [LayoutConstraint] = []
    for i in 0..<n {
        let v = BenchItem(); root.add(v)
        if grid {
            let (r, c) = i.quotientAndRemainder(dividingBy: 40)
            cs.append(c > 0 ? v.leadingAnchor.constraint(equalTo: items[i - 1].trailingAnchor, constant: 2)
                            : v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2))
            cs.append(c > 0 ? v.widthAnchor.constraint(equalTo: items[i - c].widthAnchor) : v.widthAnchor.constraint(equalToConstant: 20))
            cs.append(r > 0 ? v.topAnchor.constraint(equalTo: items[i - 40].bottomAnchor, constant: 2)
                            : v.topAnchor.constraint(equalTo: root.topAnchor, constant: 2))
            cs.append(v.heightAnchor.constraint(equalToConstant: 10))
        } else {
            cs.append(v.leadingAnchor.constraint(equalTo: items.last?.trailingAnchor ?? root.leadingAnchor, constant: 1))
            cs.append(v.widthAnchor.constraint(equalToConstant: 5))
            cs.append(v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i % 10)))
            cs.append(v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5))
        }
        items.append(v)
    }
    if grid { cs[1].priority = .defaultHigh }
    LayoutConstraint.activate(cs)
    let t0 = DispatchTime.now().uptimeNanoseconds
    firstPass(root)
    let first = milliseconds(since: t0)
    let t1 = DispatchTime.now().uptimeNanoseconds
    root.solveLayout()
    let clean = milliseconds(since: t1)
    cs[1].constant = grid ? 24 : 9
    let t2 = DispatchTime.now().uptimeNanoseconds
    editPass(root, scale: 1)
    let edit = milliseconds(since: t2)
    return #"{"system": "engine-\#(grid ? "grid" : "chain")\#(n == 1000 ? "" : String(n))", "views": \#(n), "first_pass_ms": \#(first), "clean_pass_ms": \#(clean), "edit_ms": \#(edit), "last_frame": "\#(items.last!.frame)"}"#
}

/// The timed passes, kept out of line so `callgrind --toggle-collect` can count each alone.
@inline(never) func firstPass(_ root: BenchItem) { root.solveLayout() }
@inline(never) func editPass(_ root: BenchItem, scale: CGFloat) { root.solveLayout(scale: scale) }
