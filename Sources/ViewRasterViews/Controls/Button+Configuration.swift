import Foundation

/// A button drawn from a `Button.Configuration` (UIButton.configuration, iOS 15): its
/// background by style, its foreground color, and its content as
/// `ButtonConfigurationLayout` places it.
extension Button {
    /// A system button drawn from `configuration`, running `primaryAction` when tapped
    /// (UIButton(configuration:primaryAction:)).
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The configured content's layout for the current traits and scale.
    func configurationLayout(_ c: Configuration) -> ButtonConfigurationLayout {
        ButtonConfigurationLayout(c, traits: traitCollection, direction: effectiveUserInterfaceLayoutDirection, scale: layoutScale)
    }

    /// The title, image and indicator color: the base foreground color, else white on a
    /// filled button and the tint on the others; disabled, `tertiaryLabel`.
    func configuredForegroundColor(_ c: Configuration) -> Color {
        if !isEnabled { return .tertiaryLabel }
        if let f = c.baseForegroundColor { return f }
        return c.style == .filled ? .white : (tintColor ?? .systemBlue)
    }

    /// The background's fill: the background's own color, else by style — none (plain), the
    /// base background color or `tertiarySystemFill` (gray), it or the tint at 15 % (tinted),
    /// it or the tint (filled); disabled, gray, tinted and filled take `tertiarySystemFill`.
    func configuredBackgroundColor(_ c: Configuration) -> Color? {
        if let b = c.background.backgroundColor { return b }
        if c.style != .plain && !isEnabled { return .tertiarySystemFill }
        let tint = tintColor ?? .systemBlue
        switch c.style {
        case .plain: return nil
        case .gray: return c.baseBackgroundColor ?? .tertiarySystemFill
        case .tinted:
            let r = (c.baseBackgroundColor ?? tint).resolvedColor(with: traitCollection)
            return r.withAlphaComponent(r.alpha * 0.15)
        case .filled: return c.baseBackgroundColor ?? tint
        }
    }

    /// Records the configured button: background, image (or indicator), title and subtitle.
    func drawConfigured(_ c: Configuration, recorder: DisplayRecorder) {
        let radius = ButtonConfigurationMetrics.cornerRadius(c, bounds: bounds.size, category: traitCollection.preferredContentSizeCategory)
        let shape = Path(roundedRect: bounds, cornerRadius: radius)
        if let fill = configuredBackgroundColor(c), fill.alpha > 0 || fill.isDynamic {
            recorder.fill(shape, color: fill)
        }
        if let stroke = c.background.strokeColor, c.background.strokeWidth > 0 {
            let w = c.background.strokeWidth, out = c.background.strokeOutset
            let r = bounds.insetBy(dx: w / 2 - out, dy: w / 2 - out)
            recorder.stroke(Path(roundedRect: r, cornerRadius: max(0, radius - w / 2 + out)), color: stroke, style: StrokeStyle(width: w))
        }
        let layout = configurationLayout(c)
        let frames = layout.frames(in: bounds, horizontal: contentHorizontalAlignment, vertical: contentVerticalAlignment)
        let color = configuredForegroundColor(c)
        if let r = frames.image {
            if c.showsActivityIndicator {
                ActivityIndicatorView.drawSpokes(style: .medium, in: r, color: color, head: 0, animating: false, recorder: recorder)
            } else if let img = layout.image {
                // A configured button is a system button: its images are templates unless always original.
                recorder.image(img, in: r, tint: img.renderingMode == .alwaysOriginal ? nil : (img.tintColor ?? color))
            }
        }
        if let r = frames.title, let t = layout.title { drawLine(t, in: r, color: color, recorder: recorder) }
        if let r = frames.subtitle, let t = layout.subtitle { drawLine(t, in: r, color: color, recorder: recorder) }
    }

    private func drawLine(_ text: TextLayout, in rect: CGRect, color: Color, recorder: DisplayRecorder) {
        let (frame, top) = text.placement(in: rect)
        drawText(text, frame: frame, origin: CGPoint(x: rect.minX, y: top), color: color, recorder: recorder)
    }
}
