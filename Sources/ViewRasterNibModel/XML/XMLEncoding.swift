import Foundation

/// The text encodings a xib may be written in, and their decoding to the UTF-8 the XML parser
/// is given. Xcode writes UTF-8; the XML specification requires every parser to read UTF-8 and
/// UTF-16 as well. Any other declared encoding is refused before the parser sees the bytes:
/// libxml2 would convert it through iconv, and a markup declaration spelled in another
/// encoding (`+ADw-!DOCTYPE` in UTF-7) would then escape every check made on the raw bytes.
enum XMLEncoding {
    /// The bytes of `data` as UTF-8 without a byte order mark, with any `encoding="…"`
    /// pseudo-attribute of the XML declaration blanked out (the parser then reads UTF-8, and
    /// columns stay where they were). Refuses encodings other than UTF-8 and UTF-16 and
    /// UTF-16 that does not decode, naming the line and column.
    static func utf8(_ data: Data, file: String) throws -> Data {
        let bytes = [UInt8](data)
        var text: [UInt8]
        let isUTF16: Bool
        switch (bytes.count >= 2 ? bytes[0] : nil, bytes.count >= 2 ? bytes[1] : nil) {
        case (0xFF, 0xFE): text = try decodeUTF16(bytes.dropFirst(2), bigEndian: false, file: file); isUTF16 = true
        case (0xFE, 0xFF): text = try decodeUTF16(bytes.dropFirst(2), bigEndian: true, file: file); isUTF16 = true
        case (0x3C, 0x00): text = try decodeUTF16(bytes[...], bigEndian: false, file: file); isUTF16 = true
        case (0x00, 0x3C): text = try decodeUTF16(bytes[...], bigEndian: true, file: file); isUTF16 = true
        default:
            text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            isUTF16 = false
        }
        if let (attribute, declared) = declaredEncoding(text) {
            let name = String(decoding: text[declared], as: UTF8.self)
            let family = name.lowercased().replacingOccurrences(of: "-", with: "")
            guard family == "utf8" || family == "utf16" else {
                throw NibError(.refused, "the \(name) encoding is not accepted (a xib is UTF-8 or UTF-16)",
                               at: NibLocation(file: file, line: 1, column: declared.lowerBound + 1))
            }
            guard (family == "utf16") == isUTF16 else {
                throw NibError(.refused, "the file declares \(name) but is written in \(isUTF16 ? "UTF-16" : "UTF-8")",
                               at: NibLocation(file: file, line: 1, column: declared.lowerBound + 1))
            }
            for k in attribute { text[k] = 0x20 }
        }
        return Data(text)
    }

    /// The `encoding="NAME"` pseudo-attribute of the XML declaration at the start of `text`,
    /// if any: the whole attribute's bytes and the name's.
    static func declaredEncoding(_ text: [UInt8]) -> (attribute: Range<Int>, name: Range<Int>)? {
        guard text.starts(with: Array("<?xml".utf8)), text.count > 5, isSpace(text[5]) else { return nil }
        var end = 5
        while end + 1 < text.count, !(text[end] == 0x3F && text[end + 1] == 0x3E) { end += 1 }
        let declaration = Array(text[0..<end])
        let key = Array("encoding".utf8)
        var i = 5
        while i + key.count <= declaration.count {
            if isSpace(declaration[i - 1]), Array(declaration[i..<(i + key.count)]) == key {
                var j = i + key.count
                while j < declaration.count, isSpace(declaration[j]) { j += 1 }
                guard j < declaration.count, declaration[j] == 0x3D else { return nil }
                j += 1
                while j < declaration.count, isSpace(declaration[j]) { j += 1 }
                guard j < declaration.count, declaration[j] == 0x22 || declaration[j] == 0x27 else { return nil }
                let quote = declaration[j]
                let start = j + 1
                guard let close = declaration[start...].firstIndex(of: quote) else { return nil }
                return (i..<(close + 1), start..<close)
            }
            i += 1
        }
        return nil
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// Decodes UTF-16 code units to UTF-8, refusing an odd byte count and unpaired surrogates.
    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String) throws -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i + 1 < bytes.endIndex {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            i += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        var line = 1, column = 1
        var iterator = units.makeIterator()
        var parser = Unicode.UTF16.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let unit):
                let scalar = Unicode.UTF16.decode(unit)
                out.append(contentsOf: Unicode.UTF8.encode(scalar)!)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                guard bytes.count % 2 == 0 else {
                    throw NibError(.malformedXML, "malformed XML: the file is UTF-16 with an odd number of bytes",
                                   at: NibLocation(file: file, line: line, column: column))
                }
                return out
            case .error:
                throw NibError(.malformedXML, "malformed XML: the file is not valid UTF-16 (an unpaired surrogate)",
                               at: NibLocation(file: file, line: line, column: column))
            }
        }
    }
}
