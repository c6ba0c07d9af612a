import Foundation
import Testing
@testable import ViewRasterViews

/// An edit pass loads each moved view's layer a few views ahead of its frame write (the
/// layer's size and position, `View.layoutFrameWriteAddress`): a hint that changes nothing a
/// user sees. Rows shorter than, as long as and longer than the look-ahead move as their
/// constraints say, and the address is where the layer keeps its size and position.
@MainActor
struct EditedConstantLookaheadRowTests {
    /// `n` views in a row under a 1000 × 100 root: leading = previous trailing + 2 (the first:
    /// the root's leading + 2), 6 wide, top 3, 20 high. The first widened to 10 moves every
    /// other view 4 right.
    @Test(arguments: [1, 8, 9, 17, 33])
    func aRowAroundTheLookaheadMovesAsItsConstraintsSay(n: Int) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        var views: [View] = [], constraints: [LayoutConstraint] = []
        for i in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            constraints += [v.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor, constant: 2),
                            v.widthAnchor.constraint(equalToConstant: 6), v.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
                            v.heightAnchor.constraint(equalToConstant: 20)]
            views.append(v)
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        constraints[1].constant = 10
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 2, y: 3, width: 10, height: 20))
        for i in 1..<n { #expect(views[i].frame == CGRect(x: 6 + 8 * CGFloat(i), y: 3, width: 6, height: 20)) }
    }

    /// A view's storage address is its `layoutStorage` object's.
    @Test func theStorageAddressIsTheViewsLayoutStorage() throws {
        let v = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(try #require(v.layoutStorageAddress) == UnsafeRawPointer(Unmanaged.passUnretained(v.layoutStorage).toOpaque()))
    }

    /// A laid-out view's address holds its layer's bounds size, then its position (its centre).
    @Test func theAddressIsTheLayersSizeAndPosition() throws {
        let v = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let a = try #require(v.layoutFrameWriteAddress)
        #expect(a.load(as: CGSize.self) == CGSize(width: 30, height: 40))
        #expect(a.load(fromByteOffset: 16, as: CGPoint.self) == CGPoint(x: 25, y: 40))
    }
}
