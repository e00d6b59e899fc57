import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// An activity indicator saved hidden because it hides when stopped is shown on Xcode's canvas,
/// so a stack view arranges it; one its author hid (an animating indicator saved hidden) is not;
/// and an app loading the document hides it until it animates, as UIKit does.
@Suite("Stopped activity indicators on Xcode's canvas")
@MainActor
struct CanvasStoppedIndicatorTests {
    /// A vertical fill stack (spacing 0, 300 pt wide, pinned to the root's top at 100) of a
    /// 40 pt view, a 20 pt activity indicator with `indicator` attributes, and a 60 pt view.
    static func document(indicator: String) throws -> IBDocument {
        let text = storyboard(scenes: """
                <scene sceneID="scn-ind-one">
                    <objects>
                        <viewController id="vc-ind-one" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rot-ind-one">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-ind-one">
                                        <rect key="frame" x="0.0" y="100" width="300" height="120"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-ind-vw">
                                                <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="40" id="top-ind-ht"/>
                                                </constraints>
                                            </view>
                                            <activityIndicatorView \(indicator) opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="act-ind-one">
                                                <rect key="frame" x="0.0" y="40" width="300" height="20"/>
                                            </activityIndicatorView>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bot-ind-vw">
                                                <rect key="frame" x="0.0" y="60" width="300" height="60"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="60" id="bot-ind-ht"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="300" id="stk-ind-wd"/>
                                        </constraints>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="stk-ind-one" firstAttribute="top" secondItem="rot-ind-one" secondAttribute="top" constant="100" id="stk-ind-tp"/>
                                    <constraint firstItem="stk-ind-one" firstAttribute="leading" secondItem="rot-ind-one" secondAttribute="leading" id="stk-ind-ld"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            """, head: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#)
        return try IBDocument(data: Data(text.utf8), path: "Indicator.storyboard")
    }

    static func frames(_ document: IBDocument, rules: CanvasRuleSet = .all) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for view in IBSceneLayout.report(for: document, rules: rules).scenes.flatMap(\.views) { frames[view.id] = view.frame }
        return frames
    }

    @Test("a stopped indicator that hides when stopped keeps its length in its stack, as Xcode stores it")
    func stoppedIndicatorIsArranged() throws {
        let document = try Self.document(indicator: #"hidden="YES" hidesWhenStopped="YES""#)
        let frames = Self.frames(document)
        #expect(frames["act-ind-one"] == CGRect(x: 0, y: 40, width: 300, height: 20))
        #expect(frames["bot-ind-vw"] == CGRect(x: 0, y: 60, width: 300, height: 60))
        #expect(frames["stk-ind-one"]?.height == 120)
        // Without the rule the indicator collapses, as an app's does, and the view after it moves up.
        let without = Self.frames(document, rules: CanvasRuleSet.all.disabling(.stoppedActivityIndicators))
        #expect(without["bot-ind-vw"]?.minY == 40)
        #expect(without["stk-ind-one"]?.height == 100)
    }

    @Test("an animating indicator saved hidden was hidden by its author: the stack collapses it")
    func authorHiddenIndicatorCollapses() throws {
        let document = try Self.document(indicator: #"hidden="YES" hidesWhenStopped="YES" animating="YES""#)
        let frames = Self.frames(document)
        #expect(frames["bot-ind-vw"]?.minY == 40)
        #expect(frames["stk-ind-one"]?.height == 100)
    }

    @Test("an app loading the document hides the stopped indicator, as UIKit does")
    func appHidesStoppedIndicator() throws {
        let document = try Self.document(indicator: #"hidden="YES" hidesWhenStopped="YES""#)
        let loader = IBStoryboardLoader(name: "Indicator", document: document, bundle: nil)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        let controller = try #require(loader.makeViewController(withObjectID: "vc-ind-one"))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let indicator = try #require(controller.view.subviews.first?.subviews.first { $0 is UIActivityIndicatorView })
        #expect(indicator.isHidden)
        let after = try #require(controller.view.subviews.first?.subviews.last)
        #expect(after.frame.minY == 40)
    }
}
