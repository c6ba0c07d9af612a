import ViewRasterViews
import ViewRasterNib

/// Seed 003's full-screen HUD: the last object of `BActivityIndicator.xib`, with a spinning
/// image (one turn per 1.5 s, linear, forever) and "Please wait" in RobotoCondensed-Regular 14.
/// Added to a window, it follows device-orientation changes by rotating itself −90°/90°/180°.
@MainActor
public final class BActivityIndicator: View {
    /// The "Please wait" label (outlet `pleaseWaitLabel`).
    public var pleaseWaitLabel: Label!
    /// The spinning image (outlet `spinningImage`).
    public var spinningImage: ImageView!
    private var rotationTransform = CGAffineTransform.identity

    /// Raised by `make(view:)` when the view is missing (the seed's MBProgressHUDViewIsNillException).
    public struct ViewIsNilError: Error, CustomStringConvertible {
        /// The seed's exception message.
        public var description: String { "The view used in the BActivityIndicator initializer is nil." }
    }

    public override class var connections: ConnectionTable {
        super.connections
            .outlet("pleaseWaitLabel", \BActivityIndicator.pleaseWaitLabel)
            .outlet("spinningImage", \BActivityIndicator.spinningImage)
    }

    /// The seed's `initWithFrame:`: the nib's last object, given `frame`, spinning, with the
    /// label in RobotoCondensed-Regular 14. (A Swift initialiser cannot replace `self` as the
    /// seed's `self = [... lastObject]` does, so this is a factory.)
    public static func make(frame: CGRect) -> BActivityIndicator {
        let hud = GalleryNibs.load("BActivityIndicator", owner: nil).last as! BActivityIndicator
        hud.frame = frame
        hud.rotateLayerInfinite()
        hud.pleaseWaitLabel.font = Font(name: "RobotoCondensed-Regular", size: 14)
        return hud
    }

    /// The seed's `initWithView:`: a HUD the size of the main screen; throws when `view` is nil.
    public static func make(view: View?) throws -> BActivityIndicator {
        guard let view else { throw ViewIsNilError() }
        let hud = make(frame: CGRect(origin: .zero, size: Screen.main.bounds.size))
        // We need to take care of rotation ourselves if we're adding the HUD to a window.
        if view is Window { hud.setTransformForCurrentOrientation(animated: false) }
        NotificationCenter.shared.addObserver(hud, name: .deviceOrientationDidChange) { [weak hud] _ in
            hud?.deviceOrientationDidChange()
        }
        return hud
    }

    /// Makes a HUD filling `view` and adds it as `view`'s subview (`animated` is ignored); throws
    /// `ViewIsNilError` when `view` is nil.
    @discardableResult
    public static func showHUDAddedTo(_ view: View?, animated: Bool) throws -> BActivityIndicator {
        let hud = try make(view: view)
        view!.addSubview(hud)
        return hud
    }

    /// Removes the last HUD among `view`'s subviews; false when there is none.
    @discardableResult
    public static func hideHUDForView(_ view: View, animated: Bool) -> Bool {
        var viewToRemove: View?
        for v in view.subviews where v is BActivityIndicator { viewToRemove = v }
        guard let viewToRemove else { return false }
        viewToRemove.layer.removeAnimation(forKey: "Spin")
        (viewToRemove as? BActivityIndicator)?.spinningImage.layer.removeAnimation(forKey: "Spin")
        NotificationCenter.shared.removeObserver(viewToRemove)
        viewToRemove.removeFromSuperview()
        return true
    }

    func rotateLayerInfinite() {
        let rotation = BasicAnimation(keyPath: "transform.rotation")
        rotation.fromValue = 0.0
        rotation.toValue = 2 * CGFloat.pi
        rotation.duration = 1.5
        rotation.repeatCount = .infinity
        spinningImage.layer.removeAllAnimations()
        spinningImage.layer.add(rotation, forKey: "Spin")
    }

    func deviceOrientationDidChange() {
        guard let superview else { return }
        if superview is Window { setTransformForCurrentOrientation(animated: true) }
    }

    func setTransformForCurrentOrientation(animated: Bool) {
        let orientation = Screen.main.orientation
        var degrees: CGFloat = 0
        // Stay in sync with the superview.
        if let superview { bounds = superview.bounds }
        if orientation.isLandscape {
            degrees = orientation == .landscapeLeft ? -90 : 90
            // Window coordinates differ!
            bounds = CGRect(x: 0, y: 0, width: bounds.height, height: bounds.width)
        } else {
            degrees = orientation == .portraitUpsideDown ? 180 : 0
        }
        rotationTransform = CGAffineTransform(rotationAngle: degrees * .pi / 180)
        if animated { View.beginAnimations(nil, context: nil) }
        transform = rotationTransform
        if animated { View.commitAnimations() }
    }
}

/// The controller whose xib hosts the HUD scene: a title and a paragraph under the HUD.
@MainActor
public final class HUDHostViewController: ViewController {
    /// The title above the HUD (outlet `titleLabel`).
    public var titleLabel: Label!

    public override class var connections: ConnectionTable {
        super.connections.outlet("titleLabel", \HUDHostViewController.titleLabel)
    }

    public override func loadView() {
        GalleryNibs.load("HUDHostViewController", owner: self)
    }

    /// The seed's utility: `startActivityIndicatorInView:withMessage:`.
    public func startActivityIndicator() {
        _ = try? BActivityIndicator.showHUDAddedTo(view, animated: true)
    }
    /// The seed's `stopActivityIndicator`: removes the last HUD from the view; false when there was
    /// none.
    public func stopActivityIndicator() -> Bool {
        BActivityIndicator.hideHUDForView(view, animated: true)
    }
}
