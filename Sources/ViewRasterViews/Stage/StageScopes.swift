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
            let s = Stage(.device(.iPhone8))
            process = s
            return s
        }
        if let s = byTest[scope] { return s }
        let s = Stage(.device(.iPhone8))
        byTest[scope] = s
        return s
    }
}
