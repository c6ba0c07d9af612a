import Foundation

/// What a view shows at one instant: model values with UIView property animations and layer
/// animations applied (Core Animation's presentation layer).
public struct PresentationState: Sendable, Equatable {
    /// The center shown, in the superview's coordinates.
    public var center: CGPoint
    /// The bounds shown.
    public var bounds: CGRect
    /// The transform shown.
    public var transform: CGAffineTransform
    /// The opacity shown (0 to 1).
    public var alpha: CGFloat
    /// The background color shown; nil is none.
    public var backgroundColor: Color?
}

extension View {
    /// The presentation values at `time` (default: the current clock's time).
    public func presentationState(at time: TimeInterval? = nil) -> PresentationState {
        let t = time ?? VirtualClock.current.now
        var s = PresentationState(center: layer.position, bounds: layer.bounds, transform: layer.affineTransform,
                                  alpha: layer.opacity, backgroundColor: layer.backgroundColor)
        if !propertyAnimations.isEmpty {
            if case .point(let p) = presentationValue(.center, at: t, model: .point(s.center)) { s.center = p }
            if case .rect(let r) = presentationValue(.bounds, at: t, model: .rect(s.bounds)) { s.bounds = r }
            if case .transform(let m) = presentationValue(.transform, at: t, model: .transform(s.transform)) { s.transform = m }
            if case .scalar(let a) = presentationValue(.alpha, at: t, model: .scalar(s.alpha)) { s.alpha = a }
            if case .color(let c) = presentationValue(.backgroundColor, at: t, model: .color(s.backgroundColor)) { s.backgroundColor = c }
        }
        for key in layer.animationKeys {
            guard let running = layer.animationsByKey[key] else { continue }
            guard let property = running.animation.property else { continue }
            switch property {
            case .transformRotation, .transformRotationZ:
                if case .scalar(let angle)? = running.value(at: t, model: .scalar(0)) {
                    s.transform = CGAffineTransform(rotationAngle: angle).concatenating(s.transform)
                }
            case .transformScale:
                if case .scalar(let k)? = running.value(at: t, model: .scalar(1)) {
                    s.transform = CGAffineTransform(scaleX: k, y: k).concatenating(s.transform)
                }
            case .opacity:
                if case .scalar(let a)? = running.value(at: t, model: .scalar(s.alpha)) { s.alpha = max(0, min(1, a)) }
            case .position:
                if case .point(let p)? = running.value(at: t, model: .point(s.center)) { s.center = p }
            case .bounds:
                if case .rect(let r)? = running.value(at: t, model: .rect(s.bounds)) { s.bounds = r }
            case .backgroundColor:
                if case .color(let c)? = running.value(at: t, model: .color(s.backgroundColor)) { s.backgroundColor = c }
            case .cornerRadius, .shadowOpacity, .strokeStart, .strokeEnd, .lineWidth, .lineDashPhase, .fillColor, .strokeColor:
                break   // layer properties, read by `Layer.presented(_:model:at:)` when drawn
            }
        }
        return s
    }
}
