import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct AmbiguousLayoutTests {
    /// Pinned leading, top and width, no height: the height is free.
    static let heightFree = """
        <constraint firstItem="amb-vw-one" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" constant="20" id="c01-aa-001"/>
        <constraint firstItem="amb-vw-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="40" id="c01-aa-002"/>
        """

    @Test func aViewWithoutAHeightIsAmbiguousAtItsElement() throws {
        let input = MarkedText(storyboard(scenes: controllerScene(
            subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), constraints: #"<constraint firstAttribute="width" constant="100" id="c01-aa-003"/>"#, marker: "1️⃣"),
            constraints: Self.heightFree), head: phoneCanvas))
        let findings = try LintFixture.findings(input.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [input[1]])
        let finding = try #require(findings.first)
        #expect(finding.ruleID == "ambiguous-layout" && finding.objectID == "amb-vw-one" && finding.sceneID == "scn-one")
        #expect(finding.message.contains("height") && !finding.message.contains("width"))
        #expect(finding.configurations.count == 1 && finding.configurations[0].hasPrefix("document canvas (iPhone"))
    }

    @Test func aScrollViewPlacedByItsFrameIsAskedAboutItsContentUnlessItsAutoresizingMaskLaysItOut() throws {
        // A xib's top-level scroll view (placed by its frame) with content layout guides and no
        // content constraints: Xcode finds its scrollable content size free (175_ibdecodable).
        let xib = MarkedText("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                \(phoneCanvas)
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    1️⃣<scrollView clipsSubviews="YES" contentMode="scaleToFill" id="scr-vw-top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <viewLayoutGuide key="contentLayoutGuide" id="scr-cg-top"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="scr-fg-top"/>
                    </scrollView>
                </objects>
            </document>
            """)
        let findings = try LintFixture.findings(xib.text, rule: AmbiguousLayout(), name: "Test.xib")
        #expect(LintFixture.positions(findings) == [xib[1]])
        #expect(findings.first?.message.contains("scrollable content width") == true)
        // The same scroll view inside a scene, laid out by its autoresizing mask (`fixedFrame`):
        // Xcode does not ask (559_ioscreator; none of the corpus's 1,091 such views is saved
        // ambiguous).
        let fixed = storyboard(scenes: controllerScene(subviews: """
                                <scrollView clipsSubviews="YES" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scr-vw-fix">
                                    <rect key="frame" x="0.0" y="44" width="375" height="600"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <viewLayoutGuide key="contentLayoutGuide" id="scr-cg-fix"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="scr-fg-fix"/>
                                </scrollView>
            """), head: phoneCanvas)
        #expect(try LintFixture.findings(fixed, rule: AmbiguousLayout()).isEmpty)
    }

    @Test func aScrollViewWithoutAContentGuideWhoseContentIsPlacedByFramesHasItsContentSizeFree() throws {
        // A scroll view of the kind before content layout guides, laid out by constraints, whose
        // only subview is placed by its frame: nothing sizes the content (121_habitica, saved
        // ambiguous). Without the subview there is no content to size, and Xcode does not ask.
        func scene(content: String, marker: String = "") -> String {
            storyboard(scenes: controllerScene(subviews: """
                                \(marker)<scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-vw-leg">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    \(content)
                                </scrollView>
                """, constraints: """
                <constraint firstItem="scr-vw-leg" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" id="c01-sc-001"/>
                <constraint firstItem="scr-vw-leg" firstAttribute="trailing" secondItem="rot-vc-one" secondAttribute="trailing" id="c01-sc-002"/>
                <constraint firstItem="scr-vw-leg" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" id="c01-sc-003"/>
                <constraint firstItem="scr-vw-leg" firstAttribute="bottom" secondItem="rot-vc-one" secondAttribute="bottom" id="c01-sc-004"/>
                """), head: phoneCanvas)
        }
        let label = """
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="scr-lb-fix">
                    <rect key="frame" x="8" y="8" width="100" height="21"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            """
        let input = MarkedText(scene(content: label, marker: "1️⃣"))
        let findings = try LintFixture.findings(input.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [input[1]])
        let message = try #require(findings.first?.message)
        #expect(message.contains("scrollable content width") && message.contains("scrollable content height"))
        #expect(try LintFixture.findings(scene(content: ""), rule: AmbiguousLayout()).isEmpty)
    }

    @Test func aSizeOnlyANegativeValueCouldMoveIsDecided() throws {
        // A container whose `height == 0` at 250 holds a view with its own `height == 0` at 250
        // above a 50 pt view: any height of the first between -50 and 0 costs the same at 250 (what
        // one constraint loses the other gains), but Xcode's canvas keeps sizes at zero or more,
        // so 0 is the one answer and neither view is ambiguous (343_element).
        let container = """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="neg-vw-box">
                                    <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                                    <subviews>
            \(plainView("neg-vw-top", frame: (0, 0, 375, 50), constraints: #"<constraint firstAttribute="height" priority="250" id="c01-ng-001"/>"#))
            \(plainView("neg-vw-low", frame: (0, 50, 375, 50), constraints: #"<constraint firstAttribute="height" constant="50" id="c01-ng-002"/>"#))
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="height" priority="250" id="c01-ng-003"/>
                                        <constraint firstItem="neg-vw-top" firstAttribute="top" secondItem="neg-vw-box" secondAttribute="top" id="c01-ng-004"/>
                                        <constraint firstItem="neg-vw-low" firstAttribute="top" secondItem="neg-vw-top" secondAttribute="bottom" id="c01-ng-005"/>
                                        <constraint firstItem="neg-vw-low" firstAttribute="bottom" secondItem="neg-vw-box" secondAttribute="bottom" id="c01-ng-006"/>
                                        <constraint firstItem="neg-vw-top" firstAttribute="leading" secondItem="neg-vw-box" secondAttribute="leading" id="c01-ng-007"/>
                                        <constraint firstItem="neg-vw-top" firstAttribute="trailing" secondItem="neg-vw-box" secondAttribute="trailing" id="c01-ng-008"/>
                                        <constraint firstItem="neg-vw-low" firstAttribute="leading" secondItem="neg-vw-box" secondAttribute="leading" id="c01-ng-009"/>
                                        <constraint firstItem="neg-vw-low" firstAttribute="trailing" secondItem="neg-vw-box" secondAttribute="trailing" id="c01-ng-010"/>
                                    </constraints>
                                </view>
            """
        let input = storyboard(scenes: controllerScene(subviews: container, constraints: """
            <constraint firstItem="neg-vw-box" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" id="c01-ng-011"/>
            <constraint firstItem="neg-vw-box" firstAttribute="trailing" secondItem="rot-vc-one" secondAttribute="trailing" id="c01-ng-012"/>
            <constraint firstItem="neg-vw-box" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="20" id="c01-ng-013"/>
            """), head: phoneCanvas)
        #expect(try LintFixture.findings(input, rule: AmbiguousLayout()).isEmpty)
    }

    @Test func aFullyConstrainedViewIsNotAmbiguous() throws {
        let input = storyboard(scenes: controllerScene(
            subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), constraints: """
                <constraint firstAttribute="width" constant="100" id="c01-aa-003"/>
                <constraint firstAttribute="height" constant="50" id="c01-aa-004"/>
                """),
            constraints: Self.heightFree), head: phoneCanvas)
        #expect(try LintFixture.findings(input, rule: AmbiguousLayout()).isEmpty)
    }

    @Test func verifyAmbiguityOffAndIgnoreSizesMakeTheFindingANote() throws {
        // Xcode saves such views ambiguous and does not warn: a note, which a configuration file's
        // severity for the rule does not raise.
        for (attribute, expected) in [(#" verifyAmbiguity="off""#, LintSeverity.note), (#" verifyAmbiguity="ignoreSizes""#, .note), ("", .warning)] {
            let input = storyboard(scenes: controllerScene(
                subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), attributes: attribute,
                                    constraints: #"<constraint firstAttribute="width" constant="100" id="c01-aa-003"/>"#),
                constraints: Self.heightFree), head: phoneCanvas)
            let findings = try LintFixture.findings(input, rule: AmbiguousLayout())
            #expect(findings.map(\.severity) == [expected], "\(attribute)")
            #expect(findings.first?.message.contains("Xcode does not warn") == (expected == .note), "\(attribute)")
            let settings = try LintSettings(yaml: "rules:\n  ambiguous-layout: error\n", file: "/project/.storyboard-lint.yml", knownRules: [AmbiguousLayout.info.id])
            #expect(settings.applying(to: findings).map(\.severity) == [expected == .note ? .note : .error], "\(attribute)")
        }
    }

    @Test func positionFreedomIsReportedEvenWithIgnoreSizes() throws {
        // Only a size: both positions are free, which ignoreSizes still reports.
        let input = MarkedText(storyboard(scenes: controllerScene(
            subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), attributes: #" verifyAmbiguity="ignoreSizes""#, constraints: """
                <constraint firstAttribute="width" constant="100" id="c01-aa-003"/>
                <constraint firstAttribute="height" constant="50" id="c01-aa-004"/>
                """, marker: "1️⃣")), head: phoneCanvas))
        let findings = try LintFixture.findings(input.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.message.contains("horizontal position and vertical position") == true)
    }

    @Test func theSavedFlagIsNotRead() throws {
        // Xcode's saved verdict says ambiguous; the constraints decide the frame: no finding.
        let input = storyboard(scenes: controllerScene(
            subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), attributes: #" ambiguous="YES""#, constraints: """
                <constraint firstAttribute="width" constant="100" id="c01-aa-003"/>
                <constraint firstAttribute="height" constant="50" id="c01-aa-004"/>
                """),
            constraints: Self.heightFree), head: phoneCanvas)
        #expect(try LintFixture.findings(input, rule: AmbiguousLayout()).isEmpty)
    }

    /// A vertical stack 100 pt tall at (20, 100), 200 pt wide, holding `arranged`.
    static func stack(_ arranged: String, alignment: String = "") -> String {
        """
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical"\(alignment) translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-001">
                                        <rect key="frame" x="20" y="100" width="200" height="100"/>
                                        <subviews>
        \(arranged)
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="c02-aa-001"/>
                                            <constraint firstAttribute="height" constant="100" id="c02-aa-002"/>
                                        </constraints>
                                    </stackView>
        """
    }

    static let stackPinned = """
        <constraint firstItem="stk-aa-001" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" constant="20" id="c02-aa-003"/>
        <constraint firstItem="stk-aa-001" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="100" id="c02-aa-004"/>
        """

    static func arrangedView(_ id: String, y: Double, height: Double, marker: String = "") -> String {
        """
                                            \(marker)<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="0.0" y="\(y)" width="200" height="\(height)"/>
                                            </view>
        """
    }

    static func arrangedLabel(_ id: String, y: Double, height: Double, hugging: Int = 251, marker: String = "") -> String {
        """
                                            \(marker)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="\(hugging)" text="Text" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="0.0" y="\(y)" width="200" height="\(height)"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
        """
    }

    @Test func arrangedViewsWhoseLengthsTheStackCannotDecideAreAmbiguousAlongItsAxisOnly() throws {
        // Two views without an intrinsic height share 100 pt: how is free (Xcode flags both). Across
        // the axis (leading alignment) their widths are free too, but UIKit suppresses that itself.
        let input = MarkedText(storyboard(scenes: controllerScene(
            subviews: Self.stack(Self.arrangedView("arr-aa-001", y: 0, height: 50, marker: "1️⃣")
                + "\n" + Self.arrangedView("arr-aa-002", y: 50, height: 50, marker: "2️⃣"), alignment: #" alignment="leading""#),
            constraints: Self.stackPinned), head: phoneCanvas))
        let findings = try LintFixture.findings(input.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [input[1], input[2]])
        #expect(findings.allSatisfy { !$0.message.contains("width") && !$0.message.contains("horizontal") })
        #expect(findings.first?.message.contains("height") == true)
        #expect(findings.last?.message.contains("vertical position and height") == true)
    }

    @Test func equallyHuggingArrangedLabelsWithRoomToShareAreAmbiguous() throws {
        // Two one-line labels hug equally in a 100 pt stack: the room beyond their text can go to
        // either (Xcode's "Content Priority Ambiguity"); UIKit gives it by index.
        let tie = MarkedText(storyboard(scenes: controllerScene(
            subviews: Self.stack(Self.arrangedLabel("lbl-aa-001", y: 0, height: 79.5, marker: "1️⃣")
                + "\n" + Self.arrangedLabel("lbl-aa-002", y: 79.5, height: 20.5, marker: "2️⃣")),
            constraints: Self.stackPinned), head: phoneCanvas))
        let findings = try LintFixture.findings(tie.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [tie[1], tie[2]])
        // One label hugs less: it takes the room, nothing is free.
        let decided = storyboard(scenes: controllerScene(
            subviews: Self.stack(Self.arrangedLabel("lbl-aa-001", y: 0, height: 79.5, hugging: 250)
                + "\n" + Self.arrangedLabel("lbl-aa-002", y: 79.5, height: 20.5)),
            constraints: Self.stackPinned), head: phoneCanvas)
        #expect(try LintFixture.findings(decided, rule: AmbiguousLayout()).isEmpty)
        // Two empty multi-line labels stored 50 pt tall: without text they are 0 pt tall, and the
        // room is theirs to share as well.
        let empty = { (label: String) in
            label.replacingOccurrences(of: #" text="Text""#, with: "").replacingOccurrences(of: #" lineBreakMode"#, with: #" numberOfLines="0" lineBreakMode"#)
        }
        let emptyTie = MarkedText(storyboard(scenes: controllerScene(
            subviews: Self.stack(empty(Self.arrangedLabel("lbl-aa-001", y: 0, height: 50, marker: "1️⃣"))
                + "\n" + empty(Self.arrangedLabel("lbl-aa-002", y: 50, height: 50, marker: "2️⃣"))),
            constraints: Self.stackPinned), head: phoneCanvas))
        #expect(LintFixture.positions(try LintFixture.findings(emptyTie.text, rule: AmbiguousLayout())) == [emptyTie[1], emptyTie[2]])
    }

    /// A label and a text field stretched to the margin, stored as Xcode before 8 wrote them:
    /// whole points, the label's width rounded up, so the stored sizes want a point more than
    /// the row has (Apple's Auto Layout Cookbook, "Simple Label and Text Field").
    static func labelAndStretchedField(fieldWidth: Int) -> String {
        """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-101">
                                    <rect key="frame" x="16" y="40" width="45" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-aa-101">
                                    <rect key="frame" x="68" y="35.5" width="\(fieldWidth)" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
        """
    }

    static let labelAndFieldInARow = """
        <constraint firstItem="lbl-aa-101" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" constant="16" id="c01-ab-101"/>
        <constraint firstItem="lbl-aa-101" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="40" id="c01-ab-102"/>
        <constraint firstItem="fld-aa-101" firstAttribute="leading" secondItem="lbl-aa-101" secondAttribute="trailing" constant="8" id="c01-ab-103"/>
        <constraint firstAttribute="trailing" secondItem="fld-aa-101" secondAttribute="trailing" constant="16" id="c01-ab-104"/>
        <constraint firstItem="fld-aa-101" firstAttribute="centerY" secondItem="lbl-aa-101" secondAttribute="centerY" id="c01-ab-105"/>
        """

    @Test func aTextFieldStoredStretchedLeavesNoTieOfAPointOfRounding() throws {
        // The row has 335 pt: 45 + 291 stored is a point over, 45 + 290 is not. Asked with its
        // stored width as its intrinsic size, the field and the label would share the point's
        // compression at 750; measured, the field's text is far shorter than its width, and the
        // field (hugging 250) takes the room the label (251) leaves.
        for fieldWidth in [291, 290] {
            let input = storyboard(scenes: controllerScene(
                subviews: Self.labelAndStretchedField(fieldWidth: fieldWidth), constraints: Self.labelAndFieldInARow), head: phoneCanvas)
            #expect(try LintFixture.findings(input, rule: AmbiguousLayout()).isEmpty, "field stored \(fieldWidth) wide")
        }
        // Equal hugging is still a tie Xcode reports: the room beyond the field's text can go to
        // either view.
        let tie = storyboard(scenes: controllerScene(
            subviews: Self.labelAndStretchedField(fieldWidth: 290).replacingOccurrences(of: #"horizontalHuggingPriority="251""#, with: #"horizontalHuggingPriority="250""#),
            constraints: Self.labelAndFieldInARow), head: phoneCanvas)
        #expect(Set(try LintFixture.findings(tie, rule: AmbiguousLayout()).map(\.objectID)) == ["lbl-aa-101", "fld-aa-101"])
    }

    @Test func aViewThatItsSuperviewDecidesIsNotAmbiguousWhenTheSuperviewIs() throws {
        // The container has no height; its child is pinned to all four of its edges: only the
        // container is reported, as Xcode does.
        let child = """
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chd-aa-001">
                                                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                            </view>
            """
        let container = MarkedText(storyboard(scenes: controllerScene(subviews: """
                                1️⃣<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="amb-vw-one">
                                    <rect key="frame" x="20" y="40" width="100" height="50"/>
                                    <subviews>
            \(child)
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="c01-aa-003"/>
                                        <constraint firstItem="chd-aa-001" firstAttribute="leading" secondItem="amb-vw-one" secondAttribute="leading" id="c03-aa-001"/>
                                        <constraint firstItem="chd-aa-001" firstAttribute="trailing" secondItem="amb-vw-one" secondAttribute="trailing" id="c03-aa-002"/>
                                        <constraint firstItem="chd-aa-001" firstAttribute="top" secondItem="amb-vw-one" secondAttribute="top" id="c03-aa-003"/>
                                        <constraint firstItem="chd-aa-001" firstAttribute="bottom" secondItem="amb-vw-one" secondAttribute="bottom" id="c03-aa-004"/>
                                    </constraints>
                                </view>
            """, constraints: Self.heightFree), head: phoneCanvas))
        let findings = try LintFixture.findings(container.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [container[1]])
        #expect(findings.first?.objectID == "amb-vw-one")
    }

    @Test func aPlaceholderConstraintDecidesOnTheCanvas() throws {
        // The height comes from a constraint removed at build time: Xcode's canvas has it (the
        // app's code adds its own), so the view is not ambiguous there.
        let placeholder = #"<constraint firstAttribute="height" constant="50" placeholder="YES" id="c01-aa-004"/>"#
        let input = storyboard(scenes: controllerScene(
            subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), constraints: """
                <constraint firstAttribute="width" constant="100" id="c01-aa-003"/>
                \(placeholder)
                """),
            constraints: Self.heightFree), head: phoneCanvas)
        #expect(try LintFixture.findings(input, rule: AmbiguousLayout()).isEmpty)
    }

    /// A static table 667 pt tall: a cell at the top, and one at y = 640, in the table's last
    /// 48 pt, which Xcode's canvas does not lay out. Each cell holds a label pinned to its content
    /// view's margins; the second also has a style's built-in label and a label with a fixed frame.
    static func staticTable(toolsVersion: String) -> MarkedText {
        func label(_ id: String, _ attributes: String, marker: String = "") -> String {
            """
                                                    \(marker)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row"\(attributes) id="\(id)">
                                                        <rect key="frame" x="16" y="11" width="200" height="22"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
            """
        }
        func pinned(_ label: String, in content: String, _ n: Int) -> String {
            """
                                                    <constraint firstItem="\(label)" firstAttribute="leading" secondItem="\(content)" secondAttribute="leadingMargin" id="c\(n)a-cl-001"/>
                                                    <constraint firstItem="\(label)" firstAttribute="top" secondItem="\(content)" secondAttribute="topMargin" id="c\(n)a-cl-002"/>
                                                    <constraint firstAttribute="bottomMargin" secondItem="\(label)" secondAttribute="bottom" id="c\(n)a-cl-003"/>
            """
        }
        func cell(_ id: String, y: Double, style: String, content: String, subviews: String, constraints: String) -> String {
            """
                                        <tableViewCell contentMode="scaleToFill"\(style) id="\(id)">
                                            <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="\(id)" id="\(content)">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
            \(subviews)
                                                </subviews>
                                                <constraints>
            \(constraints)
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
            """
        }
        let autoLayout = #" translatesAutoresizingMaskIntoConstraints="NO""#
        return staticTableDocument(toolsVersion: toolsVersion, tableAttributes: #" rowHeight="44""#, cells: """
            \(cell("cel-top", y: 0, style: "", content: "cnt-top", subviews: label("lbl-top", autoLayout), constraints: pinned("lbl-top", in: "cnt-top", 1)))
            \(cell("cel-low", y: 640, style: #" textLabel="lbl-sty" style="IBUITableViewCellStyleDefault""#, content: "cnt-low", subviews: [
                label("lbl-low", autoLayout, marker: "1️⃣"), label("lbl-sty", "", marker: "2️⃣"), label("lbl-fix", #" fixedFrame="YES""#),
            ].joined(separator: "\n"), constraints: pinned("lbl-low", in: "cnt-low", 2)))
            """)
    }

    /// A storyboard on the phone canvas, written by the Xcode of `toolsVersion`, of one table view
    /// controller whose static table (375 × 667, with `tableAttributes`) holds `cells`.
    static func staticTableDocument(toolsVersion: String, tableAttributes: String, cells: String) -> MarkedText {
        let scene = """
                <scene sceneID="scn-one">
                    <objects>
                        <tableViewController id="tvc-one" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain"\(tableAttributes) id="tbl-one">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="sec-one">
                                        <cells>
            \(cells)
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            """
        return MarkedText(storyboard(scenes: scene, head: phoneCanvas).replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="\#(toolsVersion)""#))
    }

    @Test func viewsOfCellsTheCanvasDoesNotLayOutAreAmbiguousFromXcode14() throws {
        // Xcode 15: the views of the cell below the visible height, but not the one with a fixed
        // frame, nor the laid-out cell's label.
        let input = Self.staticTable(toolsVersion: "22155")
        let findings = try LintFixture.findings(input.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [input[1], input[2]])
        #expect(Set(findings.map(\.objectID)) == ["lbl-low", "lbl-sty"])
        #expect(findings.allSatisfy { $0.message.contains("cell cel-low starts below the table's visible height") })
        // Ambiguous to Xcode there, so not misplaced too (the stored frames are not where the
        // constraints would put them in the 44 pt cell).
        #expect(try LintFixture.findings(input.text, rule: MisplacedView()).allSatisfy { $0.objectID != "lbl-low" })
        // Xcode 12 and earlier save no such verdict.
        #expect(try LintFixture.findings(Self.staticTable(toolsVersion: "17701").text, rule: AmbiguousLayout()).isEmpty)
    }

    /// A static 44 pt cell holding a label at the top margin and, 8 pt below it, a view of a
    /// required `boxHeight` down to the bottom margin: with a 30 pt view the label would have to be
    /// less than nothing tall (11 + 8 + 30 + 11 = 60 pt before the label).
    static func overfullCell(toolsVersion: String, boxHeight: Int) -> MarkedText {
        staticTableDocument(toolsVersion: toolsVersion, tableAttributes: #" rowHeight="-1" estimatedRowHeight="-1""#, cells: """
                                            <tableViewCell contentMode="scaleToFill" id="cel-one">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                1️⃣<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-one" id="cnt-one">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Speed" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-one">
                                                            <rect key="frame" x="16" y="11" width="200" height="21"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-one">
                                                            <rect key="frame" x="16" y="40" width="343" height="\(boxHeight)"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="\(boxHeight)" id="c01-of-001"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="lbl-one" firstAttribute="leading" secondItem="cnt-one" secondAttribute="leadingMargin" id="c01-of-002"/>
                                                        <constraint firstItem="lbl-one" firstAttribute="top" secondItem="cnt-one" secondAttribute="topMargin" id="c01-of-003"/>
                                                        <constraint firstItem="box-one" firstAttribute="leading" secondItem="cnt-one" secondAttribute="leadingMargin" id="c01-of-004"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="box-one" secondAttribute="trailing" id="c01-of-005"/>
                                                        <constraint firstItem="box-one" firstAttribute="top" secondItem="lbl-one" secondAttribute="bottom" constant="8" id="c01-of-006"/>
                                                        <constraint firstAttribute="bottomMargin" secondItem="box-one" secondAttribute="bottom" id="c01-of-007"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
            """)
    }

    @Test func aCellWhoseContentDoesNotFitIsAmbiguousBeforeXcode14() throws {
        // Xcode 12: the content view is ambiguous, and what is inside it is not misplaced.
        let input = Self.overfullCell(toolsVersion: "17156", boxHeight: 30)
        let findings = try LintFixture.findings(input.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.objectID == "cnt-one")
        #expect(findings.first?.message.contains("its content does not fit its cell's 44 pt (lbl-one would be less than nothing tall or wide)") == true)
        #expect(try LintFixture.findings(input.text, rule: MisplacedView()).isEmpty)
        // Content that fits (the label 12 pt tall above a 2 pt view) is not reported.
        #expect(try LintFixture.findings(Self.overfullCell(toolsVersion: "17156", boxHeight: 2).text, rule: AmbiguousLayout()).isEmpty)
        // Xcode 15 lays such content out with the label at zero and flags nothing.
        #expect(try LintFixture.findings(Self.overfullCell(toolsVersion: "22155", boxHeight: 30).text, rule: AmbiguousLayout()).isEmpty)
    }

    /// A static 75 pt cell (content view 74.5 pt, above the separator) holding a 40 pt view pinned
    /// 15 pt below the content view's top and 15 pt above its bottom: 70 pt of required
    /// constraints against the cell's height. With `inStack`, the view is the one arranged view of
    /// a vertical stack pinned so instead.
    static func conflictingCell(toolsVersion: String, inStack: Bool = false) -> MarkedText {
        let box = """
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-two">
                                                            <rect key="frame" x="16" y="15" width="40" height="40"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="40" id="c02-cf-001"/>
                                                                <constraint firstAttribute="width" constant="40" id="c02-cf-002"/>
                                                            </constraints>
                                                        </view>
            """
        let pinned = inStack ? "stk-two" : "box-two"
        let content = inStack ? """
                                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-two">
                                                            <rect key="frame" x="16" y="15" width="40" height="40"/>
                                                            <subviews>
            \(box)
                                                            </subviews>
                                                        </stackView>
            """ : box
        return staticTableDocument(toolsVersion: toolsVersion, tableAttributes: "", cells: """
                                            <tableViewCell contentMode="scaleToFill" id="cel-two">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="75"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                1️⃣<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-two" id="cnt-two">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="74.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
            \(content)
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="\(pinned)" firstAttribute="leading" secondItem="cnt-two" secondAttribute="leading" constant="16" id="c02-cf-003"/>
                                                        <constraint firstItem="\(pinned)" firstAttribute="top" secondItem="cnt-two" secondAttribute="top" constant="15" id="c02-cf-004"/>
                                                        <constraint firstAttribute="bottom" secondItem="\(pinned)" secondAttribute="bottom" constant="15" id="c02-cf-005"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
            """)
    }

    @Test func aCellWhoseRequiredConstraintsConflictWithItsHeightIsAmbiguousBeforeXcode14() throws {
        // Xcode 10.2: the content view is ambiguous, and the view inside is not misplaced.
        let input = Self.conflictingCell(toolsVersion: "14868")
        let findings = try LintFixture.findings(input.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.objectID == "cnt-two")
        #expect(findings.first?.message.contains("its required constraints conflict with the cell's height") == true)
        #expect(try LintFixture.findings(input.text, rule: MisplacedView()).isEmpty)
        // The same conflict through a stack view's arrangement is not flagged by Xcode.
        #expect(try LintFixture.findings(Self.conflictingCell(toolsVersion: "14868", inStack: true).text, rule: AmbiguousLayout()).isEmpty)
        // Nor from Xcode 14 on.
        #expect(try LintFixture.findings(Self.conflictingCell(toolsVersion: "22155").text, rule: AmbiguousLayout()).isEmpty)
    }
}
