import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// `IBSceneWindow.objectID(of:)`: the document id of each view of a drawn window, inside stack
/// views and cells and in embedded child scenes, read from what the loader made (no second
/// layout), without keeping the views alive.
@Suite("Document ids of a scene window's views")
@MainActor
struct SceneViewIDTests {
    /// A parent scene with a stack view of one label, a table with a prototype cell holding a
    /// label, and a container view embedding a child scene with a label.
    static let document = storyboard(scenes: """
            <scene sceneID="par-sc-000">
                <objects>
                    <viewController id="par-vc-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="par-vw-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" axis="vertical" id="par-st-000">
                                    <rect key="frame" x="16" y="20" width="200" height="21"/>
                                    <subviews>
                                        <label opaque="NO" contentMode="left" text="Arranged" id="par-lb-000">
                                            <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </stackView>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" fixedFrame="YES" dataMode="prototypes" style="plain" rowHeight="44" id="par-tb-000">
                                    <rect key="frame" x="0.0" y="60" width="375" height="200"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="par-ce-000">
                                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="par-ce-000" id="par-cc-000">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <subviews>
                                                    <label opaque="NO" contentMode="left" fixedFrame="YES" text="In a cell" id="par-cl-000">
                                                        <rect key="frame" x="16" y="11" width="200" height="21"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                                <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="par-cv-000">
                                    <rect key="frame" x="0.0" y="300" width="375" height="200"/>
                                    <connections>
                                        <segue destination="chd-vc-000" kind="embed" id="par-sg-001"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="chd-sc-000">
                <objects>
                    <viewController id="chd-vc-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="chd-vw-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" fixedFrame="YES" text="In the child" id="chd-lb-000">
                                    <rect key="frame" x="16" y="20" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """, extraRoot: " initialViewController=\"par-vc-000\"")

    /// The ids of the window's views, in the window's order.
    static func ids(in scene: IBSceneWindow) -> [String] {
        var ids: [String] = []
        func visit(_ view: UIView) {
            if let id = scene.objectID(of: view) { ids.append(id) }
            view.subviews.forEach(visit)
        }
        visit(scene.window)
        return ids
    }

    @Test("views in a stack view, a table cell and an embedded child scene are named by their ids; the window and views code made are not")
    func idsOfDrawnViews() throws {
        let document = try IBDocument(data: Data(Self.document.utf8), path: "Views.storyboard")
        let loader = IBStoryboardLoader(name: "Views", document: document, bundle: nil, options: IBSceneWindow.options)
        let scene = try #require(IBSceneWindow.make(sceneID: "par-sc-000", loader: loader, device: try Device.named("iPhone SE (3rd generation)"), orientation: .portrait))
        defer { scene.window.rootViewController = nil }
        let ids = Self.ids(in: scene)
        for id in ["par-vw-000", "par-st-000", "par-lb-000", "par-tb-000", "par-ce-000", "par-cc-000", "par-cl-000", "par-cv-000", "chd-vw-000", "chd-lb-000"] {
            #expect(ids.contains(id), "\(id) in \(ids)")
        }
        #expect(Set(ids).count == ids.count, "each view once: \(ids)")
        #expect(scene.objectID(of: scene.window) == nil)
        #expect(scene.objectID(of: UILabel()) == nil)
        let label = try #require(scene.window.rootViewController?.view.subviews.first?.subviews.first as? UILabel)
        #expect(label.text == "Arranged")
        #expect(scene.objectID(of: label) == "par-lb-000")
    }

    @Test("the loader names the views it made while they live and does not keep them alive")
    func viewsAreNotKept() throws {
        let document = try IBDocument(data: Data(Self.document.utf8), path: "Views.storyboard")
        let loader = IBStoryboardLoader(name: "Views", document: document, bundle: nil, options: IBSceneWindow.options)
        weak var label: UIView?
        do {
            let scene = try #require(IBSceneWindow.make(sceneID: "par-sc-000", loader: loader, device: try Device.named("iPhone SE (3rd generation)"), orientation: .portrait))
            label = scene.window.rootViewController?.view.subviews.first?.subviews.first
            #expect(label.flatMap { loader.objectID(of: $0) } == "par-lb-000")
            scene.window.rootViewController = nil
        }
        #expect(label == nil, "the loader holds no view")
    }

    @Test("a xib's top-level view and its subviews are named by their ids")
    func xibViews() throws {
        let text = xib(objects: """
                <view contentMode="scaleToFill" id="top-vw-000">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" fixedFrame="YES" text="Top" id="top-lb-000">
                            <rect key="frame" x="16" y="20" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </view>
        """)
        let document = try IBDocument(data: Data(text.utf8), path: "Top.xib")
        let loader = IBStoryboardLoader(name: "Top", document: document, bundle: nil, options: IBSceneWindow.options)
        let scene = try #require(IBSceneWindow.make(sceneID: "top-vw-000", loader: loader, device: try Device.named("iPhone SE (3rd generation)"), orientation: .portrait))
        defer { scene.window.rootViewController = nil }
        #expect(Self.ids(in: scene) == ["top-vw-000", "top-lb-000"])
    }
}
