import Foundation
import Testing
import ViewRasterNib
import ViewRasterFuzz
import ViewRasterRaster
import ViewRasterOutput

/// Each limit: the default holds, going over it is a clear error, and raising it lets the
/// input through.
@Suite struct LimitTests {
    func refused(_ xml: String, _ limits: XIBParserLimits = .default) throws -> NibError {
        try #require(throws: NibError.self) { _ = try XIBDocument(data: Data(xml.utf8), file: "limit.xib", limits: limits) }
    }

    @Test func xmlDepth() throws {
        let deep = XibTemplates.nested(depth: 140) // 2 elements a level: 280 + 3 deep
        let e = try refused(deep)
        #expect(e.kind == .refused && e.line > 0 && e.message.contains("nested too deeply: more than 256"))
        _ = try XIBDocument(data: Data(deep.utf8), file: "limit.xib", limits: XIBParserLimits(maxDepth: 400))
        _ = try XIBDocument(data: Data(XibTemplates.nested(depth: 100).utf8), file: "limit.xib")
        // Never deeper than the hard maximum, whatever the limit says (the stack would overflow).
        let tooDeep = try refused(XibTemplates.nested(depth: 600), XIBParserLimits(maxDepth: 100_000))
        #expect(tooDeep.message.contains("more than \(XIBParserLimits.hardMaxDepth) levels"))
        var limits = InputLimits()
        #expect(throws: LimitError.self) { try limits.set("--max-xml-depth", to: "1025") }
        try limits.set("--max-xml-depth", to: "1024")
    }

    @Test @MainActor func deepestAcceptedTreeRunsThroughThePipeline() throws {
        // 510 nested clipping, translucent views (1,023 XML levels): loads, lays out, draws.
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("deep.xib")
        try Data(XibTemplates.nested(depth: 510).utf8).write(to: url)
        var limits = InputLimits()
        try limits.set("--max-xml-depth", to: "1024")
        #expect(CaseRunner.run(fileAt: url, kind: .xib, limits: limits) == .ok)
    }

    @Test func xmlElementCount() throws {
        let xml = XibTemplates.constraints(300)
        let e = try refused(xml, XIBParserLimits(maxElements: 100))
        #expect(e.kind == .refused && e.line > 0 && e.message.contains("too many elements: more than 100"))
        _ = try XIBDocument(data: Data(xml.utf8), file: "limit.xib")
    }

    @Test func constraintCount() throws {
        let xml = XibTemplates.constraints(30)
        let e = try refused(xml, XIBParserLimits(maxConstraints: 20))
        #expect(e.kind == .refused && e.message.contains("too many constraints: more than 20"))
        #expect(e.line > 0)
        let doc = try XIBDocument(data: Data(xml.utf8), file: "limit.xib", limits: XIBParserLimits(maxConstraints: 30))
        #expect(doc.allConstraints.count == 30)
        #expect(XIBParserLimits.default.maxConstraints == InputLimits.default.constraints)
    }

    @Test func storyboardConstraintsCountPerScene() throws {
        // Each scene is laid out on its own: three scenes of 30 load under a limit of 40 (90 in
        // the file), one scene of 50 is refused, named as a scene's count, at its 41st constraint.
        let fine = XibTemplates.storyboard(constraintsPerScene: [30, 30, 30])
        let doc = try StoryboardDocument(data: Data(fine.utf8), file: "limit.storyboard", limits: XIBParserLimits(maxConstraints: 40))
        #expect(doc.scenes.count == 3)
        let big = XibTemplates.storyboard(constraintsPerScene: [30, 50])
        let e = try #require(throws: NibError.self) {
            _ = try StoryboardDocument(data: Data(big.utf8), file: "limit.storyboard", limits: XIBParserLimits(maxConstraints: 40))
        }
        #expect(e.kind == .refused && e.message.contains("too many constraints in one scene: more than 40"))
        #expect(e.line > 0 && e.location.file == "limit.storyboard")
        // The whole file at most four times the limit: five scenes of 40 (200) are refused at
        // the 161st, four (160) load.
        let four = XibTemplates.storyboard(constraintsPerScene: [40, 40, 40, 40])
        #expect(try StoryboardDocument(data: Data(four.utf8), file: "limit.storyboard", limits: XIBParserLimits(maxConstraints: 40)).scenes.count == 4)
        let five = XibTemplates.storyboard(constraintsPerScene: [40, 40, 40, 40, 40])
        let all = try #require(throws: NibError.self) {
            _ = try StoryboardDocument(data: Data(five.utf8), file: "limit.storyboard", limits: XIBParserLimits(maxConstraints: 40))
        }
        #expect(all.kind == .refused && all.message.contains("too many constraints in the storyboard's scenes: more than 160"))
    }

    @Test func fontSize() throws {
        let e = try refused(XibTemplates.label(fontSize: "5000"))
        #expect(e.kind == .refused && e.line > 0 && e.message.contains("over the font size limit of 2048"))
        let doc = try XIBDocument(data: Data(XibTemplates.label(fontSize: "5000").utf8), file: "limit.xib",
                                  limits: XIBParserLimits(maxFontSize: 6000))
        #expect(!doc.allObjects.isEmpty)
        _ = try XIBDocument(data: Data(XibTemplates.label(fontSize: "2048").utf8), file: "limit.xib")
    }

    @Test func canvasPixels() throws {
        var limits = InputLimits()
        #expect(throws: LimitError.self) { try limits.checkCanvas(width: 9000, height: 9000, input: "big.json") }
        do { try limits.checkCanvas(width: 9000, height: 9000, input: "big.json") } catch {
            #expect("\(error)".contains("big.json") && "\(error)".contains("--max-canvas-pixels"))
        }
        try limits.set("--max-canvas-pixels", to: "81000000")
        try limits.checkCanvas(width: 9000, height: 9000, input: "big.json")
        #expect(throws: LimitError.self) { try limits.checkCanvas(width: Int.max / 2, height: 3, input: "big.json") }
    }

    @Test @MainActor func canvasPixelsThroughTheRunner() throws {
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("wide.json")
        try Data(#"{"format":"viewraster.displaylist/1","width":20000,"height":20000,"scale":1,"ops":[]}"#.utf8).write(to: url)
        let outcome = CaseRunner.run(fileAt: url, kind: .displayList)
        guard case .cleanError(let m) = outcome else { Issue.record("\(outcome)"); return }
        #expect(m.contains("wide.json") && m.contains("over the limit"))
    }

    @Test @MainActor func imagePixels() throws {
        let png = FuzzSupport.packageRoot.appendingPathComponent("Tests/Fixtures/png/rgba8.png")
        let size = try PNG.read(contentsOf: png)
        var limits = InputLimits()
        limits.imagePixels = size.width * size.height - 1
        let outcome = CaseRunner.run(fileAt: png, kind: .png, limits: limits)
        guard case .cleanError(let m) = outcome else { Issue.record("\(outcome)"); return }
        #expect(m.contains("rgba8.png"))
        limits.imagePixels = size.width * size.height
        #expect(CaseRunner.run(fileAt: png, kind: .png, limits: limits) == .ok)
    }

    @Test func frames() throws {
        var limits = InputLimits()
        try limits.checkFrames(100_000, input: "spin")
        #expect(throws: LimitError.self) { try limits.checkFrames(100_001, input: "spin") }
        try limits.set("--max-frames", to: "200000")
        try limits.checkFrames(100_001, input: "spin")
    }

    /// The xib limits are the parser's own, not a copy of its numbers.
    @Test func xibLimitsAreTheParsers() {
        var limits = InputLimits()
        #expect(limits.xib == XIBParserLimits.default)
        limits.xmlDepth = 300
        limits.fontSize = 99
        #expect(limits.xib.maxDepth == 300 && limits.xib.maxFontSize == 99)
        #expect(InputLimits.default.value(of: "--max-xml-depth") == "\(XIBParserLimits.default.maxDepth)")
        #expect(InputLimits.default.value(of: "--max-font-size") == "\(Int(XIBParserLimits.default.maxFontSize))")
    }

    @Test func flagsRejectBadValues() throws {
        var limits = InputLimits()
        for bad in ["0", "-3", "nan", "inf", "abc", "1e300"] {
            #expect(throws: LimitError.self, "\(bad)") { try limits.set("--max-xml-depth", to: bad) }
        }
        try limits.set("--max-xml-depth", to: "512")
        #expect(limits.xmlDepth == 512 && limits.xib.maxDepth == 512)
        #expect(throws: LimitError.self) { try limits.set("--max-canvas-pixels", to: "\(Canvas.maxPixels + 1)") }
        // Every flag round-trips through `arguments` (what a worker receives).
        var copy = InputLimits()
        let args = limits.arguments
        for i in stride(from: 0, to: args.count, by: 2) { try copy.set(args[i], to: args[i + 1]) }
        #expect(copy == limits)
        #expect(InputLimits.flags.count == 9)
    }
}
