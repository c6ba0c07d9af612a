import Testing
import ViewRaster
import ViewRasterTesting
import AppViews

@MainActor @Suite struct ToastFadeTests {
    @Test func fadesIn() {
        let toast = ToastView()
        toast.show("Saved. Your changes are stored and will sync when you are online again.")
        assertSnapshot(of: toast, as: .image(layout: .sizeThatFits, time: 0.25), named: "quarter")
        assertSnapshot(of: toast, as: .image(layout: .sizeThatFits, time: 0.5), named: "end")
    }

    @Test func framesOfTheFade() {
        let toast = ToastView()
        toast.show("Short")
        assertSnapshots(of: toast, as: .frames(times: [0, 0.1, 0.3, 0.6], layout: .sizeThatFits))
    }

    @Test(arguments: [0.1, 0.2, 0.4]) func atTime(_ t: Double) {
        let toast = ToastView()
        toast.show("Parameterized \(t)")
        assertSnapshot(of: toast, as: .image(layout: .sizeThatFits, time: t), named: "t\(Int(t * 10))")
    }
}

@MainActor @Suite struct ListSwiftTestingTests {
    @Test func namesOnAPhone() {
        let nav = UINavigationController(rootViewController: NamesController())
        assertSnapshot(of: nav, as: .image(on: .iPhone12))
    }

    @Test func toastOnAFixedScreen() {
        let toast = ToastView()
        toast.show("Fixed")
        assertSnapshot(of: toast, as: .image(layout: .fixed(width: 300, height: 120), time: 1))
    }
}
