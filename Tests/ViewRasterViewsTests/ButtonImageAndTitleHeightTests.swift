import Testing
import Foundation
@testable import ViewRasterViews

/// A legacy button (no configuration, no content insets) with a title and an image is as tall as
/// the taller of the two, with none of the 6 pt above and below that a title alone gets: IB stores
/// shreya-90's radio buttons (a 24 pt image and a 13–19 pt title) 24 pt tall, and tuancuong009's
/// (a 20 pt image and a 13 pt title) 20 pt.
@MainActor
struct ButtonImageAndTitleHeightTests {
    func button(_ title: String, size: CGFloat, image side: CGFloat?) -> Button {
        let b = Button(type: .custom)
        b.titleLabel.font = .systemFont(ofSize: size)
        b.setTitle(title, for: .normal)
        if let side { b.setImage(Image(placeholderOfSize: CGSize(width: side, height: side)), for: .normal) }
        return b
    }

    @Test func aTitleBesideATallerImageIsTheImagesHeight() {
        // 13 pt system title: one line 15.5 pt (1.193 em), under the 24 pt image.
        let b = button("Male", size: 13, image: 24)
        #expect(b.intrinsicContentSize.height == 24)
        // Alone the title is its whole-point line, 16, and 6 pt above and below: 28.
        #expect(button("Male", size: 13, image: nil).intrinsicContentSize.height == 28)
    }

    @Test func aTitleTallerThanItsImageIsItsLinesHeight() {
        // 17 pt system title: one line 20.29 pt, rounded up to whole points as a title is, 21 —
        // taller than the 10 pt image; alone it would be 21 + 12 = 33.
        #expect(button("Female", size: 17, image: 10).intrinsicContentSize.height == 21)
    }

    @Test func theWidthIsTheImagePlusTheTitle() {
        let alone = button("Male", size: 13, image: nil).intrinsicContentSize.width
        #expect(button("Male", size: 13, image: 24).intrinsicContentSize.width == alone + 24)
    }

    @Test func contentInsetsStillAddToTheTallerOfTheTwo() {
        let b = button("Male", size: 13, image: 24)
        b.contentEdgeInsets = EdgeInsets(top: 3, left: 0, bottom: 5, right: 0)
        #expect(b.intrinsicContentSize.height == 32)
    }
}
