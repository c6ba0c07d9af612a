import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Xcode writes an iPad-only xib with its own document type
/// (`com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB`, `targetRuntime="iOS.CocoaTouch.iPad"`);
/// the format inside is the iPhone xib's, so it loads, lays out and draws the same way.
@MainActor
@Suite struct IPadXibTests {
    /// `canvasXib`'s document on an iPad 9.7" canvas, with the iPad document type and runtime when `iPad`.
    func iPadCanvas(iPad: Bool) -> String {
        let root = canvasRoot("768x1024", canvasView("sub", #"x="0.0" y="0.0" width="100" height="10""#), """
            <constraint firstItem="sub" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>
            <constraint firstItem="sub" firstAttribute="trailing" secondItem="sa" secondAttribute="trailing" id="r"/>
            <constraint firstItem="sub" firstAttribute="width" constant="100" id="w"/>
            <constraint firstItem="sub" firstAttribute="height" constant="10" id="h"/>
            """)
        let text = canvasXib(root, tools: "23727", device: "ipad9_7")
        guard iPad else { return text }
        return text
            .replacingOccurrences(of: #"type="com.apple.InterfaceBuilder3.CocoaTouch.XIB""#,
                                  with: #"type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB""#)
            .replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="iOS.CocoaTouch.iPad""#)
    }

    @Test func readsTheIPadDocumentType() throws {
        let doc = try XIBDocument(data: Data(iPadCanvas(iPad: true).utf8), file: "ipad.xib")
        #expect(doc.type == XIBDocument.cocoaTouchIPadType)
        #expect(doc.targetRuntime == "iOS.CocoaTouch.iPad")
        #expect(doc.device?.screenSize == CGSize(width: 768, height: 1024))
        #expect(doc.topLevelObjects.map(\.id) == ["root"])
    }

    @Test func laysOutAsTheSameXibForTheIPhone() throws {
        // The view is pinned to the safe area's top and trailing edges: x = 768 − 100 on the
        // 768 pt wide canvas, y = the iPad's status bar as this Xcode simulated it. Whatever
        // that inset is, the iPad document type must give the frames the universal one gives.
        let iPad = try compareLayout(iPadCanvas(iPad: true), intrinsic: .stored).0
        let universal = try compareLayout(iPadCanvas(iPad: false), intrinsic: .stored).0
        let frame = try #require(iPad.view("sub")?.frame)
        #expect(frame.minX == 668)
        #expect(frame.size == CGSize(width: 100, height: 10))
        #expect(frame.minY > 0)
        #expect(frame == universal.view("sub")?.frame)
    }

    @Test func aStoryboardReaderNamesAnIPadXibAsAXib() {
        do {
            _ = try StoryboardDocument(data: Data(iPadCanvas(iPad: true).utf8), file: "ipad.xib")
            Issue.record("an iPad xib loaded as a storyboard")
        } catch let e as NibError {
            #expect(e.message.contains("this is a xib"), "\(e.message)")
        } catch { Issue.record("\(error)") }
    }
}
