import Foundation

/// One keyframe of a UIView keyframe animation: the value a property reaches, and when
/// (seconds after the animation's start).
struct ViewKeyframe {
    var start: TimeInterval
    var duration: TimeInterval
    var to: AnimatableValue
}

/// Options for `View.animateKeyframes` (UIView.KeyframeAnimationOptions).
public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The options' bits (UIView.KeyframeAnimationOptions' raw values).
    public let rawValue: Int
    /// Options from UIKit's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Start from the current presentation values (always so here).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Run again and again.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run backwards after each run forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Straight lines between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    /// Each keyframe's value at once at its start.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)

    /// The repeat and autoreverse bits as view animation options.
    var animationOptions: AnimationOptions {
        var o: AnimationOptions = .curveLinear
        if contains(.repeat) { o.insert(.repeat) }
        if contains(.autoreverse) { o.insert(.autoreverse) }
        return o
    }
}

extension View {
    /// Runs `animations` as the open animation block of `t`, then starts it (the completion
    /// runs at the end even when nothing changed, as in UIKit).
    static func run(_ t: AnimationTransaction, _ animations: () -> Void) {
        AnimationTransaction.stack.append(t)
        animations()
        AnimationTransaction.stack.removeLast()
        if t.recorded == 0 {
            VirtualClock.current.schedule(at: VirtualClock.current.now + t.delay + t.duration) { t.group.complete() }
        }
    }

    /// Animates the changes made in `animations` with a spring (UIView's spring animation):
    /// each property follows `Spring(duration:dampingRatio:initialVelocity:)` — mass 1,
    /// ω₀ = 2π / duration, damping ratio `dampingRatio` (1: no overshoot; smaller: bouncier),
    /// `velocity` in distances per second — for `duration` seconds, then rests at the new value.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let d = max(0, duration.isFinite ? duration : 0)
        let t = AnimationTransaction(duration: d, delay: max(0, delay.isFinite ? delay : 0), options: options, completion: completion)
        t.spring = Spring(duration: d, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        run(t, animations)
    }

    /// A keyframe animation (UIView.animateKeyframes): inside `animations`, each
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` animates its changes
    /// over its share of `duration`, linearly, from the value the keyframes before it left;
    /// changes made outside a keyframe animate over the whole duration.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                                        options: KeyframeAnimationOptions = [], animations: () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let t = AnimationTransaction(duration: max(0, duration.isFinite ? duration : 0), delay: max(0, delay.isFinite ? delay : 0),
                                     options: options.animationOptions, completion: completion)
        t.isKeyframes = true
        t.discreteKeyframes = options.contains(.calculationModeDiscrete)
        run(t, animations)
    }

    /// One keyframe of the enclosing `animateKeyframes` block: `frameStartTime` and
    /// `frameDuration` are fractions (0…1) of its duration. Outside such a block the changes
    /// are made at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        guard let t = AnimationTransaction.current, t.isKeyframes else { animations(); return }
        let start = max(0, min(1, frameStartTime.isFinite ? frameStartTime : 0))
        let length = max(0, min(1 - start, frameDuration.isFinite ? frameDuration : 0))
        let saved = t.keyframeSlot
        t.keyframeSlot = (start * t.duration, length * t.duration)
        animations()
        t.keyframeSlot = saved
    }
}
