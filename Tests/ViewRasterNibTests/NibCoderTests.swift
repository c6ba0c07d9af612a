import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A view that declines to be made (`init?(coder:)` returns nil) when the nib sets the
/// runtime attribute `refuse`, reading it through NSCoder's keyed decoding.
final class PickyView: View {
    var seen: [String: Any] = [:]
    required init?(coder: NSCoder) {
        if coder.decodeBool(forKey: "refuse") { return nil }
        super.init(coder: coder)
        seen["keyed"] = coder.allowsKeyedCoding
        seen["hasLabel"] = coder.containsValue(forKey: "userLabel")
        seen["hasNothing"] = coder.containsValue(forKey: "nothing")
        seen["label"] = coder.decodeObject(forKey: "userLabel")
        seen["weight"] = coder.decodeDouble(forKey: "weight")
        seen["count"] = coder.decodeInteger(forKey: "count")
        seen["tag"] = coder.decodeInteger(forKey: "tag")
    }
    override init(frame: CGRect) { super.init(frame: frame) }
}

/// An NSCoder that is not a nib's: a view made from it decodes nothing.
final class ForeignCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
}

@MainActor
@Suite struct NibCoderTests {
    func nib(_ objects: String) throws -> Nib {
        let registry = NibClassRegistry()
        registry.register(PickyView.self)
        return try Nib(data: Data(xib(objects).utf8), name: "P.xib", options: NibOptions(registry: registry))
    }

    @Test func theNibCoderIsAKeyedNSCoderOverTheObjectsAttributes() throws {
        let n = try nib("""
            <view tag="7" userLabel="Card" customClass="PickyView" id="p">
                <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="weight"><real key="value" value="2.5"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="count"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        let v = try #require(try n.instantiate(withOwner: nil).first as? PickyView)
        // The base initialiser decoded the frame before the subclass's body ran.
        #expect(v.frame == CGRect(x: 0, y: 0, width: 40, height: 30) && v.tag == 7)
        #expect(v.seen["keyed"] as? Bool == true)
        #expect(v.seen["hasLabel"] as? Bool == true && v.seen["hasNothing"] as? Bool == false)
        #expect(v.seen["label"] as? String == "Card")
        #expect(v.seen["weight"] as? Double == 2.5 && v.seen["count"] as? Int == 4 && v.seen["tag"] as? Int == 7)
    }

    @Test func aViewWhoseInitWithCoderFailsIsLeftOutWithAWarningAtItsLine() throws {
        // Line 7 is the first object in `xib(_:)`'s document; the refusing views are on lines 8 and 14.
        let n = try nib("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/><subviews>
                <view customClass="PickyView" id="no"><rect key="frame" x="0.0" y="0.0" width="5" height="5"/>
                    <subviews><view id="inner"/></subviews>
                    <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="refuse" value="YES"/></userDefinedRuntimeAttributes>
                </view>
                <view customClass="PickyView" id="yes"><rect key="frame" x="0.0" y="0.0" width="6" height="6"/></view>
            </subviews></view>
            <view customClass="PickyView" id="topNo">
                <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="refuse" value="YES"/></userDefinedRuntimeAttributes>
            </view>
            """)
        let result = try n.load()
        #expect(result.topLevelObjects.count == 1)
        let root = try #require(result.topLevelObjects.first as? View)
        #expect(root.subviews.count == 1 && root.subviews.first === result.object(id: "yes"))
        #expect(result.object(id: "no") == nil && result.object(id: "inner") == nil)
        let refusals = result.warnings.filter { $0.message.contains("init?(coder:) of PickyView returned nil") }
        #expect(refusals.map(\.location.line) == [8, 14])
    }

    @Test func aCoderThatIsNotANibsDecodesNothing() throws {
        let v = try #require(Label(coder: ForeignCoder()))
        #expect(v.frame == .zero && v.alpha == 1 && v.text == nil && v.subviews.isEmpty)
    }
}
