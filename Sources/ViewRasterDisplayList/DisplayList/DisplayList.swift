import Foundation

/// The seam between the view tree and the rasterizer: a canvas size and a list of drawing
/// operations in points. A `Sendable` value that any thread may rasterize.
/// Its JSON form is `../shared/specs/display-list.md` (version 1) plus our version 2 extensions.
public struct DisplayList: Sendable, Equatable {
    /// The canvas's width in points.
    public var width: CGFloat
    /// The canvas's height in points.
    public var height: CGFloat
    /// Pixels per point (default 2).
    public var scale: CGFloat
    /// nil for a transparent background.
    public var background: Color?
    /// The drawing operations, in painting order.
    public var ops: [DisplayOp]

    /// A list of `ops` on a `width × height` pt canvas at `scale` (default 2) over `background`
    /// (nil: transparent).
    public init(width: CGFloat, height: CGFloat, scale: CGFloat = 2, background: Color? = nil, ops: [DisplayOp] = []) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.ops = ops
    }

    /// The pixel size of the canvas this list draws into (saturating, NaN as 0, so an absurd
    /// size or scale is refused by `Canvas.checkSize` instead of trapping).
    public var pixelWidth: Int { DisplayList.pixels(width * scale) }
    /// The canvas's height in pixels: `height × scale`, rounded (NaN gives 0).
    public var pixelHeight: Int { DisplayList.pixels(height * scale) }

    static func pixels(_ v: CGFloat) -> Int { v.isNaN ? 0 : Int(min(max(v.rounded(), -4e15), 4e15)) }
}

/// The fill rule for `fill`.
public enum FillRule: String, Sendable, Hashable { case nonzero, evenodd }
/// How a stroke's open ends are drawn (CGLineCap): flat at the end, a half disc, or a half square
/// past it.
public enum LineCap: String, Sendable, Hashable { case butt, round, square }
/// How a stroke's corners are drawn (CGLineJoin): pointed (up to the miter limit), rounded or cut off.
public enum LineJoin: String, Sendable, Hashable { case miter, round, bevel }

/// How a stroke is drawn.
public struct StrokeStyle: Sendable, Hashable {
    /// The line width in points.
    public var width: CGFloat
    /// The shape of the stroke's open ends (default `butt`).
    public var cap: LineCap
    /// The shape of the stroke's corners (default `miter`).
    public var join: LineJoin
    /// The ratio of a miter's length to the line width past which a miter join is drawn bevelled
    /// (default 10, as Core Graphics').
    public var miterLimit: CGFloat
    /// A stroke `width` points wide with `cap`, `join` and `miterLimit`.
    public init(width: CGFloat, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: CGFloat = 10) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
    }
}

/// A blurred shadow drawn under a group (display list version 2).
public struct Shadow: Sendable, Hashable {
    /// The shadow's color (with its opacity in the alpha).
    public var color: Color
    /// The shadow's offset in points (positive y down).
    public var offset: CGSize
    /// Core Animation's `shadowRadius`: the blur radius in points.
    public var radius: CGFloat
    /// A shadow of `color` moved by `offset`, blurred by `radius` points.
    public init(color: Color, offset: CGSize, radius: CGFloat) { self.color = color; self.offset = offset; self.radius = radius }
}

/// A run of positioned glyphs from one font face at one size.
public struct GlyphRun: Sendable, Hashable {
    /// The font file (written into JSON as `font`).
    public var fontPath: String
    /// Which face of the file: 0 for a single-face file, the face's index in a font collection
    /// (`.ttc`, `.otc`) otherwise (written into JSON as `face` when not 0: `docs/display-list-v2.md`).
    public var faceIndex: Int
    /// The largest face index (FreeType takes a collection's face index in 16 bits).
    public static let maximumFaceIndex = 0xFFFF
    /// The font size in points.
    public var size: CGFloat
    /// The glyphs' color.
    public var color: Color
    /// Glyph ids with their baseline origins in points.
    public var glyphs: [PositionedGlyph]
    /// A run of `glyphs` from face `faceIndex` of the font file at `fontPath` (0: its first or
    /// only face), `size` points, in `color`.
    public init(fontPath: String, faceIndex: Int = 0, size: CGFloat, color: Color, glyphs: [PositionedGlyph]) {
        self.fontPath = fontPath; self.faceIndex = faceIndex; self.size = size; self.color = color; self.glyphs = glyphs
    }
}

/// One glyph of a `GlyphRun`: its id in the font and its baseline origin in points.
public struct PositionedGlyph: Sendable, Hashable {
    /// The glyph id in the font (not a character).
    public var id: UInt32
    /// The x of the glyph's baseline origin, in points.
    public var x: CGFloat
    /// The y of the glyph's baseline origin, in points.
    public var y: CGFloat
    /// Glyph `id` with its baseline origin at (`x`, `y`) points.
    public init(id: UInt32, x: CGFloat, y: CGFloat) { self.id = id; self.x = x; self.y = y }
}

/// One drawing operation. Coordinates are in points, under the current transform.
public enum DisplayOp: Sendable, Equatable {
    case save
    case restore
    /// The matrix applies to points first, then the current transform.
    case concat(CGAffineTransform)
    /// Intersects the clip with the path (non-zero rule).
    case clip(Path)
    case fill(Path, Color, FillRule)
    case stroke(Path, Color, StrokeStyle)
    /// Starts a transparent layer; `endGroup` composites it with `opacity` (and draws
    /// `shadow` under it first, version 2).
    case beginGroup(opacity: CGFloat, shadow: Shadow?)
    case endGroup
    /// Draws the image scaled into `rect`, bilinear; `tint` (version 2) replaces the image's
    /// color keeping its alpha, as a template image is drawn.
    case image(Bitmap, CGRect, tint: Color?)
    case glyphs(GlyphRun)
    /// Starts drawing a mask (version 2): the ops up to `endMask` draw into a transparent
    /// layer instead of the target.
    case beginMask
    /// Ends the mask begun by `beginMask` (version 2): the clip is multiplied by the alpha of
    /// what the mask drew (CGContext's clip to a mask, Core Animation's `mask` layer), until the
    /// `restore` of the `save` before it.
    case endMask
}
