import Foundation

/// A damped harmonic oscillator carrying an animation from 0 to 1: m·x″ + c·x′ + k·x = 0 for
/// the remaining distance x = progress − 1, starting at x(0) = −1 with velocity v₀ (in
/// distances per second). Its value at a time is the closed-form solution, for an
/// underdamped (ζ < 1), critically damped (ζ = 1) or overdamped (ζ > 1) spring, where
/// ω₀ = √(k/m) and ζ = c / (2√(k·m)).
public struct Spring: Sendable, Hashable {
    /// The moving mass (CASpringAnimation.mass).
    public var mass: Double
    /// The spring constant k (CASpringAnimation.stiffness).
    public var stiffness: Double
    /// The damping coefficient c (CASpringAnimation.damping).
    public var damping: Double
    /// The progress per second at the start (CASpringAnimation.initialVelocity; 1 covers the
    /// whole distance in a second).
    public var initialVelocity: Double

    /// A spring from its physical constants.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The spring of `View.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// mass 1, one undamped period per `duration` (ω₀ = 2π / duration, the "response" of
    /// UISpringTimingParameters) and the damping ratio given (c = 2ζω₀, k = ω₀²).
    public init(duration: TimeInterval, dampingRatio: Double, initialVelocity: Double = 0) {
        let d = duration.isFinite && duration > 0 ? duration : 0.001
        let zeta = dampingRatio.isFinite ? max(0, dampingRatio) : 1
        let w0 = 2 * Double.pi / d
        self.init(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: initialVelocity)
    }

    /// √(k/m), the undamped angular frequency.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress (0 at the start, 1 at rest; beyond 1 while it overshoots) at `t` seconds.
    public func value(at t: TimeInterval) -> Double {
        guard t > 0 else { return 0 }
        return 1 + displacement(at: t)
    }

    /// x(t): the signed distance still to go (−1 at the start).
    func displacement(at t: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, x0 = -1.0, v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w0 * x0) / wd
            return exp(-zeta * w0 * t) * (x0 * cos(wd * t) + b * sin(wd * t))
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// How long until the spring stays within 0.1 % of rest (CASpringAnimation.settlingDuration),
    /// found by stepping the closed form in milliseconds (at most a minute).
    public var settlingDuration: TimeInterval {
        var lastOutside = 0.0
        var t = 0.0
        while t <= 60 {
            if abs(displacement(at: t)) > 0.001 { lastOutside = t }
            // Once the envelope itself is inside the threshold nothing comes back out.
            if dampingRatio > 0, t - lastOutside > 10 / max(1e-9, dampingRatio * naturalFrequency) { break }
            t += 0.001
        }
        return min(60, lastOutside + 0.001)
    }
}
