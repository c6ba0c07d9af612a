import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterTesting
import ViewRasterRendering
import ViewRasterRaster

/// A data source of colored cells and an optional header, for the tests.
@MainActor
final class SwatchSource: CollectionViewDataSource {
    var counts: [Int]
    var headers = false
    private(set) var requests: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        requests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        let palette: [Color] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple]
        cell.contentView.backgroundColor = palette[indexPath.item % palette.count]
        cell.contentView.layer.cornerRadius = 8
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        guard headers else { return nil }
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        v.backgroundColor = .systemGray5
        return v
    }
}

/// Flow and compositional layouts place items where UIKit does (frames derived by hand from
/// the layouts' rules: a flow line spreads its extra room between its items, a single item is
/// centred; compositional fractions resolve against the group, insets shrink the cell).
@MainActor
@Suite struct CollectionViewTests {
    func collection(_ layout: CollectionViewLayout, _ source: SwatchSource, size: CGSize = CGSize(width: 375, height: 400)) -> CollectionView {
        let cv = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        cv.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        cv.dataSource = source
        return cv
    }

    func flow(item: CGFloat = 100, inset: CGFloat = 10) -> CollectionViewFlowLayout {
        let f = CollectionViewFlowLayout()
        f.itemSize = CGSize(width: item, height: item)
        f.sectionInset = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        return f
    }

    @Test func flowLinesSpreadTheirItemsAcrossTheWidth() throws {
        let source = SwatchSource([5])
        Stage().within {
            let cv = collection(flow(), source)
            cv.layoutIfNeeded()
            let frames = (0..<5).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
            // 355 pt inside the insets, three 100 pt items: 27.5 pt between them.
            #expect(frames[0] == CGRect(x: 10, y: 10, width: 100, height: 100))
            #expect(frames[1] == CGRect(x: 137.5, y: 10, width: 100, height: 100))
            #expect(frames[2] == CGRect(x: 265, y: 10, width: 100, height: 100))
            // The second line's two items go to its ends, 10 pt of line spacing below.
            #expect(frames[3] == CGRect(x: 10, y: 120, width: 100, height: 100))
            #expect(frames[4] == CGRect(x: 265, y: 120, width: 100, height: 100))
            #expect(cv.contentSize == CGSize(width: 375, height: 230))
            #expect(cv.visibleCells.map(\.frame) == frames.compactMap { $0 })
            #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
            // A line of one item centres it.
            source.counts = [4]
            cv.reloadData()
            cv.layoutIfNeeded()
            #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 137.5, y: 120, width: 100, height: 100))
        }
    }

    @Test func flowHeadersSectionsAndHorizontalScrolling() throws {
        let source = SwatchSource([3, 1])
        source.headers = true
        Stage().within {
            let f = flow()
            f.headerReferenceSize = CGSize(width: 0, height: 40)
            let cv = collection(f, source)
            cv.layoutIfNeeded()
            #expect(cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                    == CGRect(x: 0, y: 0, width: 375, height: 40))
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 50)
            // Section 1 starts below section 0's bottom inset: 50 + 100 + 10 = 160, its header 40.
            #expect(cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 160)
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 137.5, y: 210, width: 100, height: 100))
        }
        Stage().within {
            let f = flow()
            f.scrollDirection = .horizontal
            let columns = SwatchSource([3])   // the data source is weak: keep it
            let cv = collection(f, columns, size: CGSize(width: 300, height: 230))
            cv.layoutIfNeeded()
            // Columns: 210 pt tall inside the insets hold two items, the third starts a column.
            #expect(cv.visibleCells.map(\.frame.origin) == [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 120), CGPoint(x: 120, y: 65)])
            #expect(cv.contentSize == CGSize(width: 230, height: 230))
        }
    }

    @Test func compositionalGridsAndListsResolveFractionsAndInsets() throws {
        Stage().within {
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                         subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            let grid = SwatchSource([3])
            let cv = collection(CollectionViewCompositionalLayout(section: section), grid, size: CGSize(width: 320, height: 400))
            cv.layoutIfNeeded()
            // 300 pt of group, two 150 × 100 items less 5 pt all round; the next group 8 pt below.
            #expect(cv.visibleCells.map(\.frame) == [CGRect(x: 15, y: 5, width: 140, height: 90), CGRect(x: 165, y: 5, width: 140, height: 90),
                                                    CGRect(x: 15, y: 113, width: 140, height: 90)])
            #expect(cv.contentSize == CGSize(width: 320, height: 208))
        }
        Stage().within {
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                         subitem: item, count: 3)
            group.interItemSpacing = .fixed(10)
            let list = SwatchSource([4])
            let cv = collection(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), list, size: CGSize(width: 320, height: 400))
            cv.layoutIfNeeded()
            // Three items share 320 − 2 × 10: 100 pt each.
            #expect(cv.visibleCells.map(\.frame.minX) == [0, 110, 220, 0])
            #expect(cv.visibleCells.map(\.frame.width) == [100, 100, 100, 100] && cv.visibleCells[3].frame.minY == 44)
        }
    }

    @Test func orthogonalSectionsRunAcrossAndHorizontalLayoutsStackLeftToRight() throws {
        Stage().within {
            // Section 0 scrolls sideways: 150 × 100 groups from the 16 pt inset, 10 pt apart
            // (x = 16, 176, 336, …); only what meets the 320 pt bounds gets a cell. Section 1,
            // a 44 pt list, starts 20 pt (the configuration's spacing) below its 100 pt row.
            let tile = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let card = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [tile])
            let carousel = CollectionLayoutSection(group: card)
            carousel.orthogonalScrollingBehavior = .continuous
            carousel.interGroupSpacing = 10
            carousel.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            let row = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [tile])
            let list = CollectionLayoutSection(group: row)
            list.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            let config = CollectionViewCompositionalLayoutConfiguration()
            config.interSectionSpacing = 20
            let layout = CollectionViewCompositionalLayout(sectionProvider: { $0 == 0 ? carousel : list }, configuration: config)
            let source = SwatchSource([5, 2])
            let cv = collection(layout, source, size: CGSize(width: 320, height: 400))
            cv.layoutIfNeeded()
            @MainActor func frame(_ item: Int, _ section: Int) -> CGRect? { layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
            #expect(frame(0, 0) == CGRect(x: 16, y: 0, width: 150, height: 100))
            #expect(frame(1, 0) == CGRect(x: 176, y: 0, width: 150, height: 100))
            #expect(frame(4, 0) == CGRect(x: 656, y: 0, width: 150, height: 100))
            #expect(frame(0, 1) == CGRect(x: 16, y: 120, width: 288, height: 44) && frame(1, 1)?.minY == 164)
            #expect(cv.indexPathsForVisibleItems.sorted() == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                                                              IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
            #expect(cv.contentSize == CGSize(width: 320, height: 208))
            // Centred group paging: a group 80 % of the width (256 pt) starts (320 − 256) / 2 in.
            let wide = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)), subitems: [tile])
            let paged = CollectionLayoutSection(group: wide)
            paged.orthogonalScrollingBehavior = .groupPagingCentered
            paged.interGroupSpacing = 10
            let pagedLayout = CollectionViewCompositionalLayout(section: paged)
            let pages = SwatchSource([3])
            let cv2 = collection(pagedLayout, pages, size: CGSize(width: 320, height: 400))
            cv2.layoutIfNeeded()
            #expect(pagedLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 32)
            #expect(pagedLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 298)
        }
        Stage().within {
            // A horizontal layout: columns of two items (sharing 180 pt less 10 pt: 85 each),
            // 100 pt wide groups 10 pt apart from the 10 pt inset, left to right.
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let column = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
                                                        subitem: item, count: 2)
            column.interItemSpacing = .fixed(10)
            let section = CollectionLayoutSection(group: column)
            section.interGroupSpacing = 10
            section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let config = CollectionViewCompositionalLayoutConfiguration()
            config.scrollDirection = .horizontal
            let layout = CollectionViewCompositionalLayout(section: section, configuration: config)
            let source = SwatchSource([5])
            let cv = collection(layout, source, size: CGSize(width: 320, height: 200))
            cv.layoutIfNeeded()
            let frames = (0..<5).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
            #expect(frames == [CGRect(x: 10, y: 10, width: 100, height: 85), CGRect(x: 10, y: 105, width: 100, height: 85),
                               CGRect(x: 120, y: 10, width: 100, height: 85), CGRect(x: 120, y: 105, width: 100, height: 85),
                               CGRect(x: 230, y: 10, width: 100, height: 85)])
            #expect(cv.contentSize == CGSize(width: 340, height: 200))
        }
    }

    @Test func cellsOutsideTheBoundsAreNotMadeAndScrolledOutOnesAreReused() throws {
        let source = SwatchSource([30])
        Stage().within {
            let cv = collection(flow(), source, size: CGSize(width: 375, height: 200))
            cv.layoutIfNeeded()
            // Lines at 10, 120, 230…: the bounds (0..200) meet the first two lines.
            #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
            let made = Set(cv.visibleCells.map(ObjectIdentifier.init))
            cv.contentOffset = CGPoint(x: 0, y: 1000)
            cv.layoutIfNeeded()
            // Line k spans 10 + 110k …+100: at 1000 the first shown is line 9, items 27…
            #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 27, section: 0))
            #expect(!Set(cv.visibleCells.map(ObjectIdentifier.init)).isDisjoint(with: made))
        }
    }

    @Test func aGridLooksAsOnIOS() throws {
        try Stage().within {
            let f = flow(item: 110, inset: 12)
            f.minimumLineSpacing = 12
            let swatches = SwatchSource([8])
            let cv = collection(f, swatches, size: CGSize(width: 375, height: 380))
            let canvas = try cv.render(scale: 2)
            // Item 0 fills (12, 12)–(122, 122) in systemRed (255, 59, 48); between items white.
            let red = canvas.pixel(x: 2 * 60, y: 2 * 60)
            #expect(red.r == 255 && red.g == 59 && red.b == 48)
            let gap = canvas.pixel(x: 2 * 124, y: 2 * 60)
            #expect(gap.r == 255 && gap.g == 255 && gap.b == 255)
            assertSnapshot(of: canvas, as: .image, named: "grid")
        }
    }
}
