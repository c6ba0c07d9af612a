import Foundation

/// What a picker view's columns and rows are (UIPickerViewDataSource).
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many columns.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows column `component` has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Row titles and column widths (UIPickerViewDelegate); every method is optional.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The title of `row` in `component`; nil draws nothing there.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// Column `component`'s width; the default splits the width evenly.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// The rows' height in `component`; 32 pt by default.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
}

public extension PickerViewDelegate {
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { -1 }
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { PickerWheel.rowHeight }
}

/// A picker (UIPickerView): wheels of rows from its data source and delegate, the selected
/// row of each column on the selection band in the middle (`PickerWheel` describes the
/// look). 216 pt tall by default; a picker with no data source draws only the band.
@MainActor
open class PickerView: View {
    /// Supplies the columns and row counts.
    public weak var dataSource: PickerViewDataSource? { didSet { setNeedsDisplay() } }
    /// Supplies row titles and column widths.
    public weak var delegate: PickerViewDelegate? { didSet { setNeedsDisplay() } }
    private var selection: [Int: Int] = [:]

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// UIPickerView's: 320×216.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    /// How many columns the data source gives.
    public var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }
    /// How many rows column `component` has.
    public func numberOfRows(inComponent component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }
    /// Shows `row` of `component` in the middle.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selection[component] = max(0, row)
        setNeedsDisplay()
    }
    /// The row of `component` in the middle (clamped to the rows it has), or −1 for none.
    public func selectedRow(inComponent component: Int) -> Int {
        let n = numberOfRows(inComponent: component)
        guard n > 0 else { return -1 }
        return min(selection[component] ?? 0, n - 1)
    }
    /// Asks the data source and delegate again (UIKit's `reloadAllComponents`).
    public func reloadAllComponents() { setNeedsDisplay() }
    /// Asks again for one column.
    public func reloadComponent(_ component: Int) { setNeedsDisplay() }

    /// Each column's extent: the delegate's widths, else an even split of the width less
    /// 8 pt at each side, columns 5 pt apart.
    func columnFrames() -> [(x: CGFloat, width: CGFloat)] {
        let n = numberOfComponents
        guard n > 0 else { return [] }
        let inner = max(0, bounds.width - 16)
        let gap: CGFloat = 5
        let even = (inner - gap * CGFloat(n - 1)) / CGFloat(n)
        let widths = (0..<n).map { c -> CGFloat in
            let w = delegate?.pickerView(self, widthForComponent: c) ?? -1
            return w > 0 ? w : even
        }
        let total = widths.reduce(0, +) + gap * CGFloat(n - 1)
        var x = bounds.midX - total / 2
        return widths.map { w in defer { x += w + gap }; return (x, w) }
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        let frames = columnFrames()
        let columns = frames.enumerated().map { c, f in
            PickerWheel.Column(rows: (0..<numberOfRows(inComponent: c)).map { delegate?.pickerView(self, titleForRow: $0, forComponent: c) ?? "" },
                               selected: max(0, selectedRow(inComponent: c)), x: f.x, width: f.width)
        }
        let rowHeight = delegate?.pickerView(self, rowHeightForComponent: 0) ?? PickerWheel.rowHeight
        PickerWheel.draw(columns, in: bounds, rowHeight: rowHeight > 0 ? rowHeight : PickerWheel.rowHeight, recorder: recorder)
    }
}
