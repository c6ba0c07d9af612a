import Foundation

/// Inputs of the shapes an adversarial review found (issue 20), made whole rather than by
/// mutation so the long run reaches them: views nested deep with alpha (a layer per level),
/// many missing-image placeholders, huge coordinates and constants, other encodings, and
/// display lists of deep groups and huge cubics. Each is the same bytes for the same random state.
public enum ShapeGenerator {
    /// The shapes, in the order `make` picks from.
    public static let names = ["nested-alpha", "placeholders", "huge-coordinates", "encoding", "nested-groups", "huge-cubics"]

    /// One shaped input: its kind, bytes and a note naming the shape. `xibSeed` is a seed xib
    /// for the encoding shape.
    public static func make(random: inout FuzzRandom, xibSeed: Data?) -> (kind: FuzzKind, data: Data, note: String) {
        let pick = random.below(names.count)
        switch pick {
        case 0:
            let depth = 2 + random.below(140)
            return (.xib, Data(nestedAlpha(depth: depth).utf8), "nested-alpha \(depth)")
        case 1:
            let count = 1 + random.below(200)
            return (.xib, Data(placeholders(count: count).utf8), "placeholders \(count)")
        case 2:
            return (.xib, Data(hugeCoordinates(random: &random).utf8), "huge-coordinates")
        case 3 where xibSeed != nil:
            let (data, note) = reencoded(xibSeed!, random: &random)
            return (.xib, data, "encoding: \(note)")
        case 4, 3:
            let depth = 1 + random.below(500)
            return (.displayList, Data(nestedGroups(depth: depth, side: 256 << random.below(5)).utf8), "nested-groups \(depth)")
        default:
            let count = 1 + random.below(300)
            return (.displayList, Data(hugeCubics(count: count, random: &random).utf8), "huge-cubics \(count)")
        }
    }

    /// A Cocoa Touch xib holding `objects`.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// `depth` translucent views, each the only subview of the one before.
    static func nestedAlpha(depth: Int) -> String {
        var body = ""
        for level in (0..<depth).reversed() {
            let inner = body.isEmpty ? "" : "<subviews>\(body)</subviews>"
            body = #"<view alpha="0.9" contentMode="scaleToFill" id="n\#(level)"><rect key="frame" x="1" y="1" width="\#(max(2, 300 - level))" height="\#(max(2, 300 - level))"/><color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>\#(inner)</view>"#
        }
        return xib(body)
    }

    /// `count` image views naming images that do not exist.
    static func placeholders(count: Int) -> String {
        var views = ""
        for i in 0..<count {
            views += #"<imageView contentMode="scaleToFill" image="missing-\#(i)" id="i\#(i)"><rect key="frame" x="\#(i % 20 * 16)" y="\#(i / 20 * 16)" width="300" height="300"/></imageView>"#
        }
        return xib(#"<view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>\#(views)</subviews></view>"#)
    }

    /// Frames, constraint constants and multipliers at extremes.
    static func hugeCoordinates(random: inout FuzzRandom) -> String {
        let extremes = ["1e19", "-1e19", "1e308", "-1e308", "1e9", "-1e9", "9223372036854775807", "4294967296", "1e-320", "-0"]
        func v() -> String { random.pick(extremes) ?? "1e19" }
        var views = "", constraints = ""
        for i in 0..<(1 + random.below(8)) {
            views += #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="h\#(i)"><rect key="frame" x="\#(v())" y="\#(v())" width="\#(v())" height="\#(v())"/></view>"#
            constraints += #"<constraint firstItem="h\#(i)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\#(v())" id="c\#(i)"/>"#
            constraints += #"<constraint firstItem="h\#(i)" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="\#(v())" id="m\#(i)"/>"#
        }
        return xib(#"<view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>\#(views)</subviews><constraints>\#(constraints)</constraints></view>"#)
    }

    /// The xib in another encoding, or declaring one: UTF-16 in either byte order with or
    /// without a byte order mark (read as the UTF-8 file is), a declaration of UTF-7 with a DTD
    /// spelled `+ADw-!DOCTYPE`, Latin-1 or EBCDIC (refused at the declaration), or a
    /// `<!DOCTYPE` inside a comment (text, read).
    public static func reencoded(_ xml: Data, random: inout FuzzRandom) -> (data: Data, note: String) {
        var text = String(decoding: xml, as: UTF8.self)
        func declare(_ name: String) {
            if let r = text.range(of: #"encoding="UTF-8""#) { text.replaceSubrange(r, with: #"encoding="\#(name)""#) }
        }
        switch random.below(5) {
        case 0, 1:
            declare("UTF-16")
            let bigEndian = random.chance(0.5), bom = random.chance(0.5)
            var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            for unit in text.utf16 { bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            return (Data(bytes), "UTF-16\(bigEndian ? "BE" : "LE")\(bom ? " with BOM" : "")")
        case 2:
            declare("UTF-7")
            let dtd = "+ADw-!DOCTYPE document [+ADw-!ENTITY a \"aaaaaaaaaa\">]>\n"
            if let r = text.range(of: "?>") { text.insert(contentsOf: "\n" + dtd, at: r.upperBound) }
            if let r = text.range(of: "<objects>") { text.insert(contentsOf: "&a;", at: r.upperBound) }
            return (Data(text.utf8), "UTF-7 with a DTD")
        case 3:
            let name = random.pick(["ISO-8859-1", "EBCDIC-US", "US-ASCII", "UTF-32", "Shift_JIS"]) ?? "ISO-8859-1"
            declare(name)
            return (Data(text.utf8), "declares \(name)")
        default:
            if let r = text.range(of: "<objects>") { text.insert(contentsOf: "<!-- <!DOCTYPE x> --><![CDATA[<!ENTITY y \"z\">]]>", at: r.upperBound) }
            return (Data(text.utf8), "<!DOCTYPE in a comment")
        }
    }

    /// `depth` nested opacity groups on a `side`² canvas, each with a fill.
    static func nestedGroups(depth: Int, side: Int) -> String {
        var ops: [String] = []
        for i in 0..<depth {
            ops.append(#"{"op":"beginGroup","opacity":0.9}"#)
            ops.append(##"{"op":"fill","path":"M\##(i) \##(i) L\##(side - i) \##(i) L\##(side / 2) \##(side - i) Z","color":"#3366CC80"}"##)
        }
        ops += Array(repeating: #"{"op":"endGroup"}"#, count: depth)
        return ##"{"format":"viewraster.displaylist/1","width":\##(side),"height":\##(side),"scale":1,"background":"#FFFFFFFF","ops":[\##(ops.joined(separator: ","))]}"##
    }

    /// `count` cubics with control points out to ±1e9.
    static func hugeCubics(count: Int, random: inout FuzzRandom) -> String {
        var path = "M10 10"
        for _ in 0..<count {
            func c() -> Int { random.int(in: -1_000_000_000...1_000_000_000) }
            path += " C\(c()) \(c()) \(c()) \(c()) \(random.below(96)) \(random.below(96))"
        }
        path += " Z"
        return ##"{"format":"viewraster.displaylist/1","width":96,"height":96,"scale":1,"background":"#FFFFFFFF","ops":[{"op":"fill","path":"\##(path)","color":"#000000FF"}]}"##
    }
}
