import Foundation
import ViewRasterDisplayList

/// Per row of a canvas with a background color, the columns whose background no one sees: an
/// opaque, axis-aligned rectangle fill replaces them before any other op draws there, so the
/// background fill can leave them unwritten (`BackgroundFill.fill`) and the pixels are the
/// same. A rectangle fill gives every pixel wholly inside it coverage 255 (`RectCoverage`: the
/// columns between `ceil(minX)` and `floor(maxX)`, the rows between `ceil(minY)` and
/// `floor(maxY)`), and an opaque color at coverage 255 is stored over whatever was there
/// (`SpanBlend.solid`): such a pixel's value does not depend on what was under it.
///
/// Found by one walk over the ops in drawing order (`OpRows`): each row keeps the hull of the
/// columns earlier ops may draw in (their conservative device bounds, as `BackgroundFill`'s
/// drawn rows take them) and at most one span, the widest offered that the hull did not reach
/// when it was offered. Only fills drawn straight onto the canvas count (no clip, no group or
/// mask open); every other op, and every fill, widens the hulls of its rows. Only canvases under
/// `maximumBytes` are covered: there the canvas stays in a core's own cache and the hole saves
/// writes; on a larger one the drawn rows are filled so that the drawing finds them in cache,
/// which a hole would undo (timers @3x, 27 MB, measured 3–8 % slower when covered).
struct BackgroundCover {
    /// The largest canvas covered (less): 4 MB, about a core's own caches (L2 is 0.5–2 MB).
    static let maximumBytes = 4 << 20

    /// Whether the list's canvas is small enough to be covered (`maximumBytes`).
    static func applies(to list: DisplayList) -> Bool {
        MemoryBudget.product(max(0, list.pixelWidth), max(0, list.pixelHeight), 4) < maximumBytes
    }

    /// Per row, the span's first column and one past its last (`x0 >= x1`: none).
    private var spanX0: [Int32], spanX1: [Int32]
    /// Per row, the hull of the columns drawn so far (`x0 >= x1`: none).
    private var hullX0: [Int32], hullX1: [Int32]
    private let width: Int, height: Int
    /// Row updates left before the walk stops looking (a list of many tall ops): spans found
    /// so far stay valid, later rectangles are not taken.
    private var budget: Int
    /// Whether some row has a span.
    private(set) var isEmpty = true

    /// Whether a walk is worth its cost: the opaque rectangle fills from op `first` on drawn
    /// with no clip and no group open add up (at the list's scale, before their transforms,
    /// which move them rather than size them in a view tree's lists) to at least an eighth of
    /// the canvas. A quick look that changes no pixel either way; the walk decides what is covered.
    static func isWorthFinding(in list: DisplayList, from first: Int) -> Bool {
        let pixels = Double(max(0, list.pixelWidth)) * Double(max(0, list.pixelHeight))
        guard pixels > 0, first < list.ops.count else { return false }
        let scale = CGAffineTransform(scaleX: list.scale, y: list.scale)
        var area = 0.0
        // Saves not restored, the save depth of the outermost clip in force (-1: none), groups
        // and masks open.
        var depth = 0, clipDepth = -1, groups = 0
        for index in first..<list.ops.count {
            switch list.ops[index] {
            case .save: depth += 1
            case .restore:
                depth -= 1
                if clipDepth > depth { clipDepth = -1 }
            case .clip: if clipDepth < 0 { clipDepth = depth }
            case .beginGroup, .beginMask: groups += 1
            case .endGroup, .endMask: groups -= 1
            case .fill(let p, let c, _):
                guard clipDepth < 0, groups == 0, isOpaque(c), let r = p.deviceRect(under: scale) else { break }
                area += Double(r.width * r.height)
                if area >= pixels / 8 { return true }
            default: break
            }
        }
        return false
    }

    /// Whether `color` quantizes to alpha 255 (`PremultipliedPixel(color).a == 255`, from the
    /// alpha alone).
    @inline(__always) static func isOpaque(_ color: Color) -> Bool {
        let a = color.alpha
        return a.isFinite && (a * 255).rounded(.toNearestOrAwayFromZero) >= 255
    }

    /// No span yet on a `width × height` canvas.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        spanX0 = [Int32](repeating: 0, count: self.height)
        spanX1 = spanX0
        hullX0 = [Int32](repeating: Int32.max, count: self.height)
        hullX1 = [Int32](repeating: Int32.min, count: self.height)
        budget = 64 * self.height
    }

    /// The uncovered columns of row `y`: `0 ..< x0` and `x1 ..< width` when the row has a span
    /// (`x0 < x1`), else the whole row.
    @inline(__always) func span(_ y: Int) -> (x0: Int, x1: Int) { (Int(spanX0[y]), Int(spanX1[y])) }

    /// Whether row `y` has a span.
    @inline(__always) func covers(_ y: Int) -> Bool { spanX0[y] < spanX1[y] }

    /// Records that an op may draw in `r` (nil: anywhere on the canvas).
    mutating func touch(_ r: PixelRect?) {
        guard budget > 0 else { return }
        let c = (r ?? PixelRect(x0: 0, y0: 0, x1: width, y1: height)).intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        guard !c.isEmpty else { return }
        budget -= c.height
        let x0 = Int32(c.x0), x1 = Int32(c.x1)
        hullX0.withUnsafeMutableBufferPointer { lo in
            hullX1.withUnsafeMutableBufferPointer { hi in
                for y in c.y0..<c.y1 {
                    if x0 < lo[y] { lo[y] = x0 }
                    if x1 > hi[y] { hi[y] = x1 }
                }
            }
        }
    }

    /// Offers the device rectangle `rect` of an opaque rectangle fill drawn onto the canvas, before
    /// the fill's own `touch`: the pixels wholly inside it become spans in the rows no earlier op
    /// reached inside it.
    mutating func offer(_ rect: CGRect) {
        guard budget > 0 else { return }
        // The same clamped values `RectCoverage` starts from.
        let minX = clampCoordinate(Double(rect.minX)), maxX = clampCoordinate(Double(rect.maxX))
        let minY = clampCoordinate(Double(rect.minY)), maxY = clampCoordinate(Double(rect.maxY))
        let inner = PixelRect(x0: Int(minX.rounded(.up)), y0: Int(minY.rounded(.up)),
                              x1: Int(maxX.rounded(.down)), y1: Int(maxY.rounded(.down)))
            .intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        guard !inner.isEmpty else { return }
        budget -= inner.height
        let x0 = Int32(inner.x0), x1 = Int32(inner.x1)
        var found = false
        hullX0.withUnsafeBufferPointer { lo in
            hullX1.withUnsafeBufferPointer { hi in
                spanX0.withUnsafeMutableBufferPointer { s0 in
                    spanX1.withUnsafeMutableBufferPointer { s1 in
                        for y in inner.y0..<inner.y1 where (lo[y] >= x1 || hi[y] <= x0) && x1 - x0 > s1[y] - s0[y] {
                            s0[y] = x0
                            s1[y] = x1
                            found = true
                        }
                    }
                }
            }
        }
        if found { isEmpty = false }
    }
}
