import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterTesting
import ViewRasterRendering
import ViewRasterRaster

/// Bars, cells and flow layouts mirror right to left as UIKit's do under
/// `effectiveUserInterfaceLayoutDirection == .rightToLeft` (Apple's HIG "Right to left": the
/// back button at the right pointing right, bar items and tabs in reversed order, table rows
/// with the image and title at the right and the accessory at the left, collections flowing from
/// the right). Frames derived by hand from the left-to-right metrics mirrored in the bar's
/// width (x′ = width − maxX); the references `Snapshots/RightToLeftBarsAndCellsTests/*.png`
/// were looked at.
@MainActor
@Suite struct RightToLeftBarsAndCellsTests {
    typealias B = BarsAndControlsTests

    /// `rtl` or `ltr` as the current direction asks (a typed helper: inline ternaries of
    /// literals are slow to type-check).
    nonisolated static func pick(_ rtl: Bool, _ r: CGFloat, _ l: CGFloat) -> CGFloat { rtl ? r : l }

    func stage(_ direction: TraitEnvironmentLayoutDirection) -> Stage {
        Stage(.frame, scale: 2, traits: TraitCollection(layoutDirection: direction))
    }

    /// The frames of the bar's item views (`BarButtonItemView`), in subview order.
    func itemFrames(_ v: View) -> [CGRect] { v.subviews.compactMap { $0 as? BarButtonItemView }.map(\.frame) }

    /// The same bars as `BarsAndControlsTests.barsDrawTheirItems` (`BarScene`), right to left.
    @Test func barsMirror() throws {
        for direction in [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let st = stage(direction)
            try st.within {
                let rtl = direction == .rightToLeft
                func m(_ r: CGFloat, _ l: CGFloat) -> CGFloat { Self.pick(rtl, r, l) }
                let scene = BarScene()
                let (root, nav, back, toolbar) = (scene.root, scene.nav, scene.back, scene.toolbar)

                // Cancel (left item) and Done (right item) swap sides, 16 pt from the edges.
                let navFrames = itemFrames(nav)
                #expect(navFrames.count == 2)
                let (cancel, done) = (navFrames[0], navFrames[1])
                #expect((rtl ? cancel.maxX : cancel.minX) == m(304, 16))
                #expect((rtl ? done.minX : done.maxX) == m(16, 304))
                // The back button 8 pt from the leading edge: its right end at 312 right to left.
                let backFrame = try #require(itemFrames(back).first)
                #expect((rtl ? backFrame.maxX : backFrame.minX) == m(312, 8))
                // Reset at the leading margin, the add glyph (22 pt) at the trailing one.
                let tools = itemFrames(toolbar)
                #expect((rtl ? tools[0].maxX : tools[0].minX) == m(304, 16))
                let addX = m(16, 282)
                #expect(tools[1] == CGRect(x: addX, y: 0, width: 22, height: 44))

                // Drawn on the stage, with its traits (a bare `render` would take the default ones).
                st.mount(root)
                let canvas = try st.render()
                let (leading, trailing) = rtl ? (CGFloat(160), CGFloat(0)) : (CGFloat(0), CGFloat(160))
                // The title stays centred, in label black.
                #expect(B.count(canvas, CGRect(x: 135, y: 10, width: 50, height: 24), scale: 2, B.isDark) > 60)
                // Right to left: Done (semibold) at the left margin, Cancel at the right one.
                #expect(B.count(canvas, CGRect(x: m(16, 260), y: 10, width: 44, height: 24), scale: 2, B.isBlue) > 60)
                #expect(B.count(canvas, CGRect(x: m(249, 16), y: 10, width: 55, height: 24), scale: 2, B.isBlue) > 60)
                // The back chevron's 12 pt box at 300…312 and "Mail" to its left at up to 294.
                #expect(B.count(canvas, CGRect(x: m(300, 8), y: 81, width: 12, height: 22), scale: 2, B.isBlue) > 40)
                #expect(B.count(canvas, CGRect(x: m(254, 26), y: 80, width: 40, height: 24), scale: 2, B.isBlue) > 40)
                if rtl {
                    // The chevron points right: its tip (x = 310.5, at the bar's middle) is ink,
                    // while the left-pointing tip's place (301.5) is not.
                    let tip = canvas.pixel(x: 2 * 310, y: 2 * 92), open = canvas.pixel(x: 2 * 302, y: 2 * 92)
                    #expect(B.isBlue(tip.r, tip.g, tip.b))
                    #expect(!B.isBlue(open.r, open.g, open.b))
                }
                // The add glyph's strokes cross at x = 27 right to left (293 left to right).
                let plus = canvas.pixel(x: Int(2 * m(27, 293)), y: 2 * 152)
                #expect(B.isBlue(plus.r, plus.g, plus.b))
                // The first (selected, blue) tab is the leading column.
                #expect(B.count(canvas, CGRect(x: leading, y: 225, width: 160, height: 14), scale: 2, B.isBlue) > 20)
                #expect(B.count(canvas, CGRect(x: trailing, y: 225, width: 160, height: 14), scale: 2, B.isBlue) == 0)
                if rtl { assertSnapshot(of: canvas, as: .image, named: "bars-rtl") }
            }
        }
    }

    /// A value1 row with a disclosure chevron and a default row with a 29 pt image and a
    /// checkmark, in a 320 pt plain table (16 pt margins, separators inset 16 pt).
    @Test func cellsMirror() throws {
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                if indexPath.row == 0 {
                    let c = TableViewCell(style: .value1, reuseIdentifier: nil)
                    c.textLabel?.text = "Wi-Fi"
                    c.detailTextLabel?.text = "Home"
                    c.accessoryType = .disclosureIndicator
                    return c
                }
                let c = TableViewCell(style: .default, reuseIdentifier: nil)
                c.textLabel?.text = "Photos"
                c.imageView?.image = Image(placeholderOfSize: CGSize(width: 29, height: 29))
                c.accessoryType = .checkmark
                return c
            }
        }
        for direction in [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let st = stage(direction)
            try st.within {
                let rtl = direction == .rightToLeft
                func m(_ r: CGFloat, _ l: CGFloat) -> CGFloat { Self.pick(rtl, r, l) }
                let source = Rows()
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
                table.dataSource = source
                table.layoutIfNeeded()
                let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
                let photos = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
                // The chevron takes 16 + 14⅓ pt: the content view is 289⅔ pt wide, at the right
                // (x = 30⅓) right to left.
                let cv = wifi.contentView.frame
                let room: CGFloat = 16 + 43.0 / 3
                #expect(abs(cv.width - (320 - room)) < 1e-6)
                #expect(abs(cv.minX - (rtl ? room : 0)) < 1e-6)
                // A style view's frame in its cell: offset by the content view's origin.
                @MainActor func inCell(_ v: View?) -> CGRect { v.map { $0.frame.offsetBy(dx: wifi.contentView.frame.minX, dy: 0) } ?? .null }
                @MainActor func inPhotos(_ v: View?) -> CGRect { v.map { $0.frame.offsetBy(dx: photos.contentView.frame.minX, dy: 0) } ?? .null }
                // The title at the leading margin: ends at 304 right to left; the detail 8 pt
                // short of the content view's trailing end: starts at 30⅓ + 8.
                let title = inCell(wifi.textLabel), detail = inCell(wifi.detailTextLabel)
                let chevronRoom: CGFloat = 16 + 43.0 / 3
                let titleEdge: CGFloat = rtl ? title.maxX : title.minX
                let detailEdge: CGFloat = rtl ? detail.minX : detail.maxX
                let wantedDetailEdge: CGFloat = rtl ? chevronRoom + 8 : 320 - chevronRoom - 8
                #expect(abs(titleEdge - m(304, 16)) < 1e-6)
                #expect(abs(detailEdge - wantedDetailEdge) < 1e-6)
                // The image at the leading margin, the title 15 pt after it.
                let image = inPhotos(photos.imageView), photoTitle = inPhotos(photos.textLabel)
                let wantedImage = CGRect(x: m(275, 16), y: 7, width: 29, height: 29)
                #expect(image == wantedImage)
                let photoTitleEdge: CGFloat = rtl ? photoTitle.maxX : photoTitle.minX
                #expect(abs(photoTitleEdge - m(260, 60)) < 1e-6)

                st.mount(table)
                let canvas = try st.render()
                // Row 0's separator (y = 43.5 pt, the last pixel row of the 44 pt row) runs from
                // the right-to-left start, x = 0, to 304: inset 16 pt on the right.
                let sepY = 87
                @MainActor func grey(_ x: CGFloat) -> Bool { let p = canvas.pixel(x: Int(2 * x), y: sepY); return p.r < 230 && p.r > 150 }
                #expect(grey(m(5, 315)))
                #expect(!grey(m(310, 8)))
                // The chevron (tertiaryLabel) points to the trailing edge: its tip at 17 pt right
                // to left (303 left to right) at the row's middle, its arms 6 pt inwards.
                @MainActor func ink(_ x: CGFloat, _ y: CGFloat) -> Bool { canvas.pixel(x: Int(2 * x), y: Int(2 * y)).r < 240 }
                #expect(ink(m(17.5, 302.5), 21.75))
                #expect(!ink(m(23.5, 296.5), 21.75))
                #expect(ink(m(20, 300), 18.67))
                // The checkmark's box: 14 pt at the trailing margin, x 16…30 right to left.
                #expect(B.count(canvas, CGRect(x: m(16, 290), y: 58, width: 14, height: 14), scale: 2, B.isBlue) > 20)
                #expect(B.count(canvas, CGRect(x: m(290, 16), y: 58, width: 14, height: 14), scale: 2, B.isBlue) == 0)
                if rtl { assertSnapshot(of: canvas, as: .image, named: "cells-rtl") }
            }
        }
    }

    /// Five 100 pt items, 10 pt insets, 375 pt wide (`CollectionViewTests`' grid): right to
    /// left the first item is at the right, x = 375 − 10 − 100 = 265, the third at 10.
    @Test func flowLayoutsRunRightToLeft() throws {
        stage(.rightToLeft).within {
            let f = CollectionViewFlowLayout()
            f.itemSize = CGSize(width: 100, height: 100)
            f.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            #expect(f.flipsHorizontallyInOppositeLayoutDirection)
            #expect(!CollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
            let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: f)
            cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
            let source = SwatchSource([5])
            cv.dataSource = source
            cv.layoutIfNeeded()
            let xs = (0..<5).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
            #expect(xs == [265, 137.5, 10, 265, 10])
            #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 265, y: 10, width: 100, height: 100))
            // Forced left to right, the grid is UIKit's usual.
            cv.semanticContentAttribute = .forceLeftToRight
            cv.setNeedsLayout()
            cv.layoutIfNeeded()
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 10)
        }
    }

    /// A horizontally scrolling flow layout right to left: ten 100 pt columns 10 pt apart with
    /// 10 pt insets make 10 + 10 × 100 + 9 × 10 + 10 = 1110 pt of content; mirrored, the first
    /// item is at x = 1110 − 110 = 1000, and the collection starts scrolled to the end
    /// (contentOffset.x = 1110 − 375 = 735), so the first item shows 265 pt from the left, the
    /// second 110 pt left of it. Left to right the offset stays 0.
    @Test func horizontalCollectionsStartAtTheirLeadingEdge() throws {
        for direction in [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            try stage(direction).within {
                let rtl = direction == .rightToLeft
                let f = CollectionViewFlowLayout()
                f.scrollDirection = .horizontal
                f.itemSize = CGSize(width: 100, height: 100)
                f.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 120), collectionViewLayout: f)
                cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
                let source = SwatchSource([10])
                cv.dataSource = source
                cv.layoutIfNeeded()
                #expect(cv.contentSize.width == 1110)
                #expect(cv.contentOffset.x == Self.pick(rtl, 735, 0))
                let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
                let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
                #expect(first.frame.minX - cv.contentOffset.x == Self.pick(rtl, 265, 10))
                #expect(second.frame.minX - cv.contentOffset.x == Self.pick(rtl, 155, 120))
                // Laid out again, the offset stays where it is.
                cv.setNeedsLayout()
                cv.layoutIfNeeded()
                #expect(cv.contentOffset.x == Self.pick(rtl, 735, 0))
            }
        }
    }
}
