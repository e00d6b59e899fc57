import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Scenes shown the way `storyboard render` shows them are released afterwards: rendering every
/// scene on every device in one process must not keep every window alive.
@Suite("Releasing storyboard scenes")
@MainActor
struct SceneReleaseTests {
    @Test("every scene of AdaptivePhotos (001), shown in a window on an iPhone and an iPad, is released with its controllers and views", .requiresSharedFolder)
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

    /// A weak reference to something a scene made, with a name for the failure message.
    struct Probe {
        weak var object: AnyObject?
        let name: String
    }

    /// Weak references to every controller (children and presented ones) and every view of a window.
    static func probes(of window: UIWindow) -> [Probe] {
        var probes: [Probe] = [Probe(object: window, name: "the window")]
        func visit(_ view: UIView) {
            probes.append(Probe(object: view, name: "\(type(of: view))"))
            for subview in view.subviews { visit(subview) }
        }
        func visit(_ controller: UIViewController) {
            probes.append(Probe(object: controller, name: "\(type(of: controller))"))
            controller.children.forEach(visit)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller { visit(presented) }
        }
        visit(window as UIView)
        if let root = window.rootViewController { visit(root) }
        return probes
    }

    @Test("every scene of other shapes (tab bar and split view controllers, collection views, container views, toolbars, a xib) is released with all its controllers and views", .requiresSharedFolder,
          arguments: [
              "008_apple_AdaptiveElements_Main.storyboard",     // tab bar controller, size classes
              "038_apple_SamplePhotos_Swift_Main.storyboard",   // split view, collection view
              "078_netnewswire_Main.storyboard",                // split view columns, toolbars, collection view
              "122_habitica_Social.storyboard",                 // container views, table cells, segues from controls
              "028_apple_avTouchViewController.xib",            // a xib's top-level views
          ])
    func otherShapes(file: String) throws {
        let document = try IBDocument(contentsOf: Corpus.url(file))
        let loader = IBStoryboardLoader(name: "Main", document: document, bundle: nil, options: IBSceneWindow.options)
        let sceneIDs = IBSceneWindow.sceneIDs(in: document)
        #expect(!sceneIDs.isEmpty)
        for deviceName in ["iPhone 15", "iPad Air 2"] {
            for sceneID in sceneIDs {
                var probes: [Probe] = []
                do {
                    guard let scene = IBSceneWindow.make(sceneID: sceneID, loader: loader, device: try Device.named(deviceName), orientation: .portrait) else { continue }
                    probes = Self.probes(of: scene.window)
                    #expect(probes.count > 2)
                }
                let alive = probes.filter { $0.object != nil }.map(\.name)
                #expect(alive.isEmpty, "\(file) \(sceneID) on \(deviceName): \(alive.count) of \(probes.count) still alive: \(alive.prefix(8))")
            }
        }
    }
}
