import Foundation

/// Where a configured button's content goes: the title and subtitle (one line each, measured
/// on the pixel grid as labels are), the image at its symbol size (or the activity indicator
/// in its place), stacked by `imagePlacement` with `imagePadding` and `titlePadding`, inside
/// `contentInsets` (leading and trailing swap right to left). The intrinsic size is the
/// content plus the insets, rounded up to the pixel grid.
@MainActor
struct ButtonConfigurationLayout {
    let configuration: Button.Configuration
    let direction: UserInterfaceLayoutDirection
    let scale: CGFloat
    /// The title's and subtitle's text, nil when empty.
    let title: TextLayout?
    let subtitle: TextLayout?
    let titleSize: CGSize
    let subtitleSize: CGSize
    /// The image as drawn (a symbol at its configured size), nil without one or with the
    /// indicator in its place.
    let image: Image?
    /// The image's (or the indicator's) size; zero without either.
    let imageSize: CGSize

    /// The frames of the parts in a button's bounds.
    struct Frames {
        var image: CGRect?
        var title: CGRect?
        var subtitle: CGRect?
    }

    init(_ c: Button.Configuration, traits: TraitCollection, direction: UserInterfaceLayoutDirection, scale: CGFloat) {
        configuration = c
        self.direction = direction
        self.scale = scale.isFinite && scale >= 1 ? scale : 1
        let category = traits.preferredContentSizeCategory
        let titleFont = DynamicTypeSizes.font(c.titleFont ?? .preferredFont(forTextStyle: ButtonConfigurationMetrics.titleStyle(c.buttonSize)), for: category)
        let subtitleFont = DynamicTypeSizes.font(c.subtitleFont ?? .preferredFont(forTextStyle: ButtonConfigurationMetrics.subtitleStyle(c.buttonSize)), for: category)
        title = Self.text(c.attributedTitle, c.title, font: titleFont)
        subtitle = Self.text(c.attributedSubtitle, c.subtitle, font: subtitleFont)
        let s = self.scale
        titleSize = title?.frame(width: nil).usedSize(scale: s) ?? .zero
        subtitleSize = subtitle?.frame(width: nil).usedSize(scale: s) ?? .zero
        if c.showsActivityIndicator {
            // A medium indicator (20 pt) scaled with the title's size, as UIKit sizes it to the text.
            let side = ((20 * titleFont.pointSize / 17) * s).rounded() / s
            image = nil
            imageSize = CGSize(width: side, height: side)
        } else if let img = c.image {
            image = Self.sized(img, preferred: c.preferredSymbolConfigurationForImage, pointSize: titleFont.pointSize)
            imageSize = image?.size ?? .zero
        } else {
            image = nil
            imageSize = .zero
        }
    }

    /// The text of an attributed or plain string in `font`, nil when empty.
    private static func text(_ attributed: NSAttributedString?, _ plain: String?, font: Font) -> TextLayout? {
        if let attributed, attributed.length > 0 {
            return TextLayout(runs: AttributedRun.runs(attributed, font: font), font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        }
        guard let plain, !plain.isEmpty else { return nil }
        return TextLayout(text: plain, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    }

    /// A symbol at the preferred configuration over its own, at the title's point size when
    /// neither names one; other images as they are.
    static func sized(_ image: Image, preferred: Image.SymbolConfiguration?, pointSize: CGFloat) -> Image {
        guard image.isSymbolImage else { return image }
        var conf = (image.symbolConfiguration ?? Image.SymbolConfiguration(scale: .default)).applying(preferred)
        if conf.pointSize == nil && conf.textStyle == nil { conf.pointSize = pointSize }
        return image.withConfiguration(conf)
    }

    var hasText: Bool { titleSize != .zero || subtitleSize != .zero }
    var hasImage: Bool { imageSize != .zero }
    private var isVertical: Bool { configuration.imagePlacement == .top || configuration.imagePlacement == .bottom }

    /// The title and subtitle block.
    var textSize: CGSize {
        let pad = titleSize != .zero && subtitleSize != .zero ? configuration.titlePadding : 0
        return CGSize(width: max(titleSize.width, subtitleSize.width), height: titleSize.height + pad + subtitleSize.height)
    }

    /// The image and text block together.
    var contentSize: CGSize {
        let t = textSize, i = imageSize
        let pad = hasText && hasImage ? configuration.imagePadding : 0
        return isVertical ? CGSize(width: max(t.width, i.width), height: i.height + pad + t.height)
                          : CGSize(width: i.width + pad + t.width, height: max(i.height, t.height))
    }

    /// The content plus the insets, rounded up to the pixel grid (UIButton's
    /// `intrinsicContentSize` with a configuration).
    var intrinsicSize: CGSize {
        let c = contentSize, i = configuration.contentInsets
        func up(_ v: CGFloat) -> CGFloat { ((v * scale) - 1e-9).rounded(.up) / scale }
        return CGSize(width: up(c.width + i.leading + i.trailing), height: up(c.height + i.top + i.bottom))
    }

    /// The parts' frames in `bounds`, the content aligned by `horizontal` and `vertical` inside
    /// the insets (centered by default) and mirrored right to left.
    func frames(in bounds: CGRect, horizontal: Button.ContentHorizontalAlignment,
                vertical: Button.ContentVerticalAlignment) -> Frames {
        let inner = bounds.inset(by: configuration.contentInsets.edgeInsets(for: direction))
        let rtl = direction == .rightToLeft
        var size = contentSize
        // Text narrower than it needs is truncated: the content never leaves the insets.
        size.width = min(size.width, max(0, inner.width))
        let x0: CGFloat
        switch horizontal {
        case .left: x0 = inner.minX
        case .right: x0 = inner.maxX - size.width
        case .leading, .fill: x0 = rtl ? inner.maxX - size.width : inner.minX
        case .trailing: x0 = rtl ? inner.minX : inner.maxX - size.width
        case .center: x0 = inner.midX - size.width / 2
        }
        let y0: CGFloat
        switch vertical {
        case .top, .fill: y0 = inner.minY
        case .bottom: y0 = inner.maxY - size.height
        case .center: y0 = inner.midY - size.height / 2
        }
        let pad = hasText && hasImage ? configuration.imagePadding : 0
        var text = textSize
        var imageRect: CGRect?, textOrigin: CGPoint
        let i = imageSize
        switch configuration.imagePlacement {
        case .top, .bottom:
            let top = configuration.imagePlacement == .top
            text.width = min(text.width, size.width)
            if hasImage { imageRect = CGRect(x: x0 + (size.width - i.width) / 2, y: top ? y0 : y0 + text.height + pad, width: i.width, height: i.height) }
            textOrigin = CGPoint(x: x0 + (size.width - text.width) / 2, y: top ? y0 + i.height + pad : y0)
        default:
            let trailing = configuration.imagePlacement == .trailing
            text.width = max(0, min(text.width, size.width - i.width - pad))
            // Leading-to-trailing offsets, mirrored right to left.
            let imageOffset = trailing ? text.width + pad : 0
            let textOffset = trailing ? 0 : i.width + pad
            func x(_ offset: CGFloat, _ w: CGFloat) -> CGFloat { rtl ? x0 + size.width - offset - w : x0 + offset }
            if hasImage { imageRect = CGRect(x: x(imageOffset, i.width), y: y0 + (size.height - i.height) / 2, width: i.width, height: i.height) }
            textOrigin = CGPoint(x: x(textOffset, text.width), y: y0 + (size.height - text.height) / 2)
        }
        var frames = Frames(image: imageRect.map(snap))
        let leadingText: Bool
        switch configuration.titleAlignment {
        case .automatic: leadingText = hasImage && !isVertical
        case .leading: leadingText = true
        case .center, .trailing: leadingText = false
        }
        func lineX(_ w: CGFloat) -> CGFloat {
            let w = min(w, text.width)
            if configuration.titleAlignment == .trailing { return rtl ? textOrigin.x : textOrigin.x + text.width - w }
            if leadingText { return rtl ? textOrigin.x + text.width - w : textOrigin.x }
            return textOrigin.x + (text.width - w) / 2
        }
        if titleSize != .zero {
            frames.title = snap(CGRect(x: lineX(titleSize.width), y: textOrigin.y, width: min(titleSize.width, text.width), height: titleSize.height))
        }
        if subtitleSize != .zero {
            let y = textOrigin.y + (titleSize == .zero ? 0 : titleSize.height + configuration.titlePadding)
            frames.subtitle = snap(CGRect(x: lineX(subtitleSize.width), y: y, width: min(subtitleSize.width, text.width), height: subtitleSize.height))
        }
        return frames
    }

    /// `r` with its origin on the pixel grid (UIKit rounds its subviews' frames).
    private func snap(_ r: CGRect) -> CGRect {
        CGRect(x: (r.minX * scale).rounded() / scale, y: (r.minY * scale).rounded() / scale, width: r.width, height: r.height)
    }
}
