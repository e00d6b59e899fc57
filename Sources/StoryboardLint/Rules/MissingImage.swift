import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `missing-image`: an image name the document uses that no asset catalog beside the document
/// and no image file of its folder holds — the app shows nothing where the canvas showed it.
///
/// Only checked when the document has an asset catalog beside it (in its resource folder or the
/// folder above): without one there is nothing to check the names against. System symbols
/// (`catalog="system"`) are not looked up.
///
/// Fix: add the image to the asset catalog, or correct the name.
public struct MissingImage: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "missing-image", .warning, scope: .document,
        summary: "An image name found in no asset catalog beside the document and no image file.",
        explanation: """
        `UIImage(named:)` returns nil for a name the bundle does not hold, and the image view, button or bar \
        item shows nothing. The rule reads the asset catalogs next to the document (its folder, or the folder \
        above a `.lproj`) and the image files of the folder, and reports each name used that none holds, at \
        its first use. Documents without a catalog beside them are not checked.
        """,
        fix: "Add the image to the asset catalog, or correct the name.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(document: LintDocument, into findings: inout LintFindings) {
        let catalogs = AssetNames.catalogs(beside: document.path)
        guard !catalogs.isEmpty else { return }
        let system = Set(document.document.resources.images.filter { $0.catalog == "system" }.map(\.name))
        let folder = IBDocument.resourceFolder(of: URL(fileURLWithPath: document.path))
        for use in AssetNames.firstUses(of: ["image", "backgroundImage", "selectedImage", "highlightedImage", "landscapeImage"], in: document.document) {
            if system.contains(use.name) || catalogs.contains(where: { $0.asset(named: use.name) != nil }) { continue }
            if AssetNames.hasImageFile(named: use.name, in: folder) { continue }
            findings.report("image '\(use.name)' is in no asset catalog beside the document and no image file", objectID: nil, position: use.position)
        }
    }
}
