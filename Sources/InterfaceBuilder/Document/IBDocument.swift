import Foundation

/// A `.storyboard` or `.xib` document: the typed model over the lossless XML tree.
///
/// ```swift
/// let document = try IBDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// for scene in document.scenes { print(scene.controller?.className ?? "?") }
/// let compact = document.resolved(for: IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular))
/// ```
///
/// Reading never stops at the first problem: unknown elements and attributes are kept and
/// reported as warnings, references to missing ids and unreadable values as errors
/// (``diagnostics``), and the rest of the document still loads. Only a file that is not an
/// Interface Builder document at all throws (``IBDocumentError``).
public struct IBDocument: Hashable, Sendable {
    /// The two flavours of document.
    public enum Kind: String, Hashable, Sendable {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`: scenes.
        case storyboard
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: top-level objects with File's Owner
        /// (`-1`) and First Responder (`-2`).
        case xib
    }

    /// The file the document was read from, as the caller named it.
    public var path: String
    public var kind: Kind
    /// The `type` attribute as written.
    public var type: String
    /// The document format `version` (`3.0`).
    public var version: String?
    /// `toolsVersion`; recent Xcode writes the constant `32700.99.1234`, see ``plugInVersion``.
    public var toolsVersion: String?
    public var systemVersion: String?
    /// The IBCocoaTouchPlugin version: the real Xcode version of recent files.
    public var plugInVersion: String?
    /// `iOS.CocoaTouch` or `iOS.CocoaTouch.iPad`.
    public var targetRuntime: String?
    public var propertyAccessControl: String?
    /// `useAutolayout="YES"` (absent in pre-Auto Layout documents).
    public var usesAutolayout: Bool
    /// `useTraitCollections="YES"`: size classes are on.
    public var usesTraitCollections: Bool
    /// `useSafeAreas="YES"`.
    public var usesSafeAreas: Bool
    /// `launchScreen="YES"`.
    public var isLaunchScreen: Bool
    /// `colorMatched="YES"`.
    public var isColorMatched: Bool
    /// The id of the initial view controller (storyboards).
    public var initialViewControllerID: String?
    /// The canvas device (Xcode 8 and later).
    public var device: IBDevice?
    /// The scenes of a storyboard, in order (empty for a xib).
    public var scenes: [IBScene] {
        didSet { objectIndex = IBObjectIndex() }
    }
    /// The top-level objects of a xib, placeholders first as written (empty for a storyboard).
    public var objects: [IBObject] {
        didSet { objectIndex = IBObjectIndex() }
    }
    /// The objects by id, built on the first look-up (a new one after any change of the objects).
    var objectIndex = IBObjectIndex()
    public var resources: IBResources
    /// The intrinsic content size each `@IBDesignable` view's own code gave on Xcode's canvas, by
    /// the view's id (`<designables>`: Xcode runs a designable's code, which may change its font
    /// or size, and records what it measured; a view without a recorded size is left out).
    public var designableIntrinsicSizes: [String: IBSize] = [:]
    /// The traits the document's variations were resolved for (``IBTraits/any`` when read
    /// from a file).
    public var traits: IBTraits
    /// The lossless XML the typed model was built from; ``xmlString()`` writes it back.
    public var xml: IBXMLDocument
    /// Problems found while reading: XML errors, unknown content, missing references,
    /// unreadable values.
    public var diagnostics: [Diagnostic]

    /// The storyboard's initial view controller.
    public var initialViewController: IBObject? {
        initialViewControllerID.flatMap(object(withID:))
    }

    /// The xib's File's Owner placeholder (`-1`).
    public var filesOwner: IBObject? { objects.first { $0.id == "-1" || $0.placeholderIdentifier == "IBFilesOwner" } }
    /// The xib's First Responder placeholder (`-2`).
    public var firstResponder: IBObject? { objects.first { $0.id == "-2" || $0.placeholderIdentifier == "IBFirstResponder" } }

    /// The top-level objects: each scene's objects (storyboards) or the xib's objects.
    public var topLevelObjects: [IBObject] {
        kind == .storyboard ? scenes.flatMap(\.objects) : objects
    }

    /// The object with this id anywhere in the document.
    public func object(withID id: String) -> IBObject? {
        objectIndex.object(withID: id, in: topLevelObjects)
    }

    /// The ids of File's Owner placeholders (each id's first object), found once per document.
    var filesOwnerPlaceholderIDs: Set<String> { objectIndex.filesOwnerIDs(in: self) }

    /// The ids that constraints of the document name as items, found once per document.
    var constrainedItemIDs: Set<String> { objectIndex.constrainedIDs(in: self) }

    /// The scene holding the object with this id.
    public func scene(containing id: String) -> IBScene? {
        scenes.first { $0.object(withID: id) != nil }
    }

    /// Calls `body` for every object of the document, depth first.
    public func forEachObject(_ body: (IBObject) throws -> Void) rethrows {
        for object in topLevelObjects { try object.forEach(body) }
    }

    /// The document written back as XML (byte for byte the file it was read from, when
    /// unchanged).
    public func xmlString() -> String {
        xml.xmlString()
    }
}

/// The objects of a document by id, the first in document order (depth first) for an id used
/// twice, built once per document value on the first look-up: tools look objects up by id many
/// times per scene. It takes no part in a document's equality.
final class IBObjectIndex: Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var byID: [String: IBObject]?
    private var filesOwners: Set<String>?
    private var constrained: Set<String>?

    func object(withID id: String, in topLevelObjects: @autoclosure () -> [IBObject]) -> IBObject? {
        lock.lock()
        defer { lock.unlock() }
        if byID == nil {
            var index: [String: IBObject] = [:]
            func visit(_ object: IBObject) {
                if index[object.id] == nil { index[object.id] = object }
                for child in object.children { visit(child) }
                for subview in object.subviews { visit(subview) }
            }
            for object in topLevelObjects() { visit(object) }
            byID = index
        }
        return byID?[id]
    }

    /// The ids whose object (the first with the id) is a File's Owner placeholder.
    func filesOwnerIDs(in document: IBDocument) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        if let filesOwners { return filesOwners }
        var seen: Set<String> = []
        var found: Set<String> = []
        document.forEachObject { object in
            if seen.insert(object.id).inserted, object.placeholderIdentifier == "IBFilesOwner" { found.insert(object.id) }
        }
        filesOwners = found
        return found
    }

    /// The ids that some constraint of the document names as an item.
    func constrainedIDs(in document: IBDocument) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        if let constrained { return constrained }
        var ids: Set<String> = []
        document.forEachObject { object in
            for constraint in object.constraints {
                ids.insert(constraint.firstItem)
                if let second = constraint.secondItem { ids.insert(second) }
            }
        }
        constrained = ids
        return ids
    }

    static func == (lhs: IBObjectIndex, rhs: IBObjectIndex) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
