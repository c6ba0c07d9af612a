import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterRendering
import ViewRasterTestSupport

/// The owner of the header fixture: an outlet to the label inside the table's header.
final class TableHeaderOwner: Responder {
    var title: Label?
    override class var connections: ConnectionTable {
        super.connections.outlet("title", \TableHeaderOwner.title)
    }
}

/// `<view key="tableHeaderView">` and `<view key="tableFooterView">` (children of a
/// `<tableView>`): the nib sets them as the table's `tableHeaderView` and `tableFooterView`,
/// which keep their stored heights and take the table's width, above the first section and
/// below the last (frames by hand from UIKit's rules).
@MainActor
@Suite struct NibTableHeaderFooterTests {
    @Test func aXibTableHeaderHoldsAPinnedLabelAndItsOutlet() throws {
        let text = xib("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="t">
                <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="h">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" text="Header" translatesAutoresizingMaskIntoConstraints="NO" id="hl">
                            <rect key="frame" x="20" y="10" width="280" height="40"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <constraints>
                        <constraint firstItem="hl" firstAttribute="leading" secondItem="h" secondAttribute="leading" constant="20" id="k1"/>
                        <constraint firstAttribute="trailing" secondItem="hl" secondAttribute="trailing" constant="20" id="k2"/>
                        <constraint firstItem="hl" firstAttribute="top" secondItem="h" secondAttribute="top" constant="10" id="k3"/>
                        <constraint firstAttribute="bottom" secondItem="hl" secondAttribute="bottom" constant="10" id="k4"/>
                    </constraints>
                </view>
            </tableView>
            """).replacingOccurrences(of: #"userLabel="File's Owner"/>"#,
                                      with: #"userLabel="File's Owner"><connections><outlet property="title" destination="hl" id="o1"/></connections></placeholder>"#)
        let owner = TableHeaderOwner()
        let r = try Nib(data: Data(text.utf8), name: "Header.xib", options: NibOptions(registry: NibClassRegistry())).load(owner: owner)
        let table = try #require(r.object(id: "t") as? TableView)
        let header = try #require(r.object(id: "h") as? View)
        let label = try #require(r.object(id: "hl") as? Label)
        #expect(table.tableHeaderView === header && header.superview === table && table.tableFooterView == nil)
        #expect(owner.title === label)
        // Wider table: the header takes its width and keeps its 60 pt; the label stays pinned
        // 20 pt from each side and 10 pt from top and bottom.
        table.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        table.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 60))
        #expect(label.frame == CGRect(x: 20, y: 10, width: 360, height: 40))
        // The red header is drawn across the top 60 pt, the table's white below it.
        let canvas = try table.render(scale: 1, background: .white)
        #expect(canvas.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 395, y: 55) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 5, y: 65).g > 200)
        #expect(!r.warnings.contains { $0.message.contains("tableHeaderView") })
    }

    @Test func aStaticStoryboardTableHasItsHeaderAboveAndFooterBelowTheSections() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <view key="tableHeaderView" contentMode="scaleToFill" id="hv">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </view>
                                    <label key="tableFooterView" opaque="NO" text="v1.0" textAlignment="center" id="fv">
                                        <rect key="frame" x="0.0" y="188" width="375" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                    </label>
                                    <sections>
                                        <tableViewSection id="sec1">
                                            <cells>
                                                \(Self.staticCell(1, text: "One", y: 100))
                                                \(Self.staticCell(2, text: "Two", y: 144))
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try Storyboard(data: Data(text.utf8), name: "HeaderFooter.storyboard", options: NibOptions(registry: NibClassRegistry()))
        let stage = Stage(.device(.iPhone8), scale: 1)
        try stage.within {
            let controller = try #require(storyboard.instantiateInitialViewController() as? TableViewController)
            let table = try #require(controller.tableView)
            let header = try #require(table.tableHeaderView)
            let footer = try #require(table.tableFooterView as? Label)
            #expect(footer.text == "v1.0")
            // Laid out in a 375 × 667 frame, not scrolled: header 0…100, rows 100…188
            // (no section titles: no header or footer heights), footer 188…218.
            table.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            table.layoutIfNeeded()
            #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 100, width: 375, height: 44))
            #expect(footer.frame == CGRect(x: 0, y: 188, width: 375, height: 30))
            let canvas = try table.render(scale: 1, background: .white)
            #expect(canvas.pixel(x: 10, y: 50) == (0, 0, 255, 255))
            #expect(canvas.pixel(x: 10, y: 120).b < 255 || canvas.pixel(x: 10, y: 120).r > 0)
        }
    }

    /// A static table's default-style cell `c<n>` at `y` whose text label `l<n>` reads `text`.
    private static func staticCell(_ n: Int, text: String, y: Int) -> String {
        """
        <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="l\(n)" id="c\(n)">
            <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
            <tableViewCellContentView key="contentView" tableViewCell="c\(n)" id="cv\(n)">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <subviews>
                    <label text="\(text)" id="l\(n)">
                        <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }
}
