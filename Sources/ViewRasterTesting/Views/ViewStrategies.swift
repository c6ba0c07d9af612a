import Foundation
import ViewRasterViews
import ViewRasterRaster
import ViewRasterDisplayList

/// What a view strategy renders: a view as it is, or a controller installed on a screen.
enum MountedSubject {
    case view(View)
    case controller(ViewController)
}

extension Snapshotting where Value == MountedSubject, Format == Canvas {
    /// The one image strategy behind the view and controller forms: mount, lay out at `time`,
    /// draw (and describe the tree for failure explanations).
    static func mountedImage(layout: SnapshotLayout, scale: CGFloat?, time: TimeInterval?, background: Color?,
                             precision: Double, perceptualPrecision: Double,
                             traits: TraitCollection = TraitCollection()) -> Snapshotting<MountedSubject, Canvas> {
        // The display-list image strategy pulled back through the mount: its snapshot and its
        // banded check (`SnapshotCheck`) both come with `pullback`.
        var strategy = Snapshotting<DisplayList, Canvas>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { (subject: MountedSubject) in
                try onMainActor {
                    try ViewHost.withMounted(subject, layout: layout, scale: scale, time: time, traits: traits) { stage, _ in
                        stage.displayList(background: background)
                    }
                }
            }
        strategy.tree = { subject in
            try onMainActor {
                try ViewHost.withMounted(subject, layout: layout, scale: scale, time: time, traits: traits) { stage, root in
                    ViewTreeDescription.tree(of: root, at: stage.now)
                }
            }
        }
        return strategy
    }
}

extension Snapshotting where Value == MountedSubject, Format == String {
    /// The laid-out tree as text, behind both `recursiveDescription` forms.
    static func mountedDescription(layout: SnapshotLayout, time: TimeInterval?) -> Snapshotting<MountedSubject, String> {
        Snapshotting<String, String>.lines.pullback { subject in
            try onMainActor {
                try ViewHost.withMounted(subject, layout: layout, scale: nil, time: time) { stage, root in
                    ViewTreeDescription.recursiveDescription(of: root, at: stage.now)
                }
            }
        }
    }
}

extension Snapshotting where Value == View, Format == Canvas {
    /// A view rendered to PNG and compared (exactly unless tolerances are given). The laid-out
    /// tree is kept next to the reference so a failure says which views moved or resized.
    /// - Parameters:
    ///   - layout: `.frame` (the view at its own frame), `.device(.iPhone12)`, `.fixed(width:height:)` or `.sizeThatFits`.
    ///   - scale: pixels per point (default: the device's, else 2).
    ///   - time: the virtual time to render at (advances `VirtualClock.current`; never back).
    ///   - background: painted under the view (nil: transparent).
    ///   - precision: the fraction of pixels that must match.
    ///   - perceptualPrecision: a pixel matches when ΔE94 ≤ (1 − p) × 100.
    ///   - traits: appearance, content size category, layout direction, contrast (unspecified
    ///     traits: the placement's device, light, large, left to right).
    public static func image(layout: SnapshotLayout = .frame, scale: CGFloat? = nil, time: TimeInterval? = nil,
                             background: Color? = .white, precision: Double = 1,
                             perceptualPrecision: Double = 1, traits: TraitCollection = TraitCollection()) -> Snapshotting<View, Canvas> {
        Snapshotting<MountedSubject, Canvas>.mountedImage(layout: layout, scale: scale, time: time, background: background,
                                                          precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
            .pullback { .view($0) }
    }

    /// Exact comparison of the view at its own frame, @2x.
    public static var image: Snapshotting<View, Canvas> { image() }

    /// The view on a device preset, with `traits` (as swift-snapshot-testing's `.image(on:traits:)`).
    public static func image(on device: Device, orientation: Orientation = .portrait, scale: CGFloat? = nil,
                             time: TimeInterval? = nil, precision: Double = 1,
                             perceptualPrecision: Double = 1, traits: TraitCollection = TraitCollection()) -> Snapshotting<View, Canvas> {
        image(layout: .device(device, orientation: orientation), scale: scale, time: time,
              precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension Snapshotting where Value == ViewController, Format == Canvas {
    /// A controller's view as the root of a screen (default: iPhone 8 portrait), rendered to
    /// PNG with `traits` (unspecified traits: the device's, light, large, left to right).
    public static func image(layout: SnapshotLayout = .device(.iPhone8), scale: CGFloat? = nil, time: TimeInterval? = nil,
                             background: Color? = .white, precision: Double = 1,
                             perceptualPrecision: Double = 1, traits: TraitCollection = TraitCollection()) -> Snapshotting<ViewController, Canvas> {
        Snapshotting<MountedSubject, Canvas>.mountedImage(layout: layout, scale: scale, time: time, background: background,
                                                          precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
            .pullback { .controller($0) }
    }

    /// `image()`: the controller on an iPhone 8 in portrait, every default.
    public static var image: Snapshotting<ViewController, Canvas> { image() }

    /// The controller on a device preset, with `traits`.
    public static func image(on device: Device, orientation: Orientation = .portrait, scale: CGFloat? = nil,
                             time: TimeInterval? = nil, precision: Double = 1,
                             perceptualPrecision: Double = 1, traits: TraitCollection = TraitCollection()) -> Snapshotting<ViewController, Canvas> {
        image(layout: .device(device, orientation: orientation), scale: scale, time: time,
              precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension Snapshotting where Value == View, Format == String {
    /// The laid-out tree as text (`View.recursiveDescription`), a `.txt` reference.
    public static func recursiveDescription(layout: SnapshotLayout = .frame, time: TimeInterval? = nil) -> Snapshotting<View, String> {
        Snapshotting<MountedSubject, String>.mountedDescription(layout: layout, time: time).pullback { .view($0) }
    }

    /// `recursiveDescription()`: the view laid out at its own frame.
    public static var recursiveDescription: Snapshotting<View, String> { recursiveDescription() }
}

extension Snapshotting where Value == ViewController, Format == String {
    /// The controller's laid-out window as text.
    public static func recursiveDescription(layout: SnapshotLayout = .device(.iPhone8), time: TimeInterval? = nil) -> Snapshotting<ViewController, String> {
        Snapshotting<MountedSubject, String>.mountedDescription(layout: layout, time: time).pullback { .controller($0) }
    }

    /// `recursiveDescription()`: the controller on an iPhone 8 in portrait.
    public static var recursiveDescription: Snapshotting<ViewController, String> { recursiveDescription() }
}

extension SnapshotSeries where Value == View, Format == Canvas {
    /// An animation checked frame by frame: one PNG reference per time, named `t<seconds>s`
    /// (`testSpin.1.t0.25s.png`). Times must be ascending (virtual time never runs back).
    public static func frames(times: [TimeInterval], layout: SnapshotLayout = .frame, scale: CGFloat? = nil,
                              background: Color? = .white, precision: Double = 1,
                              perceptualPrecision: Double = 1) -> SnapshotSeries<View, Canvas> {
        frames(times: times) { t in
            Snapshotting<View, Canvas>.image(layout: layout, scale: scale, time: t, background: background,
                                             precision: precision, perceptualPrecision: perceptualPrecision)
        }
    }
}

extension SnapshotSeries where Value == ViewController, Format == Canvas {
    /// A controller's animation checked frame by frame (see the `View` form).
    public static func frames(times: [TimeInterval], layout: SnapshotLayout = .device(.iPhone8), scale: CGFloat? = nil,
                              background: Color? = .white, precision: Double = 1,
                              perceptualPrecision: Double = 1) -> SnapshotSeries<ViewController, Canvas> {
        frames(times: times) { t in
            Snapshotting<ViewController, Canvas>.image(layout: layout, scale: scale, time: t, background: background,
                                                       precision: precision, perceptualPrecision: perceptualPrecision)
        }
    }
}
