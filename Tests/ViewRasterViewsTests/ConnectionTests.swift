import Testing
@testable import ViewRasterViews

@MainActor
final class Counter: View {
    var label: View?
    var buttons: [Control] = []
    var pushes: [String] = []
    override class var connections: ConnectionTable {
        super.connections
            .outlet("label", \Counter.label)
            .outletCollection("buttons", \Counter.buttons)
            .action("push:") { (me: Counter, sender) in me.pushes.append("push from \(type(of: sender!))") }
    }
}

@MainActor
struct ConnectionTests {
    @Test func outletsAndActionsThroughTheTable() {
        let c = Counter()
        let l = View()
        #expect(c.setOutlet("label", to: l))
        #expect(c.label === l)
        #expect(!c.setOutlet("missing", to: l))
        let b = Control()
        #expect(c.setOutlet("buttons", to: b))
        #expect(c.buttons.count == 1)
        b.addTarget(c, action: "push:", for: .touchUpInside)
        b.sendActions(for: .touchUpInside)
        b.sendActions(for: .valueChanged)
        #expect(c.pushes == ["push from Control"])
        let (_, log) = ViewDiagnostics.capture {
            b.addTarget(c, action: "nope:", for: .touchUpInside)
            b.sendActions(for: .touchUpInside)
        }
        #expect(log.contains { $0.contains("unrecognized selector nope:") })
    }

    /// UIKit's `sendActions(for:)` sends whether or not the control is enabled (a disabled
    /// control only stops taking touches), so a test's tap on a disabled button still runs it.
    @Test func aDisabledControlStillSendsItsActions() {
        let c = Counter()
        let b = Control()
        b.addTarget(c, action: "push:", for: .touchUpInside)
        b.isEnabled = false
        b.sendActions(for: .touchUpInside)
        #expect(c.pushes == ["push from Control"])
    }

    @Test func controllerLifecycleOrder() {
        final class VC: ViewController {
            var log: [String] = []
            override func loadView() { log.append("loadView"); view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            override func viewDidLoad() { log.append("viewDidLoad") }
            override func viewWillLayoutSubviews() { log.append("willLayout") }
            override func viewDidLayoutSubviews() { log.append("didLayout") }
        }
        let vc = VC()
        #expect(!vc.isViewLoaded && vc.log.isEmpty)
        _ = vc.view
        _ = vc.view
        #expect(vc.log == ["loadView", "viewDidLoad"])
        vc.view.layoutIfNeeded()
        #expect(vc.log == ["loadView", "viewDidLoad", "willLayout", "didLayout"])
    }
}
