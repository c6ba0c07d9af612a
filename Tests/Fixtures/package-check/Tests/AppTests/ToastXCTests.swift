import XCTest
import ViewRaster
import ViewRasterTesting
import AppViews

final class ToastXCTests: XCTestCase {
    @MainActor func testFadeAsync() async {
        let toast = ToastView()
        toast.show("XCTest async")
        assertSnapshot(of: toast, as: .image(layout: .sizeThatFits, time: 0.25), named: "quarter")
        assertSnapshot(of: toast, as: .image(layout: .sizeThatFits, time: 0.75), named: "done")
    }

    func testFadeSync() {
        MainActor.assumeIsolated {
            let toast = ToastView()
            toast.show("XCTest sync")
            assertSnapshot(of: toast, as: .image(layout: .sizeThatFits, time: 0.4))
        }
    }
}

@MainActor final class ListXCTests: XCTestCase {
    func testNames() async {
        assertSnapshot(of: UINavigationController(rootViewController: NamesController()), as: .image(on: .iPhone8))
    }
}
