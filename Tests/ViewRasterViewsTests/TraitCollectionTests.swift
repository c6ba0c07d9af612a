import Testing
@testable import ViewRasterViews
import ViewRasterRaster
import ViewRasterRendering

/// Traits flow down the tree from the stage as UIKit's do from the window, and
/// `traitCollectionDidChange` tells views when they change.
@MainActor
struct TraitCollectionTests {
    final class Watcher: View {
        var seen: [(previous: UserInterfaceStyle?, now: UserInterfaceStyle)] = []
        override func traitCollectionDidChange(_ previous: TraitCollection?) {
            seen.append((previous?.userInterfaceStyle, traitCollection.userInterfaceStyle))
        }
    }

    @Test func traitsInheritFromTheStageAndOverridesApplyToTheSubtree() {
        let stage = Stage(.device(.iPhone8), traits: TraitCollection(userInterfaceStyle: .dark))
        let root = View(), middle = View(), leaf = View()
        root.addSubview(middle); middle.addSubview(leaf)
        stage.mount(root)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        middle.overrideUserInterfaceStyle = .light
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        // The device gives the rest: an iPhone 8 in portrait is compact × regular, @2x, a phone.
        #expect(leaf.traitCollection.horizontalSizeClass == .compact)
        #expect(leaf.traitCollection.verticalSizeClass == .regular)
        #expect(leaf.traitCollection.displayScale == 2)
        #expect(leaf.traitCollection.userInterfaceIdiom == .phone)
        #expect(leaf.traitCollection.preferredContentSizeCategory == .large)
    }

    @Test func traitCollectionDidChangeRunsAtTheNextLayoutWithThePreviousTraits() {
        let stage = Stage(.device(.iPhone8))
        let w = Watcher()
        stage.mount(w)
        stage.layout()
        #expect(w.seen.count == 1)
        #expect(w.seen.first?.previous == nil && w.seen.first?.now == .light)
        stage.layout()
        #expect(w.seen.count == 1)   // nothing changed, nothing told
        stage.traits = TraitCollection(userInterfaceStyle: .dark)
        stage.layout()
        #expect(w.seen.count == 2)
        #expect(w.seen.last?.previous == .light && w.seen.last?.now == .dark)
    }

    @Test func controllersOverrideTraitsForTheirChildren() {
        let stage = Stage(.device(.iPhone8))
        let parent = ViewController(), child = ViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        stage.mount(parent)
        parent.setOverrideTraitCollection(TraitCollection(preferredContentSizeCategory: .accessibilityLarge), forChild: child)
        let inner = View()
        child.view.addSubview(inner)
        #expect(inner.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(parent.view.traitCollection.preferredContentSizeCategory == .large)
        child.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.traitCollection.userInterfaceStyle == .light)
    }

    @Test func traitsMergeAsUIKitsTraitsFrom() {
        let t = TraitCollection(traitsFrom: [TraitCollection(userInterfaceStyle: .dark), TraitCollection(layoutDirection: .rightToLeft),
                                             TraitCollection(userInterfaceStyle: .light)])
        #expect(t.userInterfaceStyle == .light && t.layoutDirection == .rightToLeft)
        #expect(t.containsTraits(in: TraitCollection(layoutDirection: .rightToLeft)))
        #expect(!t.containsTraits(in: TraitCollection(userInterfaceStyle: .dark)))
    }

    /// Size classes by device and orientation, and by size for `--size`.
    @Test func sizeClassesFollowTheDevice() {
        func classes(_ p: StagePlacement) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
            let t = Stage(p).screen.traitCollection
            return (t.horizontalSizeClass, t.verticalSizeClass)
        }
        #expect(classes(.device(.iPhone8)) == (.compact, .regular))
        #expect(classes(.device(.iPhone8, orientation: .landscapeLeft)) == (.compact, .compact))
        #expect(classes(.device(.iPhone11, orientation: .landscapeLeft)) == (.regular, .compact))   // 414 pt wide
        #expect(classes(.device(.iPhone8Plus, orientation: .landscapeLeft)) == (.regular, .compact))
        #expect(classes(.device(.iPad)) == (.regular, .regular))
        #expect(classes(.device(.iPad, orientation: .landscapeLeft)) == (.regular, .regular))
        #expect(classes(.size(CGSize(width: 375, height: 667))) == (.compact, .regular))   // an iPhone 8's size
        #expect(classes(.size(CGSize(width: 700, height: 500))) == (.regular, .compact))
        #expect(classes(.size(CGSize(width: 300, height: 600))) == (.compact, .regular))
    }
}
