import Foundation

/// The backing store of a view's appearance, shaped like CALayer: geometry (position,
/// bounds, affine transform), opacity, background, corner radius, border, shadow, masking,
/// and the layer animations (`add(_:forKey:)`). Values here are model values; rendering at a
/// time uses the presentation values that running animations give.
@MainActor
public final class Layer {
    public internal(set) weak var view: View?

    public var position: CGPoint = .zero
    public var bounds: CGRect = .zero
    /// The affine part of the layer's transform (UIView.transform).
    public var affineTransform: CGAffineTransform = .identity
    public var opacity: CGFloat = 1
    public var isHidden = false
    public var backgroundColor: Color?
    public var masksToBounds = false
    /// Corner radius; clamped to half the shorter side when drawn, as Core Animation does.
    public var cornerRadius: CGFloat = 0
    /// The border is drawn inside the bounds, above the content and sublayers.
    public var borderWidth: CGFloat = 0
    public var borderColor: Color? = .black
    public var shadowColor: Color? = .black
    public var shadowOpacity: CGFloat = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    /// An image drawn as the layer's content (CALayer.contents), filling the bounds.
    public var contents: Bitmap?

    /// Running layer animations by key, in the order they were added.
    public private(set) var animationKeys: [String] = []
    var animationsByKey: [String: LayerAnimation] = [:]

    init() {}

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

    public func animation(forKey key: String) -> BasicAnimation? { animationsByKey[key]?.animation }

    public func removeAnimation(forKey key: String) { removeAnimation(forKey: key, finished: false) }

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
