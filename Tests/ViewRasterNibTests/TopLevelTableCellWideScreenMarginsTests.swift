import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// UIKit gives a table's cells 20 pt side margins where the screen wants wide content margins
/// (wider than 375 pt) and the table is wider than 320 pt, 16 pt otherwise; IB's canvas lays a
/// top-level cell of Xcode 12 on out as a table of the cell's width on the file's device
/// (docs/canvas-rules.md, "Simulated metrics"). A box on the content view's side margins,
/// 11 pt top and bottom margins; frames by hand.
@MainActor
@Suite struct TopLevelTableCellWideScreenMarginsTests {
    /// A box on the content view's four margins, stored where `side` puts it in a cell
    /// `width` × 60.
    private func cell(width: Int, side: Int) -> String {
        canvasTableCell(width: width, height: 60, marginBoxCellBody(x: side, width: width - 2 * side, height: 38))
    }

    /// A 363 pt cell on an XR (414 pt, wide margins): a table wider than 320 pt has 20 pt
    /// margins although it is narrower than 375.
    @Test func aCellWiderThan320OnAWideScreenHasTwentyPointMargins() throws {
        let (c, _) = try compareLayout(canvasXib(cell(width: 363, side: 20), tools: "19455", device: "retina6_1"))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 11, width: 323, height: 38))
        #expect(c.agree == c.total)
    }

    /// A 320 pt cell on the same XR: a table no wider than 320 pt has 16 pt margins.
    @Test func aThreeHundredTwentyPointCellOnAWideScreenHasSixteen() throws {
        let (c, _) = try compareLayout(canvasXib(cell(width: 320, side: 16), tools: "19455", device: "retina6_1"))
        #expect(c.view("box")?.frame == CGRect(x: 16, y: 11, width: 288, height: 38))
        #expect(c.agree == c.total)
    }

    /// The 363 pt cell on an iPhone 8 (375 pt, no wide margins): 16 pt.
    @Test func theSameCellOnAThreeHundredSeventyFivePointScreenHasSixteen() throws {
        let (c, _) = try compareLayout(canvasXib(cell(width: 363, side: 16), tools: "19455", device: "retina4_7"))
        #expect(c.view("box")?.frame == CGRect(x: 16, y: 11, width: 331, height: 38))
        #expect(c.agree == c.total)
    }

    /// UIKit's rule itself, both halves and the edges of each.
    @Test func theMarginFollowsTheScreenAndTheTableWidth() {
        #expect(TableView.cellSideMargin(tableWidth: 321, screenWidth: 414) == 20)
        #expect(TableView.cellSideMargin(tableWidth: 320, screenWidth: 414) == 16)
        #expect(TableView.cellSideMargin(tableWidth: 600, screenWidth: 375) == 16)
        #expect(TableView.cellSideMargin(tableWidth: 393, screenWidth: 393) == 20)
    }
}
