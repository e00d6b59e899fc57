import Foundation
import OpenStoryboard
import StoryboardLint

/// What the server does with a scene on the main actor, where the headless host lives: draws it
/// as `storyboard render` does (``SceneDrawing``) and inspects its objects as laid out. Each
/// request makes the scene anew from the document, on a window of its own, taken down after.
@MainActor
enum SceneWork {
    /// The picture of scene `sceneID` of `served` in configuration `viewAs`, as PNG (the device's
    /// pixel size) or SVG (in points).
    static func render(_ served: ServedDocument, sceneID: String, viewAs: ViewAs, format: RenderFormat) throws(ServeError) -> Data {
        try withScene(served, sceneID: sceneID, viewAs: viewAs) { scene throws(ServeError) in
            let renderer = SceneDrawing.renderer(for: scene)
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("storyboard-serve-\(UUID().uuidString).\(format.rawValue)")
            defer { try? FileManager.default.removeItem(at: file) }
            do {
                try renderer.render(to: file, format: format)
                return try Data(contentsOf: file)
            } catch {
                throw .failed("cannot draw scene '\(sceneID)': \(error)")
            }
        }
    }

    /// The object `objectID` of scene `sceneID` as laid out in `viewAs`: its class, its frame in
    /// its superview and in the window (when it is a view on screen), and its constraints.
    static func inspect(_ served: ServedDocument, sceneID: String, objectID: String, viewAs: ViewAs) throws(ServeError) -> InspectedObject {
        let outline = served.document.outlineForJSON()
        let roots = outline.scenes?.first(where: { $0.id == sceneID })?.objects ?? outline.objects ?? []
        guard let object = Self.find(objectID, in: roots) else {
            throw .notFound("no object '\(objectID)' in scene '\(sceneID)' of \(served.id)")
        }
        return try withScene(served, sceneID: sceneID, viewAs: viewAs) { scene in
            var inspected = InspectedObject(
                doc: served.id, scene: sceneID, id: object.id, kind: object.kind, className: object.className,
                customClass: object.customClass, userLabel: object.userLabel, constraints: object.constraints ?? [],
                variations: object.variations ?? [], configuration: InspectedObject.Configuration(viewAs))
            if let view = Self.view(withID: objectID, in: scene.window, scene: scene) {
                inspected.runtimeClass = String(describing: type(of: view))
                inspected.frame = InspectedObject.rect(view.frame)
                inspected.frameInWindow = InspectedObject.rect(view.convert(view.bounds, to: scene.window))
                inspected.isHidden = view.isHidden
            }
            inspected.installed = InspectedObject.installation(of: objectID, in: served.document)
            inspected.constraintsInstalled = (object.constraints ?? []).reduce(into: [:]) { result, constraint in
                result[constraint.id] = InspectedObject.installation(of: constraint.id, in: served.document)
            }
            inspected.lint = LintCache.shared.findings(for: served, viewAs: viewAs)
                .filter { $0.objectID == objectID }
                .map(InspectedObject.Finding.init)
            return inspected
        }
    }

    /// The document object drawn at point (`x`, `y`) of the picture, in points: the frontmost view
    /// on screen there that the document made (hidden views, and views with no document id —
    /// the parts UIKit adds inside controls and bars — passed over), as Interface Builder selects
    /// on a click in its canvas; `nil` when the point is on no such view.
    static func object(at point: CGPoint, _ served: ServedDocument, sceneID: String, viewAs: ViewAs) throws(ServeError) -> HitObject? {
        try withScene(served, sceneID: sceneID, viewAs: viewAs) { scene in
            guard let view = frontmostView(at: point, in: scene.window, scene: scene), let id = scene.objectID(of: view) else { return nil }
            return HitObject(object: id, frameInWindow: InspectedObject.rect(view.convert(view.bounds, to: scene.window)))
        }
    }

    /// The frontmost visible view under `point` (window coordinates) that the document made.
    private static func frontmostView(at point: CGPoint, in view: UIView, scene: IBSceneWindow) -> UIView? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        for subview in view.subviews.reversed() {
            if let found = frontmostView(at: point, in: subview, scene: scene) { return found }
        }
        let frame = view.convert(view.bounds, to: scene.window)
        return scene.objectID(of: view) != nil && frame.contains(point) ? view : nil
    }

    /// Makes scene `sceneID` in `viewAs`, lays it out, hands it to `body`, then takes its window down.
    private static func withScene<T>(
        _ served: ServedDocument, sceneID: String, viewAs: ViewAs, _ body: (IBSceneWindow) throws(ServeError) -> T
    ) throws(ServeError) -> T {
        guard IBSceneWindow.sceneIDs(in: served.document).contains(sceneID) else {
            throw .notFound("no scene '\(sceneID)' in \(served.id); scenes: \(IBSceneWindow.sceneIDs(in: served.document).joined(separator: ", "))")
        }
        guard let scene = SceneDrawing.scene(
            sceneID, of: served.document, at: served.url, device: viewAs.device, orientation: viewAs.orientation,
            systemVersion: viewAs.systemVersion, environment: viewAs.environment)
        else {
            throw .failed("scene '\(sceneID)' has no controller or view to show")
        }
        defer { scene.window.rootViewController = nil }
        return try body(scene)
    }

    /// The first view of the window, back to front, made from the document object `id`.
    private static func view(withID id: String, in root: UIView, scene: IBSceneWindow) -> UIView? {
        if scene.objectID(of: root) == id { return root }
        for subview in root.subviews {
            if let found = view(withID: id, in: subview, scene: scene) { return found }
        }
        return nil
    }

    /// The outline entry of object `id` among `objects` and their children and subviews.
    static func find(_ id: String, in objects: [IBOutline.Object]) -> IBOutline.Object? {
        for object in objects {
            if object.id == id { return object }
            if let found = find(id, in: (object.children ?? []) + (object.subviews ?? [])) { return found }
        }
        return nil
    }
}

/// The answer of `GET /api/hit`: the document object under a point of the picture.
struct HitObject: Encodable, Sendable {
    /// Its document id (`null` in the answer when the point is on no view the document made).
    var object: String
    /// x, y, width, height in the window.
    var frameInWindow: [Double]
}

/// The answer of `GET /api/inspect`: an object of a scene as the document describes it and as
/// laid out in one configuration.
struct InspectedObject: Encodable, Sendable {
    /// The configuration the frames are for.
    struct Configuration: Encodable, Sendable {
        var device: String
        var orientation: String
        var appearance: String
        var contentSize: String?
        /// The multitasking window's width in points (absent for the full screen).
        var width: Double?
        /// The size classes of the configuration, `wC hR` as Interface Builder writes them
        /// (`wAny hAny` before iOS 8).
        var sizeClass: String
        /// The version of iOS (`iOS 10`), when the query named one.
        var os: String?
        /// Why the configuration is not one the device had (it never ran that iOS).
        var warning: String?

        init(_ viewAs: ViewAs) {
            device = viewAs.device.name
            orientation = viewAs.orientation.isLandscape ? "landscape" : "portrait"
            appearance = viewAs.appearance == .dark ? "dark" : "light"
            contentSize = viewAs.contentSize?.rawValue
            width = viewAs.windowWidth.map { Double($0) }
            os = viewAs.namesSystemVersion ? viewAs.systemVersion.description : nil
            warning = viewAs.warning
            sizeClass = viewAs.sizeClasses.description
        }
    }

    var doc: String
    var scene: String
    var id: String
    var kind: String
    /// The document's class (UIKit's), and the custom class when the document names one.
    var className: String
    var customClass: String?
    var userLabel: String?
    /// The constraints the document puts in this object, with their installed state.
    var constraints: [IBOutline.Constraint]
    /// The object's size-class variations.
    var variations: [IBOutline.Variation]
    var configuration: Configuration
    /// The class of the view made (absent for objects that are not views on screen).
    var runtimeClass: String?
    /// x, y, width, height in its superview.
    var frame: [Double]?
    /// x, y, width, height in the window.
    var frameInWindow: [Double]?
    var isHidden: Bool?
    /// Whether the object (a subview) is installed in each cell of the size-class grid
    /// (`{"wAny hAny": true, "wC hR": false, …}`); absent for objects that are not subviews.
    var installed: [String: Bool]?
    /// The same for each of the object's constraints, by id.
    var constraintsInstalled: [String: [String: Bool]]?
    /// What `storyboard lint` finds about the object on the document's canvas and in this
    /// configuration.
    var lint: [Finding] = []

    /// One lint finding about the object.
    struct Finding: Encodable, Sendable {
        var rule: String
        var severity: String
        var message: String
        /// The configurations it was found in.
        var configurations: [String]

        init(_ finding: LintFinding) {
            rule = finding.ruleID
            severity = finding.severity.rawValue
            message = finding.message
            configurations = finding.configurations
        }
    }

    static func installation(of id: String, in document: IBDocument) -> [String: Bool]? {
        document.installationBySizeClass(of: id).map { cells in
            Dictionary(uniqueKeysWithValues: cells.map { ($0.key.description, $0.value) })
        }
    }

    enum CodingKeys: String, CodingKey {
        case doc, scene, id, kind, className = "class", customClass, userLabel, constraints, variations, configuration
        case runtimeClass, frame, frameInWindow, isHidden = "hidden", installed, constraintsInstalled, lint
    }

    static func rect(_ rect: CGRect) -> [Double] {
        [Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height)]
    }
}
