import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// The margins Xcode's canvas gives a xib's own cells: collection view cells by the Xcode that
/// wrote the document, table view cells by their width and the canvas's.
@Suite("Margins of a xib's own cells on Xcode's canvas")
@MainActor
struct CanvasXibMarginsTests {
    /// A 375 × 112 collection view cell whose label is pinned 5 pt inside the cell's leading and
    /// top margins, written by the tools version given, on the iPhone 8 canvas.
    static func collectionCell(tools: String) throws -> IBDocument {
        let text = xib(objects: """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="col-cel-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="112"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="112"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="col-pin-001">
                                <rect key="frame" x="13" y="13" width="100" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="col-wd-001"/>
                                    <constraint firstAttribute="height" constant="20" id="col-ht-001"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="col-pin-001" firstAttribute="top" secondItem="col-cel-001" secondAttribute="topMargin" constant="5" id="col-tp-001"/>
                        <constraint firstItem="col-pin-001" firstAttribute="leading" secondItem="col-cel-001" secondAttribute="leadingMargin" constant="5" id="col-ld-001"/>
                    </constraints>
                </collectionViewCell>
            """, head: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="\#(tools)""#)
        return try IBDocument(data: Data(text.utf8), path: "Cell.xib")
    }

    static func frame(_ id: String, in document: IBDocument) throws -> CGRect {
        try #require(IBSceneLayout.report(for: document).scenes.flatMap(\.views).first { $0.id == id }?.frame)
    }

    @Test("before Xcode 9 a xib's collection view cell keeps a plain view's 8 pt margins; later Xcodes give it a root view's")
    func collectionCellMargins() throws {
        #expect(try Self.frame("col-pin-001", in: Self.collectionCell(tools: "12120")).origin == CGPoint(x: 13, y: 13))
        // Xcode 10: 16 pt at the sides, none at the top.
        #expect(try Self.frame("col-pin-001", in: Self.collectionCell(tools: "14460.31")).origin == CGPoint(x: 21, y: 5))
    }

    /// A table view cell of the width given whose view is pinned to its content view's leading
    /// and trailing margins, on the device given, written by Xcode 12.
    static func tableCell(width: Int, device: String) throws -> IBDocument {
        let text = xib(objects: """
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="tbl-cel-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="tbl-cel-001" id="tbl-cnt-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-pin-001">
                                <rect key="frame" x="16" y="12" width="\(width - 32)" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="tbl-ht-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="tbl-pin-001" firstAttribute="leading" secondItem="tbl-cnt-001" secondAttribute="leadingMargin" id="tbl-ld-001"/>
                            <constraint firstAttribute="trailingMargin" secondItem="tbl-pin-001" secondAttribute="trailing" id="tbl-tr-001"/>
                            <constraint firstItem="tbl-pin-001" firstAttribute="centerY" secondItem="tbl-cnt-001" secondAttribute="centerY" id="tbl-cy-001"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            """, head: #"<device id="\#(device)" orientation="portrait"/>"#)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="17156""#)
        return try IBDocument(data: Data(text.utf8), path: "TableCell.xib")
    }

    @Test("a xib's own table cell has 20 pt side margins only when both it and the phone canvas are wide")
    func tableCellSideMargins() throws {
        // A 414 pt cell on the 320 pt canvas: 16 pt.
        #expect(try Self.frame("tbl-pin-001", in: Self.tableCell(width: 414, device: "retina4_0")).minX == 16)
        // On the 414 pt canvas: 20 pt.
        #expect(try Self.frame("tbl-pin-001", in: Self.tableCell(width: 414, device: "retina6_1")).minX == 20)
        // A 320 pt cell on the 414 pt canvas: 16 pt.
        #expect(try Self.frame("tbl-pin-001", in: Self.tableCell(width: 320, device: "retina6_1")).minX == 16)
    }
}
