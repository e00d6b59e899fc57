import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Edits as Interface Builder's inspector makes them, written as Xcode writes them.
@Suite("Edits: constants, installation and properties per size class, written back")
struct EditTests {
    /// A scene whose root view holds a label and a button, with three constraints.
    static let text = storyboard(scenes: """
            <scene sceneID="sce-ne-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-tv-iew">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-001">
                                    <rect key="frame" x="20" y="40" width="100" height="21"/>
                                </label>
                                <button translatesAutoresizingMaskIntoConstraints="NO" id="but-to-n01">
                                    <rect key="frame" x="20" y="80" width="100" height="30"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lab-el-001" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="20" id="lea-di-ng1"/>
                                <constraint firstItem="lab-el-001" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="40" id="top-co-ns1"/>
                                <constraint firstItem="but-to-n01" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" id="lea-di-ng2"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """, extraRoot: " initialViewController=\"vc0-00-001\"")

    static let wCompactHRegular = IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    static let wRegularHRegular = IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular)

    static func document(_ text: String = text) throws -> IBDocument {
        try IBDocument(data: Data(text.utf8), path: "Main.storyboard")
    }

    /// The lines of `new` that are not in `old`, and those of `old` not in `new`.
    static func changedLines(_ old: String, _ new: String) -> (removed: [String], added: [String]) {
        let oldLines = old.components(separatedBy: "\n"), newLines = new.components(separatedBy: "\n")
        let difference = newLines.difference(from: oldLines)
        var removed: [String] = [], added: [String] = []
        for change in difference {
            switch change {
            case let .remove(_, line, _): removed.append(line)
            case let .insert(_, line, _): added.append(line)
            }
        }
        return (removed, added)
    }

    @Test("a constant in the base layout changes that one attribute, and 0 is written as Xcode writes it (no attribute)")
    func baseConstant() throws {
        let document = try Self.document()
        let edited = try document.applying(.setConstant(constraint: "lea-di-ng1", constant: 32, in: .base))
        let lines = Self.changedLines(document.xmlString(), edited.xmlString())
        #expect(lines.removed.map { $0.replacingOccurrences(of: "constant=\"20\"", with: "constant=\"32\"") } == lines.added)
        #expect(edited.object(withID: "roo-tv-iew")?.constraints.first { $0.id == "lea-di-ng1" }?.constant == 32)

        let added = try document.applying(.setConstant(constraint: "lea-di-ng2", constant: 8.5, in: .base))
        #expect(Self.changedLines(document.xmlString(), added.xmlString()).added
            == ["                            <constraint firstItem=\"but-to-n01\" firstAttribute=\"leading\" secondItem=\"roo-tv-iew\" secondAttribute=\"leading\" constant=\"8.5\" id=\"lea-di-ng2\"/>"])
        let zero = try added.applying(.setConstant(constraint: "lea-di-ng2", constant: 0, in: .base))
        #expect(zero.xmlString() == document.xmlString(), "setting it back writes the original bytes")
    }

    @Test("a constant in a size class is a <variation> on the constraint; the inherited value removes it again")
    func cellConstant() throws {
        let document = try Self.document()
        let cell = try #require(IBSizeClassCell("wC hR"))
        let edited = try document.applying(.setConstant(constraint: "top-co-ns1", constant: 60, in: cell))
        #expect(edited.xmlString().contains("""
                                    <constraint firstItem="lab-el-001" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="40" id="top-co-ns1">
                                        <variation key="heightClass=regular-widthClass=compact" constant="60"/>
                                    </constraint>
        """))
        func constant(_ document: IBDocument, _ traits: IBTraits) -> Double? {
            document.resolved(for: traits).object(withID: "roo-tv-iew")?.constraints.first { $0.id == "top-co-ns1" }?.constant
        }
        #expect(constant(edited, Self.wCompactHRegular) == 60)
        #expect(constant(edited, Self.wRegularHRegular) == 40)
        #expect(constant(edited, .any) == 40)
        let back = try edited.applying(.setConstant(constraint: "top-co-ns1", constant: 40, in: cell))
        #expect(back.xmlString() == document.xmlString())
    }

    @Test("uninstalling a view in the base writes <variation key=\"default\"> with an exclude; a size class includes it back")
    func installation() throws {
        let document = try Self.document()
        let excluded = try document.applying(.setInstalled(object: "but-to-n01", installed: false, in: .base))
        #expect(excluded.xmlString().contains("""
                                </constraints>
                                <variation key="default">
                                    <mask key="subviews">
                                        <exclude reference="but-to-n01"/>
                                    </mask>
                                </variation>
                            </view>
        """))
        #expect(excluded.object(withID: "but-to-n01")?.isInstalled == false)
        let regular = try #require(IBSizeClassCell("wR hR"))
        let included = try excluded.applying(.setInstalled(object: "but-to-n01", installed: true, in: regular))
        #expect(included.resolved(for: Self.wRegularHRegular).object(withID: "but-to-n01")?.isInstalled == true)
        #expect(included.resolved(for: Self.wCompactHRegular).object(withID: "but-to-n01")?.isInstalled == false)
        #expect(included.xmlString().contains("""
                                <variation key="heightClass=regular-widthClass=regular">
                                    <mask key="subviews">
                                        <include reference="but-to-n01"/>
                                    </mask>
                                </variation>
        """))
        // A constraint goes in the constraints mask, after the subviews mask of the same variation.
        let both = try included.applying(.setInstalled(object: "lea-di-ng1", installed: false, in: .base))
        #expect(both.xmlString().contains("""
                                <variation key="default">
                                    <mask key="subviews">
                                        <exclude reference="but-to-n01"/>
                                    </mask>
                                    <mask key="constraints">
                                        <exclude reference="lea-di-ng1"/>
                                    </mask>
                                </variation>
        """))
        // Undoing each step, in any order, leaves no empty mask or variation behind.
        let undone = try both
            .applying(.setInstalled(object: "but-to-n01", installed: false, in: regular))
            .applying(.setInstalled(object: "lea-di-ng1", installed: true, in: .base))
            .applying(.setInstalled(object: "but-to-n01", installed: true, in: .base))
        #expect(undone.xmlString() == document.xmlString())
    }

    @Test("variations are written in Xcode's order: default, one condition, two conditions")
    func variationOrder() throws {
        var document = try Self.document()
        for cell in ["wC hC", "wR hAny", "wAny hC"] {
            document = try document.applying(.setInstalled(object: "lab-el-001", installed: false, in: try #require(IBSizeClassCell(cell))))
        }
        document = try document.applying(.setInstalled(object: "but-to-n01", installed: false, in: .base))
        let keys = document.xml.root?.firstElement(named: "scenes")?.firstElement(named: "scene")?.firstElement(named: "objects")?
            .firstElement(named: "viewController")?.firstElement(named: "view")?.elements(named: "variation").compactMap(\.key)
        #expect(keys == ["default", "heightClass=compact", "widthClass=regular", "heightClass=compact-widthClass=compact"])
    }

    @Test("a property in a size class is an attribute of the object's variation; nil removes it")
    func property() throws {
        let document = try Self.document()
        let cell = try #require(IBSizeClassCell("wR hAny"))
        let edited = try document.applying(.setProperty(object: "lab-el-001", key: "text", value: "Wide title", in: cell))
        #expect(edited.resolved(for: Self.wRegularHRegular).object(withID: "lab-el-001")?.attribute("text") == "Wide title")
        #expect(edited.resolved(for: Self.wCompactHRegular).object(withID: "lab-el-001")?.attribute("text") == "Title")
        let base = try document.applying(.setProperty(object: "lab-el-001", key: "text", value: "New", in: .base))
        #expect(Self.changedLines(document.xmlString(), base.xmlString()).added.count == 1)
        let removed = try edited.applying(.setProperty(object: "lab-el-001", key: "text", value: nil, in: cell))
        #expect(removed.xmlString() == document.xmlString())
    }

    @Test("edits that do not apply are refused with a message and change nothing")
    func refusals() throws {
        let document = try Self.document()
        func reason(_ edit: IBEdit) -> IBEditError? {
            do { _ = try document.applying(edit); return nil } catch { return error }
        }
        #expect(reason(.setConstant(constraint: "nop-e0-000", constant: 1, in: .base))?.reason == .notFound)
        #expect(reason(.setConstant(constraint: "lab-el-001", constant: 1, in: .base))?.message == "'lab-el-001' is a <label>, not a constraint")
        #expect(reason(.setConstant(constraint: "lea-di-ng1", constant: .nan, in: .base))?.reason == .invalid)
        #expect(reason(.setInstalled(object: "roo-tv-iew", installed: false, in: .base))?.reason == .invalid)
        #expect(reason(.setProperty(object: "lab-el-001", key: "id", value: "x", in: .base))?.reason == .invalid)
        #expect(reason(.setProperty(object: "lab-el-001", key: "a\"b", value: "x", in: .base))?.reason == .invalid)
        let numberOfLines = reason(.setProperty(object: "lab-el-001", key: "numberOfLines", value: "many", in: .base))
        #expect(numberOfLines?.reason == .invalid)
        #expect(numberOfLines?.message.contains("numberOfLines=\"many\"") == true)
        let legacy = try Self.document(Self.text.replacingOccurrences(of: " useTraitCollections=\"YES\"", with: ""))
        #expect(throws: IBEditError.self) { try legacy.applying(.setConstant(constraint: "lea-di-ng1", constant: 1, in: IBSizeClassCell("wC hR")!)) }
        #expect(try legacy.applying(.setConstant(constraint: "lea-di-ng1", constant: 1, in: .base)).xmlString() != legacy.xmlString())
    }

    @Test("size-class cells read as the grid writes them")
    func cells() {
        #expect(IBSizeClassCell("wC hR")?.variationKey == "heightClass=regular-widthClass=compact")
        #expect(IBSizeClassCell("wAny hAny")?.isBase == true)
        #expect(IBSizeClassCell("wR hAny")?.variationKey == "widthClass=regular")
        #expect(IBSizeClassCell("wAny hC")?.variationKey == "heightClass=compact")
        #expect(IBSizeClassCell("w:Compact h:Any")?.description == "wC hAny")
        #expect(IBSizeClassCell("wX hR") == nil)
        #expect(IBSizeClassCell.all.count == 9)
        #expect(IBSizeClassCell("wC hAny")?.matches(horizontal: .compact, vertical: .compact) == true)
        #expect(IBSizeClassCell("wC hAny")?.matches(horizontal: .regular, vertical: .compact) == false)
    }

    @Test("a unified diff names the changed lines with three lines of context")
    func unifiedDiff() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n").replacingOccurrences(of: "line 10\n", with: "line 10\nline 11\n")
        #expect(IBTextDiff.unified(from: old, to: new, path: "f.txt") == """
            --- a/f.txt
            +++ b/f.txt
            @@ -2,9 +2,10 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8
             line 9
             line 10
            +line 11

            """)
        #expect(IBTextDiff.unified(from: old, to: old, path: "f.txt").isEmpty)
        #expect(IBTextDiff.unified(from: "", to: "a\n", path: "f") == "--- a/f\n+++ b/f\n@@ -0,0 +1,1 @@\n+a\n")
    }
}
