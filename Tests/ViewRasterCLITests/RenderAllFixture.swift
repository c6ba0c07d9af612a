import Foundation
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// A small project folder for `render-all`, built in a temporary folder:
///
/// - `App/Views/Good.xib`: a 100×50 pt red view (an iPhone 8 file, so drawn @2x, 200×100 px)
///   holding a 10×10 image view at (10, 10) showing `dot` and a 20×20 blue `MysteryView` (a
///   class no one registered) at (50, 10). `dot` is a green 10×10 1x PNG in
///   `App/Resources/Assets.xcassets/dot.imageset`, a folder the xib is not in: found only through
///   the scan's image folders.
/// - `App/Main.storyboard`: the two-scene fixture (750×1334 px each on its iPhone 8).
/// - `App/Broken.xib`: cut off in the middle of an element.
/// - `Pods/Lib/InPods.xib`, `build/Gen.xib`, `Carthage/Checkouts/X.xib`, `.build/Y.xib`:
///   copies of Good.xib that must be skipped.
enum RenderAllFixture {
    /// The relative paths render-all should find, sorted.
    static let files = ["App/Broken.xib", "App/Main.storyboard", "App/Views/Good.xib"]

    static let goodXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="good-root">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="dot" id="good-dot">
                        <rect key="frame" x="10" y="10" width="10" height="10"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </imageView>
                    <view contentMode="scaleToFill" customClass="MysteryView" id="good-mystery">
                        <rect key="frame" x="50" y="10" width="20" height="20"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                </subviews>
                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
        </objects>
        <resources>
            <image name="dot" width="10" height="10"/>
        </resources>
    </document>
    """

    /// Builds the project in a new temporary folder and returns it.
    static func make(_ label: String = #function) throws -> URL {
        let root = try TestPaths.temporaryFolder(label)
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write(goodXib, "App/Views/Good.xib")
        try write(String(decoding: try Data(contentsOf: TestPaths.fixture("storyboard/TwoScenes.storyboard")), as: UTF8.self), "App/Main.storyboard")
        try write(String(goodXib.prefix(700)), "App/Broken.xib")
        for skipped in ["Pods/Lib/InPods.xib", "build/Gen.xib", "Carthage/Checkouts/X.xib", ".build/Y.xib", "DerivedData/Z.storyboard"] {
            try write(goodXib, skipped)
        }
        let set = "App/Resources/Assets.xcassets/dot.imageset"
        try write(#"{"images":[{"filename":"dot.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#, set + "/Contents.json")
        let green: [UInt8] = (0..<400).map { $0 % 4 == 1 || $0 % 4 == 3 ? 255 : 0 }
        try PNG.write(Bitmap(width: 10, height: 10, scale: 1, premultipliedPixels: green), to: root.appendingPathComponent(set + "/dot.png"))
        return root
    }

    /// The `cards` array of `OUT/cards.json`.
    static func cards(_ out: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: out.appendingPathComponent("cards.json"))
        return ((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["cards"] as? [[String: Any]]) ?? []
    }

    /// The page with every `<span class="time">…</span>` emptied (what differs between runs).
    static func pageWithoutTimes(_ out: URL) throws -> String {
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        return page.replacingOccurrences(of: #"<span class="time">[^<]*</span>"#, with: #"<span class="time"></span>"#, options: .regularExpression)
    }

    /// How many times `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// Debian's headless Chromium, when installed (scripts/deps installs it).
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The DOM Chromium has once the page's scripts ran, and its standard error.
    static func dumpDOM(_ page: URL) throws -> (dom: String, log: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: chromium!)
        let profile = try TestPaths.temporaryFolder("chromium-profile")
        defer { try? FileManager.default.removeItem(at: profile) }
        p.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
                       "--dump-dom", page.absoluteString]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let errText = HandOffText()
        let reader = Thread { errText.set(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)) }
        reader.start()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (dom, errText.wait())
    }
}

/// A string handed from a reader thread.
final class HandOffText: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value = ""
    func set(_ v: String) { value = v; done.signal() }
    func wait() -> String { done.wait(); return value }
}
