import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A top-level collection cell's safe area is the insets its margins hold: on an iPhone
/// without a home button, the status bar where IB places the cell at the screen's top-left
/// (docs/canvas-rules.md, "Top-level views"). Frames worked out by hand.
@MainActor
@Suite struct TopLevelCellSafeAreaTests {
    /// A `cell` element of 306 × 124 (id `cell`) whose `box` is pinned to its safe area's four
    /// edges, in a file of `tools` on `device`.
    func boxFrame(_ cell: String, tools: String, device: String) throws -> CGRect? {
        try compareLayout(Self.cellXib(cell, tools: tools, device: device)).0.view("box")?.frame
    }

    /// A top-level `cell` element (id `cell`) of `width` × `height` whose `box`, stored as large
    /// as the cell, is pinned to its safe area's four edges, in a file of `tools` on `device`.
    static func cellXib(_ cell: String, width: Int = 306, height: Int = 124, tools: String, device: String) -> String {
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#
        let content = cell == "collectionViewCell"
            ? #"<view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">\#(frame)<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>"#
            : #"<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">\#(frame)<autoresizingMask key="autoresizingMask"/></tableViewCellContentView>"#
        return canvasXib("""
            <\(cell) opaque="NO" clipsSubviews="YES" contentMode="center" id="cell">
                \(frame)
                <autoresizingMask key="autoresizingMask"/>
                \(content)
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        \(frame)
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa"/>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="c2"/>
                    <constraint firstItem="sa" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="sa" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c4"/>
                </constraints>
            </\(cell)>
            """, tools: tools, device: device)
    }

    @Test func aCollectionCellOnANotchedIPhoneHasTheStatusBarInItsSafeArea() throws {
        // Xcode 13 on an XR: the 124 pt cell at the screen's top-left is reached by the 44 pt
        // status bar, not by the home indicator 772 pt further down.
        #expect(try boxFrame("collectionViewCell", tools: "18122", device: "retina6_1") == CGRect(x: 0, y: 44, width: 306, height: 80))
    }

    @Test func aCollectionCellOnAnIPhoneWithAHomeButtonHasNoSafeArea() throws {
        #expect(try boxFrame("collectionViewCell", tools: "18122", device: "retina4_7") == CGRect(x: 0, y: 0, width: 306, height: 124))
    }

    @Test func aTableCellOnANotchedIPhoneHasNoSafeArea() throws {
        // Its margins hold no insets from Xcode 11 (`tableCellMarginInsets`): nor does its safe area.
        #expect(try boxFrame("tableViewCell", tools: "18122", device: "retina6_1") == CGRect(x: 0, y: 0, width: 306, height: 124))
    }
}
