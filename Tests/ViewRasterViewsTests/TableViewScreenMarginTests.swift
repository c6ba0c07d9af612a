import Testing
import Foundation
@testable import ViewRasterViews

/// A table's cell margins follow UIKit's rule for the screen it is shown on
/// (`_defaultMarginWidthForTableView`): 20 pt on a screen wider than 375 pt once the table is
/// wider than 320 pt, 16 pt otherwise — not the table's width alone (docs/canvas-rules.md,
/// "Simulated metrics"). The screen is the table's window's, else the stage's main screen: the
/// device `render` draws on.
@MainActor
@Suite struct TableViewScreenMarginTests {
    /// A table `width` points wide holding one row, laid out with the stage's main screen.
    func table(width: CGFloat, style: TableView.Style = .plain) -> (TableView, SectionSource) {
        let source = SectionSource([["Wi-Fi"]])
        let t = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 200), style: style)
        t.dataSource = source
        t.delegate = source
        return (t, source)
    }

    /// The leading margin of the first row's content view and where its title starts.
    func firstRow(_ t: TableView) -> (margin: CGFloat?, titleX: CGFloat?) {
        t.layoutIfNeeded()
        let cell = t.cellForRow(at: IndexPath(row: 0, section: 0))
        return (cell?.contentView.layoutMargins.left, cell?.textLabel?.frame.minX)
    }

    @Test func aTableNarrowerThanAWideScreenHasTwentyPointMargins() throws {
        // 350 pt on an iPhone 11 (414 pt): wider than 320 on a screen wider than 375, 20 pt;
        // the table's width alone (350 ≤ 375) gave 16.
        let (wide, keep) = table(width: 350)
        let onEleven = Stage(.device(.iPhone11, orientation: .portrait)).within { firstRow(wide) }
        #expect(onEleven.margin == 20 && onEleven.titleX == 20)
        // The same table on an iPhone 8 (375 pt): 16.
        let (narrow, keep2) = table(width: 350)
        let onEight = Stage(.device(.iPhone8, orientation: .portrait)).within { firstRow(narrow) }
        #expect(onEight.margin == 16 && onEight.titleX == 16)
        withExtendedLifetime((keep, keep2)) {}
    }

    /// The first row's separator's left edge.
    func separatorX(_ t: TableView) -> CGFloat? {
        t.layoutIfNeeded()
        let cell = t.cellForRow(at: IndexPath(row: 0, section: 0))
        cell?.layoutIfNeeded()
        return cell?.separator?.frame.minX
    }

    @Test func theDefaultSeparatorLinesUpWithTheCellsMargin() throws {
        // UIKit's default separators start where the cells' content does: 20 pt on an iPhone 11
        // (a 350 pt table on a 414 pt screen), 16 on an iPhone 8; an inset set is kept as given.
        let (wide, keep) = table(width: 350)
        #expect(Stage(.device(.iPhone11, orientation: .portrait)).within { separatorX(wide) } == 20)
        let (narrow, keep2) = table(width: 350)
        #expect(Stage(.device(.iPhone8, orientation: .portrait)).within { separatorX(narrow) } == 16)
        let (set, keep3) = table(width: 350)
        set.separatorInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        #expect(Stage(.device(.iPhone11, orientation: .portrait)).within { separatorX(set) } == 30)
        #expect(set.separatorInset.left == 30)
        withExtendedLifetime((keep, keep2, keep3)) {}
    }

    @Test func aTableWiderThanANarrowScreenKeepsSixteen() throws {
        // 430 pt on an iPhone 8's 375 pt screen (a table in a scroll view wider than the screen):
        // the screen does not want wide margins, 16 pt; a 430 pt screen gives 20.
        let (t, keep) = table(width: 430)
        let onEight = Stage(.device(.iPhone8, orientation: .portrait)).within { firstRow(t) }
        #expect(onEight.margin == 16 && onEight.titleX == 16)
        let (t2, keep2) = table(width: 430)
        let onMax = Stage(.device(.iPhone15ProMax, orientation: .portrait)).within { firstRow(t2) }
        #expect(onMax.margin == 20 && onMax.titleX == 20)
        withExtendedLifetime((keep, keep2)) {}
    }

    @Test func aTableOfThreeHundredTwentyPointsHasSixteenOnEveryScreen() throws {
        // 320 pt: not wider than 320, 16 pt even on a 430 pt screen.
        let (t, keep) = table(width: 320)
        let onMax = Stage(.device(.iPhone15ProMax, orientation: .portrait)).within { firstRow(t) }
        #expect(onMax.margin == 16 && onMax.titleX == 16)
        withExtendedLifetime(keep) {}
    }

    @Test func aMountedTableTakesItsWindowsScreen() throws {
        // A controller's 343 pt table (16 pt from each side of a 375 … 414 pt root) mounted on
        // a device: the window's screen decides, and inset-grouped sections move with it.
        final class Inset: ViewController {
            let source = SectionSource([["Wi-Fi", "Bluetooth"]])
            let table = TableView(frame: .zero, style: .insetGrouped)
            override func viewDidLoad() {
                super.viewDidLoad()
                table.dataSource = source
                table.delegate = source
                view.addSubview(table)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                table.frame = CGRect(x: (view.bounds.width - 343) / 2, y: 0, width: 343, height: 300)
            }
        }
        for (device, margin) in [(Device.iPhone11, CGFloat(20)), (Device.iPhone8, CGFloat(16))] {
            let stage = Stage(.device(device, orientation: .portrait))
            let controller = Inset()
            stage.mount(controller)
            stage.layout()
            let row = stage.within { controller.table.rectForRow(at: IndexPath(row: 0, section: 0)) }
            // An inset-grouped section is inset by the cell margin on both sides.
            #expect(row.minX == margin && row.width == 343 - 2 * margin)
            stage.unmount()
        }
    }
}
