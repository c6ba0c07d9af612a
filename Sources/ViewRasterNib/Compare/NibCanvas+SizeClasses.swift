import Foundation
import ViewRasterViews

extension NibCanvas {
    /// Applies the size-class variations that match `classes` (the device's, as IB's canvas
    /// shows the file); see `NibLoadResult.applySizeClassVariations(_:)`.
    func applySizeClassVariations(_ classes: NibSizeClasses) { result.applySizeClassVariations(classes) }
}

extension NibLoadResult {
    /// Applies the size-class variations that match `classes` (a canvas's device, or the
    /// traits of the stage a file is rendered on): a `<mask key="constraints">` installs or removes constraints, a
    /// constraint's `<variation constant="…">` and a stack view's `spacing` variation replace
    /// the base values. The most specific matching variation wins; the base (`default`) is
    /// already applied by the loader.
    public func applySizeClassVariations(_ classes: NibSizeClasses) {
        var installed: [String: (specificity: Int, on: Bool)] = [:]
        for o in document.allObjects {
            for v in o.variations {
                guard let s = classes.specificity(ofVariation: v.key), s > 0 else { continue }
                for id in v.includes where (installed[id]?.specificity ?? -1) <= s { installed[id] = (s, true) }
                for id in v.excludes where (installed[id]?.specificity ?? -1) <= s { installed[id] = (s, false) }
            }
        }
        for b in allConstraints {
            let c = b.constraint
            if let k = Self.mostSpecific(c.variations, "constant", classes) { b.layoutConstraint.constant = CGFloat(k) }
            guard let state = installed[c.id] else { continue }
            if state.on { try? b.layoutConstraint.activate() } else { b.layoutConstraint.isActive = false }
        }
        for v in views {
            guard let stack = v as? StackView, let o = nibObject(for: v),
                  let spacing = Self.mostSpecific(o.variations, "spacing", classes) else { continue }
            stack.spacing = CGFloat(spacing)
        }
    }

    /// The numeric `attribute` of the most specific variation matching `classes`, if any.
    static func mostSpecific(_ variations: [NibVariation], _ attribute: String, _ classes: NibSizeClasses) -> Double? {
        var best: (Int, Double)?
        for v in variations {
            guard let s = classes.specificity(ofVariation: v.key), s > 0,
                  let value = v.attributes[attribute].flatMap(Double.init), value.isFinite else { continue }
            if best == nil || s > best!.0 { best = (s, value) }
        }
        return best?.1
    }
}
