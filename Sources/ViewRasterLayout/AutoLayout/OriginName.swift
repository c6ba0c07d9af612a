/// A name a system constraint's origin carries for its description and for the checks that
/// tell which attribute a pin fixes (`"minX"`, `"width <="`, `"(hugging)"`, …): one byte, not a
/// 16-byte `String`, so a `ConstraintOrigin` — and each of a pass's compiled constraints, which
/// a 10,000-view tree makes 40,000 of — stays small.
///
/// Written and compared as one of the static names (`what == .width`: no lookup); a string
/// literal also names one (`OriginName(stringLiteral:)`, checked against the list), and it is
/// interpolated (`"\(what)"`) as the string it names.
struct OriginName: Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let code: UInt8

    private static let names = ["minX", "minY", "width", "height", "width <=", "height <=", "width >=", "height >=",
                                "(hugging)", "(compression resistance)"]

    private init(code: UInt8) { self.code = code }

    /// The name spelled `value`, which must be one of the names above.
    init(stringLiteral value: String) {
        guard let i = Self.names.firstIndex(of: value) else { preconditionFailure("not an origin name: \(value)") }
        code = UInt8(i)
    }

    /// The name as written.
    var description: String { Self.names[Int(code)] }

    static let minX = OriginName(code: 0)
    static let minY = OriginName(code: 1)
    static let width = OriginName(code: 2)
    static let height = OriginName(code: 3)
    /// `width <=` (hugging), `height <=`, `width >=` (compression resistance), `height >=`.
    static let widthAtMost = OriginName(code: 4)
    static let heightAtMost = OriginName(code: 5)
    static let widthAtLeast = OriginName(code: 6)
    static let heightAtLeast = OriginName(code: 7)
    static let hugging = OriginName(code: 8)
    static let compressionResistance = OriginName(code: 9)
}
