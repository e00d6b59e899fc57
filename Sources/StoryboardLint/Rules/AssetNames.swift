import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The asset catalogs beside a document and the names its elements use, shared by
/// ``MissingImage`` and ``MissingColor``.
enum AssetNames {
    /// The `.xcassets` catalogs in the resource folder and the folder above it (where Xcode
    /// projects keep `Assets.xcassets`), read; empty when there is none.
    static func catalogs(beside path: String) -> [AssetCatalog] {
        let resources = IBDocument.resourceFolder(of: URL(fileURLWithPath: path))
        var found: [AssetCatalog] = []
        for folder in [resources, resources.deletingLastPathComponent()] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".xcassets") {
                if let catalog = try? AssetCatalog(contentsOf: folder.appendingPathComponent(name)) { found.append(catalog) }
            }
        }
        return found
    }

    /// Whether an image file of this name (`name`, `name.png`, `name@2x.png`, …) is in the
    /// resource folder, at most three folders deep.
    static func hasImageFile(named name: String, in folder: URL) -> Bool {
        let base = (name as NSString).deletingPathExtension
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return false
        }
        for case let url as URL in enumerator {
            if enumerator.level > 3 || url.pathExtension == "xcassets" { enumerator.skipDescendants() }
            let file = url.deletingPathExtension().lastPathComponent
            if file == base || file == base + "@2x" || file == base + "@3x" || url.lastPathComponent == name { return true }
        }
        return false
    }

    /// The first element using each value of these attributes, in document order.
    static func firstUses(of attributes: [String], in document: IBDocument) -> [(name: String, position: SourcePosition?)] {
        var seen: Set<String> = []
        var uses: [(String, SourcePosition?)] = []
        document.xml.root?.forEachElement { element in
            guard element.name != "image", element.name != "namedColor" else { return }
            for attribute in attributes {
                if let value = element[attribute], !value.isEmpty, seen.insert(value).inserted { uses.append((value, element.position)) }
            }
            if element.name == "color", let name = element["name"], attributes.contains("color:name"), seen.insert(name).inserted {
                uses.append((name, element.position))
            }
        }
        return uses
    }
}
