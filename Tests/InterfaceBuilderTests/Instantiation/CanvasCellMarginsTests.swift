import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// The margins Xcode's canvas gives the content views of a table's cells in documents written
/// before Xcode 10.
@Suite("Cell margins of documents before Xcode 10")
@MainActor
struct CanvasCellMarginsTests {
    /// An Xcode 8 storyboard on the iPhone 6 Plus canvas: a table view controller whose prototype
    /// cell holds a view pinned to its content view's side margins, the cell and its content view
    /// preserving their superviews' margins or not.
    static func document(preserving: Bool) throws -> IBDocument {
        let preserves = preserving ? #" preservesSuperviewLayoutMargins="YES""# : ""
        let text = storyboard(scenes: """
                <scene sceneID="scn-cel-mrg">
                    <objects>
                        <tableViewController id="tvc-cel-mrg" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-cel-mrg">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill"\(preserves) selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="60" id="cel-cel-mrg">
                                        <rect key="frame" x="0.0" y="28" width="414" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\(preserves) tableViewCell="cel-cel-mrg" id="cnt-cel-mrg">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="59.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-cel-mrg">
                                                    <rect key="frame" x="15" y="20" width="384" height="20"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="20" id="mrg-ht-001"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="pin-cel-mrg" firstAttribute="leading" secondItem="cnt-cel-mrg" secondAttribute="leadingMargin" id="mrg-ld-001"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="pin-cel-mrg" secondAttribute="trailing" id="mrg-tr-001"/>
                                                <constraint firstItem="pin-cel-mrg" firstAttribute="centerY" secondItem="cnt-cel-mrg" secondAttribute="centerY" id="mrg-cy-001"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            """, extraRoot: #" initialViewController="tvc-cel-mrg""#, head: #"<device id="retina5_5" orientation="portrait"><adaptation id="fullscreen"/></device>"#)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="11762""#)
        return try IBDocument(data: Data(text.utf8), path: "Cells.storyboard")
    }

    static func pinned(_ document: IBDocument) throws -> CGRect {
        try #require(IBSceneLayout.report(for: document).scenes.flatMap(\.views).first { $0.id == "pin-cel-mrg" }?.frame)
    }

    @Test("before Xcode 10 a content view has 8 pt margins, and the table's 15 pt at the sides when it and its cell preserve their superviews'")
    func preservedMargins() throws {
        #expect(try Self.pinned(Self.document(preserving: false)).minX == 8)
        let preserved = try Self.pinned(Self.document(preserving: true))
        #expect(preserved.minX == 15)
        #expect(abs(preserved.width - (414 - 30)) < 0.01)
    }
}
