import Testing
@testable import ViewRasterViews

@MainActor
struct ViewLayoutTests {
    @Test func containerPinnedByFourAnchors() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 10, width: 315, height: 450))
        root.frame.size = CGSize(width: 400, height: 500)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 10, width: 395, height: 470))
    }

    @Test func twoLabelsInARowHuggingAndCompression() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = Label(), b = Label()
        a.text = "Left"; b.text = "Right side"
        for l in [a, b] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        b.setContentHuggingPriority(251, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // b hugs harder, so it keeps its intrinsic width and a takes the rest.
        #expect(b.frame.width == b.intrinsicContentSize.width)
        #expect(a.frame.width == 300 - 8 - b.intrinsicContentSize.width)
        #expect(a.frame.height == a.intrinsicContentSize.height)
        // Squeezed: b resists compression at 751, a at 750. Priorities are strict, so b keeps
        // its whole width however much a is squeezed (as Auto Layout does: no size is kept
        // non-negative unless a constraint says so).
        b.setContentCompressionResistancePriority(751, for: .horizontal)
        b.text = String(repeating: "wide ", count: 20)
        root.layoutIfNeeded()
        #expect(b.bounds.width == b.intrinsicContentSize.width)
        #expect(b.frame.maxX == 300)
        #expect(a.frame.minX == -(b.intrinsicContentSize.width - 292) && a.frame.maxX == 0)
    }

    @Test func autoresizingFlexibleWidthAndMargins() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = View(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        bar.autoresizingMask = [.flexibleWidth]
        let badge = View(frame: CGRect(x: 150, y: 40, width: 40, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(bar); root.addSubview(badge)
        root.frame.size.width = 300
        #expect(bar.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(badge.frame == CGRect(x: 250, y: 40, width: 40, height: 20))
    }

    @Test func autoresizingFollowsAConstrainedSuperview() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let fill = View(frame: box.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        box.addSubview(fill)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 150),
            box.heightAnchor.constraint(equalToConstant: 60),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 150, height: 60))
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 150, height: 60))
    }

    @Test func framesSnapToThePixelGrid() {
        let stage = Stage(.size(CGSize(width: 100, height: 100)), scale: 2)
        let screen = stage.screen
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor, constant: 10.3),
            child.topAnchor.constraint(equalTo: screen.window.topAnchor, constant: 0.2),
            child.widthAnchor.constraint(equalToConstant: 33.33),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.layout()
        #expect(child.frame.minX == 10.5 && child.frame.minY == 0)
        // The far edge 43.63 snaps to round(87.26) / 2 = 43.5.
        #expect(child.frame.maxX == 43.5)
    }

    @Test func stackViewDistributions() {
        func stack(_ d: StackView.Distribution, spacing: CGFloat = 10) -> [CGRect] {
            let views = [40, 60, 20].map { w -> View in
                let v = FixedSizeView(size: CGSize(width: CGFloat(w), height: 20))
                return v
            }
            let s = StackView(arrangedSubviews: views)
            s.distribution = d
            s.spacing = spacing
            s.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
            s.layoutIfNeeded()
            return views.map(\.frame)
        }
        // fillEqually: (300 - 20) / 3 each.
        let eq = stack(.fillEqually)
        #expect(eq.map(\.width).allSatisfy { abs($0 - 280.0 / 3) < 0.5 })
        // equalSpacing: intrinsic widths, equal gaps of (300 - 120) / 2 = 90.
        let sp = stack(.equalSpacing)
        #expect(sp.map(\.width) == [40, 60, 20])
        #expect(sp[1].minX - sp[0].maxX == 90 && sp[2].minX - sp[1].maxX == 90)
        // fillProportionally: widths in proportion 40:60:20 of 280.
        let pr = stack(.fillProportionally)
        #expect(abs(pr[0].width - 280 * 40 / 120) < 0.5 && abs(pr[1].width - 280 * 60 / 120) < 0.5)
        // equalCentering: centers 1→2 and 2→3 equally apart.
        let ce = stack(.equalCentering)
        #expect(abs((ce[1].midX - ce[0].midX) - (ce[2].midX - ce[1].midX)) < 0.5)
        #expect(ce[0].minX == 0 && ce[2].maxX == 300)
    }

    @Test func stackViewHiddenViewsCollapseAndAlignment() {
        let a = FixedSizeView(size: CGSize(width: 50, height: 10))
        let b = FixedSizeView(size: CGSize(width: 50, height: 30))
        let c = FixedSizeView(size: CGSize(width: 50, height: 20))
        let s = StackView(arrangedSubviews: [a, b, c])
        s.axis = .vertical
        s.spacing = 5
        s.alignment = .center
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        root.addSubview(s)
        s.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            s.topAnchor.constraint(equalTo: root.topAnchor),
            s.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            s.widthAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.midX == 100 && b.frame.midX == 100 && b.frame.minY == 15)
        #expect(abs(s.frame.height - 70) < 1e-9)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame.minY == 15)
        #expect(abs(s.frame.height - 35) < 1e-9)
    }

    @Test func safeAreaGuideOnAScreen() {
        let stage = Stage(.device(.iPhone15))
        let screen = stage.screen
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(v)
        LayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: screen.window.safeAreaLayoutGuide.topAnchor),
            v.bottomAnchor.constraint(equalTo: screen.window.safeAreaLayoutGuide.bottomAnchor),
            v.leadingAnchor.constraint(equalTo: screen.window.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: screen.window.layoutMarginsGuide.trailingAnchor),
        ])
        stage.layout()
        #expect(v.frame == CGRect(x: 8, y: 59, width: 393 - 16, height: 852 - 59 - 34))
    }
}

/// A view with a fixed intrinsic size.
@MainActor
final class FixedSizeView: View {
    let size: CGSize
    init(size: CGSize) { self.size = size; super.init(frame: .zero) }
    required init?(coder: NSCoder) { size = .zero; super.init(coder: coder) }
    override var intrinsicContentSize: CGSize { size }
}
