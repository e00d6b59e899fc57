import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A controller written as an app writes it, with only its `@objc`/`#selector`/`@IBOutlet`
/// lines changed: outlets with `@Outlet`, actions listed once in `actionMethods`.
final class EditorController: UIViewController, UIGestureRecognizerDelegate {
    @Outlet var nameLabel: UILabel!
    @Outlet var saveButton: UIButton!
    @Outlet var fields: [UITextField]
    var log: [String] = []
    var senders: [AnyObject] = []

    override class var actionMethods: [ActionMethod] {
        [.init("save:", Self.save), .init("cancel:", Self.cancel), .init("handleTap:", Self.handleTap), .init("selectAll:", Self.selectAll)]
    }

    func save(_ sender: UIButton) { log.append("save"); senders.append(sender) }          // was: @IBAction func save(_ sender: UIButton)
    func cancel(_ sender: UIBarButtonItem) { log.append("cancel"); senders.append(sender) }
    func handleTap(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state == .recognized)") }
    func selectAll(_ sender: Any?) { log.append("selectAll") }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "") from \(type(of: sender.map { $0 as AnyObject }) )")
    }
}

/// Action connections and outlets of a document reaching app code; gesture recognizers,
/// accessibility and interaction flags from the document.
@Suite("Actions and outlets from documents", .isolatedClassRegistry)
@MainActor
struct ActionConnectionTests {
    static let text = storyboard(scenes: """
        \(navigationScene(root: "edi-tC-trl"))
        <scene sceneID="edi-tS-cne">
            <objects>
                <viewController id="edi-tC-trl" customClass="EditorController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="edi-tV-iew">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" text="Name" id="nam-eL-bl1">
                                <rect key="frame" x="20" y="100" width="100" height="21"/>
                                <accessibility key="accessibilityConfiguration" identifier="name.label" label="Name of the player" hint="Shows the name">
                                    <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                                </accessibility>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="sav-eB-ttn">
                                <rect key="frame" x="100" y="200" width="100" height="30"/>
                                <state key="normal" title="Save"/>
                                <accessibility key="accessibilityConfiguration" identifier="save"/>
                                <connections>
                                    <action selector="save:" destination="edi-tC-trl" eventType="touchUpInside" id="sav-eA-ct1"/>
                                    <action selector="selectAll:" destination="fir-st-res" eventType="touchDown" id="sel-aA-ct1"/>
                                </connections>
                            </button>
                            <textField opaque="NO" contentMode="scaleToFill" id="fie-ld1-aaa">
                                <rect key="frame" x="20" y="300" width="200" height="34"/>
                            </textField>
                            <textField opaque="NO" contentMode="scaleToFill" id="fie-ld2-bbb">
                                <rect key="frame" x="20" y="350" width="200" height="34"/>
                            </textField>
                            <view userInteractionEnabled="NO" contentMode="scaleToFill" id="pas-sV-iew">
                                <rect key="frame" x="250" y="300" width="100" height="100"/>
                            </view>
                            <view contentMode="scaleToFill" multipleTouchEnabled="YES" id="tap-pV-iew">
                                <rect key="frame" x="20" y="450" width="300" height="100"/>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="tap-GR-rec" appends="YES" id="gr1-co-nn1"/>
                                    <outletCollection property="gestureRecognizers" destination="lon-gP-rec" appends="YES" id="gr2-co-nn2"/>
                                </connections>
                            </view>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Editor" id="edi-tN-itm">
                        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="can-cB-itm">
                            <accessibility key="accessibilityConfiguration" identifier="cancel.item"/>
                            <connections>
                                <action selector="cancel:" destination="edi-tC-trl" id="can-cA-ct1"/>
                            </connections>
                        </barButtonItem>
                        <barButtonItem key="rightBarButtonItem" title="Info" id="inf-oB-itm">
                            <connections>
                                <segue destination="inf-oC-trl" kind="show" identifier="Info" id="inf-oS-egu"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    <connections>
                        <outlet property="nameLabel" destination="nam-eL-bl1" id="out-le-t01"/>
                        <outlet property="saveButton" destination="sav-eB-ttn" id="out-le-t02"/>
                        <outletCollection property="fields" destination="fie-ld1-aaa" collectionClass="NSMutableArray" id="out-le-t03"/>
                        <outletCollection property="fields" destination="fie-ld2-bbb" collectionClass="NSMutableArray" id="out-le-t04"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fir-st-res" sceneMemberID="firstResponder"/>
                <tapGestureRecognizer numberOfTapsRequired="2" id="tap-GR-rec">
                    <connections>
                        <action selector="handleTap:" destination="edi-tC-trl" id="tap-GR-act"/>
                        <outlet property="delegate" destination="edi-tC-trl" id="tap-GR-del"/>
                    </connections>
                </tapGestureRecognizer>
                <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.75" id="lon-gP-rec">
                    <connections>
                        <segue destination="inf-oC-trl" kind="show" identifier="Details" id="lon-gS-egu"/>
                    </connections>
                </pongPressGestureRecognizer>
            </objects>
        </scene>
        <scene sceneID="inf-oS-cne">
            <objects>
                <viewController title="Info" id="inf-oC-trl" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="inf-oV-iew">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, extraRoot: #" initialViewController="nav-co-ntr""#)

    private func launch() throws -> (UIWindow, UINavigationController, EditorController) {
        UIStoryboard.register(forClassNamed: "EditorController") { EditorController() }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ActionConnectionTests-\(UUID().uuidString).storyboard")
        try Self.text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let storyboard = try UIStoryboard.load(contentsOf: url)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation, try #require(navigation.viewControllers.first as? EditorController))
    }

    @Test("@Outlet properties are set from the document, collections in document order")
    func outlets() throws {
        let (_, _, editor) = try launch()
        #expect(editor.nameLabel?.text == "Name")
        #expect(editor.saveButton?.currentTitle == "Save")
        #expect(editor.fields.map(\.frame.minY) == [300, 350])
    }

    @Test("a tap on the button calls the registered action method with the button as sender")
    func buttonAction() throws {
        let (window, _, editor) = try launch()
        try window.tap(try #require(window.view(withAccessibilityIdentifier: "save")))
        #expect(editor.log == ["selectAll", "save"], "touchDown, then touchUpInside")
        #expect(editor.senders.first === editor.saveButton)
    }

    @Test("a First Responder action goes up the responder chain from the control to the controller")
    func firstResponderAction() throws {
        let (window, _, editor) = try launch()
        let button = try #require(editor.saveButton)
        let touch = UITouch(at: button.convert(CGPoint(x: 50, y: 15), to: nil), in: window)
        window.sendEvent(UIEvent(touches: [touch]))
        #expect(editor.log == ["selectAll"], "touchDown reaches selectAll: on the controller")
    }

    @Test("a bar button item's action and segue from the document: pressing them reaches the app")
    func barItems() throws {
        let (window, navigation, editor) = try launch()
        let cancel = try #require(editor.navigationItem.leftBarButtonItem)
        #expect(cancel.accessibilityIdentifier == "cancel.item")
        try window.press(cancel)
        #expect(editor.log == ["cancel"])
        #expect(editor.senders.last === cancel)
        try window.press(try #require(window.barButtonItem(titled: "Info")))
        #expect(navigation.topViewController?.title == "Info")
        #expect(editor.log.last?.hasPrefix("prepare Info") == true)
    }

    @Test("a gesture recognizer from the document is attached, configured and calls the action method")
    func gestureRecognizer() throws {
        let (window, _, editor) = try launch()
        let area = try #require(editor.view.subviews.first { $0.gestureRecognizers?.isEmpty == false })
        let tap = try #require(area.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(area.gestureRecognizers?.count == 2)
        #expect(tap.numberOfTapsRequired == 2)
        #expect(tap.delegate === editor)
        #expect(area.isMultipleTouchEnabled)
        try window.tap(area)
        #expect(editor.log.isEmpty, "one tap is not a double tap")
        try window.tap(area, count: 2)
        #expect(editor.log == ["tap true"])
    }

    @Test("accessibility configuration and userInteractionEnabled come from the document")
    func accessibility() throws {
        let (window, _, editor) = try launch()
        let label = try #require(editor.nameLabel)
        #expect(label.accessibilityIdentifier == "name.label")
        #expect(label.accessibilityLabel == "Name of the player")
        #expect(label.accessibilityHint == "Shows the name")
        #expect(label.accessibilityTraits == [.staticText, .header])
        #expect(window.views(withAccessibilityLabel: "Name of the player") == [label])
        let passive = try #require(editor.view.subviews.first { !$0.isUserInteractionEnabled && !($0 is UILabel) })
        #expect(throws: DrivingError.self) { try window.tap(passive) }
    }

    @Test("a segue drawn from a gesture recognizer is performed when it recognizes")
    func gestureSegue() throws {
        let (window, navigation, editor) = try launch()
        let area = try #require(editor.view.subviews.first { $0.gestureRecognizers?.isEmpty == false })
        let press = try #require(area.gestureRecognizers?.last as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 0.75)
        try window.longPress(area, duration: 0.5)
        #expect(navigation.topViewController === editor)
        try window.longPress(area, duration: 1)
        #expect(navigation.topViewController?.title == "Info")
        #expect(editor.log.last?.hasPrefix("prepare Details") == true)
    }
}
