import Foundation
import InterfaceBuilder

/// `unreachable-scene`: a storyboard scene nothing can show — not the initial controller, no
/// segue or relationship leads to it, no other storyboard's reference names it, and it has no
/// storyboard identifier to instantiate it by in code.
///
/// Entry points are collected from the document (the initial controller, every segue and
/// relationship destination, whatever their source) and from the storyboards beside it (the
/// `referencedIdentifier` of their storyboard references to this file).
///
/// Fix: connect a segue or relationship to the scene, give it a storyboard identifier (and
/// instantiate it in code), or delete it.
public struct UnreachableScene: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "unreachable-scene", .warning, scope: .document,
        summary: "A scene with no entry point and no storyboard identifier: nothing can show it.",
        explanation: """
        Xcode warns "Scene is unreachable due to lack of entry points and does not have an identifier for \
        runtime access". A scene that is not the initial controller, that no segue or relationship leads to, \
        that no storyboard reference in a storyboard beside it names, and that has no storyboard identifier \
        is dead weight that still gets compiled and shipped.
        """,
        fix: "Connect a segue to the scene, give it a storyboard identifier, or delete it.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(document: LintDocument, into findings: inout LintFindings) {
        let model = document.document
        guard model.kind == .storyboard else { return }
        var entries: Set<String> = []
        if let initial = model.initialViewControllerID { entries.insert(initial) }
        model.forEachObject { object in
            for connection in object.connections where connection.kind == .segue {
                if let destination = connection.destination { entries.insert(destination) }
            }
        }
        let referenced = Self.identifiersReferenced(toward: document.path)
        for scene in model.scenes {
            guard let controller = scene.controller, controller.kind.isController, controller.kind != .viewControllerPlaceholder else { continue }
            if entries.contains(controller.id) || controller.storyboardIdentifier != nil { continue }
            if referenced.contains(controller.id) { continue }
            findings.report(
                "\(controller.className) \(controller.id)\(scene.title.map { " ('\($0)')" } ?? "") is unreachable: no segue leads to it, it is not the initial controller and it has no storyboard identifier",
                objectID: controller.id)
        }
    }

    /// The controller ids the storyboards in the same folder name in their references to this
    /// storyboard (`<viewControllerPlaceholder storyboardName="Main" referencedIdentifier="…">`
    /// names a storyboard identifier; an id is only named when it is the identifier too).
    static func identifiersReferenced(toward path: String) -> Set<String> {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var referenced: Set<String> = []
        for file in files where file.hasSuffix(".storyboard") && file != url.lastPathComponent {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                  text.contains("storyboardName=\"\(name)\"") else { continue }
            for line in text.split(separator: "\n") where line.contains("storyboardName=\"\(name)\"") {
                if let range = line.range(of: "referencedIdentifier=\"") {
                    let rest = line[range.upperBound...]
                    if let end = rest.firstIndex(of: "\"") { referenced.insert(String(rest[..<end])) }
                }
            }
        }
        return referenced
    }
}
