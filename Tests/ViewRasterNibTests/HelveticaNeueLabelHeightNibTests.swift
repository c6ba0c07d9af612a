import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A one-line label in Helvetica Neue on IB's canvas is one of Helvetica Neue's lines tall, rounded
/// up to the canvas's pixels, though the Liberation Sans stand-in draws it: (952 + 213) / 1000 em at
/// regular, (975 + 217) / 1000 em at bold (`IOSFamilyMetrics.helveticaNeue…`).
@MainActor
@Suite struct HelveticaNeueLabelHeightNibTests {
    /// A label in `font` at `size` pt pinned to a 320 × 100 root's top leading corner, on an @2x
    /// (retina4_7) canvas of Xcode 10.1 (14460), as set AF's files are.
    private func labelXib(font: String, size: String) -> String {
        canvasXib(canvasRoot("320x100", """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Monthly" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="20" y="20" width="60" height="16"/>
                        <fontDescription key="fontDescription" name="\(font)" family="Helvetica Neue" pointSize="\(size)"/>
                        <nil key="highlightedColor"/>
                    </label>
            """, """
                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            """), tools: "14460")
    }

    /// Regular 16 pt: 1.165 × 16 = 18.64 pt, 19 at @2x (14 of set AF's 16 pt labels are stored 19;
    /// the stand-in's 1.149 em gave 18.38, 18.5).
    @Test func regularLabelIsOneHelveticaNeueLineTall() throws {
        let (comparison, _) = try compareLayout(labelXib(font: "HelveticaNeue", size: "16"))
        #expect(comparison.view("label")?.frame.height == 19)
    }

    /// Bold 15 pt: 1.192 × 15 = 17.88 pt, 18 at @2x (the stand-in's 17.24 gave 17.5).
    @Test func boldLabelIsOneHelveticaNeueBoldLineTall() throws {
        let (comparison, _) = try compareLayout(labelXib(font: "HelveticaNeue-Bold", size: "15"))
        #expect(comparison.view("label")?.frame.height == 18)
    }
}
