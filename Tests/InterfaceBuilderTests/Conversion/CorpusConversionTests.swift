import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Every legacy (non-size-class) document of the corpus converted to size classes: it reads back
/// with no new diagnostic, its stored frames keep their text, only the document line and segue
/// lines differ, and converting it again changes nothing.
@Suite("Convert: every legacy corpus document", .requiresSharedFolder)
struct CorpusConversionTests {
    /// The corpus documents (both folders) that read as documents and do not use size classes.
    static let legacyDocuments: [(name: String, document: IBDocument)] = {
        var result: [(String, IBDocument)] = []
        for folder in [SharedFolder.corpusFiles, SharedFolder.wideCorpus] {
            let names = ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
            for name in names {
                guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                      let document = try? IBDocument(data: data, path: name), !document.usesTraitCollections else { continue }
                result.append((name, document))
            }
        }
        return result
    }()

    /// The lines removed and added between two texts.
    static func changedLines(_ old: String, _ new: String) -> (removed: [String], added: [String]) {
        var removed: [String] = [], added: [String] = []
        for change in new.components(separatedBy: "\n").difference(from: old.components(separatedBy: "\n")) {
            switch change {
            case let .remove(_, line, _): removed.append(line)
            case let .insert(_, line, _): added.append(line)
            }
        }
        return (removed, added)
    }

    /// The stored frames of a text, in order.
    static func frames(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains("<rect key=\"frame\"") }
    }

    @Test("each converts (or, without Auto Layout, is refused), reads back clean, keeps its frames and changes only the expected lines")
    func corpus() throws {
        #expect(Self.legacyDocuments.count >= 40)
        var converted = 0, refused = 0, segues = 0
        for (name, document) in Self.legacyDocuments {
            guard document.usesAutolayout else {
                #expect(throws: IBConversionError.self, "\(name)") { try document.convertedToSizeClasses() }
                refused += 1
                continue
            }
            let conversion = try document.convertedToSizeClasses()
            converted += 1
            let result = conversion.document
            #expect(result.usesTraitCollections, "\(name)")
            #expect(result.diagnostics(newComparedTo: document).isEmpty, "\(name): \(result.diagnostics(newComparedTo: document))")
            let old = document.xmlString(), new = result.xmlString()
            #expect(Self.frames(old) == Self.frames(new), "\(name): the stored frames keep their text")
            let lines = Self.changedLines(old, new)
            #expect(lines.removed.allSatisfy { $0.contains("<document ") || $0.contains("<segue ") }, "\(name): \(lines.removed)")
            #expect(lines.added.allSatisfy { $0.contains("<document ") || $0.contains("<segue ") || $0.contains("<popoverArrowDirection ") || $0.hasSuffix("</segue>") },
                    "\(name): \(lines.added)")
            #expect(lines.removed.filter { $0.contains("<document ") }.count == 1, "\(name): one document line")
            segues += conversion.changes.filter { $0.elementName == "segue" && $0.attribute == "kind" }.count
            for change in conversion.changes {
                #expect(change.position != nil, "\(name): \(change)")
            }
            let again = try result.convertedToSizeClasses()
            #expect(again.alreadyUsesSizeClasses && again.changes.isEmpty && again.document.xmlString() == new, "\(name): idempotent")
        }
        #expect(converted >= 30)
        #expect(refused <= 25)
        #expect(segues >= 85, "the push, modal and popover segues of the corpus")
    }
}
