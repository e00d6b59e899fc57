import AdaptiveKit
import Foundation

/// A `.xib` document ready to instantiate: its top-level objects made on each
/// ``instantiate(withOwner:options:)``, outlets to File's Owner connected to the owner passed.
///
/// ```swift
/// let nib = UINib(nibName: "TableCell", bundle: Bundle(path: "Resources"))
/// let objects = nib.instantiate(withOwner: self)
/// ```
@MainActor
public final class UINib {
    /// The document as read.
    public let document: IBDocument
    public let bundle: Bundle?
    /// Diagnostics of the instantiations so far (unknown classes, unset outlets, …).
    public private(set) var diagnostics: [Diagnostic] = []
    /// Outlets and actions of the instantiations so far.
    public private(set) var connections: [IBConnectionRecord] = []
    /// Base internationalisation's translations for the preferred languages (`fr.lproj/Cell.strings`
    /// for a `Base.lproj/Cell.xib`), by `id.property`; empty when there are none.
    public var translations: [String: String] = [:]

    /// The nib `name.xib` in `bundle`'s folder or its localized folders (``LocalizedResources``;
    /// the main bundle when `nil`). As UIKit raises on
    /// a missing nib when it is used, this traps with the reason; ``load(nibName:bundle:)`` throws.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        do {
            try self.init(loading: name, bundle: bundleOrNil)
        } catch {
            fatalError("\(error)")
        }
    }

    /// The nib in `data` (the bytes of a `.xib`). Traps on data that is not a document.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        do {
            self.init(document: try IBDocument(data: data, path: "<data>"), bundle: bundleOrNil)
        } catch {
            fatalError(InstantiationError.unreadableDocument(name: "<data>", diagnostics: error.diagnostics).description)
        }
    }

    /// The nib `name.xib` in `bundle`'s folder, or the reason it cannot be read.
    public static func load(nibName name: String, bundle: Bundle?) throws -> UINib {
        try UINib(loading: name, bundle: bundle)
    }

    /// A nib over a document already read.
    public init(document: IBDocument, bundle: Bundle?) {
        self.document = document
        self.bundle = bundle
    }

    private convenience init(loading name: String, bundle: Bundle?) throws {
        let folder = (bundle ?? UIApplication.resourceBundle).bundleURL
        guard let url = LocalizedResources.url(forResource: name + ".xib", in: folder) else {
            throw InstantiationError.missingDocument(name: name + ".xib", folder: folder.path)
        }
        do {
            self.init(document: try IBDocument(contentsOf: url), bundle: bundle ?? UIApplication.resourceBundle)
            translations = IBInstantiator.translations(of: name, documentFolder: url.deletingLastPathComponent(), bundleURL: folder)
        } catch {
            throw InstantiationError.unreadableDocument(name: name, diagnostics: error.diagnostics)
        }
    }

    /// Makes the top-level objects (views and controllers, in document order; placeholders are
    /// not included), installs their constraints, connects outlets and actions, File's Owner
    /// being `ownerOrNil`, then sends `awakeFromNib()` to every view and controller made.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] {
        let instantiator = IBInstantiator(document: document, bundle: bundle)
        instantiator.translations = translations
        var made: [Any] = []
        var topLevelViews: [Range<Int>] = []
        for object in document.objects {
            if object.kind.isController {
                made.append(instantiator.makeController(object))
            } else if object.kind.isView {
                let first = instantiator.viewsMade.count
                made.append(instantiator.makeViewTree(object, superviewID: nil, index: 0))
                topLevelViews.append(first..<instantiator.viewsMade.count)
                instantiator.pendingConnections += Self.connections(in: object)
            } else if object.kind != .placeholder {
                instantiator.pendingConnections += Self.connections(in: object)
            }
        }
        for placeholder in document.objects where placeholder.kind == .placeholder {
            instantiator.pendingConnections += placeholder.connections.filter { $0.kind != .segue }
        }
        instantiator.installPendingConstraints()
        instantiator.connectPendingConnections(owner: ownerOrNil.map { $0 as AnyObject })
        instantiator.applyTranslations()
        // Every object the nib made, once all its outlets are connected (a controller's scene
        // views were woken when its view loaded).
        for range in topLevelViews {
            for view in instantiator.viewsMade[range] { view.awakeFromNib() }
        }
        for case let controller as UIViewController in made { controller.awakeFromNib() }
        diagnostics += instantiator.diagnostics
        connections += instantiator.connections
        return made
    }

    private static func connections(in object: IBObject) -> [IBConnection] {
        var found: [IBConnection] = []
        object.forEach { found += $0.connections.filter { $0.kind != .segue } }
        return found
    }
}
