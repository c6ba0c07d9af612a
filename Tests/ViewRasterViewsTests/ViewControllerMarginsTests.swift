import Foundation
import Testing
import ViewRasterViews

/// A view controller's view respects the system minimum layout margins, as UIKit's does
/// (`viewRespectsSystemMinimumLayoutMargins`, `systemMinimumLayoutMargins`): 0 top and bottom,
/// 16 pt on each side, 20 pt once the view is 414 pt wide; its own margins count where they
/// were set and are larger. The frames are worked out from those rules and the devices' safe
/// areas (an iPhone 8's 20 pt status bar, an iPhone 15's 59 pt top).
@MainActor
@Suite struct ViewControllerMarginsTests {
    /// A controller on `device` whose view holds a box pinned to its top and leading margins
    /// (10 × 10), after `configure`; the box's frame once laid out.
    func boxFrame(_ device: Device, _ configure: (ViewController) -> Void = { _ in }) -> CGRect {
        let stage = Stage(.device(device))
        let vc = ViewController()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        configure(vc)
        stage.mount(vc)
        stage.layout()
        return box.frame
    }

    @Test func aControllersViewHasTheSystemMinimumMargins() {
        // 16 pt sides at 375 and 393 pt wide, 20 at 414; the top margin is the safe area's top.
        #expect(boxFrame(.iPhone8) == CGRect(x: 16, y: 20, width: 10, height: 10))
        #expect(boxFrame(.iPhone15) == CGRect(x: 16, y: 59, width: 10, height: 10))
        #expect(boxFrame(.iPhone8Plus) == CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(ViewController.systemMinimumSideMargin(forWidth: 375) == 16)
        #expect(ViewController.systemMinimumSideMargin(forWidth: 414) == 20)
    }

    @Test func ownMarginsCountWhereLarger() {
        // 30 pt sides and a 4 pt top stay; 4 pt sides give way to the minimum.
        #expect(boxFrame(.iPhone8) { $0.view.layoutMargins = EdgeInsets(top: 4, left: 30, bottom: 0, right: 30) }
                == CGRect(x: 30, y: 24, width: 10, height: 10))
        #expect(boxFrame(.iPhone8) { $0.view.layoutMargins = EdgeInsets(top: 4, left: 4, bottom: 0, right: 4) }
                == CGRect(x: 16, y: 24, width: 10, height: 10))
    }

    @Test func aControllerCanLetItsViewsMarginsStand() {
        // Not respecting the minimum: the view's own margins (a plain view's 8) apply.
        #expect(boxFrame(.iPhone8) { $0.viewRespectsSystemMinimumLayoutMargins = false }
                == CGRect(x: 8, y: 28, width: 10, height: 10))
        #expect(boxFrame(.iPhone8) {
            $0.viewRespectsSystemMinimumLayoutMargins = false
            $0.view.layoutMargins = .zero
        } == CGRect(x: 0, y: 20, width: 10, height: 10))
    }

    @Test func aPlainViewKeepsItsOwnMargins() {
        // Only a controller's view takes the minimum: a plain view filling the window keeps its
        // 8 pt, measured from the safe area (20 + 8 at the top).
        let stage = Stage(.device(.iPhone8))
        let plain = View()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        plain.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: plain.layoutMarginsGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: plain.layoutMarginsGuide.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.mount(plain)
        stage.layout()
        #expect(box.frame.origin == CGPoint(x: 8, y: 28))
    }
}
