import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct UnsatisfiableConstraintsTests {
    static let conflict = controllerScene(
        subviews: plainView("uns-vw-one", frame: (20, 40, 100, 50), constraints: """
            <constraint firstAttribute="width" constant="100" id="c03-aa-003"/>
            1️⃣<constraint firstAttribute="width" constant="200" id="c03-aa-005"/>
            <constraint firstAttribute="height" constant="50" id="c03-aa-004"/>
            """),
        constraints: """
            <constraint firstItem="uns-vw-one" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" constant="20" id="c03-aa-001"/>
            <constraint firstItem="uns-vw-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="40" id="c03-aa-002"/>
            """)

    @Test func conflictingRequiredConstraintsAreReportedAtTheBrokenOne() throws {
        let input = MarkedText(storyboard(scenes: Self.conflict, head: phoneCanvas))
        let findings = try LintFixture.findings(input.text, rule: UnsatisfiableConstraints())
        #expect(LintFixture.positions(findings) == [input[1]])
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("UIKit breaks c03-aa-005"))
        #expect(finding.notes.contains { $0.contains("c03-aa-003") } && finding.notes.contains { $0.contains("c03-aa-005") })
        #expect(!finding.notes.joined().contains("0x"), "no memory addresses: the same conflict reads the same everywhere")
    }

    @Test func aConflictInEveryConfigurationIsOneFindingListingThem() throws {
        let document = try LintFixture.document(MarkedText(storyboard(scenes: Self.conflict, head: phoneCanvas)).text)
        let matrix = LintMatrix(devices: [try Device.named("iPhone 8"), try Device.named("iPad Air (5th generation)")])
        let findings = Linter(rules: [UnsatisfiableConstraints()], matrix: matrix).lint(document)
        #expect(findings.count == 1)
        // The canvas, then two devices in two orientations.
        #expect(findings.first?.configurations.count == 5)
    }

    @Test func textSizesLaidOutOnOneWindowKeepTheConflict() throws {
        let document = try LintFixture.document(MarkedText(storyboard(scenes: Self.conflict, head: phoneCanvas)).text)
        let matrix = LintMatrix(devices: [try Device.named("iPhone 8")], orientations: [.portrait], contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
        let findings = Linter(rules: [UnsatisfiableConstraints()], matrix: matrix).lint(document)
        #expect(findings.count == 1)
        #expect(findings.first?.configurations == [
            "document canvas (iPhone 6, portrait)", "iPhone 8, portrait, text large", "iPhone 8, portrait, text accessibilityExtraExtraExtraLarge",
        ])
    }

    @Test func satisfiableConstraintsAreNotReported() throws {
        let input = storyboard(scenes: Self.conflict.replacingOccurrences(of: #"constant="200" id="c03-aa-005""#, with: #"constant="200" priority="750" id="c03-aa-005""#), head: phoneCanvas)
        #expect(try LintFixture.findings(MarkedText(input).text, rule: UnsatisfiableConstraints()).isEmpty)
    }

    /// The root view's layout margins are 16 pt on a 320-pt phone and 20 pt on an iPhone 8 Plus:
    /// the system constraints of the conflict differ, and it is still one finding, whose notes
    /// say in which configuration their constants are.
    @Test func aConflictWithLayoutMarginsIsOneFindingAcrossMargins() throws {
        let scene = controllerScene(
            subviews: plainView("mar-vw-one", frame: (16, 100, 343, 40)),
            constraints: """
                <constraint firstItem="mar-vw-one" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leadingMargin" id="mar-ld-001"/>
                <constraint firstItem="rot-vc-one" firstAttribute="trailingMargin" secondItem="mar-vw-one" secondAttribute="trailing" id="mar-tr-001"/>
                1️⃣<constraint firstItem="mar-vw-one" firstAttribute="width" secondItem="rot-vc-one" secondAttribute="width" constant="-10" id="mar-wd-001"/>
                <constraint firstItem="mar-vw-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="100" id="mar-tp-001"/>
                <constraint firstItem="mar-vw-one" firstAttribute="height" constant="40" id="mar-ht-001"/>
                """)
        let input = MarkedText(storyboard(scenes: scene, head: phoneCanvas))
        let matrix = LintMatrix(devices: [try Device.named("iPhone SE (1st generation)"), try Device.named("iPhone 8 Plus")], orientations: [.portrait])
        let findings = Linter(rules: [UnsatisfiableConstraints()], matrix: matrix).lint(try LintFixture.document(input.text))
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations.count == 3)
        #expect(findings.first?.notes.first == "conflicting constraints, in document canvas (iPhone 6, portrait):")
        #expect(findings.first?.notes.contains { $0.contains("UIViewLayoutMarginsGuide'.width == UIView.width - 32") } == true)
    }

    @Test func constantsOfSystemConstraintsAreLeftOutOfMessages() {
        #expect(UnsatisfiableConstraints.withoutConstants("<NSLayoutConstraint UILayoutGuide'UIViewLayoutMarginsGuide'.left == UIView.left + 20   (active)>")
            == "<NSLayoutConstraint UILayoutGuide'UIViewLayoutMarginsGuide'.left == UIView.left + …   (active)>")
        #expect(UnsatisfiableConstraints.withoutConstants("<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView.width == 320.5   (active)>")
            == "<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView.width == …   (active)>")
        #expect(UnsatisfiableConstraints.withoutConstants("UIView.width == 0.5*UIView.height - 1e-05") == "UIView.width == 0.5*UIView.height - …")
    }

    /// The hand-written scanners give what the regular expressions they replaced gave, on
    /// descriptions as the engine writes them and on texts made to trip them (a sign with no
    /// space, a fraction or exponent without digits, a constant followed by a letter, `:0x` with
    /// no hexadecimal digit).
    @Test func scannersAgreeWithTheRegularExpressions() {
        let constantPattern = #"(==|<=|>=|[+-]) -?[0-9]+(\.[0-9]+)?(e[+-]?[0-9]+)?(?=[\s>]|$)"#
        let texts = [
            "<NSLayoutConstraint:0x600001e8c0a0 UIView:0x7f8b1c.width >= 44   (active)>",
            "<NSLayoutConstraint:0x6000 'UIView-Encapsulated-Layout-Height' UIView.height == 667   (active)>",
            "UIView.top == UILayoutGuide'UIViewSafeAreaLayoutGuide'.top + -20.5>",
            "a == -3 b <= 4.25e+3\tc >= 7e-2", "x + 5px", "x - 1.", "x - 1.e3 ", "y == 2e", "y == 2e+ ",
            "z == 12.5.3 ", "w +  4", "w -5", "===  1", "v <= 3>", ":0x", ":0xg", "a:0xFFz:0x1 b", "é == 4 ü",
            "x == 1e5e5", "x - 0 ", "", "- 1", "==1",
        ]
        for text in texts {
            #expect(UnsatisfiableConstraints.withoutConstants(text)
                == text.replacingOccurrences(of: constantPattern, with: "$1 …", options: .regularExpression), "\(text)")
            #expect(UnsatisfiableConstraints.withoutAddresses(text)
                == text.replacingOccurrences(of: ":0x[0-9a-fA-F]+", with: "", options: .regularExpression), "\(text)")
        }
    }

    /// A xib's own 44 pt cell whose label is pinned 11 pt below the content view's top and
    /// 11.5 pt above its bottom, 21 pt tall: 43.5 pt, the content view's height in the documents
    /// of Xcode 10 and earlier (the separator's pixel below it on the iPhone 8 canvas).
    static func cell(tools: String, contentHeight: Double) -> String {
        xib(objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="sep-cel-one">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="sep-cel-one" id="sep-cnt-one">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(contentHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sep-lbl-one">
                                <rect key="frame" x="16" y="11" width="100" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="21" id="sep-c01-ht"/>
                                    <constraint firstAttribute="width" constant="100" id="sep-c01-wd"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="sep-lbl-one" firstAttribute="top" secondItem="sep-cnt-one" secondAttribute="top" constant="11" id="sep-c02-tp"/>
                            <constraint firstAttribute="bottom" secondItem="sep-lbl-one" secondAttribute="bottom" constant="11.5" id="sep-c03-bt"/>
                            <constraint firstItem="sep-lbl-one" firstAttribute="leading" secondItem="sep-cnt-one" secondAttribute="leading" constant="16" id="sep-c04-ld"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            """, head: phoneCanvas).replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="\#(tools)""#)
    }

    @Test func beforeXcode11AContentViewEndsAboveTheSeparatorAndConstraintsOfItsHeightFit() throws {
        // Xcode 10 stores the content view 43.5 pt tall in the 44 pt cell: the label's 43.5 pt fit.
        #expect(try LintFixture.findings(Self.cell(tools: "14460.31", contentHeight: 43.5), rule: UnsatisfiableConstraints(), name: "Cell.xib").isEmpty)
        // From Xcode 11 the content view is as tall as the cell: the same constraints conflict.
        let findings = try LintFixture.findings(Self.cell(tools: "15505", contentHeight: 44), rule: UnsatisfiableConstraints(), name: "Cell.xib")
        #expect(findings.count == 1)
    }
}
