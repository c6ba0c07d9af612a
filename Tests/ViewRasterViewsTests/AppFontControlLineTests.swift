import Testing
import Foundation
import ViewRasterTestSupport
@testable import ViewRasterViews

/// A label, a button's title and a text field lay their text out on a label's line
/// (`Font.layoutLineHeight`), which for an app's own font leaves its line gap out, as IB stores
/// them — not on `Font.lineHeight`, UIKit's `UIFont.lineHeight`, which counts it. The font is a
/// scratch copy of the bundled Liberation Sans (so an app's font): a 2048-unit em, ascender 1854,
/// descender −434, line gap 67; at 17 pt the label's line is (1854 + 434) / 2048 × 17 = 18.992 pt,
/// UIKit's lineHeight (1854 + 434 + 67) / 2048 × 17 = 19.548.
@MainActor
@Suite struct AppFontControlLineTests {
    /// Liberation Sans Regular copied into a scratch folder of this call's own, at `size` points (the
    /// face holds the file's bytes: the folder is removed once it is loaded).
    static func appFont(_ size: CGFloat, _ test: String = #function) throws -> Font {
        let bundled = URL(fileURLWithPath: Font(name: "LiberationSans-Regular", size: size).face.path)
        let folder = try TestPaths.temporaryFolder("AppFontControlLineTests." + test)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("AppSans.ttf")
        try FileManager.default.copyItem(at: bundled, to: copy)
        let font = try Font(file: copy.path, size: size)
        #expect(!font.face.isBundled)
        return font
    }

    /// A one-line label is 18.992 rounded up to the pixel grid: 19 (at @2x 37.98 px → 38, at @3x
    /// 56.98 → 57), where `ceil(font.lineHeight)` is 20.
    @Test func aLabelIsTheLineWithoutTheGap() throws {
        let font = try Self.appFont(17)
        let label = Label(frame: .zero)
        label.font = font
        label.text = "Members"
        #expect(label.intrinsicContentSize.height == 19)
        #expect(ceil(font.lineHeight) == 20)
    }

    /// A custom button's title alone is padded 6 pt above and below its whole-point line:
    /// ceil(18.992) + 12 = 31 (the gap counted would give 32).
    @Test func aButtonTitleIsTheLineWithoutTheGap() throws {
        let button = Button(type: .custom)
        button.titleFont = try Self.appFont(17)
        button.setTitle("Join", for: .normal)
        #expect(button.intrinsicContentSize.height == 31)
    }

    /// A line-bordered field is its line rounded up plus 2: 19 + 2 = 21; an iOS 12 rounded-rect
    /// one (no minimum) 19 + 13 = 32 (the gap counted would give 22 and 33).
    @Test func aTextFieldIsTheLineWithoutTheGap() throws {
        let font = try Self.appFont(17)
        let line = TextField(frame: .zero)
        line.borderStyle = .line
        line.font = font
        #expect(line.intrinsicContentSize.height == 21)
        let rounded = TextField(frame: .zero)
        rounded.borderStyle = .roundedRect
        rounded.roundedRectMinimumHeight = 0
        rounded.font = font
        #expect(rounded.intrinsicContentSize.height == 32)
    }
}
