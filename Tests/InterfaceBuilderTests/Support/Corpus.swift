import Foundation
import InterfaceBuilder
import TestSupport

/// The shared corpus of real documents (`../shared/corpus/files`), read once per test run.
enum Corpus {
    /// `../shared` next to the package.
    static let shared = SharedFolder.root

    static let folder = SharedFolder.corpusFiles

    /// One corpus document: its name, bytes and what the reader made of them.
    struct Entry: Sendable {
        var name: String
        var data: Data
        var xml: IBXMLDocument
    }

    /// Every `.storyboard` and `.xib` in the corpus, sorted by name, parsed once.
    static let entries: [Entry] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { name in
            let data = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
            return Entry(name: name, data: data, xml: IBXMLDocument.parse(data, path: name))
        }
    }()

    static func entry(_ name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    static func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }
}
