import Foundation

/// The backing store of a view's appearance, shaped like CALayer: geometry (position,
/// bounds, anchor point, affine transform), opacity, background, corner radius (with
/// `maskedCorners` and `cornerCurve`), border, shadow (with `shadowPath`), masking (`mask`,
/// `masksToBounds`), sublayers drawn in order, and the layer animations (`add(_:forKey:)`).
/// Values here are model values; rendering at a time uses the presentation values that
/// running animations give. `ShapeLayer` and `GradientLayer` are its drawing subclasses.
@MainActor
open class Layer {
    /// The layer's own coordinate space: its origin and size.
    @exclusivity(unchecked) public var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer (a view's `center`).
    ///
    /// (Declared right after `bounds`, first in the object: an edit pass's frame write reads
    /// the bounds' size and writes the position of every view it moves, 32 bytes together,
    /// which sit in one cache line for three layers in four — spread over 48 bytes behind
    /// `viewRef` they took two lines for three in four.)
    @exclusivity(unchecked) public var position: CGPoint = .zero

    /// The address of `bounds.size` (`position` follows it): a prefetch hint only
    /// (`View.layoutFrameWriteAddress`), never read or written through.
    @inline(__always)
    var frameWriteAddress: UnsafeRawPointer { withUnsafeMutablePointer(to: &bounds.size, Self.address(of:)) }
    /// `p` as a raw address (a nonisolated function: a closure here would be the main actor's,
    /// and checked for it at run time).
    private nonisolated static func address(of p: UnsafeMutablePointer<CGSize>) -> UnsafeRawPointer { UnsafeRawPointer(p) }

    /// The view this layer backs (nil for a layer made with `Layer()`, and once the view has gone).
    public var view: View? { viewRef }
    /// The view, held `unowned(unsafe)`: the view owns its layer and clears this from its
    /// `deinit`, so a layer kept past its view reads nil — and no weak reference (and no
    /// runtime side table) is made for the view.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var viewRef: View?
    /// The point of the bounds (in unit coordinates, 0…1) that `position` places and the
    /// transform turns about; (0.5, 0.5) by default. A view's own layer always uses its center.
    @exclusivity(unchecked) public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's rectangle in its superlayer: bounds placed by position and anchor point
    /// (the affine transform is not applied, as CALayer's frame is undefined under one).
    public var frame: CGRect {
        get {
            if let view { return view.frame }
            return CGRect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                          width: bounds.width, height: bounds.height)
        }
        set {
            if let view { view.frame = newValue; return }
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
    /// The affine part of the layer's transform (UIView.transform).
    @exclusivity(unchecked) public var affineTransform: CGAffineTransform = .identity
    /// The layer's opacity, 0 to 1 (UIView.alpha).
    @exclusivity(unchecked) public var opacity: CGFloat = 1
    /// Whether the layer and its sublayers are left out of drawing.
    @exclusivity(unchecked) public var isHidden = false
    /// The fill behind the content; nil is none.
    @exclusivity(unchecked) public var backgroundColor: Color?
    /// Whether the content and sublayers are clipped to the bounds (rounded by `cornerRadius`)
    /// (UIView.clipsToBounds).
    @exclusivity(unchecked) public var masksToBounds = false
    /// Corner radius; clamped to half the shorter side when drawn, as Core Animation does.
    @exclusivity(unchecked) public var cornerRadius: CGFloat = 0
    /// The border is drawn inside the bounds, above the content and sublayers.
    @exclusivity(unchecked) public var borderWidth: CGFloat = 0
    /// The border's color (default black, as Core Animation's); nil draws no border.
    @exclusivity(unchecked) public var borderColor: Color? = .black
    /// The shadow's color (default black); nil draws no shadow.
    @exclusivity(unchecked) public var shadowColor: Color? = .black
    /// The shadow's opacity, 0 to 1 (default 0: no shadow).
    @exclusivity(unchecked) public var shadowOpacity: CGFloat = 0
    /// The shadow's offset in points (default 0, −3, as Core Animation's).
    @exclusivity(unchecked) public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius in points (default 3, as Core Animation's).
    @exclusivity(unchecked) public var shadowRadius: CGFloat = 3
    /// An image drawn as the layer's content (CALayer.contents), filling the bounds.
    @exclusivity(unchecked) public var contents: Bitmap?
    /// Which corners `cornerRadius` rounds (CALayer.maskedCorners); all four by default.
    @exclusivity(unchecked) public var maskedCorners: CornerMask = .all
    /// The shape of rounded corners: circular arcs, or Apple's continuous curve.
    @exclusivity(unchecked) public var cornerCurve: CornerCurve = .circular
    /// The shape the shadow is cast from instead of the layer's content (CALayer.shadowPath),
    /// in the layer's coordinates.
    @exclusivity(unchecked) public var shadowPath: Path?
    /// A layer whose alpha masks this one (CALayer.mask), in this layer's coordinates: where
    /// the mask is clear nothing is drawn, where it is opaque everything (`LayerMask`).
    public var mask: Layer? {
        didSet { oldValue?.superlayer = nil; mask?.removeFromSuperlayer(); mask?.superlayer = nil }
    }
    /// The layer this one is a sublayer of.
    public internal(set) weak var superlayer: Layer?
    /// The layers drawn above this layer's background and content, in order (back to
    /// front); nil when there are none, as CALayer reports. For a view's layer, these are the
    /// layers added with `addSublayer`; subviews draw between them in the order they were
    /// added (see `insertSublayer(_:at:)`).
    public var sublayers: [Layer]? { ownSublayers.isEmpty ? nil : ownSublayers }
    @exclusivity(unchecked) var ownSublayers: [Layer] = []
    /// For a sublayer of a view's layer: the subview it draws above (nil: below every subview).
    weak var aboveSubview: View?
    /// A running `View.transition(with:…)` of the view this layer backs.
    @exclusivity(unchecked) var transition: ViewTransition?

    /// Running layer animations by key, in the order they were added.
    @exclusivity(unchecked) public private(set) var animationKeys: [String] = []
    @exclusivity(unchecked) var animationsByKey: [String: LayerAnimation] = [:]

    /// A layer with no view, drawn as a sublayer of another (CALayer()).
    public init() {}

    /// The layer's own drawing inside its bounds, above its background and `contents` and
    /// below its sublayers (`ShapeLayer`'s path, `GradientLayer`'s gradient). Subclasses
    /// override; a plain layer draws nothing.
    func drawOwnContent(bounds: CGRect, context: LayerDrawingContext) -> [DisplayOp] { [] }

    /// Adds an animation (a copy is kept), replacing one with the same key. It begins at the
    /// clock's current time plus its `beginTime` offset.
    public func add(_ animation: BasicAnimation, forKey key: String?) {
        let key = key ?? "anim-\(AnimationKeyCounter.next())"
        if animation.property == nil {
            ViewDiagnostics.report("animation key path \"\(animation.keyPath)\" is not one ViewRaster animates (\(AnimationKeyPath.allCases.map(\.rawValue).joined(separator: ", "))); it draws nothing")
        }
        if animationsByKey[key] != nil { removeAnimation(forKey: key) }
        let clock = VirtualClock.current
        let running = LayerAnimation(animation: animation, startTime: clock.now + animation.beginTime)
        animationsByKey[key] = running
        animationKeys.append(key)
        if let duration = running.totalDuration, duration.isFinite {
            let end = running.startTime + duration
            running.completionToken = clock.schedule(at: end) { [weak self] in
                guard let self, self.animationsByKey[key] === running else { return }
                if animation.isRemovedOnCompletion { self.removeAnimation(forKey: key, finished: true) }
            }
        }
    }

    /// The animation added under `key`, while it runs (or is held); nil when there is none.
    public func animation(forKey key: String) -> BasicAnimation? { animationsByKey[key]?.animation }

    /// Removes the animation added under `key`: it stops showing at once and its delegate callback
    /// gets `false`.
    public func removeAnimation(forKey key: String) { removeAnimation(forKey: key, finished: false) }

    /// Removes every animation, each as `removeAnimation(forKey:)` does.
    public func removeAllAnimations() {
        for key in animationKeys { removeAnimation(forKey: key, finished: false) }
    }

    private func removeAnimation(forKey key: String, finished: Bool) {
        guard let running = animationsByKey.removeValue(forKey: key) else { return }
        animationKeys.removeAll { $0 == key }
        if let token = running.completionToken { VirtualClock.current.cancel(token) }
        running.animation.delegateCallback?(finished)
    }
}

/// Numbers the keys of animations added without one, per stage (deterministic, unlike UUIDs).
@MainActor
enum AnimationKeyCounter {
    static func next() -> Int {
        let stage = Stage.current
        stage.animationKeyCount += 1
        return stage.animationKeyCount
    }
}
