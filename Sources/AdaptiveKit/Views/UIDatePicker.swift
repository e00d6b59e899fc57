import Foundation

/// The styles of a date picker (iOS 13.4): spinning wheels, a compact button showing the date,
/// or an inline calendar.
public enum UIDatePickerStyle: Int, Sendable, CaseIterable {
    /// The system picks: compact for dates and times (iOS 14 on), wheels for count-down timers and
    /// before iOS 13.4.
    case automatic
    /// Spinning wheels, 320 × 216.
    case wheels
    /// A button for the date and one for the time (iOS 14).
    case compact
    /// A month's calendar, and the time below it for dates with times (iOS 14).
    case inline
}

/// A control for picking a date, a time, both, or a count-down duration.
///
/// Its value is ``date`` (``countDownDuration`` for a timer), kept between ``minimumDate`` and
/// ``maximumDate`` and on the ``minuteInterval``. A user's change sends `.valueChanged` (and
/// `.primaryActionTriggered`); setting the date in code sends nothing, as in UIKit.
///
/// Appearance by ``datePickerStyle``:
/// - wheels: a ``UIPickerView`` inside, its components by mode in the order US English writes
///   them — the date: month, day, year; the time: hour, minute and, for a 12-hour locale, AM/PM;
///   both: the day (weekday, month and day, "Today" for today), hour, minute, AM/PM; a timer:
///   hours and minutes. Spinning a wheel changes the date. Intrinsic size 320 × 216.
/// - compact: the date and the time each in a grey rounded button (medium date, short time), 34 pt
///   tall, 12 pt of padding either side of the text, 6 pt apart; its intrinsic size is theirs.
///   Tapping them opens nothing yet (UIKit shows a calendar in a popover).
/// - inline: the month of the date as a calendar (its name, the weekdays, the days in weeks, the
///   day of the date circled in the tint colour), and a compact time button below it for dates
///   with times; 320 × 330 (+ 44 with the time), a choice: UIKit does not publish these sizes.
///
/// Without a ``locale`` the picker uses the current one; a machine without one (POSIX) formats as
/// US English. A picker made from a document for a picture (Xcode's canvas) shows a fixed date,
/// 9:41 on 9 January 2007, as the simulated status bar shows 9:41, so pictures do not change
/// from day to day.
@MainActor
open class UIDatePicker: UIControl {
    /// What a date picker picks.
    public enum Mode: Int, Sendable, CaseIterable {
        /// Hours and minutes.
        case time
        /// Day, month and year.
        case date
        /// A day with its time (the default).
        case dateAndTime
        /// Hours and minutes of a duration.
        case countDownTimer
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// What the picker picks (``Mode/dateAndTime`` by default).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { contentChanged() }
    }
    /// The style asked for (``UIDatePickerStyle/automatic`` by default).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { contentChanged() }
    }
    /// The style shown: the preferred one, or for ``UIDatePickerStyle/automatic`` the compact
    /// style for dates and times and wheels for timers (wheels for everything before iOS 13.4,
    /// by ``UIDevice/hostSystemVersion``). A timer is always wheels.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        if preferredDatePickerStyle != .automatic { return preferredDatePickerStyle }
        let parts = UIDevice.hostSystemVersion.split(separator: ".").compactMap { Int($0) }
        let major = parts.first ?? 17, minor = parts.count > 1 ? parts[1] : 0
        return major > 13 || (major == 13 && minor >= 4) ? .compact : .wheels
    }

    /// The date shown (now, by default), within the minimum and maximum dates.
    open var date: Date = Date() {
        didSet {
            let clamped = clamp(date)
            if clamped != date { date = clamped; return }
            contentChanged()
        }
    }
    /// The earliest date a user can pick.
    open var minimumDate: Date? {
        didSet { date = clamp(date) }
    }
    /// The latest date a user can pick.
    open var maximumDate: Date? {
        didSet { date = clamp(date) }
    }
    /// The step of the minute wheel, a divisor of 60 from 1 to 30 (others are taken as 1).
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            contentChanged()
        }
    }
    /// Whether a date set in code is rounded to the minute interval (UIKit's default, `true`).
    open var roundsToMinuteInterval = true
    /// A timer's duration in seconds, under a day, on the minute interval (0 by default).
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            let clamped = min(max(countDownDuration, 0), 86_399)
            if clamped != countDownDuration { countDownDuration = clamped; return }
            contentChanged()
        }
    }
    /// The locale the picker formats with (`nil`: the current one).
    open var locale: Locale? {
        didSet { contentChanged() }
    }
    /// The calendar of the wheels and the calendar view (`nil` reads as the locale's).
    open var calendar: Calendar! {
        get { explicitCalendar ?? effectiveCalendar }
        set { explicitCalendar = newValue; contentChanged() }
    }
    /// The time zone (`nil`: the current one).
    open var timeZone: TimeZone? {
        didSet { contentChanged() }
    }

    /// Sets the date; `animated` is accepted, the wheels settle at once.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    private var explicitCalendar: Calendar?

    // MARK: Formatting

    /// The locale used: the picker's, else the current one, with POSIX read as US English.
    var effectiveLocale: Locale {
        if let locale { return locale }
        let current = Locale.current
        return current.identifier.isEmpty || current.identifier == "en_US_POSIX" ? Locale(identifier: "en_US") : current
    }

    var effectiveCalendar: Calendar {
        var calendar = explicitCalendar ?? effectiveLocale.calendar
        calendar.locale = effectiveLocale
        calendar.timeZone = timeZone ?? .current
        return calendar
    }

    /// A formatter in the picker's locale, calendar and time zone.
    private func baseFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = effectiveCalendar
        formatter.timeZone = timeZone ?? .current
        return formatter
    }

    func formatter(_ template: String) -> DateFormatter {
        let formatter = baseFormatter()
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }

    /// Whether the locale writes times with AM and PM.
    var uses12HourClock: Bool {
        DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: effectiveLocale)?.contains("a") ?? true
    }

    /// The compact style's texts: the date (medium) and the time (short), by mode. Kept until
    /// the date, mode, locale, calendar or time zone change (the intrinsic size asks at every
    /// layout).
    var compactTexts: [String] {
        if let cachedCompactTexts { return cachedCompactTexts }
        func text(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
            let formatter = baseFormatter()
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
            return formatter.string(from: date)
        }
        let texts: [String]
        switch datePickerMode {
        case .date: texts = [text(date: .medium, time: .none)]
        case .time: texts = [text(date: .none, time: .short)]
        case .dateAndTime: texts = [text(date: .medium, time: .none), text(date: .none, time: .short)]
        case .countDownTimer: texts = []
        }
        cachedCompactTexts = texts
        return texts
    }

    private var cachedCompactTexts: [String]?

    private func clamp(_ value: Date) -> Date {
        var value = value
        if let minimumDate, value < minimumDate { value = minimumDate }
        if let maximumDate, value > maximumDate { value = maximumDate }
        return value
    }

    // MARK: Content

    /// The views of the shown style, made again when the date, mode or style change.
    private var contentView: UIView?
    private var contentIsCurrent = false
    /// The wheels' data, kept while they show.
    private var wheels: DatePickerWheels?

    /// The picker inside a wheels-style date picker (`nil` in the other styles).
    package var wheelPicker: UIPickerView? { layoutIfNeeded(); return contentView as? UIPickerView }

    private func contentChanged() {
        contentIsCurrent = false
        cachedCompactTexts = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    static let compactHeight: CGFloat = 34
    static let compactPadding: CGFloat = 12
    static let compactSpacing: CGFloat = 6
    static let compactFont = UIFont.systemFont(ofSize: 17)

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .automatic, .wheels: return CGSize(width: 320, height: 216)
        case .compact:
            let widths = compactTexts.map(pillWidth)
            guard !widths.isEmpty else { return CGSize(width: UIView.noIntrinsicMetric, height: Self.compactHeight) }
            return CGSize(width: widths.reduce(0, +) + Self.compactSpacing * CGFloat(widths.count - 1), height: Self.compactHeight)
        case .inline:
            return CGSize(width: 320, height: datePickerMode == .dateAndTime ? 374 : datePickerMode == .time ? Self.compactHeight : 330)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if !contentIsCurrent || contentView?.frame.size != bounds.size {
            contentIsCurrent = true
            contentView?.removeFromSuperview()
            let content: UIView
            switch datePickerStyle {
            case .automatic, .wheels: content = makeWheels()
            case .compact: content = makeCompact(in: bounds)
            case .inline: content = makeInline()
            }
            content.frame = bounds
            addSubview(content)
            contentView = content
        }
    }

    private func makeWheels() -> UIView {
        let picker = UIPickerView(frame: bounds)
        let wheels = DatePickerWheels(datePicker: self)
        self.wheels = wheels
        picker.dataSource = wheels
        picker.delegate = wheels
        picker.layoutIfNeeded()
        for (component, row) in wheels.selectedRows().enumerated() {
            picker.selectRow(row, inComponent: component, animated: false)
        }
        return picker
    }

    /// The width of a compact button showing `text`.
    private func pillWidth(_ text: String) -> CGFloat {
        ceilToPixels(TextMeasurement.current.width(of: text, font: Self.compactFont)) + 2 * Self.compactPadding
    }

    /// A compact style's grey rounded button showing `text` at `origin`.
    private func makePill(_ text: String, at origin: CGPoint) -> UIView {
        let pill = UIView(frame: CGRect(origin: origin, size: CGSize(width: pillWidth(text), height: Self.compactHeight)))
        pill.backgroundColor = .systemGray6
        pill.layer.cornerRadius = 6
        let label = UILabel(frame: pill.bounds)
        label.text = text
        label.font = Self.compactFont
        label.textAlignment = .center
        pill.addSubview(label)
        return pill
    }

    /// The compact style's grey buttons, centred vertically and from the leading edge.
    private func makeCompact(in frame: CGRect) -> UIView {
        let content = UIView(frame: frame)
        content.isUserInteractionEnabled = false
        var x: CGFloat = 0
        for text in compactTexts {
            let pill = makePill(text, at: CGPoint(x: x, y: (frame.height - Self.compactHeight) / 2))
            content.addSubview(pill)
            x += pill.frame.width + Self.compactSpacing
        }
        return content
    }

    /// The inline style: the date's month as a calendar, the time below it.
    private func makeInline() -> UIView {
        let content = UIView(frame: bounds)
        content.isUserInteractionEnabled = false
        if datePickerMode == .time { return makeCompact(in: bounds) }
        let calendar = effectiveCalendar
        let header = UILabel(frame: CGRect(x: 16, y: 8, width: bounds.width - 32, height: 28))
        header.text = formatter("MMMMy").string(from: date)
        header.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        content.addSubview(header)
        let columnWidth = bounds.width / 7
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        for column in 0..<7 {
            let label = UILabel(frame: CGRect(x: CGFloat(column) * columnWidth, y: 44, width: columnWidth, height: 18))
            label.text = symbols[(column + calendar.firstWeekday - 1) % 7].uppercased()
            label.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
            content.addSubview(label)
        }
        let day = calendar.component(.day, from: date)
        if let month = calendar.dateInterval(of: .month, for: date),
           let days = calendar.range(of: .day, in: .month, for: date) {
            let firstColumn = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
            for number in days {
                let index = firstColumn + number - 1
                let cell = CGRect(x: CGFloat(index % 7) * columnWidth, y: 66 + CGFloat(index / 7) * 44, width: columnWidth, height: 44)
                if number == day {
                    let side: CGFloat = 40
                    let circle = UIView(frame: CGRect(x: cell.midX - side / 2, y: cell.midY - side / 2, width: side, height: side))
                    circle.backgroundColor = tintColor.withAlphaComponent(0.12)
                    circle.layer.cornerRadius = side / 2
                    content.addSubview(circle)
                }
                let label = UILabel(frame: cell)
                label.text = String(number)
                label.font = UIFont.systemFont(ofSize: 20, weight: number == day ? .semibold : .regular)
                label.textColor = number == day ? tintColor : .label
                label.textAlignment = .center
                content.addSubview(label)
            }
        }
        if datePickerMode == .dateAndTime {
            let time = makeCompactTime(width: bounds.width)
            time.frame.origin.y = 330
            content.addSubview(time)
        }
        return content
    }

    private func makeCompactTime(width: CGFloat) -> UIView {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        let title = UILabel(frame: CGRect(x: 16, y: 0, width: width / 2, height: 44))
        title.text = "Time"
        title.font = Self.compactFont
        row.addSubview(title)
        let text = compactTexts.last ?? ""
        row.addSubview(makePill(text, at: CGPoint(x: width - 16 - pillWidth(text), y: 5)))
        return row
    }

    /// A wheel the user spun: the date (or duration) the wheels now show, kept within the
    /// limits; sends `.valueChanged` when it changed.
    func userPicked(_ value: Date?, duration: TimeInterval?) {
        if let duration {
            guard duration != countDownDuration else { return }
            countDownDuration = duration
        } else if let value {
            let clamped = clamp(value)
            contentIsCurrent = false
            setNeedsLayout()
            guard clamped != date else { return }
            date = clamped
        }
        sendActions(for: [.valueChanged, .primaryActionTriggered], event: nil)
    }

    /// Changes the date as a user does (the driver's `UIWindow.pick(_:in:)`): within the
    /// limits, on the minute interval, with `.valueChanged` when it changed.
    package func userSetDate(_ value: Date) {
        userPicked(value, duration: nil)
    }

    /// Changes a timer's duration as a user does.
    package func userSetCountDownDuration(_ value: TimeInterval) {
        userPicked(nil, duration: (value / 60).rounded(.down) * 60)
    }
}

/// The wheels of a date picker in the wheels style: the data source and delegate of the
/// ``UIPickerView`` inside it, by mode (see ``UIDatePicker``).
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    private enum Wheel {
        case month, day, year, dayOfDate, hour, minute, period, durationHours, durationMinutes
    }

    private unowned let datePicker: UIDatePicker
    private let wheels: [Wheel]
    private let calendar: Calendar
    /// For a date with its time: the day in the middle of the day wheel's rows.
    private let anchorDay: Date
    private static let daysEachSide = 1_000
    private let dayFormatter: DateFormatter

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        calendar = datePicker.effectiveCalendar
        anchorDay = calendar.startOfDay(for: datePicker.date)
        dayFormatter = datePicker.formatter("EEEMMMd")
        let time: [Wheel] = datePicker.uses12HourClock ? [.hour, .minute, .period] : [.hour, .minute]
        switch datePicker.datePickerMode {
        case .date: wheels = [.month, .day, .year]
        case .time: wheels = time
        case .dateAndTime: wheels = [.dayOfDate] + time
        case .countDownTimer: wheels = [.durationHours, .durationMinutes]
        }
    }

    private var twelveHours: Bool { wheels.contains(.period) }
    private var interval: Int { datePicker.minuteInterval }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch wheels[component] {
        case .month: 12
        case .day: 31
        case .year: 9_999
        case .dayOfDate: 2 * Self.daysEachSide + 1
        case .hour: twelveHours ? 12 : 24
        case .minute, .durationMinutes: 60 / interval
        case .period: 2
        case .durationHours: 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        // The day of a date with its time is the widest wheel; the others share what is left.
        guard wheels.contains(.dayOfDate) else { return 0 }
        return wheels[component] == .dayOfDate ? pickerView.bounds.width * 0.42 : 0
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch wheels[component] {
        case .month: return calendar.standaloneMonthSymbols[row % 12]
        case .day: return String(row + 1)
        case .year: return String(row + 1)
        case .dayOfDate:
            let offset = row - Self.daysEachSide
            guard let day = calendar.date(byAdding: .day, value: offset, to: anchorDay) else { return nil }
            return calendar.isDate(day, inSameDayAs: Date()) ? "Today" : dayFormatter.string(from: day)
        case .hour: return twelveHours ? String(row == 0 ? 12 : row) : String(row)
        case .minute: return String(format: "%02d", row * interval)
        case .period: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .durationHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .durationMinutes: return "\(row * interval) min"
        }
    }

    /// The row each wheel shows for the picker's date (or duration).
    func selectedRows() -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: datePicker.date)
        let hour = parts.hour ?? 0
        let durationMinutes = Int(datePicker.countDownDuration / 60)
        return wheels.map { wheel in
            switch wheel {
            case .month: (parts.month ?? 1) - 1
            case .day: (parts.day ?? 1) - 1
            case .year: (parts.year ?? 1) - 1
            case .dayOfDate: Self.daysEachSide
            case .hour: twelveHours ? hour % 12 : hour
            case .minute: (parts.minute ?? 0) / interval
            case .period: hour < 12 ? 0 : 1
            case .durationHours: durationMinutes / 60
            case .durationMinutes: (durationMinutes % 60) / interval
            }
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let rows = wheels.indices.map { pickerView.selectedRow(inComponent: $0) }
        func row(of wheel: Wheel) -> Int? { wheels.firstIndex(of: wheel).map { rows[$0] } }
        if wheels.contains(.durationHours) {
            let minutes = (row(of: .durationHours) ?? 0) * 60 + (row(of: .durationMinutes) ?? 0) * interval
            datePicker.userPicked(nil, duration: TimeInterval(minutes * 60))
            return
        }
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: datePicker.date)
        if let month = row(of: .month) { parts.month = month + 1 }
        if let year = row(of: .year) { parts.year = year + 1 }
        if let day = row(of: .day) {
            // A day the month does not have becomes its last (30 February: 28 or 29).
            var first = parts
            first.day = 1
            let days = calendar.date(from: first).flatMap { calendar.range(of: .day, in: .month, for: $0)?.count } ?? 31
            parts.day = min(day + 1, days)
        }
        if let dayRow = row(of: .dayOfDate),
           let day = calendar.date(byAdding: .day, value: dayRow - Self.daysEachSide, to: anchorDay) {
            let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
            parts.year = dayParts.year
            parts.month = dayParts.month
            parts.day = dayParts.day
        }
        if let hour = row(of: .hour) { parts.hour = twelveHours ? hour + 12 * (row(of: .period) ?? 0) : hour }
        if let minute = row(of: .minute) { parts.minute = minute * interval }
        parts.second = 0
        datePicker.userPicked(calendar.date(from: parts), duration: nil)
    }
}
