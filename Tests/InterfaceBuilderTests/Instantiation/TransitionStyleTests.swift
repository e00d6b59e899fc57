import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// `modalTransitionStyle` from documents: on a controller (its own transition) and on a
/// presentation segue (set on the destination, over the controller's own), as UIKit does.
@Suite("Modal transition styles")
@MainActor
struct TransitionStyleTests {
    static let text = storyboard(scenes: """
        <scene sceneID="hom-eS-cne">
            <objects>
                <viewController id="hom-eC-trl" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="hom-eV-iew">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                    <connections>
                        <segue destination="fli-pC-trl" kind="presentation" identifier="Flip" modalPresentationStyle="fullScreen" modalTransitionStyle="flipHorizontal" id="fli-pS-egu"/>
                        <segue destination="fad-eC-trl" kind="presentation" identifier="Fade" id="fad-eS-egu"/>
                        <segue destination="fad-eC-trl" kind="presentation" identifier="Curl" modalPresentationStyle="fullScreen" modalTransitionStyle="partialCurl" id="cur-lS-egu"/>
                        <segue destination="fli-pC-trl" kind="modal" identifier="LegacyCover" modalTransitionStyle="coverVertical" id="leg-aS-egu"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="fli-pS-cne">
            <objects>
                <viewController storyboardIdentifier="Flip" id="fli-pC-trl" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="fli-pV-iew">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="fad-eS-cne">
            <objects>
                <viewController storyboardIdentifier="Fade" modalTransitionStyle="crossDissolve" id="fad-eC-trl" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="fad-eV-iew">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, extraRoot: #" initialViewController="hom-eC-trl""#)

    /// The storyboard, its initial controller and the window showing it (keep the window: a
    /// window nobody holds is released, as in UIKit).
    private func launch() throws -> (UIStoryboard, UIViewController, UIWindow) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("TransitionStyleTests-\(UUID().uuidString).storyboard")
        try Self.text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let storyboard = try UIStoryboard.load(contentsOf: url)
        let home = try #require(storyboard.instantiateInitialViewController())
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = home
        window.makeKeyAndVisible()
        return (storyboard, home, window)
    }

    @Test("UIViewController's default is cover vertical; the enumeration has UIKit's values")
    func defaults() {
        #expect(UIViewController().modalTransitionStyle == .coverVertical)
        #expect(UIModalTransitionStyle.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("a controller's own modalTransitionStyle is set when it is instantiated")
    func controllerAttribute() throws {
        let (storyboard, _, _) = try launch()
        #expect(storyboard.instantiateViewController(withIdentifier: "Fade").modalTransitionStyle == .crossDissolve)
        #expect(storyboard.instantiateViewController(withIdentifier: "Flip").modalTransitionStyle == .coverVertical)
    }

    @Test("a presentation segue's transition is set on its destination; without one the destination keeps its own")
    func segueAttribute() throws {
        let (_, home, window) = try launch()
        defer { withExtendedLifetime(window) {} }
        home.performSegue(withIdentifier: "Flip", sender: nil)
        let flipped = try #require(home.presentedViewController)
        #expect(flipped.modalTransitionStyle == .flipHorizontal)
        #expect(flipped.modalPresentationStyle == .fullScreen)
        home.dismiss(animated: false, completion: nil)

        home.performSegue(withIdentifier: "Fade", sender: nil)
        let faded = try #require(home.presentedViewController)
        #expect(faded.modalTransitionStyle == .crossDissolve)
        home.dismiss(animated: false, completion: nil)

        // The segue's value wins over the destination's own.
        home.performSegue(withIdentifier: "Curl", sender: nil)
        let curled = try #require(home.presentedViewController)
        #expect(curled.modalTransitionStyle == .partialCurl)
        home.dismiss(animated: false, completion: nil)

        home.performSegue(withIdentifier: "LegacyCover", sender: nil)
        #expect(home.presentedViewController?.modalTransitionStyle == .coverVertical)
    }

    @Test("corpus: habitica's intro presents its login and intro screens full screen with a cross dissolve", .requiresSharedFolder)
    func habiticaIntro() throws {
        let storyboard = try UIStoryboard.load(contentsOf: Corpus.url("124_habitica_Intro.storyboard"))
        let loading = try #require(storyboard.instantiateInitialViewController())
        let window = UIWindow(device: try Device.named("iPhone SE (1st generation)"), orientation: .portrait)
        window.rootViewController = loading
        window.makeKeyAndVisible()
        for identifier in ["IntroSegue", "LoginSegue", "SetupSegue"] {
            loading.performSegue(withIdentifier: identifier, sender: nil)
            let presented = try #require(loading.presentedViewController)
            #expect(presented.modalTransitionStyle == .crossDissolve)
            #expect(presented.modalPresentationStyle == .fullScreen)
            loading.dismiss(animated: false, completion: nil)
        }
    }
}
