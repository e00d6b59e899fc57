import Foundation
import InterfaceBuilder
import Testing
import TestSupport

@Suite("Corpus: every real document loads")
struct CorpusDocumentTests {
    @Test("130 documents load, the IB3 archive is refused with a clear error", .requiresSharedFolder)
    func everyDocumentLoads() {
        var loaded = 0
        for (name, result) in CorpusDocuments.results {
            switch result {
            case .success:
                loaded += 1
            case let .failure(error):
                #expect(name == "188_chameleon_MainWindow_legacyArchive.xib", "\(name): \(error)")
                #expect(error.description == "188_chameleon_MainWindow_legacyArchive.xib:2:1: error: unsupported format: Interface Builder 3 archive (Xcode 4.1 and earlier); open and save it in a newer Xcode to convert it")
            }
        }
        #expect(loaded == 130)
    }

    @Test("no corpus document has errors or unknown names", .requiresSharedFolder)
    func noDiagnostics() throws {
        for (name, result) in CorpusDocuments.results {
            guard case let .success(document) = result else { continue }
            #expect(document.diagnostics == [], "\(name)")
        }
    }

    @Test("scenes, constraints and labels match grep counts in every document", .requiresSharedFolder)
    func countsMatchGrep() throws {
        func count(_ needle: String, in data: Data) -> Int {
            String(decoding: data, as: UTF8.self).components(separatedBy: needle).count - 1
        }
        for entry in Corpus.entries {
            guard case let .success(document)? = CorpusDocuments.results.first(where: { $0.name == entry.name })?.result else { continue }
            var constraints = 0, labels = 0, objects = 0
            document.forEachObject { object in
                constraints += object.constraints.count
                if object.kind == .label { labels += 1 }
                objects += 1
            }
            #expect(document.scenes.count == count("<scene ", in: entry.data), "\(entry.name)")
            #expect(constraints == count("<constraint ", in: entry.data), "\(entry.name)")
            #expect(labels == count("<label ", in: entry.data), "\(entry.name)")
            #expect(document.kind == (entry.name.hasSuffix(".xib") ? .xib : .storyboard), "\(entry.name)")
            #expect(objects > 0, "\(entry.name)")
        }
    }

    @Test("spot check: AdaptivePhotos (iOS 8) scenes, controllers and the profile view", .requiresSharedFolder)
    func adaptivePhotos() throws {
        let document = try CorpusDocuments.document("001_apple_AdaptivePhotos_iOS8_Main.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.toolsVersion == "6206.9")
        #expect(document.plugInVersion == "7026.1")
        #expect(document.usesAutolayout && document.usesTraitCollections && !document.usesSafeAreas)
        #expect(document.device == nil)
        #expect(document.initialViewController?.kind == .splitViewController)
        #expect(document.scenes.count == 8)
        let first = try #require(document.scenes.first)
        #expect(first.id == "qcH-cB-HGF")
        #expect(first.title == "EmptyViewController")
        #expect(first.canvasLocation == IBPoint(x: 533, y: 552))
        #expect(first.controller?.storyboardIdentifier == "EmptyViewController")
        #expect(first.placeholders.map(\.userLabel) == ["First Responder"])
        let profile = try #require(document.object(withID: "x6C-PJ-YqI"))
        #expect(profile.customClass == "AAPLProfileViewController")
        #expect(profile.layoutGuides.map(\.kind) == [.top, .bottom])
        #expect(profile.navigationItem?.title == "Profile")
        #expect(profile.connections.filter { $0.kind == .outlet }.map(\.property) == ["conversationsLabel", "imageView", "nameLabel", "photosLabel", "view"])
        let view = try #require(profile.view)
        #expect(view.frame == IBRect(x: 0, y: 0, width: 600, height: 600))
        #expect(view.autoresizingMask == [.flexibleMaxX, .flexibleMaxY])
        #expect(view.subviews.map(\.kind) == [.imageView, .label, .label, .label])
        #expect(view.constraints.count == 18)
        let name = view.subviews[1]
        #expect(name.text == "Name")
        #expect(name.font == IBFont(key: "fontDescription", kind: .textStyle("UICTFontTextStyleHeadline"), pointSize: nil))
        #expect(name.textColor?.value == .cocoaTouchSystem("darkTextColor"))
        #expect(name.isMisplaced)
        #expect(!name.translatesAutoresizingMaskIntoConstraints)
        #expect(name.horizontalHuggingPriority == 251)
        #expect(name.verticalCompressionResistancePriority == 750)
        let empty = try #require(document.object(withID: "9ZB-8E-Zf0"))
        #expect(empty.textColor == IBColor(key: "textColor", value: .white(0.59999999999999998, alpha: 1), colorSpace: .calibratedWhite))
        #expect(empty.font?.kind == .system(weight: nil))
        #expect(empty.font?.pointSize == 18)
        let root = try #require(document.object(withID: "rUS-5d-aM2"))
        #expect(root.segues.map(\.relationship) == [.rootViewController])
        #expect(root.children.first { $0.key == "navigationBar" }?.kind == .navigationBar)
    }

    @Test("spot check: a xib has File's Owner, First Responder and free views", .requiresSharedFolder)
    func xib() throws {
        let document = try CorpusDocuments.document("005_xamarin_TableSearch_TableCell.xib")
        #expect(document.kind == .xib)
        #expect(document.scenes.isEmpty)
        #expect(document.filesOwner?.id == "-1")
        #expect(document.firstResponder?.id == "-2")
        #expect(document.objects.count >= 3)
    }

    @Test("colour forms: system colours with fallbacks, named colours, custom colour spaces", .requiresSharedFolder)
    func colours() throws {
        var systemNames: Set<String> = [], customSpaces: Set<String> = [], named = 0, namedWithFallback = 0
        for (_, result) in CorpusDocuments.results {
            guard case let .success(document) = result else { continue }
            document.forEachObject { object in
                for color in object.colors.values {
                    switch color.value {
                    case let .system(name):
                        systemNames.insert(name)
                        if !document.resources.systemColors.isEmpty {
                            #expect(document.resources.fallback(for: color) != nil, "\(document.path): \(name) has a <systemColor> resource")
                        }
                    case .named(_, nil):
                        named += 1
                        if document.resources.fallback(for: color) != nil { namedWithFallback += 1 }
                    default: break
                    }
                    if case let .custom(space)? = color.colorSpace { customSpaces.insert(space) }
                }
            }
        }
        #expect(systemNames.isSuperset(of: ["systemBackgroundColor", "labelColor"]))
        #expect(customSpaces.isSuperset(of: ["sRGB", "genericGamma22GrayColorSpace"]))
        #expect(named > 0)
        #expect(namedWithFallback == named)
    }

    @Test("reading the corpus: speed (reported, not asserted)", .requiresSharedFolder)
    func speed() {
        let bytes = Corpus.entries.reduce(0) { $0 + $1.data.count }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for entry in Corpus.entries {
                _ = try? IBDocument(data: entry.data, path: entry.name)
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("IBDocument over the corpus: \(bytes) bytes in \(seconds) s = \(Double(bytes) / seconds / 1e6) MB/s")
        #expect(bytes > 5_000_000)
    }
}
