import Foundation
import Testing
import ViewRasterRaster
import ViewRasterRendering
import ViewRasterTesting
import ViewRasterViews

/// swift-snapshot-testing's `testTraits` controller, in our API: four labels pinned to the
/// safe area's edges and centres. Its `traitCollectionDidChange` sets text-style fonts for the
/// configs' `.medium` content size — headline 16 semibold, body 16, subheadline 14 — set here
/// in `viewDidLoad`. (Its `leftBarButtonItem` shows nowhere: there is no navigation controller.)
final class TraitsLabelsController: ViewController {
    let topLabel = Label(), leadingLabel = Label(), trailingLabel = Label(), bottomLabel = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        topLabel.text = "What's"
        leadingLabel.text = "the"
        trailingLabel.text = "point"
        bottomLabel.text = "?"
        topLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        leadingLabel.font = .systemFont(ofSize: 16)
        trailingLabel.font = .systemFont(ofSize: 16)
        bottomLabel.font = .systemFont(ofSize: 14)
        for label in [topLabel, leadingLabel, trailingLabel, bottomLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        let safe = view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            topLabel.topAnchor.constraint(equalTo: safe.topAnchor),
            topLabel.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            leadingLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            leadingLabel.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor),
            leadingLabel.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
            trailingLabel.leadingAnchor.constraint(greaterThanOrEqualTo: safe.centerXAnchor),
            trailingLabel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            trailingLabel.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
            bottomLabel.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            bottomLabel.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
        ])
    }
}

/// swift-snapshot-testing's `testTableViewController`: a table controller with ten default
/// cells "0"…"9" (the table is the controller's view).
final class TenRowsController: ViewController, TableViewDataSource {
    override func loadView() {
        let table = TableView(frame: .zero, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = self
        view = table
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

/// Code-built pairs of `../shared/ios-refs`: the test's Swift (or Objective-C) written with our
/// API, drawn through the snapshot strategy the test used, compared with the iOS image.
@MainActor
@Suite struct IOSCodeFidelityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var reference: String
        var device: Device
        var orientation: Orientation = .portrait
        var floor: Double
        var testDescription: String { reference }
    }

    nonisolated static let pointfree = "pointfreeco-swift-snapshot-testing"
    nonisolated static let traitsCases = [
        Case(reference: "testTraits.iphone-se.png", device: .iPhoneSE, floor: 0.997),
        Case(reference: "testTraits.iphone-8.png", device: .iPhone8, floor: 0.998),
        Case(reference: "testTraits.iphone-x.png", device: .iPhoneX, floor: 0.998),
        // `.iPadMini` is a 1024×768 landscape iPad.
        Case(reference: "testTraits.ipad-mini.png", device: .iPad, orientation: .landscapeLeft, floor: 0.999),
    ]

    /// `assertSnapshot(of: vc, as: .image(on: .iPhoneSe / .iPhone8 / .iPhoneX / .iPadMini))`:
    /// the controller in a window of that device with its safe area (20 pt status bar; 44/34 on
    /// the X). The images were recorded on a @3x host simulator: every config is @3x.
    @Test(.enabled(if: iosRefsAvailable(pointfree, traitsCases.map(\.reference)), "needs ../shared/ios-refs/\(pointfree)"),
          arguments: traitsCases)
    func pointfreeTraits(_ c: Case) throws {
        let canvas = try snapshotImage(of: TraitsLabelsController(),
                                       as: .image(on: c.device, orientation: c.orientation, scale: 3))
        try expectIOSFidelity(canvas, pair: Self.pointfree, reference: c.reference, floor: c.floor)
    }

    /// `assertSnapshot(of: tableViewController, as: .image(on: .iPhoneSe))`, @3x.
    @Test(.enabled(if: iosRefsAvailable(pointfree, ["testTableViewController.1.png"]), "needs ../shared/ios-refs/\(pointfree)"))
    func pointfreeTableViewController() throws {
        let canvas = try snapshotImage(of: TenRowsController(), as: .image(on: .iPhoneSE, scale: 3))
        try expectIOSFidelity(canvas, pair: Self.pointfree, reference: "testTableViewController.1.png", floor: 0.996)
    }

    /// `testUIView`: `UIButton(type: .contactAdd)` bare, `.image` on the @3x host: its frame is
    /// the 24⅓×23⅔ pt `plus.circle` image (73×71 px), drawn in the tint blue.
    @Test(.enabled(if: iosRefsAvailable(pointfree, ["testUIView.1.png"]), "needs ../shared/ios-refs/\(pointfree)"))
    func pointfreeContactAddButton() throws {
        let button = Button(type: .contactAdd)
        #expect(button.frame.size == CGSize(width: 73.0 / 3, height: 71.0 / 3))
        try expectIOSFidelity(of: button, scale: 3, pair: Self.pointfree, reference: "testUIView.1.png", floor: 0.974)
    }

    nonisolated static let uber = "uber-ios-snapshot-test-case"

    /// `testViewSnapshotWithUIAppearance`: `UISwitch` appearance onTintColor blue, thumbTintColor
    /// lightGray; `[[UISwitch alloc] init]`, on; the bare 51×31 switch at @2x and @3x.
    @Test(.enabled(if: iosRefsAvailable(uber, ["testViewSnapshotWithUIAppearance@2x.png"]), "needs ../shared/ios-refs/\(uber)"),
          arguments: [2, 3] as [CGFloat])
    func uberSwitch(_ scale: CGFloat) throws {
        let control = Switch(frame: .zero)
        control.onTintColor = Color(r8: 0, g8: 0, b8: 255)
        control.thumbTintColor = Color(white: 2.0 / 3.0, alpha: 1)
        control.isOn = true
        try expectIOSFidelity(of: control, scale: scale, pair: Self.uber,
                              reference: "testViewSnapshotWithUIAppearance@\(Int(scale))x.png", floor: scale == 2 ? 0.959 : 0.968)
    }

    /// `testViewSnapshotWithUIAppearanceResizing`: `UIButton` appearance contentEdgeInsets 15;
    /// a system button "Click me!" with a width ≥ 65 constraint, `sizeToFit` (64×18 title plus
    /// the insets: 94×48), bare at @2x and @3x.
    @Test(.enabled(if: iosRefsAvailable(uber, ["testViewSnapshotWithUIAppearanceResizing@2x.png"]), "needs ../shared/ios-refs/\(uber)"),
          arguments: [2, 3] as [CGFloat])
    func uberButton(_ scale: CGFloat) throws {
        let button = Button(type: .system)
        button.contentEdgeInsets = EdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        button.setTitle("Click me!", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.widthAnchor.constraint(greaterThanOrEqualToConstant: 65).isActive = true
        button.sizeToFit()
        try expectIOSFidelity(of: button, scale: scale, pair: Self.uber,
                              reference: "testViewSnapshotWithUIAppearanceResizing@\(Int(scale))x.png", floor: scale == 2 ? 0.897 : 0.899)
    }
}
