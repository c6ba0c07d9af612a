import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews
import ViewRasterFuzz

/// A view with a numeric runtime attribute, for the huge-number test.
final class CounterView: View {
    var count: Int = 0
    override class var connections: ConnectionTable {
        super.connections.attribute("count", \CounterView.count)
    }
}

/// Numbers far outside Int's range in places that become Ints load without trapping.
@Suite @MainActor struct HugeNumberTests {
    func xib(_ value: String) -> Data {
        Data(XibTemplates.document("""
        <subviews><view contentMode="scaleToFill" customClass="CounterView" customModule="FuzzTests" id="cnt">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="count"><real key="value" value="\(value)"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view></subviews>
        """).utf8)
    }

    @Test func runtimeAttributeOutOfIntRange() throws {
        let registry = NibClassRegistry()
        registry.register(CounterView.self)
        let options = NibOptions(registry: registry)
        for (value, expected) in [("1e300", 0), ("-9.3e18", 0), ("42", 42)] {
            let result = try Nib(data: xib(value), name: "huge.xib", options: options).load()
            let view = try #require(result.object(id: "cnt") as? CounterView, "\(value)")
            #expect(view.count == expected, "\(value)")
        }
    }

    @Test func placeholderImageOfAHugeSize() throws {
        // An <image> resource 1e20 points tall (regression: xib-seed2026-case1184).
        let url = FuzzSupport.regressions.appendingPathComponent("xib-seed2026-case1184.xib")
        let outcome = CaseRunner.run(fileAt: url, kind: .xib)
        #expect(outcome.passed, "\(outcome)")
    }
}

/// Header and runtime-attribute numbers outside Int's range (found by reading the code after
/// the fuzzer's first Int-conversion crashes).
@Suite @MainActor struct HugeHeaderNumberTests {
    @Test(arguments: ["1e300", "inf", "nan", "-1e30"])
    func toolsVersion(_ value: String) throws {
        let seed = FuzzSupport.packageRoot.appendingPathComponent("Sources/ViewRasterGallery/Resources/LoadingView.xib")
        let text = try String(contentsOf: seed, encoding: .utf8)
        let changed = text.replacingOccurrences(of: #"toolsVersion="[^"]*""#, with: "toolsVersion=\"\(value)\"", options: .regularExpression)
        #expect(changed != text)
        let doc = try XIBDocument(data: Data(changed.utf8), file: "tools.xib")
        #expect(doc.toolsVersionNumber == 0)
        #expect(doc.outline().hasPrefix("tools.xib: Cocoa Touch xib, tools \(value)"))
    }

    @Test func rangeAndTagOutOfRange() throws {
        let xml = XibTemplates.document("""
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="number" keyPath="tag"><real key="value" value="1e300"/></userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
        """)
        let result = try Nib(data: Data(xml.utf8), name: "tag.xib").load()
        #expect((result.object(id: "root") as? View)?.tag == 0)
        let range = XibTemplates.document("""
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="range" keyPath="selection"><range key="value" location="1e300" length="2"/></userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
        """)
        let error = try #require(throws: NibError.self) { _ = try XIBDocument(data: Data(range.utf8), file: "range.xib") }
        #expect(error.kind == .invalidValue && error.line > 0 && error.message.contains("location=\"1e300\""))
    }
}
