import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A button's iOS 15 `<buttonConfiguration>` background, as a storyboard gives it to the button:
/// without it, white text on a white screen is all a picture shows.
@Suite("Instantiation: button configuration backgrounds")
@MainActor
struct ButtonConfigurationInstantiationTests {
    static func button(_ id: String, _ configuration: String) -> String {
        """
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="20" y="100" width="200" height="40"/>
                                    \(configuration)
                                </button>
        """
    }

    static let scenes = """
            <scene sceneID="scn-btn-cfg">
                <objects>
                    <viewController storyboardIdentifier="Buttons" id="vc-btn-cfg" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rot-btn-cfg">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
    \(button("btn-cfg-bkg", """
    <buttonConfiguration key="configuration" style="plain" title="Go"><backgroundConfiguration key="background"><color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></backgroundConfiguration><color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></buttonConfiguration>
    """))
    \(button("btn-cfg-fil", #"<buttonConfiguration key="configuration" style="filled" title="Filled"/>"#))
    \(button("btn-cfg-gry", #"<buttonConfiguration key="configuration" style="gray" title="Gray"/>"#))
    \(button("btn-cfg-pln", #"<buttonConfiguration key="configuration" style="plain" title="Plain"/>"#))
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """

    @Test("a configuration's background colour, or its filled or gray style's, is the button's background; plain has none")
    func backgrounds() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-buttons-\(UUID().uuidString).storyboard")
        try Data(storyboard(scenes: Self.scenes).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let controller = try UIStoryboard.load(contentsOf: url).instantiateViewController(withIdentifier: "Buttons")
        let buttons = controller.view.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.count == 4)
        func rgb(_ color: UIColor?) -> [Double] {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
            color?.getRed(&red, green: &green, blue: &blue, alpha: nil)
            return [red, green, blue].map { (Double($0) * 100).rounded() / 100 }
        }
        let background = try #require(buttons.first { $0.title(for: .normal) == "Go" })
        #expect(rgb(background.backgroundColor) == [1, 0.5, 0])
        #expect(rgb(background.titleColor(for: .normal)) == [1, 1, 1])
        #expect(background.layer.cornerRadius > 0)
        let filled = try #require(buttons.first { $0.title(for: .normal) == "Filled" })
        #expect(filled.backgroundColor != nil && rgb(filled.backgroundColor) == rgb(filled.tintColor))
        #expect(rgb(filled.titleColor(for: .normal)) == [1, 1, 1])
        let gray = try #require(buttons.first { $0.title(for: .normal) == "Gray" })
        #expect(rgb(gray.backgroundColor) == rgb(.systemGray5))
        #expect(buttons.first { $0.title(for: .normal) == "Plain" }?.backgroundColor == nil)
    }
}
