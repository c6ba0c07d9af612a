import Testing
import Foundation
import ViewRasterCFreeType
import ViewRasterFonts
import ViewRasterDisplayList
import ViewRasterText
import ViewRasterRaster

/// Opens a font file with FreeType directly (its own library, stem darkening off), independent
/// of `FontFace`, so tests compare against FreeType's own answers.
func withRawFace<T>(_ path: String, _ body: (FT_Face) throws -> T) throws -> T {
    var lib: FT_Library?
    guard FT_Init_FreeType(&lib) == 0, let lib else { throw RasterError.font("test: FreeType init failed") }
    defer { FT_Done_FreeType(lib) }
    var on: FT_Bool = 1
    _ = FT_Property_Set(lib, "cff", "no-stem-darkening", &on)
    var face: FT_Face?
    guard FT_New_Face(lib, path, 0, &face) == 0, let face else { throw RasterError.font("test: cannot open \(path)") }
    defer { FT_Done_Face(face) }
    return try body(face)
}

func bundledPath(_ file: String) -> String { BundledFonts.url(forFile: file)!.path }

/// Collects diagnostics messages (the hook is process-wide; tests filter by unique names).
final class MessageLog: @unchecked Sendable {
    let lock = NSLock()
    var messages: [String] = []
    func add(_ m: String) { lock.lock(); messages.append(m); lock.unlock() }
    func count(containing s: String) -> Int { lock.lock(); defer { lock.unlock() }; return messages.filter { $0.contains(s) }.count }
}

@Suite struct FontTests {
    @Test(arguments: BundledFonts.fileNames)
    func bundledFileLoadsWithItsPostScriptName(file: String) throws {
        let face = try FontRegistry.shared.bundledFace(file: file)
        let stem = (file as NSString).deletingPathExtension
        // The file name is the PostScript name (a regular face's may add "-Regular").
        #expect(face.postScriptName == stem || face.postScriptName + "-Regular" == stem)
        #expect(face.path == bundledPath(file))
        #expect(try FontRegistry.shared.face(atPath: bundledPath(file)) === face)
        #expect(Font(name: stem, size: 12).face === face)
    }

    @Test(arguments: BundledFonts.fileNames)
    func metricsMatchTheFontTables(file: String) throws {
        let size: CGFloat = 17
        let font = Font(face: try FontRegistry.shared.bundledFace(file: file), size: size)
        try withRawFace(bundledPath(file)) { face in
            let f = face.pointee
            let s = size / CGFloat(f.units_per_EM)
            #expect(abs(font.ascender - CGFloat(f.ascender) * s) < 1e-9)
            #expect(abs(font.descender - CGFloat(f.descender) * s) < 1e-9)
            #expect(font.ascender > 0 && font.descender < 0)
            let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)!.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)!.assumingMemoryBound(to: TT_OS2.self).pointee
            // FreeType's height is ascender − descender + line gap (hhea, or OS/2 typo metrics).
            let fromHhea = CGFloat(Int(hhea.Ascender) - Int(hhea.Descender) + Int(hhea.Line_Gap)) * s
            let fromTypo = CGFloat(Int(os2.sTypoAscender) - Int(os2.sTypoDescender) + Int(os2.sTypoLineGap)) * s
            #expect(abs(font.lineHeight - CGFloat(f.height) * s) < 1e-9)
            #expect(abs(font.lineHeight - fromHhea) < 1e-9 || abs(font.lineHeight - fromTypo) < 1e-9)
            #expect(abs(font.leading - (font.lineHeight - font.ascender + font.descender)) < 1e-9)
            if os2.version >= 2 {
                #expect(abs(font.capHeight - CGFloat(os2.sCapHeight) * s) < 1e-9)
                #expect(abs(font.xHeight - CGFloat(os2.sxHeight) * s) < 1e-9)
            } else {
                // An older OS/2 table records neither: the tops of "H" and "x" (FreeType's bearings).
                func top(_ c: Character) -> CGFloat {
                    _ = FT_Load_Char(face, FT_ULong(c.unicodeScalars.first!.value), FT_Int32(FT_LOAD_NO_SCALE))
                    return CGFloat(face.pointee.glyph.pointee.metrics.horiBearingY) * s
                }
                #expect(abs(font.capHeight - top("H")) < 1e-9)
                #expect(abs(font.xHeight - top("x")) < 1e-9)
            }
            #expect(font.xHeight < font.capHeight && font.capHeight < font.ascender)
        }
    }

    @Test func missingFileThrowsNamingIt() {
        let path = "/nonexistent/dir/NoSuchFont-Regular.otf"
        do {
            _ = try Font(file: path, size: 12)
            Issue.record("expected an error")
        } catch let e as RasterError {
            guard case .font(let m) = e else { Issue.record("wrong case \(e)"); return }
            #expect(m.contains(path))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func corruptFileThrowsNamingIt() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vr-corrupt-\(UUID().uuidString).ttf")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect { try FontRegistry.shared.face(atPath: url.path) } throws: { error in
            "\(error)".contains(url.path)
        }
        let empty = url.deletingLastPathComponent().appendingPathComponent("vr-empty-\(UUID().uuidString).otf")
        try Data().write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect { try FontRegistry.shared.face(atPath: empty.path) } throws: { "\($0)".contains(empty.path) }
        // drawGlyphs reports the same error for a run naming the file.
        let context = RasterContext(canvas: try Canvas(width: 4, height: 4))
        #expect { try context.drawGlyphs(GlyphRun(fontPath: url.path, size: 12, color: .black, glyphs: [])) } throws: {
            "\($0)".contains(url.path)
        }
    }

    @Test func systemFontWeightsMapToTheNearestInterFace() {
        let expected: [(Font.Weight, String)] = [
            (.ultraLight, "Inter-Thin"), (.thin, "Inter-ExtraLight"), (.light, "Inter-Light"),
            (.regular, "Inter-Regular"), (.medium, "Inter-Medium"), (.semibold, "Inter-SemiBold"),
            (.bold, "Inter-Bold"), (.heavy, "Inter-ExtraBold"), (.black, "Inter-Black"),
        ]
        for (w, name) in expected {
            let f = Font.systemFont(ofSize: 15, weight: w)
            #expect(f.fontName == name, "weight \(w.weightClass)")
            #expect(f.pointSize == 15)
        }
        #expect(Font.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
        #expect(Font.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
        #expect(Font.systemFont(ofSize: 12).fontPath == bundledPath("Inter-Regular.otf"))
    }

    @Test func textStylesUseUIKitSizes() {
        let sizes: [Font.TextStyle: CGFloat] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17,
                                                .body: 17, .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11]
        #expect(sizes.count == Font.TextStyle.allCases.count)
        for style in Font.TextStyle.allCases {
            let f = Font.preferredFont(forTextStyle: style)
            #expect(f.pointSize == sizes[style])
            #expect(f.fontName == (style == .headline ? "Inter-SemiBold" : "Inter-Regular"))
        }
    }

    @Test func postScriptNamesAndFamilies() {
        #expect(Font(name: "RobotoCondensed-Regular", size: 14).fontPath == bundledPath("RobotoCondensed-Regular.ttf"))
        #expect(Font(name: "robotocondensed-bold", size: 14).fontName == "RobotoCondensed-Bold")
        #expect(Font(name: "Roboto", size: 14).fontName == "Roboto-Regular")
        #expect(Font(name: "Roboto Condensed", size: 14).fontName == "RobotoCondensed-Regular")
        #expect(Font(name: ".SFUI-Semibold", size: 14).fontName == "Inter-SemiBold")
        #expect(Font(name: "Inter-Bold", size: 14).familyName == "Inter")
    }

    @Test func unknownNamesFallBackByWeightAndStyleReportedOnce() {
        let log = MessageLog()
        FontDiagnostics.handler = { log.add($0) }
        let tag = UUID().uuidString.prefix(6)
        let cases: [(String, String)] = [
            // iOS draws a font it does not have in Helvetica: Liberation Sans, nearest weight.
            ("HelveticaNeue\(tag)-Light", "LiberationSans"),
            ("Avenir\(tag)-Heavy", "LiberationSans-Bold"),
            ("Avenir\(tag)-Medium", "LiberationSans"),
            ("Futura\(tag)-DemiBold", "LiberationSans-Bold"),
            ("Georgia\(tag)-Italic", "LiberationSans-Italic"),
            ("ManifoldCF\(tag)-BoldItalic", "LiberationSans-BoldItalic"),
            ("Roboto-Black\(tag)", "Roboto-Bold"),
            ("Roboto-LightItalic\(tag)", "Roboto-Italic"),
            ("RobotoCondensed-Light\(tag)", "RobotoCondensed-Regular"),
        ]
        for (name, face) in cases {
            #expect(Font(name: name, size: 13).fontName == face, "\(name)")
            _ = Font(name: name, size: 20)
            #expect(log.count(containing: "\"\(name)\"") == 1, "\(name) reported once")
        }
        _ = Font(name: "Roboto-Medium", size: 11)
        #expect(log.count(containing: "\"Roboto-Medium\"") == 0)
        // Helvetica and Arial are Liberation Sans's own metrics: a stand-in, not a fallback.
        for (name, face) in [("Helvetica", "LiberationSans"), ("Helvetica-Bold", "LiberationSans-Bold"),
                             ("ArialMT", "LiberationSans"), ("Arial-BoldItalicMT", "LiberationSans-BoldItalic")] {
            #expect(Font(name: name, size: 12).fontName == face, "\(name)")
            #expect(log.count(containing: "\"\(name)\"") == 0, "\(name) is not reported")
        }
    }

    @Test func explicitFilesLoadOnceAcrossThreads() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vr-copy-\(UUID().uuidString).ttf")
        try FileManager.default.copyItem(atPath: bundledPath("Roboto-Bold.ttf"), toPath: url.path)
        defer { try? FileManager.default.removeItem(at: url) }
        let ids = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0..<8 { group.addTask { (try? FontRegistry.shared.face(atPath: url.path)).map(ObjectIdentifier.init) } }
            var all: [ObjectIdentifier?] = []
            for await id in group { all.append(id) }
            return all
        }
        #expect(ids.count == 8 && ids.allSatisfy { $0 != nil } && Set(ids).count == 1)
        let font = try Font(file: url.path, size: 10)
        #expect(font.fontName == "Roboto-Bold" && font.fontPath == url.path)
    }

    @Test func badSizesAreSanitized() {
        #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
        #expect(Font.systemFont(ofSize: -3).pointSize == 0)
        #expect(Font.systemFont(ofSize: .infinity).pointSize == 0)
        #expect(Font.systemFont(ofSize: 1e9).pointSize == 10_000)
    }
}
