import Foundation
import Testing
@testable import ViewRasterViews
import ViewRasterNib

/// `<buttonConfiguration>` loads as `Button.Configuration` (style, texts, image and symbol
/// configuration, placement, paddings, size, corner style, insets, colors, background) and
/// sizes the button as iOS 15 does: the frames below follow from the configuration rules, and
/// the fixture's stored frames are IB's for the first three.
@MainActor
@Suite struct NibButtonConfigurationTests {
    func load() throws -> NibLoadResult {
        try Nib(contentsOf: fixturesURL.appendingPathComponent("ButtonConfigurations.xib"),
                options: NibOptions(registry: NibClassRegistry())).load()
    }

    func frame(_ r: NibLoadResult, _ id: String) throws -> CGRect { try #require(r.object(id: id) as? View).frame }

    /// Equal to a millionth of a point (sums of thirds are not exact in binary).
    func same(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6 }

    func text(_ s: String, _ font: Font) -> CGSize { TextLayout(text: s, font: font).frame(width: nil).usedSize(scale: 3) }

    @Test func configurationsLoad() throws {
        try Stage(.frame, scale: 3).within {
            let r = try load()
            let plain = try #require((r.object(id: "plain") as? Button)?.configuration)
            #expect(plain.style == .plain && plain.title == "Remove All" && plain.buttonSize == .medium)
            let large = try #require((r.object(id: "large") as? Button)?.configuration)
            #expect(large.style == .tinted && large.buttonSize == .large && large.cornerStyle == .large)
            #expect(large.titleFont?.pointSize == 17 && large.titleFont?.fontName == Font.preferredFont(forTextStyle: .headline).fontName)
            let symbol = try #require((r.object(id: "symbol") as? Button)?.configuration)
            #expect(symbol.style == .gray && symbol.imagePlacement == .top && symbol.imagePadding == 4)
            #expect(symbol.image?.isSymbolImage == true && symbol.preferredSymbolConfigurationForImage?.pointSize == 34)
            #expect(symbol.baseForegroundColor != nil)
            let insets = try #require((r.object(id: "insets") as? Button)?.configuration)
            #expect(insets.contentInsets == DirectionalEdgeInsets(top: 2, leading: 30, bottom: 3, trailing: 10))
            #expect(insets.subtitle == "Step 2" && insets.titlePadding == 2 && insets.cornerStyle == .capsule)
            #expect(insets.background.cornerRadius == 4 && insets.background.strokeWidth == 1)
            #expect(insets.background.backgroundColor != nil && insets.background.strokeColor != nil)
            // An attribute the loader does not know is a warning naming it, at the element's line.
            let w = r.warnings.filter { $0.message.contains("futureAttribute") }
            #expect(w.count == 1)
            #expect(w.first?.location.line == 40, "\(w)")
        }
    }

    /// Each button pinned by its top and leading only: its intrinsic size is its frame.
    @Test func framesFollowTheConfiguration() throws {
        try Stage(.frame, scale: 3).within {
            let r = try load()
            let root = try #require(r.object(id: "root") as? View)
            root.layoutIfNeeded()
            let body = Font.preferredFont(forTextStyle: .body)
            // IB's stored frames: 108⅓ × 34⅓, a large headline button 54⅓ tall, an empty one 24 × 14.
            #expect(abs(try frame(r, "plain").height - 103.0 / 3) < 1e-6)
            #expect(abs(try frame(r, "plain").width - (text("Remove All", body).width + 24)) < 1e-6)
            #expect(abs(try frame(r, "large").height - 163.0 / 3) < 1e-6)
            #expect(same(try frame(r, "empty").size, CGSize(width: 24, height: 14)))
            // trash at 34 pt: 40 pt tall, 40 × 117/128 = 36.56 → 36.5 wide; 4 pt, then the title.
            let delete = text("Delete", body)
            let symbol = try frame(r, "symbol").size
            #expect(same(symbol, CGSize(width: max(36.5, delete.width) + 24, height: 40 + 4 + delete.height + 14)), "\(symbol)")
            let sub = text("Step 2", .preferredFont(forTextStyle: .subheadline))
            let next = text("Next", body)
            let insets = try frame(r, "insets").size
            #expect(same(insets, CGSize(width: max(next.width, sub.width) + 40, height: next.height + 2 + sub.height + 5)), "\(insets)")
        }
    }
}
