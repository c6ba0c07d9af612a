import Foundation

/// A date picker (UIDatePicker). Deterministic: the date is 2001-01-01 00:00 UTC (the
/// reference date) unless set, formatted with the `en_US_POSIX` locale in UTC unless `locale`
/// or `timeZone` say otherwise; the wall clock is never read.
///
/// The compact style (iOS 14's default for dates and times) draws each part as a pill: 34 pt
/// tall with 6 pt corners in `tertiarySystemFill`, its text in 17 pt `label` 11 pt from each
/// end — "Jan 1, 2001" for the date, "12:00 AM" for the time, 6 pt apart for both — centred
/// in the control. The wheels style and the count-down timer draw `PickerWheel`'s wheels.
@MainActor
open class DatePicker: Control {
    /// What the picker chooses (UIDatePicker.Mode).
    public enum Mode: Sendable { case time, date, dateAndTime, countDownTimer }
    /// How it looks (UIDatePickerStyle).
    public enum Style: Sendable { case automatic, wheels, compact, inline }

    /// The date shown; 2001-01-01 00:00 UTC by default.
    public var date = Date(timeIntervalSinceReferenceDate: 0) { didSet { invalidateIntrinsicContentSize() } }
    /// What the picker chooses (default `dateAndTime`): which pills or wheel columns are drawn.
    public var datePickerMode: Mode = .dateAndTime { didSet { invalidateIntrinsicContentSize() } }
    /// The style asked for (UIDatePicker.preferredDatePickerStyle, default `automatic`);
    /// `datePickerStyle` is the one drawn.
    public var preferredDatePickerStyle: Style = .automatic { didSet { invalidateIntrinsicContentSize() } }
    /// The locale the text is formatted in; nil is `en_US_POSIX`.
    public var locale: Locale?
    /// The time zone; nil is UTC.
    public var timeZone: TimeZone?
    /// The earliest date the picker shows; nil is no limit. A `date` before it is shown as it
    /// (`displayedDate`); ignored when later than `maximumDate` and by the count-down timer,
    /// as UIKit documents.
    public var minimumDate: Date? { didSet { invalidateIntrinsicContentSize() } }
    /// The latest date the picker shows; nil is no limit. A `date` after it is shown as it;
    /// ignored when earlier than `minimumDate` and by the count-down timer.
    public var maximumDate: Date? { didSet { invalidateIntrinsicContentSize() } }
    /// The count-down timer's duration in seconds (0 by default; shown as at least one minute).
    public var countDownDuration: TimeInterval = 0
    /// The minutes' step (1 by default): the minutes wheel shows 00, the step, twice it, …, and a
    /// date between two of them is shown at the one before. As in UIKit, a value that does not
    /// divide 60 evenly, or is outside 1…30, counts as 1.
    public var minuteInterval = 1 { didSet { invalidateIntrinsicContentSize() } }

    /// The minutes' step the picker uses: `minuteInterval` when UIKit accepts it, else 1.
    var effectiveMinuteInterval: Int {
        (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
    }

    /// The date the picker shows: `date` held within `minimumDate`…`maximumDate` (when both
    /// limits make a range, or one is set alone), then its minutes taken down to a multiple of
    /// the minute step in the picker's time zone. (The count-down timer shows
    /// `countDownDuration`, not a date.)
    public var displayedDate: Date {
        var d = date
        if datePickerMode != .countDownTimer, minimumDate.flatMap({ lo in maximumDate.map { lo > $0 } }) != true {
            if let lo = minimumDate, d < lo { d = lo }
            if let hi = maximumDate, d > hi { d = hi }
        }
        let step = effectiveMinuteInterval
        guard step > 1 else { return d }
        let cal = calendar
        let minute = cal.component(.minute, from: d)
        let second = cal.component(.second, from: d)
        let nanosecond = cal.component(.nanosecond, from: d)
        return d.addingTimeInterval(-TimeInterval((minute % step) * 60 + second) - TimeInterval(nanosecond) / 1e9)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets `date`; `animated` is ignored (nothing animates).
    public func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The style drawn: `.automatic` is compact, except that a count-down timer is always wheels.
    public var datePickerStyle: Style {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The Gregorian calendar in the picker's time zone (UTC unless `timeZone` is set).
    private var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone ?? TimeZone(identifier: "UTC")!
        return c
    }

    private func formatter(_ format: String) -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale ?? Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone ?? TimeZone(identifier: "UTC")
        f.calendar = Calendar(identifier: .gregorian)
        f.dateFormat = format
        return f
    }

    /// The texts of the compact pills, left to right ("Jan 1, 2001", "12:00 AM").
    public var compactTexts: [String] {
        let shown = displayedDate
        let day = formatter("MMM d, yyyy").string(from: shown)
        let time = formatter("h:mm a").string(from: shown)
        switch datePickerMode {
        case .date: return [day]
        case .time: return [time]
        case .dateAndTime: return [day, time]
        case .countDownTimer: return []
        }
    }

    static let pillHeight: CGFloat = 34
    static let pillPadding: CGFloat = 11
    static let pillGap: CGFloat = 6
    static let font = Font.systemFont(ofSize: 17)

    /// The pills' widths.
    func pillWidths() -> [CGFloat] {
        compactTexts.map { ControlText.width($0, font: Self.font) + 2 * Self.pillPadding }
    }

    /// Compact: the pills' size; wheels: 320×216; inline: 320×358.
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .compact, .automatic:
            let w = pillWidths()
            return CGSize(width: w.reduce(0, +) + Self.pillGap * CGFloat(max(0, w.count - 1)), height: Self.pillHeight)
        case .wheels: return CGSize(width: 320, height: 216)
        case .inline: return CGSize(width: 320, height: 358)
        }
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The wheels' columns: month, day, year for a date; hour, minute, AM/PM for a time;
    /// hours and minutes for a count-down.
    func wheelColumns() -> [PickerWheel.Column] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: displayedDate)
        let step = effectiveMinuteInterval
        var cols: [(rows: [String], selected: Int)] = []
        switch datePickerMode {
        case .countDownTimer:
            let minutes = max(1, Int(countDownDuration / 60))
            cols = [((0..<24).map { $0 == 1 ? "1 hour" : "\($0) hours" }, minutes / 60),
                    ((0..<60).map { "\($0) min" }, minutes % 60)]
        case .date:
            let months: [String] = formatter("MMMM").monthSymbols
            let day = (parts.day ?? 1) - 1, year = parts.year ?? 2001
            cols = [(months, (parts.month ?? 1) - 1), ((1...31).map { String($0) }, day),
                    (((year - 5)...(year + 5)).map { String($0) }, 5)]
        case .time, .dateAndTime:
            let h = parts.hour ?? 0
            cols = [((1...12).map { String($0) }, (h + 11) % 12),
                    (stride(from: 0, to: 60, by: step).map { String(format: "%02d", $0) }, (parts.minute ?? 0) / step),
                    (["AM", "PM"], h < 12 ? 0 : 1)]
        }
        let inner = max(0, bounds.width - 16)
        let w = inner / CGFloat(max(1, cols.count))
        return cols.enumerated().map { i, c in
            PickerWheel.Column(rows: c.rows, selected: c.selected, x: 8 + CGFloat(i) * w, width: w)
        }
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        switch datePickerStyle {
        case .wheels, .inline:
            PickerWheel.draw(wheelColumns(), in: bounds, recorder: recorder)
        case .compact, .automatic:
            let widths = pillWidths()
            let total = widths.reduce(0, +) + Self.pillGap * CGFloat(max(0, widths.count - 1))
            var x = (bounds.width - total) / 2
            let y = (bounds.height - Self.pillHeight) / 2
            for (text, w) in zip(compactTexts, widths) {
                let pill = CGRect(x: x, y: y, width: w, height: Self.pillHeight)
                recorder.fill(Path(roundedRect: pill, cornerRadius: 6), color: .tertiarySystemFill)
                ControlText.draw(text, font: Self.font, color: .label, in: pill, recorder: recorder)
                x += w + Self.pillGap
            }
        }
    }
}
