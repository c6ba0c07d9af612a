import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews

/// `<variation key="widthClass=…">` constraints apply for the stage's size classes when a
/// file is rendered: an iPhone in portrait is compact wide, an iPad regular.
@MainActor
struct SizeClassVariationTests {
    static let text = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="50" id="h">
                            <variation key="widthClass=regular" constant="80"/>
                        </constraint>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="box" firstAttribute="width" constant="100" id="w1"/>
                <constraint firstItem="box" firstAttribute="width" constant="300" id="w2"/>
            </constraints>
            <variation key="default"><mask key="constraints"><exclude reference="w2"/></mask></variation>
            <variation key="widthClass=regular"><mask key="constraints"><exclude reference="w1"/><include reference="w2"/></mask></variation>
        </view>
        """)

    func boxFrame(on device: Device, orientation: Orientation = .portrait) throws -> CGRect {
        let nib = try Nib(data: Data(Self.text.utf8), name: "Box.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let stage = Stage(.device(device, orientation: orientation))
        let result = try stage.within { try nib.load(owner: nil) }
        let (w, h) = stage.screen.sizeClasses
        result.applySizeClassVariations(NibSizeClasses(width: w == .regular ? .regular : .compact, height: h == .regular ? .regular : .compact))
        let root = try #require(result.first(View.self))
        stage.mount(root)
        stage.layout()
        let box = try #require(result.objectsByID["box"] as? View)
        return box.frame
    }

    @Test func compactAndRegularWidthsTakeTheirVariations() throws {
        #expect(try boxFrame(on: .iPhone8) == CGRect(x: 20, y: 0, width: 100, height: 50))
        #expect(try boxFrame(on: .iPad) == CGRect(x: 20, y: 0, width: 300, height: 80))
        // An iPhone 11 turned to landscape is regular wide (414 pt in portrait).
        #expect(try boxFrame(on: .iPhone11, orientation: .landscapeLeft) == CGRect(x: 20, y: 0, width: 300, height: 80))
        #expect(try boxFrame(on: .iPhone8, orientation: .landscapeLeft).width == 100)
    }
}
