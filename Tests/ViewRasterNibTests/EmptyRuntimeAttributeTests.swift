import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A user-defined runtime attribute whose value field IB's inspector left empty: IB writes
/// `<nil key="value"/>` and opens and draws the file; UIKit's nib loader hands the nil to
/// `setValue(_:forKeyPath:)`, which a number property cannot take (`setNilValueForKey(_:)`
/// raises), logs the attribute it failed to set and loads the rest. So the file loads, lays
/// out as without the attribute, and warns; a file that is not XML is still refused with its
/// line.
@MainActor
@Suite struct EmptyRuntimeAttributeTests {
    /// A storyboard of one iPhone 8 scene (Xcode 14.1's: safe areas) whose root carries
    /// `attributes` and holds a 100 × 50 box 20 pt from the leading edge and 10 pt below the
    /// safe area's top; `before` goes before the `<document>` element's first child.
    func storyboard(_ attributes: String, before: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
        \(before)
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene-vc1">
                    <objects>
                        <viewController storyboardIdentifier="First" id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="root-sa"/>
                                <userDefinedRuntimeAttributes>
        \(attributes)
                                </userDefinedRuntimeAttributes>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root-sa" secondAttribute="top" constant="10" id="c-t"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
                                    <constraint firstItem="box" firstAttribute="width" constant="100" id="c-w"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="50" id="c-h"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The number attribute as IB writes it with its field emptied, then a border width set.
    let emptyCornerRadius = """
        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
            <nil key="value"/>
        </userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
            <real key="value" value="2"/>
        </userDefinedRuntimeAttribute>
        """

    func load(_ text: String) throws -> Storyboard {
        try Storyboard(data: Data(text.utf8), name: "Canvas.storyboard", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
    }

    @Test func emptyNumberAttributeIsSkippedAndTheSceneLaysOut() throws {
        let sb = try load(storyboard(emptyCornerRadius))
        // The warning names the attribute and the line its element starts on (the document's
        // 19th line: the declaration, <document>, an empty line, <device>, …).
        let warning = try #require(sb.warnings.first { $0.message.contains("layer.cornerRadius") })
        #expect(warning.message.contains("has no value"))
        #expect(warning.location.file == "Canvas.storyboard" && warning.location.line == 19)
        // Xcode 14.1's canvas keeps an iPhone 8's 20 pt status bar in a scene's safe area
        // (docs/canvas-rules.md): the box sits 10 pt below it, 20 pt from the leading edge, at
        // its constant size.
        let comparison = try StoryboardLayoutComparison.run(sb, intrinsic: .stored)
        let box = try #require(comparison.scenes.flatMap(\.comparison.views).first { $0.id == "box" })
        #expect(box.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        // Loading sets the attribute that has a value and leaves the empty one unset: the
        // layer keeps UIKit's default corner radius, 0.
        let controller = try sb.instantiateViewController(withIdentifier: "First")
        #expect(controller.view.layer.borderWidth == 2)
        #expect(controller.view.layer.cornerRadius == 0)
    }

    @Test func emptyStructureAttributesAreSkippedToo() throws {
        let attributes = """
            <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                <nil key="value"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds">
                <nil key="value"/>
            </userDefinedRuntimeAttribute>
            """
        let sb = try load(storyboard(attributes))
        #expect(sb.warnings.filter { $0.message.contains("has no value") }.count == 2)
        let controller = try sb.instantiateViewController(withIdentifier: "First")
        // CALayer's default shadow offset stays (0, −3), not the (0, 0) of a size read as zeros.
        #expect(controller.view.layer.shadowOffset == CGSize(width: 0, height: -3))
    }

    @Test func numberAttributeWithNoValueElementStillNamesItsLine() throws {
        let text = storyboard(#"<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"/>"#)
        do {
            _ = try load(text)
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.kind == .invalidValue && e.file == "Canvas.storyboard" && e.line == 19)
            #expect(e.message.contains("layer.cornerRadius"))
        }
    }

    @Test func gitConflictMarkersAreRefusedAsMalformedXMLWithTheirLine() throws {
        // A merge tool's marker inside the document (line 3) is no XML: refused, not read.
        let text = storyboard(emptyCornerRadius, before: "<<<<<<< HEAD")
        do {
            _ = try load(text)
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.kind == .malformedXML && e.file == "Canvas.storyboard" && e.line == 3)
        }
    }
}
