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
    /// How many changes the document has had since the server opened it.
    var revision: Int
    /// Whether `POST /api/undo` and `/api/redo` have a change to make.
    var canUndo = false
    var canRedo = false
    /// Whether size classes are on (`useTraitCollections`); without them, edits go to the base
    /// only, and `POST /api/convert` turns them on.
    var usesSizeClasses: Bool

    init(_ served: ServedDocument) {
        let document = served.document
        doc = served.id
        usesSizeClasses = document.usesTraitCollections
        revision = served.revision
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

/// `GET /api/devices`: the device catalog and the Any/Any canvas, the text sizes and what else
/// View As offers.
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
        /// Xcode's generic 600 × 600 canvas (wAny hAny) rather than a catalog model.
        var generic: Bool?
        /// An iPad's multitasking windows (Slide Over, the Split View panes) in each orientation:
        /// the widths `width=` takes lie between the narrowest and the full screen.
        var multitasking: [Window]?
    }

    /// One multitasking window of an iPad.
    struct Window: Encodable, Sendable {
        /// `slideOver`, `oneThird`, `half`, `twoThirds`.
        var layout: String
        var orientation: String
        var width: Double
        var sizeClass: String
    }

    var devices: [Entry]
    var orientations = ["portrait", "landscape"]
    var appearances = ["light", "dark"]
    var contentSizes: [String]
    /// The narrowest width with a regular horizontal size class in an iPad window.
    var regularWindowWidth = Double(Device.regularPadWindowWidth)
    /// The versions of iOS `os` takes, newest first (`26`, `18`, … `7`).
    var systemVersions = SystemVersion.supportedMajors.reversed().map(String.init)

    init() {
        devices = ViewAs.devices.map { device in
            let windows: [Window]? = device.idiom != .pad ? nil : [UIInterfaceOrientation.portrait, .landscapeLeft].flatMap { orientation in
                device.multitaskingWindows(for: orientation).filter { $0.layout != .fullScreen }.map { window in
                    Window(layout: window.layout.rawValue, orientation: orientation.isLandscape ? "landscape" : "portrait",
                           width: Double(window.size.width), sizeClass: window.sizeClasses.description)
                }
            }
            return Entry(
                name: device.name, interfaceBuilderID: device.interfaceBuilderID, idiom: device.idiom == .pad ? "pad" : "phone",
                width: Double(device.portraitSize.width), height: Double(device.portraitSize.height), scale: Double(device.scale),
                portraitSizeClass: device.sizeClasses(for: .portrait).description,
                landscapeSizeClass: device.sizeClasses(for: .landscapeLeft).description,
                generic: device == .anyAnyCanvas ? true : nil, multitasking: windows?.isEmpty == true ? nil : windows)
        }
        contentSizes = LintMatrix.contentSizeNames.map(\.name)
    }
}
