import Foundation
import Nib

/// Where the shared corpus lives: `../shared/corpus/xib` beside the package (or
/// `VIEWRASTER_CORPUS`); tests that need it skip when it is absent.
let corpusURL: URL = {
    if let env = ProcessInfo.processInfo.environment["VIEWRASTER_CORPUS"] { return URL(fileURLWithPath: env) }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/xib")
}()
var corpusFiles: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusURL.path)) ?? []
    return names.filter { $0.hasSuffix(".xib") }.sorted().map { corpusURL.appendingPathComponent($0) }
}
var corpusAvailable: Bool { !corpusFiles.isEmpty }

/// Tests/Fixtures/xib.
let fixturesURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/xib")

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
