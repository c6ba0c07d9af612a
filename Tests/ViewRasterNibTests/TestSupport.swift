import Foundation
import ViewRasterNib
import ViewRasterViews
import ViewRasterTestSupport

/// The shared corpus (`TestPaths.xibCorpus`); tests that need it skip when it is absent.
let corpusURL = TestPaths.xibCorpus
var corpusFiles: [URL] { TestPaths.xibCorpusFiles }
var corpusAvailable: Bool { !corpusFiles.isEmpty }

/// Tests/Fixtures/xib.
let fixturesURL = TestPaths.fixture("xib")

/// Wraps `objects` (and optional `resources`) in a Cocoa Touch xib document.
func xib(_ objects: String, resources: String = "", device: String = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        \(device)
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    \(objects)
        </objects>
        <resources>
    \(resources)
        </resources>
    </document>
    """
}

func document(_ text: String, file: String = "test.xib") throws -> XIBDocument {
    try XIBDocument(data: Data(text.utf8), file: file)
}

/// A plain text scan of a xib's XML, independent of the parser: what corpus tests compare the
/// parsed document with, so that their expectations come from the files themselves.
enum CorpusScan {
    /// The attribute text of every `<constraint …>` start tag, in document order.
    static func constraintElements(in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "<constraint ") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            found.append(String(rest[start.upperBound..<end]))
            rest = rest[end...]
        }
        return found
    }

    /// The value of `name="…"` in a start tag's attribute text.
    static func attribute(_ name: String, in tag: String) -> String? {
        guard let r = tag.range(of: " \(name)=\"") ?? (tag.hasPrefix("\(name)=\"") ? tag.range(of: "\(name)=\"") : nil),
              let close = tag[r.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(tag[r.upperBound..<close])
    }
}

/// Makes `root` the view of a child controller and returns a function that has the parent
/// override the child's size classes (`setOverrideTraitCollection(_:forChild:)`) and lays
/// `root` out again, as UIKit's containers do (the controllers live as long as the function).
@MainActor
func sizeClassOverride(for root: View) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) -> Void {
    let parent = ViewController(), child = ViewController()
    child.view = root
    parent.addChild(child)
    return { h, v in
        parent.setOverrideTraitCollection(TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: h),
                                                                      TraitCollection(verticalSizeClass: v)]), forChild: child)
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }
}
