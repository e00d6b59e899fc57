import Foundation
import InterfaceBuilder

/// `launch-screen-rule`: what a launch screen may not hold (custom classes, connections, web
/// views, runtime attributes, more than one root, classes that are not UIKit's) — iOS draws a
/// launch screen without running app code, and Xcode refuses these at build time.
///
/// The checks are ``LaunchScreenRules/check(_:)``'s (also used by `storyboard launch-images`),
/// run on documents marked `launchScreen="YES"`.
///
/// Fix: remove the object or connection; a launch screen is static: plain UIKit views,
/// constraints, images and text.
public struct LaunchScreenRule: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "launch-screen-rule", .error, scope: .document,
        summary: "A launch screen with what iOS cannot draw before the app runs.",
        explanation: """
        The system draws the launch screen before any app code runs, so a launch screen may hold only UIKit \
        views and controllers: no custom classes, outlets, actions, web views, user-defined runtime attributes, \
        and one root. Xcode refuses such a launch screen at build time ("Launch screens may not have \
        connections", …). The rule runs the launch-screen checks on documents marked `launchScreen="YES"`.
        """,
        fix: "Remove the object, class or connection: a launch screen is static UIKit views, constraints, images and text.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(document: LintDocument, into findings: inout LintFindings) {
        guard document.document.isLaunchScreen else { return }
        for diagnostic in LaunchScreenRules.check(document.document) {
            let position = diagnostic.line.map { SourcePosition(line: $0, column: diagnostic.column ?? 1) }
            findings.report("\(diagnostic.message) (\(diagnostic.code.rawValue))", objectID: nil, position: position)
        }
    }
}
