import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A bar button item of a toolbar (or of a navigation bar) placed in a scene's view is a
/// segue's source as any control is: the segue is the scene's, and a scene it shows is pushed on
/// the same navigation stack, under its bar (docs/canvas-rules.md, "Scenes"). Frames worked out
/// by hand.
extension StoryboardCanvasRulesTests {
    /// A toolbar in a view whose one item shows `destination`.
    func toolbar(showing destination: String) -> String {
        """
        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tb">
            <rect key="frame" x="0.0" y="623" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
            <items>
                <barButtonItem title="Camera" id="tb-item">
                    <connections><segue destination="\(destination)" kind="show" identifier="showCamera" id="seg-item"/></connections>
                </barButtonItem>
            </items>
        </toolbar>
        """
    }

    /// A navigation bar in a view whose navigation item's right button presents `destination`.
    func navigationBarView(presenting destination: String) -> String {
        """
        <navigationBar contentMode="scaleToFill" id="nb">
            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            <items>
                <navigationItem title="Title" id="nb-item">
                    <barButtonItem key="rightBarButtonItem" title="Add" id="nb-add">
                        <connections><segue destination="\(destination)" kind="presentation" id="seg-add"/></connections>
                    </barButtonItem>
                </navigationItem>
            </items>
        </navigationBar>
        """
    }

    @Test func barItemSeguesBelongToTheirScene() throws {
        let text = storyboard(scene("vc1", rootID: "root1", subviews: toolbar(showing: "vc2") + navigationBarView(presenting: "vc3"), constraints: "")
                              + scene("vc2", rootID: "root2", subviews: "", constraints: "")
                              + scene("vc3", rootID: "root3", subviews: "", constraints: ""))
        let document = try StoryboardDocument(data: Data(text.utf8), file: "Items.storyboard")
        let segues = try #require(document.scenes.first { $0.controllerID == "vc1" }).segues
        #expect(segues.map(\.id) == ["seg-item", "seg-add"])
        #expect(segues.map(\.sourceID) == ["tb-item", "nb-add"])
        #expect(segues.map(\.sourceElement) == ["barButtonItem", "barButtonItem"])
    }

    @Test func sceneShownFromAToolbarItemIsUnderTheStacksBar() throws {
        // vc2, shown from a toolbar item of the navigation controller's root, is on its stack,
        // under its 44 pt bar: on an iPhone 8 of Xcode 11, which leaves the status bar out of
        // the safe area, a view pinned to the safe area's top is at y = 44 (mlkit's
        // AutoMLExample, 16097: its progress view stored at y = 44), at 0 without the segue.
        let text = storyboard(navigationController()
                              + scene("vc1", rootID: "root1", subviews: toolbar(showing: "vc2"), constraints: "")
                              + scene("vc2", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa")),
                              tools: "16097")
        #expect(try topMarginY(text) == 44)
    }
}
