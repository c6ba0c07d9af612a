import Foundation
import Testing
import ViewRasterDisplayList
@testable import ViewRasterRaster
import ViewRasterOutput

/// Issue 20, case 1: every render has a memory budget. Inputs the review found (nested groups,
/// huge control points, one large PNG named many times) either render with the buffers they
/// hold at once (`MemoryLedger.peak`) under the budget, or stop with the budget's error before
/// allocating; none allocates a layer per level over the whole canvas any more.
@Suite struct MemoryBudgetTests {
    @Test func byteCountsWithSuffixes() throws {
        #expect(try MemoryBudget(parsing: "1G").bytes == 1 << 30)
        #expect(try MemoryBudget(parsing: "512M").bytes == 512 << 20)
        #expect(try MemoryBudget(parsing: "64k").bytes == 64 << 10)
        #expect(try MemoryBudget(parsing: "1048576").bytes == 1_048_576)
        #expect(try MemoryBudget(parsing: "1.5G").bytes == 3 << 29)
        #expect(try MemoryBudget(parsing: "2GB").bytes == 2 << 30)
        #expect(try MemoryBudget(parsing: "3MiB").bytes == 3 << 20)
        #expect(MemoryBudget.default.description == "1G")
        #expect(MemoryBudget(bytes: 3 << 20).description == "3M")
        #expect(MemoryBudget(bytes: 1000).description == "1000")
        for bad in ["", "0", "-1", "1X", "G", "1e9", "abc", "1..5M", "99999999999G", "0.1", "1 G G", "nan", "inf"] {
            #expect(throws: MemoryBudgetError.badValue(bad)) { try MemoryBudget(parsing: bad) }
        }
    }

    @Test func theErrorNamesTheBudgetAndWhatExceededIt() {
        let e = MemoryBudgetError.exceeded(needed: 1_395_864_371, what: "drawing", detail: "for 40 nested layers", budget: .default)
        #expect(e.description == "drawing needs 1.3 GB for 40 nested layers, over --max-memory 1G (raise it with --max-memory)")
    }

    /// 400 nested groups on a 4096² canvas, each with the same 16-pixel square (a deep nest
    /// of small translucent views): each layer covers its content, not the canvas (before:
    /// 400 × 64 MB). A layer is the square with 3-pixel margins, 22 × 22 pixels, 4 bytes each
    /// and 16 per row.
    @Test func nestedGroupsOfSmallContentHoldSmallLayers() throws {
        var ops: [DisplayOp] = []
        for _ in 0..<400 {
            ops.append(.beginGroup(opacity: 0.9, shadow: nil))
            ops.append(.fill(Path(rect: CGRect(x: 1000, y: 1000, width: 16, height: 16)), .black, .nonzero))
        }
        ops += Array(repeating: .endGroup, count: 400)
        let list = DisplayList(width: 4096, height: 4096, scale: 1, background: .white, ops: ops)
        var peak = 0
        let canvas = try Renderer.render(list, budget: .default, peak: &peak)
        #expect(peak == 4096 * 4096 * 4 + 400 * (22 * 22 * 4 + 22 * 16), "peak \(peak)")
        // Black inside every level; the outermost composites it at 0.9 (230/255) over white:
        // 255 · 25 / 255 = 25.
        #expect(canvas.pixel(x: 1008, y: 1008) == (25, 25, 25, 255))
        #expect(canvas.pixel(x: 999, y: 1008) == (255, 255, 255, 255))
    }

    /// The review's shape: 400 nested groups, each a triangle over nearly the whole 4096²
    /// canvas. The layers cannot shrink; the budget stops it before the 16th level's layer.
    @Test func nestedFullCanvasGroupsStopWithTheBudgetError() throws {
        var ops: [DisplayOp] = []
        let side = 4096
        for i in 0..<400 {
            var p = Path()
            p.move(to: CGPoint(x: i, y: i)); p.line(to: CGPoint(x: side - i, y: i)); p.line(to: CGPoint(x: side / 2, y: side - i)); p.close()
            ops.append(.beginGroup(opacity: 0.9, shadow: nil))
            ops.append(.fill(p, Color(r8: 51, g8: 102, b8: 204, a8: 128), .nonzero))
        }
        ops += Array(repeating: .endGroup, count: 400)
        let list = DisplayList(width: CGFloat(side), height: CGFloat(side), scale: 1, background: .white, ops: ops)
        var peak = 0
        do {
            _ = try Renderer.render(list, budget: .default, peak: &peak)
            Issue.record("expected the budget error")
        } catch let e as MemoryBudgetError {
            guard case .exceeded(let needed, let what, let detail, let budget) = e else { Issue.record("\(e)"); return }
            #expect(what == "drawing" && budget == .default && needed > budget.bytes)
            #expect(detail.hasPrefix("for 16 nested layers"), "\(detail)")
            #expect(peak <= MemoryBudget.default.bytes)
        }
    }

    /// A group's layer covers its content: the pixels are the same as with a layer over the
    /// whole canvas. Two nested groups of 0.5 over white, black inside: 255 − 64 = 191.
    @Test func nestedGroupPixelsAreUnchanged() throws {
        let list = DisplayList(width: 20, height: 20, scale: 2, background: .white, ops: [
            .beginGroup(opacity: 0.5, shadow: nil), .beginGroup(opacity: 0.5, shadow: nil),
            .fill(Path(rect: CGRect(x: 2, y: 2, width: 4, height: 4)), .black, .nonzero),
            .endGroup, .endGroup,
            .beginGroup(opacity: 1, shadow: Shadow(color: .black, offset: CGSize(width: 5, height: 0), radius: 0)),
            .fill(Path(rect: CGRect(x: 10, y: 10, width: 2, height: 2)), Color(r8: 255, g8: 0, b8: 0), .nonzero),
            .endGroup,
        ])
        let canvas = try Renderer.render(list)
        #expect(canvas.pixel(x: 6, y: 6) == (191, 191, 191, 255))
        #expect(canvas.pixel(x: 1, y: 1) == (255, 255, 255, 255))
        // The red square at 20…24 px and its black shadow 10 px to the right, outside the content.
        #expect(canvas.pixel(x: 21, y: 21) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 31, y: 21) == (0, 0, 0, 255))
        #expect(canvas.pixel(x: 35, y: 21) == (255, 255, 255, 255))
    }

    /// Group layers use the content's bounds: a layer for the group's small square only.
    @Test func aGroupLayerCoversItsContent() throws {
        let list = DisplayList(width: 1000, height: 1000, scale: 1, background: nil, ops: [
            .beginGroup(opacity: 0.5, shadow: nil),
            .fill(Path(rect: CGRect(x: 100, y: 100, width: 10, height: 10)), .black, .nonzero),
            .endGroup,
        ])
        var peak = 0
        _ = try Renderer.render(list, budget: .default, peak: &peak)
        // The canvas, then a 16×16 (square plus 3 px margins) layer with its row table.
        #expect(peak == 1000 * 1000 * 4 + 16 * 16 * 4 + 16 * 16)
    }

    @Test func aCanvasOverTheBudgetIsRefusedBeforeAllocating() {
        let list = DisplayList(width: 1000, height: 1000, scale: 1, background: .white, ops: [])
        #expect(throws: MemoryBudgetError.exceeded(needed: 4_000_000, what: "the canvas", detail: "for 1000x1000 pixels",
                                                   budget: MemoryBudget(bytes: 1 << 20))) {
            try Renderer.render(list, budget: MemoryBudget(bytes: 1 << 20))
        }
    }

    /// Nested rounded clips under saves each keep a mask; the budget counts the live ones.
    @Test func clipMasksCountAgainstTheBudget() throws {
        var ops: [DisplayOp] = []
        for i in 0..<64 {
            ops.append(.save)
            ops.append(.clip(Path(roundedRect: CGRect(x: i, y: i, width: 1000 - 2 * i, height: 1000 - 2 * i), cornerRadius: 40)))
        }
        ops.append(.fill(Path(rect: CGRect(x: 0, y: 0, width: 1000, height: 1000)), .black, .nonzero))
        let list = DisplayList(width: 1000, height: 1000, scale: 1, background: .white, ops: ops)
        #expect(throws: MemoryBudgetError.self) { try Renderer.render(list, budget: MemoryBudget(bytes: 16 << 20)) }
        var peak = 0
        _ = try Renderer.render(list, budget: .default, peak: &peak)
        #expect(peak > 4_000_000 + 32 * 900 * 900, "peak \(peak)")
    }

    /// 3,000 cubics with control points out to ±1e9 and end points inside a 96² canvas: the
    /// culled path flattens to a bounded number of points (before: 4,096 per cubic, 12 million
    /// points; 30,000 cubics took 2.1 GB), and the fill still draws inside the canvas.
    @Test func hugeControlPointsAreCulledBeforeEdgesAreBuilt() throws {
        var state: UInt64 = 20
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(Int64(bitPattern: state) >> 11) / Double(1 << 52)   // −1 … 1
        }
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        for _ in 0..<3000 {
            path.cubic(to: CGPoint(x: 48 + 40 * next(), y: 48 + 40 * next()),
                       control1: CGPoint(x: 1e9 * next(), y: 1e9 * next()), control2: CGPoint(x: 1e9 * next(), y: 1e9 * next()))
        }
        path.close()
        let area = CGRect(x: 0, y: 0, width: 96, height: 96)
        let before = path.flattened(tolerance: RasterContext.tolerance).reduce(0) { $0 + $1.points.count }
        let culled = path.culled(to: area, margin: 0, pieceSize: 2048)
        let after = culled.flattened(tolerance: RasterContext.tolerance).reduce(0) { $0 + $1.points.count }
        #expect(before > 10_000_000)
        #expect(after < 3000 * 400, "\(after) points")
        let list = DisplayList(width: 96, height: 96, scale: 1, background: .white, ops: [.fill(path, .black, .nonzero)])
        _ = try Renderer.render(list)
    }

    /// A closed shape far left of the area, with control points at −1e9, is culled to lines and
    /// changes no pixel inside (its crossings cancel): the fill is the square's alone.
    @Test func cullingKeepsCoverageInsideTheArea() throws {
        let square = Path(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
        var p = square
        p.move(to: CGPoint(x: -200_000, y: 0))
        p.cubic(to: CGPoint(x: -200_000, y: 40), control1: CGPoint(x: -1e9, y: 0), control2: CGPoint(x: -1e9, y: 40))
        p.line(to: CGPoint(x: -100_000, y: 40))
        p.close()
        let culled = p.culled(to: CGRect(x: 0, y: 0, width: 40, height: 40), margin: 0, pieceSize: 2048)
        #expect(culled.elements.filter { if case .cubic = $0 { true } else { false } }.isEmpty)
        let a = try Renderer.render(DisplayList(width: 40, height: 40, scale: 1, background: .white, ops: [.fill(p, .black, .evenodd)]))
        let b = try Renderer.render(DisplayList(width: 40, height: 40, scale: 1, background: .white, ops: [.fill(square, .black, .evenodd)]))
        #expect(a.pixels == b.pixels)
        #expect(a.pixel(x: 20, y: 20) == (0, 0, 0, 255))
        #expect(a.pixel(x: 5, y: 20) == (255, 255, 255, 255))
    }

    /// 20 image ops naming one PNG share one decoded bitmap; distinct images over the budget
    /// are refused.
    @Test func imagesAreDecodedOncePerSource() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-images-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bitmap = Bitmap(width: 64, height: 64, premultipliedPixels: [UInt8](repeating: 255, count: 64 * 64 * 4))
        try PNG.encode(bitmap).write(to: folder.appendingPathComponent("big.png"))
        let ops = (0..<20).map { #"{"op":"image","src":"big.png","rect":[\#($0),0,8,8]}"# }.joined(separator: ",")
        let json = #"{"format":"viewraster.displaylist/1","width":32,"height":32,"scale":1,"ops":[\#(ops)]}"#
        let list = try DisplayList(json: Data(json.utf8), baseURL: folder.appendingPathComponent("s.json"), source: "s.json")
        let bitmaps = list.ops.compactMap { op -> Bitmap? in if case .image(let b, _, _) = op { b } else { nil } }
        #expect(bitmaps.count == 20 && bitmaps.allSatisfy { $0 === bitmaps[0] })

        let cache = DecodedImageCache(budget: MemoryBudget(bytes: 20_000))
        _ = try cache.image("a") { bitmap }
        _ = try cache.image("a") { Issue.record("decoded twice"); return bitmap }
        #expect(throws: MemoryBudgetError.self) { try cache.image("b") { bitmap } }
    }
}
