import Testing
import Foundation
@testable import ViewRasterViews

/// A button's title label is made when first asked for (as UIKit's `titleLabel`); what the
/// button was given before — font, line break mode, Dynamic Type flag — is what the label
/// then holds, and what is set on the label afterwards is what the button measures.
@MainActor
struct ButtonTitleLabelTests {
    @Test func theLabelMadeOnFirstAskHoldsWhatTheButtonWasGiven() {
        let b = Button(type: .system)
        b.titleFont = .systemFont(ofSize: 20)
        b.titleLineBreakMode = .byWordWrapping
        b.titleAdjustsFontForContentSizeCategory = true
        let label = b.titleLabel
        #expect(label.font == Font.systemFont(ofSize: 20))
        #expect(label.lineBreakMode == .byWordWrapping)
        #expect(label.adjustsFontForContentSizeCategory)
        #expect(b.titleLabel === label)
    }

    @Test func aNewButtonsLabelHasTheFifteenPointSystemFontAndMiddleTruncation() {
        let label = Button(type: .custom).titleLabel
        #expect(label.font == Font.systemFont(ofSize: 15))
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        #expect(!label.adjustsFontForContentSizeCategory)
    }

    @Test func aFontSetOnTheLabelSizesTheButtonAsOneGivenItBeforeTheLabelWasMade() {
        let throughLabel = Button(type: .custom)
        throughLabel.setTitle("Start", for: .normal)
        let before = throughLabel.intrinsicContentSize
        throughLabel.titleLabel.font = .systemFont(ofSize: 30)
        let direct = Button(type: .custom)
        direct.setTitle("Start", for: .normal)
        direct.titleFont = .systemFont(ofSize: 30)
        #expect(throughLabel.intrinsicContentSize == direct.intrinsicContentSize)
        #expect(throughLabel.intrinsicContentSize.height > before.height)
        #expect(direct.titleFont == Font.systemFont(ofSize: 30))
    }
}
