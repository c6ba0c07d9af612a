import Testing
import Foundation
@testable import ViewRasterViews

/// A system button with a short title is 30 pt wide, as UIKit sizes it and IB stores it ("OK",
/// "no", "Edit" at 30 pt); a custom button, and a system button whose title is wider, take the
/// title's width.
@MainActor
struct ButtonMinimumWidthTests {
    func button(_ type: Button.ButtonType, _ title: String) -> Button {
        let b = Button(type: type)
        b.setTitle(title, for: .normal)
        b.sizeToFit()
        return b
    }

    @Test func aShortTitledSystemButtonIsThirtyPointsWide() {
        let system = button(.system, "OK"), custom = button(.custom, "OK")
        #expect(custom.frame.width > 0 && custom.frame.width < 30, "the title alone: \(custom.frame.width)")
        #expect(system.frame.width == 30)
        #expect(system.frame.height == custom.frame.height)
    }

    @Test func aWiderTitleKeepsItsWidth() {
        let system = button(.system, "Try Again"), custom = button(.custom, "Try Again")
        #expect(system.frame.width > 30)
        #expect(system.frame.width == custom.frame.width)
    }

    @Test func contentInsetsAndUntitledButtonsKeepTheirSizes() {
        let inset = Button(type: .system)
        inset.setTitle("OK", for: .normal)
        inset.contentEdgeInsets = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        let custom = button(.custom, "OK")
        #expect(inset.intrinsicContentSize.width == custom.frame.width + 2)
        #expect(Button(type: .system).intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test func aButtonMeasuresItsTitleAgainWhenTheTitleTheStateOrTheFontChanges() {
        // Each size is the one a new button given the same title and font measures.
        func fresh(_ title: String, _ font: Font) -> CGSize {
            let b = Button(type: .custom)
            b.titleLabel.font = font
            b.setTitle(title, for: .normal)
            return b.intrinsicContentSize
        }
        let small = Font.systemFont(ofSize: 15), large = Font.systemFont(ofSize: 30)
        let b = Button(type: .custom)
        b.titleLabel.font = small
        b.setTitle("Go", for: .normal)
        b.setTitle("Going on", for: .highlighted)
        #expect(b.intrinsicContentSize == fresh("Go", small))
        b.setTitle("Stop", for: .normal)
        #expect(b.intrinsicContentSize == fresh("Stop", small))
        b.isHighlighted = true
        #expect(b.intrinsicContentSize == fresh("Going on", small))
        b.isHighlighted = false
        b.titleLabel.font = large
        #expect(b.intrinsicContentSize == fresh("Stop", large))
        #expect(fresh("Stop", large).width > fresh("Stop", small).width && fresh("Going on", small).width > fresh("Stop", small).width)
    }
}
