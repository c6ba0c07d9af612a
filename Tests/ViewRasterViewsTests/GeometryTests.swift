import Testing
@testable import ViewRasterViews

@MainActor
struct GeometryTests {
    @Test func frameBoundsCenterRoundTrip() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
        #expect(v.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
    }

    @Test func transformAppliesAboutTheCenter() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let f = v.frame
        #expect(abs(f.minX - 25) < 1e-9 && abs(f.minY - -25) < 1e-9)
        #expect(abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func convertBetweenSiblingsAndThroughBoundsOrigin() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = View(frame: CGRect(x: 200, y: 50, width: 50, height: 50))
        root.addSubview(a); root.addSubview(b)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -35))
        #expect(b.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 200, y: 50))
        root.bounds.origin = CGPoint(x: 0, y: 40)   // scrolled
        #expect(a.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(root.convert(CGPoint(x: 10, y: 50), to: a) == CGPoint(x: 0, y: 40))
    }

    @Test func rotatedConvertAndHitTest() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
        root.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)   // now a vertical bar 20 wide
        #expect(root.hitTest(CGPoint(x: 100, y: 60)) === child)
        #expect(root.hitTest(CGPoint(x: 60, y: 100)) === root)
        let p = child.convert(CGPoint(x: 0, y: 0), to: root)
        #expect(abs(p.x - 110) < 1e-9 && abs(p.y - 50) < 1e-9)
    }

    @Test func hitTestSkipsHiddenAndNonInteractive() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = View(frame: root.bounds)
        root.addSubview(top)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === top)
        top.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        top.isUserInteractionEnabled = true
        top.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 5)) == nil)
    }

    @Test func hierarchyEditsAndCycles() {
        let a = View(), b = View(), c = View()
        a.addSubview(b); b.addSubview(c)
        let (_, messages) = ViewDiagnostics.capture { c.addSubview(a) }
        #expect(a.superview == nil && c.subviews.isEmpty)
        #expect(messages.count == 1)
        _ = ViewDiagnostics.capture { a.addSubview(a) }
        #expect(a.subviews.count == 1)
        let d = View()
        a.insertSubview(d, at: 0)
        #expect(a.subviews.first === d)
        a.bringSubviewToFront(d)
        #expect(a.subviews.last === d)
        d.removeFromSuperview()
        #expect(d.superview == nil && a.subviews.count == 1)
        c.tag = 7
        #expect(a.viewWithTag(7) === c)
    }

    @Test func nonFiniteGeometryIsIgnoredAndLogged() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (_, messages) = ViewDiagnostics.capture {
            v.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            v.center = CGPoint(x: CGFloat.infinity, y: 0)
            v.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }
        #expect(v.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.transform.isIdentity)
        #expect(messages.count == 3)
    }

    @Test func tintColorIsInherited() {
        let a = View(), b = View()
        a.addSubview(b)
        #expect(b.tintColor == Color.systemBlue)
        a.tintColor = .red
        #expect(b.tintColor == Color.red)
    }
}
