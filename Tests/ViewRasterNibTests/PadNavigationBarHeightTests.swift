import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A navigation bar of the file's own on an iPad is as tall as the file's Xcode drew it: iOS
/// 11's 44 pt before Xcode 10, iOS 12's 50 from it (docs/canvas-rules.md, "Bars").
/// Frames worked out by hand.
@MainActor
@Suite struct PadNavigationBarHeightTests {
    /// A 768 × 1024 view on an iPad holding a bar pinned to its top and sides (no height of its
    /// own) and a 10 pt `box` pinned below it; `misplaced` marks the bar's stored frame so.
    func frames(tools: String, intrinsic: NibIntrinsicSizes = .fonts, misplaced: Bool = false) throws -> (bar: CGRect?, box: CGRect?) {
        let bar = canvasView("bar", #"x="0.0" y="0.0" width="768" height="50""#, #"<items><navigationItem title="Title" id="item"/></items>"#,
                             extra: misplaced ? #"misplaced="YES""# : "", element: "navigationBar")
        let box = canvasView("box", #"x="0.0" y="50" width="768" height="10""#)
        let constraints = """
            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="bar" secondAttribute="bottom" id="c4"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c6"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c7"/>
            """
        let xib = canvasXib(canvasRoot("768x1024", bar + box, constraints), tools: tools, device: "ipad9_7")
        let c = try compareLayout(xib, intrinsic: intrinsic).0
        return (c.view("bar")?.frame, c.view("box")?.frame)
    }

    @Test func anXcode9IPadBarIs44PointsTall() throws {
        let f = try frames(tools: "13771")
        #expect(f.bar == CGRect(x: 0, y: 0, width: 768, height: 44))
        #expect(f.box == CGRect(x: 0, y: 44, width: 768, height: 10))
    }

    @Test func anXcode10IPadBarIs50PointsTall() throws {
        #expect(try frames(tools: "14490.70").bar == CGRect(x: 0, y: 0, width: 768, height: 50))
    }

    @Test func aMisplacedBarWithStoredSizesIsTheCanvasHeightNotItsStoredOne() throws {
        // IB's misplaced frame (50 pt) says nothing: the canvas of Xcode 8.3 lays the bar out 44 pt tall.
        let f = try frames(tools: "12120", intrinsic: .stored, misplaced: true)
        #expect(f.box == CGRect(x: 0, y: 44, width: 768, height: 10))
    }
}
