import Foundation

/// Options for `View.animate` (UIView.AnimationOptions).
public struct AnimationOptions: OptionSet, Sendable {
    /// The options' bits (UIView.AnimationOptions' raw values).
    public let rawValue: Int
    /// The options with the bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run each cycle forward then back (a cycle takes twice the duration); the model value stays
    /// the new one.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Start from the current presentation values (UIKit's option; accepted, not read: animations
    /// here always do).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Accepted for UIKit's sake and not read (there are no touches).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Ease in and out: the default curve (no bits).
    public static let curveEaseInOut = AnimationOptions([])
    /// The ease-in curve.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// The ease-out curve.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// The linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Changes inside `View.transition(with:…)`'s block animate as well (not only the dissolve).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// No transition: `View.transition(with:…)` just runs its block.
    public static let transitionNone = AnimationOptions([])
    /// `View.transition(with:…)` cross-fades the view's old look into its new one.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A 3D flip (not drawn: shown as a cross-dissolve, reported).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A 3D flip (not drawn: shown as a cross-dissolve, reported).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A page curl (not drawn: shown as a cross-dissolve, reported).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curl (not drawn: shown as a cross-dissolve, reported).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A 3D flip (not drawn: shown as a cross-dissolve, reported).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A 3D flip (not drawn: shown as a cross-dissolve, reported).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The transition bits (`transitionCrossDissolve` …) alone.
    var transition: Int { (rawValue >> 20) & 7 }

    var timingFunction: TimingFunction {
        switch rawValue & (3 << 16) {
        case 1 << 16: return .easeIn
        case 2 << 16: return .easeOut
        case 3 << 16: return .linear
        default: return .easeInEaseOut
        }
    }
}

/// The view properties UIView animations can animate.
public enum AnimatedProperty: String, Sendable, Hashable, CaseIterable {
    case alpha, center, bounds, transform, backgroundColor
}

/// A group of property animations made by one `animate` call; its completion runs once all of
/// them have ended, with `finished == false` if any was removed or replaced first.
@MainActor
final class AnimationGroup {
    let completion: ((Bool) -> Void)?
    var pending = 0
    var allFinished = true
    var completed = false
    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func animationEnded(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        if pending == 0 { complete() }
    }
    func complete() {
        guard !completed else { return }
        completed = true
        if let completion { completion(allFinished) }
    }
}

/// One running UIView property animation.
@MainActor
final class PropertyAnimation {
    let from: AnimatableValue
    var to: AnimatableValue
    let start: TimeInterval
    let duration: TimeInterval
    let options: AnimationOptions
    let group: AnimationGroup
    var endToken: VirtualClock.Token?
    /// For a spring animation (`usingSpringWithDamping`): the spring the progress follows.
    var spring: Spring?
    /// For a keyframe animation: the keyframes of this property, in the order added, each
    /// from the previous one's value (the first from `from`), times relative to `start`.
    var keyframes: [ViewKeyframe] = []
    /// Discrete keyframes jump to each value at its start instead of interpolating.
    var discreteKeyframes = false

    init(from: AnimatableValue, to: AnimatableValue, start: TimeInterval, duration: TimeInterval,
         options: AnimationOptions, group: AnimationGroup) {
        self.from = from; self.to = to; self.start = start; self.duration = duration
        self.options = options; self.group = group
    }

    var repeatsForever: Bool { options.contains(.repeat) }
    var end: TimeInterval { start + duration * (options.contains(.autoreverse) ? 2 : 1) }

    /// The presentation value at `time`: `from` before the start, `to` after the end.
    func value(at time: TimeInterval) -> AnimatableValue {
        if time <= start { return from }
        guard duration > 0 else { return to }
        if !keyframes.isEmpty { return keyframeValue(at: time) }
        let local = time - start
        let reverse = options.contains(.autoreverse)
        let cycle = duration * (reverse ? 2 : 1)
        if !repeatsForever && local >= cycle { return reverse ? from : to }
        var p = local.truncatingRemainder(dividingBy: cycle) / duration
        if p > 1 { p = 2 - p }
        if let spring { return from.interpolated(to: to, CGFloat(spring.value(at: p * duration))) }
        return from.interpolated(to: to, options.timingFunction.value(at: CGFloat(p)))
    }

    /// The value at `time` through the keyframes (linear within each).
    private func keyframeValue(at time: TimeInterval) -> AnimatableValue {
        let local = time - start
        let cycle = duration * (options.contains(.autoreverse) ? 2 : 1)
        if !repeatsForever && local >= cycle { return options.contains(.autoreverse) ? from : to }
        var t = local.truncatingRemainder(dividingBy: cycle)
        if t > duration { t = 2 * duration - t }
        var value = from
        for k in keyframes {
            if t <= k.start { break }
            if t >= k.start + k.duration || k.duration <= 0 || discreteKeyframes { value = k.to; continue }
            return value.interpolated(to: k.to, CGFloat((t - k.start) / k.duration))
        }
        return value
    }
}

/// The animation block being recorded (UIKit's implicit animation context).
@MainActor
final class AnimationTransaction {
    /// The open blocks, innermost last (read by every animatable property's setter: no
    /// dynamic exclusivity check; the main actor is its only user).
    @exclusivity(unchecked) static var stack: [AnimationTransaction] = [] { didSet { isOpen = !stack.isEmpty } }
    /// Whether `stack` holds a block: a plain flag, initialised statically, so a setter outside
    /// any block (every frame a layout pass writes) does not run the array's lazy initialiser.
    /// (The `center` setter reads it directly, and records its change out of line.)
    @exclusivity(unchecked) private(set) static var isOpen = false
    static var current: AnimationTransaction? { isOpen ? stack.last : nil }

    var duration: TimeInterval
    var delay: TimeInterval
    var options: AnimationOptions
    let group: AnimationGroup
    var recorded = 0
    /// For `usingSpringWithDamping`: the spring every change follows.
    var spring: Spring?
    /// True for `animateKeyframes`: changes become keyframes of one animation per property.
    var isKeyframes = false
    var discreteKeyframes = false
    /// The keyframe being recorded (`addKeyframe`): its start and duration in seconds.
    var keyframeSlot: (start: TimeInterval, duration: TimeInterval)?

    init(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, completion: ((Bool) -> Void)?) {
        self.duration = duration; self.delay = delay; self.options = options
        self.group = AnimationGroup(completion: completion)
    }

    /// Called by a view when an animatable property changes inside the block.
    func record(view: View, property: AnimatedProperty, from: AnimatableValue, to: AnimatableValue) {
        guard from != to || view.propertyAnimations[property] != nil else { return }
        let clock = VirtualClock.current
        let slot = keyframeSlot ?? (0, duration)
        if isKeyframes, let running = view.propertyAnimations[property], running.group === group {
            // A later keyframe of the same property continues the same animation.
            running.keyframes.append(ViewKeyframe(start: slot.start, duration: slot.duration, to: to))
            running.to = to
            return
        }
        let start = clock.now + delay
        // The new animation starts from the current presentation value; the one it replaces
        // ends now with finished == false (see docs/animation.md).
        let startValue = view.presentationValue(property, at: clock.now, model: from)
        if let old = view.propertyAnimations.removeValue(forKey: property) {
            if let t = old.endToken { clock.cancel(t) }
            let oldGroup = old.group
            clock.schedule(at: clock.now) { oldGroup.animationEnded(finished: false) }
        }
        let anim = PropertyAnimation(from: startValue, to: to, start: start, duration: duration, options: options, group: group)
        anim.spring = spring
        if isKeyframes {
            anim.keyframes = [ViewKeyframe(start: slot.start, duration: slot.duration, to: to)]
            anim.discreteKeyframes = discreteKeyframes
        }
        view.propertyAnimations[property] = anim
        group.pending += 1
        recorded += 1
        if !anim.repeatsForever {
            anim.endToken = clock.schedule(at: anim.end) { [weak view] in
                if let view, view.propertyAnimations[property] === anim {
                    view.propertyAnimations[property] = nil
                }
                anim.group.animationEnded(finished: true)
            }
        }
    }
}

extension View {
    /// Animates changes made in `animations` (UIView.animate). Model values change at once;
    /// rendering at a later virtual time shows the presentation values. `completion` runs
    /// with `true` when every animation ends, `false` when one was removed or replaced.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [],
                               animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let t = AnimationTransaction(duration: max(0, duration.isFinite ? duration : 0),
                                     delay: max(0, delay.isFinite ? delay : 0), options: options, completion: completion)
        AnimationTransaction.stack.append(t)
        animations()
        AnimationTransaction.stack.removeLast()
        if t.recorded == 0 {
            // Nothing animated: UIKit still calls the completion, on the next turn of the run loop.
            VirtualClock.current.schedule(at: VirtualClock.current.now + t.delay + t.duration) { t.group.complete() }
        }
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, no options and
    /// no completion.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and no options.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Changes made in `actions` are not animated, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let saved = AnimationTransaction.stack
        AnimationTransaction.stack = []
        actions()
        AnimationTransaction.stack = saved
    }

    // MARK: beginAnimations / commitAnimations

    private static var pendingBlocks: [AnimationTransaction] = []

    /// Starts an old-style animation block (default duration 0.2 s, ease-in-out).
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let t = AnimationTransaction(duration: 0.2, delay: 0, options: [], completion: nil)
        AnimationTransaction.stack.append(t)
        pendingBlocks.append(t)
    }
    /// Sets the duration, in seconds, of the block begun last by `beginAnimations` (no block: no
    /// effect).
    public static func setAnimationDuration(_ duration: TimeInterval) { pendingBlocks.last?.duration = duration }
    /// Sets the delay, in seconds, of the block begun last by `beginAnimations` (no block: no effect).
    public static func setAnimationDelay(_ delay: TimeInterval) { pendingBlocks.last?.delay = delay }
    /// Sets the curve (`curveEaseIn`, `curveEaseOut`, `curveLinear` or `curveEaseInOut`) of the
    /// block begun last by `beginAnimations`.
    public static func setAnimationCurve(_ options: AnimationOptions) {
        guard let t = pendingBlocks.last else { return }
        t.options = t.options.subtracting(.curveLinear).union(options)
    }
    /// Ends the block begun by `beginAnimations`, starting its animations.
    public static func commitAnimations() {
        guard let t = pendingBlocks.popLast() else { return }
        if let i = AnimationTransaction.stack.lastIndex(where: { $0 === t }) { AnimationTransaction.stack.remove(at: i) }
    }

    // MARK: Presentation values

    /// The value of `property` shown at `time` (the model value when nothing animates it).
    func presentationValue(_ property: AnimatedProperty, at time: TimeInterval, model: AnimatableValue) -> AnimatableValue {
        guard let anim = propertyAnimations[property] else { return model }
        return anim.value(at: time)
    }

    /// Records an animatable property change with the open animation block, if any.
    /// The values are made only inside a block (a frame the layout engine writes makes none).
    @inline(__always)
    func animatableWillChange(_ property: AnimatedProperty, from: @autoclosure () -> AnimatableValue,
                              to: @autoclosure () -> AnimatableValue) {
        // Outside an animation block the model changes at once; a running animation of the
        // property keeps running (as a Core Animation animation keeps its from/to values).
        guard let t = AnimationTransaction.current else { return }
        t.record(view: self, property: property, from: from(), to: to())
    }
}
