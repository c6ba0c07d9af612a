import Foundation
import Testing
import ViewRaster

/// Attributed text and autoshrink written exactly as for UIKit, through `import ViewRaster`
/// alone: Foundation's `NSMutableAttributedString` with UIKit's keys, `NSMutableParagraphStyle`,
/// `NSUnderlineStyle.single.rawValue`. Sizes follow from UIKit's rules: line spacing goes
/// between lines, kern after every character, and the intrinsic size ignores autoshrink.
@MainActor
@Suite struct UIKitAttributedTextTests {
    /// A UIKit-style terms label (as Blockchain's KYC screen builds it).
    func termsLabel() -> UILabel {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        style.lineBreakMode = .byWordWrapping
        let text = NSMutableAttributedString(string: "By hitting Submit, you agree to our Terms of Service",
                                             attributes: [.font: UIFont.systemFont(ofSize: 12),
                                                          .foregroundColor: UIColor.darkGray,
                                                          .paragraphStyle: style])
        text.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue,
                            .foregroundColor: UIColor.systemBlue],
                           range: (text.string as NSString).range(of: "Terms of Service"))
        let label = UILabel()
        label.numberOfLines = 2
        label.attributedText = text
        return label
    }

    @Test func aParagraphStyledLabelMeasuresAsUIKit() {
        let label = termsLabel()
        let font = UIFont.systemFont(ofSize: 12)
        #expect(label.textAlignment == .center && label.lineBreakMode == .byWordWrapping)
        // One line: no line spacing. Two lines at a width that wraps it: one 4 pt gap.
        // UILabel rounds its intrinsic size up to the screen's pixel grid (@2x here).
        #expect(label.intrinsicContentSize.height == ceil(font.lineHeight * 2) / 2)
        let width = ceil(font.width(of: "By hitting Submit, you agree to our Terms of Service") * 0.7)
        #expect(label.sizeThatFits(CGSize(width: width, height: 1000)).height == ceil(2 * font.lineHeight + 4))
    }

    @Test func theUnderlinedRangeIsDrawnInItsColor() throws {
        let label = termsLabel()
        label.frame = CGRect(x: 0, y: 0, width: 400, height: 30)
        let list = label.displayList(scale: 1)
        var underlines: [UIColor] = []
        for case .fill(_, let color, _) in list.ops { underlines.append(color) }
        #expect(underlines == [UIColor.systemBlue.resolvedColor(with: label.traitCollection)])
    }

    @Test func kernAndAutoshrinkAsUIKit() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.attributedText = NSAttributedString(string: "Kerned", attributes: [.kern: 2.0, .font: UIFont.systemFont(ofSize: 17)])
        let plain = UIFont.systemFont(ofSize: 17).width(of: "Kerned")
        // Six kerned characters, rounded up to the @2x pixel grid as UILabel's size is.
        #expect(label.intrinsicContentSize.width == ceil((plain + 6 * 2) * 2) / 2)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.baselineAdjustment = UIBaselineAdjustment.alignCenters
        // Autoshrink changes what is drawn, not the intrinsic size.
        #expect(label.intrinsicContentSize.width == ceil((plain + 6 * 2) * 2) / 2)
        var sizes: [CGFloat] = []
        for case .glyphs(let run) in label.displayList(scale: 1).ops { sizes.append(run.size) }
        #expect(sizes.count == 1 && sizes[0] < 17 && sizes[0] >= 8.5)
    }
}
