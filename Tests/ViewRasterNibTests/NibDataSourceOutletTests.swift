import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A File's Owner that fills a xib's table and collection through their `dataSource` and
/// `delegate` outlets, as a UIKit controller does: three rows of 44 pt, a 60 pt second row
/// from `heightForRowAt`, four 50 × 50 items.
@MainActor
final class ListOwner: Responder, TableViewDataSource, TableViewDelegate, CollectionViewDataSource, CollectionViewDelegate {
    var table: TableView?
    var grid: CollectionView?
    var asked = 0
    override class var connections: ConnectionTable {
        super.connections.outlet("table", \ListOwner.table).outlet("grid", \ListOwner.grid)
    }
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { asked += 1; return 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.row == 1 ? 60 : 44 }
    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? { nil }
}

@MainActor
@Suite struct NibDataSourceOutletTests {
    static let text = xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="t">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <connections>
                            <outlet property="dataSource" destination="-1" id="c1"/>
                            <outlet property="delegate" destination="-1" id="c2"/>
                        </connections>
                    </tableView>
                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="g">
                        <rect key="frame" x="0.0" y="200" width="320" height="200"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                            <size key="itemSize" width="50" height="50"/>
                        </collectionViewFlowLayout>
                        <connections>
                            <outlet property="dataSource" destination="-1" id="c3"/>
                            <outlet property="delegate" destination="-1" id="c4"/>
                        </connections>
                    </collectionView>
                </subviews>
            </view>
        """).replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#, with: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ListOwner">
            <connections>
                <outlet property="table" destination="t" id="o1"/>
                <outlet property="grid" destination="g" id="o2"/>
            </connections>
        </placeholder>
        """)

    @Test func theOwnerFillsTheTableAndCollectionThroughTheirOutlets() throws {
        let owner = ListOwner()
        let nib = try Nib(data: Data(Self.text.utf8), name: "List.xib", options: NibOptions(registry: NibClassRegistry()))
        let r = try nib.load(owner: owner)
        let table = try #require(owner.table), grid = try #require(owner.grid)
        #expect(table.dataSource === owner && table.delegate === owner)
        #expect(grid.dataSource === owner && grid.delegate === owner)
        #expect(!r.warnings.contains { $0.message.contains("dataSource") || $0.message.contains("delegate") })
        let root = try #require(r.topLevelObjects.first as? View)
        root.layoutIfNeeded()
        // Rows at y = 0, 44 (60 tall: the delegate's height) and 104, each with its text.
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 104, width: 320, height: 44))
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0", "Row 1", "Row 2"])
        // Four 50 pt items in one row (UIKit spreads a row's items: x = 0, 90, 180, 270).
        #expect(grid.numberOfItems(inSection: 0) == 4)
        #expect(grid.visibleCells.map(\.frame.minX).sorted() == [0, 90, 180, 270])
    }

    @Test func aDataSourceThatIsNotOneIsAWarningNamingTheLine() throws {
        // Without an owner the connections are skipped (counted in one warning); pointing the
        // outlet at a plain view is refused with the file and line.
        let bad = Self.text.replacingOccurrences(of: #"<outlet property="dataSource" destination="-1" id="c1"/>"#,
                                                 with: #"<outlet property="dataSource" destination="root" id="c1"/>"#)
        let r = try Nib(data: Data(bad.utf8), name: "List.xib", options: NibOptions(registry: NibClassRegistry())).load(owner: ListOwner())
        let w = try #require(r.warnings.first { $0.message.contains("outlet dataSource") })
        #expect(w.message.contains("cannot hold") && w.location.file.hasSuffix("List.xib") && w.location.line > 0)
    }
}
