import Foundation

/// A screen: a device's size in the current orientation, a scale, a virtual clock and the
/// window shown on it (UIScreen + UIWindowScene). `Screen.main` is the one views ask for
/// (`UIScreen.main.bounds`): the current stage's.
@MainActor
public final class Screen {
    /// The screen code sees as `UIScreen.main`: the current stage's (`Stage.current`).
    public static var main: Screen { Stage.current.screen }

    /// The device whose size and safe area the screen has (for a screen of a size, a `custom` one).
    public let device: Device
    /// The current orientation; `setOrientation(_:)` changes it.
    @exclusivity(unchecked) public private(set) var orientation: Orientation
    /// Pixels per point: the device's scale unless one was given.
    @exclusivity(unchecked) public var scale: CGFloat
    /// The virtual clock animations and timers on this screen run on.
    public let clock: VirtualClock
    /// The window filling the screen.
    public let window: Window
    /// Where orientation changes are posted (a stage sets its own; else the current one's).
    var notificationCenter: NotificationCenter?
    /// The traits the stage presents (appearance, text size, direction, …) over the device's
    /// own (`traitCollection`, Screen+Traits.swift).
    @exclusivity(unchecked) public var presentedTraits = TraitCollection() { didSet { window.setNeedsLayout() } }
    /// Whether the screen is a device's (its size classes are the device's) rather than a size's.
    let isDeviceScreen: Bool
    /// `device.isPad`, read once: the traits of every view ask for it.
    let deviceIsPad: Bool

    /// A device's screen, at the device's scale unless given one.
    public init(device: Device, orientation: Orientation = .portrait, scale: CGFloat? = nil, clock: VirtualClock = VirtualClock()) {
        self.device = device
        self.orientation = orientation
        self.scale = scale ?? StagePlacement.device(device, orientation: orientation).defaultScale
        self.clock = clock
        self.window = Window(frame: CGRect(origin: .zero, size: device.size(landscape: orientation.isLandscape)))
        self.isDeviceScreen = true
        self.deviceIsPad = device.isPad
        window.screen = self
        window.ownSafeAreaInsets = device.safeArea(landscape: orientation.isLandscape)
    }

    /// A screen of an arbitrary size (no safe area).
    public init(size: CGSize, scale: CGFloat? = nil, clock: VirtualClock = VirtualClock()) {
        let s = scale ?? StagePlacement.size(size).defaultScale
        self.device = Device(names: ["custom"], portraitSize: size, defaultScale: s, portraitSafeArea: .zero, landscapeSafeArea: .zero)
        self.orientation = size.width > size.height ? .landscapeLeft : .portrait
        self.scale = s
        self.clock = clock
        self.window = Window(frame: CGRect(origin: .zero, size: size))
        self.isDeviceScreen = false
        self.deviceIsPad = device.isPad
        window.screen = self
    }

    /// The screen's bounds in points, in the current orientation.
    public var bounds: CGRect { window.bounds }

    /// Rotates the device: the window takes the new size and safe area, and a
    /// `deviceOrientationDidChange` notification is posted.
    public func setOrientation(_ newOrientation: Orientation) {
        guard newOrientation != orientation else { return }
        orientation = newOrientation
        window.ownSafeAreaInsets = device.safeArea(landscape: newOrientation.isLandscape)
        window.frame = CGRect(origin: .zero, size: device.size(landscape: newOrientation.isLandscape))
        (notificationCenter ?? .shared).post(name: .deviceOrientationDidChange, object: self)
    }
}

/// The root view of a screen (UIWindow). Its root view controller's view fills it.
@MainActor
open class Window: View {
    /// The screen showing the window; nil when it is not a screen's.
    public internal(set) weak var screen: Screen?

    /// The controller whose view fills the window; setting it removes the old one's view and adds
    /// the new one's. On a shown window (`isShown`) the old controller disappears and the new one
    /// appears around the change (`viewWillDisappear` … `viewDidAppear`).
    public var rootViewController: ViewController? {
        didSet {
            let new = rootViewController, changes = isShown && oldValue !== new
            let newView = new?.view
            if changes {
                oldValue?.beginAppearanceTransition(false, animated: false)
                new?.beginAppearanceTransition(true, animated: false)
            }
            oldValue?.view.removeFromSuperview()
            if let v = newView {
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(v)
            }
            if changes {
                oldValue?.endAppearanceTransition()
                new?.endAppearanceTransition()
            }
        }
    }

    /// Whether the window is shown: a screen's window is; another is once `makeKeyAndVisible` ran.
    public var isShown: Bool { screen != nil || isMadeVisible }
    private var isMadeVisible = false

    /// Shows the window (a screen's window is shown already): its root view controller appears.
    public func makeKeyAndVisible() {
        guard !isShown else { return }
        isMadeVisible = true
        rootViewController?.beginAppearanceTransition(true, animated: false)
        rootViewController?.endAppearanceTransition()
    }

    /// The orientation of the interface shown (UIApplication.statusBarOrientation).
    public var interfaceOrientation: Orientation { screen?.orientation ?? .portrait }
}
