import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing
import TestSupport

/// No silent blank: every scene of every corpus document (`files/` and `wide/`, storyboards and
/// xibs) is drawn as `storyboard render` draws it, on its canvas device (the document's
/// `<device>`, else an iPhone 15) in its orientation, at scale 1 to keep it fast; each visible
/// text (a label, button title, text view's text or text field's text or placeholder that is not
/// hidden, has a size and is inside the window) must change pixels in its rectangle, or come with
/// a reason (`TextVisibility`: squeezed, mostly outside the window, clear, clipped away, covered,
/// or drawn in the colour behind it) that `storyboard render` reports as a warning
/// (`render.invisibleText`). It prints the counts; `docs/render.md` records them.
@Suite("Corpus: no silent blank")
@MainActor
struct BlankSceneTests {
    static let corpus = FrameFidelityTests.folder.deletingLastPathComponent()

    struct Tally {
        var documents = 0
        var scenes = 0
        var scenesWithText = 0
        var texts = 0
        /// Scenes with a text whose rectangle is one colour.
        var blankScenes: [String] = []
        /// Scenes with text none of which shows: to a reader, a blank picture.
        var allTextBlank: [String] = []
        /// Blank texts with a reason, and without one.
        var explained: [String] = []
        var unexplained: [String] = []
    }

    static func device(for document: IBDocument) -> (Device, UIInterfaceOrientation) {
        let orientation: UIInterfaceOrientation = document.device?.orientation == "landscape" ? .landscapeLeft : .portrait
        if let id = document.device?.id, let device = Device.models(withInterfaceBuilderID: id).last(where: { $0.scale >= 2 }) ?? Device.models(withInterfaceBuilderID: id).last {
            return (device, orientation)
        }
        return ((try? Device.named("iPhone 15"))!, orientation)
    }

    static func check(folder: String, into tally: inout Tally) throws {
        let url = corpus.appendingPathComponent(folder)
        // The corpus has no asset catalogs: images are looked up in an empty folder (every image
        // is a placeholder either way, and listing the corpus folder for each is slower).
        let resources = FileManager.default.temporaryDirectory.appendingPathComponent("osb-blank-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: resources) }
        let bundle = Bundle(path: resources.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        for name in names {
            let file = url.appendingPathComponent(name)
            guard let document = try? IBDocument(contentsOf: file, path: "\(folder)/\(name)") else { continue }
            tally.documents += 1
            let (device, orientation) = device(for: document)
            for sceneID in IBSceneWindow.sceneIDs(in: document) {
                let loader = IBStoryboardLoader(
                    name: file.deletingPathExtension().lastPathComponent, document: document, bundle: bundle,
                    options: IBSceneWindow.options)
                guard let scene = IBSceneWindow.make(sceneID: sceneID, loader: loader, device: device, orientation: orientation) else { continue }
                defer {
                    scene.window.rootViewController = nil
                    LayoutDiagnostics.shared.removeAll()
                }
                tally.scenes += 1
                let items = TextVisibility.items(in: scene.window)
                if items.isEmpty { continue }
                var renderer = WindowRenderer(window: scene.window)
                renderer.drawsStatusBar = scene.showsStatusBar
                let bitmap = try renderer.bitmap(scale: 1)
                tally.scenesWithText += 1
                tally.texts += items.count
                let blanks = TextVisibility.blankTexts(in: scene.window, bitmap: bitmap)
                if blanks.isEmpty { continue }
                tally.blankScenes.append("\(folder)/\(name) \(sceneID)")
                if blanks.count == items.count {
                    tally.allTextBlank.append("\(folder)/\(name) \(sceneID): " + blanks.map { "\($0.item.description): \($0.reason ?? "no reason")" }.joined(separator: "; "))
                }
                for blank in blanks {
                    let line = "\(folder)/\(name) \(sceneID) \(blank.item.description) at \(blank.item.rect)"
                    if let reason = blank.reason {
                        tally.explained.append(line + ": " + reason)
                    } else {
                        tally.unexplained.append(line)
                    }
                }
            }
        }
    }

    @Test("every corpus scene renders, and its visible text shows or has a reason it cannot be seen", .requiresSharedFolder)
    func noSilentBlank() throws {
        LayoutDiagnostics.shared.printsToStandardError = false
        defer { LayoutDiagnostics.shared.printsToStandardError = true }
        let start = Date()
        var tally = Tally()
        // Pango's measurements, for this test only (other tests expect the default measurer).
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            try Self.check(folder: "files", into: &tally)
            try Self.check(folder: "wide", into: &tally)
        }
        let seconds = Date().timeIntervalSince(start)
        print("No silent blank: \(tally.documents) documents, \(tally.scenes) scenes (\(tally.scenesWithText) with text, \(tally.texts) texts) in \(String(format: "%.1f", seconds)) s; \(tally.blankScenes.count) scenes with blank text: \(tally.explained.count) texts explained, \(tally.unexplained.count) not")
        for line in tally.explained { print("  explained: \(line)") }
        for line in tally.unexplained { print("  UNEXPLAINED: \(line)") }
        print("\(tally.allTextBlank.count) scenes show none of their text")
        for line in tally.allTextBlank { print("  NONE SHOWN: \(line)") }
        #expect(tally.scenes > 1200)
        #expect(tally.unexplained.isEmpty, "\(tally.unexplained.count) texts draw nothing without a reason")
    }
}
