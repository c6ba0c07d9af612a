import Foundation
import Testing
import ViewRasterViews
import ViewRasterTesting
import ViewRasterRaster

/// A small card: a root view with a title label stand-in and a spinner stand-in.
@MainActor
func makeCard(titleY: CGFloat = 10, spinnerWidth: CGFloat = 24) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    root.backgroundColor = .white
    let title = View(frame: CGRect(x: 8, y: titleY, width: 30, height: 8))
    title.accessibilityIdentifier = "timeLabel"
    title.backgroundColor = .blue
    let spinner = View(frame: CGRect(x: 8, y: 22, width: spinnerWidth, height: 12))
    spinner.accessibilityIdentifier = "spinner"
    spinner.backgroundColor = .red
    root.addSubview(title)
    root.addSubview(spinner)
    return root
}

/// Paints each tree entry's frame as a solid rectangle (scale 1), so geometry changes show up
/// as pixels whatever the state of the rasterizer.
func paintFrames(_ tree: SnapshotTree, width: Int, height: Int) throws -> Canvas {
    var c = try solid(width, height, (0, 0, 0, 255))
    for (i, e) in tree.entries.enumerated() {
        let v = UInt8(60 + 60 * (i % 4))
        for y in max(0, Int(e.frame.minY))..<min(height, Int(e.frame.maxY)) {
            for x in max(0, Int(e.frame.minX))..<min(width, Int(e.frame.maxX)) { c = c.setting(x, y, (v, v, v, 255)) }
        }
    }
    return c
}

@MainActor
@Suite struct ViewSnapshotTests {
    let file = "ViewSnapshotTests"

    /// A `.image`-like strategy for views that draws frames itself, with the view tree attached.
    static let framesStrategy: Snapshotting<View, Canvas> = Snapshotting<Canvas, Canvas>.image
        .pullback { (view: View) throws -> Canvas in
            try MainActor.assumeIsolated {
                view.layoutIfNeeded()
                return try paintFrames(ViewTreeDescription.tree(of: view, at: 0), width: 60, height: 40)
            }
        }
        .withTree { view in MainActor.assumeIsolated { ViewTreeDescription.tree(of: view, at: 0) } }

    @Test func movedViewExplanationNamesTheView() throws {
        let root = try TempRoot(); defer { root.remove() }
        _ = root.run { verifySnapshot(of: makeCard(), as: Self.framesStrategy, named: "card") }
        #expect(root.files().contains("Snapshots/\(file)/movedViewExplanationNamesTheView.card.tree.json"))
        let message = try #require(root.run {
            verifySnapshot(of: makeCard(titleY: 12, spinnerWidth: 20), as: Self.framesStrategy, named: "card")
        })
        #expect(message.contains("label") == false) // kinds come from class names: these are plain views
        #expect(message.contains("view `timeLabel` y +2pt"))
        #expect(message.contains("view `spinner` width -4pt"))
        #expect(!message.contains("View\n")) // the unchanged root is not listed
    }

    @Test func labelKindComesFromItsClass() throws {
        let root = try TempRoot(); defer { root.remove() }
        func card(_ y: CGFloat) -> View {
            let v = View(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            let label = Label(frame: CGRect(x: 4, y: y, width: 40, height: 10))
            label.accessibilityIdentifier = "timeLabel"
            v.addSubview(label)
            return v
        }
        _ = root.run { verifySnapshot(of: card(10), as: Self.framesStrategy, named: "l") }
        let message = try #require(root.run { verifySnapshot(of: card(12), as: Self.framesStrategy, named: "l") })
        #expect(message.contains("Views that changed (reference → actual):\n  label `timeLabel` y +2pt"))
    }

    @Test func imageOfAViewHasItsPixelSizeAndKeepsTheTree() throws {
        let root = try TempRoot(); defer { root.remove() }
        try Stage().within {
            let message = root.run { verifySnapshot(of: makeCard(), as: .image(scale: 2), named: "card") }
            #expect(message?.contains("No reference") == true)
            let base = root.url.appendingPathComponent("Snapshots/\(file)/imageOfAViewHasItsPixelSizeAndKeepsTheTree.card")
            let tree = try SnapshotTree(jsonData: Data(contentsOf: URL(fileURLWithPath: base.path + ".tree.json")))
            #expect(tree.entries.map(\.name) == [nil, "timeLabel", "spinner"])
            #expect(tree.entries[1].frame == CGRect(x: 8, y: 10, width: 30, height: 8))
            #expect(tree.entries.map(\.kind) == ["view", "view", "view"])
            // The PNG is the 60×40 pt card at scale 2.
            let png = try ImageFiles.readPNG(at: URL(fileURLWithPath: base.path + ".png"))
            #expect(png.width == 120 && png.height == 80)
            // Same view again: passes.
            #expect(root.run { verifySnapshot(of: makeCard(), as: .image(scale: 2), named: "card") } == nil)
        }
    }

    @Test func viewOnADeviceFillsTheScreenAndIsRestored() throws {
        let root = try TempRoot(); defer { root.remove() }
        let card = makeCard()
        try Stage().within {
            _ = root.run { verifySnapshot(of: card, as: .recursiveDescription(layout: .fixed(width: 100, height: 50)), named: "d") }
            let text = try String(contentsOf: root.url.appendingPathComponent("Snapshots/\(file)/viewOnADeviceFillsTheScreenAndIsRestored.d.txt"), encoding: .utf8)
            #expect(text.hasPrefix("<Window frame=(0 0; 100 50)>\n   | <View frame=(0 0; 100 50) bg=#FFFFFFFF>\n"))
            #expect(text.contains("   |    | <View#timeLabel frame=(8 10; 30 8) bg=#0000FFFF>"))
        }
        #expect(card.superview == nil)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test func framesOfAnAnimationAreCheckedOnePerTime() throws {
        let root = try TempRoot(); defer { root.remove() }
        try Stage().within {
            let card = makeCard()
            let title = card.subviews[0]
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { title.frame.origin.y = 20 })
            let failures = root.run { verifySnapshots(of: card, as: .frames(times: [0, 0.5, 1]), named: "slide") }
            #expect(failures.count == 3) // all recorded
            let dir = "Snapshots/\(file)/framesOfAnAnimationAreCheckedOnePerTime.slide."
            for t in ["t0s", "t0.5s", "t1s"] {
                #expect(root.files().contains(dir + t + ".png"))
            }
            let mid = try SnapshotTree(jsonData: Data(contentsOf: root.url.appendingPathComponent(dir + "t0.5s.tree.json")))
            #expect(mid.entries[1].frame.origin.y == 15)
            // Going back in time is an error, not a silently wrong frame.
            let back = root.run { verifySnapshot(of: card, as: .image(time: 0.25), named: "back") }
            #expect(back?.contains("never runs back") == true)
        }
    }

    @Test func controllerOnADevice() throws {
        let root = try TempRoot(); defer { root.remove() }
        try Stage().within {
            let vc = ViewController()
            vc.view.backgroundColor = .green
            _ = root.run { verifySnapshot(of: vc, as: .image(on: .iPhoneSE, scale: 1), named: "se") }
            let tree = try SnapshotTree(jsonData: Data(contentsOf: root.url.appendingPathComponent("Snapshots/\(file)/controllerOnADevice.se.tree.json")))
            #expect(tree.entries.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
            #expect(tree.entries.count == 2)
            #expect(vc.view.superview == nil)
        }
    }

    @Test func timeSuffixes() {
        #expect(SnapshotSeries<View, Canvas>.timeSuffix(0) == "t0s")
        #expect(SnapshotSeries<View, Canvas>.timeSuffix(0.25) == "t0.25s")
        #expect(SnapshotSeries<View, Canvas>.timeSuffix(1.5) == "t1.5s")
        #expect(SnapshotSeries<View, Canvas>.timeSuffix(2) == "t2s")
    }
}
