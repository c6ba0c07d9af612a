import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews
import ViewRasterRaster
import ViewRasterRendering

/// `<variation key="widthClass=regular"><fontDescription …/></variation>` inside a label,
/// button or text field: the font Interface Builder shows for those size classes, which UIKit
/// applies whenever the view's size classes change, and the base font for classes no variation
/// names. Heights are the system font's line height (1.193 em: 17 pt → 20.29, 34 → 40.57,
/// 12 → 14.32) rounded up to the 2× pixel grid, as UILabel's intrinsic size.
@MainActor
struct SizeClassFontVariationTests {
    static let text = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="HH" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="20" y="20" width="30" height="20.5"/>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <color key="textColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <variation key="widthClass=regular">
                        <fontDescription key="fontDescription" type="system" pointSize="34"/>
                    </variation>
                    <variation key="heightClass=compact-widthClass=compact">
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                    </variation>
                </label>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                    <rect key="frame" x="20" y="100" width="30" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    <state key="normal" title="Go"/>
                    <variation key="widthClass=regular">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                    </variation>
                </button>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Name" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="20" y="200" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                    <variation key="heightClass=compact">
                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                    </variation>
                </textField>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
                <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="bt"/>
                <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="fl"/>
                <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="ft"/>
            </constraints>
        </view>
        """)

    struct Loaded {
        let stage: Stage
        let root: View
        let label: Label
        let button: Button
        let field: TextField
    }

    func load(on device: Device, orientation: Orientation = .portrait) throws -> Loaded {
        let nib = try Nib(data: Data(Self.text.utf8), name: "Fonts.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let stage = Stage(.device(device, orientation: orientation))
        let result = try stage.within { try nib.load(owner: nil) }
        let root = try #require(result.first(View.self))
        stage.mount(root)
        stage.layout()
        return Loaded(stage: stage, root: root, label: try #require(result.object(id: "title") as? Label),
                      button: try #require(result.object(id: "go") as? Button),
                      field: try #require(result.object(id: "field") as? TextField))
    }

    /// An iPhone 8 in portrait is compact × regular: no variation names it, the base fonts
    /// stay. An iPad is regular wide: the label takes 34 pt and the button bold 30 pt. An iPhone
    /// 8 in landscape is compact × compact (the combined key: 12 pt; the field's
    /// `heightClass=compact`: 20 pt); an iPhone 11 in landscape is regular × compact, where
    /// `widthClass=regular` is the label's only matching variation.
    @Test func eachDeviceTakesItsSizeClassesFonts() throws {
        let phone = try load(on: .iPhone8)
        #expect(phone.label.font == .systemFont(ofSize: 17))
        #expect(phone.label.frame == CGRect(x: 20, y: 20, width: phone.label.frame.width, height: 20.5))
        #expect(phone.button.titleLabel.font == .systemFont(ofSize: 15))
        #expect(phone.field.font == .systemFont(ofSize: 14))

        let pad = try load(on: .iPad)
        #expect(pad.label.font == .systemFont(ofSize: 34))
        #expect(pad.label.frame.height == 41)
        #expect(pad.label.frame.width > phone.label.frame.width * 1.8)
        #expect(pad.button.titleLabel.font == .boldSystemFont(ofSize: 30))
        #expect(pad.field.font == .systemFont(ofSize: 14))

        let landscape = try load(on: .iPhone8, orientation: .landscapeLeft)
        #expect(landscape.label.font == .systemFont(ofSize: 12))
        #expect(landscape.label.frame.height == 14.5)
        #expect(landscape.field.font == .systemFont(ofSize: 20))

        let wide = try load(on: .iPhone11, orientation: .landscapeLeft)
        #expect(wide.label.font == .systemFont(ofSize: 34))
        #expect(wide.button.titleLabel.font == .boldSystemFont(ofSize: 30))
        #expect(wide.field.font == .systemFont(ofSize: 20))
    }

    /// The button's intrinsic size follows its varied font: the same as a button made in code
    /// with that font and title.
    @Test func aButtonsIntrinsicSizeFollowsItsVariedFont() throws {
        let pad = try load(on: .iPad)
        let made = pad.stage.within { () -> CGSize in
            let b = Button(type: .system)
            b.titleLabel.font = .boldSystemFont(ofSize: 30)
            b.setTitle("Go", for: .normal)
            return b.intrinsicContentSize
        }
        #expect(pad.button.intrinsicContentSize == made)
        #expect(pad.button.frame.size == made)
    }

    /// UIKit re-applies a nib's font variations when a parent overrides a child's size classes:
    /// regular width gives 34 pt, compact × compact 12 pt, and compact × regular (no variation)
    /// the base 17 pt again.
    @Test func overriddenSizeClassesSwitchTheFont() throws {
        let nib = try Nib(data: Data(Self.text.utf8), name: "Fonts.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let stage = Stage(.device(.iPhone8))
        try stage.within {
            let result = try nib.load(owner: nil)
            let root = try #require(result.first(View.self))
            let label = try #require(result.object(id: "title") as? Label)
            let override = sizeClassOverride(for: root)
            @MainActor func laidOut(_ h: UserInterfaceSizeClass, _ v: UserInterfaceSizeClass) -> (CGFloat, CGFloat) {
                override(h, v)
                return (label.font.pointSize, label.frame.height)
            }
            #expect(laidOut(.regular, .regular) == (34, 41))
            #expect(laidOut(.compact, .compact) == (12, 14.5))
            #expect(laidOut(.compact, .regular) == (17, 20.5))
        }
    }

    /// IB's canvas and `render` fix the classes (`applySizeClassVariations`): the font follows
    /// the fixed classes whatever the stage's are.
    @Test func pinnedClassesChooseTheFont() throws {
        let nib = try Nib(data: Data(Self.text.utf8), name: "Fonts.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let stage = Stage(.device(.iPhone8))
        let result = try stage.within { try nib.load(owner: nil) }
        result.applySizeClassVariations(NibSizeClasses(width: .regular, height: .regular))
        let root = try #require(result.first(View.self))
        stage.mount(root)
        stage.layout()
        let label = try #require(result.object(id: "title") as? Label)
        #expect(label.font == .systemFont(ofSize: 34))
        #expect(label.frame.height == 41)
    }

    /// In pixels: the label's red background reaches 40.5 pt below its top (y = 60.25 pt) on an
    /// iPad, and ends at 20.5 pt (y = 40.5 pt) on an iPhone in portrait, where the row at
    /// y = 60.25 pt is the white root.
    @Test func theVariedFontShowsInPixels() throws {
        func pixel(_ device: Device, x: CGFloat, y: CGFloat) throws -> [UInt8] {
            let loaded = try load(on: device)
            let canvas = try loaded.stage.render()
            let p = canvas.pixel(x: Int(x * canvas.scale), y: Int(y * canvas.scale))
            return [p.r, p.g, p.b]
        }
        #expect(try pixel(.iPad, x: 21, y: 60.25) == [255, 0, 0])
        #expect(try pixel(.iPhone8, x: 21, y: 60.25) == [255, 255, 255])
        #expect(try pixel(.iPhone8, x: 21, y: 40.25) == [255, 0, 0])
        #expect(try pixel(.iPhone8, x: 21, y: 40.75) == [255, 255, 255])
    }
}
