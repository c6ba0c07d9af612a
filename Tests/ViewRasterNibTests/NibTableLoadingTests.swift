import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterTestSupport

/// `<tableView>`, `<tableViewCell>`, static `<sections>` and `<prototypes>` from xibs and
/// storyboards: the classes, the attributes IB writes and the layouts UIKit gives them
/// (`TableViewMetrics`; frames by hand).
@MainActor
@Suite struct NibTableLoadingTests {
    func load(_ objects: String) throws -> NibLoadResult {
        try Nib(data: Data(xib(objects).utf8), name: "T.xib", options: NibOptions(registry: NibClassRegistry())).load()
    }

    @Test func aTableViewKeepsItsStyleAndMetrics() throws {
        let r = try load("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" separatorStyle="none" rowHeight="50" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="t">
                <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                <inset key="separatorInset" minX="20" minY="0.0" maxX="4" maxY="0.0"/>
            </tableView>
            <tableView style="plain" rowHeight="-1" id="p">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            </tableView>
            """)
        let t = try #require(r.object(id: "t") as? TableView)
        #expect(t.style == .grouped && t.rowHeight == 50 && t.separatorStyle == .none)
        #expect(t.sectionHeaderHeight == 18 && t.sectionFooterHeight == 18 && t.estimatedRowHeight == 44)
        #expect(t.separatorInset.left == 20 && t.separatorInset.right == 4)
        #expect(t.backgroundColor == .systemGroupedBackground)
        let p = try #require(r.object(id: "p") as? TableView)
        #expect(p.style == .plain && p.rowHeight == TableView.automaticDimension && p.backgroundColor == .systemBackground)
        #expect(!r.warnings.contains { $0.message.contains("plain view") })
    }

    @Test func aStyleCellKeepsItsLabelsAccessoryAndContentView() throws {
        let r = try load("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="DetailCell" textLabel="tl" detailTextLabel="dl" style="IBUITableViewCellStyleValue1" id="c">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="287" height="43.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" text="Player 1" id="tl">
                            <rect key="frame" x="16" y="12" width="58.5" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" contentMode="left" text="Pad" textAlignment="right" id="dl">
                            <rect key="frame" x="240" y="12" width="39" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let cell = try #require(r.topLevelObjects.first as? TableViewCell)
        #expect(cell.style == .value1 && cell.accessoryType == .disclosureIndicator && cell.reuseIdentifier == "DetailCell")
        #expect(cell.textLabel === r.object(id: "tl") && cell.detailTextLabel === r.object(id: "dl"))
        // The xib's content view is the cell's own, at the frame IB stored (outside a table).
        #expect(cell.contentView === r.object(id: "cv") && cell.subviews.filter { $0 === cell.contentView }.count == 1)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 287, height: 43.5))
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 12, width: 58.5, height: 20.5))
        #expect(!r.warnings.contains { $0.message.contains("plain view") })
    }

    @Test func prototypeCellsAreDequeuedByReuseIdentifier() throws {
        let r = try load("""
            <tableView style="plain" rowHeight="44" id="t">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <prototypes>
                    <tableViewCell reuseIdentifier="proto" id="pc">
                        <rect key="frame" x="0.0" y="28" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" tableViewCell="pc" id="pcv">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                            <subviews>
                                <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="pl">
                                    <rect key="frame" x="20" y="11" width="50" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="pl" firstAttribute="leading" secondItem="pcv" secondAttribute="leading" constant="20" id="k1"/>
                                <constraint firstItem="pl" firstAttribute="centerY" secondItem="pcv" secondAttribute="centerY" id="k2"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)
        let t = try #require(r.object(id: "t") as? TableView)
        #expect(t.hasRegistration(forCellReuseIdentifier: "proto") && t.subviews.allSatisfy { !($0 is TableViewCell) })
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "proto", for: indexPath)
            }
        }
        let source = Source()
        try Stage().within {
            t.dataSource = source
            t.layoutIfNeeded()
            let cells = t.visibleCells
            #expect(cells.count == 2 && cells[0] !== cells[1] && cells.allSatisfy { $0.reuseIdentifier == "proto" })
            #expect(cells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 44)])
            // Each is a fresh copy of the prototype, its constraints live: the label 20 pt in, centred.
            let label = try #require(cells[1].contentView.subviews.first as? Label)
            #expect(label.text == "Hello" && label.frame.minX == 20)
            #expect(abs(label.frame.midY - 43.0 / 2) <= 0.5)
        }
    }

    @Test func aStaticStoryboardTableShowsItsSections() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection headerTitle="General" id="sec1">
                                            <cells>
                                                <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="l1" accessoryType="disclosureIndicator" id="c1">
                                                    <rect key="frame" x="16" y="55.5" width="343" height="44"/>
                                                    <tableViewCellContentView key="contentView" tableViewCell="c1" id="cv1">
                                                        <rect key="frame" x="0.0" y="0.0" width="316.5" height="44"/>
                                                        <subviews>
                                                            <label text="About" id="l1">
                                                                <rect key="frame" x="16" y="0.0" width="292.5" height="44"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                                <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="l2" id="c2">
                                                    <rect key="frame" x="16" y="99.5" width="343" height="44"/>
                                                    <tableViewCellContentView key="contentView" tableViewCell="c2" id="cv2">
                                                        <rect key="frame" x="0.0" y="0.0" width="343" height="44"/>
                                                        <subviews>
                                                            <label text="Storage" id="l2">
                                                                <rect key="frame" x="16" y="0.0" width="311" height="44"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                        <tableViewSection footerTitle="Done." id="sec2">
                                            <cells>
                                                <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="l3" id="c3">
                                                    <rect key="frame" x="16" y="180" width="343" height="44"/>
                                                    <tableViewCellContentView key="contentView" tableViewCell="c3" id="cv3">
                                                        <rect key="frame" x="0.0" y="0.0" width="343" height="44"/>
                                                        <subviews>
                                                            <label text="Reset" id="l3">
                                                                <rect key="frame" x="16" y="0.0" width="311" height="44"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
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
        let storyboard = try Storyboard(data: Data(text.utf8), name: "Static.storyboard", options: NibOptions(registry: NibClassRegistry()))
        #expect(!storyboard.warnings.contains { $0.message.contains("plain view") })
        let stage = Stage(.device(.iPhone8), scale: 2)
        try stage.within {
            let controller = try #require(storyboard.instantiateInitialViewController() as? TableViewController)
            let table = try #require(controller.tableView)
            #expect(table.style == .insetGrouped && table.dataSource === controller)
            stage.screen.window.rootViewController = controller
            stage.screen.window.makeKeyAndVisible()
            stage.screen.window.layoutIfNeeded()
            #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
            // Explicit 18 pt headers and footers (IB's sectionHeaderHeight="18"): a titled
            // header too, as UIKit gives a table with a set height. Self-sizing style rows: 44 pt.
            #expect(table.rectForHeader(inSection: 0).height == 18)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: 18, width: 343, height: 44))
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 62)
            #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - (62 + 44 + 18 + 18)) < 0.001)
            let about = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(about.textLabel?.text == "About" && about.accessoryType == .disclosureIndicator)
            #expect((table.headerView(forSection: 0) as? TableViewHeaderFooterView)?.textLabel?.text == "GENERAL")
            #expect((table.footerView(forSection: 1) as? TableViewHeaderFooterView)?.textLabel?.text == "Done.")
        }
    }
}

/// No corpus file draws a table, a collection or their cells as a plain view any more.
@MainActor
@Suite(.enabled(if: corpusAvailable || storyboardCorpusAvailable, "needs ../shared/corpus"))
struct CorpusTableElementTests {
    @Test func noTableElementIsDrawnAsAPlainView() throws {
        var tables = 0
        for url in corpusFiles {
            let result = try Nib(contentsOf: url, options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil)).load()
            tables += result.views.filter { $0 is TableView || $0 is TableViewCell }.count
            let plain = result.warnings.filter { $0.message.contains("plain view") && ($0.message.contains("<tableView") || $0.message.contains("<collection")) }
            #expect(plain.isEmpty, "\(url.lastPathComponent): \(plain)")
        }
        for url in storyboardCorpusFiles {
            let storyboard = try Storyboard(contentsOf: url, options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
            for scene in storyboard.document.scenes where !scene.isReference && scene.view != nil {
                try Stage(.device(.iPhone8)).within {
                    let vc = try storyboard.instantiate(scene)
                    vc.loadViewIfNeeded()
                    tables += vc.view is TableView ? 1 : 0
                }
            }
            let plain = storyboard.warnings.filter { $0.message.contains("plain view") && ($0.message.contains("<tableView") || $0.message.contains("<collection")) }
            #expect(plain.isEmpty, "\(url.lastPathComponent): \(plain)")
        }
        #expect(tables > 0)
    }
}
