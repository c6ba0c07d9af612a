import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Xcode 9.0 (`toolsVersion` 13196) laid a table cell's content view out with Xcode 8's
/// margins, a plain view's 8 pt on every side; Xcode 9.1 (13529) on gave it 11 pt top and
/// bottom margins and a table's side margins (16 pt for a 320 pt cell on an iPhone 8).
/// docs/canvas-rules.md, "Simulated metrics". A box on the content view's four margins in a
/// 320 × 60 cell; frames by hand.
@MainActor
@Suite struct TopLevelTableCellXcode9_0MarginsTests {
    /// A box on the content view's four margins, stored at `x`, `y`, `width` × `height`.
    private func cell(x: Int, y: Int, width: Int, height: Int) -> String {
        canvasTableCell(width: 320, height: 60, marginBoxCellBody(x: x, y: y, width: width, height: height))
    }

    /// Xcode 9.0: 8 pt on every side, as Xcode 8 (3monthiOS' articlesCell, Dentacoin's cells,
    /// mage-ios' observation cells store their views so).
    @Test func xcode9_0GivesTheContentViewEightPointMargins() throws {
        let (c, _) = try compareLayout(canvasXib(cell(x: 8, y: 8, width: 304, height: 44), tools: "13196"))
        #expect(c.view("box")?.frame == CGRect(x: 8, y: 8, width: 304, height: 44))
        #expect(c.agree == c.total)
    }

    /// Xcode 9.1: 11 pt top and bottom, a 320 pt table's 16 pt sides.
    @Test func xcode9_1GivesTheContentViewATablesMargins() throws {
        let (c, _) = try compareLayout(canvasXib(cell(x: 16, y: 11, width: 288, height: 38), tools: "13529"))
        #expect(c.view("box")?.frame == CGRect(x: 16, y: 11, width: 288, height: 38))
        #expect(c.agree == c.total)
    }

    /// The line between the two eras.
    @Test func theLineIsXcode9_1() {
        #expect(NibCanvasMetrics.xcode9_1 > 13196 && NibCanvasMetrics.xcode9_1 <= 13529)
    }
}
