import Foundation

/// The storyboards of a folder and the references between them, checked for what only shows
/// when they are loaded together: references to storyboards or identifiers that do not exist,
/// and cycles.
///
/// A cycle is a loop of the references a loader must follow eagerly to instantiate a
/// controller: a storyboard reference (`viewControllerPlaceholder`) leads to the controller it
/// names (its `referencedIdentifier`, or the target storyboard's initial controller), and a
/// container leads to the destinations of its `relationship` and `embed` segues, which UIKit
/// instantiates with it. Following such a loop never ends, so it is an error; `show` and
/// modal segues are instantiated on demand and never form one.
public struct StoryboardReferenceGraph: Sendable {
    /// The documents by storyboard name (the file name without `.storyboard`).
    public var storyboards: [String: IBDocument]
    /// Problems reading the folder's files.
    public var readDiagnostics: [Diagnostic]

    /// A graph over already-read documents.
    public init(storyboards: [String: IBDocument]) {
        self.storyboards = storyboards
        readDiagnostics = []
    }

    /// Reads every `.storyboard` file of `folder`.
    public init(folder: URL) {
        storyboards = [:]
        readDiagnostics = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".storyboard") {
            let url = folder.appendingPathComponent(name)
            do {
                storyboards[String(name.dropLast(".storyboard".count))] = try IBDocument(contentsOf: url)
            } catch {
                readDiagnostics += error.diagnostics
            }
        }
    }

    private struct Node: Hashable, Comparable {
        var storyboard: String
        var id: String
        static func < (lhs: Node, rhs: Node) -> Bool { (lhs.storyboard, lhs.id) < (rhs.storyboard, rhs.id) }
    }

    private struct Edge {
        var target: Node
        /// How the step reads in a message.
        var description: String
        var position: SourcePosition?
        var file: String
    }

    /// Missing storyboards and identifiers, and every cycle (one error each, with a note per
    /// step), in a stable order.
    public func diagnostics() -> [Diagnostic] {
        var diagnostics = readDiagnostics
        var edges: [Node: [Edge]] = [:]
        for name in storyboards.keys.sorted() {
            let document = storyboards[name]!
            document.forEachObject { object in
                guard object.kind.isController else { return }
                let node = Node(storyboard: name, id: object.id)
                if object.kind == .viewControllerPlaceholder {
                    let targetName = object.storyboardName ?? name
                    guard let target = storyboards[targetName] else {
                        diagnostics.append(Diagnostic(.error, .missingStoryboard, file: document.path, at: object.position,
                            message: "storyboard reference \(object.id) names storyboard '\(targetName)', which is not in the folder"))
                        return
                    }
                    let destination: IBObject?
                    if let identifier = object.referencedIdentifier {
                        var found: IBObject?
                        target.forEachObject { if found == nil, $0.storyboardIdentifier == identifier, $0.kind.isController { found = $0 } }
                        destination = found
                    } else {
                        destination = target.initialViewController
                    }
                    guard let destination else {
                        let what = object.referencedIdentifier.map { "no controller with storyboard identifier '\($0)'" } ?? "no initial view controller"
                        diagnostics.append(Diagnostic(.error, .missingStoryboard, file: document.path, at: object.position,
                            message: "storyboard reference \(object.id) leads to '\(targetName)', which has \(what)"))
                        return
                    }
                    edges[node, default: []].append(Edge(
                        target: Node(storyboard: targetName, id: destination.id),
                        description: "storyboard reference \(object.id) in \(name) → \(destination.kind) \(destination.id) in \(targetName)",
                        position: object.position, file: document.path))
                } else {
                    for segue in object.segues where segue.segueKind == .relationship || segue.segueKind == .embed {
                        guard let destination = segue.destination else { continue }
                        edges[node, default: []].append(Edge(
                            target: Node(storyboard: name, id: destination),
                            description: "\(object.kind) \(object.id) in \(name) → \(segue.relationship?.rawValue ?? segue.segueKind?.rawValue ?? "segue") \(destination)",
                            position: segue.position, file: document.path))
                    }
                }
            }
        }
        // Depth-first search for back edges; each cycle is reported once.
        var state: [Node: Int] = [:]  // 1 on the stack, 2 done
        var stack: [(Node, Edge?)] = []
        var reported: Set<[Node]> = []
        func visit(_ node: Node) {
            state[node] = 1
            for edge in edges[node] ?? [] {
                stack.append((node, edge))
                if state[edge.target] == 1 {
                    let start = stack.firstIndex { $0.0 == edge.target }!
                    let steps = stack[start...].compactMap(\.1)
                    let members = stack[start...].map(\.0)
                    let key = members.sorted()
                    if !reported.contains(key), steps.contains(where: { $0.description.hasPrefix("storyboard reference") }) {
                        reported.insert(key)
                        let first = steps.first { $0.description.hasPrefix("storyboard reference") }!
                        diagnostics.append(Diagnostic(.error, .referenceCycle, file: first.file, at: first.position,
                            message: "cyclic storyboard reference: " + steps.map(\.description).joined(separator: "; ") + "; back to the start"))
                        for step in steps {
                            diagnostics.append(Diagnostic(.note, .referenceCycle, file: step.file, at: step.position, message: step.description))
                        }
                    }
                } else if state[edge.target] == nil {
                    visit(edge.target)
                }
                stack.removeLast()
            }
            state[node] = 2
        }
        for node in edges.keys.sorted() where state[node] == nil {
            visit(node)
        }
        return diagnostics
    }
}
