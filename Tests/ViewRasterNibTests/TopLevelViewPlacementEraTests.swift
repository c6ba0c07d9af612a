import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Where IB's canvas puts a short top-level view of a xib, by the Xcode that saved the file
/// (docs/canvas-rules.md, "Scenes", the row on a xib's top-level view): Xcode 11 … 14.2 place a
/// view that fits the screen at the screen's top-left, so the home indicator does not reach a
/// short one; Xcode 9 and 10, and 14.3 on, lay it out as a screen of its own size, with the
/// home indicator at its bottom. `render` draws it placed whatever Xcode wrote it.
/// Frames worked out by hand from the iPhone X's 34 pt home indicator (375 × 812).
@MainActor
@Suite struct TopLevelViewPlacementEraTests {
    /// A 375 × 300 top-level view on an iPhone X (`retina5_9`) holding `bot`, 10 × 10, on its
    /// safe area's bottom, stored at neither answer (y = 200, so each expectation needs the
    /// layout), in a file of `tools`.
    func shortView(tools: String) -> String {
        canvasXib(canvasRoot("375x300", """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bot">
                        <rect key="frame" x="0.0" y="200" width="10" height="10"/>
                    </view>
            """, """
                    <constraint firstItem="bot" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
                    <constraint firstItem="bot" firstAttribute="width" constant="10" id="c-w"/>
                    <constraint firstItem="bot" firstAttribute="height" constant="10" id="c-h"/>
                    <constraint firstItem="sa" firstAttribute="bottom" secondItem="bot" secondAttribute="bottom" id="c-b"/>
            """, rootExtra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#),
                  tools: tools, device: "retina5_9")
    }

    /// `bot`'s bottom edge as `layout` computes it.
    func layoutBottom(tools: String) throws -> CGFloat? {
        try compareLayout(shortView(tools: tools), intrinsic: .stored).0.view("bot")?.frame.maxY
    }

    @Test func xcode11To14_2PlaceAShortViewAtTheScreensTopLeft() throws {
        // 300 pt tall on an 812 pt screen: the home indicator, 34 pt at the screen's bottom,
        // is 512 pt below the view, so the safe area ends at the view's bottom (tinode's
        // SendMessageBar, 21507; Simplenote, element-ios, Zebra, VLC, 15400 … 21225).
        #expect(try layoutBottom(tools: "15705") == 300)
        #expect(try layoutBottom(tools: "21507") == 300)
    }

    @Test func xcode10AndEarlierAnd14_3OnGiveAShortViewAScreenOfItsOwnSize() throws {
        // A screen 300 pt tall: the home indicator at its bottom, `bot` ends 34 pt above it
        // (biogene's SummaryView, 13771; pocket-casts' SleepTimerViewController, 22505; the
        // betas' 32700.99.1234: Simplenote's BannerView, sendbird's ConnectView).
        #expect(try layoutBottom(tools: "14490.70") == 300 - 34)
        #expect(try layoutBottom(tools: "21701") == 300 - 34)
        #expect(try layoutBottom(tools: "22505") == 300 - 34)
        #expect(try layoutBottom(tools: "32700.99.1234") == 300 - 34)
    }

    @Test func renderPlacesAShortViewInEveryXcode() throws {
        // `render` draws a running app's view at its own size at the top-left: no home
        // indicator reaches a 300 pt view, whichever Xcode saved it.
        for tools in ["14490.70", "22505"] {
            let result = try loadCanvasXib(shortView(tools: tools))
            let root = try #require(result.topLevelObjects.compactMap { $0 as? View }.first)
            result.applyRenderCanvas(to: root)
            root.layoutIfNeeded()
            #expect(root.subviews.first?.frame.maxY == 300)
        }
    }
}
