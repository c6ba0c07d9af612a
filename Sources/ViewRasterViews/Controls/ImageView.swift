import Foundation

/// Shows an image laid out by the content mode (UIImageView). Template images are drawn in
/// the tint color.
@MainActor
open class ImageView: View {
    /// The image shown (nil: nothing is drawn and there is no intrinsic size); its size is the
    /// intrinsic content size.
    public var image: Image? { didSet { invalidateIntrinsicContentSize() } }
    /// The image shown while `isHighlighted` (nil: `image` is shown).
    public var highlightedImage: Image?
    /// Whether `highlightedImage` is shown instead of `image`.
    public var isHighlighted = false
    /// The configuration symbol images are drawn at (UIImageView.preferredSymbolConfiguration),
    /// applied over the image's own.
    public var preferredSymbolConfiguration: Image.SymbolConfiguration? { didSet { invalidateIntrinsicContentSize() } }

    /// `image` as drawn: a symbol at `preferredSymbolConfiguration`.
    func displayed(_ image: Image?) -> Image? {
        guard let image, image.isSymbolImage, let preferredSymbolConfiguration else { return image }
        return image.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? image
    }

    /// An image view showing `image`, its frame the image's size at the origin (zero for nil); user
    /// interaction is off.
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        displayed(image)?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayed(image)?.size ?? .zero }
    /// A symbol image has a baseline (`UIImage.baselineOffsetFromBottom`), near its bottom: the
    /// glyph's own offset is not in the file, so the bottom edge stands in for it. gnosis'
    /// PasscodeViewController (Xcode 12.3) stores a 20 pt checkmark symbol whose first baseline
    /// is pinned to a label's with its bottom on the label's baseline. Other images have none.
    open override var hasBaselineAtBottom: Bool { image?.isSymbolImage == true }

    open override func drawContent(_ recorder: DisplayRecorder) {
        guard let img = displayed(isHighlighted ? highlightedImage ?? image : image) else { return }
        let rect = ImageView.imageRect(for: img.size, in: bounds, mode: contentMode)
        recorder.image(img, in: rect, tint: img.drawingTint(viewTint: tintColor))
    }

    /// Where an image of `size` goes in `bounds` for a content mode.
    public nonisolated static func imageRect(for size: CGSize, in b: CGRect, mode: ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return .zero }
        switch mode {
        case .scaleToFill, .redraw:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let sx = b.width / size.width, sy = b.height / size.height
            let k = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * k, h = size.height * k
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .center:
            return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        case .top:
            return CGRect(x: b.midX - size.width / 2, y: b.minY, width: size.width, height: size.height)
        case .bottom:
            return CGRect(x: b.midX - size.width / 2, y: b.maxY - size.height, width: size.width, height: size.height)
        case .left:
            return CGRect(x: b.minX, y: b.midY - size.height / 2, width: size.width, height: size.height)
        case .right:
            return CGRect(x: b.maxX - size.width, y: b.midY - size.height / 2, width: size.width, height: size.height)
        case .topLeft:
            return CGRect(x: b.minX, y: b.minY, width: size.width, height: size.height)
        case .topRight:
            return CGRect(x: b.maxX - size.width, y: b.minY, width: size.width, height: size.height)
        case .bottomLeft:
            return CGRect(x: b.minX, y: b.maxY - size.height, width: size.width, height: size.height)
        case .bottomRight:
            return CGRect(x: b.maxX - size.width, y: b.maxY - size.height, width: size.width, height: size.height)
        }
    }
}
