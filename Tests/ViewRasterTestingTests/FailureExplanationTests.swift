import Foundation
import Testing
import ViewRasterViews
import ViewRasterTesting
import ViewRasterRaster

/// A status card as app code writes one: views held by stored properties, no identifiers.
@MainActor
final class StatusCard: View {
    let statusLabel = Label(frame: CGRect(x: 4, y: 4, width: 52, height: 14))
    let banner = View(frame: CGRect(x: 0, y: 24, width: 60, height: 16))

    init(status: String, color: Color, bannerAlpha: CGFloat, bannerColor: Color) {
        super.init(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        backgroundColor = .white
        statusLabel.text = status
        statusLabel.textColor = color
        banner.alpha = bannerAlpha
        banner.backgroundColor = bannerColor
        addSubview(statusLabel)
        addSubview(banner)
    }
    required init?(coder: NSCoder) { nil }
}

/// What a failed view snapshot says about the views: named by outlet, accessibility
/// identifier or property; text, color and alpha changes; a faded view is not "removed".
@MainActor
@Suite struct FailureExplanationTests {
    @Test func changedTextColorAndAlphaAreListedByPropertyName() throws {
        let root = try TempRoot(); defer { root.remove() }
        let before = StatusCard(status: "Ready", color: .black, bannerAlpha: 1, bannerColor: .red)
        _ = root.run { verifySnapshot(of: before, as: .image(scale: 1), named: "card") }
        let after = StatusCard(status: "Done", color: .red, bannerAlpha: 0, bannerColor: .blue)
        let message = try #require(root.run { verifySnapshot(of: after, as: .image(scale: 1), named: "card") })
        #expect(message.contains("label `statusLabel` text \"Ready\" → \"Done\", text color #000000 → #FF0000"), "\(message)")
        #expect(message.contains("view `banner` alpha 1 → 0, background #FF0000 → #0000FF"), "\(message)")
        #expect(!message.contains("removed"), "\(message)")
        // The unchanged root is not listed.
        #expect(!message.contains("statusCard StatusCard"), "\(message)")
    }

    @Test func anOutletNameWinsOverTheIdentifierAndTheProperty() {
        let card = StatusCard(status: "A", color: .black, bannerAlpha: 1, bannerColor: .red)
        card.statusLabel.accessibilityIdentifier = "status-id"
        #expect(ViewTreeDescription.tree(of: card, at: 0).entries[1].name == "status-id")
        ViewNameTable().addOutlet("statusOutlet", to: card.statusLabel)   // as a nib load records it
        let tree = ViewTreeDescription.tree(of: card, at: 0)
        #expect(tree.entries.map(\.name) == [nil, "statusOutlet", "banner"])
        // A hidden view is listed as hidden, with no entries for its subviews.
        card.banner.addSubview(View(frame: CGRect(x: 0, y: 0, width: 4, height: 4)))
        card.banner.isHidden = true
        let hidden = ViewTreeDescription.tree(of: card, at: 0)
        #expect(hidden.entries.count == 3 && hidden.entries[2].hidden == true)
        #expect(hidden.changes(from: tree) == ["view `banner` hidden"])
    }

    @Test func theDiffToolIsPrintedWithTheReferenceAndActualPaths() throws {
        let root = try TempRoot(); defer { root.remove() }
        let c = try solid(2, 2, (10, 20, 30, 255))
        _ = root.run { verifySnapshot(of: c, as: .image, named: "d") }
        let message = try #require(withSnapshotTesting(diffTool: "ksdiff") {
            root.run { verifySnapshot(of: c.setting(0, 0, (255, 0, 0, 255)), as: .image, named: "d") }
        })
        let reference = root.url.appendingPathComponent("Snapshots/FailureExplanationTests/theDiffToolIsPrintedWithTheReferenceAndActualPaths.d.png").path
        let actual = root.artifacts.appendingPathComponent("FailureExplanationTests/theDiffToolIsPrintedWithTheReferenceAndActualPaths.d.actual.png").path
        #expect(message.contains("Diff tool: ksdiff \(reference) \(actual)"), "\(message)")
        // Without a tool there is no such line.
        let plain = try #require(root.run { verifySnapshot(of: c.setting(0, 0, (255, 0, 0, 255)), as: .image, named: "d") })
        #expect(!plain.contains("Diff tool:"))
    }

    @Test func referencesCanLiveBesideTheTestFile() throws {
        let root = try TempRoot(); defer { root.remove() }
        let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let beside = testFolder.appendingPathComponent("__Snapshots__/FailureExplanationTests")
        let reference = beside.appendingPathComponent("referencesCanLiveBesideTheTestFile.b.txt")
        defer {
            try? FileManager.default.removeItem(at: reference)
            try? FileManager.default.removeItem(at: beside)
            try? FileManager.default.removeItem(at: testFolder.appendingPathComponent("__Snapshots__"))
        }
        let first = withSnapshotTesting(referenceFolder: .besideTestFile) { root.run { verifySnapshot(of: "hi", as: .lines, named: "b") } }
        #expect(first?.contains(reference.path) == true)
        #expect(FileManager.default.fileExists(atPath: reference.path))
        #expect(withSnapshotTesting(referenceFolder: .besideTestFile) { root.run { verifySnapshot(of: "hi", as: .lines, named: "b") } } == nil)
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("Snapshots").path))
        #expect(try SnapshotReferenceFolder.fromEnvironment(["VIEWRASTER_SNAPSHOTS": "__Snapshots__"]) == .besideTestFile)
        #expect(try SnapshotReferenceFolder.fromEnvironment(["VIEWRASTER_SNAPSHOTS": "package"]) == .package)
        #expect(throws: SnapshotError.self) { try SnapshotReferenceFolder.fromEnvironment(["VIEWRASTER_SNAPSHOTS": "elsewhere"]) }
    }
}

/// `.image(layout:)`'s sizes: `.fixed(width:height:)` a screen of that size, `.sizeThatFits` the
/// size Auto Layout fits the view to, `.frame` the view's own frame.
@MainActor
@Suite struct SnapshotLayoutTests {
    func png(_ root: TempRoot, _ name: String) throws -> Canvas {
        try ImageFiles.readPNG(at: root.url.appendingPathComponent("Snapshots/FailureExplanationTests/\(name).png"))
    }

    @Test func fixedAndFrameLayouts() throws {
        let root = try TempRoot(); defer { root.remove() }
        let card = makeCard()
        _ = root.run { verifySnapshot(of: card, as: .image(layout: .fixed(width: 100, height: 50), scale: 2), named: "f", file: "/x/FailureExplanationTests.swift") }
        _ = root.run { verifySnapshot(of: card, as: .image(layout: .frame, scale: 2), named: "o", file: "/x/FailureExplanationTests.swift") }
        let fixed = try png(root, "fixedAndFrameLayouts.f"), own = try png(root, "fixedAndFrameLayouts.o")
        #expect((fixed.width, fixed.height) == (200, 100) && (own.width, own.height) == (120, 80))
        // The view fills the fixed screen: its white reaches the bottom-right corner.
        #expect(fixed.pixel(x: 199, y: 99).r == 255 && fixed.pixel(x: 199, y: 99).a == 255)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
        let bad = root.run { verifySnapshot(of: card, as: .image(layout: .fixed(width: 0, height: 10)), named: "z", file: "/x/FailureExplanationTests.swift") }
        #expect(bad?.contains("snapshot size 0×10 is not positive") == true)
    }

    @Test func sizeThatFitsUsesAutoLayoutAndWrapsLabels() throws {
        let root = try TempRoot(); defer { root.remove() }
        // A label pinned 10 pt inside a box, and a 200 pt wide one below it: the box is
        // 10 + 200 + 10 wide and as tall as the label's text plus 10 + 6 + 10.
        let box = View()
        let label = Label()
        label.text = "Fits"
        label.font = .systemFont(ofSize: 17)
        let bar = View()
        for v in [label, bar] { v.translatesAutoresizingMaskIntoConstraints = false; box.addSubview(v) }
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            bar.topAnchor.constraint(equalTo: label.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            bar.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            bar.widthAnchor.constraint(equalToConstant: 200),
            bar.heightAnchor.constraint(equalToConstant: 6),
            bar.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
        ])
        // The image is drawn at scale 1, where the label's height rounds up to a whole point.
        let textHeight = label.textLayout.intrinsicSize(scale: 1).height
        _ = root.run { verifySnapshot(of: box, as: .image(layout: .sizeThatFits, scale: 1), named: "s", file: "/x/FailureExplanationTests.swift") }
        let image = try png(root, "sizeThatFitsUsesAutoLayoutAndWrapsLabels.s")
        #expect(image.width == 220 && CGFloat(image.height) == textHeight + 26)
        // A label alone, without constraints, fits its text.
        let lone = Label()
        lone.text = "Alone"
        let size = lone.intrinsicContentSize
        _ = root.run { verifySnapshot(of: lone, as: .image(layout: .sizeThatFits, scale: 1), named: "l", file: "/x/FailureExplanationTests.swift") }
        let loneImage = try png(root, "sizeThatFitsUsesAutoLayoutAndWrapsLabels.l")
        #expect(CGFloat(loneImage.width) == ceil(size.width) && CGFloat(loneImage.height) == ceil(size.height))
    }
}
