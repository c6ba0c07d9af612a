import Foundation
import Testing
import ViewRaster

/// The UIKit-spelled list screen of `ListScreenController.swift`: a table its controller
/// drives as data source, in a navigation controller. Frames follow from UIKit's rules (20 pt
/// status bar and 44 pt navigation bar above the safe area, 44 pt rows whose content view
/// stops a hairline short of the row, 16 pt margins); pixels from the colors by hand.
@MainActor
@Suite struct UIKitTableTests {
    /// The list in a navigation controller on an iPhone 8 screen at 1x, laid out.
    func mountedList() -> (Stage, ListScreenController) {
        let stage = Stage(.device(.iPhone8), scale: 1)
        let list = ListScreenController()
        stage.within {
            let window = stage.screen.window
            window.rootViewController = UINavigationController(rootViewController: list)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        return (stage, list)
    }

    @Test func rowsAreLaidOutTopDownBelowTheNavigationBar() throws {
        let (_, list) = mountedList()
        let table = list.tableView
        #expect(table.convert(table.bounds, to: nil) == CGRect(x: 0, y: 64, width: 375, height: 603))
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
        #expect(table.contentSize == CGSize(width: 375, height: 132))
        #expect(list.cellRequests == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        let cells = table.visibleCells
        #expect(cells.map(\.frame) == [0, 44, 88].map { CGRect(x: 0, y: $0, width: 375, height: 44) })
        #expect(cells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        let first = try #require(cells.first as? BadgeCell)
        // At 1x the separator takes 1 pt: the content view is 43 pt tall.
        #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 43))
        // The badge sits at the content view's 16 pt trailing margin, centred vertically.
        let badge = first.badge.convert(first.badge.bounds, to: first.contentView)
        #expect(badge.maxX == 359 && abs(badge.midY - 21.5) <= 0.5 && first.badge.text == "#1")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Banana")
        // A layout pass that changes nothing asks the data source for nothing.
        list.view.window?.layoutIfNeeded()
        #expect(list.cellRequests.count == 3)
    }

    @Test func aFullScreenTableStartsBelowTheBars() throws {
        // The table fills the controller's view, under the 20 pt status bar and the 44 pt
        // navigation bar: UIKit rests it at content offset -64, row 0 at y = 64 on screen.
        let (stage, list) = mountedList()
        let table = list.tableView
        stage.within {
            table.removeFromSuperview()
            table.translatesAutoresizingMaskIntoConstraints = true
            table.frame = list.view.bounds
            list.view.addSubview(table)
            list.view.window?.layoutIfNeeded()
        }
        #expect(table.frame.minY == 0 && table.contentOffset == CGPoint(x: 0, y: -64))
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame.minY == 0 && first.convert(first.bounds, to: nil).minY == 64)
        // An offset the app sets is kept.
        table.contentOffset = CGPoint(x: 0, y: 10)
        stage.within { list.view.window?.layoutIfNeeded() }
        #expect(table.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test func theRenderedListShowsTextAndInsetSeparators() throws {
        let (stage, _) = mountedList()
        let canvas = try stage.render()
        func px(_ x: Int, _ y: Int) -> [Int] {
            let p = canvas.pixel(x: x, y: y); return [Int(p.r), Int(p.g), Int(p.b)]
        }
        // Row 0's separator: y = 64 + 43. separator (60, 60, 67) at alpha 74/255 over the
        // cell's white: 60·74/255 → 17, + 255·181/255 = 198 (67 → 19 + 181 = 200).
        #expect(px(200, 107) == [198, 198, 200])
        #expect(px(374, 151) == [198, 198, 200])   // row 1's, to the right edge
        // The 16 pt inset on the left stays white; so does the row's middle.
        #expect(px(8, 107) == [255, 255, 255] && px(200, 100) == [255, 255, 255])
        // "Apple" in black from x = 16 in row 0.
        var darkest = 255
        for y in 64..<107 { for x in 16..<80 { darkest = min(darkest, px(x, y)[0]) } }
        #expect(darkest < 60)
        // (From y = 65: the navigation bar's hairline lies on y = 64.)
        var leftOfText = 255
        for y in 65..<107 { for x in 0..<15 { leftOfText = min(leftOfText, px(x, y)[0]) } }
        #expect(leftOfText == 255)
    }

    @Test func scrolledOutCellsAreReusedForTheRowsScrolledIn() throws {
        let list = ListScreenController()
        list.items = (1...20).map { "Item \($0)" }
        list.loadViewIfNeeded()
        let table = list.tableView
        table.removeFromSuperview()
        table.translatesAutoresizingMaskIntoConstraints = true
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        table.layoutIfNeeded()
        // 100 pt show rows 0, 1 and 2 (the third from y = 88); 20 rows make 880 pt of content.
        #expect(table.indexPathsForVisibleRows.map(\.row) == [0, 1, 2])
        #expect(table.contentSize == CGSize(width: 320, height: 880))
        let made = table.visibleCells.map { ObjectIdentifier($0) }
        // Scrolled to y = 440 (row 10's top): rows 10, 11 and 12, in the same three cells.
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows.map(\.row) == [10, 11, 12])
        #expect(Set(table.visibleCells.map { ObjectIdentifier($0) }) == Set(made))
        #expect(table.visibleCells.compactMap { ($0 as? BadgeCell)?.reuses } == [1, 1, 1])
        #expect(table.visibleCells.map(\.frame.minY) == [440, 484, 528])
        #expect(table.visibleCells.map { ($0 as? BadgeCell)?.badge.text } == ["#11", "#12", "#13"])
        #expect(list.cellRequests.map(\.row) == [0, 1, 2, 10, 11, 12])
        // reloadData asks again.
        list.items[10] = "Changed"
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.visibleCells.first?.textLabel?.text == "Changed")
        #expect(list.cellRequests.count == 9)
    }

    @Test func anUnregisteredIdentifierIsReportedNotACrash() {
        final class Source: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "nothing", for: indexPath)
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), style: .plain)
        table.dataSource = source
        let (_, log) = ViewDiagnostics.capture { table.layoutIfNeeded() }
        #expect(table.visibleCells.count == 1)
        #expect(log.contains { $0.contains("no class registered for reuse identifier \"nothing\"") })
        #expect(IndexPath(row: 3, section: 2).row == 3 && IndexPath(row: 3, section: 2).section == 2)
    }
}
