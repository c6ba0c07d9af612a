import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Collection views in Interface Builder 3 `<archive>` xibs (docs/archive-xib.md) load as the
/// `<collectionView>`, `<collectionViewFlowLayout>` and `<collectionViewCell>` Xcode 5+ writes:
/// `Tests/Fixtures/xib/ArchiveCollectionView.xib`, written by hand. Every expectation is the
/// archive's own value or UIKit's default for a key IB3 left out.
@MainActor
@Suite struct ArchiveCollectionViewTests {
    let url = fixturesURL.appendingPathComponent("ArchiveCollectionView.xib")

    @Test func collectionClassesAreTranslatedWithoutWarnings() throws {
        let doc = try XIBDocument(contentsOf: url)
        // Before: "archive class IBUICollectionView is not translated; drawn as a plain <view>".
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
        let root = try #require(doc.objects.first { $0.id == "100" })
        let collection = try #require(root.subviews.first)
        #expect(collection.element == "collectionView")
        #expect(collection.cells.map(\.element) == ["collectionViewCell"])
        #expect(collection.cells.first?.attributes["reuseIdentifier"] == "Tile")
        let cell = try #require(doc.objects.first { $0.id == "200" })
        #expect(cell.element == "collectionViewCell" && cell.attributes["reuseIdentifier"] == "Photo")
        // The cell's IBUIContentView is its content view, not a subview.
        #expect(cell.contentView?.id == "201" && cell.subviews.isEmpty)
    }

    @Test func flowLayoutCarriesTheArchiveValuesAndUIKitDefaults() throws {
        let result = try Nib(contentsOf: url).load(owner: nil)
        let collection = try #require(result.object(id: "101") as? CollectionView)
        let flow = try #require(collection.collectionViewLayout as? CollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 100, height: 80))
        #expect(flow.minimumLineSpacing == 4)
        // No IBUIMinimumInteritemSpacing: IB3 leaves out a default, UIKit's 10.
        #expect(flow.minimumInteritemSpacing == 10)
        #expect(flow.sectionInset == EdgeInsets(top: 6, left: 8, bottom: 6, right: 8))
        #expect(flow.scrollDirection == .horizontal)
        #expect(collection.frame == CGRect(x: 0, y: 20, width: 320, height: 400))
    }

    @Test func cellsLoadWithTheirContentViews() throws {
        let result = try Nib(contentsOf: url).load(owner: nil)
        let cell = try #require(result.object(id: "200") as? CollectionViewCell)
        #expect(cell.reuseIdentifier == "Photo")
        let image = try #require(result.object(id: "202") as? ImageView)
        #expect(image.superview === cell.contentView)
        #expect(image.frame == CGRect(x: 10, y: 10, width: 100, height: 70))
        // The prototype is registered under its reuse identifier: a dequeued cell is a new "Tile".
        let collection = try #require(result.object(id: "101") as? CollectionView)
        let tile = collection.dequeueReusableCell(withReuseIdentifier: "Tile", for: IndexPath(item: 0, section: 0))
        #expect(tile.reuseIdentifier == "Tile")
    }

    @Test func storedFramesAgreeWithTheCanvas() throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let (comparison, _) = try compareLayout(text, intrinsic: .stored)
        #expect(comparison.total > 0 && comparison.agree == comparison.total)
    }
}
