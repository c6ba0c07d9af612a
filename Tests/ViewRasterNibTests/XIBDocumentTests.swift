import Foundation
import Testing
import ViewRasterNib

@Suite struct XIBDocumentTests {
    func expectUnsupported(_ text: String, _ fragment: String) {
        do {
            _ = try document(text, file: "x.xib")
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.kind == .unsupportedDocument)
            #expect(e.message.contains(fragment), "\(e.message)")
            #expect(e.line >= 1)
        } catch { Issue.record("\(error)") }
    }

    @Test func rejectsStoryboardsMacXibsAndArchives() {
        expectUnsupported(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><objects/></document>"#, "storyboard")
        expectUnsupported(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>"#, "unsupported document type")
        // A Cocoa Touch archive loads (docs/archive-xib.md); a Mac one is refused.
        expectUnsupported(#"<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data/></archive>"#, "Cocoa Touch")
        expectUnsupported(#"<plist version="1.0"/>"#, "<plist>")
        expectUnsupported(#"<document version="3.0"><objects/></document>"#, "no type")
    }

    @Test func readsHeaderAndDevice() throws {
        let doc = try document(xib(#"<view id="v1"><rect key="frame" x="0.0" y="0.0" width="10" height="20"/></view>"#,
                                   device: #"<device id="retina6_1" orientation="landscape" appearance="light"/>"#))
        #expect(doc.type == XIBDocument.cocoaTouchType)
        #expect(doc.toolsVersionNumber == 17156)
        #expect(doc.useAutolayout && doc.useSafeAreas)
        #expect(doc.device?.screenSize == CGSize(width: 896, height: 414))
        #expect(doc.device?.orientation == .landscape)
        // Xcode 12 (17156) simulated iOS 14: the XR's 44 pt inset; Xcode 14 on, iOS 16's 48.
        #expect(doc.device?.safeAreaInsets(toolsVersion: doc.toolsVersionNumber).left == 44)
        #expect(doc.device?.safeAreaInsets.left == 48)
        #expect(doc.objects.count == 3)
        #expect(doc.topLevelObjects.map(\.id) == ["v1"])
        #expect(doc.filesOwner?.id == "-1")
        #expect(doc.topLevelObjects[0].frame == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func deviceTable() {
        #expect(NibDevice(id: "retina4_7").screenSize == CGSize(width: 375, height: 667))
        #expect(NibDevice(id: "retina4_7").safeAreaInsets.top == 20)
        #expect(NibDevice(id: "retina5_9").safeAreaInsets.bottom == 34)
        #expect(NibDevice(id: "ipad9_7").screenSize == CGSize(width: 768, height: 1024))
        #expect(NibDevice(id: "iPhone_15").screenSize == CGSize(width: 393, height: 852))
        let unknown = NibDevice(id: "watch44")
        #expect(!unknown.isKnown)
        #expect(unknown.screenSize == CGSize(width: 375, height: 667) && unknown.metrics.scale == 2)
        #expect(NibDevice.fallback.id == "retina4_7" && NibDevice.fallback.orientation == .portrait)
    }

    @Test func unknownDeviceWarns() throws {
        let doc = try document(xib(#"<view id="v"/>"#, device: #"<device id="toaster" orientation="portrait"/>"#))
        #expect(doc.warnings.contains { $0.message.contains("toaster") })
        #expect(doc.device?.screenSize == CGSize(width: 375, height: 667))
    }

    @Test func readsObjectTree() throws {
        let doc = try document(xib("""
            <view contentMode="scaleToFill" id="root" customClass="CardView" customModule="App" customModuleProvider="target" userLabel="Card">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl" tag="7">
                        <rect key="frame" x="8" y="8.5" width="20" height="-1"/>
                        <fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label text="x" id="long"><string key="text">Line one
            Line two</string></label>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa1"/>
                <connections>
                    <outlet property="title" destination="lbl" id="o1"/>
                    <outletCollection property="labels" destination="long" id="o2"/>
                </connections>
                <point key="canvasLocation" x="1" y="2"/>
            </view>
            """))
        let root = try #require(doc.object(id: "root"))
        #expect(root.customClass == "CardView" && root.customModule == "App" && root.userLabel == "Card")
        #expect(root.autoresizingMask == [.widthSizable, .flexibleMaxY])
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.subviews.map(\.id) == ["lbl", "long"])
        #expect(root.layoutGuides["safeArea"] == "sa1")
        #expect(root.connections.count == 2)
        if case .outlet(let p, let d, _, let l) = root.connections[0] {
            #expect(p == "title" && d == "lbl" && l.line > 0)
        } else { Issue.record("expected an outlet") }
        if case .outletCollection(let p, let d, _, _) = root.connections[1] {
            #expect(p == "labels" && d == "long")
        } else { Issue.record("expected an outlet collection") }
        let lbl = try #require(doc.object(id: "lbl"))
        #expect(!lbl.translatesAutoresizingMaskIntoConstraints)
        #expect(lbl.frame == CGRect(x: 8, y: 8.5, width: 20, height: -1))
        #expect(lbl.text == "Hi" && lbl.int("tag") == 7 && lbl.bool("opaque") == false)
        #expect(lbl.nilKeys == ["highlightedColor"])
        #expect(lbl.font == NibFontDescription(kind: .system, pointSize: 14, weight: .medium))
        #expect(doc.object(id: "long")?.text?.hasPrefix("Line one") == true)
        #expect(doc.object(id: "long")?.strings["text"]?.contains("Line one\n") == true)
    }

    @Test func cellContentViewsWithAndWithoutIDs() throws {
        let doc = try document(xib("""
            <collectionViewCell opaque="NO" id="cell" customClass="MyCell">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <subviews><view id="inner"/></subviews>
                </view>
            </collectionViewCell>
            <tableViewCell id="tc"><tableViewCellContentView key="contentView" tableViewCell="tc" id="tcc"/></tableViewCell>
            """))
        let cell = try #require(doc.object(id: "cell"))
        let content = try #require(cell.contentView)
        #expect(content.hasSyntheticID && content.id == "cell.contentView")
        #expect(content.subviews.map(\.id) == ["inner"])
        #expect(doc.object(id: "tc")?.contentView?.id == "tcc")
        #expect(doc.object(id: "inner") != nil)
    }

    @Test func buttonStatesInsetsSegmentsAndRuntimeAttributes() throws {
        let doc = try document(xib("""
            <button buttonType="system" id="b">
                <inset key="contentEdgeInsets" minX="1" minY="2" maxX="3" maxY="4"/>
                <state key="normal" title="Go" image="play.circle" catalog="system">
                    <color key="titleColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                </state>
                <state key="highlighted" title="Going"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="5"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="placeholder" value="Tweet"/>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset"><size key="value" width="1" height="2"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="rect" keyPath="area"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
                <connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
            </button>
            <segmentedControl id="s" selectedSegmentIndex="1"><segments><segment title="A"/><segment title="B"/></segments></segmentedControl>
            """))
        let b = try #require(doc.object(id: "b"))
        #expect(b.insets["contentEdgeInsets"] == NibInsets(top: 2, left: 1, bottom: 4, right: 3))
        #expect(b.states["normal"]?.title == "Go")
        #expect(b.states["normal"]?.image == "play.circle" && b.states["normal"]?.imageCatalog == "system")
        #expect(b.states["normal"]?.titleColor?.color == .black)
        #expect(b.states["highlighted"]?.title == "Going")
        let values = Dictionary(uniqueKeysWithValues: b.runtimeAttributes.map { ($0.keyPath, $0.value) })
        #expect(values["layer.cornerRadius"] == .number(5))
        #expect(values["layer.borderWidth"] == .number(0.5))
        #expect(values["layer.masksToBounds"] == .boolean(true))
        #expect(values["placeholder"] == .string("Tweet"))
        #expect(values["shadowOffset"] == .size(CGSize(width: 1, height: 2)))
        #expect(values["area"] == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        if case .color(let c)? = values["layer.borderColor"] { #expect(c.color == .red) } else { Issue.record("color") }
        if case .action(let sel, let dest, let ev, _, _) = b.connections[0] {
            #expect(sel == "go:" && dest == "-1" && ev == "touchUpInside")
        } else { Issue.record("expected an action") }
        #expect(doc.object(id: "s")?.segments == ["A", "B"])
    }

    @Test func attributedStrings() throws {
        let doc = try document(xib("""
            <label id="l">
                <attributedString key="attributedText">
                    <fragment content="Bold ">
                        <attributes>
                            <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <font key="NSFont" metaFont="systemBold" size="17"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                    <fragment>
                        <string key="content">plain
            text</string>
                        <attributes>
                            <font key="NSFont" size="12" name="Helvetica"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """))
        let s = try #require(doc.object(id: "l")?.attributedStrings["attributedText"])
        #expect(s.runs.count == 2)
        #expect(s.runs[0].text == "Bold " && s.runs[0].color?.color == .red)
        #expect(s.runs[0].font == NibFontDescription(kind: .boldSystem, pointSize: 17))
        #expect(s.runs[0].alignment == "center")
        #expect(s.runs[1].text.hasPrefix("plain\n"))
        #expect(s.runs[1].font == NibFontDescription(kind: .custom(name: "Helvetica", family: nil), pointSize: 12))
        #expect(s.string.hasPrefix("Bold plain"))
    }

    @Test func malformedNumberHasLocation() throws {
        do {
            _ = try document(xib(#"<view id="v"><rect key="frame" x="zero" y="0" width="1" height="1"/></view>"#), file: "n.xib")
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.kind == .invalidValue && e.file == "n.xib" && e.line == 7)
            #expect(e.message.contains("x=\"zero\""))
        }
    }

    @Test func duplicateIDsWarn() throws {
        let doc = try document(xib(#"<view id="v"><subviews><view id="v"/></subviews></view>"#))
        #expect(doc.warnings.contains { $0.message.contains("duplicate object id") })
    }
}

extension XIBDocumentTests {
    @Test func outlineListsObjectsAndConnections() throws {
        let doc = try document(xib("""
            <view id="root" customClass="Card" customModule="App">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44.5"/>
                <subviews><label text="Hello" id="l"><rect key="frame" x="8" y="8" width="50" height="20"/></label></subviews>
                <connections><outlet property="title" destination="l" id="o"/></connections>
            </view>
            """), file: "Card.xib")
        let text = doc.outline()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("Card.xib: Cocoa Touch xib, tools 17156, device retina4_7 portrait 375x667"))
        #expect(lines.contains("  File's Owner id=-1"))
        #expect(lines.contains("  App.Card id=root frame=(0 0; 320x44.5)"))
        #expect(lines.contains("    outlet title → l"))
        #expect(lines.contains("    UILabel id=l frame=(8 8; 50x20) text=\"Hello\""))
    }
}

extension XIBDocumentTests {
    @Test func translatesAutoresizingMask() throws {
        let doc = try document(xib("""
            <view id="a"/>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
            <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="c"/>
            """))
        #expect(doc.object(id: "a")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(doc.object(id: "b")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(doc.object(id: "c")?.translatesAutoresizingMaskIntoConstraints == true)
    }
}
