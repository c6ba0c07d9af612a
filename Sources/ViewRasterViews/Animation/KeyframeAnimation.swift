import Foundation

/// How a `KeyframeAnimation` goes from one value to the next (CAAnimationCalculationMode).
public enum AnimationCalculationMode: String, Sendable, Hashable {
    /// Straight interpolation between neighbouring values (the default).
    case linear
    /// Each value held until the next key time, no interpolation.
    case discrete
}

/// A layer animation through a list of values (CAKeyframeAnimation): `values[i]` is reached
/// at `keyTimes[i]` (fractions of the duration, evenly spread when nil), with linear or
/// discrete steps between them; `timingFunction` eases the whole run.
@MainActor
public final class KeyframeAnimation: BasicAnimation {
    /// The values, in order (same types as `BasicAnimation.fromValue`).
    public var values: [Any]?
    /// When each value is reached (0…1 of the duration, increasing), one per value.
    public var keyTimes: [NSNumber]?
    /// Linear (default) or discrete.
    public var calculationMode: AnimationCalculationMode = .linear

    override func copy() -> BasicAnimation {
        let a = KeyframeAnimation(keyPath: keyPath)
        copyProperties(to: a)
        a.values = values; a.keyTimes = keyTimes; a.calculationMode = calculationMode
        return a
    }

    /// The value at `fraction` (0…1 of the duration) of `frames` (the values read when added).
    func value(at fraction: CGFloat, of frames: [AnimatableValue]) -> AnimatableValue? {
        guard let first = frames.first else { return nil }
        if frames.count == 1 { return first }
        let times: [CGFloat]
        if let keyTimes, keyTimes.count == frames.count {
            times = keyTimes.map { CGFloat($0.doubleValue) }
        } else {
            times = frames.indices.map { CGFloat($0) / CGFloat(frames.count - 1) }
        }
        if fraction <= times[0] { return first }
        for i in 1..<frames.count where fraction < times[i] {
            if calculationMode == .discrete { return frames[i - 1] }
            let span = times[i] - times[i - 1]
            let f = span > 0 ? (fraction - times[i - 1]) / span : 1
            return frames[i - 1].interpolated(to: frames[i], f)
        }
        return frames[frames.count - 1]
    }
}
