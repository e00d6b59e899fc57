import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

@Suite("Constraints: shorthands, multipliers, frames")
struct ConstraintTests {
    static func document() throws -> IBDocument {
        let text = storyboard(scenes: """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                        <rect key="frame" x="20" y="20" width="100" height="21"/>
                                    </label>
                                    <view contentMode="scaleToFill" id="box">
                                        <frame key="frameInset" minY="10" width="100" height="50" maxX="15"/>
                                    </view>
                                    <view contentMode="scaleToFill" id="fill">
                                        <frame key="frameInset" minX="5" minY="6" maxX="7" maxY="8"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="width" constant="240" id="c1"/>
                                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="20" priority="750" id="c2"/>
                                    <constraint firstItem="box" firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="16:9" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1/3" id="c4"/>
                                    <constraint firstItem="box" firstAttribute="height" relation="greaterThanOrEqual" secondItem="root" secondAttribute="height" multiplier="0.25" constant="-8.5" id="c5"/>
                                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" symbolic="YES" id="c6"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="label" secondAttribute="baseline" placeholder="YES" identifier="design" id="c7"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """)
        return try IBDocument(data: Data(text.utf8), path: "constraints.storyboard")
    }

    static func constraint(_ id: String) throws -> IBConstraint? {
        try document().object(withID: "root")?.constraints.first { $0.id == id }
    }

    @Test("missing firstItem is the owning view, missing constant 0, missing relation equal, missing priority 1000")
    func shorthands() throws {
        let width = try #require(try Self.constraint("c1"))
        #expect(width.firstItemAsWritten == nil)
        #expect(width.firstItem == "root")
        #expect(width.secondItem == nil)
        #expect(width.constant == 240)
        #expect(width.relation == .equal)
        #expect(width.priority == 1000)
        #expect(width.multiplier == 1)
        let leading = try #require(try Self.constraint("c2"))
        #expect(leading.constant == 20)
        #expect(leading.priority == 750)
        #expect(leading.secondAttribute == .leadingMargin)
        let greater = try #require(try Self.constraint("c5"))
        #expect(greater.relation == .greaterThanOrEqual)
        #expect(greater.constant == -8.5)
        #expect(greater.multiplier == 0.25)
        let standard = try #require(try Self.constraint("c6"))
        #expect(standard.isStandardSpacing)
        #expect(standard.constant == 8)
        let placeholder = try #require(try Self.constraint("c7"))
        #expect(placeholder.isPlaceholder)
        #expect(!placeholder.isUsable)
        #expect(placeholder.identifier == "design")
        #expect(placeholder.constant == 0)
        #expect(placeholder.secondAttribute == .lastBaseline)
        #expect(try Self.document().diagnostics == [])
    }

    @Test("multipliers: ratio, fraction, decimal")
    func multipliers() throws {
        #expect(try Self.constraint("c3")?.multiplier == 16.0 / 9.0)
        #expect(try Self.constraint("c3")?.multiplierText == "16:9")
        #expect(try Self.constraint("c4")?.multiplier == 1.0 / 3.0)
        #expect(IBConstraint.multiplier("1:1") == 1)
        #expect(IBConstraint.multiplier("0.689655") == 0.689655)
        #expect(IBConstraint.multiplier("2:0") == nil)
        #expect(IBConstraint.multiplier("wide") == nil)
        #expect(IBConstraint.multiplier("nan") == nil)
        #expect(IBConstraint.multiplier("1/3/4") == nil)
    }

    @Test("equations read like Auto Layout")
    func equations() throws {
        let names = ["root": "superview", "label": "label", "box": "box"]
        func equation(_ id: String) throws -> String? { try Self.constraint(id)?.equation { names[$0] ?? $0 } }
        #expect(try equation("c1") == "superview.width = 240")
        #expect(try equation("c2") == "label.leading = superview.leadingMargin + 20 @750")
        #expect(try equation("c3") == "box.width = box.height * 16:9")
        #expect(try equation("c5") == "box.height >= superview.height * 0.25 - 8.5")
        #expect(try equation("c6") == "label.top = superview.top + 8 (standard)")
    }

    @Test("the Xcode 8 beta frameInset form becomes a frame in the superview, and is kept")
    func frameInset() throws {
        let box = try #require(try Self.document().object(withID: "box"))
        #expect(box.frameInset == IBFrameInset(minY: 10, width: 100, height: 50, maxX: 15))
        #expect(box.frame == IBRect(x: 260, y: 10, width: 100, height: 50))
        let fill = try #require(try Self.document().object(withID: "fill"))
        #expect(fill.frame == IBRect(x: 5, y: 6, width: 363, height: 653))
        let label = try #require(try Self.document().object(withID: "label"))
        #expect(label.frameInset == nil)
        #expect(label.frame == IBRect(x: 20, y: 20, width: 100, height: 21))
    }

    @Test("frameInset in the corpus (Xcode 8 beta): labels of a stack view side by side", .requiresSharedFolder)
    func frameInsetCorpus() throws {
        let document = try CorpusDocuments.document("072_apress3_Adapt1_Main_frameInset.storyboard")
        #expect(document.object(withID: "W1b-Wk-7mT")?.frame == IBRect(x: 0, y: 0, width: 209, height: 327))
        #expect(document.object(withID: "A5e-Lg-m8J")?.frame == IBRect(x: 209, y: 0, width: 209, height: 327))
        #expect(document.object(withID: "gzn-jE-Qpo")?.frame == IBRect(x: 418, y: 0, width: 209, height: 327))
        let cells = try CorpusDocuments.document("034_apple_AVAutoWait_Main.storyboard")
        #expect(cells.object(withID: "mN6-su-Wtk")?.frame == IBRect(x: 0, y: 92, width: 375, height: 44))
        #expect(cells.object(withID: "exg-Cn-YlP")?.frame == IBRect(x: 0, y: 0, width: 342, height: 43))
    }

    @Test("placeholder constraints in the corpus are flagged", .requiresSharedFolder)
    func placeholderCorpus() throws {
        let document = try CorpusDocuments.document("032_apple_AVCamManual_Main.storyboard")
        var placeholders: [String] = []
        document.forEachObject { object in placeholders += object.constraints.filter(\.isPlaceholder).map(\.id) }
        #expect(placeholders.contains("KB8-A8-d62"))
        #expect(placeholders.contains("hhP-8I-M5G"))
    }

    @Test("placeholder constraints are made at design time only: the canvas and render keep them, an app's load drops them")
    @MainActor
    func placeholderConstraintsAtDesignTime() throws {
        let document = try Self.document()
        let root = try #require(document.object(withID: "root"))
        for (options, kept) in [(IBInstantiator.Options(), false), (.canvas, true), (IBSceneWindow.options, true)] {
            let instantiator = IBInstantiator(document: document, options: options)
            _ = instantiator.makeViewTree(root, superviewID: nil, index: 0)
            instantiator.installPendingConstraints()
            #expect((instantiator.constraints["c7"] != nil) == kept, "placeholder made: \(kept)")
            #expect(instantiator.constraints["c6"] != nil, "an ordinary constraint is always made")
        }
    }
}
