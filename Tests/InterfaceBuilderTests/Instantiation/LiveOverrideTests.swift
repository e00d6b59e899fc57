import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Per-size-class property overrides follow the controller's traits live: frames (Xcode 6/7
/// documents), button and label fonts, colours, and only the properties a variation names.
@Suite("Live property overrides")
@MainActor
struct LiveOverrideTests {
    /// An Xcode 6-style document (600 × 600 Any/Any canvas) whose views keep their frames (no
    /// constraint mentions them), with per-class frames, fonts and colours.
    static let document = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6250" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="box">
                                    <rect key="frame" x="20" y="20" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <color key="backgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                    <variation key="widthClass=regular">
                                        <rect key="frame" x="40" y="60" width="200" height="150"/>
                                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                    </variation>
                                </view>
                                <view contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="20" y="200" width="560" height="40"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    <variation key="widthClass=regular">
                                        <rect key="frame" x="40" y="300" width="520" height="40"/>
                                    </variation>
                                </view>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="go">
                                    <rect key="frame" x="20" y="400" width="60" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <state key="normal" title="Go"/>
                                    <variation key="widthClass=regular">
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                                    </variation>
                                </button>
                                <label opaque="NO" text="Title" id="title">
                                    <rect key="frame" x="20" y="450" width="200" height="21"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <variation key="widthClass=regular">
                                        <fontDescription key="fontDescription" type="system" pointSize="24"/>
                                    </variation>
                                </label>
                                <label opaque="NO" text="Plain" id="plain">
                                    <rect key="frame" x="20" y="500" width="200" height="21"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin">
                                    <rect key="frame" x="20" y="550" width="100" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="pw1">
                                            <variation key="widthClass=regular" priority="250"/>
                                        </constraint>
                                        <constraint firstAttribute="width" priority="750" constant="200" id="pw2"/>
                                        <constraint firstAttribute="height" constant="10" id="ph"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="pin" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="pl">
                                    <variation key="widthClass=regular" constant="60"/>
                                </constraint>
                                <constraint firstItem="pin" firstAttribute="top" secondItem="root" secondAttribute="top" constant="550" id="pt"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    private func load(_ text: String) throws -> (UIViewController, IBLiveResolution) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-overrides-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Overrides.storyboard")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let storyboard = try UIStoryboard.load(contentsOf: url)
        let controller = try #require(storyboard.instantiateInitialViewController())
        controller.loadViewIfNeeded()  // the scene loads (and resolves) with its view
        let resolution = try #require(storyboard.documentLoader?.resolutions.last)
        return (controller, resolution)
    }

    @Test("frames: a view that keeps its frame moves to its regular-width frame when the width class changes, and back")
    func framesFollowWidthClass() throws {
        let (controller, resolution) = try load(Self.document)
        let box = try #require(resolution.instantiator.view(withID: "box"))
        let bar = try #require(resolution.instantiator.view(withID: "bar"))
        #expect(resolution.variedProperties(of: "box") == ["rect/frame", "color/backgroundColor"])
        let window = UIWindow(device: try Device.named("iPhone 6"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.view.bounds.size == CGSize(width: 375, height: 667))
        #expect(box.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        // Any/Any 600-point canvas → 375: the flexible width gives up 225 points.
        #expect(bar.frame == CGRect(x: 20, y: 200, width: 335, height: 40))

        controller.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(resolution.traits.horizontalSizeClass == .regular)
        #expect(box.frame == CGRect(x: 40, y: 60, width: 200, height: 150))
        // The regular frame is carried from the 600-point canvas to the 375-point root view.
        #expect(bar.frame == CGRect(x: 40, y: 300, width: 295, height: 40))
        #expect(box.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))

        controller.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        window.layoutIfNeeded()
        #expect(resolution.traits.horizontalSizeClass == .compact)
        #expect(box.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        #expect(bar.frame == CGRect(x: 20, y: 200, width: 335, height: 40))
        #expect(box.backgroundColor == UIColor(white: 0, alpha: 1))
    }

    @Test("frames on an iPad: the regular frames apply when the window is made, the compact ones in a compact override")
    func framesOnPad() throws {
        let (controller, resolution) = try load(Self.document)
        let box = try #require(resolution.instantiator.view(withID: "box"))
        let bar = try #require(resolution.instantiator.view(withID: "bar"))
        let window = UIWindow(device: try Device.named("iPad Air 2"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let width = controller.view.bounds.width
        #expect(width == 768)
        #expect(box.frame == CGRect(x: 40, y: 60, width: 200, height: 150))
        #expect(bar.frame == CGRect(x: 40, y: 300, width: 520 + width - 600, height: 40))
        controller.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        #expect(bar.frame == CGRect(x: 20, y: 200, width: 560 + width - 600, height: 40))
    }

    @Test("fonts: a button without a font of its own takes the regular-width font and gets its default back; labels too")
    func buttonAndLabelFonts() throws {
        let (controller, resolution) = try load(Self.document)
        let button = try #require(resolution.instantiator.view(withID: "go") as? UIButton)
        let label = try #require(resolution.instantiator.view(withID: "title") as? UILabel)
        let window = UIWindow(device: try Device.named("iPhone 6"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let defaultFont = try #require(button.titleLabel?.font)
        let compactWidth = button.intrinsicContentSize.width
        #expect(defaultFont.pointSize == 15)
        #expect(label.font.pointSize == 17)

        controller.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 30))
        #expect(button.intrinsicContentSize.width > compactWidth)
        #expect(label.font.pointSize == 24)

        controller.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        window.layoutIfNeeded()
        #expect(button.titleLabel?.font == defaultFont)
        #expect(button.intrinsicContentSize.width == compactWidth)
        #expect(label.font.pointSize == 17)
    }

    @Test("constraints: a constant and a priority (across required) follow the width class, and back")
    func constraintConstantAndPriority() throws {
        let (controller, resolution) = try load(Self.document)
        let pin = try #require(resolution.instantiator.view(withID: "pin"))
        let required = try #require(resolution.instantiator.constraints["pw1"])
        let window = UIWindow(device: try Device.named("iPhone 6"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(pin.frame == CGRect(x: 20, y: 550, width: 100, height: 10))

        controller.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(required.priority == UILayoutPriority(250))
        #expect(required.isActive)
        #expect(pin.frame == CGRect(x: 60, y: 550, width: 200, height: 10))

        controller.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        window.layoutIfNeeded()
        #expect(required.priority == .required)
        #expect(required.isActive)
        #expect(pin.constraints.contains { $0 === required })
        #expect(pin.frame == CGRect(x: 20, y: 550, width: 100, height: 10))
    }

    @Test("values set in code survive a trait change unless a variation names that property")
    func codeSetValuesSurvive() throws {
        let (controller, resolution) = try load(Self.document)
        let plain = try #require(resolution.instantiator.view(withID: "plain") as? UILabel)
        let title = try #require(resolution.instantiator.view(withID: "title") as? UILabel)
        let window = UIWindow(device: try Device.named("iPhone 6"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        plain.text = "Set in code"
        plain.isHidden = true
        title.text = "Renamed"
        controller.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(plain.text == "Set in code")
        #expect(plain.isHidden)
        #expect(title.text == "Renamed")
        #expect(title.font.pointSize == 24)
    }

    @Test("corpus: Restructure (apress 055) buttons take their 20-point regular/regular font on an iPad-sized trait change, and back", .requiresSharedFolder)
    func restructureButtonFonts() throws {
        let storyboard = try UIStoryboard.load(contentsOf: Corpus.url("055_apress1_Restructure_Main.storyboard"))
        let controller = try #require(storyboard.instantiateInitialViewController())
        controller.loadViewIfNeeded()  // the scene loads (and resolves) with its view
        let resolution = try #require(storyboard.documentLoader?.resolutions.last)
        let buttons = try ["o2F-45-5wp", "pEv-pA-5EY", "EPZ-Cf-9cV", "utL-Zf-eRh"].map {
            try #require(resolution.instantiator.view(withID: $0) as? UIButton)
        }
        let window = UIWindow(device: try Device.named("iPhone 6"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let widths = buttons.map(\.frame.width)
        #expect(buttons.allSatisfy { $0.titleLabel?.font.pointSize == 15 })

        controller.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(resolution.traits.horizontalSizeClass == .regular)
        #expect(resolution.traits.verticalSizeClass == .regular)
        #expect(buttons.allSatisfy { $0.titleLabel?.font.pointSize == 20 })
        #expect(zip(buttons, widths).allSatisfy { $0.frame.width > $1 })

        controller.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        window.layoutIfNeeded()
        #expect(buttons.allSatisfy { $0.titleLabel?.font.pointSize == 15 })
        #expect(buttons.map(\.frame.width) == widths)
    }

    @Test("corpus: AdaptivePhotos' compact/compact frames are canvas-only: Auto Layout views keep their solved frames", .requiresSharedFolder)
    func autoLayoutFramesAreCanvasOnly() throws {
        let storyboard = try UIStoryboard.load(contentsOf: InstantiationTests.adaptivePhotos)
        let loader = try #require(storyboard.documentLoader)
        let photo = try #require(loader.makeViewController(withObjectID: "fqb-nn-hQ3", for: storyboard))
        photo.loadViewIfNeeded()  // the scene loads (and resolves) with its view
        let resolution = try #require(loader.resolutions.last)
        #expect(resolution.variedProperties(of: "zwg-1c-0zH").contains("rect/frame"))
        let rating = try #require(resolution.instantiator.view(withID: "zwg-1c-0zH"))
        let window = UIWindow(device: try Device.named("iPhone 6"), orientation: .portrait)
        window.rootViewController = photo
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(resolution.traits.verticalSizeClass == .compact)
        // The compact/compact variation stores x=8 width=384 on a 400-point canvas; the
        // constraints (trailing margin, fixed size) decide the frame at run time.
        #expect(!rating.translatesAutoresizingMaskIntoConstraints)
        #expect(rating.frame.maxX == photo.view.bounds.width - 20)
    }
}
