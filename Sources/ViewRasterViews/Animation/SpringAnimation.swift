import Foundation

/// A layer animation driven by a spring (CASpringAnimation): from `fromValue` to `toValue`
/// along `Spring`'s closed-form solution at the time since it began, overshooting when
/// underdamped. It runs for `duration` (set it to `settlingDuration` to let it come to rest),
/// then shows the model value.
@MainActor
public final class SpringAnimation: BasicAnimation {
    /// The moving mass (1 by default).
    public var mass: Double = 1
    /// The spring constant (100 by default).
    public var stiffness: Double = 100
    /// The damping coefficient (10 by default).
    public var damping: Double = 10
    /// The progress per second at the start (0 by default).
    public var initialVelocity: Double = 0

    /// The spring these parameters make.
    public var spring: Spring { Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity) }
    /// How long the spring takes to come within 0.1 % of rest.
    public var settlingDuration: TimeInterval { spring.settlingDuration }

    override func copy() -> BasicAnimation {
        let a = SpringAnimation(keyPath: keyPath)
        copyProperties(to: a)
        a.mass = mass; a.stiffness = stiffness; a.damping = damping; a.initialVelocity = initialVelocity
        return a
    }

    override func eased(fraction: CGFloat, localTime: TimeInterval) -> CGFloat {
        CGFloat(spring.value(at: localTime))
    }
}
