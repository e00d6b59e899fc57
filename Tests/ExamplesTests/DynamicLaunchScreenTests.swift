import Foundation
import OpenStoryboard
import Testing

/// Xamarin's Unified Storyboards guide's dynamic launch screen (`Examples/DynamicLaunchScreen`): our
/// `LaunchScreen.xib` follows the launch-screen rules and adapts to size classes; the broken one
/// shows each rule's finding; the launch pictures have each device's real pixel size.
/// Pictures go to `.build/examples/DynamicLaunchScreen/`.
@MainActor
@Suite("Dynamic launch screen", .serialized)
struct DynamicLaunchScreenTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/DynamicLaunchScreen")
    static let outputFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/examples/DynamicLaunchScreen")

    private func document(_ name: String) throws -> IBDocument {
        try IBDocument(contentsOf: Self.folder.appendingPathComponent(name), path: "Examples/DynamicLaunchScreen/" + name)
    }

    private func view(_ window: UIWindow, labelled text: String) -> UIView? {
        func find(_ view: UIView) -> UIView? {
            if (view as? UILabel)?.text == text { return view }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        return find(window)
    }

    @Test("LaunchScreen.xib follows every rule and is marked as a launch screen")
    func followsTheRules() throws {
        let launch = try document("LaunchScreen.xib")
        #expect(launch.isLaunchScreen)
        #expect(launch.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(LaunchScreenRules.check(launch).isEmpty)
    }

    @Test("both xibs are in Xcode's form: canonical XML written back byte for byte, no document diagnostics")
    func xcodeForm() throws {
        for name in ["LaunchScreen.xib", "BrokenLaunchScreen.xib"] {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            let xml = IBXMLDocument.parse(text, path: name)
            #expect(xml.diagnostics.isEmpty, "\(name)")
            #expect(xml.xmlString() == text, "\(name)")
            let parsed = try document(name)
            #expect(parsed.kind == .xib && parsed.isLaunchScreen && parsed.device?.id == "retina6_12", "\(name)")
            #expect(parsed.diagnostics.isEmpty, "\(name): \(parsed.diagnostics)")
        }
    }

    @Test("BrokenLaunchScreen.xib: one finding per rule, each at its element")
    func brokenShowsEveryRule() throws {
        let broken = try document("BrokenLaunchScreen.xib")
        let findings = LaunchScreenRules.check(broken)
        let text = try String(contentsOf: Self.folder.appendingPathComponent("BrokenLaunchScreen.xib"), encoding: .utf8)
        func line(of needle: String) -> Int {
            let prefix = text[..<text.range(of: needle)!.lowerBound]
            return prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        }
        let byCode = Dictionary(grouping: findings, by: \.code)
        #expect(Set(byCode.keys) == [LaunchScreenRules.multipleRoots, LaunchScreenRules.customClass, LaunchScreenRules.runtimeAttribute,
                                     LaunchScreenRules.webView, LaunchScreenRules.connection])
        #expect(byCode[LaunchScreenRules.multipleRoots]?.map(\.line) == [line(of: #"id="Sec-9r-Vw1""#)])
        #expect(byCode[LaunchScreenRules.customClass]?.map(\.line) == [line(of: #"customClass="SplashView""#)])
        #expect(byCode[LaunchScreenRules.runtimeAttribute]?.map(\.line) == [line(of: #"keyPath="layer.cornerRadius""#)])
        #expect(byCode[LaunchScreenRules.webView]?.map(\.line) == [line(of: "<wkWebView ")])
        #expect(Set(byCode[LaunchScreenRules.connection]?.compactMap(\.line) ?? []) == [line(of: #"<outlet property="view""#), line(of: #"<action selector="skipIntro:""#)],
                "the File's Owner outlet and the button's action")
        #expect(findings.allSatisfy { $0.description.hasPrefix("Examples/DynamicLaunchScreen/BrokenLaunchScreen.xib:") && $0.column != nil })
    }

    @Test("size classes: the logo shrinks, the title's font is smaller and the tagline goes in compact height")
    func sizeClasses() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let launch = try document("LaunchScreen.xib")
            let portrait = try LaunchScreenWindow.make(for: launch, device: try Device.named("iPhone 8"), orientation: .portrait)
            let landscape = try LaunchScreenWindow.make(for: launch, device: try Device.named("iPhone 8"), orientation: .landscapeLeft)
            let pad = try LaunchScreenWindow.make(for: launch, device: try Device.named("iPad Air 2"), orientation: .landscapeLeft)

            let title = try #require(view(portrait, labelled: "Dynamic Launch") as? UILabel)
            let logo = try #require(title.superview?.subviews.first)
            #expect(logo.frame.size == CGSize(width: 120, height: 120))
            #expect(logo.frame.midX == 187.5 && logo.frame.midY == 333.5 - 60, "centred, 60 pt above the middle")
            #expect(title.font.pointSize == 36)
            #expect(title.frame.minY == logo.frame.maxY + 24)
            #expect(view(portrait, labelled: "One file for every screen") != nil)

            let compactTitle = try #require(view(landscape, labelled: "Dynamic Launch") as? UILabel)
            let compactLogo = try #require(compactTitle.superview?.subviews.first)
            #expect(compactLogo.frame.size == CGSize(width: 72, height: 72), "heightClass=compact: 72 pt")
            #expect(compactLogo.frame.midX == 333.5 && compactLogo.frame.midY == 187.5 - 40)
            #expect(compactTitle.font.pointSize == 26)
            #expect(compactTitle.frame.minY == compactLogo.frame.maxY + 12)
            #expect(view(landscape, labelled: "One file for every screen") == nil, "excluded in compact height")

            let footer = try #require(view(pad, labelled: "© 2026 OpenStoryboard"))
            #expect(abs(footer.frame.maxY - (768 - 20)) < 0.001, "20 pt above the safe area's bottom")
            #expect(view(pad, labelled: "One file for every screen") != nil)
        }
    }

    @Test("the legacy Default*.png set: Apple's names and pixel sizes, rendered at those sizes")
    func legacyImages() throws {
        let expected: [(String, Int, Int)] = [
            ("Default.png", 320, 480), ("Default@2x.png", 640, 960), ("Default-568h@2x.png", 640, 1136),
            ("Default-667h@2x.png", 750, 1334), ("Default-736h@3x.png", 1242, 2208), ("Default-Landscape-736h@3x.png", 2208, 1242),
            ("Default-Portrait~ipad.png", 768, 1024), ("Default-Landscape~ipad.png", 1024, 768),
            ("Default-Portrait@2x~ipad.png", 1536, 2048), ("Default-Landscape@2x~ipad.png", 2048, 1536),
        ]
        #expect(LegacyLaunchImage.all.map { [$0.fileName: [$0.pixelSize.width, $0.pixelSize.height]] } == expected.map { [$0.0: [$0.1, $0.2]] })
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let launch = try document("LaunchScreen.xib")
            try FileManager.default.createDirectory(at: Self.outputFolder, withIntermediateDirectories: true)
            for image in LegacyLaunchImage.all {
                let window = try LaunchScreenWindow.make(for: launch, device: try image.device(), orientation: image.orientation)
                var renderer = WindowRenderer(window: window)
                renderer.drawsSystemChrome = false
                let url = Self.outputFolder.appendingPathComponent(image.fileName)
                try renderer.render(to: url, format: .png)
                let png = try UIImage.load(contentsOfFile: url.path)
                #expect(Int((png.size.width * png.scale).rounded()) == image.pixelSize.width, "\(image.fileName)")
                #expect(Int((png.size.height * png.scale).rounded()) == image.pixelSize.height, "\(image.fileName)")
            }
        }
    }

    @Test("the UILaunchImages entries: one per name and orientation, portrait sizes in points")
    func infoPlist() throws {
        let entries = LegacyLaunchImage.infoPlistEntries()
        let phone = try #require(entries["UILaunchImages"])
        #expect(phone.map { $0["UILaunchImageName"]! } == ["Default", "Default-568h", "Default-667h", "Default-736h", "Default-Landscape-736h"])
        #expect(phone.map { $0["UILaunchImageMinimumOSVersion"]! } == ["7.0", "7.0", "8.0", "8.0", "8.0"])
        #expect(phone.last?["UILaunchImageOrientation"] == "Landscape")
        #expect(phone.last?["UILaunchImageSize"] == "{414, 736}")
        let pad = try #require(entries["UILaunchImages~ipad"])
        #expect(pad == [
            ["UILaunchImageMinimumOSVersion": "7.0", "UILaunchImageName": "Default-Portrait", "UILaunchImageOrientation": "Portrait", "UILaunchImageSize": "{768, 1024}"],
            ["UILaunchImageMinimumOSVersion": "7.0", "UILaunchImageName": "Default-Landscape", "UILaunchImageOrientation": "Landscape", "UILaunchImageSize": "{768, 1024}"],
        ])
        // The XML is a property list that reads back to the same entries.
        let data = Data(LegacyLaunchImage.infoPlistXML().utf8)
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: [[String: String]]])
        #expect(plist == entries)
    }
}
