import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// The elements of issue #15's "Bars and controls" load as their classes with the attributes
/// IB writes (and the defaults it omits), and none is drawn as a plain view.
@MainActor
@Suite struct NibControlsAndBarsTests {
    func load(_ objects: String) throws -> NibLoadResult {
        try Nib(data: Data(xib(objects).utf8), name: "C.xib", options: NibOptions(registry: NibClassRegistry())).load()
    }

    @Test func controlsLoadWithTheirAttributes() throws {
        let r = try load("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                <subviews>
                    <slider opaque="NO" contentMode="scaleToFill" value="20" minValue="1" maxValue="100" id="s1">
                        <rect key="frame" x="14" y="0" width="347" height="31"/>
                        <color key="minimumTrackTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </slider>
                    <slider opaque="NO" contentMode="scaleToFill" minValue="0.0" maxValue="1" id="s2">
                        <rect key="frame" x="14" y="40" width="347" height="31"/>
                    </slider>
                    <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="3" currentPage="1" id="p">
                        <rect key="frame" x="0" y="80" width="100" height="26"/>
                    </pageControl>
                    <stepper opaque="NO" contentMode="scaleToFill" value="5" maximumValue="10" stepValue="2" wraps="YES" id="st">
                        <rect key="frame" x="0" y="110" width="94" height="32"/>
                    </stepper>
                    <datePicker contentMode="scaleToFill" datePickerMode="countDownTimer" minuteInterval="1" useCurrentDate="NO" id="d">
                        <rect key="frame" x="0" y="150" width="375" height="216"/>
                        <date key="date" timeIntervalSinceReferenceDate="500936948.58342803"/>
                    </datePicker>
                    <datePicker contentMode="scaleToFill" datePickerMode="date" style="compact" id="d2">
                        <rect key="frame" x="0" y="370" width="120" height="34"/>
                    </datePicker>
                    <pickerView contentMode="scaleToFill" id="pk">
                        <rect key="frame" x="0" y="0" width="320" height="216"/>
                    </pickerView>
                    <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Where to?" id="sb">
                        <rect key="frame" x="0" y="410" width="375" height="56"/>
                        <textInputTraits key="textInputTraits"/>
                    </searchBar>
                    <wkWebView contentMode="scaleToFill" id="w">
                        <rect key="frame" x="0" y="470" width="375" height="60"/>
                        <wkWebViewConfiguration key="configuration"/>
                    </wkWebView>
                    <mapView clipsSubviews="YES" contentMode="scaleToFill" mapType="satellite" id="m">
                        <rect key="frame" x="0" y="530" width="375" height="60"/>
                    </mapView>
                </subviews>
            </view>
            """)
        let s1 = try #require(r.object(id: "s1") as? Slider)
        #expect(s1.minimumValue == 1 && s1.maximumValue == 100 && s1.value == 20)
        #expect(s1.minimumTrackTintColor == .red)
        // No value attribute: UIKit's 0, the minimum here.
        let s2 = try #require(r.object(id: "s2") as? Slider)
        #expect(s2.value == 0 && s2.maximumValue == 1)
        let p = try #require(r.object(id: "p") as? PageControl)
        #expect(p.numberOfPages == 3 && p.currentPage == 1)
        let st = try #require(r.object(id: "st") as? Stepper)
        #expect(st.value == 5 && st.minimumValue == 0 && st.maximumValue == 10 && st.stepValue == 2 && st.wraps)
        let d = try #require(r.object(id: "d") as? DatePicker)
        #expect(d.datePickerMode == .countDownTimer && d.datePickerStyle == .wheels)
        #expect(d.date == Date(timeIntervalSinceReferenceDate: 500936948.58342803))
        let d2 = try #require(r.object(id: "d2") as? DatePicker)
        // No date element: the reference date, 2001-01-01 00:00 UTC, in en_US_POSIX.
        #expect(d2.compactTexts == ["Jan 1, 2001"])
        #expect(r.object(id: "pk") is PickerView)
        let sb = try #require(r.object(id: "sb") as? SearchBar)
        #expect(sb.searchBarStyle == .minimal && sb.placeholder == "Where to?")
        #expect(r.object(id: "w") is WebView)
        #expect((r.object(id: "m") as? MapView)?.mapType == .satellite)
        #expect(!r.warnings.contains { $0.message.contains("plain view") }, "\(r.warnings)")
    }

    /// Xcode before 12 wrote no `style` on a date picker: iOS 13 had only wheels, so such a
    /// picker loads as wheels; from Xcode 12 (toolsVersion 17000) a picker without one is
    /// `.automatic`, as UIKit's default.
    @Test func aDatePickerWithoutStyleIsWheelsBeforeXcode12() throws {
        let picker = #"""
            <datePicker contentMode="scaleToFill" datePickerMode="date" id="d">
                <rect key="frame" x="0" y="0" width="320" height="216"/>
            </datePicker>
            """#
        func style(toolsVersion: String) throws -> DatePicker.Style {
            let text = xib(picker).replacingOccurrences(of: #"toolsVersion="17156""#, with: #"toolsVersion="\#(toolsVersion)""#)
            let r = try Nib(data: Data(text.utf8), name: "C.xib", options: NibOptions(registry: NibClassRegistry())).load()
            return try #require(r.object(id: "d") as? DatePicker).preferredDatePickerStyle
        }
        #expect(try style(toolsVersion: "15705") == .wheels)
        #expect(try style(toolsVersion: "16096") == .wheels)
        #expect(try style(toolsVersion: "17156") == .automatic)
    }

    @Test func barsLoadTheirItems() throws {
        let r = try load("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <navigationBar contentMode="scaleToFill" id="nb">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <items>
                            <navigationItem title="Inbox" id="ni">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="l"/>
                                <barButtonItem key="rightBarButtonItem" style="done" systemItem="done" id="r"/>
                            </navigationItem>
                        </items>
                    </navigationBar>
                    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tb">
                        <rect key="frame" x="0.0" y="100" width="320" height="44"/>
                        <items>
                            <barButtonItem title="Reset" style="done" id="t1"/>
                            <barButtonItem style="plain" systemItem="flexibleSpace" id="t2"/>
                            <barButtonItem systemItem="add" id="t3"/>
                        </items>
                    </toolbar>
                    <tabBar contentMode="scaleToFill" id="tab">
                        <rect key="frame" x="0.0" y="151" width="320" height="49"/>
                        <items>
                            <tabBarItem title="Home" id="h"/>
                            <tabBarItem systemItem="favorites" id="f"/>
                        </items>
                    </tabBar>
                </subviews>
            </view>
            """)
        let nb = try #require(r.object(id: "nb") as? NavigationBar)
        #expect(nb.topItem?.title == "Inbox")
        #expect(nb.topItem?.leftBarButtonItem?.systemItem == .cancel && nb.topItem?.leftBarButtonItem?.displayedTitle == "Cancel")
        #expect(nb.topItem?.rightBarButtonItem?.style == .done && nb.topItem?.rightBarButtonItem?.displayedTitle == "Done")
        let tb = try #require(r.object(id: "tb") as? Toolbar)
        #expect(tb.items?.map(\.displayedTitle) == ["Reset", nil, "+"])
        #expect(tb.items?[1].systemItem == .flexibleSpace)
        let tab = try #require(r.object(id: "tab") as? TabBar)
        #expect(tab.items.map(\.title) == ["Home", "Favorites"])
        #expect(tab.selectedItem === tab.items.first)
    }
}
