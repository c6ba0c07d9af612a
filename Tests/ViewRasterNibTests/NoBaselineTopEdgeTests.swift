import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A view with no baseline of its own (docs/canvas-rules.md, "Views"): Auto Layout uses its top
/// edge for its first baseline and its bottom edge for its last (UIKit's `forFirstBaselineLayout`
/// and `forBaselineLayout`); an image view showing a symbol image has a baseline, taken at its
/// bottom. Frames worked out by hand on a minimal xib of our own.
@MainActor
@Suite struct NoBaselineTopEdgeTests {
    /// A 10 × 10 view (or 20 × 20 image view showing `image` of `catalog`, "system" for an SF
    /// Symbol) `id` whose `attribute` is 30 pt below the root's top, at x = 0.
    func pinned(_ id: String, _ attribute: String, element: String = "view", image: String? = nil, catalog: String? = nil,
                size: Int = 10) -> (view: String, constraints: String) {
        let extra = (image.map { #"image="\#($0)""# } ?? "") + (catalog.map { #" catalog="\#($0)""# } ?? "")
        let view = canvasView(id, #"x="0.0" y="0.0" width="\#(size)" height="\#(size)""#, extra: extra, element: element)
        let constraints = """
            <constraint firstItem="\(id)" firstAttribute="\(attribute)" secondItem="root" secondAttribute="top" constant="30" id="\(id)-y"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)-x"/>
            <constraint firstItem="\(id)" firstAttribute="width" constant="\(size)" id="\(id)-w"/>
            <constraint firstItem="\(id)" firstAttribute="height" constant="\(size)" id="\(id)-h"/>
            """
        return (view, constraints)
    }

    @Test func aViewWithoutABaselineUsesItsTopForItsFirstBaselineAndItsBottomForItsLast() throws {
        let views = [pinned("first", "firstBaseline"), pinned("last", "lastBaseline"),
                     pinned("symbol", "firstBaseline", element: "imageView", image: "checkmark", catalog: "system", size: 20),
                     pinned("asset", "firstBaseline", element: "imageView", image: "our-asset", size: 20)]
        let text = canvasXib(canvasRoot("375x667", views.map(\.view).joined(separator: "\n"), views.map(\.constraints).joined(separator: "\n")))
            .replacingOccurrences(of: "</objects>", with: #"</objects><resources><image name="checkmark" catalog="system" width="128" height="114"/></resources>"#)
        let c = try compareLayout(text, intrinsic: .stored).0
        // A plain view's first baseline is its top: y = 30 (its bottom, 40, before).
        #expect(c.view("first")?.frame.minY == 30)
        // Its last baseline is its bottom: y = 30 − 10.
        #expect(c.view("last")?.frame.minY == 20)
        // A symbol image's baseline is its bottom: y = 30 − 20.
        #expect(c.view("symbol")?.frame.minY == 10)
        // An asset image has none: its top, y = 30.
        #expect(c.view("asset")?.frame.minY == 30)
    }
}
