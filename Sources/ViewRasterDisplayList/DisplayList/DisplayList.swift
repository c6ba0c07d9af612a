import Foundation

/// The seam between the view tree and the rasterizer: a canvas size and a list of drawing
/// operations in points. A `Sendable` value that any thread may rasterize.
/// Its JSON form is `../shared/specs/display-list.md` (version 1) plus our version 2 extensions.
public struct DisplayList: Sendable, Equatable {
    public var width: CGFloat
    public var height: CGFloat
    public var scale: CGFloat
    /// nil for a transparent background.
    public var background: Color?
    public var ops: [DisplayOp]

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
    public var pixelHeight: Int { DisplayList.pixels(height * scale) }

    static func pixels(_ v: CGFloat) -> Int { v.isNaN ? 0 : Int(min(max(v.rounded(), -4e15), 4e15)) }
}

/// The fill rule for `fill`.
public enum FillRule: String, Sendable, Hashable { case nonzero, evenodd }
public enum LineCap: String, Sendable, Hashable { case butt, round, square }
public enum LineJoin: String, Sendable, Hashable { case miter, round, bevel }

/// How a stroke is drawn.
public struct StrokeStyle: Sendable, Hashable {
    public var width: CGFloat
    public var cap: LineCap
    public var join: LineJoin
    public var miterLimit: CGFloat
    public init(width: CGFloat, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: CGFloat = 10) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
    }
}

/// A blurred shadow drawn under a group (display list version 2).
public struct Shadow: Sendable, Hashable {
    public var color: Color
    public var offset: CGSize
    /// Core Animation's `shadowRadius`: the blur radius in points.
    public var radius: CGFloat
    public init(color: Color, offset: CGSize, radius: CGFloat) { self.color = color; self.offset = offset; self.radius = radius }
}

/// A run of positioned glyphs from one font face at one size.
public struct GlyphRun: Sendable, Hashable {
    /// The font file (written into JSON as `font`).
    public var fontPath: String
    public var size: CGFloat
    public var color: Color
    /// Glyph ids with their baseline origins in points.
    public var glyphs: [PositionedGlyph]
    public init(fontPath: String, size: CGFloat, color: Color, glyphs: [PositionedGlyph]) {
        self.fontPath = fontPath; self.size = size; self.color = color; self.glyphs = glyphs
    }
}

public struct PositionedGlyph: Sendable, Hashable {
    public var id: UInt32
    public var x: CGFloat
    public var y: CGFloat
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
