import Foundation

/// A value an animation interpolates.
public enum AnimatableValue: Sendable, Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case rect(CGRect)
    case color(Color?)
    case transform(CGAffineTransform)

    /// Linear interpolation from `self` to `other` by `f` (colors component-wise in sRGB,
    /// transforms component-wise, as Core Animation interpolates an affine matrix).
    func interpolated(to other: AnimatableValue, _ f: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(mix(a, b))
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.color(let a), .color(let b)):
            let ca = a ?? (b?.withAlphaComponent(0) ?? .clear), cb = b ?? (a?.withAlphaComponent(0) ?? .clear)
            return .color(Color(red: Double(mix(ca.red, cb.red)), green: Double(mix(ca.green, cb.green)),
                                blue: Double(mix(ca.blue, cb.blue)), alpha: Double(mix(ca.alpha, cb.alpha))))
        case (.transform(let a), .transform(let b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        default:
            return f < 1 ? self : other
        }
    }

    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        default: return other
        }
    }

    var scalar: CGFloat? { if case .scalar(let v) = self { return v }; return nil }
}

extension AnimatableValue {
    /// The value a `BasicAnimation`'s `fromValue`/`toValue`/`byValue` holds (UIKit's `Any?`):
    /// nil for nil; an unsupported type is reported (once, when the animation is added) and ignored.
    @MainActor init?(animationValue value: Any?, keyPath: String) {
        guard let value else { return nil }
        switch value {
        case let v as AnimatableValue: self = v
        case let v as CGFloat: self = .scalar(v)
        case let v as Double: self = .scalar(CGFloat(v))
        case let v as Float: self = .scalar(CGFloat(v))
        case let v as Int: self = .scalar(CGFloat(v))
        case let v as NSNumber: self = .scalar(CGFloat(v.doubleValue))
        case let v as CGPoint: self = .point(v)
        case let v as CGRect: self = .rect(v)
        case let v as Color: self = .color(v)
        case let v as CGAffineTransform: self = .transform(v)
        default:
            ViewDiagnostics.report("animation value \(value) (\(type(of: value))) for \"\(keyPath)\" is not a number, point, rect, color or transform; ignored")
            return nil
        }
    }
}
