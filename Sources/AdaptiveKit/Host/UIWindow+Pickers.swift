import Foundation

extension UIWindow {
    /// Spins a component of a picker view to a row as a user does: a vertical drag in the
    /// component's column, the selected row's distance in rows long (the picker calls its
    /// delegate's `pickerView(_:didSelectRow:inComponent:)` when the row changed).
    ///
    /// - Throws: ``DrivingError`` when the picker cannot be touched, or has no such component or
    ///   row.
    public func pick(row: Int, inComponent component: Int, of picker: UIPickerView) throws {
        let center = try touchPoint(for: picker)
        let columns = picker.componentFrames()
        guard columns.indices.contains(component) else {
            throw DrivingError(description: "\(Self.describe(picker)) has no component \(component) (it has \(columns.count))")
        }
        guard (0..<picker.numberOfRows(inComponent: component)).contains(row) else {
            throw DrivingError(description: "component \(component) of \(Self.describe(picker)) has no row \(row) (it has \(picker.numberOfRows(inComponent: component)))")
        }
        let current = picker.selectedRow(inComponent: component)
        guard row != current else { return }
        let column = picker.convert(columns[component], to: nil)
        let height = picker.rowSize(forComponent: component).height
        let start = CGPoint(x: column.midX, y: center.y)
        let length = CGFloat(row - current) * height
        // Upwards brings later rows to the selection.
        drag(from: start, to: CGPoint(x: start.x, y: start.y - length), duration: 0.3, steps: 10)
        drainDeferredWork()
    }

    /// Changes a date picker's date as a user does by spinning its wheels or picking in its
    /// calendar: the date is kept within the picker's limits and `.valueChanged` is sent when it
    /// changed. A count-down timer takes the date's seconds since midnight as its duration.
    ///
    /// - Throws: ``DrivingError`` when the picker is not visible in this window or is disabled.
    public func pick(_ date: Date, in datePicker: UIDatePicker) throws {
        _ = try touchPoint(for: datePicker)
        guard datePicker.isEnabled else { throw DrivingError(description: "\(Self.describe(datePicker)) is disabled") }
        if datePicker.datePickerMode == .countDownTimer {
            let calendar = datePicker.calendar ?? Calendar.current
            datePicker.userSetCountDownDuration(date.timeIntervalSince(calendar.startOfDay(for: date)))
        } else {
            datePicker.userSetDate(date)
        }
        drainDeferredWork()
    }
}
