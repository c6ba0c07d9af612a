import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A stack view whose layout margins the file sets arranges its views inside them: Interface
/// Builder has no switch for `isLayoutMarginsRelativeArrangement` and turns it on with the
/// margins (docs/canvas-rules.md). Frames worked out by hand.
@MainActor
@Suite struct StackViewMarginsCanvasTests {
    /// A 200×100 horizontal stack at the root's top-left holding one view; `margins` goes in the stack.
    func arrangedFrame(margins: String, stackExtra: String = "") throws -> CGRect? {
        let item = canvasView("item", #"x="0.0" y="0.0" width="200" height="100""#)
        let stack = canvasView("stack", #"x="0.0" y="0.0" width="200" height="100""#,
                               "<subviews>\(item)</subviews>\(margins)", extra: stackExtra, element: "stackView")
        let pins = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="stack" firstAttribute="width" constant="200" id="w"/>
            <constraint firstItem="stack" firstAttribute="height" constant="100" id="h"/>
            """
        return try compareLayout(canvasXib(canvasRoot("375x667", stack, pins))).0.view("item")?.frame
    }

    @Test func marginsSetInTheFileInsetTheArrangement() throws {
        // AltStore's AppBannerView (14, 14, 14, 12) and UpdateCollectionViewCell (0, 15, 15, 15),
        // prime-park's ProfileView (1, 8, …): IB stores the arranged views inside the margins.
        let fixed = #"<edgeInsets key="layoutMargins" top="14" left="14" bottom="14" right="12"/>"#
        #expect(try arrangedFrame(margins: fixed) == CGRect(x: 14, y: 14, width: 174, height: 72))
        let directional = #"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="15" bottom="15" trailing="5"/>"#
        #expect(try arrangedFrame(margins: directional) == CGRect(x: 15, y: 0, width: 180, height: 85))
    }

    @Test func withoutMarginsTheArrangementFillsTheStack() throws {
        // No margins in the file: the stack's edges, as before (a stack view's margins are not
        // its arrangement's unless set).
        #expect(try arrangedFrame(margins: "") == CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}
