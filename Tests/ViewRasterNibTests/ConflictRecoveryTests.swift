import Foundation
import Testing
import ViewRasterLayout
import ViewRasterViews
import ViewRasterNib

/// Which required constraint gives way when a file's required constraints conflict
/// (docs/nib-layout-agreement.md, "Session tconflict18" and "Session conflict19"): where the
/// top-level view's stored size is one of them, IB's canvas keeps every constraint inside it and
/// lays the content out from its top-left at the size those give (the pin to the root's far
/// edge breaks, or, with none in the conflict, the root's size gives way); elsewhere the
/// constraint installed last breaks.
/// Frames by hand; the console must name the constraint broken.
@MainActor
@Suite struct ConflictRecoveryTests {
    let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#

    /// `box` 20 pt from the root's sides and 10 pt from its top and bottom.
    let boxPins = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="b"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
        """

    @Test func theTopLevelSizeGivesWayToAViewsPinsAndHeight() throws {
        // 200 pt root; the box 10 pt from its top and bottom with its own `height = 50`
        // (10 + 50 + 10 ≠ 200): the pin to the root's bottom breaks (session conflict19; the
        // root's height gave way before, the same frames), the box keeps 10 ..< 60.
        let box = canvasView("box", #"x="20" y="10" width="280" height="50""#,
                             #"<constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>"#)
        let (c, log) = try compareLayoutLogging(canvasXib(canvasRoot("320x200", box, boxPins, rootExtra: freeform)))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 10, width: 280, height: 50))
        #expect(c.agree == c.total)
        #expect(log.count == 1)
        #expect(log.first?.hasSuffix("Will attempt to recover by breaking constraint\n<LayoutConstraint View:root.bottom == View:box.bottom + 10>") == true, "\(log)")
    }

    @Test func aChainOfSiblingsKeepsItsHeightsFromTheTop() throws {
        // 200 pt root: `a` 10 pt from the top, 20 tall; `b` 10 below it, 50 tall, 10 from the
        // bottom (10 + 20 + 10 + 50 + 10 ≠ 200): the pin to the root's bottom breaks, `a`
        // keeps 10 ..< 30 and `b` 40 ..< 90.
        let views = canvasView("a", #"x="20" y="10" width="280" height="20""#,
                               #"<constraints><constraint firstAttribute="height" constant="20" id="ha"/></constraints>"#)
            + canvasView("b", #"x="20" y="40" width="280" height="50""#,
                         #"<constraints><constraint firstAttribute="height" constant="50" id="hb"/></constraints>"#)
        let pins = """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="la"/>
            <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="20" id="ra"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="ta"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lb"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="rb"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="tb"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="10" id="bb"/>
            """
        let (c, log) = try compareLayoutLogging(canvasXib(canvasRoot("320x200", views, pins, rootExtra: freeform)))
        #expect(c.view("a")?.frame == CGRect(x: 20, y: 10, width: 280, height: 20))
        #expect(c.view("b")?.frame == CGRect(x: 20, y: 40, width: 280, height: 50))
        #expect(log.count == 1)
        #expect(log.first?.hasSuffix("<LayoutConstraint View:root.bottom == View:b.bottom + 10>") == true, "\(log)")
    }

    @Test func withNoPinToTheFarEdgeTheTopLevelSizeGivesWay() throws {
        // 200 pt root: the box 10 pt from its top, centred on the root, with its own
        // `height = 50` (centre 35 ≠ 100); no pin to the root's bottom: the root's height gives
        // way (to 70, not drawn: the root keeps its frame), the box keeps 10 ..< 60.
        let box = canvasView("box", #"x="20" y="10" width="280" height="50""#,
                             #"<constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>"#)
        let pins = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c"/>
            """
        let (c, log) = try compareLayoutLogging(canvasXib(canvasRoot("320x200", box, pins, rootExtra: freeform)))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 10, width: 280, height: 50))
        #expect(log.count == 1)
        #expect(log.first?.hasSuffix("<RootFrameConstraint 'View:root-height' View:root.height == 200>") == true, "\(log)")
    }

    @Test func aConflictNotThroughTheTopLevelSizeBreaksTheConstraintInstalledLast() throws {
        // The box's own `width = 100` against the root's `box.width = 120` (no root size in
        // the conflict): its own, installed after its superview's, breaks; it is 120 wide.
        let box = canvasView("box", #"x="20" y="10" width="120" height="50""#,
                             #"<constraints><constraint firstAttribute="width" constant="100" id="w"/><constraint firstAttribute="height" constant="50" id="h"/></constraints>"#)
        let pins = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            <constraint firstItem="box" firstAttribute="width" constant="120" id="w2"/>
            """
        let (c, log) = try compareLayoutLogging(canvasXib(canvasRoot("320x200", box, pins, rootExtra: freeform)))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 10, width: 120, height: 50))
        #expect(log.count == 1)
        #expect(log.first?.hasSuffix("Will attempt to recover by breaking constraint\n<LayoutConstraint View:box.width == 100>") == true)
    }
    @Test func aProportionInTheConflictLeavesTheTopLevelItsSize() throws {
        // The box pinned 10 pt from the top and bottom of a 200 pt root, its height a quarter of
        // its 280 pt width (10 + 70 + 10 ≠ 200): not edges and constants only, so the root
        // keeps its size and the proportion, installed last, breaks; the box fills 10 ..< 190.
        let box = canvasView("box", #"x="20" y="10" width="280" height="180""#,
                             #"<constraints><constraint firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="0.25" id="p"/></constraints>"#)
        let (c, log) = try compareLayoutLogging(canvasXib(canvasRoot("320x200", box, boxPins, rootExtra: freeform)))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 10, width: 280, height: 180))
        #expect(log.count == 1)
        #expect(log.first?.contains("Will attempt to recover by breaking constraint\n<LayoutConstraint View:box.height == 0.25*View:box.width>") == true, "\(log)")
    }
}
