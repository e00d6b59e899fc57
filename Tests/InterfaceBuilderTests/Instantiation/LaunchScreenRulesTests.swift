import Foundation
import InterfaceBuilder
import Testing
import TestSupport

@Suite("Launch screen rules")
struct LaunchScreenRulesTests {
    @Test("the corpus launch screens follow the rules", .requiresSharedFolder, arguments: [
        "003_xamarin_DynamicLaunchScreen_LaunchScreen.xib", "006_banxi_AdaptivePhotos_LaunchScreen.xib",
        "049_apple_AVTimedAnnotationWriter_LaunchScreen.storyboard", "083_netnewswire_LaunchScreenPhone.storyboard",
    ])
    func corpusLaunchScreens(name: String) throws {
        let document = try IBDocument(contentsOf: Corpus.url(name))
        #expect(document.isLaunchScreen)
        #expect(LaunchScreenRules.check(document).isEmpty)
    }

    static let broken = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                <connections>
                    <outlet property="view" destination="root" id="o1"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" id="custom" customClass="GradientView">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="8"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <wkWebView contentMode="scaleToFill" id="web">
                        <rect key="frame" x="0.0" y="100" width="375" height="100"/>
                        <wkWebViewConfiguration key="configuration"/>
                    </wkWebView>
                </subviews>
            </view>
            <view contentMode="scaleToFill" id="second">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            </view>
        </objects>
    </document>
    """

    @Test("a broken launch screen: one positioned finding per violation")
    func brokenLaunchScreen() throws {
        let document = try IBDocument(data: Data(Self.broken.utf8), path: "Broken.xib")
        let findings = LaunchScreenRules.check(document)
        let codes = Set(findings.map(\.code))
        #expect(findings.count == 5)
        #expect(codes == [.launchConnection, .launchCustomClass, .launchMultipleRoots, .launchRuntimeAttribute, .launchWebView])
        let custom = try #require(findings.first { $0.code == LaunchScreenRules.customClass })
        #expect(try custom.description.hasPrefix(at("Broken.xib", "<view contentMode=\"scaleToFill\" id=\"custom\"", in: Self.broken)))
        let web = try #require(findings.first { $0.code == LaunchScreenRules.webView })
        #expect(try web.line == location(of: "<wkWebView", in: Self.broken).line)
        #expect(findings.allSatisfy { $0.severity == .error })
    }
}
