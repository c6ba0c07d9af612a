import Foundation
import Testing
@testable import ViewRasterNib
import ViewRasterNibModel
import ViewRasterViews

/// IB runs an `@IBDesignable` class on its canvas and records what the class's
/// `intrinsicContentSize` returned in the document's `<designables>`; the canvas (and `render`)
/// lays a view of such a class out with that size when the class itself is not registered.
@MainActor
@Suite struct DesignableIntrinsicSizeTests {
    /// A label of class `BadgeLabel` centred in a 375×667 root, with IB's recorded
    /// `designable` size (nil: no `<designables>` entry).
    func badgeXib(designable: String?) -> String {
        let label = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="BadgeLabel" customModule="App">
                <rect key="frame" x="157.5" y="318.5" width="60" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        let pins = """
            <constraint firstItem="badge" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="a"/>
            <constraint firstItem="badge" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="b"/>
            """
        let xib = canvasXib(canvasRoot("375x667", label, pins))
        guard let designable else { return xib }
        return xib.replacingOccurrences(of: "    </objects>", with: """
                </objects>
                <designables>
                    <designable name="badge">
                        <size key="intrinsicContentSize" \(designable)/>
                    </designable>
                </designables>
            """)
    }

    @Test func readsTheDesignablesSection() throws {
        let doc = try XIBDocument(data: Data(badgeXib(designable: #"width="-1" height="4.5""#).utf8), file: "d.xib")
        #expect(doc.designableIntrinsicSizes == ["badge": CGSize(width: -1, height: 4.5)])
        let none = try XIBDocument(data: Data(badgeXib(designable: nil).utf8), file: "d.xib")
        #expect(none.designableIntrinsicSizes.isEmpty)
    }

    @Test func aMalformedSizeNamesTheLine() throws {
        let text = badgeXib(designable: #"width="wide" height="4""#)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(#"width="wide""#) }.map { $0 + 1 }
        let error = #expect(throws: NibError.self) { try XIBDocument(data: Data(text.utf8), file: "d.xib") }
        #expect(error?.line == line)
        #expect(error?.description.contains("d.xib") == true)
    }

    @Test func theCanvasLaysAnUnregisteredClassOutAtIBsRecordedSize() throws {
        // BadgeLabel pads its text: IB recorded 60×30 where a plain 17 pt "Label" is 41.33×20.33.
        // Centred in 375×667: x = (375 − 60) / 2, y = (667 − 30) / 2.
        let c = try compareLayout(badgeXib(designable: #"width="60" height="30""#)).0
        #expect(c.view("badge")?.frame == CGRect(x: 157.5, y: 318.5, width: 60, height: 30))
        // Without the record the label measures its own text.
        let plain = try compareLayout(badgeXib(designable: nil)).0
        #expect((plain.view("badge")?.frame.width ?? 0) < 45)
    }

    /// A `<view>` of class `Meter` 4 pt tall by IB's record, pinned by its sides and top only.
    func meterXib() -> String {
        let meter = canvasView("meter", #"x="16" y="100" width="343" height="4""#, extra: #"customClass="Meter""#)
        let pins = """
            <constraint firstItem="meter" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            <constraint firstAttribute="trailing" secondItem="meter" secondAttribute="trailing" constant="16" id="r"/>
            <constraint firstItem="meter" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
            """
        return canvasXib(canvasRoot("375x667", meter, pins)).replacingOccurrences(of: "    </objects>", with: """
                </objects>
                <designables>
                    <designable name="meter">
                        <size key="intrinsicContentSize" width="-1" height="4"/>
                    </designable>
                </designables>
            """)
    }

    @Test func renderTakesTheRecordWhereTheBaseClassHasNoSize() throws {
        // Drawn as a plain view (no intrinsic size), the meter takes IB's 4 pt height and keeps
        // no width of its own (−1): 343 × 4 at (16, 100) once laid out on a 375 pt root.
        let nib = try Nib(data: Data(meterXib().utf8), name: "d.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let result = try nib.load(owner: nil)
        result.useDesignableIntrinsicSizes()
        let root = try #require(result.object(id: "root") as? View)
        let meter = try #require(result.object(id: "meter") as? View)
        #expect(meter.layoutStorage.intrinsicContentSizeOverride == CGSize(width: View.noIntrinsicMetric, height: 4))
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        #expect(meter.frame == CGRect(x: 16, y: 100, width: 343, height: 4))
    }

    @Test func renderKeepsALabelMeasuringItsOwnText() throws {
        // A BadgeLabel drawn as a plain label with the nib's font: IB's 60 × 30 (the class's own
        // font and padding) would not fit what is drawn, so the label keeps its text's size.
        let nib = try Nib(data: Data(badgeXib(designable: #"width="60" height="30""#).utf8), name: "d.xib",
                          options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let result = try nib.load(owner: nil)
        result.useDesignableIntrinsicSizes()
        let badge = try #require(result.object(id: "badge") as? Label)
        #expect(badge.layoutStorage.intrinsicContentSizeOverride == nil)
    }

    /// A registered BadgeLabel: its own code answers, not IB's record.
    final class BadgeLabel: Label {
        override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 40) }
    }

    @Test func aRegisteredClassAnswersForItself() throws {
        let registry = NibClassRegistry()
        registry.register(BadgeLabel.self, as: "BadgeLabel", module: "App")
        let nib = try Nib(data: Data(badgeXib(designable: #"width="60" height="30""#).utf8), name: "d.xib",
                          options: NibOptions(registry: registry, imageDecoder: nil))
        let result = try nib.load(owner: nil)
        let c = NibLayoutComparison.run(result, intrinsic: .fonts)
        #expect(c.view("badge")?.frame == CGRect(x: 147.5, y: 313.5, width: 80, height: 40))
    }
}
