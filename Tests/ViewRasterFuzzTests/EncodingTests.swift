import Foundation
import Testing
import ViewRasterNib

/// A xib is UTF-8 or UTF-16 (the two encodings every XML parser must read); any other
/// declared encoding is refused before the XML parser converts it, and markup declarations are
/// looked for in the decoded text, so they cannot hide in another encoding.
@Suite struct EncodingTests {
    /// `<!DOCTYPE …>` and `<!ENTITY …>` with their `<` spelled `+ADw-`, UTF-7's form of U+003C
    /// (RFC 2152), and a label that would expand the entity 10^4 times.
    static let utf7Bomb: String = {
        var prolog = "+ADw-!DOCTYPE document [+ADw-!ENTITY a \"aaaaaaaaaa\">"
        for i in 1..<4 {
            let name = Character(UnicodeScalar(97 + i)!), previous = Character(UnicodeScalar(96 + i)!)
            prolog += "+ADw-!ENTITY \(name) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        prolog += "]>\n"
        return XibTemplates.document("<subviews><label text=\"&d;\" id=\"l\"/></subviews>", prolog: prolog)
            .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-7\"")
    }()

    @Test func utf7IsRefusedAtItsDeclarationAndNothingExpands() throws {
        let error = try #require(throws: NibError.self) { _ = try XIBDocument(data: Data(Self.utf7Bomb.utf8), file: "utf7.xib") }
        #expect(error.kind == .refused)
        #expect(error.file == "utf7.xib" && error.line == 1 && error.column == 31)
        #expect(error.message.contains("UTF-7"))
    }

    @Test func encodingsOtherThanUTF8AndUTF16AreRefused() throws {
        for name in ["ISO-8859-1", "US-ASCII", "EBCDIC-US", "UTF-32", "Shift_JIS", "UTF-7"] {
            let text = XibTemplates.document("").replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"\(name)\"")
            let error = try #require(throws: NibError.self, "\(name)") { _ = try XIBParser.parse(Data(text.utf8), file: "e.xib") }
            #expect(error.kind == .refused && error.line == 1 && error.message.contains(name), "\(name): \(error)")
        }
    }

    /// UTF-16 in both byte orders, with and without a byte order mark, reads as the same tree
    /// as the UTF-8 file.
    @Test func utf16ReadsLikeUTF8() throws {
        let utf8 = XibTemplates.document("<subviews><label text=\"Grüße ✓ 𝄞\" id=\"l\"/></subviews>")
        let expected = try XIBParser.parse(Data(utf8.utf8), file: "a.xib")
        let utf16 = utf8.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        for (bom, bigEndian) in [(true, false), (true, true), (false, false), (false, true)] {
            let data = Self.utf16(utf16, bom: bom, bigEndian: bigEndian)
            let tree = try XIBParser.parse(data, file: "a.xib")
            #expect(tree == expected, "bom \(bom), big-endian \(bigEndian)")
        }
        // A UTF-8 byte order mark is read too.
        #expect(try XIBParser.parse(Data([0xEF, 0xBB, 0xBF] + Array(utf8.utf8)), file: "a.xib") == expected)
    }

    @Test func aDTDInUTF16IsRefusedAtItsLine() throws {
        let text = XibTemplates.document("", prolog: "<!DOCTYPE document [<!ENTITY x \"xx\">]>\n")
            .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        let error = try #require(throws: NibError.self) { _ = try XIBParser.parse(Self.utf16(text, bom: true, bigEndian: false), file: "d.xib") }
        #expect(error.kind == .refused && error.line == 2 && error.column == 1, "\(error)")
    }

    @Test func aDeclarationThatDisagreesWithTheBytesIsRefused() throws {
        let text = XibTemplates.document("").replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        let error = try #require(throws: NibError.self) { _ = try XIBParser.parse(Data(text.utf8), file: "m.xib") }
        #expect(error.kind == .refused && error.line == 1)
    }

    @Test func unpairedSurrogateIsMalformedAtItsLine() throws {
        var data = Self.utf16(XibTemplates.document(""), bom: true, bigEndian: false)
        let secondLine = [UInt8](data).firstIndex(of: 0x0A)! + 2
        data.insert(contentsOf: [0x00, 0xD8], at: secondLine + 6)   // a lone high surrogate, 4th character of line 2
        let error = try #require(throws: NibError.self) { _ = try XIBParser.parse(data, file: "s.xib") }
        #expect(error.kind == .malformedXML && error.line == 2 && error.column == 4, "\(error)")
    }

    /// What the parser reads as text is text to the DTD check too.
    @Test func doctypeInsideACommentCDATAOrInstructionIsText() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <a><!-- <!DOCTYPE a> --><?note <!ENTITY y "z"> ?><b><![CDATA[<!ENTITY x "y">]]></b></a>
        """
        let tree = try XIBParser.parse(Data(text.utf8), file: "c.xib")
        #expect(tree.children.first?.text == "<!ENTITY x \"y\">")
    }

    /// libxml2 (under FoundationXML) stops at 10,000,000 bytes with "internal error"; the
    /// loader says so before parsing.
    @Test func overTenMillionBytesIsRefusedWithTheSize() throws {
        let body = String(repeating: "<view id=\"v\"/>" + String(repeating: " ", count: 9_990), count: 1_001)
        let text = XibTemplates.document(body)
        #expect(text.utf8.count > 10_000_000)
        let error = try #require(throws: NibError.self) { _ = try XIBParser.parse(Data(text.utf8), file: "big.xib") }
        #expect(error.kind == .refused && error.line == 1, "\(error)")
        #expect(error.message.contains("\(text.utf8.count) bytes") && error.message.contains("10000000"))
    }

    static func utf16(_ text: String, bom: Bool, bigEndian: Bool) -> Data {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let hi = UInt8(unit >> 8), lo = UInt8(unit & 0xFF)
            bytes += bigEndian ? [hi, lo] : [lo, hi]
        }
        return Data(bytes)
    }
}

/// What is read as a xib must be a regular file: a device never ends.
@Suite struct XibInputFileTests {
    @Test func aFIFOOrFolderIsRefusedWithoutReading() throws {
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.xib")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        for url in [fifo, folder] {
            // Reading the FIFO would block forever with no writer.
            let error = try #require(throws: NibError.self) { _ = try XIBParser.parse(contentsOf: url) }
            #expect(error.message.contains("not a regular file"), "\(error)")
            #expect(error.file == url.lastPathComponent)
        }
    }
}
