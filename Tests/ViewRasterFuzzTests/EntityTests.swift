import Foundation
import Testing
import ViewRasterNib
import ViewRasterFuzz

/// No DTD processing and no external entities: a xib declaring them is refused at the
/// declaration, and nothing the entity names is read into the document.
@Suite struct EntityTests {
    @Test func externalEntityIsRefusedAndNotRead() throws {
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.txt")
        try Data("TOP-SECRET-CONTENT".utf8).write(to: secret)
        let xml = XibTemplates.document("<subviews><label text=\"&ext;\" id=\"l\"/></subviews>",
                                        prolog: "<!DOCTYPE document [<!ENTITY ext SYSTEM \"\(secret.absoluteString)\">]>\n")
        let error = try #require(throws: NibError.self) { _ = try XIBDocument(data: Data(xml.utf8), file: "entity.xib") }
        #expect(error.kind == .refused)
        #expect(error.file == "entity.xib" && error.line == 2)
        #expect(!error.description.contains("TOP-SECRET"))
        #expect(error.description.hasPrefix("entity.xib:2:"))
    }

    @Test func entityExpansionBombIsRefused() throws {
        var prolog = "<!DOCTYPE document [<!ENTITY a \"aaaaaaaaaa\">"
        for i in 1..<10 { prolog += "<!ENTITY \(Character(UnicodeScalar(97 + i)!)) \"" + String(repeating: "&\(Character(UnicodeScalar(96 + i)!));", count: 10) + "\">" }
        prolog += "]>\n"
        let xml = XibTemplates.document("<subviews><label text=\"&j;\" id=\"l\"/></subviews>", prolog: prolog)
        let error = try #require(throws: NibError.self) { _ = try XIBDocument(data: Data(xml.utf8), file: "bomb.xib") }
        #expect(error.kind == .refused && error.line == 2)
    }

    @Test func theFuzzersEntityMutationIsRefusedForEveryGallerySeed() throws {
        for seed in FuzzSupport.seeds where seed.kind == .xib {
            let data = XMLMutator.withExternalEntity(seed.data)
            let error = try #require(throws: NibError.self) { _ = try XIBDocument(data: data, file: seed.name) }
            #expect(error.kind == .refused && error.line > 0, "\(seed.name): \(error)")
        }
    }

    @Test func invalidUTF8IsAMalformedXMLErrorWithItsLine() throws {
        var bytes = [UInt8](XibTemplates.document("").utf8)
        let secondLine = bytes.firstIndex(of: 0x0A)! + 1
        bytes.insert(0xF3, at: secondLine + 5)
        let error = try #require(throws: NibError.self) { _ = try XIBDocument(data: Data(bytes), file: "bad.xib") }
        #expect(error.kind == .malformedXML)
        #expect(error.line == 2 && error.column == 6)
    }
}
