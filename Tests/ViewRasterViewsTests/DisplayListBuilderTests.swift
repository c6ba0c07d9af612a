import Testing
@testable import ViewRasterViews
import ViewRasterRendering

/// How a tree becomes a display list: folded alpha vs groups, clipping, borders, skipping.
@MainActor
struct DisplayListBuilderTests {
    func ops(_ v: View) -> [DisplayOp] { DisplayListBuilder(scale: 1, time: 0).build(root: v).ops }

    @Test func alphaIsFoldedIntoASingleDrawAndGroupedOtherwise() throws {
        // A: one translucent fill. B: the same pixels made by a subview, so the parent groups.
        let rootA = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        rootA.backgroundColor = .white
        let a = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        a.backgroundColor = .red
        a.alpha = 0.5
        rootA.addSubview(a)
        let rootB = View(frame: rootA.frame)
        rootB.backgroundColor = .white
        let b = View(frame: a.frame)
        b.alpha = 0.5
        for x in [0, 10] {   // two halves that do not overlap
            let half = View(frame: CGRect(x: CGFloat(x), y: 0, width: 10, height: 20))
            half.backgroundColor = .red
            b.addSubview(half)
        }
        rootB.addSubview(b)
        let la = ops(rootA), lb = ops(rootB)
        #expect(!la.contains { if case .beginGroup = $0 { return true }; return false })
        #expect(lb.contains { if case .beginGroup(let o, nil) = $0 { return o == 0.5 }; return false })
        let ca = try Renderer.render(DisplayList(width: 40, height: 40, scale: 1, ops: la))
        let cb = try Renderer.render(DisplayList(width: 40, height: 40, scale: 1, ops: lb))
        #expect(ca.pixels == cb.pixels)
    }

    @Test func overlappingChildrenUnderAlphaAreGroupedNotSummed() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        root.backgroundColor = .white
        let parent = View(frame: root.bounds)
        parent.alpha = 0.5
        for x in [0, 5] {
            let c = View(frame: CGRect(x: CGFloat(x), y: 0, width: 10, height: 10))
            c.backgroundColor = .black
            parent.addSubview(c)
        }
        root.addSubview(parent)
        let canvas = try root.render(scale: 1)
        // Where the two black squares overlap, the group shows them at one 50% alpha.
        #expect(canvas.pixel(x: 7, y: 5) == canvas.pixel(x: 2, y: 5))
        #expect(canvas.pixel(x: 7, y: 5).r == 127 || canvas.pixel(x: 7, y: 5).r == 128)
    }

    @Test func hiddenAndTransparentViewsAreSkipped() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let hidden = View(frame: root.bounds); hidden.backgroundColor = .red; hidden.isHidden = true
        let clear = View(frame: root.bounds); clear.backgroundColor = .red; clear.alpha = 0
        root.addSubview(hidden); root.addSubview(clear)
        #expect(ops(root).isEmpty)
    }

    @Test func clipsToBoundsClipsToTheRoundedShapeAndTheBorderIsOnTop() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let card = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.clipsToBounds = true
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 2
        card.layer.borderColor = .blue
        let fill = View(frame: CGRect(x: -10, y: -10, width: 40, height: 40))
        fill.backgroundColor = .red
        card.addSubview(fill)
        root.addSubview(card)
        let c = try root.render(scale: 1)
        #expect(c.pixel(x: 10, y: 10) == PremultipliedPixel(.white).tuple)   // outside the circle
        #expect(c.pixel(x: 20, y: 20) == PremultipliedPixel(.red).tuple)     // inside
        #expect(c.pixel(x: 20, y: 11) == PremultipliedPixel(.blue).tuple)    // the border, above the red
        #expect(c.pixel(x: 5, y: 20) == PremultipliedPixel(.white).tuple)    // the red is clipped
    }

    @Test func transformsRotateAboutTheCenter() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let bar = View(frame: CGRect(x: 0, y: 18, width: 40, height: 4))
        bar.backgroundColor = .black
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(bar)
        let c = try root.render(scale: 1)
        #expect(c.pixel(x: 20, y: 2).r == 0 && c.pixel(x: 2, y: 20).r == 255)
    }

    /// A view that records one fill and notes what its recorder holds while it draws.
    final class RecordingView: View {
        var seen: [DisplayOp] = []
        override func drawContent(_ recorder: DisplayRecorder) {
            recorder.fill(Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4)), color: .green)
            seen = recorder.ops
        }
    }

    /// Each op as a word or two: what it does and its color or offset.
    func summary(_ ops: [DisplayOp]) -> [String] {
        ops.map { op in
            switch op {
            case .save: "save"
            case .restore: "restore"
            case .concat(let m): "concat \(Int(m.tx)),\(Int(m.ty))"
            case .clip: "clip"
            case .fill(_, let c, _):
                "fill " + (c == .red ? "red" : c == .blue ? "blue" : c == .blue.withAlphaComponent(0.5) ? "blue at 0.5"
                           : c == .green ? "green" : c == .white ? "white" : "\(c)")
            case .beginGroup(let o, _): "group \(o)"
            case .endGroup: "end group"
            default: "\(op)"
            }
        }
    }

    @Test func aTreeIsOneListInDrawingOrderAndARecorderSeesOnlyItsOwnOps() {
        // root (white) ⊃ a at (10, 10), red, clipping, ⊃ [b at (5, 5), blue at alpha 0.5,
        // then c at (0, 0) drawing one green fill itself, over a blue background], and
        // d at (0, 0), 20 × 20, white with a blue border.
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let a = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        a.backgroundColor = .red
        a.clipsToBounds = true
        let b = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        b.backgroundColor = .blue
        b.alpha = 0.5
        let c = RecordingView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        c.backgroundColor = .blue
        let d = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        d.backgroundColor = .white
        d.layer.borderWidth = 1
        d.layer.borderColor = .blue
        a.addSubview(b); a.addSubview(c); root.addSubview(a); root.addSubview(d)
        let list = ops(root)
        #expect(summary(list) == [
            "fill white",                                   // root's background (no move: at 0, 0)
            "save", "concat 10,10",                         // a moved to (10, 10)
            "fill red", "save", "clip",                     // a's background, then its clip
            "save", "concat 5,5", "fill blue at 0.5", "restore",   // b: its one fill, alpha folded in
            "fill blue", "fill green",                      // c: background, then its own content
            "restore", "restore",                           // a's clip, a's move
            "fill white", "fill blue",                      // d: background, border on top
        ])
        // c's recorder saw its own fill only, not the ops drawn before it.
        #expect(summary(c.seen) == ["fill green"])
        #expect(c.seen.first == list[11])
    }

    @Test func recursiveDescriptionNamesClassesFramesAndText() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let l = Label(frame: CGRect(x: 4, y: 5, width: 60, height: 20))
        l.text = "Hi"
        l.accessibilityIdentifier = "greeting"
        l.alpha = 0.5
        root.addSubview(l)
        #expect(root.recursiveDescription(at: 0) == """
        <View frame=(0 0; 100 50)>
           | <Label#greeting frame=(4 5; 60 20) alpha=0.5 text="Hi">

        """)
    }
}

extension PremultipliedPixel {
    var tuple: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { (r, g, b, a) }
}

func == (l: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), r: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    l.r == r.r && l.g == r.g && l.b == r.b && l.a == r.a
}
