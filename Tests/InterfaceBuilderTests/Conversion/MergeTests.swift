import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// An iPhone/iPad storyboard pair merged into one document: the iPhone layout as the base, the
/// iPad's differences as wR hR variations.
@Suite("Convert: merging an iPhone and an iPad storyboard")
struct MergeTests {
    static func legacy(_ text: String) -> String { ConversionTests.legacy(text) }

    /// A title label and a phone-only button; constants 20 and 40.
    static let iPhone = legacy(storyboard(scenes: """
            <scene sceneID="sce-ph-001">
                <objects>
                    <viewController storyboardIdentifier="Main" id="vcP-ph-001" customClass="MainViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vwP-ph-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbP-ph-001">
                                    <rect key="frame" x="20" y="40" width="100" height="21"/>
                                </label>
                                <button userLabel="Phone Button" translatesAutoresizingMaskIntoConstraints="NO" id="btP-ph-001">
                                    <rect key="frame" x="20" y="80" width="100" height="30"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbP-ph-001" firstAttribute="leading" secondItem="vwP-ph-001" secondAttribute="leading" constant="20" id="c1P-ph-001"/>
                                <constraint firstItem="lbP-ph-001" firstAttribute="top" secondItem="vwP-ph-001" secondAttribute="top" constant="40" id="c2P-ph-001"/>
                                <constraint firstItem="btP-ph-001" firstAttribute="leading" secondItem="vwP-ph-001" secondAttribute="leading" constant="20" id="c3P-ph-001"/>
                            </constraints>
                        </view>
                        <connections>
                            <segue destination="vcP-ph-002" kind="push" identifier="Next" id="sgP-ph-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sce-ph-002">
                <objects>
                    <viewController id="vcP-ph-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vwP-ph-002">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """, extraRoot: " initialViewController=\"vcP-ph-001\""))

    /// The same label further in (40), an image view instead of the button (its id is the
    /// iPhone label's), and a settings scene the iPhone lacks (its view's id is the iPhone's
    /// root view's).
    static let iPad = legacy(storyboard(scenes: """
            <scene sceneID="sce-pa-001">
                <objects>
                    <viewController storyboardIdentifier="Main" id="vcA-pa-001" customClass="MainViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vwA-pa-001">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                            <subviews>
                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbA-pa-001">
                                    <rect key="frame" x="40" y="40" width="100" height="21"/>
                                </label>
                                <imageView userLabel="Hero" translatesAutoresizingMaskIntoConstraints="NO" id="lbP-ph-001">
                                    <rect key="frame" x="40" y="100" width="300" height="200"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbA-pa-001" firstAttribute="leading" secondItem="vwA-pa-001" secondAttribute="leading" constant="40" id="c1A-pa-001"/>
                                <constraint firstItem="lbA-pa-001" firstAttribute="top" secondItem="vwA-pa-001" secondAttribute="top" constant="40" id="c2A-pa-001"/>
                                <constraint firstItem="lbP-ph-001" firstAttribute="top" secondItem="vwA-pa-001" secondAttribute="top" constant="100" id="c3A-pa-001"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <!--Settings-->
            <scene sceneID="sce-pa-002">
                <objects>
                    <viewController id="vcA-pa-002" customClass="SettingsViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vwP-ph-001">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """, extraRoot: " initialViewController=\"vcA-pa-001\""))

    static let regular = IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    static let compactRegular = IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular)

    static func merged() throws -> IBSizeClassMerge {
        try IBSizeClassMerge.merge(iPhone: IBDocument(data: Data(iPhone.utf8), path: "Main_iPhone.storyboard"),
                                   iPad: IBDocument(data: Data(iPad.utf8), path: "Main_iPad.storyboard"))
    }

    @Test("scenes match by storyboard identifier; an unmatched iPad scene is appended with its colliding ids renamed")
    func scenes() throws {
        let merge = try Self.merged()
        #expect(merge.matchedScenes == [IBSizeClassMerge.ScenePair(iPhone: "sce-ph-001", iPad: "sce-pa-001")])
        let document = merge.document
        #expect(document.usesTraitCollections)
        #expect(document.scenes.map(\.id) == ["sce-ph-001", "sce-ph-002", "sce-pa-002"])
        let settings = try #require(document.scenes.last?.controller)
        #expect(settings.customClass == "SettingsViewController")
        let viewID = try #require(settings.view?.id)
        #expect(viewID != "vwP-ph-001")
        #expect(viewID.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil)
        #expect(document.xmlString().contains("        <!--Settings-->\n        <scene sceneID=\"sce-pa-002\">"))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.object(withID: "vcP-ph-001")?.connections.first?.segueKind == .show, "the iPhone document is converted first")
    }

    @Test("the iPhone layout resolves for wC hR, the iPad's for wR hR")
    func layouts() throws {
        let document = try Self.merged().document
        func constant(_ id: String, _ traits: IBTraits) -> Double? {
            document.resolved(for: traits).object(withID: "vwP-ph-001")?.constraints.first { $0.id == id }?.constant
        }
        func installed(_ id: String, _ traits: IBTraits) -> Bool? {
            let view = document.resolved(for: traits).object(withID: "vwP-ph-001")
            return view?.subviews.first { $0.id == id }?.isInstalled ?? view?.constraints.first { $0.id == id }?.isInstalled
        }
        #expect(constant("c1P-ph-001", Self.compactRegular) == 20)
        #expect(constant("c1P-ph-001", Self.regular) == 40)
        #expect(constant("c2P-ph-001", Self.regular) == 40)
        #expect(installed("btP-ph-001", Self.compactRegular) == true)
        #expect(installed("btP-ph-001", Self.regular) == false)
        #expect(installed("c3P-ph-001", Self.regular) == false)
        let hero = try #require(document.resolved(for: .any).object(withID: "vwP-ph-001")?.subviews.first { $0.kind.rawValue == "imageView" })
        let heroID = try #require(hero.id)
        #expect(heroID != "lbP-ph-001", "renamed: the iPhone's label has that id")
        #expect(installed(heroID, .any) == false)
        #expect(installed(heroID, Self.compactRegular) == false)
        #expect(installed(heroID, Self.regular) == true)
        let heroTop = try #require(document.object(withID: "vwP-ph-001")?.constraints.first { $0.firstItemAsWritten == heroID })
        #expect(installed(heroTop.id, Self.regular) == true)
        #expect(installed(heroTop.id, Self.compactRegular) == false)
    }

    @Test("the differences are written as Xcode writes variations")
    func text() throws {
        let merge = try Self.merged()
        let text = merge.document.xmlString()
        #expect(text.contains("""
                                    <constraint firstItem="lbP-ph-001" firstAttribute="leading" secondItem="vwP-ph-001" secondAttribute="leading" constant="20" id="c1P-ph-001">
                                        <variation key="heightClass=regular-widthClass=regular" constant="40"/>
                                    </constraint>
        """))
        #expect(text.contains("""
                                <imageView userLabel="Hero" translatesAutoresizingMaskIntoConstraints="NO" id="
        """))
        #expect(text.contains("""
                                <variation key="heightClass=regular-widthClass=regular">
                                    <mask key="subviews">
        """))
        let summaries = merge.changes.map(\.summary)
        #expect(summaries.contains("constraint 'c1P-ph-001': constant 40 in wR hR (20 elsewhere)"))
        #expect(summaries.contains("iPhone <button> 'btP-ph-001' not installed in wR hR (the iPad has no such view)"))
        #expect(summaries.contains { $0.hasPrefix("iPad id 'lbP-ph-001' renamed ") })
        #expect(summaries.contains("iPad scene 'sce-pa-002' appended (no iPhone scene matches it)"))
    }

    @Test("a xib is refused with a message")
    func xibRefused() throws {
        let view = try IBDocument(data: Data(xib(objects: "").utf8), path: "View.xib")
        #expect(throws: IBConversionError.self) { try IBSizeClassMerge.merge(iPhone: view, iPad: view) }
    }

    @Test("an iPhone view without subviews gets the iPad's, with their constraints, in wR hR only; an iPad outlet is a remark")
    func emptyPhoneView() throws {
        func scene(_ subviews: String, _ constraints: String, _ connections: String) -> String {
            Self.legacy(storyboard(scenes: """
                    <scene sceneID="sce-ne-001">
                        <objects>
                            <viewController storyboardIdentifier="A" id="vc0-00-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="roo-tv-iew">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>\(subviews)\(constraints)
                                </view>\(connections)
                            </viewController>
                        </objects>
                    </scene>
            """))
        }
        let phone = scene("", "", "")
        let pad = scene("""

                                    <subviews>
                                        <label text="Only on iPad" translatesAutoresizingMaskIntoConstraints="NO" id="pad-la-bel">
                                            <rect key="frame" x="20" y="40" width="100" height="21"/>
                                        </label>
                                    </subviews>
        """, """

                                    <constraints>
                                        <constraint firstItem="pad-la-bel" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="40" id="pad-to-p01"/>
                                    </constraints>
        """, """

                                <connections>
                                    <outlet property="padLabel" destination="pad-la-bel" id="pad-ou-t01"/>
                                </connections>
        """)
        let merge = try IBSizeClassMerge.merge(iPhone: IBDocument(data: Data(phone.utf8), path: "A_iPhone.storyboard"),
                                               iPad: IBDocument(data: Data(pad.utf8), path: "A_iPad.storyboard"))
        let document = merge.document
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        func installed(_ traits: IBTraits) -> [Bool?] {
            let view = document.resolved(for: traits).object(withID: "roo-tv-iew")
            return [view?.subviews.first { $0.id == "pad-la-bel" }?.isInstalled, view?.constraints.first { $0.id == "pad-to-p01" }?.isInstalled]
        }
        #expect(installed(.any) == [false, false])
        #expect(installed(Self.compactRegular) == [false, false])
        #expect(installed(Self.regular) == [true, true])
        #expect(document.xmlString().contains("""
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <subviews>
                                    <label text="Only on iPad" translatesAutoresizingMaskIntoConstraints="NO" id="pad-la-bel">
                                        <rect key="frame" x="20" y="40" width="100" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="pad-la-bel" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="40" id="pad-to-p01"/>
                                </constraints>
                                <variation key="default">
        """), "\(document.xmlString())")
        #expect(merge.remarks.map(\.message) == ["iPad <outlet> 'padLabel' not merged: the iPhone's viewController has no such connection"])
    }

    @Test("a different font and a stack view's different axis and spacing are written for wR hR")
    func fontsAndStackViews() throws {
        func scene(font: String, axis: String, spacing: String) -> String {
            Self.legacy(storyboard(scenes: """
                    <scene sceneID="sce-fo-001">
                        <objects>
                            <viewController storyboardIdentifier="Main" id="vcF-fo-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vwF-fo-001">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="\(axis)" spacing="\(spacing)" translatesAutoresizingMaskIntoConstraints="NO" id="stF-fo-001">
                                            <rect key="frame" x="20" y="40" width="280" height="100"/>
                                            <subviews>
                                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbF-fo-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="280" height="21"/>
                                                    \(font)
                                                </label>
                                            </subviews>
                                        </stackView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """, extraRoot: " initialViewController=\"vcF-fo-001\""))
        }
        let phone = try IBDocument(data: Data(scene(font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, axis: "vertical", spacing: "8").utf8), path: "Main_iPhone.storyboard")
        let pad = try IBDocument(data: Data(scene(font: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>"#, axis: "horizontal", spacing: "20").utf8), path: "Main_iPad.storyboard")
        let merged = try IBSizeClassMerge.merge(iPhone: phone, iPad: pad)
        let text = merged.document.xmlString()
        #expect(text.contains(#"<variation key="heightClass=regular-widthClass=regular" axis="horizontal" spacing="20"/>"#))
        let indentation = String(repeating: " ", count: 40)
        #expect(text.contains("""
            \(indentation)<fontDescription key="fontDescription" type="system" pointSize="17"/>
            \(indentation)<variation key="heightClass=regular-widthClass=regular">
            \(indentation)    <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
            \(indentation)</variation>
            \(indentation.dropLast(4))</label>
            """))
        let regular = merged.document.resolved(for: IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        let compact = merged.document.resolved(for: IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(regular.object(withID: "stF-fo-001")?.attribute("axis") == "horizontal")
        #expect(compact.object(withID: "stF-fo-001")?.attribute("axis") == "vertical")
        #expect(regular.object(withID: "lbF-fo-001")?.element.firstElement(named: "fontDescription")?["pointSize"] == "28")
        #expect(compact.object(withID: "lbF-fo-001")?.element.firstElement(named: "fontDescription")?["pointSize"] == "17")
        #expect(merged.changes.contains { $0.summary.contains("font boldSystem 28 pt in wR hR") })
    }
}
