import Foundation

/// Lays out its arranged subviews in a row or column with constraints (UIStackView): axis,
/// spacing, distribution and alignment. Hidden arranged subviews collapse (take no space).
/// The stack itself draws nothing.
@MainActor
open class StackView: View {
    /// The direction the arranged views are laid out in (NSLayoutConstraint.Axis for a stack).
    public enum Axis: Sendable { case horizontal, vertical }
    /// How the arranged views share the stack's length (UIStackView.Distribution): `fill` by their
    /// own sizes, `fillEqually` at one size, `fillProportionally` by their intrinsic sizes,
    /// `equalSpacing` with equal gaps, `equalCentering` with equally spaced centres.
    public enum Distribution: Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// How the arranged views sit across the axis (UIStackView.Alignment): `fill` the stack's
    /// breadth, `leading`/`top`, `center`, `trailing`/`bottom`, or their first or last baselines lined
    /// up with the first visible view's (the baselines apply to a horizontal stack; a vertical one
    /// aligns them as `leading`).
    public enum Alignment: Sendable { case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline }

    /// The views the stack lays out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    /// The direction of the arrangement (default `horizontal`).
    public var axis: Axis = .horizontal { didSet { invalidateArrangement() } }
    /// The gap between neighbouring visible arranged views, in points (default 0; the minimum
    /// gap for `equalSpacing` and `equalCentering`).
    public var spacing: CGFloat = 0 { didSet { invalidateArrangement() } }
    /// How the arranged views share the stack's length (default `fill`).
    public var distribution: Distribution = .fill { didSet { invalidateArrangement() } }
    /// How the arranged views sit across the axis (default `fill`).
    public var alignment: Alignment = .fill { didSet { invalidateArrangement() } }
    /// Lay the arranged views out inside the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { invalidateArrangement() } }

    /// Spacing after particular arranged views (`setCustomSpacing(_:after:)`).
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [LayoutConstraint] = []
    private var spacers: [LayoutGuide] = []
    private var arrangementSignature: [AnyHashable] = []

    /// A stack arranging `views` in order, at zero frame.
    public init(arrangedSubviews views: [View]) {
        super.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Appends `view` to the arranged views, adding it as a subview if it is not one (and turning
    /// off its `translatesAutoresizingMaskIntoConstraints`).
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` into the arranged views at `index` (clamped; moved if already arranged),
    /// adding it as a subview if it is not one and turning off its
    /// `translatesAutoresizingMaskIntoConstraints`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        invalidateArrangement()
    }

    /// Stops arranging `view` (it stays a subview, as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        invalidateArrangement()
    }

    open override func willRemoveSubview(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// What `customSpacing(after:)` answers for a view with no custom spacing
    /// (UIStackView.spacingUseDefault); passing it to `setCustomSpacing` removes the custom value.
    public nonisolated static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// Puts `spacing` instead of `self.spacing` between `arrangedSubview` and the next arranged
    /// view (UIStackView.setCustomSpacing(_:after:)); ignored for a view that is not arranged.
    /// While the view is hidden, the gap before the next visible view is its own predecessor's.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        customSpacings[key] = spacing == StackView.spacingUseDefault || !spacing.isFinite ? nil : spacing
        invalidateArrangement()
    }

    /// The custom spacing after `arrangedSubview`, or `StackView.spacingUseDefault`.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    /// The gap between the visible arranged view `view` and the next visible one.
    private func spacing(after view: View) -> CGFloat { customSpacings[ObjectIdentifier(view)] ?? spacing }

    private func invalidateArrangement() {
        arrangementSignature = []
        setNeedsLayout()
    }

    /// Regenerates the stack's constraints when the arrangement changed (also when an arranged
    /// view was hidden or shown).
    override func updateConstraintsForLayout() {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let signature: [AnyHashable] = arrangedSubviews.map { [ObjectIdentifier($0), $0.isHidden] as [AnyHashable] } + [
            AnyHashable(axis == .horizontal), AnyHashable(spacing), AnyHashable("\(distribution)"),
            AnyHashable("\(alignment)"), AnyHashable(isLayoutMarginsRelativeArrangement),
        ] + visible.map { AnyHashable(spacing(after: $0)) }
            // A proportional fill divides by the arranged views' intrinsic sizes: it follows
            // them when they change, as UIKit's does on `invalidateIntrinsicContentSize`.
            + (distribution == .fillProportionally ? visible.map { AnyHashable(Self.arrangingSize(of: $0)) } : [])
        if signature == arrangementSignature && !generated.isEmpty { return }
        if signature == arrangementSignature && visible.isEmpty { return }
        arrangementSignature = signature
        LayoutConstraint.deactivate(generated)
        for g in spacers { removeLayoutGuide(g) }
        generated = []
        spacers = []
        let h = axis == .horizontal
        let lead: LayoutAttribute = h ? .leading : .top
        let trail: LayoutAttribute = h ? .trailing : .bottom
        let size: LayoutAttribute = h ? .width : .height
        let m = isLayoutMarginsRelativeArrangement
        func margin(_ a: LayoutAttribute) -> LayoutAttribute {
            guard m else { return a }
            switch a {
            case .leading: return .leadingMargin
            case .trailing: return .trailingMargin
            case .top: return .topMargin
            case .bottom: return .bottomMargin
            case .centerX: return .centerXWithinMargins
            case .centerY: return .centerYWithinMargins
            default: return a
            }
        }
        var cs: [LayoutConstraint] = hidingConstraints(lead: lead, trail: trail, margin: margin)
        guard !visible.isEmpty else {
            cs.append(c(self, size, .equal, nil, .notAnAttribute, const: 0, priority: 49))
            cs += allHiddenCrossAxisConstraints(margin: margin)
            generated = cs
            LayoutConstraint.activate(cs)
            return
        }
        // Main axis: the ends.
        cs.append(c(visible[0], lead, .equal, self, margin(lead)))
        cs.append(c(visible[visible.count - 1], trail, .equal, self, margin(trail)))
        // Main axis: between neighbours.
        for i in 1..<visible.count {
            let prev = visible[i - 1], next = visible[i]
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                cs.append(c(next, lead, .equal, prev, trail, const: spacing(after: prev)))
            case .equalSpacing, .equalCentering:
                cs.append(c(next, lead, .greaterThanOrEqual, prev, trail, const: spacing(after: prev)))
                let g = LayoutGuide()
                g.identifier = "UISV-distributing"
                addLayoutGuide(g)
                spacers.append(g)
                let center: LayoutAttribute = h ? .centerX : .centerY
                let from: LayoutAttribute = distribution == .equalSpacing ? trail : center
                let to: LayoutAttribute = distribution == .equalSpacing ? lead : center
                cs.append(c(g, lead, .equal, prev, from))
                cs.append(c(g, trail, .equal, next, to))
                if let first = spacers.first(where: { $0.identifier == g.identifier }), first !== g {
                    cs.append(c(g, size, .equal, first, size, priority: Self.distributingPriority(distribution, guide: i - 1)))
                }
            }
        }
        if distribution == .fillEqually {
            for v in visible.dropFirst() { cs.append(c(v, size, .equal, visible[0], size)) }
        } else if distribution == .fillProportionally {
            let sizes = visible.map { Self.proportion(of: $0, horizontal: h) }
            let total = sizes.reduce(0, +)
            if total > 0 {
                let gaps = visible.dropLast().map { spacing(after: $0) }.reduce(0, +)
                for (v, s) in zip(visible, sizes) {
                    let k = s / total
                    cs.append(c(v, size, .equal, self, size, mult: k, const: -k * gaps, priority: 999))
                }
            }
        }
        cs += crossAxisConstraints(for: arrangedSubviews, reference: visible[0], margin: margin)
        generated = cs
        LayoutConstraint.activate(cs)
    }

    /// The priority of the size-0 constraint UIKit puts on a hidden arranged view along the
    /// axis (`UISV-hiding`). UIKit makes it required and, where it conflicts with the view's own
    /// required constraints, the engine breaks it and still keeps the view as small as they
    /// allow; just below required models both: every constraint under 1000 gives way to it (a
    /// 999 minimum height inside, a label's compression resistance) and no required one does.
    /// IB's stored frames show it: Amaroq's Main (Xcode 10) stores a hidden view whose content
    /// is a label padded 10 pt inside a `≥ 75 @999` box at 30 pt (10 + 10 + 10, the label 0, the
    /// box broken to 20) and two hidden views holding a `height = 88 @999` table inside 10 pt
    /// padding at 20; hidden labels without a required size are stored 0 pt along the axis
    /// (pocket-casts' PodcastSupporterCell, KeePassium's TipBox, ivpn's Main, openfoodfacts'
    /// ProductAdd); hidden views with a required size keep it (VLC's 44 pt buttons,
    /// pocket-casts' 16 pt images, element-ios' 54 and 76 pt bars). docs/canvas-rules.md, "Views".
    static let hidingPriority: Float = 999.5

    /// The priority that keeps the views inside a hidden arranged view at 0 pt or more along
    /// the axis while it is squeezed: above `hidingPriority`, so that required padding around
    /// a label holds the hidden view open (IB stores the label 0 pt tall, not −40), below
    /// required.
    static let hiddenContentPriority: Float = 999.75

    /// The priority of distributing guide `guide`'s equality with the first (guides count
    /// from 0; the first, 0, has none). Equal spacing keeps its guides equal all but
    /// required; equal centering only wishes for it, below hugging (250) and compression
    /// resistance: 150 counting down, 149 for the second guide, 148 for the third, so that
    /// where the centres cannot be evenly spaced without squeezing or stretching a view the
    /// views keep their sizes and the last gaps give way. These are UIStackView's own
    /// constraints as TZStackView's tests compare them (`UISV-fill-equally` at 150 − n);
    /// Interface Builder's stored frames agree (docs/canvas-rules.md, "Views").
    static func distributingPriority(_ distribution: Distribution, guide: Int) -> Float {
        distribution == .equalCentering ? Float(150 - guide) : 999
    }

    /// What a proportional fill weighs `view` by along the axis: its intrinsic size there, or,
    /// for a view with none (`noIntrinsicMetric`: a nested stack, a plain view), its current
    /// size along the axis — a nib-loaded view's is its stored frame's until layout runs — so a
    /// nested stack keeps the share its frame has instead of collapsing to nothing. IB stores such
    /// views at their content's size, never at 0: freeotp's ManualAddViewController scene (Xcode
    /// 14.0: five horizontal stacks 31 … 34 pt tall under two text fields in a vertical
    /// fill-proportionally stack) and openfoodfacts' Settings scene (Xcode 12: a fill-equally and
    /// a vertical stack stored 27 and 62 pt tall). Read when the constraints are made and left out
    /// of their signature, so a solved size does not make them again on the next pass
    /// (docs/canvas-rules.md, "Views").
    private static func proportion(of view: View, horizontal h: Bool) -> CGFloat {
        let s = arrangingSize(of: view)
        let intrinsic = h ? s.width : s.height
        if intrinsic != View.noIntrinsicMetric { return max(0, intrinsic) }
        return max(0, h ? view.bounds.width : view.bounds.height)
    }

    /// The intrinsic size layout gives `view`: the design-time one when set (IB's placeholder
    /// or recorded size, a stored frame's), else the view's own.
    private static func arrangingSize(of view: View) -> CGSize {
        view.layoutStorage.intrinsicContentSizeOverride ?? view.intrinsicContentSize
    }

    /// A hidden arranged view takes no space in the arrangement; IB stores it at its own size
    /// where UIKit collapsed it (`UISV-hiding` squeezes it to zero along the axis; hidden, it
    /// draws nothing either way):
    /// - after a visible view, its leading (top) edge in the middle of the gap it leaves: 6 pt
    ///   into a 12 pt gap, after the last visible view at that view's end;
    /// - before the first visible view, its trailing (bottom) edge at that view's start, the
    ///   view reaching out of the stack (a 28 pt view stored at x = −28 in a 20 pt-spaced
    ///   stack, a 44 pt one at x = −44);
    /// - in an equal-spacing or equal-centering stack, whose spacing guides join the visible
    ///   views only, at the stack's leading (top) edge when first or last; between two visible
    ///   views in the middle of the gap, as in a fill stack (UIKit chains hidden views into the
    ///   minimum-spacing inequalities with half the spacing on each side);
    /// - with no visible view at all, at the stack's leading (top) edge
    ///   (`allHiddenCrossAxisConstraints`).
    ///
    /// Along the axis it is squeezed to zero (`hidingPriority`): a hidden label or a view whose
    /// content has no required size is 0 pt there; one whose required constraints need room
    /// (a required size, required padding around its content) keeps the least they allow.
    /// (docs/canvas-rules.md, "Views".)
    private func hidingConstraints(lead: LayoutAttribute, trail: LayoutAttribute,
                                   margin: (LayoutAttribute) -> LayoutAttribute) -> [LayoutConstraint] {
        var cs: [LayoutConstraint] = []
        let h = axis == .horizontal
        for (i, v) in arrangedSubviews.enumerated() where v.isHidden {
            cs.append(c(v, h ? .width : .height, .equal, nil, .notAnAttribute, const: 0, priority: Self.hidingPriority))
            // The views inside do not turn inside out to let it shrink further: none is
            // squeezed below 0 pt along the axis.
            var inside = v.subviews
            while let d = inside.popLast() {
                inside += d.subviews
                guard !d.translatesAutoresizingMaskIntoConstraints else { continue }
                cs.append(c(d, h ? .width : .height, .greaterThanOrEqual, nil, .notAnAttribute, const: 0, priority: Self.hiddenContentPriority))
            }
            let before = arrangedSubviews[..<i].last { !$0.isHidden }
            let after = arrangedSubviews[(i + 1)...].first { !$0.isHidden }
            if distribution == .equalSpacing || distribution == .equalCentering, (before == nil) != (after == nil) {
                cs.append(c(v, lead, .equal, self, margin(lead)))
                continue
            }
            if before == nil, let after {
                cs.append(c(v, trail, .equal, after, lead))
                continue
            }
            if before == nil && after == nil {
                cs.append(c(v, lead, .equal, self, margin(lead)))
                continue
            }
            let gap = LayoutGuide()
            gap.identifier = "UISV-hiding-gap"
            addLayoutGuide(gap)
            spacers.append(gap)
            cs.append(before.map { c(gap, lead, .equal, $0, trail) } ?? c(gap, lead, .equal, self, margin(lead)))
            cs.append(after.map { c(gap, trail, .equal, $0, lead) } ?? c(gap, trail, .equal, self, margin(trail)))
            cs.append(c(v, lead, .equal, gap, h ? .centerX : .centerY))
        }
        return cs
    }

    /// A stack whose arranged views are all hidden collapses across its axis as along it: its
    /// own size there is 0 pt at the hug's priority (49), and its hidden views, aligned with
    /// one another as the alignment says (a fill stack's share the first one's top and bottom,
    /// a centred one's its centre), hang from its leading (top) edge across the axis, the
    /// first one's edge on it — not held between the stack's edges, so they do not hold it
    /// open. IB's stored frames: every such stack that no constraint sizes is stored 0 × 0 with
    /// its hidden views at (0, 0) in their own sizes — set AD's bm_iOS Member (a hidden stack of
    /// 20.5 pt labels, 41 versions in the repository's history), superapp's Main (three 30 pt
    /// buttons, one with a height of its own), entourage's Neighborhood (28 pt images, three
    /// stacks), SsgSag's AllAndFavoriteCollectionReusableView (a centre-aligned vertical stack
    /// stored 0 pt wide around a 52 pt hidden button at x = 0), the corpus' prime-park
    /// CreatePassView and AddGuestView, and set Y's embaixadasgv Main (24 and 40 pt buttons); one
    /// that constraints size keeps that size (GenesisVision's vertical stacks pinned to both
    /// sides). docs/canvas-rules.md, "Views".
    private func allHiddenCrossAxisConstraints(margin: (LayoutAttribute) -> LayoutAttribute) -> [LayoutConstraint] {
        let (crossLead, crossTrail, crossCenter, crossSize) = crossAxisAttributes
        var cs = [c(self, crossSize, .equal, nil, .notAnAttribute, const: 0, priority: 49)]
        guard let first = arrangedSubviews.first else { return cs }
        cs.append(c(first, crossLead, .equal, self, margin(crossLead)))
        for v in arrangedSubviews.dropFirst() {
            switch alignment {
            case .fill:
                cs.append(c(v, crossLead, .equal, first, crossLead))
                cs.append(c(v, crossTrail, .equal, first, crossTrail))
            case .trailing, .bottom: cs.append(c(v, crossTrail, .equal, first, crossTrail))
            case .center: cs.append(c(v, crossCenter, .equal, first, crossCenter))
            case .leading, .top, .firstBaseline, .lastBaseline: cs.append(c(v, crossLead, .equal, first, crossLead))
            }
        }
        return cs
    }

    /// The attributes across the axis: its leading and trailing edges (top and bottom for a
    /// horizontal stack), its centre and its size.
    private var crossAxisAttributes: (lead: LayoutAttribute, trail: LayoutAttribute, center: LayoutAttribute,
                                      size: LayoutAttribute) {
        axis == .horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
    }

    /// Alignment across the axis for `views`; baselines align with `reference`.
    ///
    /// A hidden arranged view keeps its alignment (its centre, leading or trailing edge on the
    /// stack's) but is left out of the bounds that size the stack across the axis, as UIKit's
    /// spanning boundary holds only the visible views: a hidden view larger than every visible
    /// one sticks out of the stack. IB's stored frames: Tastory's Main (set AN, Xcode 9.4: a
    /// centred row of a 0 pt stack and two hidden 40 and 50 pt views stored 0 pt tall, the
    /// hidden ones at y = −20 and −25), SsgSag's FeedStoryBoard (set AD, 15702: a centred column
    /// of a 103 pt button and a hidden 109 pt view stored 103 wide, the view at x = −3) and
    /// SocialMarketplace's ChatTbvCell and ChatTbvCell2 (set AM, 15505: a leading column stored
    /// 28.5 pt wide around a hidden 150 pt stack, whose own trailing column holds a hidden
    /// 150 pt view at x = −121.5); none in the corpus or sets AD – AN stores a stack held open by a
    /// hidden view. Baseline-aligned views keep both bounds (nothing else places a hidden one).
    private func crossAxisConstraints(for views: [View], reference: View?,
                                      margin: (LayoutAttribute) -> LayoutAttribute) -> [LayoutConstraint] {
        let h = axis == .horizontal
        let (crossLead, crossTrail, crossCenter, crossSize) = crossAxisAttributes
        var cs: [LayoutConstraint] = []
        for v in views {
            switch alignment {
            case .fill:
                cs.append(c(v, crossLead, .equal, self, margin(crossLead)))
                cs.append(c(v, crossTrail, .equal, self, margin(crossTrail)))
            case .leading, .top:
                cs.append(c(v, crossLead, .equal, self, margin(crossLead)))
                if !v.isHidden { cs.append(c(v, crossTrail, .lessThanOrEqual, self, margin(crossTrail))) }
            case .trailing, .bottom:
                if !v.isHidden { cs.append(c(v, crossLead, .greaterThanOrEqual, self, margin(crossLead))) }
                cs.append(c(v, crossTrail, .equal, self, margin(crossTrail)))
            case .center:
                if !v.isHidden { cs.append(c(v, crossLead, .greaterThanOrEqual, self, margin(crossLead))) }
                cs.append(c(v, crossCenter, .equal, self, margin(crossCenter)))
            case .firstBaseline, .lastBaseline:
                cs.append(c(v, crossLead, .greaterThanOrEqual, self, margin(crossLead)))
                cs.append(c(v, crossTrail, .lessThanOrEqual, self, margin(crossTrail)))
                if let reference, v !== reference, !v.isHidden {
                    let b: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    cs.append(c(v, h ? b : crossLead, .equal, reference, h ? b : crossLead))
                }
            }
            if alignment != .fill && !v.isHidden {
                // Hug the tallest (widest) arranged view across the axis.
                cs.append(c(self, crossSize, .equal, nil, .notAnAttribute, const: 0, priority: 49))
            }
        }
        return cs
    }

    private func c(_ a: AnyObject, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: AnyObject?, _ ba: LayoutAttribute,
                   mult: CGFloat = 1, const: CGFloat = 0, priority: Float = 1000) -> LayoutConstraint {
        let k = LayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: mult, constant: const)
        k.priority = LayoutPriority(priority)
        k.identifier = "UISV"
        return k
    }
}
