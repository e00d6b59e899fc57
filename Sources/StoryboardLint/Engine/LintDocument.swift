import AdaptiveKit
import Foundation
import InterfaceBuilder

/// A document as the rules see it: the model, the path to report, and look-ups the rules share
/// (an object's position and scene, the constraints by id).
@MainActor
public final class LintDocument {
    /// The document as read (not resolved for any size class).
    public let document: IBDocument
    /// The path findings name.
    public let path: String
    private var positions: [String: SourcePosition] = [:]
    private var scenes: [String: String] = [:]
    /// Every constraint of the document by id, with the id of the view that holds it.
    public private(set) var constraints: [String: IBConstraint] = [:]
    /// Frames by view id a rule remembers from one configuration to the next, by a key of its
    /// own (where `views-overlap` saw content views on the canvas, laid out first).
    public var rememberedFrames: [String: [String: CGRect]] = [:]

    public init(_ document: IBDocument, path: String? = nil) {
        self.document = document
        self.path = path ?? document.path
        func index(_ object: IBObject, scene: String) {
            if !object.id.isEmpty {
                if let position = object.position, positions[object.id] == nil { positions[object.id] = position }
                scenes[object.id] = scene
            }
            for constraint in object.constraints {
                constraints[constraint.id] = constraint
                if let position = constraint.position { positions[constraint.id] = position }
                scenes[constraint.id] = scene
            }
            for child in object.children + object.subviews { index(child, scene: scene) }
        }
        if document.kind == .storyboard {
            for scene in document.scenes {
                for object in scene.objects { index(object, scene: scene.id) }
            }
        } else {
            for object in document.objects { index(object, scene: object.id) }
        }
    }

    /// Where the element of the object (or constraint) with this id starts.
    public func position(of id: String) -> SourcePosition? { positions[id] }

    /// The scene (or xib top-level object) that holds the object with this id.
    public func sceneID(containing id: String) -> String? { scenes[id] }

    /// The object with this id, as read.
    public func object(withID id: String) -> IBObject? { document.object(withID: id) }

    /// How findings name an item: its user label, else its class and id (`UILabel hVp-2m-1k2`).
    public func name(of id: String) -> String {
        guard let object = document.object(withID: id) else { return id }
        if let label = object.userLabel { return "'\(label)'" }
        return "\(object.className) \(id)"
    }

    /// Every object of the document, depth first.
    public func forEachObject(_ body: (IBObject) -> Void) {
        document.forEachObject(body)
    }
}
