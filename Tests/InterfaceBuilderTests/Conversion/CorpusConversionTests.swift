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
            let lines = EditTests.changedLines(old, new)
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
        #expect(converted >= 45)
        #expect(refused <= 15)
        #expect(segues >= 88, "the push, modal and popover segues of the corpus")
    }

    @Test("the seafile FolderView pair merges: matched scenes, constants and installation resolve to each document's")
    func seafilePair() throws {
        let phone = try IBDocument(contentsOf: SharedFolder.wideCorpus.appendingPathComponent("403_seafile_FolderView_iPhone.storyboard"))
        let pad = try IBDocument(contentsOf: SharedFolder.wideCorpus.appendingPathComponent("402_seafile_FolderView_iPad.storyboard"))
        let merge = try IBSizeClassMerge.merge(iPhone: phone, iPad: pad)
        #expect(merge.matchedScenes.count >= 5)
        let regular = IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        let compact = IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let constants = merge.changes.filter { $0.attribute == "constant" }
        #expect(!constants.isEmpty)
        for change in constants {
            let id = try #require(change.elementID)
            func constant(_ traits: IBTraits) -> Double? {
                var found: Double?
                merge.document.resolved(for: traits).forEachObject { object in
                    if let constraint = object.constraints.first(where: { $0.id == id }) { found = constraint.constant }
                }
                return found
            }
            #expect(constant(regular).map(IBNumber.written) == change.newValue, "\(change)")
            #expect(constant(compact).map(IBNumber.written) == change.oldValue, "\(change)")
        }
        let ids = merge.document.scenes.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(merge.document.scenes.count == phone.scenes.count + pad.scenes.count - merge.matchedScenes.count)
        #expect(try merge.document.convertedToSizeClasses().alreadyUsesSizeClasses)
    }
}
