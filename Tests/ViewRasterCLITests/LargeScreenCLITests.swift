import Foundation
import Testing
import ViewRasterTestSupport

/// Real large screens lay out with the default limits (issue #16 point 9): a 1,000-view xib with
/// 4,000 constraints — each view pinned to the root's leading and trailing edges, 8 pt below the
/// one before and 12 pt tall — solves, and every solved frame is the one IB stored. One
/// constraint over the default limit (5,000) is refused naming the flag that raises it.
@Suite struct LargeScreenCLITests {
    /// A root 375 pt wide with `views` subviews in a column, four constraints each.
    static func columnXib(views: Int, extraConstraints: Int = 0) -> String {
        var subviews = "", constraints = ""
        for i in 0..<views {
            subviews += #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v\#(i)"><rect key="frame" x="8" y="\#(8 + i * 20)" width="359" height="12"/></view>"#
            let above = i == 0 ? #"secondItem="root" secondAttribute="top""# : #"secondItem="v\#(i - 1)" secondAttribute="bottom""#
            constraints += #"<constraint firstItem="v\#(i)" firstAttribute="top" \#(above) constant="8" id="t\#(i)"/>"#
            constraints += #"<constraint firstItem="v\#(i)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l\#(i)"/>"#
            constraints += #"<constraint firstItem="root" firstAttribute="trailing" secondItem="v\#(i)" secondAttribute="trailing" constant="8" id="r\#(i)"/>"#
            constraints += #"<constraint firstItem="v\#(i)" firstAttribute="height" constant="12" id="h\#(i)"/>"#
        }
        for i in 0..<extraConstraints {
            constraints += #"<constraint firstItem="v0" firstAttribute="width" relation="greaterThanOrEqual" constant="\#(i % 10)" id="x\#(i)"/>"#
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="\(8 + views * 20)"/>
            <subviews>\(subviews)</subviews><constraints>\(constraints)</constraints></view></objects></document>
            """
    }

    @Test func aThousandViewsWithFourThousandConstraintsLayOutAsStored() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Column.xib")
        try Data(Self.columnXib(views: 1_000).utf8).write(to: xib)
        let r = try BuiltCLI.run(["layout", xib.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("agree: 1000/1000 views"), "\(r.stdout.suffix(300))")
        // The last view: 8 + 999 × 20 = 19,988 pt down.
        #expect(r.stdout.contains("id=v999 frame=(8 19988; 359x12)"), "\(r.stdout.suffix(300))")
    }

    @Test func oneConstraintOverTheDefaultIsRefusedNamingTheFlag() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Over.xib")
        try Data(Self.columnXib(views: 1_000, extraConstraints: 1_001).utf8).write(to: xib)
        let r = try BuiltCLI.run(["layout", xib.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("too many constraints: more than 5000 (--max-constraints raises the limit)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }
}
