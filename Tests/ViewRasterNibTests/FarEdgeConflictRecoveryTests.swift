import Foundation
import Testing
import ViewRasterLayout
import ViewRasterViews
import ViewRasterNib

/// A conflict through the stored size of a view that translates its autoresizing mask (a
/// top-level cell's content view, whose size follows the cell's): IB's canvas keeps the
/// content's own sizes, laid out from that view's top-left corner, and the pin to its far edge
/// (bottom or trailing) breaks; the view keeps its frame (docs/nib-layout-agreement.md,
/// "Session conflict19"). At run time UIKit breaks the view's own size instead. Frames by
/// hand; the console must name the constraint broken.
@MainActor
@Suite struct FarEdgeConflictRecoveryTests {
    /// `box` 20 pt from the sides of `cv` and 10 pt from its top and bottom, with its own
    /// `height = 50`.
    let boxBody = """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="10" width="280" height="50"/>
                <constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="t"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="b"/>
        </constraints>
        """

    @Test func aCellsContentKeepsItsHeightsFromTheTop() throws {
        // A 320 × 100 cell: 10 + 50 + 10 ≠ 100 through the content view's stored height. The
        // bottom pin breaks: the box keeps 10 ..< 60, the content view its 100 pt.
        let (c, log) = try compareLayoutLogging(canvasXib(canvasTableCell(width: 320, height: 100, boxBody)))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 10, width: 280, height: 50))
        #expect(c.view("cv")?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(log.count == 1)
        #expect(log.first?.hasSuffix("Will attempt to recover by breaking constraint\n<LayoutConstraint View:cv.bottom == View:box.bottom + 10>") == true, "\(log)")
    }

    @Test func aCellsContentKeepsItsWidthsFromTheLeadingEdge() throws {
        // A 320 pt wide cell: a box 20 pt in from the leading edge with its own `width = 200`
        // and 20 pt from the trailing edge (20 + 200 + 20 ≠ 320). The trailing pin breaks: the
        // box keeps 20 ..< 220; its height fills the 44 pt row (top and bottom pins).
        let body = """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="20" y="0.0" width="200" height="44"/>
                    <constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
            </constraints>
            """
        let (c, log) = try compareLayoutLogging(canvasXib(canvasTableCell(width: 320, height: 44, body)))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 0, width: 200, height: 44))
        #expect(log.count == 1)
        #expect(log.first?.hasSuffix("<LayoutConstraint View:cv.trailing == View:box.trailing + 20>") == true, "\(log)")
    }

    /// A 320 × 200 root holding `cv`, a 320 × 100 view at the top that translates its fixed
    /// autoresizing mask, holding the box.
    var panelXib: String {
        canvasXib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        \(boxBody)
                    </view>
                </subviews>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
    }

    @Test func aViewSizedByItsMaskKeepsItsContentFromTheTopOnTheCanvas() throws {
        let (c, log) = try compareLayoutLogging(panelXib)
        #expect(c.view("cv")?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 10, width: 280, height: 50))
        #expect(log.count == 1)
        #expect(log.first?.hasSuffix("<LayoutConstraint View:cv.bottom == View:box.bottom + 10>") == true, "\(log)")
    }

    @Test func atRunTimeTheViewsOwnHeightBreaks() throws {
        // The same file laid out as an app would (not IB's canvas): the box's own `height = 50`,
        // installed after its superview's pins, breaks; the box fills 10 ..< 90.
        let result = try loadCanvasXib(panelXib)
        let root = try #require(result.topLevelObjects.first as? View)
        let log = LayoutDiagnostics()
        root.layoutStorage.diagnostics = log
        root.layoutIfNeeded()
        let box = try #require(result.objectsByID["box"] as? View)
        #expect(box.frame == CGRect(x: 20, y: 10, width: 280, height: 80))
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.hasSuffix("<LayoutConstraint View:box.height == 50>") == true, "\(log.messages)")
    }
}
