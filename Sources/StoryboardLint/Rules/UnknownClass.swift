import Foundation
import InterfaceBuilder

/// `unknown-class`: a custom class the document names, noted once per class: the canvas (and
/// every layout of `lint`) draws its UIKit superclass, so its own drawing, intrinsic size and
/// code-made constraints are not checked.
///
/// Fix: nothing to fix in the document; a note so that a clean report is read for what it
/// covers. Turn the rule off in `.storyboard-lint.yml` when the notes are not wanted.
public struct UnknownClass: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "unknown-class", .note, scope: .document,
        summary: "A custom class: laid out as its UIKit class, its own code not run.",
        explanation: """
        A custom class (`customClass`) is code the document does not hold. Xcode's canvas draws it as its UIKit \
        class unless it is @IBDesignable, and so does every layout `lint` makes: what the class changes in code \
        (its intrinsic size, constraints it adds, what it draws) is not checked. Reported once per class, at \
        its first use.
        """,
        fix: "No change needed; turn the rule off in .storyboard-lint.yml if the notes are not wanted.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(document: LintDocument, into findings: inout LintFindings) {
        var seen: Set<String> = []
        document.forEachObject { object in
            guard let name = object.customClass, !name.isEmpty, object.kind != .placeholder, seen.insert(name).inserted else { return }
            findings.report("custom class \(name) is laid out as \(object.kind.uiKitClassName ?? object.kind.rawValue); its code is not run", objectID: object.id)
        }
    }
}
