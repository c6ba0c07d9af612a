import Foundation
import Testing
import ViewRasterNib

@MainActor
@Suite struct InspectTests {
    static let text = xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Panel"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <label opaque="NO" text="Hi" id="lbl">
                        <rect key="frame" x="10" y="10" width="50" height="20"/>
                    </label>
                    <button opaque="NO" id="btn" customClass="FancyButton">
                        <rect key="frame" x="10" y="40" width="80" height="30"/>
                        <state key="normal" title="Go"/>
                        <connections>
                            <action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                </subviews>
                <connections>
                    <outletCollection property="parts" destination="lbl" id="oc1"/>
                </connections>
            </view>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-9" userLabel="unused"/>
            """).replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#, with: "")
        .replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-9" userLabel="unused"/>"#, with: "")
        .replacingOccurrences(of: #"customClass="Panel"/>"#, with: #"customClass="Panel"><connections><outlet property="title" destination="lbl" id="o1"/></connections></placeholder>"#)

    func line(of needle: String) -> Int {
        Self.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }! + 1
    }

    @Test func reportListsTreeConnectionsAndWarnings() throws {
        let nib = try Nib(data: Data(Self.text.utf8), name: "panel.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let result = try nib.load(owner: nil)
        let report = NibInspection.report(result.document, warnings: result.warnings)
        let lines = report.split(separator: "\n").map(String.init)
        // The tree: the outline's header and objects, indented by depth.
        #expect(lines[0].hasPrefix("panel.xib: Cocoa Touch xib, tools 17156, device retina4_7"))
        #expect(lines.contains { $0.hasPrefix("  File's Owner (Panel) id=-1") })
        #expect(lines.contains { $0.hasPrefix("    UILabel id=lbl frame=(10 10; 50x20) text=\"Hi\"") })
        #expect(lines.contains { $0.hasPrefix("    FancyButton id=btn") && $0.contains("title=\"Go\"") })
        // Connections with source, destination and where they are declared.
        #expect(lines.contains("connections: 3"))
        #expect(lines.contains("  panel.xib:\(line(of: "id=\"o1\"")):\(colOf("<outlet", in: "id=\"o1\"")): outlet title of File's Owner (Panel) → UILabel id=lbl"))
        #expect(lines.contains { $0.hasSuffix("action go: from FancyButton id=btn on touchUpInside → target File's Owner (Panel)") })
        #expect(lines.contains { $0.hasSuffix("outletCollection parts of UIView id=root ← UILabel id=lbl") })
        // Warnings with file:line:column: the unknown class, and the owner connections skipped.
        let buttonLine = line(of: "id=\"btn\"")
        #expect(lines.contains { $0.hasPrefix("  panel.xib:\(buttonLine):") && $0.contains("warning: Unknown class FancyButton") })
        #expect(lines.contains("warnings: \(result.warnings.count)"))
        #expect(result.warnings.count >= 2)
    }

    /// The 1-based column of `token` on the line containing `needle`.
    func colOf(_ token: String, in needle: String) -> Int {
        let l = Self.text.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains(needle) }!
        return l.distance(from: l.startIndex, to: l.range(of: token)!.lowerBound) + 1
    }

    @Test func namesOfPlaceholdersAndUnknownIDs() throws {
        let doc = try document(Self.text)
        #expect(NibInspection.name(of: "-2", in: doc) == "First Responder (UIResponder)")
        #expect(NibInspection.name(of: "lbl", in: doc) == "UILabel id=lbl")
        #expect(NibInspection.name(of: "zzz", in: doc) == "unknown object zzz")
    }
}
