import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews

/// IB's Hidden can vary by size class (`<variation key="heightClass=compact" hidden="YES"/>`):
/// the view is hidden in those classes only, and a stack closes up over it, as UIKit does with
/// a hidden arranged subview. A vertical stack of a 40 pt and a 60 pt box, the first hidden in
/// compact height; frames by hand.
@MainActor
struct SizeClassHiddenVariationTests {
    static let text = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="th"/>
                            </constraints>
                            <variation key="heightClass=compact" hidden="YES"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                            <rect key="frame" x="0.0" y="40" width="100" height="60"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="60" id="bh"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="stack" firstAttribute="width" constant="100" id="w"/>
            </constraints>
        </view>
        """)

    /// Lays the file out on an iPhone 8 held `orientation`; the two boxes.
    func boxes(_ orientation: Orientation) throws -> (top: View, bottom: View) {
        let nib = try Nib(data: Data(Self.text.utf8), name: "Hidden.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let stage = Stage(.device(.iPhone8, orientation: orientation))
        let result = try stage.within { try nib.load(owner: nil) }
        let (w, h) = stage.screen.sizeClasses
        result.applySizeClassVariations(NibSizeClasses(width: w == .regular ? .regular : .compact, height: h == .regular ? .regular : .compact))
        let root = try #require(result.first(View.self))
        stage.mount(root)
        stage.layout()
        return (try #require(result.objectsByID["top"] as? View), try #require(result.objectsByID["bottom"] as? View))
    }

    /// Portrait (regular height): both shown, the 60 pt box below the 40 pt one.
    @Test func regularHeightShowsBoth() throws {
        let (top, bottom) = try boxes(.portrait)
        #expect(!top.isHidden)
        #expect(bottom.frame == CGRect(x: 0, y: 40, width: 100, height: 60))
    }

    /// Landscape (compact height): the first box hidden, the stack closed up over it.
    @Test func compactHeightHidesTheFirstAndTheStackClosesUp() throws {
        let (top, bottom) = try boxes(.landscapeLeft)
        #expect(top.isHidden)
        #expect(bottom.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    }
}
