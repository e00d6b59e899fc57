import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Every corpus document (both folders) edited and written back: the file changes only where
/// the edit says, reads back with the edit in it, and the inverse edit gives the original bytes.
@Suite("Write-back over every corpus document", .requiresSharedFolder)
struct CorpusWriteBackTests {
    /// The corpus documents that read as documents.
    static let documents: [(name: String, data: Data, document: IBDocument)] = {
        var result: [(String, Data, IBDocument)] = []
        for folder in [SharedFolder.corpusFiles, SharedFolder.wideCorpus] {
            let names = ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
            for name in names {
                guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                      let document = try? IBDocument(data: data, path: name) else { continue }
                result.append((name, data, document))
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

    @Test("opened and written without an edit, every document is byte-identical")
    func unchanged() {
        #expect(Self.documents.count > 400)
        for (name, data, document) in Self.documents {
            #expect(document.xml.xmlData() == data, "\(name)")
        }
    }

    @Test("a constant edit is a one-attribute diff, reads back, and the inverse edit restores the bytes")
    func constantEdit() throws {
        var edited = 0
        for (name, data, document) in Self.documents {
            var found: IBElement?
            document.xml.root?.forEachElement { element in
                if found == nil, element.name == "constraint", element.id != nil, let text = element["constant"], Double(text) != nil { found = element }
            }
            guard let constraint = found, let id = constraint.id, let written = constraint["constant"], let constant = Double(written) else { continue }
            let newConstant = constant + 7 == 0 ? constant + 9 : constant + 7
            let after = try document.applying(.setConstant(constraint: id, constant: newConstant, in: .base))
            let lines = Self.changedLines(document.xmlString(), after.xmlString())
            #expect(lines.removed.count == 1 && lines.added.count == 1, "\(name): \(lines)")
            if let removed = lines.removed.first, let added = lines.added.first {
                let old = "constant=\"\(written)\"", new = "constant=\"\(IBNumber.written(newConstant))\""
                #expect(removed.replacingOccurrences(of: old, with: new) == added, "\(name): only the constant changes")
            }
            let reread = try IBDocument(data: after.xml.xmlData(), path: name)
            var reads: Double?
            reread.forEachObject { object in
                if let match = object.constraints.first(where: { $0.id == id }) { reads = match.constant }
            }
            #expect(reads == newConstant, "\(name)")
            let back = try after.applying(.setConstant(constraint: id, constant: constant, in: .base))
            if written == IBNumber.written(constant), constant != 0 {
                #expect(back.xml.xmlData() == data, "\(name): the inverse edit restores the file")
            } else {
                // `0.0` as older Xcode wrote it comes back as `0`, and `0` as Xcode writes it now: left out.
                #expect(Self.changedLines(document.xmlString(), back.xmlString()).added.count <= 1, "\(name)")
            }
            edited += 1
        }
        #expect(edited > 350)
    }

    @Test("uninstalling a subview in wC hR writes a variation, resolves so, and the inverse edit restores the bytes")
    func installationEdit() throws {
        let compactRegular = IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        var edited = 0
        for (name, data, document) in Self.documents where document.usesTraitCollections {
            let resolved = document.resolved(for: compactRegular)
            var found: IBObject?
            resolved.forEachObject { object in
                if found == nil { found = object.subviews.first { $0.isInstalled && document.object(withID: $0.id)?.isInstalled == true } }
            }
            guard let subview = found else { continue }
            let cell = IBSizeClassCell(width: .compact, height: .regular)
            let after = try document.applying(.setInstalled(object: subview.id, installed: false, in: cell))
            #expect(after.resolved(for: compactRegular).object(withID: subview.id)?.isInstalled == false, "\(name)")
            #expect(after.resolved(for: .any).object(withID: subview.id)?.isInstalled == true, "\(name)")
            #expect(after.xmlString().contains("<exclude reference=\"\(subview.id)\"/>"), "\(name)")
            let back = try after.applying(.setInstalled(object: subview.id, installed: true, in: cell))
            #expect(back.xml.xmlData() == data, "\(name): the inverse edit restores the file")
            edited += 1
        }
        #expect(edited > 100)
    }
}
