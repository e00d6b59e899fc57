import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A menu controller that records what UIKit asks it around a segue triggered by a control, and
/// can refuse it.
final class GateController: UIViewController {
    var asked: [String] = []
    var prepared: [(identifier: String?, sender: Any?)] = []
    var allows = true

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return allows
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender))
    }
}

/// Segues drawn from a button in the document are performed by a tap on it
/// (`sendActions(for: .touchUpInside)`), as in UIKit.
@Suite("Segues triggered by controls", .isolatedClassRegistry)
@MainActor
struct ControlSegueTests {
    static let text = storyboard(scenes: """
        \(navigationScene(root: "men-uC-trl"))
        <scene sceneID="men-uS-cne">
            <objects>
                <viewController id="men-uC-trl" customClass="GateController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="men-uV-iew">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="pla-yB-ttn">
                                <rect key="frame" x="100" y="100" width="100" height="30"/>
                                <state key="normal" title="Play"/>
                                <connections>
                                    <segue destination="gam-eC-trl" kind="show" identifier="Play" id="pla-yS-egu"/>
                                </connections>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" id="abo-ut-btn">
                                <rect key="frame" x="100" y="200" width="100" height="30"/>
                                <state key="normal" title="About"/>
                                <connections>
                                    <segue destination="gam-eC-trl" kind="show" id="abo-ut-seg"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="gam-eS-cne">
            <objects>
                <viewController title="Game" id="gam-eC-trl" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="gam-eV-iew">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, extraRoot: #" initialViewController="nav-co-ntr""#)

    private func launch() throws -> (UINavigationController, GateController, play: UIButton, about: UIButton) {
        UIStoryboard.register(forClassNamed: "GateController") { GateController() }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ControlSegueTests-\(UUID().uuidString).storyboard")
        try Self.text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let storyboard = try UIStoryboard.load(contentsOf: url)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let menu = try #require(navigation.viewControllers.first as? GateController)
        let buttons = menu.view.subviews.compactMap { $0 as? UIButton }
        return (navigation, menu, try #require(buttons.first), try #require(buttons.last))
    }

    @Test("a tap asks shouldPerformSegue, prepares with the button as sender, then pushes a fresh destination")
    func tapPerforms() throws {
        let (navigation, menu, play, _) = try launch()
        play.sendActions(for: .touchUpInside)
        #expect(menu.asked == ["Play"])
        #expect(menu.prepared.count == 1)
        #expect(menu.prepared.first?.identifier == "Play")
        #expect((menu.prepared.first?.sender as? UIButton) === play)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Game")
        navigation.popViewController(animated: false)
        play.sendActions(for: .touchUpInside)
        #expect(navigation.viewControllers.count == 2)
        #expect(menu.prepared.count == 2)
    }

    @Test("shouldPerformSegue returning false, or a disabled button, performs nothing")
    func refused() throws {
        let (navigation, menu, play, _) = try launch()
        menu.allows = false
        play.sendActions(for: .touchUpInside)
        #expect(menu.asked == ["Play"])
        #expect(menu.prepared.isEmpty)
        #expect(navigation.viewControllers.count == 1)
        menu.allows = true
        play.isEnabled = false
        play.sendActions(for: .touchUpInside)
        #expect(navigation.viewControllers.count == 1)
        #expect(menu.asked == ["Play"], "a disabled control does not even ask")
    }

    @Test("a segue without an identifier is still triggered by its button (asked with an empty identifier)")
    func unidentified() throws {
        let (navigation, menu, play, about) = try launch()
        about.sendActions(for: .touchUpInside)
        #expect(menu.asked == [""])
        #expect(menu.prepared.first?.identifier == nil)
        #expect(navigation.viewControllers.count == 2)
        #expect(play.sendActions(for: .touchDown) == 0, "only touchUpInside triggers the segue")
    }

    @Test("buttons keep the document's type: buttonType=\"system\" is a system button (tinted title), none is custom")
    func buttonTypes() throws {
        let (_, _, play, about) = try launch()
        #expect(play.buttonType == .system)
        #expect(about.buttonType == .custom)
        #expect(about.titleColor(for: .normal) == .white, "UIKit's custom buttons have white titles")
    }
}
