@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Picker views, date pickers and search bars")
struct PickersAndSearchBarTests {
    /// A controller that is a picker's data source and delegate, as an iOS app writes one.
    final class Flavours: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
        var flavours = ["Vanilla", "Chocolate", "Strawberry", "Mint", "Lemon", "Coffee", "Pistachio", "Mango"]
        let sizes = ["Small", "Large"]
        var picked: [String] = []

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? flavours.count : sizes.count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? flavours[row] : sizes[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            picked.append(component == 0 ? flavours[row] : sizes[row])
        }
    }

    private func window(showing controller: UIViewController) throws -> UIWindow {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// A picker of flavours and sizes, its screen the data source and delegate, in a window.
    private func flavourPicker() throws -> (Flavours, UIWindow, UIPickerView) {
        let screen = Flavours()
        let window = try window(showing: screen)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 375, height: 216))
        picker.dataSource = screen
        picker.delegate = screen
        screen.view.addSubview(picker)
        return (screen, window, picker)
    }

    @Test("a picker view asks its data source, shows its rows as labels around the selection, and keeps the selection within the rows")
    func pickerRows() throws {
        let (screen, window, picker) = try flavourPicker()
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 8)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 5) == -1)
        picker.selectRow(3, inComponent: 0, animated: false)
        window.layoutIfNeeded()
        let shown = try #require(picker.view(forRow: 3, forComponent: 0) as? UILabel)
        #expect(shown.text == "Mint")
        // The selected row sits in the middle of the picker, in the first component's column.
        let middle = shown.convert(shown.bounds, to: picker)
        #expect(abs(middle.midY - 108) < 0.5)
        #expect(middle.midX < 187.5)
        #expect(picker.view(forRow: 7, forComponent: 0) == nil, "rows far from the selection are not on screen")
        #expect(screen.picked.isEmpty, "selecting in code does not call the delegate")
        // Fewer rows: the selection stays within them.
        screen.flavours = ["Vanilla", "Chocolate"]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 1)
    }

    @Test("spinning a wheel: the driver drags by rows, the delegate hears the row; a tap on a row below the selection picks it")
    func pickerSpinning() throws {
        let (screen, window, picker) = try flavourPicker()
        try window.pick(row: 4, inComponent: 0, of: picker)
        #expect(picker.selectedRow(inComponent: 0) == 4)
        try window.pick(row: 1, inComponent: 1, of: picker)
        #expect(screen.picked == ["Lemon", "Large"])
        // One row below the middle of the first column.
        let column = picker.componentFrames()[0]
        window.tap(at: picker.convert(CGPoint(x: column.midX, y: 108 + UIPickerView.defaultRowHeight), to: nil))
        #expect(picker.selectedRow(inComponent: 0) == 5)
        #expect(screen.picked.last == "Coffee")
        #expect(throws: DrivingError.self) { try window.pick(row: 20, inComponent: 0, of: picker) }
    }

    @Test("a date picker: the automatic style is compact from iOS 14 and wheels for timers; dates stay within the limits")
    func datePickerStyleAndLimits() {
        let picker = UIDatePicker(frame: .zero)
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.datePickerStyle == .wheels)
        let start = Date(timeIntervalSinceReferenceDate: 0)
        picker.minimumDate = start
        picker.maximumDate = start.addingTimeInterval(86_400)
        picker.date = start.addingTimeInterval(-3_600)
        #expect(picker.date == start)
        picker.date = start.addingTimeInterval(90_000)
        #expect(picker.date == start.addingTimeInterval(86_400))
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1, "an interval that does not divide an hour is taken as 1")
    }

    @Test("a wheels date picker shows month, day and year wheels; spinning the day sends valueChanged with the new date")
    func datePickerWheels() throws {
        let screen = UIViewController()
        let window = try window(showing: screen)
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 200, width: 375, height: 216))
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        picker.calendar = calendar
        picker.date = calendar.date(from: DateComponents(year: 2024, month: 2, day: 10))!
        var changes: [Date] = []
        picker.addAction(UIAction { [weak picker] _ in changes.append(picker!.date) }, for: .valueChanged)
        screen.view.addSubview(picker)
        window.layoutIfNeeded()
        let wheels = try #require(picker.wheelPicker)
        #expect(wheels.numberOfComponents == 3)
        #expect((wheels.view(forRow: 1, forComponent: 0) as? UILabel)?.text == "February")
        #expect((wheels.view(forRow: 9, forComponent: 1) as? UILabel)?.text == "10")
        #expect((wheels.view(forRow: 2023, forComponent: 2) as? UILabel)?.text == "2024")
        try window.pick(row: 11, inComponent: 1, of: wheels)
        #expect(changes == [calendar.date(from: DateComponents(year: 2024, month: 2, day: 12))!])
        // The 31st of February is the month's last day.
        try window.pick(row: 30, inComponent: 1, of: try #require(picker.wheelPicker))
        #expect(picker.date == calendar.date(from: DateComponents(year: 2024, month: 2, day: 29))!)
    }

    @Test("a compact date picker is as wide as its date and time buttons; the driver's pick sends valueChanged once per change")
    func compactDatePicker() throws {
        TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let picker = UIDatePicker(frame: .zero)
            picker.locale = Locale(identifier: "en_US")
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.date = Date(timeIntervalSinceReferenceDate: 0)  // 1 Jan 2001, 00:00 UTC
            #expect(picker.compactTexts == ["Jan 1, 2001", "12:00\u{202F}AM"] || picker.compactTexts == ["Jan 1, 2001", "12:00 AM"])
            let size = picker.intrinsicContentSize
            #expect(size.height == 34)
            // 17 pt: 8.5 points a character, plus 12 each side.
            let widths = picker.compactTexts.map { CGFloat($0.count) * 8.5 + 24 }
            #expect(abs(size.width - (widths[0] + widths[1] + 6)) < 1.01)
        }
        let screen = UIViewController()
        let window = try window(showing: screen)
        let picker = UIDatePicker(frame: CGRect(x: 20, y: 100, width: 250, height: 34))
        screen.view.addSubview(picker)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let target = Date(timeIntervalSinceReferenceDate: 1_000_000)
        try window.pick(target, in: picker)
        try window.pick(target, in: picker)
        #expect(picker.date == target)
        #expect(changes == 1)
    }

    /// A search screen as an iOS app writes one.
    final class Search: UIViewController, UISearchBarDelegate {
        var log: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            text != "!"
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search"); searchBar.resignFirstResponder() }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("end") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
    }

    @Test("a search bar: 56 pt tall with its field inside, typing calls the delegate, return is Search, Cancel and scope buttons answer taps")
    func searchBar() throws {
        let screen = Search()
        let window = try window(showing: screen)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 375, height: 56))
        bar.delegate = screen
        screen.view.addSubview(bar)
        #expect(bar.intrinsicContentSize.height == 56)
        #expect(bar.placeholder == "Search")
        window.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))
        try window.type("ab!c\n", into: bar.searchTextField)
        #expect(bar.text == "abc")
        #expect(screen.log == ["begin", "text a", "text ab", "text abc", "search", "end"])
        bar.text = "set in code"
        #expect(screen.log.last == "end", "setting the text in code is not a change by the user")

        bar.showsCancelButton = true
        window.layoutIfNeeded()
        let cancel = try #require(bar.cancelButtonView)
        #expect(bar.searchTextField.frame.maxX <= cancel.frame.minX - 8)
        try window.tap(cancel)
        #expect(screen.log.last == "cancel")

        bar.scopeButtonTitles = ["All", "Mine"]
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
        bar.frame.size.height = 100
        window.layoutIfNeeded()
        let scopes = try #require(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        window.tap(at: scopes.convert(CGPoint(x: scopes.bounds.width * 0.75, y: scopes.bounds.midY), to: nil))
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(screen.log.last == "scope 1")
    }
}
