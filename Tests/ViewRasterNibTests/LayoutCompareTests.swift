import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

@MainActor
@Suite struct LayoutCompareTests {
    /// A root with one subview pinned by `constraints` (owned by the root), the subview's
    /// stored frame `stored`.
    func pinned(_ constraints: String, stored: String, root: String = "375x667", extra: String = "") -> String {
        let size = root.split(separator: "x")
        return """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(size[0])" height="\(size[1])"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sub" \(extra)>
                            <rect key="frame" \(stored)/>
                        </view>
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
        """
    }

    static let marginPins = """
        <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstAttribute="trailingMargin" secondItem="sub" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="sub" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c3"/>
        <constraint firstAttribute="bottomMargin" secondItem="sub" secondAttribute="bottom" id="c4"/>
        """

    @Test func viewControllerRootMarginsFromXcode9On() throws {
        // 375 wide: 16 pt sides; an older device's status bar is not in the margins.
        let (c, _) = try compareLayout(canvasXib(pinned(Self.marginPins, stored: #"x="16" y="0.0" width="343" height="667""#)))
        #expect(c.view("sub")?.frame == CGRect(x: 16, y: 0, width: 343, height: 667))
        #expect(c.agree == 1 && c.total == 1)
        // Wider than 375: 20 pt sides.
        let (w, _) = try compareLayout(canvasXib(pinned(Self.marginPins, stored: #"x="20" y="0.0" width="374" height="736""#, root: "414x736"),
                                                device: "retina5_5"))
        #expect(w.view("sub")?.frame == CGRect(x: 20, y: 0, width: 374, height: 736))
        #expect(w.agree == 1)
    }

    @Test func xcode8FilesKeepUIViewMargins() throws {
        let (c, _) = try compareLayout(canvasXib(pinned(Self.marginPins, stored: #"x="8" y="8" width="359" height="651""#), tools: "11762"))
        #expect(c.view("sub")?.frame == CGRect(x: 8, y: 8, width: 359, height: 651))
        #expect(c.agree == 1)
    }

    @Test func notchedDeviceSafeAreaAndMargins() throws {
        // iPhone X class: 44 top, 34 bottom in the safe area and in the root's margins.
        let (m, _) = try compareLayout(canvasXib(pinned(Self.marginPins, stored: #"x="16" y="44" width="343" height="734""#, root: "375x812"),
                                                device: "retina5_9"))
        #expect(m.view("sub")?.frame == CGRect(x: 16, y: 44, width: 343, height: 734))
        let safe = """
            <constraint firstItem="sub" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="c1"/>
            <constraint firstItem="sa" firstAttribute="trailing" secondItem="sub" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="sub" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c3"/>
            <constraint firstItem="sa" firstAttribute="bottom" secondItem="sub" secondAttribute="bottom" id="c4"/>
            </constraints><viewLayoutGuide key="safeArea" id="sa"/><constraints>
            """
        let (s, _) = try compareLayout(canvasXib(pinned(safe, stored: #"x="0.0" y="44" width="375" height="734""#, root: "375x812"),
                                                device: "retina5_9"))
        #expect(s.view("sub")?.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
        #expect(s.agree == 1 && s.total == 1)
        // An older device: the 20 pt status bar is the safe area (Xcode 10); Xcode 11 … 14.0
        // left it out (pocket-casts' CreateFilterViewController, 17156, stores y = 0).
        let (o, _) = try compareLayout(canvasXib(pinned(safe, stored: #"x="0.0" y="20" width="375" height="647""#), tools: "14490.70"))
        #expect(o.view("sub")?.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        let (o12, _) = try compareLayout(canvasXib(pinned(safe, stored: #"x="0.0" y="0.0" width="375" height="667""#)))
        #expect(o12.view("sub")?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func freeformViewsOnANotchedDevice() throws {
        // A 300×370 view on an iPhone X class: the safe area has the 44 pt top inset but no
        // bottom one (the view sits at the screen's top), and up to Xcode 14 the margins hold
        // the same insets (44 and 0: vocable-ios WarningView, element-ios
        // LiveLocationSharingBannerView); later files hold the full insets (amperfy
        // GenericDetailTableHeader). Session layoutA15: this test said "the full 44/34" for
        // Xcode 12 too, which no stored frame showed and three files contradict.
        let safe = """
            <constraint firstItem="sub" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
            <constraint firstItem="sa" firstAttribute="bottom" secondItem="sub" secondAttribute="bottom" constant="20" id="c2"/>
            <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstItem="sub" firstAttribute="width" constant="100" id="c4"/>
            </constraints><viewLayoutGuide key="safeArea" id="sa"/><constraints>
            """
        let (s, _) = try compareLayout(canvasXib(pinned(safe, stored: #"x="0.0" y="44" width="100" height="306""#, root: "300x370"),
                                                device: "retina6_1"))
        #expect(s.view("sub")?.frame == CGRect(x: 0, y: 44, width: 100, height: 306))
        let (m, _) = try compareLayout(canvasXib(pinned(Self.marginPins, stored: #"x="16" y="44" width="268" height="326""#, root: "300x370"),
                                                device: "retina6_1"))
        #expect(m.view("sub")?.frame == CGRect(x: 16, y: 44, width: 268, height: 326))
        #expect(m.agree == 1)
        // A file of 23094: the XR's status bar is iOS 16's 48 pt, the home indicator 34.
        let (m15, _) = try compareLayout(canvasXib(pinned(Self.marginPins, stored: #"x="16" y="48" width="268" height="288""#, root: "300x370"),
                                                  tools: "23094", device: "retina6_1"))
        #expect(m15.view("sub")?.frame == CGRect(x: 16, y: 48, width: 268, height: 288))
    }

    @Test func placeholderConstraintsAreActiveOnTheCanvas() throws {
        let constraints = """
            <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="sub" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c2"/>
            <constraint firstItem="sub" firstAttribute="width" constant="120" placeholder="YES" id="p1"/>
            <constraint firstItem="sub" firstAttribute="height" constant="40" placeholder="YES" id="p2"/>
            """
        let text = canvasXib(pinned(constraints, stored: #"x="10" y="30" width="120" height="40""#))
        let (c, result) = try compareLayout(text)
        #expect(c.view("sub")?.frame == CGRect(x: 10, y: 30, width: 120, height: 40))
        #expect(c.agree == 1)
        // A running app drops them: the placeholders are not among the active constraints.
        #expect(result.constraints.count == 2 && result.allConstraints.count == 4)
    }

    @Test func misplacedViewsAreNotCompared() throws {
        let constraints = """
            <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="sub" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c2"/>
            <constraint firstItem="sub" firstAttribute="width" constant="50" id="c3"/>
            <constraint firstItem="sub" firstAttribute="height" constant="50" id="c4"/>
            """
        let (c, _) = try compareLayout(canvasXib(pinned(constraints, stored: #"x="200" y="300" width="70" height="70""#, extra: #"misplaced="YES""#)))
        let sub = try #require(c.view("sub"))
        #expect(sub.isMisplaced && sub.stored == nil && sub.agrees == nil)
        #expect(sub.frame == CGRect(x: 10, y: 30, width: 50, height: 50))
        #expect(c.total == 0 && c.report == "agree: 0/0 views within 0.5pt")
    }

    @Test func mismatchesAreReportedWithLocation() throws {
        let constraints = """
            <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="sub" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c2"/>
            <constraint firstItem="sub" firstAttribute="width" constant="50" id="c3"/>
            <constraint firstItem="sub" firstAttribute="height" constant="50" id="c4"/>
            """
        // 0.5 pt off agrees; 1 pt off does not.
        let (near, _) = try compareLayout(canvasXib(pinned(constraints, stored: #"x="10.5" y="30" width="50" height="49.5""#)))
        #expect(near.agree == 1)
        let text = canvasXib(pinned(constraints, stored: #"x="11" y="30" width="50" height="50""#))
        let (far, _) = try compareLayout(text)
        #expect(far.agree == 0 && far.total == 1)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#"id="sub""#) }! + 1
        let lines = far.report.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("canvas.xib:\(line):"))
        #expect(lines[0].contains("UIView id=sub frame=(10 30; 50x50) stored=(11 30; 50x50)"))
        #expect(lines[1] == "agree: 0/1 views within 0.5pt")
    }

    @Test func tableCellContentViewMargins() throws {
        let cell = """
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sub">
                                <rect key="frame" x="16" y="11" width="288" height="38"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="sub" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="sub" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="sub" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="sub" secondAttribute="bottom" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
        """
        // Xcode 12 (17156): a table's 16 pt side margins (pocket-casts' FilterNameCell) and
        // 11 pt top and bottom.
        let (c, _) = try compareLayout(canvasXib(cell))
        #expect(c.view("sub")?.frame == CGRect(x: 16, y: 11, width: 288, height: 38))
        #expect(c.view("cv")?.agrees == true && c.agree == 2)
        // Before Xcode 9 the content view keeps UIView's 8 pt margins.
        let (old, _) = try compareLayout(canvasXib(cell, tools: "11762"))
        #expect(old.view("sub")?.frame == CGRect(x: 8, y: 8, width: 304, height: 44))
    }

    @Test func storedIntrinsicSizesReplaceMeasuredText() throws {
        let label = """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label opaque="NO" text="Hello there" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                            <rect key="frame" x="20" y="40" width="123" height="31.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
                    </constraints>
                </view>
        """
        let (stored, _) = try compareLayout(canvasXib(label), intrinsic: .stored)
        #expect(stored.view("lbl")?.frame == CGRect(x: 20, y: 40, width: 123, height: 31.5))
        #expect(stored.agree == 1)
        let (fonts, result) = try compareLayout(canvasXib(label), intrinsic: .fonts)
        let measured = try #require(result.objectsByID["lbl"] as? Label).intrinsicContentSize
        let f = try #require(fonts.view("lbl")).frame
        #expect(abs(f.width - measured.width) <= 0.5 && abs(f.height - measured.height) <= 0.5)
        #expect(fonts.agree == 0)
    }

    @Test func xcode8FilesStoredWholePointEdges() {
        // Solved 14.5: IB stored 14 (down) or 15 (up from .5); 13 is a mismatch.
        let solved = CGRect(x: 20, y: 14.5, width: 100, height: 21)
        #expect(NibLayoutComparison.agrees(solved, CGRect(x: 20, y: 14, width: 100, height: 21), wholePointEdges: true))
        #expect(NibLayoutComparison.agrees(solved, CGRect(x: 20, y: 15, width: 100, height: 21), wholePointEdges: true))
        #expect(!NibLayoutComparison.agrees(solved, CGRect(x: 20, y: 13, width: 100, height: 21), wholePointEdges: true))
        // 12.75 is stored 12 (rounded down); without whole-point edges that is 0.75 off.
        let q = CGRect(x: 0, y: 12.75, width: 22, height: 22)
        #expect(NibLayoutComparison.agrees(q, CGRect(x: 0, y: 12, width: 22, height: 22), wholePointEdges: true))
        #expect(!NibLayoutComparison.agrees(q, CGRect(x: 0, y: 12, width: 22, height: 22)))
        // Far edges too: x 60.43 w 51.43 ends at 111.86 → stored 60…112.
        let w = CGRect(x: 60.43, y: 0, width: 51.43, height: 60)
        #expect(NibLayoutComparison.agrees(w, CGRect(x: 60, y: 0, width: 52, height: 60), wholePointEdges: true))
        #expect(!NibLayoutComparison.agrees(w, CGRect(x: 60, y: 0, width: 52, height: 60)))
    }

    @Test func xcode8CanvasIsUnsnappedThenRoundedToWholePoints() throws {
        let centered = """
            <constraint firstItem="sub" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c1"/>
            <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstItem="sub" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="sub" firstAttribute="height" constant="21.5" id="c4"/>
            """
        // (50 − 21.5) / 2 = 14.25: IB 8 stored 14; a 0.5 pt grid would say 14.5 (also within 0.5).
        let (c, _) = try compareLayout(canvasXib(pinned(centered, stored: #"x="20" y="14" width="100" height="21.5""#, root: "320x50"), tools: "11762"))
        let sub = try #require(c.view("sub"))
        #expect(abs(sub.frame.minY - 14.25) < 0.01)
        #expect(sub.agrees == true)
    }

    @Test func jsonHasViewsSummaryWarningsAndTimings() throws {
        let (c, result) = try compareLayout(canvasXib(pinned(Self.marginPins, stored: #"x="16" y="0.0" width="343" height="667""#, extra: #"customClass="Nope""#)))
        let text = try c.json(warnings: result.warnings, parseMilliseconds: 1.5, layoutMilliseconds: 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.count == 2)
        let root = try #require(views.first { $0["id"] as? String == "root" })
        #expect(root["agrees"] is NSNull)
        let sub = try #require(views.first { $0["id"] as? String == "sub" })
        #expect(sub["class"] as? String == "Nope")
        #expect(sub["frame"] as? [Double] == [16, 0, 343, 667])
        #expect(sub["stored"] as? [Double] == [16, 0, 343, 667])
        #expect(sub["agrees"] as? Bool == true)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["agree"] as? Int == 1 && summary["total"] as? Int == 1)
        let warnings = try #require(object["warnings"] as? [String])
        #expect(warnings.contains { $0.contains("Unknown class Nope") && $0.hasPrefix("canvas.xib:") })
        let timings = try #require(object["timings"] as? [String: Any])
        #expect(timings["parse_ms"] as? Double == 1.5 && timings["layout_ms"] as? Double == 2)
    }
}
