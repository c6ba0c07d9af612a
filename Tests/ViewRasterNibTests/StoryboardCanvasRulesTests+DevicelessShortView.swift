import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A scene without a `<device>` stored below an opaque bar at a height shorter than a whole
/// screen (docs/canvas-rules.md, "Scenes"); frames worked out by hand.
extension StoryboardCanvasRulesTests {
    @Test func devicelessSceneStoredShortUnderAnOpaqueBarKeepsItsHeight() throws {
        // Xcode 7's "Any/Any" canvas stores a view under an opaque bar at y = 64 and 600 − 64 =
        // 536 pt tall, already ending at the canvas's bottom: a table pinned to its top and
        // bottom is 536 pt tall, not 536 − 64. Only a view stored at a whole screen's height
        // (667, Xcode 8's) is cut to the screen's bottom (603).
        let constraints = pinnedToEdges("table")
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        func height(tools: String, width: String, stored: String) throws -> CGFloat? {
            let text = storyboard(scene("vc1", rootID: "root", size: "\(width)x\(stored)", subviews: view("table", 0, 0, 10, 10), constraints: constraints, extra: bar),
                                  tools: tools, device: nil)
                .replacingOccurrences(of: #"x="0.0" y="0.0" width="\#(width)" height="\#(stored)""#, with: #"x="0.0" y="64" width="\#(width)" height="\#(stored)""#)
            return try frames(text)["table"]?.height
        }
        #expect(try height(tools: "10117", width: "600", stored: "536") == 536)
        #expect(try height(tools: "5056", width: "320", stored: "504") == 504)
        #expect(try height(tools: "11542", width: "375", stored: "667") == 603)
    }
}
