import Foundation

/// The legacy cell styles' layout, iOS 17's (UIKit's `UITableViewCell.CellStyle` documentation
/// for what goes where; sizes as `TableViewMetrics`):
///
/// - the image at the leading margin, centred vertically; text 15 pt after it;
/// - `.default`: the title across the content view, centred vertically;
/// - `.value1`: the title on the left, the detail right-aligned at the trailing margin;
/// - `.value2`: the title right-aligned in a 67 pt column, the detail 6 pt after it;
/// - `.subtitle`: the title above the detail, the pair centred vertically, 2 pt apart.
extension TableViewCell {
    /// Room the accessory takes from the content view's width: the chevron leaves it 14⅓ pt
    /// short of the trailing margin (IB's stored 362.67 of 393 pt); a checkmark 20⅓ pt, the
    /// detail button 28⅓ pt, both together 42 pt; an accessory view its width plus 6⅓ pt.
    var accessoryReserve: CGFloat {
        if let accessoryView { return margin + accessoryView.frame.width + 19 / 3 }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return margin + 43 / 3
        case .checkmark: return margin + 61 / 3
        case .detailButton: return margin + 85 / 3
        case .detailDisclosureButton: return margin + 42
        }
    }

    func layoutStyleViews() {
        let height = contentView.bounds.height
        let leading = margin
        // With an accessory the text stops 8 pt short of the content view's end (IB's stored
        // value1 cells: a detail ending at 308.5 of a 316.5 pt content view, Delta's Settings).
        let trailing = max(leading, contentView.bounds.width - (showsAccessory ? Self.accessorySideMargin : margin))
        var textX = leading
        if let image {
            let s = image.image?.size ?? .zero
            image.isHidden = image.image == nil
            image.frame = CGRect(x: leading, y: ((height - s.height) / 2).rounded(), width: s.width, height: s.height)
            if image.image != nil { textX = leading + s.width + 15 }
        }
        let width = max(0, trailing - textX)
        func h(_ l: Label?) -> CGFloat { l.map { $0.intrinsicContentSize.height.rounded(.up) } ?? 0 }
        func w(_ l: Label?) -> CGFloat { l.map { min(width, $0.intrinsicContentSize.width.rounded(.up)) } ?? 0 }
        let hasDetail = !(detailLabel?.text ?? "").isEmpty
        switch style {
        case .default:
            titleLabel?.frame = CGRect(x: textX, y: 0, width: width, height: height)
        case .value1:
            let dw = hasDetail ? w(detailLabel) : 0
            detailLabel?.frame = CGRect(x: trailing - dw, y: 0, width: dw, height: height)
            titleLabel?.frame = CGRect(x: textX, y: 0, width: max(0, width - dw - (hasDetail ? 8 : 0)), height: height)
        case .value2:
            titleLabel?.frame = CGRect(x: textX, y: 0, width: min(67, width), height: height)
            let dx = textX + 67 + 6
            detailLabel?.frame = CGRect(x: dx, y: 0, width: max(0, trailing - dx), height: height)
        case .subtitle:
            let th = h(titleLabel), dh = hasDetail ? h(detailLabel) : 0
            let total = th + (hasDetail ? 2 + dh : 0)
            let top = ((height - total) / 2).rounded()
            titleLabel?.frame = CGRect(x: textX, y: top, width: width, height: th)
            detailLabel?.frame = CGRect(x: textX, y: top + th + 2, width: width, height: dh)
        }
        if style == .value2, let titleLabel, titleLabel.textAlignment == .right || titleLabel.textAlignment == .left {
            titleLabel.textAlignment = laysOutRightToLeft ? .left : .right
        }
        if laysOutRightToLeft {
            // The frames above are left to right; mirror them in the content view.
            let w = contentView.bounds.width
            for v in [image, titleLabel, detailLabel] as [View?] { if let v { v.frame = v.frame.mirrored(within: w) } }
        }
    }

    /// The text stack's height a style cell needs (0 when it shows no text).
    var styleTextHeight: CGFloat {
        func h(_ l: Label?) -> CGFloat { (l?.text ?? "").isEmpty ? 0 : l!.intrinsicContentSize.height.rounded(.up) }
        switch style {
        case .subtitle:
            let d = h(detailLabel)
            return h(titleLabel) + (d > 0 ? 2 + d : 0)
        default: return max(h(titleLabel), h(detailLabel), image?.image?.size.height ?? 0)
        }
    }

    /// The row height a self-sizing table gives the cell at `width`: the content view's
    /// Auto Layout height (pulled towards zero, width fixed) plus the separator, or for a cell
    /// without constraints its style's text within the content view's 11 pt margins, at least 44 pt.
    func fittingHeight(width: CGFloat, hairline: CGFloat) -> CGFloat {
        let contentWidth = max(0, width - accessoryReserve)
        if hasContentConstraints {
            let fitted = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                             withHorizontalFittingPriority: .required,
                                                             verticalFittingPriority: .fittingSizeLevel).height
            if fitted > 0 { return (fitted + hairline) }
        }
        let m = contentView.layoutMargins
        return max(TableViewMetrics.rowHeight, styleTextHeight + m.top + m.bottom + hairline)
    }

    private var hasContentConstraints: Bool {
        func any(_ v: View) -> Bool { !v.constraints.isEmpty || v.subviews.contains(where: any) }
        return any(contentView)
    }

    /// Draws the accessory type at the trailing margin, centred on the content view (the
    /// chevron in `tertiaryLabel`, 8 × 13⅓ pt, 2 pt strokes; the checkmark in the tint color,
    /// 14 × 12 pt; the detail button a 22 pt circle with an "i" in the tint color).
    func drawAccessory(_ recorder: DisplayRecorder) {
        guard accessoryView == nil, accessoryType != .none else { return }
        let midY = (contentHeight ?? bounds.height) / 2
        var right = bounds.width - margin
        let round = StrokeStyle(width: 2, cap: .round, join: .round)
        // Right to left the accessory stands at the left: the chevron mirrored (pointing left),
        // the checkmark and the info button moved but not flipped.
        let rtl = laysOutRightToLeft, width = bounds.width
        func x(_ v: CGFloat) -> CGFloat { rtl ? width - v : v }
        if accessoryType == .disclosureIndicator || accessoryType == .detailDisclosureButton {
            var p = Path()
            p.move(to: CGPoint(x: x(right - 7), y: midY - 17 / 3 - 0.5))
            p.line(to: CGPoint(x: x(right - 1), y: midY))
            p.line(to: CGPoint(x: x(right - 7), y: midY + 17 / 3 + 0.5))
            recorder.stroke(p, color: .tertiaryLabel, style: round)
            right -= 8 + 35 / 3
        }
        if accessoryType == .checkmark {
            // The mark's 14 pt box [right − 14, right] moved to its mirrored place.
            let shift = rtl ? width - 2 * right + 14 : 0
            var p = Path()
            p.move(to: CGPoint(x: right - 13 + shift, y: midY + 0.5))
            p.line(to: CGPoint(x: right - 8.5 + shift, y: midY + 5))
            p.line(to: CGPoint(x: right - 1 + shift, y: midY - 5.5))
            recorder.stroke(p, color: tintColor, style: round)
        }
        if accessoryType == .detailButton || accessoryType == .detailDisclosureButton {
            var circle = CGRect(x: right - 22, y: midY - 11, width: 22, height: 22)
            if rtl { circle = circle.mirrored(within: width) }
            let ring = StrokeStyle(width: 1.5)
            recorder.stroke(Path(ellipseIn: circle.insetBy(dx: 0.75, dy: 0.75)), color: tintColor, style: ring)
            recorder.fill(Path(ellipseIn: CGRect(x: circle.midX - 1.25, y: circle.minY + 5, width: 2.5, height: 2.5)), color: tintColor)
            recorder.fill(Path(rect: CGRect(x: circle.midX - 1, y: circle.minY + 9, width: 2, height: 8)), color: tintColor)
        }
    }
}
