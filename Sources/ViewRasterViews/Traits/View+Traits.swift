import Foundation

extension View {
    /// The traits this view inherits: its controller's (for a controller's view), its
    /// superview's, or at the root its screen's (a bare view: the current stage's screen's).
    var inheritedTraitCollection: TraitCollection {
        if let vc = viewController { return vc.traitCollection }
        if let s = superview { return s.traitCollection }
        if let w = self as? Window, let screen = w.screen { return screen.traitCollection }
        return Stage.current.screen.traitCollection
    }

    /// The view's traits (UIView.traitCollection): inherited down the tree, with
    /// `overrideUserInterfaceStyle` applied.
    /// (A controller's view asks its controller once: `traits(inheriting: inheritedTraitCollection)`
    /// would ask it twice, and each asks the whole chain above.)
    public var traitCollection: TraitCollection {
        if let vc = viewController { return ownTraits(over: vc.traitCollection) }
        return ownTraits(over: inheritedTraitCollection)
    }

    /// These traits given the parent's: the parent's with this view's override on top, and a
    /// direction `semanticContentAttribute` forces (so subviews lay out the same way). A
    /// controller's view takes its controller's traits.
    func traits(inheriting parent: TraitCollection) -> TraitCollection {
        ownTraits(over: viewController.map { $0.traitCollection } ?? parent)
    }

    /// `inherited` with this view's style override and forced direction on top.
    private func ownTraits(over inherited: TraitCollection) -> TraitCollection {
        var t = inherited
        if overrideUserInterfaceStyle != .unspecified { t.userInterfaceStyle = overrideUserInterfaceStyle }
        switch semanticContentAttribute {
        case .forceRightToLeft: t.layoutDirection = .rightToLeft
        case .forceLeftToRight: t.layoutDirection = .leftToRight
        default: break
        }
        return t
    }

    /// The layout direction the view's content uses (UIView.effectiveUserInterfaceLayoutDirection):
    /// the forced direction of `semanticContentAttribute`, left to right for playback and
    /// spatial content, else the traits'.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        Self.effectiveDirection(semanticContentAttribute, traitCollection)
    }

    static func effectiveDirection(_ attribute: SemanticContentAttribute, _ traits: TraitCollection) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: traits.resolvedLayoutDirection
        }
    }

    /// The direction a semantic content attribute gives under `direction`
    /// (UIView.userInterfaceLayoutDirection(for:)).
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        effectiveDirection(attribute, TraitCollection.current)
    }

    /// Tells each view and controller in the tree whose traits changed since the last pass
    /// (`traitCollectionDidChange`), top-down, so a label can take a new font before layout.
    func deliverTraitChanges(parent: TraitCollection) {
        let t = traits(inheriting: parent)
        if let vc = viewController, vc.deliveredTraitCollection != vc.traitCollection {
            let previous = vc.deliveredTraitCollection
            vc.deliveredTraitCollection = vc.traitCollection
            layoutStorage.noteLayoutInputChange()
            vc.traitCollectionDidChange(previous)
        }
        if deliveredTraitCollection != t {
            let previous = deliveredTraitCollection
            deliveredTraitCollection = t
            layoutStorage.noteLayoutInputChange()
            placeDirectionalMargins()
            t.performAsCurrent {
                traitVariations?.apply(to: self, traits: t)
                updateForTraits(t, previous: previous)
                traitCollectionDidChange(previous)
            }
        }
        let views = subviews
        if !views.isEmpty {
            views.withUnsafeBufferPointer { b in
                for j in b.indices {
                    prefetchSubview(b, at: j &+ subviewLookahead)
                    b[j].deliverTraitChanges(parent: t)
                }
            }
        }
    }
}
