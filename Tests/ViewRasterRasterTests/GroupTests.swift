import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterRaster

@Suite struct GroupTests {
    let a = CGRect(x: 1, y: 1, width: 6, height: 4)
    let b = CGRect(x: 4, y: 2, width: 6, height: 5)

    @Test func groupOpacityDiffersFromPerShapeOpacityOnlyWhereShapesOverlap() throws {
        let red = Color(r8: 255, g8: 0, b8: 0), blue = Color(r8: 0, g8: 0, b8: 255)
        let grouped = try rcDraw(12, 8) { ctx in
            ctx.beginGroup(opacity: 0.5)
            ctx.fill(Path(rect: a), color: red)
            ctx.fill(Path(rect: b), color: blue)
            ctx.endGroup()
        }
        let each = try rcDraw(12, 8) { ctx in
            ctx.fill(Path(rect: a), color: red.withAlphaComponent(0.5))
            ctx.fill(Path(rect: b), color: blue.withAlphaComponent(0.5))
        }
        // Only a: equal. Only b: equal. Overlap: the group shows only blue.
        #expect(rcPixel(grouped, 2, 2) == rcPixel(each, 2, 2))
        #expect(rcPixel(grouped, 8, 5) == rcPixel(each, 8, 5))
        #expect(rcPixel(grouped, 2, 2) == (128, 0, 0, 128))
        #expect(rcPixel(grouped, 5, 3) == (0, 0, 128, 128))
        #expect(rcPixel(each, 5, 3) != rcPixel(grouped, 5, 3))
        let r = (128, 0, 0, 128), bl = (0, 0, 128, 128)
        #expect(rcPixel(each, 5, 3) == rcOver(bl, coverage: 255, onto: r))
    }

    @Test func nestedGroupsAndClipInsideGroup() throws {
        var canvas = try Canvas(width: 8, height: 8)
        canvas.clear(to: .white)
        let ctx = RasterContext(canvas: canvas)
        ctx.beginGroup(opacity: 0.5)
        ctx.beginGroup(opacity: 0.5)
        ctx.save()
        ctx.clip(to: Path(rect: CGRect(x: 0, y: 0, width: 4, height: 8)))
        ctx.fill(Path(rect: CGRect(x: 0, y: 0, width: 8, height: 8)), color: .black)
        ctx.restore()
        ctx.endGroup()
        ctx.endGroup()
        let c = ctx.finish()
        let inner = rcOver((0, 0, 0, 255), coverage: 128, onto: (0, 0, 0, 0))
        let outer = rcOver(inner, coverage: 128, onto: (0, 0, 0, 0))
        #expect(rcPixel(c, 1, 1) == rcOver(outer, coverage: 255, onto: (255, 255, 255, 255)))
        #expect(rcPixel(c, 6, 1) == (255, 255, 255, 255))
    }

    @Test func shadowIsOffsetColoredAndUnderTheContent() throws {
        let shadow = Shadow(color: Color(r8: 0, g8: 0, b8: 0, a8: 128), offset: CGSize(width: 3, height: 2), radius: 0)
        let c = try rcDraw(16, 16) { ctx in
            ctx.beginGroup(opacity: 1, shadow: shadow)
            ctx.fill(Path(rect: CGRect(x: 2, y: 2, width: 6, height: 6)), color: .white)
            ctx.endGroup()
        }
        #expect(rcPixel(c, 4, 4) == (255, 255, 255, 255))        // content over shadow
        #expect(rcPixel(c, 9, 9) == (0, 0, 0, 128))              // shadow only
        #expect(rcPixel(c, 11, 5) == (0, 0, 0, 0))               // past the shadow
        #expect(rcPixel(c, 1, 1) == (0, 0, 0, 0))
    }

    @Test func blurredShadowSpreadsAndKeepsItsMass() throws {
        let shadow = Shadow(color: .black, offset: CGSize(width: 0, height: 10), radius: 4)
        let c = try rcDraw(40, 60) { ctx in
            ctx.beginGroup(opacity: 1, shadow: shadow)
            ctx.fill(Path(rect: CGRect(x: 12, y: 10, width: 16, height: 16)), color: .white)
            ctx.endGroup()
        }
        // Below the content, the shadow fades out smoothly and symmetrically left/right.
        var mass = 0.0
        for y in 26..<60 { for x in 0..<40 { mass += Double(rcAlpha(c, x, y)) / 255 } }
        #expect(rcAlpha(c, 20, 30) > rcAlpha(c, 20, 36))
        #expect(rcAlpha(c, 20, 36) > rcAlpha(c, 20, 40))
        #expect(rcAlpha(c, 20, 48) == 0)
        #expect(abs(rcAlpha(c, 11, 30) - rcAlpha(c, 28, 30)) <= 1)
        #expect(rcAlpha(c, 11, 30) > 0 && rcAlpha(c, 11, 30) < 255)
        // The whole shadow has the content's area (256); the part below row 26 is most of it.
        #expect(mass > 100 && mass < 256)
    }

    @Test func renderErrorsNameTheOp() throws {
        let restore = DisplayList(width: 4, height: 4, scale: 1, ops: [.save, .restore, .restore])
        #expect(throws: RenderError.self) { try Renderer.render(restore) }
        do { _ = try Renderer.render(restore) } catch let e as RenderError { #expect(e.opIndex == 2) }
        let end = DisplayList(width: 4, height: 4, scale: 1, ops: [.beginGroup(opacity: 1, shadow: nil), .endGroup, .endGroup])
        do { _ = try Renderer.render(end); Issue.record("expected an error") } catch let e as RenderError { #expect(e.opIndex == 2) }
        let open = DisplayList(width: 4, height: 4, scale: 1, ops: [.save, .beginGroup(opacity: 1, shadow: nil)])
        do { _ = try Renderer.render(open); Issue.record("expected an error") } catch let e as RenderError { #expect(e.opIndex == 1) }
    }
}

@Suite struct GroupClipTests {
    @Test func groupContentAndShadowAreClippedByTheClipAtBegin() throws {
        let shadow = Shadow(color: .black, offset: CGSize(width: 4, height: 0), radius: 0)
        let c = try rcDraw(20, 10) { ctx in
            ctx.save()
            ctx.clip(to: Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
            ctx.beginGroup(opacity: 1, shadow: shadow)
            ctx.fill(Path(rect: CGRect(x: 2, y: 2, width: 12, height: 4)), color: .white)
            ctx.endGroup()
            ctx.restore()
        }
        #expect(rcPixel(c, 5, 3) == (255, 255, 255, 255))
        #expect(rcAlpha(c, 10, 3) == 0 && rcAlpha(c, 15, 3) == 0)   // content and shadow cut at x = 10
        #expect(rcAlpha(c, 5, 7) == 0)
    }

    @Test func halfTransparentGroupWithShadowAppliesOpacityOnce() throws {
        // Content over its shadow, then the whole at 50%: where the opaque content covers the
        // shadow, the result is the content at 50%, not content over a visible shadow.
        let shadow = Shadow(color: .black, offset: CGSize(width: 2, height: 0), radius: 0)
        let c = try rcDraw(12, 6) { ctx in
            ctx.beginGroup(opacity: 0.5, shadow: shadow)
            ctx.fill(Path(rect: CGRect(x: 1, y: 1, width: 6, height: 4)), color: .white)
            ctx.endGroup()
        }
        #expect(rcPixel(c, 5, 2) == rcOver((255, 255, 255, 255), coverage: 128, onto: (0, 0, 0, 0)))
        #expect(rcPixel(c, 8, 2) == rcOver((0, 0, 0, 255), coverage: 128, onto: (0, 0, 0, 0)))
    }
}

@Suite struct GroupShadowClipTests {
    @Test func contentOutsideTheClipStillCastsItsShadow() throws {
        let shadow = Shadow(color: .black, offset: CGSize(width: 6, height: 0), radius: 0)
        let c = try rcDraw(20, 8) { ctx in
            ctx.save()
            ctx.clip(to: Path(rect: CGRect(x: 10, y: 0, width: 10, height: 8)))
            ctx.beginGroup(opacity: 1, shadow: shadow)
            ctx.fill(Path(rect: CGRect(x: 2, y: 2, width: 6, height: 4)), color: .white)
            ctx.endGroup()
            // The clip is back after the group.
            ctx.fill(Path(rect: CGRect(x: 0, y: 7, width: 20, height: 1)), color: .white)
            ctx.restore()
        }
        #expect(rcAlpha(c, 5, 3) == 0)                       // content is clipped away
        #expect(rcPixel(c, 11, 3) == (0, 0, 0, 255))            // its shadow (x 8..<14) shows inside the clip
        #expect(rcAlpha(c, 9, 3) == 0 && rcAlpha(c, 15, 3) == 0)
        #expect(rcAlpha(c, 5, 7) == 0 && rcAlpha(c, 12, 7) == 255)
    }

    @Test func antialiasedClipAppliesToShadowAndContentOnce() throws {
        let shadow = Shadow(color: .black, offset: CGSize(width: 0, height: 0), radius: 0)
        let c = try rcDraw(12, 6) { ctx in
            ctx.clip(to: Path(rect: CGRect(x: 0, y: 0, width: 6.5, height: 6)))
            ctx.beginGroup(opacity: 1, shadow: shadow)
            ctx.fill(Path(rect: CGRect(x: 0, y: 0, width: 12, height: 6)), color: .white)
            ctx.endGroup()
        }
        // Column 6 is half inside the clip: content over shadow is opaque white, then halved.
        #expect(rcPixel(c, 6, 2) == rcOver((255, 255, 255, 255), coverage: 128, onto: (0, 0, 0, 0)))
        #expect(rcPixel(c, 3, 2) == (255, 255, 255, 255))
        #expect(rcAlpha(c, 7, 2) == 0)
    }
}
