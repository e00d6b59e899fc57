import Foundation

/// What changed between the laid-out trees of two sides of a picture, view by view (matched by
/// document id): views that moved or resized (by how much, in points), texts, images and
/// colours that changed, constraints that changed, views that appeared or disappeared.
struct StructuralDiff: Codable, Equatable {
    /// One change, with a sentence for people: "label `title` 12 pt lower".
    struct Change: Codable, Equatable {
        enum Kind: String, Codable {
            case moved, resized, text, image, color, constraint, appeared, disappeared
        }
        var kind: Kind
        /// The view's or constraint's document id.
        var id: String
        var message: String
    }

    var changes: [Change]

    var isEmpty: Bool { changes.isEmpty }

    /// Changes smaller than this (in points) are layout arithmetic, not changes.
    static let tolerance = 0.01

    init(expected: SceneStructure, actual: SceneStructure) {
        var changes: [Change] = []
        let before = Dictionary(expected.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(actual.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for view in actual.views {
            let name = Self.name(of: view)
            guard let old = before[view.id], old.frame != nil || view.frame == nil else {
                if view.frame != nil { changes.append(Change(kind: .appeared, id: view.id, message: "\(name) appeared" + Self.place(view.frame))) }
                continue
            }
            if view.frame == nil, old.frame == nil { continue }
            guard let frame = view.frame, let oldFrame = old.frame else {
                changes.append(Change(kind: .disappeared, id: view.id, message: "\(name) disappeared"))
                continue
            }
            var moves: [String] = []
            let dx = frame[0] - oldFrame[0], dy = frame[1] - oldFrame[1]
            if abs(dy) > Self.tolerance { moves.append("\(Self.points(abs(dy))) \(dy > 0 ? "lower" : "higher")") }
            if abs(dx) > Self.tolerance { moves.append("\(Self.points(abs(dx))) further \(dx > 0 ? "right" : "left")") }
            if !moves.isEmpty { changes.append(Change(kind: .moved, id: view.id, message: "\(name) \(moves.joined(separator: " and "))")) }
            var sizes: [String] = []
            let dw = frame[2] - oldFrame[2], dh = frame[3] - oldFrame[3]
            if abs(dw) > Self.tolerance { sizes.append("\(Self.points(abs(dw))) \(dw > 0 ? "wider" : "narrower")") }
            if abs(dh) > Self.tolerance { sizes.append("\(Self.points(abs(dh))) \(dh > 0 ? "taller" : "shorter")") }
            if !sizes.isEmpty {
                changes.append(Change(kind: .resized, id: view.id, message: "\(name) \(sizes.joined(separator: " and ")) (\(Self.size(oldFrame)) → \(Self.size(frame)))"))
            }
            if old.text != view.text {
                changes.append(Change(kind: .text, id: view.id, message: "\(name): text \(Self.quoted(old.text)) → \(Self.quoted(view.text))"))
            }
            if old.image != view.image {
                changes.append(Change(kind: .image, id: view.id, message: "\(name): image \(Self.quoted(old.image)) → \(Self.quoted(view.image))"))
            }
            for key in Set(old.colors.keys).union(view.colors.keys).sorted() where old.colors[key] != view.colors[key] {
                changes.append(Change(kind: .color, id: view.id, message: "\(name): \(key) \(old.colors[key] ?? "none") → \(view.colors[key] ?? "none")"))
            }
        }
        for view in expected.views where after[view.id] == nil && view.frame != nil {
            changes.append(Change(kind: .disappeared, id: view.id, message: "\(Self.name(of: view)) disappeared"))
        }
        let oldConstraints = Dictionary(expected.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(actual.constraints.map(\.id))
        for constraint in actual.constraints {
            guard let old = oldConstraints[constraint.id] else {
                changes.append(Change(kind: .constraint, id: constraint.id, message: "constraint `\(constraint.summary)` added"))
                continue
            }
            if old.constant != constraint.constant || old.multiplier != constraint.multiplier || old.priority != constraint.priority {
                var parts: [String] = []
                if old.constant != constraint.constant { parts.append("constant \(SceneStructure.number(old.constant)) → \(SceneStructure.number(constraint.constant))") }
                if old.multiplier != constraint.multiplier { parts.append("multiplier \(SceneStructure.number(old.multiplier)) → \(SceneStructure.number(constraint.multiplier))") }
                if old.priority != constraint.priority { parts.append("priority \(SceneStructure.number(old.priority)) → \(SceneStructure.number(constraint.priority))") }
                changes.append(Change(kind: .constraint, id: constraint.id, message: "constraint `\(constraint.summary)`: \(parts.joined(separator: ", "))"))
            }
        }
        for constraint in expected.constraints where !newIDs.contains(constraint.id) {
            changes.append(Change(kind: .constraint, id: constraint.id, message: "constraint `\(constraint.summary)` removed"))
        }
        self.changes = changes
    }

    /// "label `title`": the kind of view (its class without `UI`, in lower case) and its
    /// label, its text, or its id.
    static func name(of view: SceneStructure.View) -> String {
        var kind = view.className.hasPrefix("UI") ? String(view.className.dropFirst(2)) : view.className
        for (long, short) in [("ImageView", "image view"), ("TableViewCell", "cell"), ("CollectionViewCell", "cell"), ("StackView", "stack view"),
                              ("TextField", "text field"), ("TextView", "text view"), ("ScrollView", "scroll view"), ("View", "view")] where kind.hasSuffix(long) && kind.count == long.count {
            kind = short
        }
        return "\(kind.prefix(1).lowercased() + kind.dropFirst()) `\(view.label ?? view.text ?? view.id)`"
    }

    static func points(_ value: Double) -> String { "\(SceneStructure.number(SceneStructure.rounded(value))) pt" }

    static func size(_ frame: [Double]) -> String { "\(SceneStructure.number(frame[2]))×\(SceneStructure.number(frame[3]))" }

    static func place(_ frame: [Double]?) -> String {
        guard let frame else { return "" }
        return " at (\(SceneStructure.number(frame[0])), \(SceneStructure.number(frame[1]))), \(size(frame))"
    }

    static func quoted(_ text: String?) -> String { text.map { "“\($0)”" } ?? "none" }
}
