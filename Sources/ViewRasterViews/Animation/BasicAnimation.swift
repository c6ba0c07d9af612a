import Foundation

/// A layer animation from one value to another (CABasicAnimation), of one of the properties
/// `AnimationKeyPath` names: `BasicAnimation(keyPath: .transformRotation)`, or UIKit's spelling
/// `BasicAnimation(keyPath: "transform.rotation")`.
@MainActor
public class BasicAnimation {
    /// Core Animation's spelling of the property animated (`"transform.rotation.z"`), as
    /// CABasicAnimation keeps it.
    public var keyPath: String
    /// The property animated, or nil when `keyPath` names one ViewRaster does not animate (such
    /// an animation is reported through `ViewDiagnostics` when it is added, and draws nothing).
    public var property: AnimationKeyPath? { AnimationKeyPath(rawValue: keyPath) }
    /// Where the animation starts, as UIKit takes it (`Any?`): a number (`CGFloat`, `Double`,
    /// `Float`, `Int`, `NSNumber`), `CGPoint`, `CGRect`, `Color`, `CGAffineTransform` or an
    /// `AnimatableValue`. Other values are reported through `ViewDiagnostics` and ignored.
    public var fromValue: Any?
    /// Where the animation ends (same types as `fromValue`).
    public var toValue: Any?
    /// The change from the start (same types as `fromValue`).
    public var byValue: Any?
    /// One cycle's length in seconds (default 0.25, as Core Animation's); 0 or less never runs.
    public var duration: TimeInterval = 0.25
    /// How many times it repeats; `.infinity` forever, 0 means once.
    public var repeatCount: Float = 0
    /// Whether each cycle plays forward then back (a cycle then takes twice `duration`).
    public var autoreverses = false
    /// Nil is linear, as Core Animation does when no timing function is set.
    public var timingFunction: TimingFunction?
    /// An offset from the time the animation is added.
    public var beginTime: TimeInterval = 0
    /// Whether the animation stops showing when done (default true); false holds its last value
    /// (`toValue`, or `fromValue` when it autoreverses).
    public var isRemovedOnCompletion = true
    /// Called with `true` when the animation ends, `false` when it is removed early.
    public var delegateCallback: (@MainActor (Bool) -> Void)?

    /// An animation of the property Core Animation spells `keyPath`, 0.25 s, linear, once.
    public init(keyPath: String) { self.keyPath = keyPath }

    /// An animation of `property`, 0.25 s, linear, once.
    public convenience init(keyPath property: AnimationKeyPath) { self.init(keyPath: property.rawValue) }

    /// A copy of the same class with the same values (what `Layer.add(_:forKey:)` keeps).
    func copy() -> BasicAnimation {
        let a = BasicAnimation(keyPath: keyPath)
        copyProperties(to: a)
        return a
    }

    /// Copies the properties every animation has into `a`.
    func copyProperties(to a: BasicAnimation) {
        a.fromValue = fromValue; a.toValue = toValue; a.byValue = byValue
        a.duration = duration; a.repeatCount = repeatCount; a.autoreverses = autoreverses
        a.timingFunction = timingFunction; a.beginTime = beginTime
        a.isRemovedOnCompletion = isRemovedOnCompletion; a.delegateCallback = delegateCallback
    }

    /// The progress along from→to at `fraction` of one run (`localTime` seconds into it):
    /// the timing function's (linear when nil). `SpringAnimation` uses its spring instead.
    func eased(fraction: CGFloat, localTime: TimeInterval) -> CGFloat {
        (timingFunction ?? .linear).value(at: fraction)
    }
}

/// An animation added to a layer, with the time it started.
@MainActor
final class LayerAnimation {
    let animation: BasicAnimation
    let startTime: TimeInterval
    var completionToken: VirtualClock.Token?

    /// The animation's values, read once when it was added.
    let values: (from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
    /// A `KeyframeAnimation`'s values, read once when it was added.
    let keyframes: [AnimatableValue]

    init(animation: BasicAnimation, startTime: TimeInterval) {
        self.animation = animation.copy()
        self.startTime = startTime
        let k = animation.keyPath
        values = (AnimatableValue(animationValue: animation.fromValue, keyPath: k),
                  AnimatableValue(animationValue: animation.toValue, keyPath: k),
                  AnimatableValue(animationValue: animation.byValue, keyPath: k))
        keyframes = ((animation as? KeyframeAnimation)?.values ?? []).compactMap { AnimatableValue(animationValue: $0, keyPath: k) }
    }

    /// Total active time, or nil when it repeats forever.
    var totalDuration: TimeInterval? {
        let cycle = animation.duration * (animation.autoreverses ? 2 : 1)
        let count = animation.repeatCount == 0 ? 1 : Double(animation.repeatCount)
        if count.isInfinite { return nil }
        return cycle * count
    }

    /// The eased progress (0…1 along from→to) at `time`, or nil when not active.
    func progress(at time: TimeInterval) -> CGFloat? {
        let d = animation.duration
        let local = time - startTime
        guard local >= 0, d > 0 else { return nil }
        if let total = totalDuration, local >= total {
            return animation.isRemovedOnCompletion ? nil : (animation.autoreverses ? 0 : 1)
        }
        let cycle = d * (animation.autoreverses ? 2 : 1)
        var p = local.truncatingRemainder(dividingBy: cycle) / d
        if p > 1 { p = 2 - p }
        return animation.eased(fraction: CGFloat(p), localTime: p * d)
    }

    /// The animated value at `time` given the property's model value, or nil when inactive.
    func value(at time: TimeInterval, model: AnimatableValue) -> AnimatableValue? {
        guard let f = progress(at: time) else { return nil }
        if let keyframed = animation as? KeyframeAnimation { return keyframed.value(at: f, of: keyframes) }
        let from: AnimatableValue, to: AnimatableValue
        switch (values.from, values.to, values.by) {
        case (let a?, let b?, _): from = a; to = b
        case (let a?, nil, let by?): from = a; to = a.adding(by)
        case (nil, let b?, _): from = model; to = b
        case (nil, nil, let by?): from = model; to = model.adding(by)
        case (let a?, nil, nil): from = a; to = model
        default: return nil
        }
        return from.interpolated(to: to, f)
    }
}
