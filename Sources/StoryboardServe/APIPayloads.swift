import Foundation
import OpenStoryboard
import StoryboardLint

/// `GET /api/documents`: the opened documents.
struct DocumentList: Encodable, Sendable {
    struct Entry: Encodable, Sendable {
        var doc: String
        var path: String
        /// `storyboard` or `xib`.
        var kind: String
        /// How many scenes can be drawn.
        var scenes: Int
        /// How many diagnostics of error severity the document has.
        var errors: Int
    }

    var documents: [Entry]

    init(_ served: ServedDocuments) {
        documents = served.documents.map { served in
            Entry(doc: served.id, path: served.path, kind: served.document.kind.rawValue,
                  scenes: IBSceneWindow.sceneIDs(in: served.document).count,
                  errors: served.document.diagnostics.filter { $0.severity == .error }.count)
        }
    }
}

/// `GET /api/documents/{doc}`: the scenes that can be drawn, with their names, and the
/// document's outline as `storyboard inspect --json` prints it (scenes, objects, constraints,
/// variations, diagnostics).
struct DocumentDetail: Encodable, Sendable {
    struct Scene: Encodable, Sendable {
        var id: String
        var name: String
        /// The controller's class (storyboards) or the view's (xibs).
        var className: String?
        var storyboardIdentifier: String?
        var isInitial: Bool?

        enum CodingKeys: String, CodingKey { case id, name, className = "class", storyboardIdentifier, isInitial = "initial" }
    }

    var doc: String
    var path: String
    /// The device the document was designed on, by catalog name (the default of View As).
    var device: String
    var scenes: [Scene]
    var outline: IBOutline

    init(_ served: ServedDocument) {
        let document = served.document
        doc = served.id
        path = served.path
        device = ViewAs.defaultDevice(for: document).name
        scenes = IBSceneWindow.sceneIDs(in: document).map { id in
            let controller = document.scenes.first { $0.id == id }?.controller
            let object = controller ?? document.objects.first { $0.id == id }
            return Scene(
                id: id, name: IBSceneWindow.sceneName(id, in: document), className: object?.customClass ?? object?.className,
                storyboardIdentifier: controller?.storyboardIdentifier,
                isInitial: controller.map { $0.id == document.initialViewControllerID } == true ? true : nil)
        }
        outline = document.outlineForJSON()
    }
}

/// `GET /api/devices`: the device catalog, the text sizes and what else View As offers.
struct DeviceList: Encodable, Sendable {
    struct Entry: Encodable, Sendable {
        var name: String
        var interfaceBuilderID: String?
        /// `phone` or `pad`.
        var idiom: String
        /// Points, portrait.
        var width: Double
        var height: Double
        var scale: Double
        /// The size classes in portrait and landscape, `wC hR`.
        var portraitSizeClass: String
        var landscapeSizeClass: String
    }

    var devices: [Entry]
    var orientations = ["portrait", "landscape"]
    var appearances = ["light", "dark"]
    var contentSizes: [String]
    /// The versions of iOS `os` takes, newest first (`26`, `18`, … `7`).
    var systemVersions = SystemVersion.supportedMajors.reversed().map(String.init)

    init() {
        func classes(_ device: Device, _ orientation: UIInterfaceOrientation) -> String {
            let classes = device.sizeClasses(for: orientation)
            func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String { sizeClass == .compact ? "C" : sizeClass == .regular ? "R" : "Any" }
            return "w\(letter(classes.horizontal)) h\(letter(classes.vertical))"
        }
        devices = Device.all.map { device in
            Entry(name: device.name, interfaceBuilderID: device.interfaceBuilderID, idiom: device.idiom == .pad ? "pad" : "phone",
                  width: Double(device.portraitSize.width), height: Double(device.portraitSize.height), scale: Double(device.scale),
                  portraitSizeClass: classes(device, .portrait), landscapeSizeClass: classes(device, .landscapeLeft))
        }
        contentSizes = LintMatrix.contentSizeNames.map(\.name)
    }
}
