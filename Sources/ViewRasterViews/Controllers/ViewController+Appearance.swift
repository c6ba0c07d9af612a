import Foundation

/// UIKit's appearance cycle: `viewWillAppear` / `viewDidAppear` when a controller's view comes
/// on screen, `viewWillDisappear` / `viewDidDisappear` when it goes, each once per change.
///
/// What starts a change: a window that is shown (a screen's, or one `makeKeyAndVisible` was
/// called on) getting or losing its `rootViewController`; `present` and `dismiss`; a shown
/// navigation controller's top or a shown tab bar controller's selected child changing. A
/// controller forwards each change to the children whose views are in its view (a navigation
/// controller's top, a tab bar controller's selected child, a child added with `addChild`)
/// unless it overrides `shouldAutomaticallyForwardAppearanceMethods`. A snapshot of a
/// controller makes it appear and disappear as swift-snapshot-testing's does (with
/// `beginAppearanceTransition` / `endAppearanceTransition`).
extension ViewController {
    /// Starts a change of appearance (UIKit's `beginAppearanceTransition(_:animated:)`): calls
    /// `viewWillAppear` (`isAppearing`; the view is loaded first) or `viewWillDisappear`, and forwards it to the children
    /// shown in the view. A call that changes nothing (appearing when already shown or
    /// appearing; disappearing when gone or going) is ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearanceState = .appearing(animated: animated)
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing(animated: animated)
            viewWillDisappear(animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenShownInView {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the change `beginAppearanceTransition` started (UIKit's `endAppearanceTransition()`):
    /// calls `viewDidAppear` or `viewDidDisappear`, then ends the forwarded children's.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing(let animated):
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing(let animated):
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.appearanceState.isChanging {
            child.endAppearanceTransition()
        }
    }

    /// The children whose views are in this controller's view now (those an appearance change
    /// is forwarded to).
    var childrenShownInView: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    /// Shows `new` in place of `old` with `swap`: when this controller is shown, `new`'s view is
    /// loaded, then `old` disappears and `new` appears around the swap (UIKit's order on a
    /// push); otherwise it only swaps.
    func transitionShownChild(from old: ViewController?, to new: ViewController?, animated: Bool,
                              _ swap: () -> Void) {
        guard appearanceState == .appeared, old !== new else { swap(); return }
        new?.loadViewIfNeeded()
        old?.beginAppearanceTransition(false, animated: animated)
        new?.beginAppearanceTransition(true, animated: animated)
        swap()
        old?.endAppearanceTransition()
        new?.endAppearanceTransition()
    }
}
