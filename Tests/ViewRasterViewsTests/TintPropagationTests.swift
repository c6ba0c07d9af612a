import Testing
@testable import ViewRasterViews

/// A view that counts `tintColorDidChange` calls.
@MainActor
final class TintCountingView: View {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
}

/// Setting a tint tells the view and every subview that inherits it (UIKit's
/// `tintColorDidChange`), but not a subview with a tint of its own, nor what is below it.
@MainActor
@Suite struct TintPropagationTests {
    @Test func inheritingSubviewsHearOfANewTintAndOwnTintsStopIt() {
        let root = TintCountingView(), child = TintCountingView(), grandchild = TintCountingView()
        let own = TintCountingView(), belowOwn = TintCountingView()
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(own)
        own.addSubview(belowOwn)
        own.tintColor = .red
        let before = [root, child, grandchild, own, belowOwn].map(\.changes)
        root.tintColor = .green
        let after = [root, child, grandchild, own, belowOwn].map(\.changes)
        #expect(zip(after, before).map { $0 - $1 } == [1, 1, 1, 0, 0])
        #expect(grandchild.tintColor == .green && belowOwn.tintColor == .red)
    }
}
