import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A top-level table cell's own margins are the ones IB gives its content view by Xcode
/// (docs/canvas-rules.md), so a content view that sets its own margins and preserves its
/// superview's takes the larger. Frames worked out by hand.
@MainActor
@Suite struct TopLevelCellPreservedMarginsTests {
    /// The frame of a view pinned to the leading and trailing margins of a 600 pt cell's content
    /// view whose own margins are 15 left and 8 right and which preserves the cell's.
    func pinnedFrame(tools: String) throws -> CGRect? {
        let sub = canvasView("sub", #"x="15" y="0.0" width="570" height="10""#)
        let cell = canvasTableCell(width: 600, height: 54, extra: #"preservesSuperviewLayoutMargins="YES""#, """
            <subviews>\(sub)</subviews>
            <constraints>
                <constraint firstItem="sub" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t"/>
                <constraint firstItem="sub" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="l"/>
                <constraint firstAttribute="trailingMargin" secondItem="sub" secondAttribute="trailing" id="r"/>
                <constraint firstItem="sub" firstAttribute="height" constant="10" id="h"/>
            </constraints>
            <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="8"/>
            """)
        return try compareLayout(canvasXib(cell, tools: tools, device: "retina4_7")).0.view("sub")?.frame
    }

    @Test func contentViewPreservesTheCellsMarginsByXcode() throws {
        // Xcode 11 on an iPhone 8: the cell's margins are 15 pt, over the content view's own
        // 15 and 8 (LoopKit's TextFieldTableViewCell, 14810.11; Loop's BolusProgressTableViewCell,
        // 16097.3): 15 … 585.
        #expect(try pinnedFrame(tools: "14810.11") == CGRect(x: 15, y: 0, width: 570, height: 10))
        // Xcode 10: a table's margins at the cell's width, 20 pt for 600.
        #expect(try pinnedFrame(tools: "14460.31") == CGRect(x: 20, y: 0, width: 560, height: 10))
        // Xcode 12 on: the narrower of cell and device (375): 16 pt.
        #expect(try pinnedFrame(tools: "20037") == CGRect(x: 16, y: 0, width: 568, height: 10))
    }
}
