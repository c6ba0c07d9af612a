import Foundation
import Testing
@testable import ViewRasterViews

/// A rounded-rect text field's height comes from its font, as IB stores and iOS draws it: since
/// iOS 13 at least 34 pt (IB's Xcode 11 and later store system 14 pt fields 34 pt tall); on iOS
/// 12 (`roundedRectMinimumHeight` 0) 30 pt at system 14 (IB's old default font), 34 pt at
/// system 17. LeonardoPiovezan's iOS 12 login screen shows the 30 pt fields.
@MainActor
@Suite struct TextFieldIntrinsicSizeTests {
    func field(_ size: CGFloat, _ style: TextField.BorderStyle = .roundedRect) -> TextField {
        let f = TextField(frame: .zero)
        f.borderStyle = style
        f.font = .systemFont(ofSize: size)
        f.placeholder = "Email"
        return f
    }

    @Test func roundedRectHeightFollowsTheFont() {
        #expect(field(14).intrinsicContentSize.height == 34)
        #expect(field(17).intrinsicContentSize.height == 34)
        // 24 pt: its line height rounded up (SF's 2444/2048 em: 28.64 → 29) plus 13.
        #expect(field(24).intrinsicContentSize.height == 42)
    }

    @Test func iOS12RoundedRectHasNoFloor() {
        func legacy(_ size: CGFloat) -> CGFloat {
            let f = field(size)
            f.roundedRectMinimumHeight = 0
            return f.intrinsicContentSize.height
        }
        #expect(legacy(14) == 30)
        #expect(legacy(17) == 34)
        #expect(legacy(24) == 42)
    }

    /// A borderless field is its line height plus 1.5 pt on the pixel grid since iOS 13.4
    /// (IB from Xcode 11.4 stores body 17 pt fields 22 pt tall, 15 pt ones 19.5 at @2x); a
    /// secure one, and any before iOS 13.4 (`borderlessHeightPadding` 0), its line height
    /// rounded up to whole points (21 at 17 pt).
    @Test func borderlessHeightFollowsTheLineHeight() {
        let body = field(17, .none)
        #expect(body.borderlessHeight(lineHeight: body.font.lineHeight, scale: 2) == 22)
        #expect(body.borderlessHeight(lineHeight: body.font.lineHeight, scale: 3) == 22)
        let small = field(15, .none)
        #expect(small.borderlessHeight(lineHeight: small.font.lineHeight, scale: 2) == 19.5)
        #expect(abs(small.borderlessHeight(lineHeight: small.font.lineHeight, scale: 3) - 59.0 / 3) < 1e-9)
        body.isSecureTextEntry = true
        #expect(body.borderlessHeight(lineHeight: body.font.lineHeight, scale: 2) == 21)
        let old = field(17, .none)
        old.borderlessHeightPadding = 0
        #expect(old.borderlessHeight(lineHeight: old.font.lineHeight, scale: 2) == 21)
    }

    @Test func autoLayoutGivesTheFieldItsHeight() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let f = field(14)
        f.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(f)
        LayoutConstraint.activate([
            f.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            f.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            f.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        #expect(f.frame == CGRect(x: 16, y: 20, width: 288, height: 34))
    }
}
