import Foundation

extension ViewController {
    /// The controller's traits (UIViewController.traitCollection): its parent's (with the
    /// parent's overrides for it), else those of the view its view is in, else the current
    /// stage's screen's, with `overrideUserInterfaceStyle` applied. A controller presented as a
    /// sheet, form sheet or popover has `userInterfaceLevel == .elevated`.
    public var traitCollection: TraitCollection {
        var t: TraitCollection
        if let parent {
            t = parent.traitCollection.overlaid(by: parent.childTraitOverrides[ObjectIdentifier(self)] ?? TraitCollection())
        } else if let presenting = presentingViewController {
            t = presenting.traitCollection
            // A sheet, form sheet or popover is elevated content; a full-screen one is not.
            let fullScreen = modalPresentationStyle == .fullScreen || modalPresentationStyle == .overFullScreen
            t.userInterfaceLevel = fullScreen ? presenting.traitCollection.userInterfaceLevel : .elevated
        } else if let sup = viewIfLoaded?.superview {
            t = sup.traitCollection
        } else {
            t = Stage.current.screen.traitCollection
        }
        if overrideUserInterfaceStyle != .unspecified { t.userInterfaceStyle = overrideUserInterfaceStyle }
        return t
    }

    /// Overrides traits for a child controller (UIViewController.setOverrideTraitCollection(_:forChild:));
    /// nil removes the override.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        childTraitOverrides[ObjectIdentifier(child)] = collection
        child.viewIfLoaded?.setNeedsLayout()
    }

    /// The traits overridden for `child`, if any (UIViewController.overrideTraitCollection(forChild:)).
    public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        childTraitOverrides[ObjectIdentifier(child)]
    }
}
