import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import TestSupport

/// What the rule suites share: documents around the part a test is about, run through one rule.

/// The `<device>` of the fixtures: an iPhone 8 canvas (375 × 667), portrait.
let phoneCanvas = """
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    """

/// A storyboard scene of one view controller whose root view (375 × 667, id `root-vw`) holds
/// `subviews` and `constraints`.
func controllerScene(id: String = "vc-one", sceneID: String = "scn-one", extra: String = "", subviews: String, constraints: String = "", rootExtra: String = "") -> String {
    """
            <scene sceneID="\(sceneID)">
                <objects>
                    <viewController id="\(id)"\(extra) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rot-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <constraints>
    \(constraints)
                            </constraints>
    \(rootExtra)
                        </view>
                    </viewController>
                </objects>
            </scene>
    """
}

/// A plain view with constraints at a stored frame (`marker` goes before its element).
func plainView(_ id: String, frame: (Double, Double, Double, Double), attributes: String = "", constraints: String = "", marker: String = "") -> String {
    """
                                \(marker)<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO"\(attributes) id="\(id)">
                                    <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                                    <constraints>
    \(constraints)
                                    </constraints>
                                </view>
    """
}

enum LintFixture {
    /// Reads a document from text (written to a temporary file when `folder` is given, so rules
    /// that look beside it find what the test put there).
    static func document(_ text: String, name: String = "Test.storyboard", folder: URL? = nil) throws -> IBDocument {
        if let folder {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return try IBDocument(contentsOf: url, path: url.path)
        }
        return try IBDocument(data: Data(text.utf8), path: name)
    }

    /// The findings of one rule on a document, on its own canvas.
    @MainActor
    static func findings(_ text: String, rule: any LintRule, name: String = "Test.storyboard", folder: URL? = nil) throws -> [LintFinding] {
        let document = try document(text, name: name, folder: folder)
        return Linter(rules: [rule], matrix: .documentOnly).lint(document)
    }

    /// The positions of findings, as markers are compared.
    static func positions(_ findings: [LintFinding]) -> [MarkedText.Position] {
        findings.compactMap { finding in finding.line.map { MarkedText.Position(line: $0, column: finding.column ?? 0) } }
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The layouts the geometry rules' suites share: views pinned at a place, laid out on the canvas
/// and on other devices.
@MainActor
enum GeometryFixture {
    /// Runs one rule on the canvas (an iPhone 8 canvas) and on an iPhone SE (1st generation),
    /// 320 pt wide, and an iPhone X-class phone with a sensor housing.
    static func findings(_ text: String, rule: any LintRule, devices: [String] = ["iPhone SE (1st generation)"]) throws -> [LintFinding] {
        let document = try LintFixture.document(text)
        let matrix = LintMatrix(devices: try devices.map { try Device.named($0) }, orientations: [.portrait])
        return Linter(rules: [rule], matrix: matrix).lint(document)
    }

    /// A view pinned to the leading edge at `x` with a fixed size.
    static func pinned(_ id: String, kind: String = "view", x: Double, y: Double = 100, width: Double, height: Double, marker: String = "", toSafeArea: Bool = false) -> (String, String) {
        let view = """
            \(marker)<\(kind) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="\(id.prefix(3))-wd-001"/>
                    <constraint firstAttribute="height" constant="\(height)" id="\(id.prefix(3))-ht-001"/>
                </constraints>
            </\(kind)>
            """
        let edge = toSafeArea ? "saf-ar-one" : "rot-vc-one"
        let constraints = """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(edge)" secondAttribute="leading" constant="\(x)" id="\(id.prefix(3))-ld-001"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(edge)" secondAttribute="top" constant="\(y)" id="\(id.prefix(3))-tp-001"/>
            """
        return (view, constraints)
    }

    static func document(_ parts: [(String, String)], safeArea: Bool = false) -> MarkedText {
        MarkedText(storyboard(scenes: controllerScene(
            subviews: parts.map(\.0).joined(separator: "\n"), constraints: parts.map(\.1).joined(separator: "\n"),
            rootExtra: safeArea ? #"<viewLayoutGuide key="safeArea" id="saf-ar-one"/>"# : ""), head: phoneCanvas))
    }
}

/// Labels of a fixed size for the text rules' suites, laid out on the canvas and an iPhone 8.
@MainActor
enum TextFixture {
    static func label(
        _ id: String, text: String, lines: Int, width: Double, height: Double, marker: String = "",
        font: String = #"type="system" pointSize="17""#, attributes: String = ""
    ) -> (String, String) {
        let view = """
            \(marker)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" lineBreakMode="tailTruncation" numberOfLines="\(lines)"\(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="100" width="\(width)" height="\(height)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="\(id.prefix(3))-wd-001"/>
                    <constraint firstAttribute="height" constant="\(height)" id="\(id.prefix(3))-ht-001"/>
                </constraints>
                <fontDescription key="fontDescription" \(font)/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        let constraints = """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" constant="20" id="\(id.prefix(3))-ld-001"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="100" id="\(id.prefix(3))-tp-001"/>
            """
        return (view, constraints)
    }

    /// A label pinned 20 pt from both edges of the root, 335 pt wide on the 375-pt canvas and
    /// 280 on a 320-pt phone, at y = 100, with a fixed height constraint when `fixedHeight`.
    static func pinnedLabel(_ id: String, text: String, lines: Int, height: Double, fixedHeight: Bool = false, marker: String = "") -> (String, String) {
        let constraint = fixedHeight
            ? "<constraints><constraint firstAttribute=\"height\" constant=\"\(height)\" id=\"\(id.prefix(3))-ht-001\"/></constraints>" : ""
        let view = """
            \(marker)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" lineBreakMode="tailTruncation" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="100" width="335" height="\(height)"/>
                \(constraint)
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        let constraints = """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" constant="20" id="\(id.prefix(3))-ld-001"/>
            <constraint firstItem="rot-vc-one" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="\(id.prefix(3))-tr-001"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="100" id="\(id.prefix(3))-tp-001"/>
            """
        return (view, constraints)
    }

    /// The canvas's width (an iPhone 8) and a 320-pt one (an iPhone SE, 1st generation), portrait.
    static func twoPhones() throws -> LintMatrix {
        LintMatrix(devices: [try Device.named("iPhone 8"), try Device.named("iPhone SE (1st generation)")], orientations: [.portrait])
    }

    static func findings(_ parts: [(String, String)], rule: any LintRule, matrix: LintMatrix? = nil) throws -> (MarkedText, [LintFinding]) {
        let input = MarkedText(storyboard(scenes: controllerScene(
            subviews: parts.map(\.0).joined(separator: "\n"), constraints: parts.map(\.1).joined(separator: "\n")), head: phoneCanvas))
        let document = try LintFixture.document(input.text)
        let matrix = try matrix ?? LintMatrix(devices: [try Device.named("iPhone 8")], orientations: [.portrait])
        return (input, Linter(rules: [rule], matrix: matrix).lint(document))
    }
}

/// A project folder with an asset catalog, and a document that uses images and colours in it and
/// not, for `missing-image` and `missing-color`.
@MainActor
enum AssetFixture {
    /// A folder with `Assets.xcassets` holding the image `Logo` and the colour `Brand`.
    static func projectFolder() throws -> URL {
        let folder = try LintFixture.temporaryFolder()
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let manager = FileManager.default
        try manager.createDirectory(at: catalog.appendingPathComponent("Logo.imageset"), withIntermediateDirectories: true)
        try manager.createDirectory(at: catalog.appendingPathComponent("Brand.colorset"), withIntermediateDirectories: true)
        try #"{"info":{"author":"xcode","version":1}}"#.write(to: catalog.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try #"{"images":[{"idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
            .write(to: catalog.appendingPathComponent("Logo.imageset/Contents.json"), atomically: true, encoding: .utf8)
        try #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
            .write(to: catalog.appendingPathComponent("Brand.colorset/Contents.json"), atomically: true, encoding: .utf8)
        return folder
    }

    static let document = MarkedText(storyboard(scenes: controllerScene(subviews: """
        <imageView contentMode="scaleToFill" image="Logo" id="img-vw-one"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
        1️⃣<imageView contentMode="scaleToFill" image="Missing" id="img-vw-two"><rect key="frame" x="0" y="20" width="10" height="10"/></imageView>
        <imageView contentMode="scaleToFill" image="star.fill" catalog="system" id="img-vw-thr"><rect key="frame" x="0" y="40" width="10" height="10"/></imageView>
        <view contentMode="scaleToFill" id="col-vw-one"><rect key="frame" x="0" y="60" width="10" height="10"/>
            <color key="backgroundColor" name="Brand"/>
        </view>
        <view contentMode="scaleToFill" id="col-vw-two"><rect key="frame" x="0" y="80" width="10" height="10"/>
            2️⃣<color key="backgroundColor" name="Accent"/>
        </view>
        """), tail: """
        <resources>
            <image name="Logo" width="10" height="10"/>
            <image name="Missing" width="10" height="10"/>
            <image name="star.fill" catalog="system" width="10" height="10"/>
            <namedColor name="Brand"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            <namedColor name="Accent"><color red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
        </resources>
        """))
}
