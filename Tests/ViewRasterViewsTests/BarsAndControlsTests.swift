import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterTesting
import ViewRasterRendering

/// Page control, stepper, date and picker views, search bar, web placeholder and the bars with
/// their items: frames and pixels from UIKit's metrics and colors, derived by hand; the
/// references `Snapshots/BarsAndControlsTests/*.png` were looked at.
@MainActor
struct BarsAndControlsTests {
    /// `c` at `alpha` over white, as source-over gives it (within 1 for 8-bit rounding).
    static func overWhite(_ c: Int, _ alpha: Double) -> Int { Int((Double(c) * alpha + 255 * (1 - alpha)).rounded()) }
    static func near(_ a: UInt8, _ b: Int, _ tolerance: Int = 1) -> Bool { abs(Int(a) - b) <= tolerance }

    /// Counts pixels of `canvas` in the point rect `r` (at `scale`) that satisfy `test`.
    static func count(_ canvas: Canvas, _ r: CGRect, scale: CGFloat, _ test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        var n = 0
        for y in Int(r.minY * scale)..<Int(r.maxY * scale) {
            for x in Int(r.minX * scale)..<Int(r.maxX * scale) {
                let p = canvas.pixel(x: x, y: y)
                if test(p.r, p.g, p.b) { n += 1 }
            }
        }
        return n
    }
    static func isBlue(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { b > 200 && r < 120 && g < 180 }
    static func isDark(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r < 100 && g < 100 && b < 100 }

    final class Fruit: PickerViewDataSource, PickerViewDelegate {
        let rows = ["Apple", "Banana", "Cherry", "Damson", "Elder"]
        func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows.count }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { rows[row] }
    }

    @Test func pageControlStepperAndSearchBar() throws {
        let stage = Stage()
        try stage.within {
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            root.backgroundColor = .white
            let pages = PageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
            pages.numberOfPages = 3
            pages.currentPage = 1
            root.addSubview(pages)
            #expect(pages.dotRect(at: 0) == CGRect(x: 30.5, y: 9.5, width: 7, height: 7))
            let stepper = Stepper(frame: CGRect(x: 120, y: 0, width: 0, height: 0))
            #expect(stepper.frame.size == CGSize(width: 94, height: 32))
            root.addSubview(stepper)
            let search = SearchBar(frame: CGRect(x: 0, y: 40, width: 320, height: 56))
            search.searchBarStyle = .minimal
            root.addSubview(search)
            #expect(search.searchFieldFrame == CGRect(x: 8, y: 10, width: 304, height: 36))
            let web = WebView(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
            web.load(url: URL(string: "https://example.com/")!)
            root.addSubview(web)
            let canvas = try root.render(scale: 2)
            // The current dot (x 50, y 13) is label black; the first (x 34) tertiaryLabel grey.
            let current = canvas.pixel(x: 100, y: 26)
            #expect(current.r == 0 && current.g == 0 && current.b == 0)
            let other = canvas.pixel(x: 68, y: 26)
            #expect(Self.near(other.r, Self.overWhite(60, 0.3), 2) && Self.near(other.b, Self.overWhite(67, 0.3), 2))
            // The stepper's body is tertiarySystemFill (118, 118, 128 at 12 %) over white.
            let body = canvas.pixel(x: 2 * 125, y: 2 * 5)
            #expect(Self.near(body.r, Self.overWhite(118, 0.12)) && Self.near(body.b, Self.overWhite(128, 0.12)))
            // Value 0 is the minimum: the minus (x 143.5) is dimmed, the plus (x 190.5) label black.
            let minus = canvas.pixel(x: 2 * 120 + 47, y: 32)
            #expect(minus.r > 150)
            let plus = canvas.pixel(x: 2 * 190 + 1, y: 32)
            #expect(plus.r < 30)
            // The minimal search bar has no background; its field is tertiarySystemFill.
            let outside = canvas.pixel(x: 6, y: 2 * 68)
            #expect(outside.r == 255 && outside.g == 255 && outside.b == 255)
            let field = canvas.pixel(x: 2 * 300, y: 2 * 68)
            #expect(Self.near(field.r, Self.overWhite(118, 0.12)))
            // "Search" in secondaryLabel grey after the magnifier: grey, not black, pixels.
            #expect(Self.count(canvas, CGRect(x: 38, y: 52, width: 60, height: 30), scale: 2) { r, _, _ in r < 200 } > 30)
            // The web placeholder: systemGray6 inside, systemGray4 border, its name in the middle.
            let inside = canvas.pixel(x: 20, y: 2 * 105)
            #expect(inside.r == 242 && inside.g == 242 && inside.b == 247)
            let border = canvas.pixel(x: 0, y: 2 * 150)
            #expect(border.r == 209 && border.g == 209 && border.b == 214)
            #expect(Self.count(canvas, CGRect(x: 100, y: 130, width: 120, height: 25), scale: 2) { r, _, _ in r < 180 } > 50)
            assertSnapshot(of: canvas, as: .image, named: "controls")
        }
    }

    /// UIKit's date range: a date outside `minimumDate`…`maximumDate` is shown at the limit it
    /// passed; limits that cross (minimum after maximum) are both ignored, as Apple documents.
    @MainActor @Test func datePickerShowsDatesOutsideItsRangeAtTheLimit() {
        let picker = DatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 34))
        let day: TimeInterval = 86_400
        picker.date = Date(timeIntervalSinceReferenceDate: 0)                     // Jan 1, 2001 00:00 UTC
        picker.minimumDate = Date(timeIntervalSinceReferenceDate: 9 * day + 13.5 * 3600)  // Jan 10, 1:30 PM
        #expect(picker.compactTexts == ["Jan 10, 2001", "1:30 PM"])
        picker.date = Date(timeIntervalSinceReferenceDate: 40 * day)              // Feb 10
        picker.maximumDate = Date(timeIntervalSinceReferenceDate: 30 * day)       // Jan 31, 12:00 AM
        #expect(picker.compactTexts == ["Jan 31, 2001", "12:00 AM"])
        picker.minimumDate = Date(timeIntervalSinceReferenceDate: 50 * day)       // after the maximum: both ignored
        #expect(picker.compactTexts == ["Feb 10, 2001", "12:00 AM"])
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 40 * day))    // the date itself is kept
    }

    /// UIKit's minute step: the wheel lists 00, 15, 30, 45 and a date at 10:50 shows 10:45; a
    /// step that does not divide 60 (7) counts as 1.
    @MainActor @Test func datePickerMinuteIntervalStepsTheMinutes() {
        let picker = DatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .wheels
        picker.date = Date(timeIntervalSinceReferenceDate: 10 * 3600 + 50 * 60 + 20)   // 10:50:20 AM UTC
        picker.minuteInterval = 15
        #expect(picker.compactTexts == ["10:45 AM"])
        let minutes = picker.wheelColumns()[1]
        #expect(minutes.rows == ["00", "15", "30", "45"] && minutes.selected == 3)
        picker.minuteInterval = 7
        #expect(picker.compactTexts == ["10:50 AM"])
        #expect(picker.wheelColumns()[1].rows.count == 60 && picker.wheelColumns()[1].selected == 50)
    }

    @Test func datePickerAndPickerView() throws {
        let stage = Stage()
        try stage.within {
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 270))
            root.backgroundColor = .white
            let date = DatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 34))
            date.datePickerMode = .dateAndTime
            #expect(date.datePickerStyle == .compact)
            // Never the wall clock: 2001-01-01 00:00 UTC in en_US_POSIX.
            #expect(date.compactTexts == ["Jan 1, 2001", "12:00 AM"])
            root.addSubview(date)
            let fruit = Fruit()
            let picker = PickerView(frame: CGRect(x: 0, y: 44, width: 320, height: 216))
            picker.dataSource = fruit
            picker.delegate = fruit
            picker.selectRow(2, inComponent: 0, animated: false)
            #expect(picker.selectedRow(inComponent: 0) == 2)
            root.addSubview(picker)
            let canvas = try root.render(scale: 2)
            // Two pills centred in the 320 pt control, tertiarySystemFill; text inside each.
            let widths = date.pillWidths()
            let total = widths[0] + 6 + widths[1]
            let firstPill = (320 - total) / 2
            let pill = canvas.pixel(x: Int(2 * (firstPill + 3)), y: 34)
            #expect(Self.near(pill.r, Self.overWhite(118, 0.12)))
            let gap = canvas.pixel(x: Int(2 * (firstPill + widths[0] + 3)), y: 34)
            #expect(gap.r == 255)
            #expect(Self.count(canvas, CGRect(x: firstPill, y: 0, width: widths[0], height: 34), scale: 2, Self.isDark) > 40)
            // The selection band: 8 pt in from the sides, 32 pt tall around the middle (y 44 + 108).
            let band = canvas.pixel(x: 2 * 12, y: 2 * 152)
            #expect(Self.near(band.r, Self.overWhite(118, 0.12)))
            let beside = canvas.pixel(x: 2 * 4, y: 2 * 152)
            #expect(beside.r == 255)
            // "Cherry" (row 2) is drawn dark on the band, rows above and below lighter.
            #expect(Self.count(canvas, CGRect(x: 120, y: 140, width: 80, height: 24), scale: 2, Self.isDark) > 60)
            assertSnapshot(of: canvas, as: .image, named: "pickers")
        }
    }

    @Test func barsDrawTheirItems() throws {
        let stage = Stage()
        try stage.within {
            let canvas = try BarScene().root.render(scale: 2)
            // "Cancel" from the 16 pt margin and "Done" up to the right margin, in the tint blue.
            #expect(Self.count(canvas, CGRect(x: 16, y: 10, width: 55, height: 24), scale: 2, Self.isBlue) > 60)
            #expect(Self.count(canvas, CGRect(x: 260, y: 10, width: 44, height: 24), scale: 2, Self.isBlue) > 60)
            // The title in label black around the middle.
            #expect(Self.count(canvas, CGRect(x: 135, y: 10, width: 50, height: 24), scale: 2, Self.isDark) > 60)
            // The back chevron (x 8…20) and "Mail" after it are blue. (A bar 70 pt down does not
            // reach up over the bar above it: only a bar just below a status bar does.)
            #expect(Self.count(canvas, CGRect(x: 8, y: 81, width: 12, height: 22), scale: 2, Self.isBlue) > 40)
            #expect(Self.count(canvas, CGRect(x: 26, y: 80, width: 40, height: 24), scale: 2, Self.isBlue) > 40)
            // The toolbar's add glyph at the right margin: its strokes cross at (293, 152).
            let plus = canvas.pixel(x: 2 * 293, y: 2 * 152)
            #expect(Self.isBlue(plus.r, plus.g, plus.b))
            #expect(Self.count(canvas, CGRect(x: 16, y: 140, width: 50, height: 24), scale: 2, Self.isBlue) > 60)
            // The selected tab's title is blue, the other grey.
            #expect(Self.count(canvas, CGRect(x: 0, y: 225, width: 160, height: 14), scale: 2, Self.isBlue) > 20)
            #expect(Self.count(canvas, CGRect(x: 160, y: 225, width: 160, height: 14), scale: 2, Self.isBlue) == 0)
            assertSnapshot(of: canvas, as: .image, named: "bars")
        }
    }
}
