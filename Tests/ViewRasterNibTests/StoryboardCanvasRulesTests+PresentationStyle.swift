import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A presented scene whose segue names no presentation style takes its controller's own
/// `modalPresentationStyle` (docs/canvas-rules.md, "Scenes"); frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// vc1 (on no navigation stack) presents vc2 by a segue of `kind` with `segueStyle`; vc2's
    /// controller says `controllerStyle`; vc2's view `size` holds `sub` pinned to the safe
    /// area's top. Returns `sub`'s y.
    func presentedTop(kind: String, segueStyle: String?, controllerStyle: String?, size: String) throws -> CGFloat? {
        let style = segueStyle.map { #" modalPresentationStyle="\#($0)""# } ?? ""
        let first = scene("vc1", rootID: "first", size: "414x736", subviews: "", constraints: "",
                          extra: #"<connections><segue destination="vc2" kind="\#(kind)"\#(style) id="seg-present"/></connections>"#)
        var second = scene("vc2", rootID: "root", size: size, subviews: view("sub", 20, 0, 10, 10), constraints: pinned(to: "root-sa"))
        if let controllerStyle {
            second = second.replacingOccurrences(of: #"<viewController id="vc2""#,
                                                 with: #"<viewController modalPresentationStyle="\#(controllerStyle)" id="vc2""#)
        }
        return try frames(storyboard(first + second, tools: "22154", device: "retina5_5"))["sub"]?.minY
    }

    @Test func aControllerPresentedFullScreenByItsOwnStyleIsNoSheet() throws {
        // UIKit presents a controller with its own modalPresentationStyle; a segue set to "Same
        // as Destination" writes none. On an iPhone 8 Plus of Xcode 14.3 a full-screen scene has
        // the 20 pt status bar in its safe area; a page sheet starts below it (0).
        #expect(try presentedTop(kind: "show", segueStyle: nil, controllerStyle: "fullScreen", size: "414x736") == 20)
        #expect(try presentedTop(kind: "show", segueStyle: nil, controllerStyle: "overCurrentContext", size: "414x736") == 20)
        #expect(try presentedTop(kind: "presentation", segueStyle: nil, controllerStyle: "fullScreen", size: "414x736") == 20)
        // Without a style of its own, or set to a sheet, it is a sheet.
        #expect(try presentedTop(kind: "show", segueStyle: nil, controllerStyle: nil, size: "414x716") == 0)
        #expect(try presentedTop(kind: "presentation", segueStyle: nil, controllerStyle: "pageSheet", size: "414x716") == 0)
    }

    @Test func aSegueStyleWinsOverTheControllers() throws {
        // The segue's own "Presentation" replaces the destination's style.
        #expect(try presentedTop(kind: "presentation", segueStyle: "pageSheet", controllerStyle: "fullScreen", size: "414x716") == 0)
        #expect(try presentedTop(kind: "presentation", segueStyle: "fullScreen", controllerStyle: "pageSheet", size: "414x736") == 20)
    }
}
