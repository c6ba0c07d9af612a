import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterTesting
import ViewRasterRendering
import ViewRasterRaster

/// A data source and delegate of titled sections of plain `.default` cells, for the tests.
@MainActor
final class SectionSource: TableViewDataSource, TableViewDelegate {
    var rows: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var rowHeights: [IndexPath: CGFloat] = [:]
    var headerViews: [Int: View] = [:]
    var style: TableViewCell.CellStyle = .default
    var accessories: [IndexPath: TableViewCell.AccessoryType] = [:]
    var details: [IndexPath: String] = [:]
    init(_ rows: [[String]]) { self.rows = rows }
    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: style, reuseIdentifier: "row")
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        if let d = details[indexPath] { cell.detailTextLabel?.text = d }
        cell.accessoryType = accessories[indexPath] ?? .none
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headers.indices.contains(section) ? headers[section] : nil }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footers.indices.contains(section) ? footers[section] : nil }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { rowHeights[indexPath] ?? tableView.rowHeight }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { headerViews[section] }
}

/// Sections, headers and footers, separators under empty rows, self-sizing rows, cell styles
/// and accessories. Every frame follows from UIKit's rules in `TableViewMetrics` (44 pt rows
/// with a 1 px separator, plain headers 28 pt below 22 pt of top padding, grouped headers
/// 35/17.5/38 pt and footers 17.5 pt, inset-grouped sections inset 16 pt with 10 pt corners);
/// pixels from the colors by hand: the separator (60, 60, 67) at alpha 0.29 (74/255) over
/// white is (198, 198, 200), the grouped background (242, 242, 247).
@MainActor
@Suite struct TableViewSectionTests {
    func table(_ style: TableView.Style, _ source: SectionSource, size: CGSize = CGSize(width: 320, height: 400)) -> TableView {
        let t = TableView(frame: CGRect(origin: .zero, size: size), style: style)
        t.dataSource = source
        t.delegate = source
        return t
    }

    func px(_ canvas: Canvas, _ x: Int, _ y: Int) -> [Int] {
        let p = canvas.pixel(x: x, y: y); return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test func plainSectionsHaveTitledHeadersAndEmptyRowSeparators() throws {
        let source = SectionSource([["Apple", "Banana"], ["Carrot", "Daikon"]])
        source.headers = ["Fruit", "Vegetables"]
        let stage = Stage()
        try stage.within {
            let t = table(.plain, source)
            t.layoutIfNeeded()
            // 22 pt padding, a 28 pt header, two rows; again for section 1.
            #expect(t.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 28))
            #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 44))
            #expect(t.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 320, height: 28))
            #expect(t.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 232, width: 320, height: 44))
            #expect(t.contentSize == CGSize(width: 320, height: 276))
            #expect(t.rectForFooter(inSection: 1).height == 0)
            #expect(t.indexPathsForVisibleRows.count == 4)
            let header = try #require(t.headerView(forSection: 0) as? TableViewHeaderFooterView)
            #expect(header.textLabel?.text == "Fruit" && header.textLabel?.font == .systemFont(ofSize: 17, weight: .semibold))
            let canvas = try t.render(scale: 1)
            // The last row's separator at 276 − 1, then the empty rows' at 319 and 363.
            for y in [275, 319, 363] { #expect(px(canvas, 200, y) == [198, 198, 200], "y \(y)") }
            #expect(px(canvas, 8, 319) == [255, 255, 255] && px(canvas, 200, 340) == [255, 255, 255])
            // "Fruit" in black semibold in the first header, from x = 16.
            var darkest = 255
            for y in 22..<50 { for x in 16..<70 { darkest = min(darkest, px(canvas, x, y)[0]) } }
            #expect(darkest < 60)
            // A footer view stops the empty rows' separators.
            t.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
            t.layoutIfNeeded()
            #expect(t.tableFooterView?.frame == CGRect(x: 0, y: 276, width: 320, height: 10))
            let withFooter = try t.render(scale: 1)
            #expect(px(withFooter, 200, 319) == [255, 255, 255] && px(withFooter, 200, 363) == [255, 255, 255])
        }
    }

    @Test func aTableWithoutRowsDrawsEmptyRowSeparatorsFromTheTop() throws {
        let source = SectionSource([[]])
        try Stage().within {
            let t = table(.plain, source, size: CGSize(width: 320, height: 100))
            let canvas = try t.render(scale: 1)
            #expect(px(canvas, 100, 43) == [198, 198, 200] && px(canvas, 100, 87) == [198, 198, 200])
            #expect(px(canvas, 100, 44) == [255, 255, 255])
        }
    }

    @Test func groupedSectionsSpaceAndStyleTheirHeaders() throws {
        let source = SectionSource([["Apple", "Banana"], ["Carrot", "Daikon"]])
        source.headers = ["Fruit", nil]
        try Stage().within {
            let t = table(.grouped, source)
            t.layoutIfNeeded()
            // A titled header 38 pt; footers 17.5; section 1's untitled header 17.5.
            #expect(t.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 38))
            #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 82)
            #expect(t.rectForFooter(inSection: 0) == CGRect(x: 0, y: 126, width: 320, height: 17.5))
            #expect(t.rectForHeader(inSection: 1) == CGRect(x: 0, y: 143.5, width: 320, height: 17.5))
            #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 161)
            #expect(t.contentSize.height == 266.5)
            let header = try #require(t.headerView(forSection: 0) as? TableViewHeaderFooterView)
            #expect(header.textLabel?.text == "FRUIT" && header.textLabel?.font == .systemFont(ofSize: 13))
            #expect(header.textLabel?.frame.minX == 16 && header.textLabel?.frame.maxY == 32)
            let canvas = try t.render(scale: 1)
            #expect(px(canvas, 200, 130) == [242, 242, 247] && px(canvas, 200, 60) == [255, 255, 255])
            // Row 0 has its separator at 38 + 43; the section's last row none.
            #expect(px(canvas, 200, 81) == [198, 198, 200] && px(canvas, 200, 125) == [255, 255, 255])
            // No empty-row separators below a grouped table's content.
            #expect(px(canvas, 200, 309) == [242, 242, 247])
            // Untitled first section: 35 pt above it.
            source.headers = []
            t.reloadData()
            t.layoutIfNeeded()
            #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
        }
    }

    @Test func insetGroupedSectionsAreInsetAndRounded() throws {
        let source = SectionSource([["Wi-Fi", "Bluetooth"]])
        try Stage().within {
            let t = table(.insetGrouped, source, size: CGSize(width: 375, height: 200))
            t.layoutIfNeeded()
            #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: 35, width: 343, height: 44))
            let canvas = try t.render(scale: 1)
            // Outside the section and at its rounded corner: the grouped gray; inside: white.
            #expect(px(canvas, 8, 60) == [242, 242, 247] && px(canvas, 16, 35) == [242, 242, 247])
            #expect(px(canvas, 17, 60) == [255, 255, 255] && px(canvas, 26, 45) == [255, 255, 255])
            #expect(px(canvas, 358, 122) == [242, 242, 247] && px(canvas, 357, 100) == [255, 255, 255])
            // The separator is inset 16 pt from the section's edge: 32..359 at y = 35 + 43.
            #expect(px(canvas, 40, 78) == [198, 198, 200] && px(canvas, 24, 78) == [255, 255, 255])
        }
        // 20 pt on a screen wider than 375 pt once the table is wider than 320 (a bare stage's
        // screen is an iPhone 8's 375: TableViewScreenMarginTests).
        try Stage(.device(.iPhone15ProMax)).within {
            let t = table(.insetGrouped, source, size: CGSize(width: 430, height: 200))
            t.layoutIfNeeded()
            #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20)
            #expect(t.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.frame.minX == 20)
        }
    }

    @Test func theDelegateSizesRowsAndGivesHeaderViews() throws {
        let source = SectionSource([["Tall", "Short"]])
        source.rowHeights[IndexPath(row: 0, section: 0)] = 60
        let banner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        banner.backgroundColor = Color(r8: 255, g8: 0, b8: 0)
        source.headerViews[0] = banner
        Stage().within {
            let t = table(.plain, source)
            t.layoutIfNeeded()
            // 22 pt padding, the view's own 50 pt, then 60 and 44 pt rows.
            #expect(banner.frame == CGRect(x: 0, y: 22, width: 320, height: 50))
            #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 72, width: 320, height: 60))
            #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 132, width: 320, height: 44))
            #expect(t.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.height == 59.5)   // less 1 px at 2x
            t.sectionHeaderTopPadding = 0
            t.layoutIfNeeded()
            #expect(banner.frame.minY == 0 && t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        }
    }

    @Test func selfSizingRowsTakeTheirContentsConstraints() throws {
        final class BoxCell: TableViewCell {
            let box = View()
            var boxHeight: CGFloat = 100 { didSet { height.constant = boxHeight } }
            lazy var height = box.heightAnchor.constraint(equalToConstant: boxHeight)
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                LayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    contentView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.widthAnchor.constraint(equalToConstant: 40), height,
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath) as! BoxCell
                cell.boxHeight = indexPath.row == 0 ? 100 : 30
                return cell
            }
        }
        let source = Source()
        try Stage().within {
            let t = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            t.register(BoxCell.self, forCellReuseIdentifier: "box")
            t.rowHeight = TableView.automaticDimension
            t.dataSource = source
            t.layoutIfNeeded()
            // 10 + 100 + 10 of content and the 0.5 pt separator (1 px at the stage's 2x); 10 + 30 + 10 + 0.5.
            #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 120.5))
            #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 120.5, width: 320, height: 50.5))
            let first = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)) as? BoxCell)
            #expect(first.contentView.frame.height == 120 && first.box.frame == CGRect(x: 0, y: 10, width: 40, height: 100))
        }
    }

    @Test func plainHeadersFloatAtTheTopWhileTheirSectionShows() throws {
        let source = SectionSource([(1...20).map { "Row \($0)" }, ["Last"]])
        source.headers = ["First", "Second"]
        Stage().within {
            let t = table(.plain, source, size: CGSize(width: 320, height: 200))
            t.contentOffset = CGPoint(x: 0, y: 300)
            t.layoutIfNeeded()
            #expect(t.rectForHeader(inSection: 0).minY == 22)
            #expect(t.headerView(forSection: 0)?.frame.minY == 300)
            #expect(t.indexPathsForVisibleRows.first == IndexPath(row: 5, section: 0))
            // Near the section's end its header is pushed up by it: section 0 ends at 50 + 880.
            t.contentOffset = CGPoint(x: 0, y: 920)
            t.layoutIfNeeded()
            #expect(abs((t.headerView(forSection: 0)?.frame.minY ?? 0) - (930 - 28)) < 0.001)
            #expect(t.headerView(forSection: 1)?.frame.minY == 952)
        }
    }

    @Test func cellStylesPlaceTheirLabelsAndAccessories() throws {
        let source = SectionSource([["Wi-Fi", "Name", "Mail", "Checked"]])
        source.style = .value1
        source.details = [IndexPath(row: 0, section: 0): "Home", IndexPath(row: 1, section: 0): "iPhone"]
        source.accessories = [IndexPath(row: 0, section: 0): .disclosureIndicator, IndexPath(row: 3, section: 0): .checkmark]
        try Stage().within {
            let t = table(.plain, source, size: CGSize(width: 320, height: 200))
            t.layoutIfNeeded()
            let wifi = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
            // The chevron leaves the content view 16 + 14⅓ pt short of the cell's right edge.
            #expect(abs(wifi.contentView.frame.width - (320 - 16 - 43.0 / 3)) < 0.001)
            #expect(wifi.textLabel?.frame.minX == 16)
            let detail = try #require(wifi.detailTextLabel)
            // Beside an accessory the detail stops 8 pt short of the content view's end.
            #expect(detail.textColor == .secondaryLabel && detail.frame.maxX == wifi.contentView.frame.width - 8)
            let name = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(name.detailTextLabel?.frame.maxX == 304)
            let canvas = try t.render(scale: 1)
            // The chevron's tip at x = 303, y = 21.5 in tertiaryLabel (196, 196, 199 at full cover).
            var chevron = 255
            for y in 16..<28 { for x in 296..<305 { chevron = min(chevron, px(canvas, x, y)[0]) } }
            #expect(chevron < 230 && chevron >= 190)
            // The checkmark in the tint color in row 3 (y 132..175).
            var blue = false
            for y in 140..<170 { for x in 285..<305 { let p = px(canvas, x, y); if p[2] > 200 && p[0] < 150 { blue = true } } }
            #expect(blue)
        }
        // Subtitle: the title above the detail, centred as a pair.
        try Stage().within {
            let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.layoutIfNeeded()
            let title = try #require(cell.textLabel?.frame), detail = try #require(cell.detailTextLabel?.frame)
            #expect(title.minX == 16 && detail.minX == 16 && detail.minY == title.maxY + 2)
            #expect(abs((title.minY + detail.maxY) / 2 - 30) <= 0.5)
            #expect(cell.detailTextLabel?.font == .systemFont(ofSize: 12))
            #expect(TableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        }
    }

    @Test func aSettingsScreenLooksAsOnIOS() throws {
        let source = SectionSource([["Wi-Fi", "Bluetooth", "Cellular"], ["General", "Display & Brightness"]])
        source.style = .value1
        source.headers = ["Connections", "Device"]
        source.footers = [nil, "Changes apply to every app."]
        source.details = [IndexPath(row: 0, section: 0): "Home", IndexPath(row: 1, section: 0): "On"]
        source.accessories = [IndexPath(row: 0, section: 0): .disclosureIndicator, IndexPath(row: 1, section: 0): .disclosureIndicator,
                              IndexPath(row: 2, section: 0): .checkmark, IndexPath(row: 0, section: 1): .detailButton,
                              IndexPath(row: 1, section: 1): .detailDisclosureButton]
        try Stage().within {
            let t = table(.insetGrouped, source, size: CGSize(width: 375, height: 380))
            let canvas = try t.render(scale: 2)
            assertSnapshot(of: canvas, as: .image, named: "settings")
        }
    }
}
