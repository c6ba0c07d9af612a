import Foundation
import Testing
import ViewRasterViews
@testable import ViewRasterTesting
import ViewRasterRaster

/// A white view with a red strip 10 pt high pinned to its safe area's top and a blue one to
/// its safe area's bottom: the rows they land on show the safe area the view had.
@MainActor
func makeSafeAreaStrips(in view: View) {
    view.backgroundColor = .white
    let top = View(), bottom = View()
    top.backgroundColor = .red
    bottom.backgroundColor = .blue
    for strip in [top, bottom] {
        strip.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(strip)
    }
    let safe = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
        top.topAnchor.constraint(equalTo: safe.topAnchor),
        top.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        top.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        top.heightAnchor.constraint(equalToConstant: 10),
        bottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        bottom.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        bottom.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        bottom.heightAnchor.constraint(equalToConstant: 10),
    ])
}

/// A controller whose view shows its safe area as strips.
final class SafeAreaStripsController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        makeSafeAreaStrips(in: view)
    }
}

/// What a snapshot is, as FBSnapshotTestCase and swift-snapshot-testing take one: a bare view
/// is laid out at its frame and drawn outside any window (no safe area, no status bar); a
/// controller is the root of a window on a device (that device's safe area: 20 pt on an
/// iPhone 8, 44/34 on an iPhone X); a controller's view loaded on a screen takes the screen's
/// size, and snapshotted as a view it is bare too.
@MainActor
@Suite struct SnapshotPlacementTests {
    /// What `strategy` draws for `value`, taken as `assertSnapshot` takes it on the main actor.
    func snap(_ view: View, _ strategy: Snapshotting<View, Canvas>) throws -> Canvas {
        try CallerIsolation.$isMainActor.withValue(true) { try strategy.snapshot(view) }
    }
    func snap(_ controller: ViewController, _ strategy: Snapshotting<ViewController, Canvas>) throws -> Canvas {
        try CallerIsolation.$isMainActor.withValue(true) { try strategy.snapshot(controller) }
    }

    /// The rows (at @1x) where the red and blue strips start.
    func stripRows(_ canvas: Canvas) -> (red: Int?, blue: Int?) {
        func rows(_ r: UInt8, _ b: UInt8) -> Int? {
            (0..<canvas.height).first { y in let p = canvas.pixel(x: 0, y: y); return p.r == r && p.g == 0 && p.b == b && p.a == 255 }
        }
        return (rows(255, 0), rows(0, 255))
    }

    @Test func aBareViewHasNoSafeArea() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
        makeSafeAreaStrips(in: view)
        let canvas = try snap(view, .image(scale: 1))
        #expect(canvas.width == 40 && canvas.height == 60)
        #expect(stripRows(canvas) == (0, 50))
        // `.frame` is the default layout: the same as asking for it.
        #expect(try snap(view, .image(layout: .frame, scale: 1)).pixels == canvas.pixels)
    }

    @Test func aBareViewAtAFixedSizeHasNoSafeAreaEither() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
        makeSafeAreaStrips(in: view)
        let canvas = try snap(view, .image(layout: .fixed(width: 375, height: 812), scale: 1))
        #expect(canvas.width == 375 && canvas.height == 812)
        #expect(stripRows(canvas) == (0, 802))
    }

    @Test func aControllerDefaultsToAnIPhone8Window() throws {
        let canvas = try snap(SafeAreaStripsController(), .image(scale: 1))
        #expect(canvas.width == 375 && canvas.height == 667)
        // The 20 pt status bar; no home indicator.
        #expect(stripRows(canvas) == (20, 657))
        let frame = try snap(SafeAreaStripsController(), .image(layout: .frame, scale: 1))
        #expect(frame.pixels == canvas.pixels)
    }

    @Test func aControllerOnADeviceHasItsSafeArea() throws {
        let x = try snap(SafeAreaStripsController(), .image(on: .iPhoneX, scale: 1))
        #expect(x.width == 375 && x.height == 812)
        #expect(stripRows(x) == (44, 812 - 34 - 10))
        let landscape = try snap(SafeAreaStripsController(), .image(on: .iPhoneX, orientation: .landscapeLeft, scale: 1))
        #expect(landscape.width == 812 && landscape.height == 375)
        // Landscape: no status bar, 21 pt for the home indicator.
        #expect(stripRows(landscape) == (0, 375 - 21 - 10))
        #expect(try snap(SafeAreaStripsController(), .image(on: .iPhoneX)).width == 375 * 3)
    }

    @Test func aControllerAtAFixedSizeHasNoSafeArea() throws {
        let canvas = try snap(SafeAreaStripsController(), .image(layout: .fixed(width: 300, height: 200), scale: 1))
        #expect(canvas.width == 300 && canvas.height == 200)
        #expect(stripRows(canvas) == (0, 190))
    }

    /// `FBSnapshotVerifyView(vc.view)` on an iPhone 12 simulator: the view loads at the
    /// screen's 390×844 and is drawn bare, without the screen's safe area.
    @Test func aControllersViewTakesTheScreenSizeAndIsBare() throws {
        let vc = SafeAreaStripsController()
        let view: View = Stage(.device(.iPhone12)).within { vc.view }
        #expect(view.frame.size == CGSize(width: 390, height: 844))
        let canvas = try snap(view, .image(scale: 1))
        #expect(canvas.width == 390 && canvas.height == 844)
        #expect(stripRows(canvas) == (0, 834))
    }
}
