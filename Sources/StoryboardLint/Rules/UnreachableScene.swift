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
        let folder = url.deletingLastPathComponent().path
        var referenced: Set<String> = []
        for (file, references) in StoryboardReferenceIndex.shared.references(in: folder) where file != url.lastPathComponent {
            for reference in references where reference.storyboardName == name {
                if let identifier = reference.identifier { referenced.insert(identifier) }
            }
        }
        return referenced
    }
}

/// The storyboard references of the storyboards in a folder, read once per folder and process:
/// a folder of many storyboards is linted file by file, and each file asks about all the others.
final class StoryboardReferenceIndex: @unchecked Sendable {
    struct Reference: Equatable {
        var storyboardName: String
        var identifier: String?
    }

    static let shared = StoryboardReferenceIndex()

    private let lock = NSLock()
    private var folders: [String: [String: [Reference]]] = [:]

    /// The references of each `.storyboard` in `folder`, by file name.
    func references(in folder: String) -> [String: [Reference]] {
        lock.lock()
        defer { lock.unlock() }
        if let known = folders[folder] { return known }
        var found: [String: [Reference]] = [:]
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for file in files where file.hasSuffix(".storyboard") {
            guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(file)) else { continue }
            found[file] = Self.references(in: [UInt8](data))
        }
        folders[folder] = found
        return found
    }

    private static let nameAttribute = Array(" storyboardName=\"".utf8)
    private static let identifierAttribute = Array(" referencedIdentifier=\"".utf8)

    /// Every element with a `storyboardName` attribute, with its `referencedIdentifier`: the
    /// bytes are scanned for the attribute, and the identifier is looked for within the same tag.
    static func references(in bytes: [UInt8]) -> [Reference] {
        var references: [Reference] = []
        var from = 0
        while let at = firstIndex(of: nameAttribute, in: bytes, from: from) {
            let valueStart = at + nameAttribute.count
            let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.endIndex
            let tagStart = bytes[..<at].lastIndex(of: UInt8(ascii: "<")) ?? 0
            let tagEnd = bytes[at...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex
            var identifier: String?
            if let found = firstIndex(of: identifierAttribute, in: bytes[..<tagEnd], from: tagStart) {
                let start = found + identifierAttribute.count
                let end = bytes[start..<tagEnd].firstIndex(of: UInt8(ascii: "\"")) ?? tagEnd
                identifier = String(decoding: bytes[start..<end], as: UTF8.self)
            }
            references.append(Reference(storyboardName: String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self), identifier: identifier))
            from = valueEnd
        }
        return references
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard let first = pattern.first, bytes.endIndex - start >= pattern.count else { return nil }
        var index = start
        let last = bytes.endIndex - pattern.count
        while index <= last {
            guard let candidate = bytes[index...last].firstIndex(of: first) else { return nil }
            if bytes[candidate..<(candidate + pattern.count)].elementsEqual(pattern) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        firstIndex(of: pattern, in: bytes[...], from: start)
    }
}
