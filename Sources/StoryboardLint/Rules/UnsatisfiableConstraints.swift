import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `unsatisfiable-constraints`: required constraints that cannot all hold in a configuration —
/// which ones conflict, which one UIKit breaks, and in which configurations.
///
/// Each scene is laid out in every configuration of the run; the layout engine reports each
/// required constraint it cannot add with the smallest conflicting set it finds (as UIKit logs
/// "Unable to simultaneously satisfy constraints" and breaks one). The finding points at the
/// broken constraint's element and lists the set.
///
/// Fix: lower the priority of the constraint that should give way (below 1000), or remove the
/// one that contradicts the others; a conflict in one size class only often wants a variation.
public struct UnsatisfiableConstraints: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "unsatisfiable-constraints", .error, scope: .everyConfiguration,
        summary: "Required constraints that cannot all hold: UIKit breaks one at run time.",
        explanation: """
        When required constraints contradict each other, UIKit logs "Unable to simultaneously satisfy \
        constraints" and breaks one of them, and the layout is whatever is left. The rule lays each scene out \
        in every configuration of the run and reports each conflict with the constraints involved (by \
        document id and equation), the one broken and the configurations it happens in.
        """,
        fix: "Lower the priority of the constraint that should give way, or remove the contradicting one (a variation when it is one size class only).")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        for report in scene.layoutReports where report.kind == .unsatisfiable {
            /// A constraint as the document names it (`id: equation`), else its identifier, else
            /// UIKit's description without addresses; `system` is set for the last, a constraint
            /// UIKit makes (layout margins, safe area, autoresizing).
            func describe(_ identity: LayoutDiagnostics.Report.ConstraintIdentity?, _ fallback: String) -> (text: String, system: Bool) {
                if let id = identity?.documentID, let constraint = scene.document.constraints[id] {
                    return ("\(id): \(constraint.equation { scene.document.name(of: $0) })", false)
                }
                if let identifier = identity?.identifier { return ("'\(identifier)'", false) }
                return (Self.withoutAddresses(fallback), true)
            }
            let broken = describe(report.brokenConstraintIdentity, report.brokenConstraint ?? "")
            // The conflict's constraints sorted: the order the engine met them changes with the
            // documents a process laid out before (hash seeds, object identities), and a report
            // must read the same from one run to the next and with any --jobs.
            let conflicting = report.constraints.enumerated().map { index, description in
                describe(index < report.constraintIdentities.count ? report.constraintIdentities[index] : nil, description)
            }
            // A constraint UIKit makes has constants that change with the device: the message
            // leaves them out, so that one conflict is one finding listing every configuration,
            // and the notes give them as laid out in the first configuration, which they name.
            let varies = (conflicting + [broken]).contains { $0.system && Self.withoutConstants($0.text) != $0.text }
            let heading = varies ? "conflicting constraints, in \(scene.configuration.name):" : "conflicting constraints:"
            let notes = [heading] + conflicting.map { "  " + $0.text }.sorted() + ["broken: " + broken.text]
            let brokenID = report.brokenConstraintIdentity?.documentID
            findings.report(
                "\(report.constraints.count) required constraints conflict; UIKit breaks \(broken.system ? Self.withoutConstants(broken.text) : broken.text)",
                objectID: brokenID.flatMap { scene.document.constraints[$0]?.ownerID } ?? scene.laidOut.object.view?.id ?? scene.laidOut.object.id,
                position: brokenID.flatMap { scene.document.position(of: $0) }, notes: notes)
        }
    }

    /// A constraint's description with its constant written `…`: `UIView.left + 20` becomes
    /// `UIView.left + …`, `UIView.width == 320` becomes `UIView.width == …`.
    public static func withoutConstants(_ text: String) -> String {
        text.replacingOccurrences(of: #"(==|<=|>=|[+-]) -?[0-9]+(\.[0-9]+)?(e[+-]?[0-9]+)?(?=[\s>]|$)"#, with: "$1 …", options: .regularExpression)
    }

    static func withoutAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: ":0x[0-9a-fA-F]+", with: "", options: .regularExpression)
    }
}
