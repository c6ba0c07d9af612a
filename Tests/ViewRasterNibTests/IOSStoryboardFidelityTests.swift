import Foundation
import Testing
import ViewRasterRaster
import ViewRasterRendering
import ViewRasterTesting
import ViewRasterViews
import ViewRasterNib

/// LeonardoPiovezan/TestsExampleiOS's `LoginViewController` (an empty `viewDidLoad`).
final class LoginViewController: ViewController {}

/// kuritatu18/SampleSnapshotTests's `ViewController`: `viewDidLoad` sets the label to the
/// localized "label" string (`NSLocalizedString` read it from the test run's language).
final class LocalizedLabelController: ViewController {
    var label: Label?
    /// What `NSLocalizedString("label", comment: "")` returned in the run.
    var localizedText = ""
    override class var connections: ConnectionTable { super.connections.outlet("label", \LocalizedLabelController.label) }
    override func viewDidLoad() {
        super.viewDidLoad()
        label?.text = localizedText
    }
}

/// Storyboard pairs of `../shared/ios-refs`: each controller instantiated from the storyboard
/// on the simulator the test ran on, its view drawn as `FBSnapshotVerifyView(vc.view)` draws it
/// — bare, outside any window (no safe area), at the screen's size unless the test set a frame
/// — and compared with the iOS image (floors as measured, `docs/ios-fidelity.md`).
@MainActor
@Suite struct IOSStoryboardFidelityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var reference: String
        /// The size the test gave `vc.view.frame.size` (nil: the screen's, as loaded).
        var size: CGSize?
        var floor: Double
        var text = ""
        var testDescription: String { reference }
    }

    /// Loads `pair`'s Main.storyboard with `registry`.
    func storyboard(_ pair: String, _ registry: NibClassRegistry) throws -> Storyboard {
        try Storyboard(contentsOf: iosRefsURL.appendingPathComponent(pair).appendingPathComponent("Main.storyboard"),
                       options: NibOptions(registry: registry))
    }

    /// `instantiateViewController(withIdentifier:)` and `vc.view` on `simulator`'s main screen
    /// (a storyboard controller's view takes the screen's size).
    func loadView(_ storyboard: Storyboard, _ identifier: String, on simulator: Device,
                  configure: (ViewController) -> Void = { _ in }) throws -> View {
        let stage = Stage(.device(simulator))
        return try stage.within {
            let vc = try storyboard.instantiateViewController(withIdentifier: identifier)
            configure(vc)
            return try #require(vc.view)
        }
    }

    nonisolated static let leonardo = "LeonardoPiovezan-TestsExampleiOS"
    nonisolated static let leonardoCases = [
        Case(reference: "testLoginView_IPHONE_8@2x.png", size: CGSize(width: 375, height: 667), floor: 0.986),
        Case(reference: "testLoginView_IPHONE_SE@2x.png", size: CGSize(width: 320, height: 568), floor: 0.983),
        Case(reference: "testLoginView_IPHONE_8_PLUS@2x.png", size: CGSize(width: 414, height: 736), floor: 0.988),
        Case(reference: "testLoginView_IPHONE_X@2x.png", size: CGSize(width: 375, height: 812), floor: 0.989),
        Case(reference: "testLoginView_IPHONE_XS_MAX@2x.png", size: CGSize(width: 414, height: 896), floor: 0.990),
        // An earlier version of the test set no size: the XR simulator's screen, 414×896.
        Case(reference: "testLoginView@2x.png", size: nil, floor: 0.991),
    ]

    /// `instantiateViewController(withIdentifier: "LoginView")` on an XR-class @2x simulator
    /// (iOS 12), `vc.view.frame.size = device.size`, `FBSnapshotVerifyView(vc.view)`: labels,
    /// rounded-rect text fields with placeholders and a system button under an image view with
    /// no image, pinned 28 pt below a safe area that is zero outside a window.
    @Test(.enabled(if: iosRefsAvailable(leonardo, ["Main.storyboard"] + leonardoCases.map(\.reference)),
                   "needs ../shared/ios-refs/\(leonardo)"),
          arguments: leonardoCases)
    func leonardoLoginView(_ c: Case) throws {
        let registry = NibClassRegistry()
        registry.register(controller: LoginViewController.self, module: "TestsExamples")
        let view = try loadView(try storyboard(Self.leonardo, registry), "LoginView", on: .iPhone11)
        if let size = c.size { view.frame.size = size }
        try expectIOSFidelity(of: view, scale: 2, pair: Self.leonardo, reference: c.reference, floor: c.floor)
    }

    nonisolated static let kuritatu = "kuritatu18-SampleSnapshotTests"
    nonisolated static let kuritatuCases = [
        Case(reference: "testViewController_en_iPhone_13_4_414x896@2x.png", size: nil, floor: 0.998, text: "Hello"),
        // 0.9979 since the system font's line box is SF's (28.64 pt: the CJK line, drawn by
        // the Noto fallback, now centres in the 29 pt label, 0.2 pt above iOS's baseline).
        Case(reference: "testViewController_ja_iPhone_13_4_414x896@2x.png", size: nil, floor: 0.9979, text: "こんにちは"),
    ]

    /// `instantiateViewController(withIdentifier: "ViewController")` on an iPhone 11 simulator
    /// (iOS 13.4, 414×896 @2x), run in English and Japanese: `viewDidLoad` sets the system 24
    /// label to the localized "Hello" / "こんにちは", centred 30 pt below the middle.
    @Test(.enabled(if: iosRefsAvailable(kuritatu, ["Main.storyboard"] + kuritatuCases.map(\.reference)),
                   "needs ../shared/ios-refs/\(kuritatu)"),
          arguments: kuritatuCases)
    func kuritatuLocalizedLabel(_ c: Case) throws {
        let registry = NibClassRegistry()
        registry.register(controller: LocalizedLabelController.self, as: "ViewController", module: "SampleSnapshots")
        let view = try loadView(try storyboard(Self.kuritatu, registry), "ViewController", on: .iPhone11) {
            ($0 as? LocalizedLabelController)?.localizedText = c.text
        }
        try expectIOSFidelity(of: view, scale: 2, pair: Self.kuritatu, reference: c.reference, floor: c.floor)
    }

    nonisolated static let phatpan = "phatpan-iOSSnapshotExample"

    /// `instantiateViewController(withIdentifier: "ViewController")`, `FBSnapshotVerifyView(vc.view)`
    /// on an iPhone 12 simulator: the view takes the 390×844 screen (not the storyboard's 414×896
    /// canvas), @3x; a system 26 label and a bold 18 custom button on systemBlue.
    @Test(.enabled(if: iosRefsAvailable(phatpan, ["Main.storyboard", "testExample@3x.png"]),
                   "needs ../shared/ios-refs/\(phatpan)"))
    func phatpanGetStarted() throws {
        let view = try loadView(try storyboard(Self.phatpan, NibClassRegistry()), "ViewController", on: .iPhone12)
        #expect(view.frame.size == CGSize(width: 390, height: 844))
        try expectIOSFidelity(of: view, scale: 3, pair: Self.phatpan, reference: "testExample@3x.png", floor: 0.989)
    }
}

/// skylib/SnapFBSnapshotBase's `ViewController`: an `imageView` outlet the test fills.
final class SnapSaleController: ViewController {
    var imageView: ImageView?
    override class var connections: ConnectionTable { super.connections.outlet("imageView", \SnapSaleController.imageView) }
}

/// skylib/SnapFBSnapshotBase's fifteen images: one storyboard whose four labels are each
/// installed in one size class only (`<mask key="subviews">`), drawn at the frame of a device
/// or an iPad multitasking pane with that pane's size classes overridden by a parent
/// controller — the views the size classes install, as UIKit swaps them on a trait change.
@MainActor
@Suite struct IOSSizeClassFidelityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var reference: String
        var size: CGSize
        var horizontal: UserInterfaceSizeClass
        var vertical: UserInterfaceSizeClass
        var floor: Double
        var testDescription: String { reference }
    }

    nonisolated static let pair = "skylib-SnapFBSnapshotBase"
    /// SnapFBSnapshotBase.h's rects and size classes.
    nonisolated static let cases: [Case] = [
        Case(reference: "testIphone4Portrait@2x.png", size: CGSize(width: 320, height: 480), horizontal: .compact, vertical: .regular, floor: 0.986),
        Case(reference: "testIphone5Portrait@2x.png", size: CGSize(width: 320, height: 568), horizontal: .compact, vertical: .regular, floor: 0.988),
        Case(reference: "testIphone6Portrait@2x.png", size: CGSize(width: 375, height: 667), horizontal: .compact, vertical: .regular, floor: 0.991),
        Case(reference: "testIphone6PlusPortrait@2x.png", size: CGSize(width: 414, height: 736), horizontal: .compact, vertical: .regular, floor: 0.993),
        Case(reference: "testIphone4Landscape@2x.png", size: CGSize(width: 480, height: 320), horizontal: .compact, vertical: .compact, floor: 0.985),
        Case(reference: "testIphone5Landscape@2x.png", size: CGSize(width: 568, height: 320), horizontal: .compact, vertical: .compact, floor: 0.987),
        Case(reference: "testIphone6Landscape@2x.png", size: CGSize(width: 667, height: 375), horizontal: .compact, vertical: .compact, floor: 0.991),
        Case(reference: "testIphone6PlusLandscape@2x.png", size: CGSize(width: 736, height: 414), horizontal: .regular, vertical: .compact, floor: 0.992),
        Case(reference: "testIpadPortrait@2x.png", size: CGSize(width: 768, height: 1024), horizontal: .regular, vertical: .regular, floor: 0.997),
        Case(reference: "testIpadLandscape@2x.png", size: CGSize(width: 1024, height: 768), horizontal: .regular, vertical: .regular, floor: 0.997),
        Case(reference: "testIpadMultitaskingLandscapeTwoToOneMain@2x.png", size: CGSize(width: 694, height: 768), horizontal: .regular, vertical: .regular, floor: 0.996),
        Case(reference: "testIpadMultitaskingLandscapeTwoToOneAlt@2x.png", size: CGSize(width: 320, height: 768), horizontal: .compact, vertical: .regular, floor: 0.991),
        Case(reference: "testIpadMultitaskingLandscapeOneToOneMainAndAlt@2x.png", size: CGSize(width: 507, height: 768), horizontal: .compact, vertical: .regular, floor: 0.994),
        Case(reference: "testIpadMultitaskingPortraitOneToOneMain@2x.png", size: CGSize(width: 438, height: 1024), horizontal: .compact, vertical: .regular, floor: 0.995),
        Case(reference: "testIpadMultitaskingPortraitOneToOneAlt@2x.png", size: CGSize(width: 320, height: 1024), horizontal: .compact, vertical: .regular, floor: 0.993),
    ]

    /// setUp: the initial controller of Main.storyboard on the iPhone 6 simulator (@2x), added
    /// as a child of a plain controller; `vc.imageView.image = UIImage(named: "snapsale")` (the
    /// 2x file of the image set). Each test: `sut.frame = rect`, the parent overrides the
    /// child's size classes, `FBSnapshotVerifyView(vc.view)`.
    @Test(.enabled(if: iosRefsAvailable(pair, ["Main.storyboard", "snapsale.imageset/snapsale_1024@2x.png"] + cases.map(\.reference)),
                   "needs ../shared/ios-refs/\(pair)"),
          arguments: cases)
    func sizeClassLabels(_ c: Case) throws {
        let folder = iosRefsURL.appendingPathComponent(Self.pair)
        let registry = NibClassRegistry()
        registry.register(controller: SnapSaleController.self, as: "ViewController", module: "SnapFBSnapshotBaseExample")
        let storyboard = try Storyboard(contentsOf: folder.appendingPathComponent("Main.storyboard"),
                                        options: NibOptions(registry: registry))
        let stage = Stage(.device(.iPhone8))
        let (view, vc, parent) = try stage.within {
            let vc = try #require(try storyboard.instantiateInitialViewController() as? SnapSaleController)
            let parent = ViewController()
            parent.addChild(vc)
            let view = try #require(vc.view)
            let bitmap = try #require(NibOptions.defaultImageDecoder?(folder.appendingPathComponent("snapsale.imageset/snapsale_1024@2x.png")))
            vc.imageView?.image = Image(bitmap: bitmap.withScale(2), name: "snapsale")
            view.frame = CGRect(origin: .zero, size: c.size)
            parent.setOverrideTraitCollection(TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: c.horizontal),
                                                                          TraitCollection(verticalSizeClass: c.vertical)]),
                                              forChild: vc)
            return (view, vc, parent)
        }
        _ = parent
        try expectIOSFidelity(of: view, scale: 2, pair: Self.pair, reference: c.reference, floor: c.floor)
        // The one label the classes install is the view's only label, 20 pt below the image.
        let labels = view.subviews.compactMap { $0 as? Label }
        try #require(labels.count == 1, "\(labels.map { $0.text ?? "" })")
        let w = c.horizontal == .regular ? "Regular" : "Compact", h = c.vertical == .regular ? "regular" : "compact"
        #expect(labels[0].text == "Size Class: \(w) width, \(h) height")
        let image = try #require(vc.imageView)
        #expect(image.frame == CGRect(x: (c.size.width - 160) / 2, y: (c.size.height - 160) / 2, width: 160, height: 160))
        #expect(abs(labels[0].frame.minY - image.frame.maxY - 20) < 0.01)
    }
}
