import Foundation

/// The glyphs of UIKit's system button types on iOS 13 and later, drawn as paths: `.contactAdd`
/// is SF Symbols' `plus.circle`, `.infoLight`, `.infoDark` and `.detailDisclosure` are
/// `info.circle`, in the tint color; `.close` is a 30 pt grey disc with an `xmark`.
///
/// Metrics of `plus.circle` measured on iOS's own render (swift-snapshot-testing's
/// `testUIView`, a `.contactAdd` button at @3x: a 24⅓×23⅔ pt image), by least squares of the
/// exact-area coverage of a centred ring and plus against the image's alpha: the ring's
/// outer radius 10.813 pt and inner 9.281 pt (a 1.532 pt stroke on a 10.047 pt circle), the
/// plus 10.4 pt across with 1.522 pt round-capped strokes. At a 0.03 px shift an anti-aliased
/// rim pixel already moves by 8/255, so the fit is to a few thousandths of a point.
@MainActor
enum ButtonSystemGlyph {
    /// The glyph image's size for `type` (what `UIButton(type:)` sizes its frame to); nil for
    /// types without a glyph.
    static func size(for type: Button.ButtonType) -> CGSize? {
        switch type {
        case .contactAdd, .infoLight, .infoDark, .detailDisclosure: CGSize(width: 73.0 / 3, height: 71.0 / 3)
        case .close: CGSize(width: 30, height: 30)
        case .custom, .system: nil
        }
    }

    /// The ring's centre-line radius and stroke of the circled glyphs.
    static let ringRadius: CGFloat = 10.047
    static let ringWidth: CGFloat = 1.532

    /// Records `type`'s glyph centred in `rect` in `color`.
    static func draw(_ type: Button.ButtonType, in rect: CGRect, color: Color, recorder: DisplayRecorder) {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        switch type {
        case .contactAdd:
            ring(at: c, color: color, recorder)
            var plus = Path()
            let arm: CGFloat = 4.438   // the straight half-length; the round caps add 0.761
            plus.move(to: CGPoint(x: c.x - arm, y: c.y)); plus.line(to: CGPoint(x: c.x + arm, y: c.y))
            plus.move(to: CGPoint(x: c.x, y: c.y - arm)); plus.line(to: CGPoint(x: c.x, y: c.y + arm))
            recorder.stroke(plus, color: color, style: StrokeStyle(width: 1.522, cap: .round))
        case .infoLight, .infoDark, .detailDisclosure:
            ring(at: c, color: color, recorder)
            // The "i": a dot above a stem with a serif at its top left and a foot below.
            recorder.fill(Path(ellipseIn: CGRect(x: c.x - 1.2, y: c.y - 6.3, width: 2.4, height: 2.4)), color: color)
            var i = Path(rect: CGRect(x: c.x - 0.8, y: c.y - 2.2, width: 1.6, height: 7))
            i.append(Path(rect: CGRect(x: c.x - 2.4, y: c.y - 2.2, width: 1.6, height: 1.3)))
            i.append(Path(rect: CGRect(x: c.x - 2.6, y: c.y + 3.9, width: 5.2, height: 1.3)))
            recorder.fill(i, color: color)
        case .close:
            recorder.fill(Path(ellipseIn: CGRect(x: c.x - 15, y: c.y - 15, width: 30, height: 30)), color: .tertiarySystemFill)
            var x = Path()
            let a: CGFloat = 4.5
            x.move(to: CGPoint(x: c.x - a, y: c.y - a)); x.line(to: CGPoint(x: c.x + a, y: c.y + a))
            x.move(to: CGPoint(x: c.x + a, y: c.y - a)); x.line(to: CGPoint(x: c.x - a, y: c.y + a))
            recorder.stroke(x, color: .secondaryLabel, style: StrokeStyle(width: 2, cap: .round))
        case .custom, .system:
            break
        }
    }

    private static func ring(at c: CGPoint, color: Color, _ recorder: DisplayRecorder) {
        let r = ringRadius
        recorder.stroke(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)),
                        color: color, style: StrokeStyle(width: ringWidth))
    }
}
