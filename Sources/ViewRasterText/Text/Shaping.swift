import Foundation
import ViewRasterCHarfBuzz

/// One glyph out of HarfBuzz, in points (y down).
public struct ShapedGlyph: Sendable, Hashable {
    /// The glyph index in the font's face (HarfBuzz's `codepoint` after shaping; 0 is `.notdef`).
    public var id: UInt32
    /// The UTF-8 byte offset of the first character this glyph belongs to.
    public var cluster: Int
    /// The pen advance after this glyph.
    public var advance: CGFloat
    /// Offsets of the glyph from the pen position (positive y is down).
    public var xOffset: CGFloat
    /// The vertical offset from the pen position (positive is down: HarfBuzz's `y_offset` negated).
    public var yOffset: CGFloat
}

extension Font {
    /// Shapes `text` left to right with HarfBuzz and the font's default features (kern, liga,
    /// calt… from GSUB/GPOS), plus `tnum` for `monospacedDigits`. Characters the font lacks
    /// come out as glyph 0 (`.notdef`). The system font then takes SF's metrics
    /// (`applySystemFontMetrics`): SF's tracking after every character. An iOS face drawn in a
    /// stand-in whose advances are known (`familyAdvances`) takes them.
    public func shape(_ text: String) -> [ShapedGlyph] {
        shape(text, rightToLeft: false, language: nil)
    }

    /// Shapes one directional run of `text`: `rightToLeft` shapes it right to left (Arabic
    /// joining, mirrored brackets) and returns the glyphs in visual order, left to right, as
    /// HarfBuzz does; `language` (a BCP 47 tag such as "ja") picks the font's localized forms.
    public func shape(_ text: String, rightToLeft: Bool, language: String?) -> [ShapedGlyph] {
        var utf8 = Array(text.utf8)
        guard !utf8.isEmpty, utf8.count < Int(Int32.max) else { return [] }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeMutableBufferPointer { p in
            p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { c in
                hb_buffer_add_utf8(buffer, c, Int32(p.count), 0, Int32(p.count))
            }
        }
        if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if monospacedDigits {
            var tnum = hb_feature_t(tag: hb_tag_from_string("tnum", 4), value: 1,
                                    start: 0, end: UInt32.max)
            hb_shape(face.hbFont, buffer, &tnum, 1)
        } else {
            hb_shape(face.hbFont, buffer, nil, 0)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        let scale = pointSize / CGFloat(face.unitsPerEm)
        var out: [ShapedGlyph] = []
        out.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let pos = positions[i]
            out.append(ShapedGlyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                   advance: CGFloat(pos.x_advance) * scale,
                                   xOffset: CGFloat(pos.x_offset) * scale,
                                   yOffset: -CGFloat(pos.y_offset) * scale))
        }
        if usesSFProMetrics { applySystemFontMetrics(&out, utf8: utf8) }
        familyAdvances?.apply(to: &out, utf8: utf8, face: face, pointSize: pointSize)
        return out
    }

    /// SF's metrics on glyphs HarfBuzz shaped with the face: each glyph takes SF's advance for
    /// its weight and size (`SystemFontMetrics.advanceUnits`: the face's advance scaled as
    /// fitted from IB's label widths, by the character of its cluster in `utf8`, the text
    /// shaped) in place of the face's, the face's kerning kept; then SF Pro's tracking at this
    /// size (`SFOpticalSizing.tracking(at:)`: today's table, or iOS 9–13's for text IB measured
    /// before Xcode 12) after the last glyph of every cluster, as Core Text tracks the system font. One of SF's static faces asked for by name
    /// (`SFStaticFace`) takes the advances of its end of the optical-size axis at every size
    /// and no tracking; SF UI Display takes its own 2015 file's advances for the characters their
    /// table lists (`IOSFamilyAdvances.sfUIDisplay(weight:)`) and, for other Latin capitals, that
    /// end's widened (`SystemFontMetrics.sfUIDisplayFactor(of:weight:)`). The slash takes SF's own, narrower advance
    /// (`SystemFontMetrics.slashFactor(of:weight:)`), and the system font of iOS 14 on its wider
    /// underscore (`SystemFontMetrics.underscoreFactor(of:weight:sizing:)`); the rupee sign takes the
    /// dollar sign's advance (`SystemFontMetrics.advanceCharacter(of:)`).
    func applySystemFontMetrics(_ glyphs: inout [ShapedGlyph], utf8: [UInt8]) {
        let weight = systemStyle?.weight.weightClass ?? face.weightClass
        let faceUnit = 2048 / CGFloat(face.unitsPerEm)
        let sfScale = pointSize / SystemFontMetrics.unitsPerEm
        // The character table is empty and the digits take their weight's ratio unless a fit took
        // them: then no glyph decodes its cluster.
        let fitted = SystemFontMetrics.fittedAdvances
        let byCharacter = !fitted.characterScales.isEmpty || !fitted.textCharacterScales.isEmpty
            || fitted.digitDisplayRatio != nil
        // A static face asked for by name is one optical size at every point size, untracked.
        let staticFace = systemStyle?.staticFace
        let sizing = systemStyle?.opticalSizing ?? .continuous
        let opticalSize = staticFace?.opticalSize(at: pointSize, textEnd: fitted.rampFromSize,
                                                  displayEnd: fitted.rampFullSize)
            ?? sizing.opticalSize(at: pointSize, textEnd: fitted.rampFromSize, displayEnd: fitted.rampFullSize)
        // iOS 9–13's static SF Pro Display from 20 pt: its own advances by class of character.
        let displayFace = staticFace == nil && sizing.drawsStaticDisplayFace(at: pointSize)
        // SF UI Display asked for by name takes its own file's advances where its table gives them.
        let uiDisplay = staticFace == .uiDisplay ? IOSFamilyAdvances.sfUIDisplay(weight: weight) : nil
        for i in glyphs.indices where glyphs[i].id != 0 {
            let glyphUnits = CGFloat(face.advanceUnits(glyph: glyphs[i].id)) * faceUnit
            var faceUnits = glyphUnits
            var scalar = byCharacter || uiDisplay != nil ? Self.scalar(inUTF8: utf8, at: glyphs[i].cluster) : nil
            if let uiDisplay, let units = Self.ownAdvance(uiDisplay, glyphs, at: i, scalar: scalar, utf8: utf8) {
                glyphs[i].advance += (units * SystemFontMetrics.unitsPerEm / uiDisplay.unitsPerEm - faceUnits) * sfScale
                continue
            }
            // SF draws the rupee sign as wide as the dollar sign: it takes the face's "$" and its model.
            if let own = SystemFontMetrics.advanceCharacter(of: scalar), own != scalar, let u = Unicode.Scalar(own) {
                faceUnits = CGFloat(face.advanceUnits(glyph: face.glyph(for: u))) * faceUnit
                scalar = own
            }
            // Only the figure punctuation looks at its neighbours (`FittedAdvances.figurePunctuation`).
            let besideDigit = scalar.map(FittedAdvances.figurePunctuation.contains) == true
                && (Self.isDigit(glyphs, at: i - 1, in: utf8) || Self.isDigit(glyphs, at: i + 1, in: utf8))
            var sf = SystemFontMetrics.advanceUnits(faceUnits: faceUnits, weight: weight, size: opticalSize,
                                                    scalar: scalar, besideDigit: besideDigit)
            if staticFace == .uiDisplay { sf *= SystemFontMetrics.sfUIDisplayFactor(of: scalar, weight: weight) }
            sf *= SystemFontMetrics.slashFactor(of: scalar, weight: weight)
            if staticFace == nil { sf *= SystemFontMetrics.underscoreFactor(of: scalar, weight: weight, sizing: sizing) }
            if displayFace { sf *= SystemFontMetrics.displayFaceFactorBeforeIOS14(of: scalar, weight: weight) }
            // The glyph's shaped advance is its own face units' (the rupee's, not the dollar's it takes).
            glyphs[i].advance += (sf - glyphUnits) * sfScale
        }
        let tracking = staticFace == nil ? sizing.tracking(at: pointSize) : 0
        guard tracking != 0 else { return }
        for i in glyphs.indices where i == glyphs.count - 1 || glyphs[i + 1].cluster != glyphs[i].cluster {
            glyphs[i].advance += tracking
        }
    }

    /// The advance `table` gives glyph `index` of `glyphs`, in the table's units: nil unless the
    /// glyph is the first of a cluster of exactly one character, `scalar`, which the table lists
    /// (a ligature or a character it lacks keeps the fitted advance).
    static func ownAdvance(_ table: IOSFamilyAdvances, _ glyphs: [ShapedGlyph], at index: Int, scalar: UInt32?,
                           utf8: [UInt8]) -> CGFloat? {
        guard let scalar, index == 0 || glyphs[index - 1].cluster != glyphs[index].cluster else { return nil }
        let end = index + 1 < glyphs.count ? glyphs[index + 1].cluster : utf8.count
        guard end - glyphs[index].cluster == Unicode.Scalar(scalar).map(UTF8.width) else { return nil }
        return table.advanceUnits(of: scalar)
    }

    /// Whether glyph `index` of `glyphs` (nil past either end) starts a cluster of `utf8` with a
    /// digit 0–9 (`FittedAdvances.digits`).
    static func isDigit(_ glyphs: [ShapedGlyph], at index: Int, in utf8: [UInt8]) -> Bool {
        guard glyphs.indices.contains(index), let s = scalar(inUTF8: utf8, at: glyphs[index].cluster) else { return false }
        return FittedAdvances.digits.contains(s)
    }

    /// The Unicode scalar value whose UTF-8 encoding starts at byte `offset` of `utf8` (a
    /// glyph's cluster), or nil when no well-formed character starts there.
    static func scalar(inUTF8 utf8: [UInt8], at offset: Int) -> UInt32? {
        guard offset >= 0, offset < utf8.count else { return nil }
        let lead = UInt32(utf8[offset])
        let length: Int, initial: UInt32
        switch lead {
        case 0..<0x80: return lead
        case 0xC0..<0xE0: length = 2; initial = lead & 0x1F
        case 0xE0..<0xF0: length = 3; initial = lead & 0x0F
        case 0xF0..<0xF8: length = 4; initial = lead & 0x07
        default: return nil
        }
        guard offset + length <= utf8.count else { return nil }
        var value = initial
        for byte in utf8[(offset + 1)..<(offset + length)] {
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return value
    }

    /// The shaped width of `text` on one line, in points (kerning included).
    public func width(of text: String) -> CGFloat {
        shape(text).reduce(0) { $0 + $1.advance }
    }
}
