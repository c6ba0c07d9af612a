/// What a view snapshot asserted off the main actor says: which test forms work with XCTest
/// on Linux (swift-corelibs-xctest) and Swift Testing.
enum MainActorRequirement {
    static let message = """
        View snapshots run on the main actor (views are main-actor objects, as in UIKit), but \
        assertSnapshot was called on another thread. Forms that work: Swift Testing \
        `@MainActor @Test func …()` or a `@MainActor @Suite`; XCTest `@MainActor func test…() async` \
        in a plain XCTestCase, a `@MainActor` XCTestCase whose tests are all `async`, or a plain \
        synchronous `func test…()` wrapping its body in `MainActor.assumeIsolated { … }`. \
        (A `@MainActor` XCTestCase with a synchronous test, or a synchronous `@MainActor func test…()`, \
        crashes swift-corelibs-xctest's test discovery on Linux: "Could not cast value of type … @MainActor".)
        """
}
