import Testing
import Foundation
import ViewRasterRaster
import ViewRasterViews
import ViewRasterTesting

/// Each test has its own stage (clock, main screen, notification center): these tests run in
/// parallel, interleave on the main actor at every `await`, and render timed animations at
/// times that would run the clock back if they shared one — in whichever order they run.
@MainActor
struct IsolationTests {
    /// A 10×10 red view fading in from alpha 0 over one second (linear), on this test's clock.
    func fadingView() -> View {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        v.alpha = 0
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 1 })
        return v
    }

    /// The green channel of the view's middle pixel over white at `time`: 255·(1 − alpha).
    func green(_ v: View, at time: TimeInterval) throws -> Int {
        Int(try Renderer.render(v.displayList(scale: 1, time: time, background: .white)).pixel(x: 5, y: 5).g)
    }

    func renders(late: Bool) async throws {
        #expect(VirtualClock.current.now == 0, "a test's clock starts at t = 0")
        let v = fadingView()
        await Task.yield()
        let (first, second) = late ? (0.75, 0.9) : (0.25, 0.5)
        #expect(abs(try green(v, at: first) - Int((255 * (1 - first)).rounded())) <= 1)
        await Task.yield()
        #expect(VirtualClock.current.now == first)
        await Task.yield()
        #expect(abs(try green(v, at: second) - Int((255 * (1 - second)).rounded())) <= 1)
    }

    @Test func lateTimesFirst() async throws { try await renders(late: true) }
    @Test func earlyTimesSecond() async throws { try await renders(late: false) }
    @Test func earlyTimesFirst() async throws { try await renders(late: false) }
    @Test func lateTimesSecond() async throws { try await renders(late: true) }

    /// Cases of a parameterized test run in parallel too, each on a clock of its own.
    @Test(arguments: [0.8, 0.2, 0.6, 0.4])
    func eachCaseHasItsOwnClock(time: TimeInterval) async throws {
        #expect(VirtualClock.current.now == 0)
        let v = fadingView()
        await Task.yield()
        #expect(abs(try green(v, at: time) - Int((255 * (1 - time)).rounded())) <= 1)
    }

    /// The snapshot strategy renders on the test's clock: `.image(time:)` in a test that does
    /// not share a clock with the others never meets a clock another test ran forward.
    @Test func snapshotAtATimeUsesTheTestsClock() async throws {
        let v = fadingView()
        await Task.yield()
        let failure = withSnapshotTesting(record: .never) {
            verifySnapshot(of: v, as: .image(scale: 1, time: 0.1), named: "absent")
        }
        // No reference is recorded (record: .never), so the check fails — for that reason only.
        #expect(failure?.contains("earlier than the virtual clock") == false)
        #expect(VirtualClock.current.now == 0.1)
    }

    /// Each test's main screen and notification center are its own.
    @Test func screenAndNotificationCenterAreTheTestsOwn() async {
        let screen = Screen.main, center = NotificationCenter.shared
        await Task.yield()
        #expect(Screen.main === screen && NotificationCenter.shared === center)
        #expect(screen.bounds.size == CGSize(width: 375, height: 667) && screen.scale == 2)
    }
}
