import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A controller a xib holds at its top level, with an outlet to a label of its view.
final class TopLevelXibController: ViewController {
    var title1: Label?
    override class var connections: ConnectionTable { super.connections.outlet("title1", \TopLevelXibController.title1) }
}

/// A xib's top-level `<viewController>` (with its `<view key="view">`) comes back from
/// `instantiate` as UINib returns it: a controller of its class whose view is the xib's view,
/// its outlets connected, after the other top-level objects.
@MainActor
@Suite struct NibTopLevelControllerTests {
    let text = """
        <viewController customClass="TopLevelXibController" id="c1">
            <view key="view" contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                        <rect key="frame" x="16" y="40" width="42" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa1"/>
            </view>
            <connections>
                <outlet property="title1" destination="l1" id="o1"/>
            </connections>
        </viewController>
        <view contentMode="scaleToFill" id="plain">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </view>
        """

    @Test func instantiateReturnsTheControllerWithItsView() throws {
        let registry = NibClassRegistry()
        registry.register(controller: TopLevelXibController.self)
        let nib = try Nib(data: Data(xib(text).utf8), name: "T.xib", options: NibOptions(registry: registry))
        #expect(nib.document.controllerScenes.map(\.controllerID) == ["c1"])
        let top = try nib.instantiate(withOwner: nil)
        #expect(top.count == 2)
        #expect(top[0] is View && !(top[0] is Label))
        let controller = try #require(top[1] as? TopLevelXibController)
        let label = try #require(controller.title1)
        #expect(label.text == "Hello")
        #expect(label.superview === controller.view)
        #expect(!nib.warnings.contains { $0.message.contains("not supported") })
        // `inspect` lists the controller, its outlet and its view's tree.
        let outline = nib.document.outline()
        #expect(outline.contains("  TopLevelXibController id=c1\n    outlet title1 → l1\n    UIView id=v1"))
        #expect(outline.contains("      UILabel id=l1"))
    }

    @Test func aControllerWithoutAViewStaysAnObject() throws {
        // A MainWindow.xib's tab bar controller carries no `key="view"`: not read as a scene.
        let nib = try Nib(data: Data(xib(#"<tabBarController id="t1"><tabBar key="tabBar" contentMode="scaleToFill" id="tb1"/></tabBarController>"#).utf8),
                          name: "T.xib")
        #expect(nib.document.controllerScenes.isEmpty)
        #expect(nib.document.objects.contains { $0.id == "t1" })
        #expect(!nib.declaresOnlyControllerScenes)
    }

    @Test func aFileOfControllersAloneSaysSoBeforeLoading() throws {
        // The controller and its view alone: the document says so, nothing is made yet.
        let controllerOnly = String(text[..<text.range(of: "<view contentMode=\"scaleToFill\" id=\"plain\">")!.lowerBound])
        let alone = try Nib(data: Data(xib(controllerOnly).utf8), name: "T.xib")
        #expect(alone.declaresOnlyControllerScenes)
        // A top-level view beside the controller: not controllers alone.
        let mixed = try Nib(data: Data(xib(text).utf8), name: "T.xib")
        #expect(!mixed.declaresOnlyControllerScenes)
        // A gesture recognizer beside it: the document cannot tell, the load does.
        let recognizer = controllerOnly + #"<tapGestureRecognizer id="g1"/>"#
        let withRecognizer = try Nib(data: Data(xib(recognizer).utf8), name: "T.xib")
        #expect(!withRecognizer.declaresOnlyControllerScenes)
        let loaded = try withRecognizer.load(owner: nil)
        #expect(loaded.hasOnlyControllerScenes)
    }
}
