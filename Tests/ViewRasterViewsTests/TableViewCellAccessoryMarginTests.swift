import Testing
import Foundation
@testable import ViewRasterViews

/// A cell's content view in a table: the table's side margin on both sides, but a view's own
/// 8 pt on the side of an accessory (docs/canvas-rules.md, "Top-level views": every cell with
/// an accessory and a view on its trailing margin that IB's canvas laid out stores 8 pt).
@MainActor
@Suite struct TableViewCellAccessoryMarginTests {
    @Test func theContentViewKeepsEightPointsBesideAnAccessory() throws {
        let source = SectionSource([["Plain", "Chevron", "Check"]])
        source.accessories = [IndexPath(row: 1, section: 0): .disclosureIndicator, IndexPath(row: 2, section: 0): .checkmark]
        Stage().within {
            let t = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            t.dataSource = source
            t.delegate = source
            t.layoutIfNeeded()
            let margins = (0..<3).map { t.cellForRow(at: IndexPath(row: $0, section: 0))?.contentView.layoutMargins }
            // 320 pt wide: the table's 16 pt at the leading side of every row.
            #expect(margins.map { $0?.left } == [16, 16, 16])
            #expect(margins.map { $0?.right } == [16, 8, 8])
        }
    }
}
