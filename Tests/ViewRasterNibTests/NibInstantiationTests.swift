import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterOutput

@MainActor
@Suite struct NibInstantiationTests {
    func nib(_ objects: String, resources: String = "", registry: NibClassRegistry? = nil) throws -> Nib {
        try Nib(data: Data(xib(objects, resources: resources).utf8), name: "T.xib",
                options: NibOptions(registry: registry ?? NibClassRegistry()))
    }

    @Test func topLevelObjectsInDocumentOrderWithProperties() throws {
        let n = try nib("""
            <view contentMode="scaleToFill" id="a" tag="3" alpha="0.5" clipsSubviews="YES" userInteractionEnabled="NO">
                <rect key="frame" x="10" y="20" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="tintColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                <subviews>
                    <view contentMode="center" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a1">
                        <rect key="frame" x="1" y="2" width="3" height="4"/>
                    </view>
                </subviews>
            </view>
            <imageView contentMode="scaleAspectFit" id="b"><rect key="frame" x="0.0" y="0.0" width="8" height="8"/></imageView>
            <view customClass="UIImageView" id="c"/>
            """)
        let top = try n.instantiate(withOwner: nil)
        #expect(top.count == 3)
        let a = try #require(top[0] as? View)
        #expect(type(of: a) == View.self)
        #expect(a.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(a.tag == 3 && a.alpha == 0.5 && a.clipsToBounds && !a.isUserInteractionEnabled)
        #expect(a.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(a.translatesAutoresizingMaskIntoConstraints)
        #expect(a.backgroundColor == .red && a.tintColor == .black)
        #expect(ViewNameTable.objectID(of: a) == "a")
        #expect(a.subviews.count == 1)
        let a1 = a.subviews[0]
        #expect(a1.isHidden && !a1.translatesAutoresizingMaskIntoConstraints && a1.contentMode == .center)
        #expect(a1.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(a1.tintColor == .black)  // inherited
        #expect(top[1] is ImageView && (top[1] as? View)?.contentMode == .scaleAspectFit)
        #expect(top[2] is ImageView)
        #expect(n.warnings.isEmpty, "\(n.warnings)")
    }

    @Test func filesOwnerOutletsCollectionsAndActions() throws {
        // Put the owner's connections on the File's Owner placeholder.
        let text = xib("""
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <subviews>
                        <imageView id="pic"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></imageView>
                        <switch id="sw" on="YES"><rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                            <connections><action selector="tapped:" destination="-1" eventType="valueChanged" id="act"/></connections>
                        </switch>
                    </subviews>
                </view>
            """).replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#, with: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OwnerController">
                <connections>
                    <outlet property="root" destination="root" id="o1"/>
                    <outlet property="picture" destination="pic" id="o2"/>
                    <outletCollection property="parts" destination="pic" id="o3"/>
                    <outletCollection property="parts" destination="sw" id="o4"/>
                    <outlet property="nonsense" destination="sw" id="o5"/>
                    <outlet property="picture" destination="sw" id="o6"/>
                </connections>
            </placeholder>
            """)
        let owner = OwnerController()
        let nib2 = try Nib(data: Data(text.utf8), name: "Owner.xib", options: NibOptions(registry: NibClassRegistry()))
        let result = try nib2.load(owner: owner)
        #expect(owner.root === result.object(id: "root"))
        #expect(owner.parts.count == 2 && owner.parts[1] is Switch)
        // o6 tried to put a Switch into an ImageView outlet: refused, the earlier value stays.
        #expect(owner.picture === result.object(id: "pic"))
        #expect(result.warnings.contains { $0.message.contains("OwnerController declares no outlet nonsense") && $0.message.contains("-1") })
        #expect(result.warnings.contains { $0.message.contains("outlet picture") && $0.message.contains("Switch") })
        let sw = try #require(result.object(id: "sw") as? Switch)
        #expect(sw.isOn)
        sw.sendActions(for: .valueChanged)
        #expect(owner.taps == 1 && owner.lastSender === sw)
        sw.sendActions(for: .touchUpInside)
        #expect(owner.taps == 1)
        // The owner is not a top-level object.
        #expect(result.topLevelObjects.count == 1)
        // The load result keeps each view's id and the outlets that took it (refused ones not),
        // and descriptions read them from there: the views hold neither.
        let pic = try #require(result.object(id: "pic") as? View)
        #expect(result.names.objectID(of: sw) == "sw")
        #expect(result.outletNames(of: pic) == ["picture", "parts"])
        #expect(result.outletNames(of: sw) == ["parts"])
        let described = try #require(owner.root).recursiveDescription(at: 0)
        #expect(described.contains("<ImageView#pic frame=(0 0; 1 1) outlets=picture,parts>"), "\(described)")
        #expect(described.contains("<Switch#sw frame=(0 0; 51 31) outlets=parts>"), "\(described)")
        #expect(Switch().recursiveDescription(at: 0).hasPrefix("<Switch frame="))
    }

    /// Every load's names stay readable while its views live, however many loads came before
    /// (the published tables are pruned now and then: only tables whose views are gone go).
    @Test func namesOutliveManyLoads() throws {
        let nib = try Nib(data: Data(xib(#"<view id="kept"><rect key="frame" x="0.0" y="0.0" width="4" height="4"/></view>"#).utf8),
                          name: "Kept.xib", options: NibOptions(registry: NibClassRegistry()))
        var kept: [View] = []
        for i in 0..<300 {
            let view = try #require(nib.instantiate(withOwner: nil).first as? View)
            if i % 3 == 0 { kept.append(view) }
        }
        for view in kept { #expect(view.recursiveDescription(at: 0) == "<View#kept frame=(0 0; 4 4)>\n") }
    }

    @Test func ownerClassIsChecked() throws {
        let text = xib(#"<view id="v"/>"#).replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
            with: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SomethingElse"/>"#)
        let n = try Nib(data: Data(text.utf8), name: "O.xib", options: NibOptions(registry: NibClassRegistry()))
        _ = try n.instantiate(withOwner: OwnerController())
        #expect(n.warnings.contains { $0.message.contains("declared as SomethingElse") && $0.message.contains("OwnerController") })
        let ok = text.replacingOccurrences(of: "SomethingElse", with: "OwnerController")
        let n2 = try Nib(data: Data(ok.utf8), name: "O.xib", options: NibOptions(registry: NibClassRegistry()))
        _ = try n2.instantiate(withOwner: OwnerController())
        #expect(n2.warnings.isEmpty, "\(n2.warnings)")
    }

    @Test func customClassesUnknownClassesAndUnknownElements() throws {
        let registry = NibClassRegistry()
        registry.register(CardView.self, module: "App")
        let n = try nib("""
            <view id="card" customClass="CardView" customModule="App" customModuleProvider="target">
                <subviews><imageView id="ic"/></subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="customRadius"><real key="value" value="12"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="title" value="Hello"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="count"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="5"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><real key="value" value="1.5"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" white="0.0" alpha="1" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="mystery" value="x"/>
                </userDefinedRuntimeAttributes>
                <connections><outlet property="icon" destination="ic" id="o"/></connections>
            </view>
            <view id="ghost" customClass="GhostView" customModule="Nowhere"><rect key="frame" x="0.0" y="0.0" width="5" height="5"/></view>
            <imageView id="ghostImage" customClass="GhostImageView"/>
            <fancyWidget id="tv"><rect key="frame" x="0.0" y="0.0" width="5" height="5"/></fancyWidget>
            """, registry: registry)
        let result = try n.load()
        let card = try #require(result.topLevelObjects[0] as? CardView)
        #expect(card.icon === result.object(id: "ic"))
        #expect(card.radius == 12 && card.title == "Hello" && card.count == 4)
        #expect(card.awakeCount == 1 && card.awakeSawIcon)
        #expect(card.initCornerRadiusFromCoder as? Double == 12)
        #expect(card.layer.cornerRadius == 5 && card.layer.borderWidth == 1.5 && card.layer.borderColor == .black && card.layer.masksToBounds)
        #expect(result.warnings.contains { $0.message.contains("mystery") && $0.message.contains("CardView") })
        #expect(type(of: result.topLevelObjects[1]) == View.self)
        #expect(result.warnings.contains { $0.message == "Unknown class GhostView in Interface Builder file." })
        #expect(result.topLevelObjects[2] is ImageView)
        #expect(result.warnings.contains { $0.message == "Unknown class GhostImageView in Interface Builder file." })
        #expect(result.topLevelObjects[3] is NibStandInView)
        #expect(result.warnings.contains { $0.message.contains("unknown element <fancyWidget>") })
    }

    @Test func bareRuntimeAttributesFallBackToTheLayer() throws {
        let n = try nib("""
            <view id="v">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="86"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="color" keyPath="borderColor"><color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.zPosition"><real key="value" value="1"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        let result = try n.load()
        let v = try #require(result.topLevelObjects[0] as? View)
        #expect(v.layer.cornerRadius == 86 && v.layer.borderColor == .red)
        #expect(result.warnings.contains { $0.message.contains("declares no runtime attribute cornerRadius") })
        #expect(result.warnings.contains { $0.message.contains("layer.zPosition") })
    }

    @Test func activityIndicatorAndControls() throws {
        let n = try nib("""
            <activityIndicatorView style="whiteLarge" animating="YES" hidesWhenStopped="YES" id="ai">
                <color key="color" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </activityIndicatorView>
            <activityIndicatorView style="gray" id="ai2"/>
            <progressView progress="0.25" id="pv"/>
            <switch enabled="NO" id="sw"/>
            """)
        let top = try n.instantiate(withOwner: nil)
        let ai = try #require(top[0] as? ActivityIndicatorView)
        #expect(ai.style == .whiteLarge && ai.isAnimating && ai.hidesWhenStopped && ai.color == .red)
        let ai2 = try #require(top[1] as? ActivityIndicatorView)
        #expect(ai2.style == .gray && !ai2.isAnimating && !ai2.hidesWhenStopped && ai2.color == nil)
        #expect((top[2] as? ProgressView)?.progress == 0.25)
        #expect((top[3] as? Switch)?.isEnabled == false)
    }

    @Test func firstObjectOfClassAndLastObjectPatterns() throws {
        let registry = NibClassRegistry()
        registry.register(CardView.self)
        let n = try nib("""
            <view id="plain"/>
            <view id="c1" customClass="CardView"/>
            <view id="c2" customClass="CardView"/>
            <imageView id="lastOne"/>
            """, registry: registry)
        let result = try n.load()
        #expect(result.first(CardView.self) === result.object(id: "c1"))
        #expect(result.last === result.object(id: "lastOne"))
        #expect(try n.instantiate(withOwner: nil).count == 4)
        // Each instantiate makes new objects.
        #expect(try n.load().object(id: "c1") !== result.object(id: "c1"))
    }

    @Test func constraintsAreBoundToViewsAndGuides() throws {
        let n = try nib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="child">
                        <constraints><constraint firstAttribute="width" constant="24" placeholder="YES" id="ph"/></constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa"/>
                <constraints>
                    <constraint firstItem="child" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="child" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                    <constraint firstItem="child" firstAttribute="bottom" secondItem="nowhere" secondAttribute="bottom" id="c4"/>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="c3"/></mask></variation>
            </view>
            """)
        let result = try n.load()
        let root = try #require(result.object(id: "root") as? View)
        let child = try #require(result.object(id: "child") as? View)
        #expect(result.constraints.map(\.constraint.id) == ["c1", "c2"])
        #expect(Set(result.allConstraints.map(\.constraint.id)) == ["ph", "c1", "c2", "c3"])
        let c1 = result.constraints[0]
        if case .view(let v) = c1.firstItem { #expect(v === child) } else { Issue.record("first item") }
        if case .safeArea(let v)? = c1.secondItem { #expect(v === root) } else { Issue.record("safe area") }
        if case .view(let v) = result.constraints[1].firstItem { #expect(v === root) } else { Issue.record("owner") }
        #expect(result.warnings.contains { $0.message.contains("c4") && $0.message.contains("nowhere") })
    }

    @Test func eachLoadBindsItsOwnConstraintsAndListsTheActiveOnesInOrder() throws {
        // Four constraints: an active one, a placeholder (made, never active), one excluded in
        // the base size class (made, not active) and another active one, in that order.
        let n = try nib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="child">
                        <rect key="frame" x="10" y="10" width="20" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="k1"/>
                    <constraint firstItem="child" firstAttribute="width" constant="5" placeholder="YES" id="k2"/>
                    <constraint firstItem="child" firstAttribute="height" constant="6" id="k3"/>
                    <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="4" id="k4"/>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="k3"/></mask></variation>
            </view>
            """)
        let first = try n.load(), second = try n.load()
        for result in [first, second] {
            let root = try #require(result.object(id: "root") as? View)
            let child = try #require(result.object(id: "child") as? View)
            #expect(result.allConstraints.map(\.constraint.id) == ["k1", "k2", "k3", "k4"])
            #expect(result.constraints.map(\.constraint.id) == ["k1", "k4"])
            #expect(result.constraints.map(\.layoutConstraint.isActive) == [true, true])
            #expect(result.allConstraints.map(\.layoutConstraint.isActive) == [true, false, false, true])
            // The active list holds the same bound constraints as the full list.
            #expect(result.constraints[1].layoutConstraint === result.allConstraints[3].layoutConstraint)
            for b in result.allConstraints {
                if case .view(let v) = b.firstItem { #expect(v === child) } else { Issue.record("first item") }
                #expect(b.owner === root)
            }
            if case .view(let v)? = result.constraints[0].secondItem { #expect(v === root) } else { Issue.record("second item") }
            root.layoutIfNeeded()
            #expect(child.frame.origin == CGPoint(x: 4, y: 8))
        }
        // Two loads share no view and no constraint.
        #expect(first.object(id: "child") !== second.object(id: "child"))
        for (a, b) in zip(first.allConstraints, second.allConstraints) { #expect(a.layoutConstraint !== b.layoutConstraint) }
    }

    @Test func missingImagesAndSymbolsArePlaceholders() throws {
        let n = try nib("""
            <imageView image="logo" id="i1"/>
            <imageView image="star.fill" catalog="system" id="i2"/>
            """, resources: #"<image name="logo" width="30" height="20"/><image name="star.fill" catalog="system" width="16" height="16"/>"#)
        let result = try n.load()
        let i1 = try #require(result.topLevelObjects[0] as? ImageView)
        #expect(i1.image?.size == CGSize(width: 30, height: 20))
        #expect(result.warnings.contains { $0.message.contains("image \"logo\" not found") })
        #expect(result.warnings.contains { $0.message.contains("SF Symbol \"star.fill\"") })
        // A symbol is drawn at its real size for the default configuration (17 pt body, medium:
        // 20 pt), with the aspect `<resources>` records (16 × 16: square), not at that size.
        #expect((result.topLevelObjects[1] as? ImageView)?.image?.size == CGSize(width: 20, height: 20))
    }

    @Test func imagesAreFoundBesideTheXibPreferring2x() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibimg-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data([1]).write(to: dir.appendingPathComponent("logo.png"))
        try Data([2]).write(to: dir.appendingPathComponent("logo@2x.png"))
        try Data(xib(#"<imageView image="logo" id="i"/>"#).utf8).write(to: dir.appendingPathComponent("Img.xib"))
        var seen: [String] = []
        let options = NibOptions(registry: NibClassRegistry(), imageDecoder: { url in
            seen.append(url.lastPathComponent)
            return Bitmap(width: 4, height: 2, scale: 2, premultipliedPixels: [UInt8](repeating: 255, count: 32))
        })
        let n = try Nib(contentsOf: dir.appendingPathComponent("Img.xib"), options: options)
        let iv = try #require(try n.instantiate(withOwner: nil).first as? ImageView)
        #expect(seen == ["logo@2x.png"])
        #expect(iv.image?.size == CGSize(width: 2, height: 1))
        #expect(n.warnings.isEmpty, "\(n.warnings)")
    }

    @Test func nibInNibLoadsTheInnerNibIntoTheCustomView() throws {
        registerTestClasses()
        let n = try Nib(contentsOf: fixturesURL.appendingPathComponent("OuterView.xib"))
        let result = try n.load()
        let inner = try #require(result.object(id: "out-in-002") as? InnerView)
        #expect(inner.loadError == nil)
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
        let content = try #require(inner.contentView)
        #expect(content.superview === inner && content.backgroundColor == Color(red: 0, green: 0.5, blue: 1))
        #expect(inner.badge?.superview === content)
        #expect(inner.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
    }

    @Test func recursiveNibLoadingIsAnErrorNamingTheCycle() throws {
        registerTestClasses()
        LoopView.errors = []
        let n = try Nib(contentsOf: fixturesURL.appendingPathComponent("LoopView.xib"))
        do {
            _ = try n.instantiate(withOwner: nil)
            Issue.record("expected a cycle error")
        } catch let e as NibError {
            #expect(e.kind == .instantiation)
            #expect(e.message.contains("LoopView → LoopView"), "\(e.message)")
        }
        #expect(!LoopView.errors.isEmpty)
        // The loader recovers: a fresh load of an unrelated nib works.
        #expect(try Nib(contentsOf: fixturesURL.appendingPathComponent("OuterView.xib")).instantiate(withOwner: nil).count == 1)
    }

    @Test func namedLookupInFoldersAndBundle() throws {
        let nib = try Nib(named: "OuterView", folders: [fixturesURL])
        #expect(nib.document.topLevelObjects.count == 1)
        do {
            _ = try Nib(named: "NoSuchNib", folders: [fixturesURL])
            Issue.record("expected notFound")
        } catch let e as NibError {
            #expect(e.kind == .notFound && e.message.contains("NoSuchNib"))
        }
    }
}

extension NibInstantiationTests {
    @Test func ownerConnectionsWithoutAnOwnerGiveOneWarning() throws {
        let text = xib("""
                <switch id="sw"><connections><action selector="tapped:" destination="-1" eventType="valueChanged" id="a"/></connections></switch>
            """).replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#, with: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OwnerController">
                <connections><outlet property="root" destination="sw" id="o1"/><outlet property="picture" destination="sw" id="o2"/></connections>
            </placeholder>
            """)
        let n = try Nib(data: Data(text.utf8), name: "O.xib", options: NibOptions(registry: NibClassRegistry()))
        _ = try n.instantiate(withOwner: nil)
        #expect(n.warnings.map(\.message) == ["File's Owner has 3 connection(s) but no owner was passed; they are skipped"])
    }
}

final class ScreenController: ViewController {}

extension NibInstantiationTests {
    @Test func viewControllerOwnersGetTheirViewOutlet() throws {
        let text = xib(#"<view id="main"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>"#)
            .replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#, with: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ScreenController">
                <connections><outlet property="view" destination="main" id="o"/></connections>
            </placeholder>
            """)
        let vc = ScreenController()
        let n = try Nib(data: Data(text.utf8), name: "S.xib", options: NibOptions(registry: NibClassRegistry()))
        let top = try n.instantiate(withOwner: vc)
        #expect(vc.isViewLoaded && vc.view === top[0])
        #expect(n.warnings.isEmpty, "\(n.warnings)")
    }
}

extension NibInstantiationTests {
    @Test func pngImagesDecodeWithTheirScale() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibpng-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // 6×4 pixels at @2x: a 3×2 pt image.
        var px = [UInt8](repeating: 0, count: 6 * 4 * 4)
        for i in stride(from: 0, to: px.count, by: 4) { px[i] = 255; px[i + 3] = 255 }
        try PNG.encode(Bitmap(width: 6, height: 4, premultipliedPixels: px)).write(to: dir.appendingPathComponent("dot@2x.png"))
        try Data(xib(#"<imageView image="dot" id="i"/><imageView image="dot.png" id="j"/>"#).utf8).write(to: dir.appendingPathComponent("Dot.xib"))
        let n = try Nib(contentsOf: dir.appendingPathComponent("Dot.xib"), options: NibOptions(registry: NibClassRegistry()))
        let top = try n.instantiate(withOwner: nil)
        let img = try #require((top[0] as? ImageView)?.image)
        #expect(img.size == CGSize(width: 3, height: 2) && img.scale == 2)
        #expect(img.bitmap.pixels[0] == 255 && img.bitmap.pixels[1] == 0)
        #expect((top[1] as? ImageView)?.image?.size == CGSize(width: 3, height: 2))
        #expect(n.warnings.isEmpty, "\(n.warnings)")
    }
}

extension NibInstantiationTests {
    @Test func namedLookupInABundleResourcesFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibbundle-\(getpid())")
        let res = dir.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: res, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(xib(#"<view id="only"><rect key="frame" x="0.0" y="0.0" width="12" height="34"/></view>"#).utf8)
            .write(to: res.appendingPathComponent("Widget.xib"))
        let bundle = try #require(Bundle(url: dir))
        let nib = try Nib(named: "Widget", bundle: bundle, options: NibOptions(registry: NibClassRegistry()))
        #expect(nib.url?.lastPathComponent == "Widget.xib")
        let top = try bundle.loadNibNamed("Widget", owner: nil, options: NibOptions(registry: NibClassRegistry()))
        #expect((top.first as? View)?.frame.size == CGSize(width: 12, height: 34))
        let view = try View.loadFromNib(named: "Widget", bundle: bundle, options: NibOptions(registry: NibClassRegistry()))
        #expect(ViewNameTable.objectID(of: view) == "only")
        #expect(throws: NibError.self) { try ImageView.loadFromNib(named: "Widget", bundle: bundle) }
    }
}

extension NibInstantiationTests {
    @Test func resultMapsObjectsBackToTheirNibObjects() throws {
        let r = try nib("""
            <collectionViewCell id="cell">
                <rect key="frame" x="0.0" y="0.0" width="50" height="60"/>
                <view key="contentView"><rect key="frame" x="0.0" y="0.0" width="50" height="59.5"/></view>
            </collectionViewCell>
            """).load()
        let cell = try #require(r.object(id: "cell") as? View)
        let content = try #require(cell.subviews.first)
        #expect(r.id(of: content) == "cell.contentView")
        #expect(r.nibObject(for: content)?.frame?.height == 59.5)
        #expect(r.nibObject(for: cell)?.element == "collectionViewCell")
        #expect(r.id(of: View()) == nil)
    }
}
