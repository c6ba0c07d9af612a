import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterRendering

/// File's Owner of `Tests/Fixtures/xib/ArchiveBasics.xib`: its outlets and action.
final class ArchiveOwner: Responder {
    var view: View?
    var box: View?
    var taps = 0
    override class var connections: ConnectionTable {
        super.connections
            .outlet("view", \ArchiveOwner.view)
            .outlet("box", \ArchiveOwner.box)
            .action("tap:") { (me: ArchiveOwner, _) in me.taps += 1 }
    }
}

/// The archive fixture's custom-class view (`flattenedProperties` "5.CustomClassName").
final class ArchiveBox: View {}

/// Interface Builder 3 `<archive>` xibs load as Xcode 5+ would convert them
/// (`Tests/Fixtures/xib/ArchiveBasics.xib`, written by hand; docs/archive-xib.md): every
/// expectation is worked out from the archive's own values, not read back from a load.
@MainActor
@Suite struct ArchiveXibTests {
    let url = fixturesURL.appendingPathComponent("ArchiveBasics.xib")

    func load() throws -> (ArchiveOwner, NibLoadResult) {
        let registry = NibClassRegistry()
        registry.register(ArchiveBox.self)
        let nib = try Nib(contentsOf: url, options: NibOptions(registry: registry))
        let owner = ArchiveOwner()
        return (owner, try nib.load(owner: owner))
    }

    @Test func documentCarriesToolsVersionClassesAndLabels() throws {
        let doc = try XIBDocument(contentsOf: url)
        // IBDocument.InterfaceBuilderVersion 2844 (Xcode 4.6): below every Xcode 5 toolsVersion.
        #expect(doc.toolsVersion == "2844")
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
        let root = try #require(doc.objects.first { $0.id == "100" })
        #expect(root.subviews.map(\.element) == ["label", "view", "button", "view", "view"])
        let box = try #require(root.subviews.first { $0.id == "104" })
        #expect(box.attributes["customClass"] == "ArchiveBox" && box.attributes["userLabel"] == "Grey Box")
        #expect(box.attributes["tag"] == "7")
        // Errors and warnings name the archive's own lines: the label's <object> is on line 20.
        #expect(root.subviews[0].location.line == 20 && root.subviews[0].location.file == "ArchiveBasics.xib")
        let owner = try #require(doc.objects.first { $0.id == "-1" })
        #expect(owner.attributes["customClass"] == "ArchiveOwner")
    }

    @Test func framesHiddenFlagOutletsAndActionsLoad() throws {
        let (owner, result) = try load()
        let root = try #require(owner.view)
        #expect(root.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
        let label = try #require(result.object(id: "101") as? Label)
        #expect(label.frame == CGRect(x: 20, y: 20, width: 280, height: 40))
        #expect(label.text == "HELLO" && label.textAlignment == .center)
        #expect(owner.box is ArchiveBox && owner.box?.frame == CGRect(x: 150, y: 220, width: 50, height: 50))
        // NSvFlags -2147483356 = 0x80000124: the sign bit hides the view.
        #expect((result.object(id: "105") as? View)?.isHidden == true)
        #expect((result.object(id: "102") as? View)?.isHidden == false)
        let button = try #require(result.object(id: "103") as? Button)
        button.sendActions(for: .touchUpInside)
        #expect(owner.taps == 1)
    }

    @Test func autoresizingMasksFollowAResizedRoot() throws {
        let (owner, result) = try load()
        let root = try #require(owner.view)
        root.frame = CGRect(x: 0, y: 0, width: 420, height: 560)
        root.layoutIfNeeded()
        // Label NSvFlags 290 = 256 + 32 + 2: width and bottom margin flexible: 100 pt wider.
        #expect((result.object(id: "101") as? View)?.frame == CGRect(x: 20, y: 20, width: 380, height: 40))
        // Blue box 289 = 256 + 32 + 1: left and bottom margins flexible: stays 20 pt from the right.
        #expect((result.object(id: "102") as? View)?.frame == CGRect(x: 300, y: 80, width: 100, height: 100))
        // Button 292 = 256 + 32 + 4: right and bottom margins flexible: stays put.
        #expect((result.object(id: "103") as? View)?.frame == CGRect(x: 20, y: 220, width: 100, height: 44))
    }

    @Test func coloursReachThePixels() throws {
        let (owner, _) = try load()
        let root = try #require(owner.view)
        let canvas = try root.render(scale: 1, background: .black)
        #expect(canvas.width == 320 && canvas.height == 460)
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = canvas.pixel(x: x, y: y); return [p.r, p.g, p.b] }
        #expect(rgb(5, 5) == [255, 255, 255])            // NSWhite "1": the white root
        #expect(rgb(250, 130) == [0, 0, 255])            // NSRGB "0 0 1 1", device RGB
        #expect(rgb(175, 245) == [128, 128, 128])        // NSWhite "0.5": 0.5 · 255, as written
        #expect(rgb(160, 430) == [255, 255, 255])        // the hidden red view is not drawn
        // The label's text is red (NSRGB "1 0 0 1") somewhere in its centred line, the
        // button's title green (0, 0.5, 0 → 128) somewhere in its frame.
        var red = false, green = false
        for y in 20..<60 { for x in 20..<300 where rgb(x, y) == [255, 0, 0] { red = true } }
        for y in 220..<264 { for x in 20..<120 where rgb(x, y) == [0, 128, 0] { green = true } }
        #expect(red && green)
    }

    @Test func storedFramesAgreeWithTheCanvas() throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let (comparison, _) = try compareLayout(text, intrinsic: .stored)
        #expect(comparison.total == 5 && comparison.agree == comparison.total)
    }
}
