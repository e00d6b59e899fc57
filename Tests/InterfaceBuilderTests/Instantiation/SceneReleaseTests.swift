import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// Scenes shown the way `storyboard render` shows them are released afterwards: rendering every
/// scene on every device in one process must not keep every window alive.
@Suite("Releasing storyboard scenes")
@MainActor
struct SceneReleaseTests {
    @Test("every scene of AdaptivePhotos (001), shown in a window on an iPhone and an iPad, is released with its controllers and views")
    func adaptivePhotosScenes() throws {
        let document = try IBDocument(contentsOf: Corpus.url("001_apple_AdaptivePhotos_iOS8_Main.storyboard"))
        let loader = IBStoryboardLoader(name: "Main", document: document, bundle: nil, options: IBSceneWindow.options)
        let sceneIDs = IBSceneWindow.sceneIDs(in: document)
        #expect(sceneIDs.count >= 8)
        for deviceName in ["iPhone 15", "iPad Air 2"] {
            for sceneID in sceneIDs {
                weak var window: UIWindow?
                weak var controller: UIViewController?
                weak var view: UIView?
                do {
                    let scene = try #require(IBSceneWindow.make(sceneID: sceneID, loader: loader, device: try Device.named(deviceName), orientation: .portrait))
                    window = scene.window
                    controller = scene.window.rootViewController
                    view = scene.window.rootViewController?.view.subviews.first ?? scene.window.rootViewController?.view
                    #expect(view != nil)
                }
                #expect(window == nil, "\(sceneID) on \(deviceName): the window")
                #expect(controller == nil, "\(sceneID) on \(deviceName): the root controller")
                #expect(view == nil, "\(sceneID) on \(deviceName): a view")
            }
        }
    }
}
