import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// `<pickerView>`, `<datePicker>` and `<searchBar>` make UIKit's classes with the document's
/// attributes, as `init(coder:)` reads them; on the canvas (pictures) a picker shows Xcode's
/// sample rows and a date picker on the current date a fixed one (docs/instantiation.md).
@Suite("Pickers and search bars from documents")
@MainActor
struct PickerAndSearchBarInstantiationTests {
    static let body = """
        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pck-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
        </pickerView>
        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="countDownTimer" minuteInterval="15" useCurrentDate="NO" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="dtp-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
            <date key="date" timeIntervalSinceReferenceDate="694224000">
                <!--2023-01-01 00:00:00 +0000-->
            </date>
        </datePicker>
        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="compact" translatesAutoresizingMaskIntoConstraints="NO" id="dtp-aa-002">
            <rect key="frame" x="0.0" y="0.0" width="120" height="34"/>
            <date key="minimumDate" timeIntervalSinceReferenceDate="-978267600">
                <!--1970-01-01 11:00:00 +0000-->
            </date>
            <locale key="locale" localeIdentifier="de_DE"/>
        </datePicker>
        <searchBar contentMode="redraw" searchBarStyle="minimal" text="Disneyland" prompt="Enter a place" placeholder="Place" showsCancelButton="YES" showsScopeBar="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sch-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="131"/>
            <textInputTraits key="textInputTraits"/>
            <scopeButtonTitles>
                <string>All</string>
                <string>Nearby</string>
            </scopeButtonTitles>
        </searchBar>
        """

    @Test("an app's load makes a picker view, date pickers and a search bar with the document's attributes, and no placeholder")
    func appLoad() throws {
        let root = try xibRootView(Self.body)
        let picker = try #require(root.subviews.compactMap { $0 as? UIPickerView }.first)
        #expect(picker.numberOfComponents == 0, "an app's picker waits for its data source")
        let datePickers = root.subviews.compactMap { $0 as? UIDatePicker }
        try #require(datePickers.count == 2)
        let timer = datePickers[0]
        #expect(timer.datePickerMode == .countDownTimer)
        #expect(timer.minuteInterval == 15)
        #expect(timer.datePickerStyle == .wheels)
        #expect(timer.date == Date(timeIntervalSinceReferenceDate: 694_224_000))
        let compact = datePickers[1]
        #expect(compact.datePickerMode == .date)
        #expect(compact.preferredDatePickerStyle == .compact)
        #expect(compact.minimumDate == Date(timeIntervalSinceReferenceDate: -978_267_600))
        #expect(compact.locale?.identifier == "de_DE")
        #expect(abs(compact.date.timeIntervalSinceNow) < 60, "without useCurrentDate=NO an app's picker shows now")
        let bar = try #require(root.subviews.compactMap { $0 as? UISearchBar }.first)
        #expect(bar.text == "Disneyland")
        #expect(bar.placeholder == "Place")
        #expect(bar.prompt == "Enter a place")
        #expect(bar.searchBarStyle == .minimal)
        #expect(bar.showsCancelButton)
        #expect(bar.scopeButtonTitles == ["All", "Nearby"])
        #expect(bar.showsScopeBar)
        #expect(bar.intrinsicContentSize.height == 100)
    }

    @Test("a picture's scene: the picker shows Xcode's sample rows with Cupertino selected, the date picker 9:41 on 9 January 2007")
    func canvasContent() throws {
        let text = xib(objects: """
                <view contentMode="scaleToFill" id="top-vw-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <subviews>
                        <pickerView contentMode="scaleToFill" id="pck-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="216"/>
                        </pickerView>
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" style="wheels" id="dtp-aa-001">
                            <rect key="frame" x="0.0" y="250" width="375" height="216"/>
                        </datePicker>
                    </subviews>
                </view>
        """)
        let document = try IBDocument(data: Data(text.utf8), path: "Pickers.xib")
        let loader = IBStoryboardLoader(name: "Pickers", document: document, bundle: nil, options: IBSceneWindow.options(for: .latest))
        let scene = try #require(IBSceneWindow.make(sceneID: "top-vw-000", loader: loader, device: try Device.named("iPhone 8"), orientation: .portrait))
        defer { scene.window.rootViewController = nil }
        scene.window.layoutIfNeeded()
        let root = try #require(scene.window.rootViewController?.view.subviews.first)
        let picker = try #require(root.subviews.compactMap { $0 as? UIPickerView }.first)
        #expect(picker.numberOfRows(inComponent: 0) == 5)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect((picker.view(forRow: 2, forComponent: 0) as? UILabel)?.text == "Cupertino")
        let datePicker = try #require(root.subviews.compactMap { $0 as? UIDatePicker }.first)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: datePicker.date)
        #expect(parts == DateComponents(year: 2007, month: 1, day: 9, hour: 9, minute: 41))
    }
}
