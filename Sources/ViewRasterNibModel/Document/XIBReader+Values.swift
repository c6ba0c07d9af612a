import Foundation
import ViewRasterDisplayList

extension XIBReader {
    /// A numeric attribute; nil when absent, an error when malformed or not finite.
    func number(_ e: XIBElement, _ name: String) throws -> Double? {
        guard let text = e[name] else { return nil }
        guard let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite else {
            throw fail("\(name)=\"\(text)\" on <\(e.name)> is not a number", e)
        }
        return v
    }

    /// A color component: a number, or a number followed by stray characters (a hand-edited
    /// `blue="0.7490196078d+"` in a file Xcode opens), read as the number in front, as C's
    /// `strtod` reads it, with a warning; an error when no number starts the text.
    func colorComponent(_ e: XIBElement, _ name: String) throws -> Double? {
        guard let text = e[name] else { return nil }
        if let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite { return v }
        let t = text.trimmingCharacters(in: .whitespaces)
        var prefix = t.prefix { "+-0123456789.".contains($0) }
        while !prefix.isEmpty, Double(prefix) == nil { prefix = prefix.dropLast() }
        guard let v = Double(prefix), v.isFinite else {
            throw fail("\(name)=\"\(text)\" on <\(e.name)> is not a number", e)
        }
        warn("\(name)=\"\(text)\" on <\(e.name)> is read as \(prefix), the number it starts with", e)
        return v
    }

    /// A font size attribute; refused over the limit (`XIBParserLimits.maxFontSize`).
    func fontSize(_ e: XIBElement, _ name: String) throws -> Double? {
        guard let v = try number(e, name) else { return nil }
        guard v <= maxFontSize else {
            throw fail(.refused, "\(name)=\"\(e[name] ?? "")\" on <\(e.name)> is over the font size limit of \(maxFontSize) points", e)
        }
        return v
    }

    func rect(_ e: XIBElement) throws -> CGRect {
        CGRect(x: try number(e, "x") ?? 0, y: try number(e, "y") ?? 0,
               width: try number(e, "width") ?? 0, height: try number(e, "height") ?? 0)
    }

    /// Reads a `<color>` in any encoding IB writes; nil (with a warning) when a named or system
    /// color cannot be resolved.
    func readColor(_ e: XIBElement) throws -> NibColor? {
        if let name = e["systemColor"] {
            if let c = resources.systemColors[name] ?? SystemColors.color(named: name) {
                return NibColor(c, source: .system(name))
            }
            warn("unknown system color \"\(name)\"", e); return nil
        }
        if let name = e["cocoaTouchSystemColor"] {
            if let c = SystemColors.color(named: name) { return NibColor(c, source: .cocoaTouchSystem(name)) }
            warn("unknown cocoaTouchSystemColor \"\(name)\"", e); return nil
        }
        if let name = e["name"], e["red"] == nil, e["white"] == nil {
            if let c = resources.namedColors[name] ?? resources.systemColors[name]
                ?? NibColorSet.color(named: name, in: assetFolders) {
                return NibColor(c, source: .named(name), darkColor: NibColorSet.color(named: name, in: assetFolders, appearance: "dark"))
            }
            if e["colorSpace"] == "catalog" || e["catalog"] != nil, let c = SystemColors.color(named: name) {
                return NibColor(c, source: .system(name))
            }
            warn("named color \"\(name)\" is not defined in <resources>; it comes from an asset catalog that is not available", e)
            return nil
        }
        let alpha = try colorComponent(e, "alpha") ?? 1
        let space = e["colorSpace"] == "custom" ? (e["customColorSpace"] ?? "custom") : (e["colorSpace"] ?? "sRGB")
        if let white = try colorComponent(e, "white") {
            if let c = ColorSpaces.gray(white: white, alpha: alpha, space: space, colorMatched: colorMatched) {
                return NibColor(c, source: .white(colorSpace: space))
            }
            warn("unknown gray color space \"\(space)\"; read as sRGB gray", e)
            return NibColor(Color(white: white, alpha: alpha), source: .white(colorSpace: space))
        }
        if e["red"] != nil || e["green"] != nil || e["blue"] != nil {
            let r = try colorComponent(e, "red") ?? 0, g = try colorComponent(e, "green") ?? 0, b = try colorComponent(e, "blue") ?? 0
            if let c = ColorSpaces.rgb(red: r, green: g, blue: b, alpha: alpha, space: space, colorMatched: colorMatched) {
                return NibColor(c, source: .rgb(colorSpace: space))
            }
            warn("unknown RGB color space \"\(space)\"; read as sRGB", e)
            return NibColor(Color(red: r, green: g, blue: b, alpha: alpha), source: .rgb(colorSpace: space))
        }
        if ["cyan", "magenta", "yellow", "black"].contains(where: { e[$0] != nil }) {
            let c = try colorComponent(e, "cyan") ?? 0, m = try colorComponent(e, "magenta") ?? 0
            let y = try colorComponent(e, "yellow") ?? 0, black = try colorComponent(e, "black") ?? 0
            warn("CMYK color in \"\(space)\" is converted without its ICC profile (sRGB = (1 − C)(1 − K)…); iOS draws it through the profile, less saturated", e)
            return NibColor(ColorSpaces.cmyk(cyan: c, magenta: m, yellow: y, black: black, alpha: alpha),
                            source: .cmyk(colorSpace: space))
        }
        if let image = e["patternImage"] ?? (e["colorSpace"] == "pattern" ? "" : nil) {
            // `UIColor(patternImage:)` chosen in IB (Xcode 4's storyboards embed the image in
            // `<resources>` as a keyed archive): the view loads; the tiled image is not drawn.
            warn("pattern color\(image.isEmpty ? "" : " (image \"\(image)\")") is not drawn; the \(e.key ?? "color") is left unset", e)
            return nil
        }
        throw fail("<color\(e.key.map { " key=\"\($0)\"" } ?? "")> has no components, system color or name", e)
    }

    /// Reads a `<fontDescription>`.
    func readFontDescription(_ e: XIBElement) throws -> NibFontDescription {
        var weight: NibFontDescription.Weight?
        if let w = e["weight"] {
            weight = NibFontDescription.Weight(rawValue: w)
            if weight == nil { warn("unknown font weight \"\(w)\"; using regular", e) }
        }
        let size = try fontSize(e, "pointSize")
        if let style = e["style"] {
            let defaultSize = NibFontDescription.textStyles[style]?.size
            if defaultSize == nil { warn("unknown text style \"\(style)\"; using 17 pt", e) }
            return NibFontDescription(kind: .textStyle(style), pointSize: size ?? defaultSize ?? 17, weight: weight)
        }
        if let name = e["name"] {
            return NibFontDescription(kind: .custom(name: name, family: e["family"]), pointSize: size ?? 17, weight: weight)
        }
        let kind: NibFontDescription.Kind
        switch e["type"] {
        case "system", nil: kind = .system
        case "boldSystem": kind = .boldSystem
        case "italicSystem": kind = .italicSystem
        case let other?:
            warn("unknown font type \"\(other)\"; using the system font", e)
            kind = .system
        }
        if size == nil { warn("<fontDescription> without pointSize; using 17", e) }
        return NibFontDescription(kind: kind, pointSize: size ?? 17, weight: weight)
    }

    /// AppKit's `NSFont.systemFontSize`: the size of a meta font IB stored without one.
    static let appKitSystemFontSize: CGFloat = 13

    /// Reads an older `<font key="…" name=… size=…>` or `metaFont=…` element.
    func readFontElement(_ e: XIBElement) throws -> NibFontDescription {
        let size = try fontSize(e, "size") ?? fontSize(e, "pointSize")
        if let meta = e["metaFont"] {
            // A meta font without a size is AppKit's at its default size (IB writes them from
            // NSFont): `NSFont.systemFontSize` is 13, `smallSystemFontSize` 11, `labelFontSize`
            // 10. An attributed string's `metaFont="system"` is stored one 13 pt line tall
            // (15.67 pt at @3x, 16 at @2x).
            switch meta {
            case "systemBold", "boldSystem":
                return NibFontDescription(kind: .boldSystem, pointSize: size ?? Self.appKitSystemFontSize)
            case "system", "message":
                return NibFontDescription(kind: .system, pointSize: size ?? Self.appKitSystemFontSize)
            case "label":
                return NibFontDescription(kind: .system, pointSize: size ?? 10)
            case "smallSystem":
                return NibFontDescription(kind: .system, pointSize: size ?? 11)
            case "smallSystemBold":
                return NibFontDescription(kind: .boldSystem, pointSize: size ?? 11)
            case "cellTitle":
                // 12 pt: a 2-line label with 4 pt line spacing is stored 32.67 pt tall in the corpus.
                return NibFontDescription(kind: .system, pointSize: size ?? 12)
            default:
                return NibFontDescription(kind: .system, pointSize: size ?? 17)
            }
        }
        if let name = e["name"] {
            return NibFontDescription(kind: .custom(name: name, family: e["family"]), pointSize: size ?? 17)
        }
        return NibFontDescription(kind: .system, pointSize: size ?? 17)
    }

    /// Reads an `<attributedString>`: `<fragment content="…">`, `<fragment><string key="content">`
    /// or `<mutableString key="content">`, with `<attributes>` (NSColor, NSFont, NSBackgroundColor,
    /// NSParagraphStyle, NSKern, NSUnderline, NSStrikethrough and their colors; NSOriginalFont and
    /// other keys are not drawn and are skipped).
    func readAttributedString(_ e: XIBElement) throws -> NibAttributedString {
        var runs: [NibTextRun] = []
        for f in e.children("fragment") {
            let content = f.child("string", key: "content") ?? f.child("mutableString", key: "content")
            var run = NibTextRun(text: f["content"] ?? content?.text ?? "")
            if let attrs = f.child("attributes") {
                for a in attrs.children {
                    switch (a.name, a.key) {
                    case ("color", "NSColor"): run.color = try readColor(a)
                    case ("color", "NSBackgroundColor"): run.backgroundColor = try readColor(a)
                    case ("color", "NSUnderlineColor"): run.underlineColor = try readColor(a)
                    case ("color", "NSStrikethroughColor"): run.strikethroughColor = try readColor(a)
                    case ("font", "NSFont"): run.font = try readFontElement(a)
                    case ("fontDescription", "NSFont"): run.font = try readFontDescription(a)
                    case (_, "NSKern"): run.kern = try number(a, "value")
                    case (_, "NSUnderline"): run.underlineStyle = try styleValue(a)
                    case (_, "NSStrikethrough"): run.strikethroughStyle = try styleValue(a)
                    case ("paragraphStyle", _):
                        run.alignment = a["alignment"]; run.lineBreakMode = a["lineBreakMode"]
                        run.paragraphStyle = try readParagraphStyle(a)
                    default: continue
                    }
                }
            }
            runs.append(run)
        }
        return NibAttributedString(runs: runs)
    }

    /// `<paragraphStyle>`'s spacing and indents (absent: 0).
    func readParagraphStyle(_ a: XIBElement) throws -> NibParagraphStyle {
        var p = NibParagraphStyle()
        p.lineSpacing = try number(a, "lineSpacing") ?? 0
        p.paragraphSpacing = try number(a, "paragraphSpacing") ?? 0
        p.paragraphSpacingBefore = try number(a, "paragraphSpacingBefore") ?? 0
        p.lineHeightMultiple = try number(a, "lineHeightMultiple") ?? 0
        p.minimumLineHeight = try number(a, "minimumLineHeight") ?? 0
        p.maximumLineHeight = try number(a, "maximumLineHeight") ?? 0
        p.firstLineHeadIndent = try number(a, "firstLineHeadIndent") ?? 0
        p.headIndent = try number(a, "headIndent") ?? 0
        p.tailIndent = try number(a, "tailIndent") ?? 0
        return p
    }

    /// An `<integer key="NSUnderline" value="1"/>`: a whole NSUnderlineStyle value.
    func styleValue(_ a: XIBElement) throws -> Int? {
        guard let v = try number(a, "value") else { return nil }
        guard let i = Int(exactly: v.rounded()), abs(i) < 1 << 20 else {
            throw fail("\(a.key ?? a.name)=\"\(a["value"] ?? "")\" is not an underline style", a)
        }
        return i
    }

    /// The runtime attribute types whose value UIKit sets as a scalar or a structure.
    ///
    /// IB writes `<nil key="value"/>` for a value field left empty in its inspector, and opens
    /// and draws such a file. The nib loader hands the nil to `setValue(_:forKeyPath:)`; for a
    /// scalar or structure property that is `setNilValueForKey(_:)`, whose default raises, and
    /// UIKit logs the inspected property it failed to set ("Failed to set (…) user defined
    /// inspected property") and goes on loading, as IB's canvas ignores an attribute that raises.
    /// So such an attribute is skipped with a warning, the rest of the file loaded.
    static let scalarRuntimeAttributeTypes: Set<String> = ["boolean", "number", "point", "size", "rect", "range"]

    /// Reads a `<userDefinedRuntimeAttributes>` block.
    func readRuntimeAttributes(_ e: XIBElement) throws -> [NibRuntimeAttribute] {
        var out: [NibRuntimeAttribute] = []
        for a in e.children("userDefinedRuntimeAttribute") {
            guard let keyPath = a["keyPath"], !keyPath.isEmpty else {
                warn("userDefinedRuntimeAttribute without a keyPath; ignored", a); continue
            }
            let type = a["type"] ?? "string"
            let valueChild = a.child(key: "value")
            if a["value"] == nil, valueChild?.name == "nil", Self.scalarRuntimeAttributeTypes.contains(type) {
                warn("\(type) runtime attribute \(keyPath) has no value (<nil key=\"value\"/>, an empty field in IB's inspector); not set", a)
                continue
            }
            let value: NibRuntimeAttribute.Value
            switch type {
            case "boolean":
                value = .boolean((a["value"] ?? valueChild?["value"]) == "YES")
            case "number":
                if let v = try number(a, "value") { value = .number(v) }
                else if let c = valueChild, let v = try number(c, "value") { value = .number(v) }
                else { throw fail("number runtime attribute \(keyPath) has no value", a) }
            case "string":
                value = .string(a["value"] ?? valueChild?.text ?? "")
            case "localizedString":
                value = .localizedString(a["value"] ?? valueChild?.text ?? "")
            case "color":
                guard let c = valueChild else { throw fail("color runtime attribute \(keyPath) has no <color key=\"value\">", a) }
                guard let color = try readColor(c) else { continue }
                value = .color(color)
            case "point":
                guard let c = valueChild else { throw fail("point runtime attribute \(keyPath) has no value", a) }
                value = .point(CGPoint(x: try number(c, "x") ?? 0, y: try number(c, "y") ?? 0))
            case "size":
                guard let c = valueChild else { throw fail("size runtime attribute \(keyPath) has no value", a) }
                value = .size(CGSize(width: try number(c, "width") ?? 0, height: try number(c, "height") ?? 0))
            case "rect":
                guard let c = valueChild else { throw fail("rect runtime attribute \(keyPath) has no value", a) }
                value = .rect(try rect(c))
            case "range":
                guard let c = valueChild else { throw fail("range runtime attribute \(keyPath) has no value", a) }
                func whole(_ name: String) throws -> Int {
                    let v = try number(c, name) ?? 0
                    guard let i = Int(exactly: v.rounded()) else { throw fail("\(name)=\"\(c[name] ?? "")\" on <\(c.name)> is out of range", c) }
                    return i
                }
                value = .range(location: try whole("location"), length: try whole("length"))
            case "image":
                value = .image(a["value"] ?? "")
            case "nil":
                value = .null
            default:
                warn("unknown runtime attribute type \"\(type)\" for \(keyPath); ignored", a); continue
            }
            out.append(NibRuntimeAttribute(keyPath: keyPath, value: value, location: loc(a)))
        }
        return out
    }
}
