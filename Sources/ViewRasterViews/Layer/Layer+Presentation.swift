import Foundation

/// What a layer without a view shows at one instant: its model values with its running
/// animations applied.
struct LayerState {
    var position: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform
    var opacity: CGFloat
    var backgroundColor: Color?
}

extension Layer {
    /// The value of `key` at `time`: `model` with the layer's running animations of that
    /// property applied in the order they were added.
    func presented(_ key: AnimationKeyPath, model: AnimatableValue, at time: TimeInterval) -> AnimatableValue {
        var value = model
        for k in animationKeys {
            guard let running = animationsByKey[k], running.animation.property == key else { continue }
            if let v = running.value(at: time, model: value) { value = v }
        }
        return value
    }

    /// A scalar property at `time`.
    func presentedScalar(_ key: AnimationKeyPath, model: CGFloat, at time: TimeInterval) -> CGFloat {
        if animationKeys.isEmpty { return model }
        return presented(key, model: .scalar(model), at: time).scalar ?? model
    }

    /// A color property at `time`.
    func presentedColor(_ key: AnimationKeyPath, model: Color?, at time: TimeInterval) -> Color? {
        if animationKeys.isEmpty { return model }
        if case .color(let c) = presented(key, model: .color(model), at: time) { return c }
        return model
    }

    /// The geometry, opacity and background of a layer without a view at `time`.
    func state(at time: TimeInterval) -> LayerState {
        var s = LayerState(position: position, bounds: bounds, transform: affineTransform, opacity: opacity, backgroundColor: backgroundColor)
        guard !animationKeys.isEmpty else { return s }
        for key in animationKeys {
            guard let running = animationsByKey[key], let property = running.animation.property else { continue }
            switch property {
            case .transformRotation, .transformRotationZ:
                if case .scalar(let a)? = running.value(at: time, model: .scalar(0)) { s.transform = CGAffineTransform(rotationAngle: a).concatenating(s.transform) }
            case .transformScale:
                if case .scalar(let k)? = running.value(at: time, model: .scalar(1)) { s.transform = CGAffineTransform(scaleX: k, y: k).concatenating(s.transform) }
            case .opacity:
                if case .scalar(let a)? = running.value(at: time, model: .scalar(s.opacity)) { s.opacity = max(0, min(1, a)) }
            case .position:
                if case .point(let p)? = running.value(at: time, model: .point(s.position)) { s.position = p }
            case .bounds:
                if case .rect(let r)? = running.value(at: time, model: .rect(s.bounds)) { s.bounds = r }
            case .backgroundColor:
                if case .color(let c)? = running.value(at: time, model: .color(s.backgroundColor)) { s.backgroundColor = c }
            default:
                break
            }
        }
        return s
    }
}
