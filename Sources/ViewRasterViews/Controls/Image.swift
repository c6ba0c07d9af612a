import Foundation

/// An image (UIImage): a decoded bitmap with its point size and rendering mode.
@MainActor
public final class Image {
    /// How the image is drawn: its own colors, or only its alpha in the tint color.
    public enum RenderingMode: Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The decoded pixels (for a placeholder, one transparent pixel).
    public let bitmap: Bitmap
    /// How the image is drawn (default `automatic`: a template only where the view says so, as a
    /// system button does).
    public let renderingMode: RenderingMode
    /// The name it was loaded by, if any.
    public let name: String?
    /// For a placeholder (a missing image, an SF Symbol): its size in points. It is drawn as
    /// vector paths (`DisplayRecorder.image(_:in:tint:)`), holding no pixels: `bitmap` is a
    /// single transparent pixel whose `source` is `placeholder:NAME`.
    public let placeholderSize: CGSize?
    /// True for an SF Symbol (`Image(systemName:)`, `catalog="system"`): drawn as a rounded
    /// outline in the tint color at the symbol's size.
    public private(set) var isSymbolImage = false
    /// A symbol's configuration (UIImage.symbolConfiguration); nil for other images.
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// A symbol's artwork aspect (width / height), from the xib's `<resources>` when known.
    var symbolAspect: CGFloat = 1
    /// The color `withTintColor(_:)` gave: drawn in it instead of the view's tint.
    public internal(set) var tintColor: Color?
    /// A resizable image's cap insets and mode (`resizableImage(withCapInsets:resizingMode:)`).
    var resizing: Resizing?
    /// Whether the image is drawn mirrored where the drawing view's layout direction is right
    /// to left (UIImage.flipsForRightToLeftLayoutDirection): set by
    /// `imageFlippedForRightToLeftLayoutDirection()`, and for the SF Symbols that point
    /// backward or forward (`chevron.backward`, `arrow.forward`, … — a name component after the
    /// first; not `forward.fill` and the other playback symbols, nor `chevron.left`/`arrow.right`,
    /// which name a fixed direction).
    public internal(set) var flipsForRightToLeftLayoutDirection = false

    /// An image of `bitmap`'s pixels, its size in points the bitmap's pixels divided by its scale.
    public init(bitmap: Bitmap, renderingMode: RenderingMode = .automatic, name: String? = nil) {
        self.bitmap = bitmap
        self.renderingMode = renderingMode
        self.name = name
        self.placeholderSize = nil
    }

    /// A placeholder of `size` points: a light-gray box with a darker frame and diagonals,
    /// drawn as paths at any size without a bitmap.
    public init(placeholderOfSize size: CGSize, renderingMode: RenderingMode = .automatic, name: String? = nil) {
        // One transparent pixel (4 bytes), named as a placeholder's source always was.
        self.bitmap = Bitmap(width: 1, height: 1, premultipliedPixels: [0, 0, 0, 0], source: "placeholder:\(name ?? "")")
        self.renderingMode = renderingMode
        self.name = name
        self.placeholderSize = size
    }

    /// The placeholder of an SF Symbol `name` at `configuration`'s size (artwork `aspect` wide
    /// per unit of height), a template image unless `renderingMode` says otherwise.
    public convenience init(symbolPlaceholder name: String, configuration: SymbolConfiguration = SymbolConfiguration(scale: .default),
                            aspect: CGFloat = 1, renderingMode: RenderingMode = .alwaysTemplate) {
        self.init(placeholderOfSize: configuration.symbolSize(aspect: aspect), renderingMode: renderingMode, name: name)
        isSymbolImage = true
        symbolConfiguration = configuration
        symbolAspect = aspect
        flipsForRightToLeftLayoutDirection = Self.isDirectionalSymbolName(name)
    }

    /// Whether an SF Symbol's name says it points backward or forward (a component after the
    /// first is `backward` or `forward`), so UIKit mirrors it right to left.
    nonisolated static func isDirectionalSymbolName(_ name: String) -> Bool {
        name.split(separator: ".").dropFirst().contains { $0 == "backward" || $0 == "forward" }
    }

    /// A copy drawn mirrored in a right-to-left layout
    /// (UIImage.imageFlippedForRightToLeftLayoutDirection()).
    public func imageFlippedForRightToLeftLayoutDirection() -> Image {
        let img = copy(renderingMode: renderingMode)
        img.flipsForRightToLeftLayoutDirection = true
        return img
    }

    /// The size in points (pixels divided by the image's scale).
    public var size: CGSize { placeholderSize ?? bitmap.size }
    /// Pixels per point: the bitmap's scale, 1 for a placeholder.
    public var scale: CGFloat { placeholderSize == nil ? bitmap.scale : 1 }

    /// A copy with this image's extra state (symbol, tint) and `mode`.
    private func copy(renderingMode mode: RenderingMode, configuration: SymbolConfiguration? = nil) -> Image {
        let img: Image
        if isSymbolImage {
            img = Image(symbolPlaceholder: name ?? "", configuration: configuration ?? symbolConfiguration ?? SymbolConfiguration(scale: .default),
                        aspect: symbolAspect, renderingMode: mode)
        } else if let placeholderSize {
            img = Image(placeholderOfSize: placeholderSize, renderingMode: mode, name: name)
        } else {
            img = Image(bitmap: bitmap, renderingMode: mode, name: name)
        }
        img.tintColor = tintColor
        img.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
        img.resizing = resizing.map { Resizing(capInsets: $0.capInsets, mode: $0.mode) }
        return img
    }

    /// A copy drawn with `mode` (UIImage.withRenderingMode(_:)), keeping the symbol, tint and resizing.
    public func withRenderingMode(_ mode: RenderingMode) -> Image { copy(renderingMode: mode) }

    /// The image drawn in `color` (its alpha as a template), whatever view shows it
    /// (UIImage.withTintColor(_:)).
    public func withTintColor(_ color: Color) -> Image {
        let img = copy(renderingMode: .alwaysTemplate)
        img.tintColor = color
        return img
    }

    /// `withTintColor(_:)` with a rendering mode (`.alwaysOriginal` keeps the color even where
    /// views would tint).
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        let img = copy(renderingMode: renderingMode)
        img.tintColor = color
        return img
    }

    /// A symbol at another configuration (UIImage.withConfiguration); other images unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard isSymbolImage else { return self }
        return copy(renderingMode: renderingMode, configuration: configuration)
    }

    /// A symbol with `configuration` applied over its own (UIImage.applyingSymbolConfiguration).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard isSymbolImage else { return nil }
        return withConfiguration((symbolConfiguration ?? SymbolConfiguration(scale: .default)).applying(configuration))
    }

    /// The color this image is drawn in, given the view's tint: its own tint color, else the
    /// view's for a template, else none (its own colors).
    public func drawingTint(viewTint: Color?) -> Color? {
        if let tintColor { return tintColor }
        return renderingMode == .alwaysTemplate ? viewTint : nil
    }
}
