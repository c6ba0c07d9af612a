import Foundation
@testable import ViewRasterViews
import ViewRasterRendering

/// What the bar-layout suites share (opaque bars, Extend Edges): mounting a root controller on a
/// device at 1x, and reading a pixel as the probe's red.
@MainActor
protocol BarLayoutSuite {}

extension BarLayoutSuite {
    /// `root` as the window's root controller on `device` (an iPhone 8 unless given) at 1x, laid out.
    func mount(_ root: ViewController, on device: Device = .iPhone8) -> Stage {
        let stage = Stage(.device(device), scale: 1)
        stage.within {
            stage.screen.window.rootViewController = root
            stage.screen.window.layoutIfNeeded()
        }
        return stage
    }

    /// True when the pixel at (`x`, `y`) is pure red.
    func isRed(_ c: Canvas, _ x: Int, _ y: Int) -> Bool { let p = c.pixel(x: x, y: y); return p.r == 255 && p.g == 0 && p.b == 0 }
}

/// A controller whose view is a white screen-sized view (the bar suites' controllers start so).
@MainActor
class WhiteRootController: ViewController {
    override func loadView() {
        let v = View(frame: Screen.main.bounds)
        v.backgroundColor = .white
        view = v
    }
}

/// A controller whose white view holds a red 40 × 30 box 10 pt below its safe area's top and
/// 20 pt from its leading edge: where the box is says where the safe area starts.
@MainActor
final class SafeAreaTopBox: WhiteRootController {
    /// The red box.
    let box = View()
    override func viewDidLoad() {
        super.viewDidLoad()
        box.backgroundColor = Color(r8: 255, g8: 0, b8: 0)
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
    }
}
