import Foundation
import InterfaceBuilder

/// `constraint-to-uninstalled-item`: an installed constraint whose item is a view that is not
/// installed (`installed="NO"` for the base size class) — the constraint cannot be added, and
/// Xcode reports it.
///
/// Fix: uninstall the constraint for the same size classes as the view (a `<variation>`), or
/// install the view.
public struct ConstraintToUninstalledItem: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "constraint-to-uninstalled-item", .error, scope: .document,
        summary: "An installed constraint to a view that is not installed.",
        explanation: """
        A view uninstalled for the base size classes (`installed="NO"`) is not in the hierarchy, so an \
        installed constraint that names it cannot be activated: UIKit throws when it is added at run time. \
        Each installed constraint is checked against the installed state of its items.
        """,
        fix: "Uninstall the constraint in the same size classes as the view, or install the view.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(document: LintDocument, into findings: inout LintFindings) {
        var uninstalled: Set<String> = []
        func visit(_ object: IBObject, under: Bool) {
            let out = under || !object.isInstalled
            if out, object.kind.isView { uninstalled.insert(object.id) }
            for child in object.children + object.subviews { visit(child, under: out) }
        }
        if document.document.kind == .storyboard {
            for scene in document.document.scenes { scene.objects.forEach { visit($0, under: false) } }
        } else {
            document.document.objects.forEach { visit($0, under: false) }
        }
        guard !uninstalled.isEmpty else { return }
        document.forEachObject { owner in
            guard !uninstalled.contains(owner.id) else { return }
            for constraint in owner.constraints where constraint.isInstalled && constraint.isUsable {
                guard let item = [constraint.firstItem, constraint.secondItem].compactMap({ $0 }).first(where: uninstalled.contains) else { continue }
                findings.report(
                    "constraint \(constraint.id) is installed but its item \(document.name(of: item)) is not",
                    objectID: constraint.id, position: constraint.position)
            }
        }
    }
}
