import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A photo grid controller registered by the app, as a ported app's own class.
final class GridPhotosController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }
}

/// `<collectionViewController>` makes a `UICollectionViewController` whose collection view is the
/// scene's, connected to it as the document says; an app's subclass fills it, and `render` draws
/// the prototypes as Xcode's canvas does.
@Suite("Collection view controllers from storyboards", .isolatedClassRegistry)
@MainActor
struct CollectionViewControllerInstantiationTests {
    static func document(customClass: String?) -> String {
        storyboard(scenes: """
            <scene sceneID="grd-sc-000">
                <objects>
                    <collectionViewController storyboardIdentifier="Grid" id="grd-vc-000"\(customClass.map { " customClass=\"\($0)\"" } ?? "") sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grd-cv-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="grd-fl-000">
                                <size key="itemSize" width="120" height="80"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="grd-ce-000">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="grd-cc-000">
                                        <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </view>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="grd-vc-000" id="grd-ds-000"/>
                                <outlet property="delegate" destination="grd-vc-000" id="grd-dl-000"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="grd-fr-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            """, extraRoot: #" initialViewController="grd-vc-000""#)
    }

    private func load(_ text: String) throws -> UIStoryboard {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Grid-\(UUID().uuidString).storyboard")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try UIStoryboard.load(contentsOf: url)
    }

    @Test("without a class of its own the scene makes a UICollectionViewController, the data source and delegate of the document's collection view, with no warning")
    func baseController() throws {
        let storyboard = try load(Self.document(customClass: nil))
        let controller = try #require(storyboard.instantiateInitialViewController() as? UICollectionViewController)
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.dataSource === controller && collectionView.delegate === controller)
        #expect((controller.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 120, height: 80))
        #expect(!storyboard.diagnostics.contains { $0.code == .unsupportedClass }, "\(storyboard.diagnostics)")
    }

    @Test("an app's subclass fills the scene's collection view with its items, made from the document's prototype")
    func appSubclass() throws {
        UIStoryboard.register(forClassNamed: "GridPhotosController") { GridPhotosController(collectionViewLayout: UICollectionViewFlowLayout()) }
        let storyboard = try load(Self.document(customClass: "GridPhotosController"))
        let controller = try #require(storyboard.instantiateInitialViewController() as? GridPhotosController)
        let window = UIWindow(device: try Device.named("iPhone SE (3rd generation)"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // 375 points: three 120-point items a line.
        #expect(controller.collectionView.visibleCells.count == 7)
        #expect(controller.collectionView.visibleCells.allSatisfy { $0.reuseIdentifier == "Photo" && $0.frame.size == CGSize(width: 120, height: 80) })
        window.rootViewController = nil
    }

    @Test("render's scene shows the prototype, as Xcode's canvas does, though the controller has no items")
    func canvasShowsPrototypes() throws {
        let document = try IBDocument(data: Data(Self.document(customClass: nil).utf8), path: "Grid.storyboard")
        let loader = IBStoryboardLoader(name: "Grid", document: document, bundle: nil, options: IBSceneWindow.options)
        let scene = try #require(IBSceneWindow.make(sceneID: "grd-sc-000", loader: loader, device: try Device.named("iPhone SE (3rd generation)"), orientation: .portrait))
        defer { scene.window.rootViewController = nil }
        let controller = try #require(scene.window.rootViewController as? UICollectionViewController)
        #expect(controller.collectionView.visibleCells.count == 1)
        #expect(!(controller.collectionView.dataSource is UICollectionViewController))
    }
}
