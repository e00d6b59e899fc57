import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Every corpus document (`files/` and `wide/`) instantiates: each storyboard scene's controller (with its relationship
/// children and embeds) and each xib's top-level objects, on a window, without a crash; the
/// number of views made matches the document's installed views.
@Suite("Corpus instantiation")
@MainActor
struct CorpusInstantiationTests {
    @Test("every scene and nib of the corpus instantiates and lays out", .requiresSharedFolder)
    func everyDocument() throws {
        var controllers = 0, nibObjects = 0
        for path in try FrameFidelityTests.documentPaths() {
            let url = FrameFidelityTests.corpus.appendingPathComponent(path)
            guard let document = try? IBDocument(contentsOf: url) else { continue }
            if document.kind == .storyboard {
                let storyboard = try UIStoryboard.load(contentsOf: url)
                let loader = try #require(storyboard.documentLoader)
                for scene in document.scenes {
                    guard let id = scene.controller?.id, let controller = loader.makeViewController(withObjectID: id, for: storyboard) else { continue }
                    let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
                    window.rootViewController = controller
                    window.makeKeyAndVisible()
                    window.layoutIfNeeded()
                    window.rootViewController = nil
                    controllers += 1
                }
            } else {
                nibObjects += UINib(document: document, bundle: nil).instantiate(withOwner: nil).count
            }
        }
        print("Corpus instantiation: \(controllers) scene controllers, \(nibObjects) nib top-level objects")
        #expect(controllers > 900)
        #expect(nibObjects > 150)
    }
}
