import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A designable label (`@IBDesignable`) whose code sets another font than the document names:
/// Xcode records what it measured in the document's `<designables>`, and the canvas layout
/// (`--intrinsic-from-document`) takes the label's baselines from that height.
@Suite("Designable labels on Xcode's canvas")
@MainActor
struct DesignableLabelTests {
    /// A cell-sized view of Xcode 12 on the iPhone 8 canvas: a 23 pt tall designable label whose
    /// font is the system font at 17 pt in the document, and a 7 × 12 chevron whose bottom sits on
    /// the label's first baseline (as the Corona-Warn-App's cells place theirs).
    static func document(designables: String, text: String = "Title 2") throws -> IBDocument {
        let body = """
                <view contentMode="scaleToFill" id="top-lvl-vw">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="dsg-lbl-001" customClass="StyledLabel" customModule="App">
                            <rect key="frame" x="16" y="0.0" width="300" height="23"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="chv-img-001">
                            <rect key="frame" x="330" y="6" width="7" height="12"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="7" id="chv-wd-001"/>
                                <constraint firstAttribute="height" constant="12" id="chv-ht-001"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="dsg-lbl-001" firstAttribute="top" secondItem="top-lvl-vw" secondAttribute="top" id="lbl-tp-001"/>
                        <constraint firstItem="dsg-lbl-001" firstAttribute="leading" secondItem="top-lvl-vw" secondAttribute="leading" constant="16" id="lbl-ld-001"/>
                        <constraint firstItem="chv-img-001" firstAttribute="leading" secondItem="top-lvl-vw" secondAttribute="leading" constant="330" id="chv-ld-001"/>
                        <constraint firstItem="chv-img-001" firstAttribute="bottom" secondItem="dsg-lbl-001" secondAttribute="firstBaseline" id="chv-bs-001"/>
                    </constraints>
                </view>
            """
        let text = xib(objects: body, head: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#,
                       tail: designables)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="17701""#)
        return try IBDocument(data: Data(text.utf8), path: "Designable.xib")
    }

    static let titleDesignable = """
            <designables>
                <designable name="dsg-lbl-001">
                    <size key="intrinsicContentSize" width="56.5" height="23"/>
                </designable>
            </designables>
        """

    static func chevron(_ document: IBDocument) -> CGRect? {
        var options = IBInstantiator.Options.canvas
        options.intrinsicSizesFromDocument = true
        return IBSceneLayout.report(for: document, options: options).scenes.flatMap(\.views).first { $0.id == "chv-img-001" }?.frame
    }

    @Test("the document reads each designable's recorded intrinsic size by its view's id")
    func readsDesignables() throws {
        let document = try Self.document(designables: Self.titleDesignable)
        #expect(document.designableIntrinsicSizes["dsg-lbl-001"] == IBSize(width: 56.5, height: 23))
        #expect(try Self.document(designables: "").designableIntrinsicSizes.isEmpty)
    }

    @Test("a designable label's baseline is that of its font at the line height Xcode measured")
    func baselineFollowsTheMeasuredHeight() throws {
        // The system font at 17 pt has its baseline about 16 pt down; a 23 pt line (the font the
        // label's code set, about 19 pt) has it 18 pt down, where Xcode stored the chevron.
        let plain = try #require(Self.chevron(try Self.document(designables: "")))
        let designable = try #require(Self.chevron(try Self.document(designables: Self.titleDesignable)))
        #expect(abs(plain.maxY - 16) <= 0.5)
        #expect(abs(designable.maxY - 18) <= 0.5)
        #expect(designable.height == 12)
    }

    @Test("a recorded height far from any line of the document's font is not taken for a font size")
    func absurdRecordKeepsTheFont() throws {
        for height in ["1e308", "inf", "nan", "-23", "2"] {
            let document = try Self.document(designables: Self.titleDesignable.replacingOccurrences(of: #"height="23""#, with: #"height="\#(height)""#))
            let frame = try #require(Self.chevron(document), "\(height)")
            #expect(abs(frame.maxY - 16) <= 0.5, "\(height)")
        }
    }

    @Test("text with a line break keeps the document's font: the recorded height is not one line's")
    func lineBreakKeepsTheFont() throws {
        let document = try Self.document(designables: Self.titleDesignable.replacingOccurrences(of: #"height="23""#, with: #"height="41""#),
                                         text: "Title&#10;2")
        let frame = try #require(Self.chevron(document))
        #expect(abs(frame.maxY - 16) <= 0.5)
    }
}
