import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Pickers and search bars have the intrinsic size of UIKit's class, so that the layout around
/// them is UIKit's: a picker, and a date picker in the wheels style, are 320 × 216; a search bar
/// is 56 pt tall; a compact date picker is 34 pt tall.
@Suite("Placeholder intrinsic sizes")
@MainActor
struct PlaceholderIntrinsicSizeTests {
    /// A stack of placeholders pinned to the root's top and sides, each below the one before, none
    /// with a height (Xcode 8 wrote such views without frames); a label pinned below the last.
    static func text(toolsVersion: String = "11201", datePickerStyle: String = "") -> String {
        func pinned(_ id: String, below previous: String, _ n: Int) -> String {
            """
                                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" id="c\(n)a-ph-001"/>
                                <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="c\(n)a-ph-002"/>
                                <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(previous)" secondAttribute="\(previous == "roo-tv-iew" ? "top" : "bottom")" id="c\(n)a-ph-003"/>
            """
        }
        return storyboard(scenes: """
                <scene sceneID="scn-one">
                    <objects>
                        <viewController id="vc-one" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="roo-tv-iew">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pck-vw-one"/>
                                    <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="sch-br-one"/>
                                    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date"\(datePickerStyle) translatesAutoresizingMaskIntoConstraints="NO" id="dte-pk-one"/>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aft-vw-one">
                                        <constraints>
                                            <constraint firstAttribute="height" constant="10" id="c9a-ph-009"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
            \(pinned("pck-vw-one", below: "roo-tv-iew", 1))
            \(pinned("sch-br-one", below: "pck-vw-one", 2))
            \(pinned("dte-pk-one", below: "sch-br-one", 3))
            \(pinned("aft-vw-one", below: "dte-pk-one", 4))
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            """, extraRoot: #" initialViewController="vc-one""#)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="\#(toolsVersion)""#)
    }

    /// The initial controller of the storyboard `text`, shown by an app's load on an iPhone 8, and
    /// its window (kept: a window nobody holds is released, as in UIKit).
    func launch(_ text: String) throws -> (UIViewController, UIWindow) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("PlaceholderIntrinsicSizeTests-\(UUID().uuidString).storyboard")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let controller = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController())
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (controller, window)
    }

    /// The frames of the picker, search bar, date picker and the view after them.
    func laidOutFrames(_ text: String) throws -> [CGRect] {
        let (controller, window) = try launch(text)
        return withExtendedLifetime(window) { controller.view.subviews.map(\.frame) }
    }

    @Test("a picker and a wheels date picker are 216 pt tall and a search bar 56 pt, as in UIKit")
    func pickersAndSearchBars() throws {
        let frames = try laidOutFrames(Self.text())
        #expect(frames.map(\.height) == [216, 56, 216, 10])
        #expect(frames.map(\.minY) == [0, 216, 272, 488])
        // A document of Xcode 12 says which style a date picker has; `wheels` is 216 pt tall.
        #expect(try laidOutFrames(Self.text(toolsVersion: "17156", datePickerStyle: #" style="wheels""#))[2].height == 216)
    }

    @Test("a compact date picker is as tall as its date button, 34 pt; the view after it follows")
    func compactDatePicker() throws {
        let (controller, window) = try launch(Self.text(toolsVersion: "17156", datePickerStyle: #" style="compact""#))
        let datePicker = try #require(controller.view.subviews.dropFirst(2).first as? UIDatePicker)
        #expect(datePicker.datePickerStyle == .compact)
        #expect(datePicker.intrinsicContentSize.height == 34)
        #expect(!datePicker.hasAmbiguousLayout)
        #expect(controller.view.subviews.map(\.frame.minY) == [0, 216, 272, 306])
        withExtendedLifetime(window) {}
    }
}
