import Foundation
import OpenStoryboard

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
            return inspected
        }
    }

    /// Makes scene `sceneID` in `viewAs`, lays it out, hands it to `body`, then takes its window down.
    private static func withScene<T>(
        _ served: ServedDocument, sceneID: String, viewAs: ViewAs, _ body: (IBSceneWindow) throws(ServeError) -> T
    ) throws(ServeError) -> T {
        guard IBSceneWindow.sceneIDs(in: served.document).contains(sceneID) else {
            throw .notFound("no scene '\(sceneID)' in \(served.id); scenes: \(IBSceneWindow.sceneIDs(in: served.document).joined(separator: ", "))")
        }
        let loader = SceneDrawing.loader(for: served.document, at: served.url, systemVersion: viewAs.systemVersion)
        guard let scene = IBSceneWindow.make(
            sceneID: sceneID, loader: loader, device: viewAs.device, orientation: viewAs.orientation,
            userInterfaceStyle: viewAs.appearance, contentSizeCategory: viewAs.contentSize)
        else {
            throw .failed("scene '\(sceneID)' has no controller or view to show")
        }
        defer { scene.window.rootViewController = nil }
        scene.window.layoutIfNeeded()
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

/// The answer of `GET /api/inspect`: an object of a scene as the document describes it and as
/// laid out in one configuration.
struct InspectedObject: Encodable, Sendable {
    /// The configuration the frames are for.
    struct Configuration: Encodable, Sendable {
        var device: String
        var orientation: String
        var appearance: String
        var contentSize: String?
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
            let classes = viewAs.device.running(viewAs.systemVersion).sizeClasses(for: viewAs.orientation)
            os = viewAs.namesSystemVersion ? viewAs.systemVersion.description : nil
            warning = viewAs.warning
            func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String { sizeClass == .compact ? "C" : sizeClass == .regular ? "R" : "Any" }
            sizeClass = "w\(letter(classes.horizontal)) h\(letter(classes.vertical))"
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

    enum CodingKeys: String, CodingKey {
        case doc, scene, id, kind, className = "class", customClass, userLabel, constraints, variations, configuration
        case runtimeClass, frame, frameInWindow, isHidden = "hidden"
    }

    static func rect(_ rect: CGRect) -> [Double] {
        [Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height)]
    }
}
