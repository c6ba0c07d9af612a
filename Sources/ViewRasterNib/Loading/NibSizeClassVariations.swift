import Foundation
import ViewRasterViews

/// The size-class variations a nib gave one view — the subviews its `<mask key="subviews">`
/// installs per class, the constraints its `<mask key="constraints">` installs, its
/// constraints' `constant` variations, a stack view's `spacing`, `axis`, `alignment` and
/// `distribution`, whether the view is hidden, and the font of a label,
/// button title, text field or text view — applied whenever the
/// view's size classes change, as UIKit does after `setOverrideTraitCollection(_:forChild:)`
/// or a rotation. A class no variation names gets the base (`default`) state back. The most
/// specific matching variation wins (a later one of the same specificity over an earlier).
@MainActor
final class NibSizeClassVariations: TraitVariationResponder {
    /// A subview some variation installs or removes.
    struct Subview {
        let view: View
        let baseInstalled: Bool
        let variations: [(key: String, installed: Bool)]
    }
    /// A constraint some variation installs or removes.
    struct MaskedConstraint {
        let constraint: LayoutConstraint
        let baseInstalled: Bool
        let variations: [(key: String, installed: Bool)]
    }
    /// A constraint whose constant varies.
    struct VaryingConstant {
        let constraint: LayoutConstraint
        let base: CGFloat
        let variations: [(key: String, value: Double)]
    }

    /// The view these variations belong to.
    weak var owner: View?
    /// The owner's subviews in document order (where a reinstalled one goes back).
    var documentOrder: [View] = []
    var subviews: [Subview] = []
    var constraints: [MaskedConstraint] = []
    var constants: [VaryingConstant] = []
    /// A stack view's base spacing and its variations.
    var spacing: (base: CGFloat, variations: [(key: String, value: Double)])?
    /// A stack view's base axis and its variations.
    var axis: (base: StackView.Axis, variations: [(key: String, value: StackView.Axis)])?
    /// A stack view's base alignment and its variations.
    var alignment: (base: StackView.Alignment, variations: [(key: String, value: StackView.Alignment)])?
    /// A stack view's base distribution and its variations.
    var distribution: (base: StackView.Distribution, variations: [(key: String, value: StackView.Distribution)])?
    /// A label's, button title's, text field's or text view's base font and its variations.
    var font: (base: Font, variations: [(key: String, value: Font)])?
    /// Whether the view is hidden in the base state, and the variations of `hidden`
    /// (`<variation key="heightClass=compact" hidden="YES"/>`: IB's Hidden with a size class).
    var hidden: (base: Bool, variations: [(key: String, value: Bool)])?
    /// Classes fixed by `pin` (IB's canvas device, the CLI's screen): traits no longer choose.
    private(set) var pinned: NibSizeClasses?
    /// Whether `pinBase` fixed the base state.
    private(set) var pinnedToBase = false
    private var applied: NibSizeClasses?
    private var appliedBase = false

    var isEmpty: Bool { subviews.isEmpty && constraints.isEmpty && constants.isEmpty && spacing == nil && font == nil && hidden == nil
        && axis == nil && alignment == nil && distribution == nil }

    func apply(to view: View, traits: TraitCollection) {
        guard pinned == nil, !pinnedToBase, let classes = Self.classes(of: traits) else { return }
        apply(classes, to: view, category: traits.preferredContentSizeCategory)
    }

    /// Applies `classes` and keeps them whatever the view's traits become.
    func pin(_ classes: NibSizeClasses) {
        pinned = classes
        if let owner { apply(classes, to: owner) }
    }

    /// Applies the base (`default`) state, what IB's canvas shows a file without a `<device>`
    /// (Xcode 6–7 "Any/Any"), and keeps it whatever the view's traits become: the views and
    /// constraints the base excludes are not installed.
    func pinBase() {
        pinnedToBase = true
        if let owner { apply(nil, to: owner) }
    }

    /// The size classes `traits` name; nil while either is unspecified (the base state stays).
    static func classes(of traits: TraitCollection) -> NibSizeClasses? {
        func map(_ c: UserInterfaceSizeClass) -> NibSizeClasses.SizeClass? {
            switch c { case .compact: .compact; case .regular: .regular; case .unspecified: nil }
        }
        guard let w = map(traits.horizontalSizeClass), let h = map(traits.verticalSizeClass) else { return nil }
        return NibSizeClasses(width: w, height: h)
    }

    /// Applies `classes`, or the base state when nil; a text-style font takes `category`
    /// (nil: the view sizes it for its traits at its first layout).
    private func apply(_ classes: NibSizeClasses?, to owner: View, category: ContentSizeCategory? = nil) {
        if let classes {
            guard applied != classes else { return }
        } else {
            guard !appliedBase else { return }
        }
        applied = classes
        appliedBase = classes == nil
        for s in subviews {
            let on = Self.choose(s.variations.map { ($0.key, $0.installed) }, base: s.baseInstalled, classes)
            if on, s.view.superview !== owner { install(s.view, in: owner) }
            if !on, s.view.superview === owner { s.view.removeFromSuperview() }
        }
        // Removals first, so an installed pair never meets the one it replaces.
        let states = constraints.map { Self.choose($0.variations.map { ($0.key, $0.installed) }, base: $0.baseInstalled, classes) }
        for (c, on) in zip(constraints, states) where !on { c.constraint.isActive = false }
        for (c, on) in zip(constraints, states) where on && !c.constraint.isActive { try? c.constraint.activate() }
        for c in constants { c.constraint.constant = Self.value(c.variations, classes).map { CGFloat($0) } ?? c.base }
        if let spacing, let stack = owner as? StackView {
            stack.spacing = Self.value(spacing.variations, classes).map { CGFloat($0) } ?? spacing.base
        }
        if let stack = owner as? StackView {
            if let axis { stack.axis = Self.value(axis.variations, classes) ?? axis.base }
            if let alignment { stack.alignment = Self.value(alignment.variations, classes) ?? alignment.base }
            if let distribution { stack.distribution = Self.value(distribution.variations, classes) ?? distribution.base }
        }
        if let hidden {
            let h = Self.value(hidden.variations, classes) ?? hidden.base
            if owner.isHidden != h { owner.isHidden = h }
        }
        if let font {
            var f = Self.value(font.variations, classes) ?? font.base
            if let category { f = DynamicTypeSizes.font(f, for: category) }
            Self.setFont(f, of: owner)
        }
        owner.setNeedsLayout()
    }

    /// Puts `view` back among `owner`'s subviews at its document position.
    private func install(_ view: View, in owner: View) {
        let i = documentOrder.firstIndex { $0 === view } ?? documentOrder.count
        let next = documentOrder[(i + 1)...].first { $0.superview === owner }
        if let stack = owner as? StackView {
            let at = next.flatMap { n in stack.arrangedSubviews.firstIndex { $0 === n } } ?? stack.arrangedSubviews.count
            stack.insertArrangedSubview(view, at: at)
        } else if let next {
            owner.insertSubview(view, belowSubview: next)
        } else {
            owner.addSubview(view)
        }
    }

    /// The installed state the most specific variation matching `classes` gives, else (and
    /// for the base state, nil) `base`.
    static func choose(_ variations: [(String, Bool)], base: Bool, _ classes: NibSizeClasses?) -> Bool {
        guard let classes else { return base }
        var best: (Int, Bool)?
        for (key, on) in variations {
            guard let s = classes.specificity(ofVariation: key), s > 0 else { continue }
            if best == nil || s >= best!.0 { best = (s, on) }
        }
        return best?.1 ?? base
    }

    /// The font of a view that has one a nib sets (label, button title, text field, text view).
    static func font(of view: View) -> Font? {
        switch view {
        case let l as Label: l.font
        case let b as Button: b.titleFont
        case let t as TextField: t.font
        case let t as TextView: t.font
        default: nil
        }
    }

    /// Gives `view` the font a variation chose (a button's title: its intrinsic size follows).
    static func setFont(_ f: Font, of view: View) {
        switch view {
        case let l as Label: if l.font != f { l.font = f }
        case let b as Button:
            guard b.titleFont != f else { return }
            b.titleFont = f; b.invalidateIntrinsicContentSize(); b.setNeedsDisplay()
        case let t as TextField: if t.font != f { t.font = f }
        case let t as TextView: if t.font != f { t.font = f }
        default: break
        }
    }

    /// The value of the most specific variation matching `classes`, if any (none for the base
    /// state, nil).
    static func value<Value>(_ variations: [(key: String, value: Value)], _ classes: NibSizeClasses?) -> Value? {
        guard let classes else { return nil }
        var best: (Int, Value)?
        for (key, v) in variations {
            guard let s = classes.specificity(ofVariation: key), s > 0 else { continue }
            if best == nil || s > best!.0 { best = (s, v) }
        }
        return best?.1
    }
}

extension NibSizeClassVariations {
    /// Whether any of `o`'s constraints has a variation (a loop, not `contains(where:)`: a
    /// closure made on the main actor and passed to the standard library checks its executor
    /// on every call, and this asks it of every constraint of every nib loaded).
    private static func hasConstraintVariations(_ o: NibObject) -> Bool {
        for c in o.constraints where !c.variations.isEmpty { return true }
        return false
    }

    /// The variations of every view of a load, each given to its view (`traitVariations`);
    /// returns them for `NibLoadResult.applySizeClassVariations(_:)`.
    static func attach(_ context: NibLoadContext) -> [NibSizeClassVariations] {
        // Only objects with variations (their own or their constraints') get any; most nibs have none.
        var boundByID: [String: NibBoundConstraint]?
        var out: [NibSizeClassVariations] = []
        for o in context.allObjects where !o.variations.isEmpty || hasConstraintVariations(o) {
            guard let owner = context.objects[o.id] as? View else { continue }
            let bound = boundByID ?? Dictionary(context.allConstraints.map { ($0.constraint.id, $0) }, uniquingKeysWith: { $1 })
            boundByID = bound
            let r = NibSizeClassVariations()
            r.owner = owner
            let sized = o.variations.filter { $0.key != "default" }
            let baseExcluded = Set(o.variations.filter { $0.key == "default" }.flatMap(\.subviewExcludes))
            r.documentOrder = o.subviews.compactMap { context.objects[$0.id] as? View }
            var subviewIDs: [String] = []
            for v in sized { for id in v.subviewIncludes + v.subviewExcludes where !subviewIDs.contains(id) { subviewIDs.append(id) } }
            for id in subviewIDs {
                guard let view = context.objects[id] as? View else { continue }
                let marks = sized.flatMap { v in
                    v.subviewIncludes.filter { $0 == id }.map { _ in (v.key, true) } + v.subviewExcludes.filter { $0 == id }.map { _ in (v.key, false) }
                }
                r.subviews.append(Subview(view: view, baseInstalled: !baseExcluded.contains(id), variations: marks.map { ($0.0, $0.1) }))
            }
            var constraintIDs: [String] = []
            for v in sized { for id in v.includes + v.excludes where !constraintIDs.contains(id) { constraintIDs.append(id) } }
            for id in constraintIDs {
                // Placeholder constraints are removed at build time: no class installs them.
                guard let b = bound[id], !b.constraint.isPlaceholder else { continue }
                let marks = sized.flatMap { v in
                    v.includes.filter { $0 == id }.map { _ in (v.key, true) } + v.excludes.filter { $0 == id }.map { _ in (v.key, false) }
                }
                r.constraints.append(MaskedConstraint(constraint: b.layoutConstraint, baseInstalled: b.constraint.isInstalled,
                                                      variations: marks.map { ($0.0, $0.1) }))
            }
            for c in o.constraints {
                let values = c.variations.compactMap { v in
                    v.attributes["constant"].flatMap(Double.init).flatMap { $0.isFinite ? (key: v.key, value: $0) : nil }
                }
                guard !values.isEmpty, let b = bound[c.id] else { continue }
                r.constants.append(VaryingConstant(constraint: b.layoutConstraint, base: CGFloat(c.constant), variations: values))
            }
            if let stack = owner as? StackView {
                let values = sized.compactMap { v in
                    v.attributes["spacing"].flatMap(Double.init).flatMap { $0.isFinite ? (key: v.key, value: $0) : nil }
                }
                if !values.isEmpty { r.spacing = (stack.spacing, values) }
                // Each attribute varies on its own: a variation naming only `axis` leaves the
                // alignment another (or the base) gives.
                /// The variations naming `attribute`, read by `parse` (unknown values left out).
                func varied<T>(_ attribute: String, _ parse: (String) -> T?) -> [(key: String, value: T)] {
                    sized.compactMap { v in v.attributes[attribute].flatMap(parse).map { (key: v.key, value: $0) } }
                }
                let axes = varied("axis", NibStackArrangement.axis)
                if !axes.isEmpty { r.axis = (stack.axis, axes) }
                let alignments = varied("alignment", NibStackArrangement.alignment)
                if !alignments.isEmpty { r.alignment = (stack.alignment, alignments) }
                let distributions = varied("distribution", NibStackArrangement.distribution)
                if !distributions.isEmpty { r.distribution = (stack.distribution, distributions) }
            }
            let hiddens = sized.compactMap { v in
                v.attributes["hidden"].map { (key: v.key, value: $0 == "YES") }
            }
            if !hiddens.isEmpty { r.hidden = (owner.isHidden, hiddens) }
            let fonts = sized.compactMap { v in v.font.map { (key: v.key, value: $0.font) } }
            if !fonts.isEmpty, let base = font(of: owner) { r.font = (base, fonts) }
            guard !r.isEmpty else { continue }
            owner.traitVariations = r
            out.append(r)
        }
        return out
    }
}
