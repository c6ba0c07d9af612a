import Foundation

/// A running `View.transition(with:…)`: the view's look before the change, cross-faded into
/// its look now.
@MainActor
final class ViewTransition {
    /// The view's drawing (in its bounds coordinates) when the transition began.
    let before: [DisplayOp]
    let start: TimeInterval
    let duration: TimeInterval
    let curve: TimingFunction

    init(before: [DisplayOp], start: TimeInterval, duration: TimeInterval, curve: TimingFunction) {
        self.before = before; self.start = start; self.duration = duration; self.curve = curve
    }

    /// The old drawing at 1 − p over the new at p (p the eased progress), as Core Animation's
    /// fade transition composites them; nil once finished.
    func blend(_ after: [DisplayOp], at time: TimeInterval) -> [DisplayOp]? {
        guard duration > 0 else { return nil }
        let f = (time - start) / duration
        if f >= 1 { return nil }
        let p = f <= 0 ? 0 : curve.value(at: CGFloat(f))
        var ops: [DisplayOp] = []
        if p < 1, !before.isEmpty { ops += [.beginGroup(opacity: 1 - p, shadow: nil)] + before + [.endGroup] }
        if p > 0, !after.isEmpty { ops += [.beginGroup(opacity: p, shadow: nil)] + after + [.endGroup] }
        return ops
    }
}

extension View {
    /// Animates a change of `view`'s look (UIView.transition(with:duration:options:animations:completion:)):
    /// with `.transitionCrossDissolve` its old drawing fades out while the new one fades in
    /// over `duration` (ease-in-out unless a curve option is given); the changes in
    /// `animations` happen at once (animated as well with `.allowAnimatedContent`). Flips and
    /// curls are drawn as a cross-dissolve (reported). `completion` runs at the end.
    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let clock = VirtualClock.current
        let d = max(0, duration.isFinite ? duration : 0)
        let kind = options.transition
        if kind != 0 && kind != AnimationOptions.transitionCrossDissolve.transition {
            ViewDiagnostics.report("View.transition: flip and curl transitions are drawn as a cross-dissolve")
        }
        if kind != 0 && d > 0 {
            let scale = Stage.current.scale
            let builder = DisplayListBuilder(scale: scale, time: clock.now)
            let before = builder.bodyOps(view, parentTraits: view.inheritedTraitCollection)
            view.layer.transition = ViewTransition(before: before, start: clock.now, duration: d,
                                                   curve: options.rawValue & (3 << 16) == 0 ? .easeInEaseOut : options.timingFunction)
        }
        if options.contains(.allowAnimatedContent) {
            animate(withDuration: d, delay: 0, options: options, animations: { animations?() })
        } else {
            performWithoutAnimation { animations?() }
        }
        let transition = view.layer.transition
        clock.schedule(at: clock.now + d) { [weak view] in
            if let view, view.layer.transition === transition { view.layer.transition = nil }
            completion?(true)
        }
    }
}
