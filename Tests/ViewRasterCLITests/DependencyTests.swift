import Foundation
import Testing
import ViewRasterTestSupport

/// The CLI is a program, not a test: it links neither XCTest nor Swift Testing, and it does
/// not load the gallery's classes for a user's xib.
@Suite(.enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct DependencyTests {
    @Test func theBinaryLinksNoTestFramework() throws {
        let data = try Data(contentsOf: try #require(BuiltCLI.binary))
        for library in ["libXCTest.so", "libTesting.so"] {
            #expect(data.range(of: Data(library.utf8)) == nil, "viewraster links \(library)")
        }
    }

    @Test func aUsersXibGetsNoGalleryClasses() throws {
        // LoadingView.xib names the gallery's LoadingView; to the CLI it is a user's file, and a
        // class the program does not have loads as its element's class, with UIKit's warning
        // (inspect lists the warnings with the tree, on standard output).
        let xib = TestPaths.packageRoot.appendingPathComponent("Sources/ViewRasterGallery/Resources/LoadingView.xib")
        let r = try BuiltCLI.run(["inspect", xib.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("LoadingView.xib:12:9: warning: Unknown class LoadingView in Interface Builder file."), "\(r.stdout)")
    }
}
