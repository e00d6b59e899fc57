import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// "Use Size Classes": a legacy document converted as Xcode 6 converted it, written back with
/// only the changed attributes.
@Suite("Convert: a legacy document to size classes")
struct ConversionTests {
    /// `text` without size classes (the helpers write them on).
    static func legacy(_ text: String) -> String {
        text.replacingOccurrences(of: " useTraitCollections=\"YES\"", with: "")
    }

    /// Two scenes: a button and a bar button item with every legacy segue kind.
    static let text = legacy(storyboard(scenes: """
            <scene sceneID="sce-ne-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-tv-iew">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                <button contentMode="scaleToFill" id="but-to-n01">
                                    <rect key="frame" x="20" y="80" width="100" height="30"/>
                                    <connections>
                                        <segue destination="vc0-00-002" kind="push" identifier="Push" id="pus-hs-eg1"/>
                                        <segue destination="vc0-00-002" kind="modal" identifier="Modal" modalPresentationStyle="formSheet" modalTransitionStyle="flipHorizontal" id="mod-al-se1"/>
                                        <segue destination="vc0-00-002" kind="popover" identifier="Pop" id="pop-ov-er1"/>
                                        <segue destination="vc0-00-002" kind="replace" splitViewControllerTargetIndex="1" id="rep-la-ce1"/>
                                        <segue destination="vc0-00-002" kind="replace" splitViewControllerTargetIndex="0" id="rep-la-ce0"/>
                                        <segue destination="vc0-00-002" kind="custom" customClass="FadeSegue" id="cus-to-m01"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" id="nav-it-em1">
                            <barButtonItem key="rightBarButtonItem" title="Info" id="bar-it-em1">
                                <connections>
                                    <segue destination="vc0-00-002" kind="popover" id="pop-ov-er2">
                                        <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                                    </segue>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sce-ne-002">
                <objects>
                    <viewController id="vc0-00-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-tv-ie2">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """, extraRoot: " initialViewController=\"vc0-00-001\""))

    static func document(_ text: String = text) throws -> IBDocument {
        try IBDocument(data: Data(text.utf8), path: "Main.storyboard")
    }

    @Test("useTraitCollections goes after useAutolayout, each legacy segue becomes its adaptive kind, and nothing else changes")
    func exactText() throws {
        let conversion = try Self.document().convertedToSizeClasses()
        #expect(!conversion.alreadyUsesSizeClasses)
        var expected = Self.text
        for (old, new) in [
            (#"useAutolayout="YES" initialViewController"#, #"useAutolayout="YES" useTraitCollections="YES" initialViewController"#),
            (#"kind="push" identifier="Push""#, #"kind="show" identifier="Push""#),
            (#"kind="modal" identifier="Modal""#, #"kind="presentation" identifier="Modal""#),
            (#"<segue destination="vc0-00-002" kind="popover" identifier="Pop" id="pop-ov-er1"/>"#, """
            <segue destination="vc0-00-002" kind="popoverPresentation" identifier="Pop" popoverAnchorView="but-to-n01" id="pop-ov-er1">
                                                    <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                                </segue>
            """),
            (#"kind="replace" splitViewControllerTargetIndex="1""#, #"kind="showDetail""#),
            (#"kind="popover" id="pop-ov-er2""#, #"kind="popoverPresentation" popoverAnchorBarButtonItem="bar-it-em1" id="pop-ov-er2""#),
        ] {
            #expect(expected.contains(old))
            expected = expected.replacingOccurrences(of: old, with: new)
        }
        #expect(conversion.document.xmlString() == expected)
        #expect(conversion.document.usesTraitCollections)
        let kinds = conversion.document.object(withID: "but-to-n01")?.connections.map { $0.segueKind?.rawValue ?? "" }
        #expect(kinds == ["show", "presentation", "popoverPresentation", "showDetail", "replace", "custom"])
    }

    @Test("the changes name the attribute, old and new values, the element and its line and column")
    func changes() throws {
        let conversion = try Self.document().convertedToSizeClasses()
        let lines = conversion.changes.map(\.description)
        #expect(lines.first == "Main.storyboard:2:1: note: uses size classes (useTraitCollections=\"YES\")")
        #expect(lines.contains("Main.storyboard:13:69: note: push segue 'pus-hs-eg1' → show"))
        #expect(lines.contains("Main.storyboard:14:69: note: modal segue 'mod-al-se1' → presentation"))
        #expect(lines.contains("Main.storyboard:16:69: note: replace segue 'rep-la-ce1' (the detail of its split view controller) → showDetail"))
        let push = try #require(conversion.changes.first { $0.elementID == "pus-hs-eg1" })
        #expect(push.attribute == "kind" && push.oldValue == "push" && push.newValue == "show" && push.elementName == "segue")
        #expect(conversion.changes.filter { $0.elementID == "pop-ov-er1" }.map(\.attribute) == ["kind", "popoverAnchorView", "<popoverArrowDirection>"])
        #expect(conversion.changes.filter { $0.elementID == "pop-ov-er2" }.map(\.attribute) == ["kind", "popoverAnchorBarButtonItem"],
                "a segue with arrow directions keeps them")
        #expect(conversion.remarks.map(\.description) == [
            "Main.storyboard:17:37: warning: replace segue 'rep-la-ce0' kept: only a replace segue into the detail of a split view controller (splitViewControllerTargetIndex=\"1\") has an adaptive kind (showDetail)",
        ])
    }

    @Test("converting a converted document changes nothing, and a size-class document is left as it is")
    func idempotent() throws {
        let once = try Self.document().convertedToSizeClasses()
        let twice = try once.document.convertedToSizeClasses()
        #expect(twice.alreadyUsesSizeClasses)
        #expect(twice.changes.isEmpty)
        #expect(twice.document.xmlString() == once.document.xmlString())
        let modern = try Self.document(storyboard(scenes: ""))
        let untouched = try modern.convertedToSizeClasses()
        #expect(untouched.alreadyUsesSizeClasses && untouched.changes.isEmpty && untouched.document == modern)
    }

    @Test("a one-attribute diff for a xib; useTraitCollections before colorMatched and after launchScreen")
    func xibAndAttributeOrder() throws {
        let xibText = Self.legacy(xib(objects: """
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                </view>
        """, extraRoot: " launchScreen=\"YES\" colorMatched=\"YES\""))
        let converted = try Self.document(xibText).convertedToSizeClasses().document
        #expect(converted.xmlString() == xibText.replacingOccurrences(
            of: #"useAutolayout="YES" launchScreen="YES" colorMatched"#, with: #"useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" colorMatched"#))
        let diff = IBTextDiff.unified(from: xibText, to: converted.xmlString(), path: "View.xib")
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count == 4, "two headers, one line out, one in")
    }

    @Test("a document without Auto Layout is refused: size classes need it")
    func noAutolayout() throws {
        let text = Self.text.replacingOccurrences(of: " useAutolayout=\"YES\"", with: "")
        #expect(throws: IBConversionError.self) { try Self.document(text).convertedToSizeClasses() }
    }
}
