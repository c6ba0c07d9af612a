import Foundation
import ViewRasterLayout
import ViewRasterViews
import ViewRasterNib

/// A xib with a chosen tools version and device, for layout-comparison tests.
func canvasXib(_ objects: String, tools: String = "17156", device: String = "retina4_7") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    \(objects)
        </objects>
    </document>
    """
}

/// `subview` in a white 320 × 200 root view (id `root`) with `constraints`, on a 4-inch
/// iPhone's canvas of the Xcode of `tools`, laid out as IB's canvas with our fonts.
@MainActor
func compareInRoot320x200(_ subview: String, constraints: String, tools: String) throws -> NibLayoutComparison {
    try compareLayout(canvasXib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>\(subview)</subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            <constraints>\(constraints)</constraints>
        </view>
        """, tools: tools, device: "retina4_0")).0
}

/// Loads `text` as `canvas.xib` with an empty class registry, not laid out.
@MainActor
func loadCanvasXib(_ text: String) throws -> NibLoadResult {
    let nib = try Nib(data: Data(text.utf8), name: "canvas.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
    return try nib.load(owner: nil)
}

/// Loads `text` with an empty class registry and lays it out as IB's canvas.
@MainActor
func compareLayout(_ text: String, intrinsic: NibIntrinsicSizes = .fonts) throws -> (NibLayoutComparison, NibLoadResult) {
    let result = try loadCanvasXib(text)
    return (NibLayoutComparison.run(result, intrinsic: intrinsic), result)
}

/// Lays `text` out as IB's canvas with stored intrinsic sizes, with the messages the layout
/// console printed (a conflict's report among them).
@MainActor
func compareLayoutLogging(_ text: String) throws -> (NibLayoutComparison, [String]) {
    let result = try loadCanvasXib(text)
    let log = LayoutDiagnostics()
    for case let view as View in result.topLevelObjects { view.layoutStorage.diagnostics = log }
    return (NibLayoutComparison.run(result, intrinsic: .stored), log.messages)
}

/// The fixture `Tests/Fixtures/xib/NAME` laid out as IB's canvas (`compareLayout`).
@MainActor
func compareFixture(_ name: String, intrinsic: NibIntrinsicSizes = .fonts) throws -> NibLayoutComparison {
    let text = try String(contentsOf: fixturesURL.appendingPathComponent(name), encoding: .utf8)
    return try compareLayout(text, intrinsic: intrinsic).0
}

extension NibLayoutComparison {
    /// The comparison of the view with xib id `id`.
    func view(_ id: String) -> NibViewComparison? { views.first { $0.id == id } }
}

/// A root of `size` holding `subviews`, its constraints `constraints`, and a safe-area guide
/// `sa`; `rootExtra` goes inside the root element (simulated metrics).
func canvasRoot(_ size: String, _ subviews: String, _ constraints: String, rootExtra: String = "", element: String = "view") -> String {
    let wh = size.split(separator: "x")
    return """
            <\(element) contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(wh[0])" height="\(wh[1])"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
    \(subviews)
                </subviews>
                <constraints>
    \(constraints)
                </constraints>
                <viewLayoutGuide key="safeArea" id="sa"/>
    \(rootExtra)
            </\(element)>
    """
}

/// A 320 × 100 canvas holding one label `text` (id `label`, 17 pt system unless `font` gives
/// another `<fontDescription>`) pinned 20 pt from the root's top and leading edges, stored
/// `storedWidth` × `storedHeight` pt: the label-width suites' probe (in a file of `tools`, Xcode
/// 12's 17156 unless given, on `device`).
func canvasLabelXib(text: String, storedWidth: String, storedHeight: String = "20.5", tools: String = "17156",
                    device: String = "retina4_7",
                    font: String = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#) -> String {
    canvasXib(canvasRoot("320x100", """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="20" y="20" width="\(storedWidth)" height="\(storedHeight)"/>
                    \(font)
                    <nil key="highlightedColor"/>
                </label>
        """, """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        """), tools: tools, device: device)
}

/// A subview `id` with the stored `frame` attributes, laid out by constraints; `body` and `extra`
/// go inside the element and its start tag.
func canvasView(_ id: String, _ frame: String, _ body: String = "", extra: String = "", element: String = "view") -> String {
    """
    <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(extra)>
        <rect key="frame" \(frame)/>
        \(body)
    </\(element)>
    """
}

/// A top-level table cell `root` of `width` × `height` whose content view `cv` (with `extra`
/// attributes on its start tag) holds `body`: its subviews, constraints and margins.
func canvasTableCell(width: Int, height: Int = 44, extra: String = "", _ body: String) -> String {
    """
    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="root">
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \(extra) id="cv">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            \(body)
        </tableViewCellContentView>
    </tableViewCell>
    """
}

/// The body of a `canvasTableCell`: a view `box` on the content view's four margins, stored at
/// `x`, `y` (11 pt: Xcode 9.1's top margin) down, `width` × `height`.
func marginBoxCellBody(x: Int, y: Int = 11, width: Int, height: Int) -> String {
    """
    <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        </view>
    </subviews>
    <constraints>
        <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="l"/>
        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="t"/>
        <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
    </constraints>
    """
}
