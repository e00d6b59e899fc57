import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `missing-color`: a named colour the document uses that no asset catalog beside the document
/// holds — the app falls back to the colour Xcode saved as a copy, or to none.
///
/// Only checked when the document has an asset catalog beside it. System colours
/// (`systemBackgroundColor`, …) are not looked up.
///
/// Fix: add the colour set to the asset catalog, or correct the name.
public struct MissingColor: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "missing-color", .warning, scope: .document,
        summary: "A named colour found in no asset catalog beside the document.",
        explanation: """
        `UIColor(named:)` returns nil for a name the bundle does not hold; a storyboard then uses the copy of \
        the colour it saved, which does not follow the catalog (or dark mode) any more. The rule reads the \
        asset catalogs next to the document and reports each named colour used that none holds, at its first \
        use. Documents without a catalog beside them are not checked.
        """,
        fix: "Add the colour set to the asset catalog, or correct the name.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(document: LintDocument, into findings: inout LintFindings) {
        let names = Set(document.document.resources.namedColors.keys)
        guard !names.isEmpty else { return }
        let catalogs = AssetNames.catalogs(beside: document.path)
        guard !catalogs.isEmpty else { return }
        for use in AssetNames.firstUses(of: ["color:name"], in: document.document) where names.contains(use.name) {
            if catalogs.contains(where: { $0.asset(named: use.name) != nil }) { continue }
            findings.report("colour '\(use.name)' is in no asset catalog beside the document", objectID: nil, position: use.position)
        }
    }
}
