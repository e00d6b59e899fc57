import AdaptiveKit
import Foundation

/// Reads a `.storyboard` document and makes its controllers for a ``UIStoryboard``: each scene
/// through an ``IBInstantiator``, relationship segues followed at once (navigation roots, split
/// view children, tab children), embeds when the container's view loads, the other segues kept
/// as templates on the controller (``UIViewController/storyboardSegueTemplates``) that make their
/// destination when performed. Views load lazily (see `docs/instantiation.md`, "The order of a
/// storyboard controller's life").
@MainActor
public final class IBStoryboardLoader: UIStoryboardLoading {
    public let name: String
    /// The document as read (Any/Any).
    public let document: IBDocument
    /// The folder holding the storyboard (for other storyboards and asset catalogs).
    public let bundle: Bundle?
    public let options: IBInstantiator.Options
    /// Base internationalisation's translations for the preferred languages (`fr.lproj/Main.strings`
    /// for a `Base.lproj/Main.storyboard`), by `id.property`; empty when there are none.
    public var translations: [String: String] = [:]
    /// Diagnostics of every instantiation so far.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Outlets and actions of every instantiation so far (their objects held weakly).
    public private(set) var connections: [IBConnectionRecord] = []
    /// The live resolutions attached to the controllers made (one per scene with size-class
    /// variations whose view has loaded), while their controllers live.
    public var resolutions: [IBLiveResolution] { madeResolutions.compactMap(\.resolution) }

    /// Weak: a resolution belongs to its controller (see ``IBLiveResolution``). As UIKit's
    /// `UIStoryboard`, the loader keeps nothing it made alive: controllers, views and the
    /// instantiators that made them go when the app lets go of them.
    private var madeResolutions: [WeakResolution] = []

    private struct WeakResolution {
        weak var resolution: IBLiveResolution?
    }

    /// The controllers made so far (while they live) and the ids of their objects.
    private var madeControllers: [(controller: WeakController, objectID: String)] = []

    private struct WeakController {
        weak var controller: UIViewController?
    }

    /// The controller objects whose relationship and embed segues are being followed, outermost
    /// first (ids): a segue to one of them is a containment cycle.
    private var containing: [String] = []

    /// Whether following `segue` to `object` would make a controller inside itself (a
    /// relationship or embed that leads back to a controller containing the segue); reports it
    /// as an error at the segue.
    func leadsBack(_ segue: IBConnection, to object: IBObject) -> Bool {
        guard containing.contains(object.id) else { return false }
        diagnostics.append(Diagnostic(
            .error, .referenceCycle, file: document.path, at: segue.position,
            message: "\(segue.segueKind?.rawValue ?? "") segue \(segue.id) leads back to \(object.id), which contains it: left out"))
        return true
    }

    /// The id of the document object a controller this loader made comes from.
    public func objectID(of controller: UIViewController) -> String? {
        madeControllers.last { $0.controller.controller === controller }?.objectID
    }

    /// The views of the scenes whose view has loaded (held weakly), with their ids.
    private var madeViews = IBMadeViews()

    /// The id of the document object a view this loader made comes from (a scene's views, made
    /// when its controller's view loads), while the view lives; `nil` for any other view.
    public func objectID(of view: UIView) -> String? {
        madeViews.id(of: view)
    }

    public init(name: String, document: IBDocument, bundle: Bundle?, options: IBInstantiator.Options = .init()) {
        self.name = name
        self.document = document
        self.bundle = bundle
        self.options = options
    }

    /// The storyboard controllers being instantiated, across storyboards, outermost first
    /// (``instantiationKey(_:)``): a storyboard reference back into this chain is a cycle, left out
    /// with an error instead of recursing for ever.
    private static var instantiating: [String] = []

    /// Names a controller of this storyboard: its identifier, or the initial one (`nil`).
    func instantiationKey(_ identifier: String?) -> String {
        "\(bundle?.bundlePath ?? "")/\(name)#\(identifier ?? "")"
    }

    /// The keys a storyboard reference can name a controller object by: its identifier, and
    /// `nil` when it is the initial controller.
    private func instantiationKeys(of object: IBObject) -> [String] {
        var keys: [String] = []
        if let identifier = object.storyboardIdentifier { keys.append(instantiationKey(identifier)) }
        if document.initialViewController?.id == object.id { keys.append(instantiationKey(nil)) }
        return keys
    }

    public func makeInitialViewController(for storyboard: UIStoryboard) throws -> UIViewController {
        guard let initial = document.initialViewController else {
            throw InstantiationError.noInitialViewController(storyboard: name)
        }
        Self.instantiating.append(instantiationKey(nil))
        defer { Self.instantiating.removeLast() }
        return makeController(sceneObject: initial, storyboard: storyboard, depth: 0)
    }

    public func makeViewController(withIdentifier identifier: String, for storyboard: UIStoryboard) throws -> UIViewController {
        guard let object = document.scenes.compactMap(\.controller).first(where: { $0.storyboardIdentifier == identifier }) else {
            throw InstantiationError.unknownIdentifier(identifier, storyboard: name)
        }
        Self.instantiating.append(instantiationKey(identifier))
        defer { Self.instantiating.removeLast() }
        return makeController(sceneObject: object, storyboard: storyboard, depth: 0)
    }

    /// Makes the controller with this IB id (any scene, identifier or not), as
    /// `instantiateViewController(withIdentifier:)` would; `nil` when no controller has it.
    public func makeViewController(withObjectID id: String, for storyboard: UIStoryboard? = nil) -> UIViewController? {
        guard let object = controllerObject(withID: id), object.kind.isController else { return nil }
        return makeController(sceneObject: object, storyboard: storyboard, depth: 0)
    }

    /// Makes the controller of a scene as UIKit does: the controller, its relationship children
    /// (each made the same way), its segue templates, then `awakeFromNib()`. Its view is not
    /// loaded: the controller's default `loadView()` makes the scene's views on first access,
    /// connects the outlets to them, performs the embed segues and attaches the segues controls
    /// trigger, before `viewDidLoad()`.
    func makeController(sceneObject: IBObject, storyboard: UIStoryboard?, depth: Int) -> UIViewController {
        let instantiator = IBInstantiator(document: document, options: options, bundle: bundle)
        instantiator.translations = translations
        let controller = instantiator.makeControllerDeferringView(sceneObject)
        madeControllers.removeAll { $0.controller.controller == nil }
        madeControllers.append((WeakController(controller: controller), sceneObject.id))
        instantiator.connectPendingConnections()
        storyboard?.adopt(controller)
        let segues = IBSegues(loader: self, storyboard: storyboard, instantiator: instantiator, depth: depth)
        if depth < 16 {
            containing.append(sceneObject.id)
            defer { containing.removeLast() }
            segues.attach(from: sceneObject, to: controller)
        }
        let variations = sceneObject.view != nil && hasVariations(sceneObject)
        instantiator.sceneViewDidLoad = { [self] instantiator, controller in
            if depth < 16 {
                // While its embeds are made, this controller is being instantiated: a reference
                // that leads back to it (its own storyboard, by its identifier) is a cycle.
                let keys = instantiationKeys(of: sceneObject)
                Self.instantiating += keys
                containing.append(sceneObject.id)
                defer {
                    Self.instantiating.removeLast(keys.count)
                    containing.removeLast()
                }
                IBSegues(loader: self, storyboard: storyboard, instantiator: instantiator, depth: depth)
                    .attachAfterViewLoad(from: sceneObject, to: controller)
            }
            if variations {
                madeResolutions.removeAll { $0.resolution == nil }
                // Kept alive by the controller (its trait-change registration), not by the loader.
                let resolution = IBLiveResolution(instantiator: instantiator, controller: controller, original: document)
                madeResolutions.append(WeakResolution(resolution: resolution))
            }
            madeViews.record(instantiator)
            collectReports(of: instantiator)
        }
        collectReports(of: instantiator)
        controller.awakeFromNib()
        return controller
    }

    /// Adds the diagnostics and connections of an instantiator not collected yet.
    private func collectReports(of instantiator: IBInstantiator) {
        diagnostics += instantiator.diagnostics[instantiator.forwardedDiagnostics...]
        connections += instantiator.connections[instantiator.forwardedConnections...]
        instantiator.forwardedDiagnostics = instantiator.diagnostics.count
        instantiator.forwardedConnections = instantiator.connections.count
    }

    private func hasVariations(_ object: IBObject) -> Bool {
        var found = false
        object.forEach { if !$0.variations.isEmpty || $0.constraints.contains(where: { !$0.variations.isEmpty }) { found = true } }
        return found
    }

    /// The controller object a segue destination id names (following storyboard references in
    /// the same document).
    func controllerObject(withID id: String) -> IBObject? {
        guard let object = document.object(withID: id) else { return nil }
        if object.kind == .viewControllerPlaceholder, object.storyboardName == nil {
            if let identifier = object.referencedIdentifier {
                return document.scenes.compactMap(\.controller).first { $0.storyboardIdentifier == identifier }
            }
            return document.initialViewController
        }
        return object
    }

    /// A controller in another storyboard of the bundle (`viewControllerPlaceholder` with a name).
    /// A reference back to a controller being instantiated (storyboards that contain each other)
    /// is an error at the reference, and the reference is left out.
    func externalController(_ placeholder: IBObject, storyboard: UIStoryboard?) -> UIViewController? {
        guard let otherName = placeholder.storyboardName, let other = try? UIStoryboard.load(name: otherName, bundle: bundle) else { return nil }
        let otherLoader = other.loader as? IBStoryboardLoader
        if let otherLoader, Self.instantiating.contains(otherLoader.instantiationKey(placeholder.referencedIdentifier)) {
            diagnostics.append(Diagnostic(
                .error, .referenceCycle, file: document.path, at: placeholder.position,
                message: "storyboard reference \(placeholder.id) leads back to storyboard \(otherName), which is being instantiated: left out"))
            return nil
        }
        defer { if let otherLoader { diagnostics += otherLoader.diagnostics } }
        if let identifier = placeholder.referencedIdentifier {
            return try? other.loader.makeViewController(withIdentifier: identifier, for: other)
        }
        return other.instantiateInitialViewController()
    }
}

extension UIStoryboard {
    /// The storyboard `name.storyboard` in `bundle`'s folder or its localized folders (`fr.lproj`,
    /// `Base.lproj`; see ``LocalizedResources``), the main bundle when `nil`.
    ///
    /// As in UIKit, a missing storyboard is a programming error: this traps with the reason.
    /// ``load(name:bundle:)`` throws instead.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        do {
            let loader = try Self.makeLoader(name: name, bundle: storyboardBundleOrNil)
            self.init(loader: loader)
        } catch {
            fatalError("\(error)")
        }
    }

    /// The storyboard `name.storyboard` in `bundle`'s folder, or the reason it cannot be read.
    public static func load(name: String, bundle: Bundle?) throws -> UIStoryboard {
        UIStoryboard(loader: try makeLoader(name: name, bundle: bundle))
    }

    /// The storyboard in a file (a convenience of OpenStoryboard, not in UIKit).
    public static func load(contentsOf url: URL, options: IBInstantiator.Options = .init()) throws -> UIStoryboard {
        let name = url.deletingPathExtension().lastPathComponent
        let document: IBDocument
        do {
            document = try IBDocument(contentsOf: url)
        } catch {
            throw InstantiationError.unreadableDocument(name: name, diagnostics: error.diagnostics)
        }
        let bundle = Bundle(path: url.deletingLastPathComponent().path)
        return UIStoryboard(loader: IBStoryboardLoader(name: name, document: document, bundle: bundle, options: options))
    }

    /// Reads `name.storyboard` from the bundle's folder or, as iOS does, its `.lproj` folders in
    /// the preferred languages then `Base.lproj` (``LocalizedResources``).
    private static func makeLoader(name: String, bundle: Bundle?) throws -> IBStoryboardLoader {
        let folder = (bundle ?? UIApplication.resourceBundle).bundleURL
        guard let url = LocalizedResources.url(forResource: name + ".storyboard", in: folder) else {
            throw InstantiationError.missingDocument(name: name + ".storyboard", folder: folder.path)
        }
        let document: IBDocument
        do {
            document = try IBDocument(contentsOf: url)
        } catch {
            throw InstantiationError.unreadableDocument(name: name, diagnostics: error.diagnostics)
        }
        let loader = IBStoryboardLoader(name: name, document: document, bundle: bundle ?? UIApplication.resourceBundle)
        loader.translations = IBInstantiator.translations(of: name, documentFolder: url.deletingLastPathComponent(), bundleURL: folder)
        return loader
    }

    /// The controller with this storyboard identifier, or the reason there is none.
    public func loadViewController(withIdentifier identifier: String) throws -> UIViewController {
        try loader.makeViewController(withIdentifier: identifier, for: self)
    }

    /// The loader when the storyboard was read by this module.
    public var documentLoader: IBStoryboardLoader? { loader as? IBStoryboardLoader }

    /// Outlets and actions connected so far (every instantiation).
    public var connections: [IBConnectionRecord] { documentLoader?.connections ?? [] }

    /// Instantiation diagnostics so far: unknown classes, unmapped values, unsupported segues.
    public var diagnostics: [Diagnostic] { documentLoader?.diagnostics ?? [] }
}
