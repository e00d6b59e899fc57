import Foundation
import OpenStoryboard

/// The laid-out tree of one picture, kept beside it so that two sides can be compared view by
/// view: every view of the window drawn that the document describes (the scene's own, those inside
/// cells, stack views and scroll views, and those of the scenes it shows: embedded children,
/// columns, a presenter), by document id, with its frame in the picture's coordinates, what the
/// document gives it to show (text, image, colours), and the constraints of those views.
struct SceneStructure: Codable, Equatable {
    struct View: Codable, Equatable {
        var id: String
        var className: String
        /// The document's name for it (`userLabel`), when it has one.
        var label: String?
        /// `[x, y, width, height]` in points, in the picture's (the window's) coordinates; `nil`
        /// when the view is not in the hierarchy.
        var frame: [Double]?
        var text: String?
        var image: String?
        /// Each colour by its key (`backgroundColor`, `textColor`, …), as the document writes it.
        var colors: [String: String]
    }

    struct Constraint: Codable, Equatable {
        var id: String
        /// `title.top = safeArea.top + 12`, in the document's words.
        var summary: String
        var constant: Double
        var multiplier: Double
        var priority: Double
    }

    var views: [View]
    var constraints: [Constraint]

    /// The file of a picture's structure, beside it.
    static func path(of picture: String) -> String { picture + ".layout.json" }

    /// Reads the tree from the window just drawn: no second layout. Views are listed in the
    /// window's order (back to front, depth first); a view the window does not hold (uninstalled
    /// for these size classes) is not listed.
    @MainActor
    init(scene: IBSceneWindow, document: IBDocument) {
        let window = scene.window
        var views: [View] = []
        var listed: Set<String> = []
        func visit(_ view: UIView) {
            if let id = scene.objectID(of: view), listed.insert(id).inserted {
                let object = document.object(withID: id)
                let frame = view.convert(view.bounds, to: window)
                views.append(View(
                    id: id, className: object?.className ?? String(describing: type(of: view)), label: object?.userLabel,
                    frame: [frame.minX, frame.minY, frame.width, frame.height].map { Self.rounded(Double($0)) },
                    text: object.flatMap { $0.element["text"] ?? $0.states.first?.title ?? $0.element["title"] ?? $0.element["placeholder"] },
                    image: object.flatMap { $0.element["image"] ?? $0.states.first?.image },
                    colors: object?.colors.mapValues(\.description) ?? [:]))
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        self.views = views
        var constraints: [Constraint] = []
        for object in views.compactMap({ document.object(withID: $0.id) }) {
            for constraint in object.constraints {
                let first = constraint.firstItemAsWritten ?? constraint.ownerID
                var summary = "\(Self.name(first, in: document)).\(constraint.firstAttribute) \(constraint.relation.symbol) "
                if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
                    summary += "\(Self.name(second, in: document)).\(attribute)"
                    if constraint.multiplier != 1 { summary += " × \(Self.number(constraint.multiplier))" }
                    if constraint.constant != 0 { summary += " \(constraint.constant < 0 ? "-" : "+") \(Self.number(abs(constraint.constant)))" }
                } else {
                    summary += Self.number(constraint.constant)
                }
                constraints.append(Constraint(
                    id: constraint.id, summary: summary, constant: constraint.constant, multiplier: constraint.multiplier, priority: constraint.priority))
            }
        }
        self.constraints = constraints
    }

    /// An item's name in a constraint's summary: a view's label, its text, or its id; a layout
    /// guide's name (`safeArea`, `topLayoutGuide`, …).
    static func name(_ id: String, in document: IBDocument) -> String {
        if let object = document.object(withID: id) { return object.userLabel ?? object.element["text"] ?? id }
        var guide: IBLayoutGuide?
        document.forEachObject { object in
            if guide == nil { guide = object.layoutGuides.first { $0.id == id } }
        }
        return guide?.name ?? id
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Frames to a hundredth of a point: layout arithmetic may differ in the last bits.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// Reads a structure written by ``write(to:)``.
    static func read(from url: URL) throws -> SceneStructure {
        let structure = try JSONDecoder().decode(SceneStructure.self, from: Data(contentsOf: url))
        if let view = structure.views.first(where: { $0.frame != nil && $0.frame!.count != 4 }) {
            throw CommandFailure.usage("\(url.path): the frame of \(view.id) is not [x, y, width, height]")
        }
        return structure
    }

    /// Writes the structure as JSON (sorted keys, so the same tree gives the same bytes).
    func write(to url: URL) throws {
        try Data(JSONOutput.text(self).utf8).write(to: url)
    }
}
