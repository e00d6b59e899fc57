@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing
import TestSupport

/// Collection views in rendered scenes show each prototype cell once, in order, placed by the
/// document's flow layout on the device drawn (not where the document stored them for its own
/// canvas device), with the section's header and footer views.
@MainActor
@Suite("Collection views on the canvas")
struct CollectionViewCanvasTests {
    private struct Shown {
        var collectionView: UICollectionView
        var cells: [CGRect]
        var window: UIWindow
    }

    private func show(_ file: String, scene: String, device: String, orientation: UIInterfaceOrientation = .portrait) throws -> Shown {
        let url = SceneSnapshotTests.corpus.appendingPathComponent(file)
        return try show(try IBDocument(contentsOf: url), scene: scene, device: device, orientation: orientation)
    }

    private func show(_ document: IBDocument, scene: String, device: String, orientation: UIInterfaceOrientation = .portrait) throws -> Shown {
        let loader = IBStoryboardLoader(name: "Main", document: document, bundle: nil, options: IBSceneWindow.options)
        let made = try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            try #require(IBSceneWindow.make(sceneID: scene, loader: loader, device: try Device.named(device), orientation: orientation))
        }
        func find(_ view: UIView) -> UICollectionView? {
            if let collectionView = view as? UICollectionView { return collectionView }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        let collectionView = try #require(find(made.window))
        let cells = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        return Shown(collectionView: collectionView, cells: cells.map(\.frame), window: made.window)
    }

    @Test("two 50-pt prototypes of an Xcode 16 document: where the flow layout puts them, with header and footer", .requiresSharedFolder)
    func prototypesWithHeaderAndFooter() throws {
        // 172: itemSize 50 × 50, 10 pt spacing, 50-pt header and footer; Xcode stores the cells at
        // x 0 and 65 in its 375-pt canvas (six fit a line, 15 pt apart; the second keeps that gap).
        let shown = try show("172_ibdecodable_StoryboardControllers.storyboard", scene: "xlv-3S-4PI", device: "iPhone 8")
        defer { shown.window.rootViewController = nil }
        #expect(shown.cells == [CGRect(x: 0, y: 50, width: 50, height: 50), CGRect(x: 65, y: 50, width: 50, height: 50)])
        let header = shown.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        let footer = shown.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter)
        #expect(header.map(\.frame) == [CGRect(x: 0, y: 0, width: 375, height: 50)])
        #expect(footer.map(\.frame) == [CGRect(x: 0, y: 100, width: 375, height: 50)])
        // On a wider phone the line spreads again: seven fit in 430 pt, 13.33 pt apart.
        let wide = try show("172_ibdecodable_StoryboardControllers.storyboard", scene: "xlv-3S-4PI", device: "iPhone 15 Pro Max")
        defer { wide.window.rootViewController = nil }
        #expect(wide.cells.map(\.minX).map { ($0 * 100).rounded() / 100 } == [0, 63.33])
        #expect(wide.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first?.frame.width == 430)
    }

    @Test("habitica's grid on an iPhone 15: section insets, the spacing of a full line", .requiresSharedFolder)
    func sectionInsets() throws {
        // itemSize 84 × 100, no spacing, 16-pt side insets: four fit in 361 pt, 8.33 pt apart
        // (Xcode stores 16 and 120 for its 428-pt canvas, 20 pt apart).
        let shown = try show("121_habitica_Main.storyboard", scene: "hyi-ES-K3e", device: "iPhone 15")
        defer { shown.window.rootViewController = nil }
        #expect(shown.cells.count == 2)
        #expect(shown.cells.first == CGRect(x: 16, y: 0, width: 84, height: 100))
        let second: CGFloat = shown.cells.last?.minX ?? 0
        let expected: CGFloat = 100 + 25.0 / 3
        #expect(abs(second - expected) < 0.01)
        #expect(shown.cells.last?.minY == 0)
    }

    @Test("a prototype wider than half the view is centred; self-sizing cells keep their stored size", .requiresSharedFolder)
    func centredAndSelfSizing() throws {
        // iqkeyboard: one 300-pt item a line in 393 pt.
        let iqkeyboard = try show("115_iqkeyboard_ScrollView.storyboard", scene: "nN9-Jc-MTo", device: "iPhone 15")
        defer { iqkeyboard.window.rootViewController = nil }
        #expect(iqkeyboard.cells == [CGRect(x: 46.5, y: 0, width: 300, height: 50)])
        // NetNewsWire: automaticEstimatedItemSize, two 398 × 60 prototypes under a 60-pt header,
        // 10 pt apart, centred in 393 pt (Xcode: x 2 in 402 pt).
        let feeds = try show("078_netnewswire_Main.storyboard", scene: "NDp-hg-obE", device: "iPhone 15")
        defer { feeds.window.rootViewController = nil }
        #expect(feeds.cells == [CGRect(x: -2.5, y: 60, width: 398, height: 60), CGRect(x: -2.5, y: 130, width: 398, height: 60)])
    }

    /// A collection view controller scene whose collection view has `layout` and `cells`.
    private func document(layout: String, cells: String) throws -> IBDocument {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="cvc" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                \(layout)
                                <cells>
                                    \(cells)
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        return try IBDocument(data: Data(text.utf8), path: "inline.storyboard")
    }

    private func cell(_ id: String, x: Int, y: Int, width: Int, height: Int) -> String {
        """
        <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="\(id)" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </collectionViewCell>
        """
    }

    @Test("prototypes of different sizes: each line justified on its own, in document order")
    func customSizes() throws {
        let layout = """
        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
            <size key="itemSize" width="100" height="100"/>
            <size key="headerReferenceSize" width="0.0" height="0.0"/>
            <size key="footerReferenceSize" width="0.0" height="0.0"/>
            <inset key="sectionInset" minX="20" minY="10" maxX="20" maxY="0.0"/>
        </collectionViewFlowLayout>
        """
        // Stored anywhere: the layout decides. 335 pt between the insets: 100 + 200 fit, 150 does not.
        let cells = cell("a", x: 0, y: 300, width: 100, height: 100) + cell("b", x: 0, y: 0, width: 200, height: 60)
            + cell("c", x: 9, y: 9, width: 150, height: 40)
        let shown = try show(try document(layout: layout, cells: cells), scene: "s1", device: "iPhone 8")
        defer { shown.window.rootViewController = nil }
        #expect(shown.cells == [
            CGRect(x: 20, y: 10, width: 100, height: 100), CGRect(x: 155, y: 30, width: 200, height: 60),
            CGRect(x: 112.5, y: 120, width: 150, height: 40),
        ])
    }

    @Test("a custom layout: the cells stay where the document puts them")
    func customLayout() throws {
        let layout = #"<collectionViewLayout key="collectionViewLayout" id="cl" customClass="MosaicLayout"/>"#
        let shown = try show(try document(layout: layout, cells: cell("a", x: 40, y: 300, width: 100, height: 100)), scene: "s1", device: "iPhone 8")
        defer { shown.window.rootViewController = nil }
        #expect(shown.cells == [CGRect(x: 40, y: 300, width: 100, height: 100)])
    }

    @Test("section insets from the safe area: in landscape the prototypes stay clear of the sensor housing", .requiresSharedFolder)
    func safeAreaReference() throws {
        // NetNewsWire's settings: sectionInsetReference="safeArea", two 414 × 54 prototypes.
        let portrait = try show("082_netnewswire_Settings.storyboard", scene: "fXX-KA-wIe", device: "iPhone 15")
        defer { portrait.window.rootViewController = nil }
        #expect(portrait.cells == [CGRect(x: -10.5, y: 0, width: 414, height: 54), CGRect(x: -10.5, y: 74, width: 414, height: 54)])
        // 852 pt less 59 pt each side: one a line, centred in the safe area.
        let landscape = try show("082_netnewswire_Settings.storyboard", scene: "fXX-KA-wIe", device: "iPhone 15", orientation: .landscapeLeft)
        defer { landscape.window.rootViewController = nil }
        #expect(landscape.cells == [CGRect(x: 219, y: 0, width: 414, height: 54), CGRect(x: 219, y: 74, width: 414, height: 54)])
    }

    @Test("a horizontal flow layout lines its prototypes up in columns", .requiresSharedFolder)
    func horizontal() throws {
        // AVQueuePlayer: a 100-pt-high strip scrolling sideways, 80-pt items centred in it.
        let shown = try show("035_apple_AVQueuePlayer_Main.storyboard", scene: "tne-QT-ifu", device: "iPhone 8")
        defer { shown.window.rootViewController = nil }
        #expect(shown.collectionView.frame.height == 100)
        #expect(shown.cells == [CGRect(x: 0, y: 10, width: 80, height: 80)])
    }
}
