import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterTestSupport

/// A xib's `<attributedString>`: fragments with `<attributes>` (font, colors, kern, underline,
/// strikethrough, paragraph style) become the label's attributed runs and are drawn.
@MainActor
@Suite struct NibAttributedStringTests {
    func load(_ objects: String) throws -> NibLoadResult {
        try Nib(data: Data(xib(objects).utf8), name: "T.xib", options: NibOptions(registry: NibClassRegistry())).load()
    }
    func fills(_ view: View) -> [(CGRect, Color)] {
        view.displayList(scale: 1).ops.compactMap { op -> (CGRect, Color)? in
            if case .fill(let path, let color, _) = op { return (path.controlBounds, color) }
            return nil
        }
    }
    func glyphRuns(_ view: View) -> [GlyphRun] {
        view.displayList(scale: 1).ops.compactMap { op -> GlyphRun? in
            if case .glyphs(let run) = op { return run }
            return nil
        }
    }

    @Test func everyAttributeIsRead() throws {
        let r = try load("""
            <label numberOfLines="0" id="l">
                <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                <attributedString key="attributedText">
                    <fragment content="Under">
                        <attributes>
                            <font key="NSFont" size="20" name="Helvetica"/>
                            <real key="NSKern" value="2.5"/>
                            <integer key="NSUnderline" value="1"/>
                            <color key="NSUnderlineColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="wordWrapping" lineSpacing="6" paragraphSpacing="3" paragraphSpacingBefore="2" lineHeightMultiple="1.5" minimumLineHeight="10" maximumLineHeight="90" firstLineHeadIndent="12" headIndent="4" tailIndent="-8" baseWritingDirection="natural"/>
                        </attributes>
                    </fragment>
                    <fragment>
                        <mutableString key="content"> struck</mutableString>
                        <attributes>
                            <fontDescription key="NSFont" type="boldSystem" pointSize="15"/>
                            <integer key="NSStrikethrough" value="2"/>
                            <color key="NSStrikethroughColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="NSBackgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <font key="NSOriginalFont" size="99" name="Helvetica"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """)
        let l = try #require(r.object(id: "l") as? Label)
        let runs = try #require(l.attributedRuns)
        #expect(l.text == "Under struck")
        #expect(runs.map(\.text) == ["Under", " struck"])
        #expect(runs[0].kern == 2.5 && runs[0].underlineStyle == .single && runs[0].underlineColor == .blue)
        #expect(runs[0].font.pointSize == 20)
        let p = try #require(runs[0].paragraph)
        #expect(p.alignment == .right && p.lineBreakMode == .byWordWrapping)
        #expect(p.lineSpacing == 6 && p.paragraphSpacing == 3 && p.paragraphSpacingBefore == 2 && p.lineHeightMultiple == 1.5)
        #expect(p.minimumLineHeight == 10 && p.maximumLineHeight == 90)
        #expect(p.firstLineHeadIndent == 12 && p.headIndent == 4 && p.tailIndent == -8)
        #expect(runs[1].font == Font.boldSystemFont(ofSize: 15) && runs[1].strikethroughStyle == .thick)
        #expect(runs[1].strikethroughColor == .red && runs[1].backgroundColor == Color(red: 0, green: 1, blue: 0))
        // The label takes the first fragment's alignment and line break mode, as UILabel does.
        #expect(l.textAlignment == .right && l.lineBreakMode == .byWordWrapping)
        // Drawn: the background, then the blue underline and the red strikethrough.
        let colors = fills(l).map(\.1)
        #expect(colors == [Color(red: 0, green: 1, blue: 0), .blue, .red])
    }

    @Test func aMalformedUnderlineNamesTheLine() throws {
        do {
            _ = try load("""
                <label id="l"><attributedString key="attributedText"><fragment content="x"><attributes>
                <integer key="NSUnderline" value="one"/>
                </attributes></fragment></attributedString></label>
                """)
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.file == "T.xib" && e.line == 8 && e.message.contains("value=\"one\""))
        }
    }

    // MARK: The corpus's attributed strings

    func corpusFile(_ folder: String, _ name: String) -> URL? {
        let url = TestPaths.shared.appendingPathComponent("corpus/\(folder)/\(name)")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
    func labels(in view: View) -> [Label] {
        (view as? Label).map { [$0] } ?? view.subviews.flatMap(labels(in:))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: TestPaths.shared.appendingPathComponent("corpus/xib").path)))
    func corpusXibsDrawTheirRuns() throws {
        let alert = try #require(corpusFile("xib", "73153-apple-ios-samples-master__APLProgressAlertViewController.xib"))
        let a = try Nib(contentsOf: alert, options: NibOptions(registry: NibClassRegistry())).load()
        let label = try #require(a.object(id: "vsk-3U-0kA") as? Label)
        #expect(label.text == "Preprocessing Image" && label.font.pointSize == 14)
        #expect(label.textAlignment == .center && label.lineBreakMode == .byWordWrapping)
        #expect(glyphRuns(label).map { Int($0.color.rgba8.r) + Int($0.color.rgba8.g) + Int($0.color.rgba8.b) } == [0])

        let profile = try #require(corpusFile("xib", "prime-concept-prime-park__ProfileView.xib"))
        let p = try Nib(contentsOf: profile, options: NibOptions(registry: NibClassRegistry())).load()
        let textView = try #require(p.object(id: "88Y-J2-Un5") as? TextView)
        let s = try #require(textView.attributedText)
        #expect(s.string.hasPrefix("Наша задача"))
        // Regular and bold 17 pt system runs, in white.
        let runs = glyphRuns(textView)
        #expect(Set(runs.map(\.size)) == [17])
        #expect(Set(runs.map(\.fontPath)).count == 2)
        #expect(runs.allSatisfy { $0.color.rgba8.r == 255 && $0.color.rgba8.g == 255 && $0.color.rgba8.b == 255 })
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: TestPaths.shared.appendingPathComponent("corpus/storyboard").path)))
    func corpusStoryboardsDrawTheirRuns() throws {
        let launch = try #require(corpusFile("storyboard", "bryceco-GoMap__Launch Screen.storyboard"))
        let vc = try #require(try Storyboard(contentsOf: launch, options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
            .instantiateInitialViewController())
        let title = try #require(labels(in: vc.view).first { $0.text == "Go Map!!" })
        #expect(title.font.pointSize == 36 && title.textAlignment == .center && title.lineBreakMode == .byTruncatingTail)
        #expect(glyphRuns(title).first?.color.rgba8.g == 205)   // green 0.8057 in sRGB

        let kyc = try #require(corpusFile("storyboard", "blockchain-My-Wallet-V3-iOS__KYCAddressController.storyboard"))
        let k = try #require(try Storyboard(contentsOf: kyc, options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
            .instantiateInitialViewController())
        let terms = try #require(labels(in: k.view).first { $0.text?.hasPrefix("By hitting Submit") == true })
        let p = try #require(terms.attributedRuns?.first?.paragraph)
        #expect(p.lineSpacing == 4 && p.alignment == .center)
        #expect(terms.font.pointSize == 12)
        // Two 12 pt lines 4 pt apart at IB's stored width: IB stores 32.67 pt.
        let size = terms.textLayout.sizeThatFits(CGSize(width: 343, height: 1000))
        #expect(size.height == (2 * terms.font.lineHeight + 4).rounded(.up))
    }
}
