import Testing
@testable import ViewRasterViews
import ViewRasterRaster
import ViewRasterRendering

/// Right to left: leading and trailing flip, stack views run right to left, natural text
/// aligns right, and `semanticContentAttribute` forces a direction.
@MainActor
struct RightToLeftTests {
    /// The child's frame and effective direction, read on the stage.
    func pinned(_ direction: TraitEnvironmentLayoutDirection, attribute: SemanticContentAttribute = .unspecified,
                childAttribute: SemanticContentAttribute = .unspecified) -> (frame: CGRect, effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection) {
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(layoutDirection: direction))
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.semanticContentAttribute = attribute
        let child = View()
        child.semanticContentAttribute = childAttribute
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.mount(root)
        stage.layout()
        return stage.within { (child.frame, child.effectiveUserInterfaceLayoutDirection) }
    }

    func activate(_ cs: [LayoutConstraint]) { for c in cs { c.isActive = true } }

    /// 10 pt from the leading edge: x = 10 left to right; 200 − 10 − 50 = 140 right to left.
    @Test func leadingAndTrailingFlip() {
        #expect(pinned(.leftToRight).frame == CGRect(x: 10, y: 5, width: 50, height: 20))
        #expect(pinned(.rightToLeft).frame == CGRect(x: 140, y: 5, width: 50, height: 20))
        #expect(pinned(.rightToLeft, attribute: .forceLeftToRight).frame.minX == 10)
        #expect(pinned(.leftToRight, attribute: .forceRightToLeft).frame.minX == 140)
        #expect(pinned(.rightToLeft).effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(pinned(.rightToLeft, childAttribute: .playback).effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    /// A horizontal stack of a 30 pt and a 40 pt view: a then b from the left, or from the right.
    @Test func stackViewsRunRightToLeft() {
        func frames(_ direction: TraitEnvironmentLayoutDirection) -> (CGRect, CGRect) {
            let stage = Stage(.frame, scale: 2, traits: TraitCollection(layoutDirection: direction))
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            let a = View(), b = View()
            for (v, w) in [(a, 30.0), (b, 40.0)] { v.translatesAutoresizingMaskIntoConstraints = false; v.widthAnchor.constraint(equalToConstant: w).isActive = true }
            let stack = StackView(arrangedSubviews: [a, b])
            stack.spacing = 5
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            stack.heightAnchor.constraint(equalToConstant: 20).isActive = true
            stage.mount(root)
            stage.layout()
            let o = stack.frame.origin
            return (a.frame.offsetBy(dx: o.x, dy: o.y), b.frame.offsetBy(dx: o.x, dy: o.y))
        }
        let ltr = frames(.leftToRight)
        #expect(ltr.0 == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(ltr.1 == CGRect(x: 35, y: 0, width: 40, height: 20))
        // Right to left the 75 pt stack sits at the root's right edge, a rightmost.
        let rtl = frames(.rightToLeft)
        #expect(rtl.0 == CGRect(x: 70, y: 0, width: 30, height: 20))
        #expect(rtl.1 == CGRect(x: 25, y: 0, width: 40, height: 20))
    }

    /// Natural alignment puts the text at the right edge right to left.
    @Test func naturalTextAlignsRight() throws {
        func inkColumns(_ direction: TraitEnvironmentLayoutDirection) throws -> (Int, Int) {
            let l = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            l.text = "Hi"
            let stage = Stage(.frame, scale: 1, traits: TraitCollection(layoutDirection: direction))
            stage.mount(l)
            let c = try stage.render()
            var lo = 100, hi = -1
            for y in 0..<20 { for x in 0..<100 where c.pixel(x: x, y: y).r < 128 { lo = min(lo, x); hi = max(hi, x) } }
            return (lo, hi)
        }
        let ltr = try inkColumns(.leftToRight), rtl = try inkColumns(.rightToLeft)
        #expect(ltr.0 < 5 && ltr.1 < 50)
        #expect(rtl.0 > 50 && rtl.1 > 94)
    }
}
