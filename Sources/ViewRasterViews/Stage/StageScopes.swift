import Foundation
import ViewRasterCTestScope

/// The stages code gets outside any `Stage.within`: one per running test (as told by the
/// test-scope hook ViewRasterTesting provides), else one for the process. A test's stage is
/// an iPhone 8 @2x screen with a clock at t = 0 and an empty notification center.
@MainActor
enum StageScopes {
    private static var process: Stage?
    private static var byTest: [UInt64: Stage] = [:]

    /// The stage of the running test, or the process-wide one.
    static func ambient() -> Stage {
        let scope = vr_current_test_scope()
        if scope == 0 {
            if let process { return process }
            let s = makeStage()
            process = s
            return s
        }
        if let s = byTest[scope] { return s }
        let s = makeStage()
        byTest[scope] = s
        return s
    }

    /// A fresh iPhone 8 stage. Its window is made outside any open animation block: the first
    /// `VirtualClock.current` of a test may come from inside `View.animate`, and the window's
    /// frame must not be recorded as an animation (which would ask for the clock again).
    private static func makeStage() -> Stage {
        let saved = AnimationTransaction.stack
        AnimationTransaction.stack = []
        defer { AnimationTransaction.stack = saved }
        return Stage(.device(.iPhone8))
    }
}
