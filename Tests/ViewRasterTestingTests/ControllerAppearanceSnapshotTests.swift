import Foundation
import Testing
import ViewRasterViews
@testable import ViewRasterTesting
import ViewRasterRaster

/// A controller that colours its view in `viewWillAppear` (green) and `viewDidAppear` (a blue
/// square), as apps that set up their screen on appearing do, and notes when
/// it disappears. (The blue square is 10 pt at (0, 100).)
@MainActor
final class ColorsOnAppearController: ViewController {
    var disappearances = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.backgroundColor = .green
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let square = View(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        square.backgroundColor = .blue
        view.addSubview(square)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        disappearances += 1
    }
}

/// A controller's snapshot shows it as it is on screen: swift-snapshot-testing makes the
/// controller appear (`beginAppearanceTransition` / `endAppearanceTransition`) before drawing it
/// and disappear after, so what `viewWillAppear` and `viewDidAppear` set up is in the image.
@MainActor
@Suite struct ControllerAppearanceSnapshotTests {
    func snap(_ controller: ViewController, _ strategy: Snapshotting<ViewController, Canvas>) throws -> Canvas {
        try CallerIsolation.$isMainActor.withValue(true) { try strategy.snapshot(controller) }
    }

    @Test(arguments: [SnapshotLayout.device(.iPhone8), .frame])
    func whatAppearingSetsUpIsDrawn(layout: SnapshotLayout) throws {
        let controller = ColorsOnAppearController()
        let canvas = try snap(controller, .image(layout: layout, scale: 1))
        #expect(canvas.width == 375 && canvas.height == 667)
        let square = canvas.pixel(x: 5, y: 105), middle = canvas.pixel(x: 187, y: 333)
        #expect(square.r == 0 && square.g == 0 && square.b == 255 && square.a == 255)
        #expect(middle.r == 0 && middle.g == 255 && middle.b == 0 && middle.a == 255)
        #expect(controller.disappearances == 1)
    }
}
