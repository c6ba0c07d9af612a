import Foundation
import Testing
import ViewRasterNib

@Suite struct ConstraintParsingTests {
    @Test func multipliers() {
        #expect(NibConstraint.parseMultiplier("0.9") == 0.9)
        #expect(NibConstraint.parseMultiplier("41:34") == 41.0 / 34.0)
        #expect(NibConstraint.parseMultiplier("8/10") == 0.8)
        #expect(NibConstraint.parseMultiplier("1:1") == 1)
        #expect(NibConstraint.parseMultiplier("1:0") == nil)
        #expect(NibConstraint.parseMultiplier("x") == nil)
    }

    /// IB's multiplier field takes a percentage and stores it as typed (`multiplier="24%"`, an
    /// Xcode 11.5 storyboard): 24 % is 0.24, the same double as the decimal.
    @Test func percentageMultipliers() throws {
        #expect(NibConstraint.parseMultiplier("24%") == 0.24)
        #expect(NibConstraint.parseMultiplier("45%") == 0.45)
        #expect(NibConstraint.parseMultiplier("12.5%") == 0.125)
        #expect(NibConstraint.parseMultiplier("33.3%") == 0.333)
        #expect(NibConstraint.parseMultiplier("150%") == 1.5)
        #expect(NibConstraint.parseMultiplier("%") == nil)
        #expect(NibConstraint.parseMultiplier("x%") == nil)
        #expect(NibConstraint.parseMultiplier("1e2%") == nil)
        #expect(NibConstraint.parseMultiplier("5%%") == nil)
    }

    @Test func everyFormOfConstraint() throws {
        let doc = try document(xib("""
            <view id="root">
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <constraints>
                            <constraint firstAttribute="width" constant="37.5" id="w"/>
                            <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="41:34" id="ratio"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sg"/>
                <constraints>
                    <constraint firstItem="a" firstAttribute="top" secondItem="sg" secondAttribute="top" constant="-8" id="safe"/>
                    <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" relation="greaterThanOrEqual" priority="750" id="margin"/>
                    <constraint firstItem="a" firstAttribute="baseline" secondItem="root" secondAttribute="firstBaseline" relation="lessThanOrEqual" id="base"/>
                    <constraint firstItem="a" firstAttribute="centerXWithinMargins" secondItem="root" secondAttribute="centerYWithinMargins" multiplier="0.5" id="within"/>
                    <constraint firstAttribute="height" constant="24" placeholder="YES" identifier="ph" id="ph"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="20" symbolic="YES" id="sym"/>
                    <constraint firstItem="a" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" constant="20" id="varied">
                        <variation key="widthClass=regular" constant="30"/>
                    </constraint>
                    <constraint firstItem="a" firstAttribute="left" secondItem="root" secondAttribute="left" id="gone"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints"><exclude reference="gone"/></mask>
                </variation>
                <variation key="widthClass=regular">
                    <mask key="constraints"><include reference="gone"/></mask>
                </variation>
            </view>
            """))
        let all = Dictionary(uniqueKeysWithValues: doc.allConstraints.map { ($0.id, $0) })
        #expect(all.count == 10)
        let w = try #require(all["w"])
        #expect(w.firstItem == "a" && w.ownerID == "a" && w.secondItem == nil && w.secondAttribute == .notAnAttribute && w.constant == 37.5)
        #expect(all["ratio"]?.multiplier == 41.0 / 34.0)
        let safe = try #require(all["safe"])
        #expect(safe.secondItem == "sg" && safe.constant == -8 && safe.priority == 1000 && safe.relation == .equal)
        let margin = try #require(all["margin"])
        #expect(margin.firstItem == "root" && margin.firstAttribute == .trailingMargin && margin.relation == .greaterThanOrEqual && margin.priority == 750)
        let base = try #require(all["base"])
        #expect(base.firstAttribute == .lastBaseline && base.secondAttribute == .firstBaseline && base.relation == .lessThanOrEqual)
        #expect(all["within"]?.firstAttribute == .centerXWithinMargins && all["within"]?.secondAttribute == .centerYWithinMargins)
        #expect(all["ph"]?.isPlaceholder == true && all["ph"]?.identifier == "ph")
        #expect(all["sym"]?.isSymbolic == true && all["sym"]?.constant == 20)
        #expect(all["varied"]?.constant == 20)
        #expect(all["gone"]?.isInstalled == false)
        #expect(all["varied"]?.isInstalled == true)
        #expect(doc.excludedConstraintIDs == ["gone"])
        let root = try #require(doc.object(id: "root"))
        #expect(root.variations.map(\.key) == ["default", "widthClass=regular"])
        #expect(root.variations[1].includes == ["gone"])
    }

    @Test func badConstraintsAreLocatedErrors() throws {
        for bad in [#"<constraint firstAttribute="sideways" id="c"/>"#,
                    #"<constraint firstAttribute="width" relation="about" id="c"/>"#,
                    #"<constraint firstAttribute="width" multiplier="2:0" id="c"/>"#,
                    #"<constraint firstAttribute="width" priority="5000" id="c"/>"#,
                    #"<constraint firstAttribute="width" constant="wide" id="c"/>"#] {
            do {
                _ = try document(xib("<view id=\"v\"><constraints>\(bad)</constraints></view>"), file: "c.xib")
                Issue.record("expected an error for \(bad)")
            } catch let e as NibError {
                #expect(e.file == "c.xib" && e.line == 7 && e.kind == .invalidValue, "\(e)")
            }
        }
    }

    /// Multipliers, placeholders, margin attributes and size-class exclusions are read for every
    /// corpus constraint: each count is compared with a plain scan of the file's XML.
    @Test(.enabled(if: corpusAvailable, "needs ../shared/corpus/xib"))
    func corpusConstraintAttributesAllRead() throws {
        var margins = 0, excluded = 0
        for url in corpusFiles {
            let doc = try XIBDocument(contentsOf: url)
            let tags = CorpusScan.constraintElements(in: try String(contentsOf: url, encoding: .utf8))
            let name = url.lastPathComponent
            #expect(doc.allConstraints.count == tags.count, "\(name)")
            let ratios = tags.filter { t in CorpusScan.attribute("multiplier", in: t).map { $0 != "1" && $0 != "1:1" } ?? false }
            #expect(doc.allConstraints.filter { $0.multiplier != 1 }.count == ratios.count, "\(name)")
            let placeholders = tags.filter { CorpusScan.attribute("placeholder", in: $0) == "YES" }
            #expect(doc.allConstraints.filter(\.isPlaceholder).count == placeholders.count, "\(name)")
            for c in doc.allConstraints {
                if c.firstAttribute.rawValue.hasSuffix("Margin") || c.secondAttribute.rawValue.hasSuffix("Margin") { margins += 1 }
                if !c.isInstalled { excluded += 1 }
                // Every item a constraint names exists in the document (a view or a layout guide).
                for item in [c.firstItem] + (c.secondItem.map { [$0] } ?? []) {
                    let known = doc.object(id: item) != nil || doc.allObjects.contains { $0.layoutGuides.values.contains(item) }
                    #expect(known, "\(name): constraint \(c.id) names unknown item \(item)")
                }
            }
        }
        #expect(margins > 0 && excluded > 0)
    }
}
