import Foundation

/// How a picker's wheels are drawn (UIPickerView on iOS 14 and later, and the wheels of a
/// date picker): each column's rows on a cylinder seen from the front, the selected row in the
/// middle on a rounded selection band (8 pt corners, `tertiarySystemFill`, inset 8 pt from the
/// sides), rows 32 pt tall in 20 pt text; rows away from the middle are foreshortened and
/// fade.
@MainActor
enum PickerWheel {
    /// One column: its rows, the selected one, its horizontal extent in the picker's bounds.
    struct Column {
        var rows: [String]
        var selected: Int
        var x: CGFloat
        var width: CGFloat
        var alignment: TextAlignment = .center
    }

    /// The default row height.
    static let rowHeight: CGFloat = 32
    /// The rows' font size.
    static let fontSize: CGFloat = 20

    /// Records the band and `columns` in `bounds`.
    static func draw(_ columns: [Column], in bounds: CGRect, rowHeight: CGFloat = rowHeight, recorder: DisplayRecorder) {
        let cy = bounds.midY
        let band = CGRect(x: bounds.minX + 8, y: cy - rowHeight / 2, width: max(0, bounds.width - 16), height: rowHeight)
        recorder.fill(Path(roundedRect: band, cornerRadius: 8), color: .tertiarySystemFill)
        // The cylinder's radius: half the height maps to a quarter turn.
        let radius = max(rowHeight, bounds.height / 2)
        let font = Font.systemFont(ofSize: fontSize)
        recorder.save()
        recorder.clip(Path(rect: bounds))
        for column in columns {
            let maxOffset = Int((radius * .pi / 2 / rowHeight).rounded(.down))
            for k in -maxOffset...maxOffset {
                let row = column.selected + k
                guard column.rows.indices.contains(row) else { continue }
                let angle = CGFloat(k) * rowHeight / radius
                let squash = cos(angle)
                guard squash > 0.05 else { continue }
                let y = cy + radius * sin(angle)
                let color: Color = k == 0 ? .label : Color.label.withAlphaComponent(Double(0.25 + 0.45 * squash))
                recorder.save()
                recorder.concat(CGAffineTransform(a: 1, b: 0, c: 0, d: squash, tx: 0, ty: y))
                ControlText.draw(column.rows[row], font: font, color: color,
                                 in: CGRect(x: column.x + 4, y: -rowHeight / 2, width: max(0, column.width - 8), height: rowHeight),
                                 alignment: column.alignment, recorder: recorder)
                recorder.restore()
            }
        }
        recorder.restore()
    }
}
