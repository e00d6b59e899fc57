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
