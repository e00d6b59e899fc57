import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A list controller that records the segues it prepares.
final class RecordingListController: UITableViewController {
    var prepared: [(identifier: String?, destination: UIViewController)] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination))
    }
}

/// A photo controller whose outlets the document connects.
final class PhotoController: UIViewController, IBOutletSettable {
    var imageView: UIImageView?

    func setOutlet(_ name: String, to value: AnyObject) -> Bool {
        guard name == "imageView" else { return false }
        imageView = value as? UIImageView
        return true
    }
}

@Suite("Instantiation: storyboards and nibs into live objects", .isolatedClassRegistry)
@MainActor
struct InstantiationTests {
    static let adaptivePhotos = Corpus.url("001_apple_AdaptivePhotos_iOS8_Main.storyboard")

    init() {
        UIStoryboard.register(forClassNamed: "AAPLListTableViewController") { RecordingListController(style: .plain) }
        UIStoryboard.register(forClassNamed: "AAPLPhotoViewController") { PhotoController() }
    }

    @Test("AdaptivePhotos: the initial split view holds the navigation controller and the list, with the document's classes", .requiresSharedFolder)
    func initialControllerTree() throws {
        let storyboard = try UIStoryboard.load(contentsOf: Self.adaptivePhotos)
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        #expect(split.viewControllers.count == 2)
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? RecordingListController)
        #expect(list.storyboard === storyboard)
        #expect(list.storyboardSegueTemplates.map(\.identifier) == ["ShowConversation", "ShowPhoto", "ShowProfile"])
        #expect(list.storyboardSegueTemplates.map(\.kind) == ["show", "showDetail", "presentation"])
        // The detail is the storyboard's EmptyViewController scene: a plain UIViewController with its label.
        let empty = try #require(split.viewControllers.last)
        #expect(type(of: empty) == UIViewController.self)
        #expect(empty.view.subviews.contains { $0 is UILabel })
    }

    @Test("photo scene: exact view classes, constraints installed where the document owns them, outlets set", .requiresSharedFolder)
    func photoScene() throws {
        let storyboard = try UIStoryboard.load(contentsOf: Self.adaptivePhotos)
        let photo = try #require(storyboard.instantiateViewController(withIdentifier: "PhotoViewController") as? PhotoController)
        let root = try #require(photo.view)
        // imageView, then the two custom views (unregistered: plain UIViews with a warning).
        #expect(root.subviews.map { "\(type(of: $0))" } == ["UIImageView", "UIView", "UIView"])
        #expect(photo.imageView === root.subviews[0])
        let document = try IBDocument(contentsOf: Self.adaptivePhotos)
        let model = try #require(document.object(withID: "fqb-nn-hQ3")?.view)
        #expect(root.constraints.count == model.constraints.filter { $0.isUsable && $0.isInstalled }.count)
        #expect(root.constraints.count == 10)
        let warnings = storyboard.diagnostics.filter { $0.code == .unknownClass }.map(\.message)
        #expect(warnings.contains { $0.contains("AAPLRatingControl") })
        #expect(warnings.contains { $0.contains("AAPLOverlayView") })
        let outlet = try #require(storyboard.connections.first { $0.name == "imageView" })
        #expect(outlet.isConnected)
        #expect(storyboard.connections.contains { $0.name == "ratingControl" && !$0.isConnected })
    }

    @Test("an unknown custom controller class becomes its UIKit base class, with a positioned warning", .requiresSharedFolder)
    func unknownControllerClass() throws {
        let storyboard = try UIStoryboard.load(contentsOf: Self.adaptivePhotos)
        let conversation = storyboard.instantiateViewController(withIdentifier: "ConversationViewController")
        #expect(type(of: conversation) == UITableViewController.self)
        let warning = try #require(storyboard.diagnostics.first { $0.message.contains("AAPLConversationViewController") })
        #expect(warning.severity == .warning)
        #expect(warning.line == 218)
    }

    @Test("missing storyboards, nibs and identifiers are errors that say what is missing", .requiresSharedFolder)
    func missingNames() throws {
        let bundle = try #require(Bundle(path: Corpus.folder.path))
        #expect(throws: InstantiationError.missingDocument(name: "Nope.storyboard", folder: bundle.bundleURL.path)) {
            try UIStoryboard.load(name: "Nope", bundle: bundle)
        }
        let storyboard = try UIStoryboard.load(name: "001_apple_AdaptivePhotos_iOS8_Main", bundle: bundle)
        #expect(throws: InstantiationError.unknownIdentifier("Nobody", storyboard: "001_apple_AdaptivePhotos_iOS8_Main")) {
            try storyboard.loadViewController(withIdentifier: "Nobody")
        }
        #expect(throws: InstantiationError.self) { try UINib.load(nibName: "Nope", bundle: bundle) }
    }

    @Test("nib: top-level objects made; outlets of the cell set through IBOutletSettable", .requiresSharedFolder)
    func nibCell() throws {
        final class NameAndColorCell: UITableViewCell, IBOutletSettable {
            var nameLabel: UILabel?
            var colorLabel: UILabel?
            func setOutlet(_ name: String, to value: AnyObject) -> Bool {
                switch name {
                case "nameLabel": nameLabel = value as? UILabel
                case "colorLabel": colorLabel = value as? UILabel
                default: return false
                }
                return true
            }
        }
        IBClassRegistry.register(viewNamed: "NameAndColorCell") { _ in NameAndColorCell(style: .default, reuseIdentifier: "CellTableIdentifier") }
        let bundle = try #require(Bundle(path: Corpus.folder.path))
        let nib = UINib(nibName: "061_apress1_NameAndColorCell", bundle: bundle)
        let objects = nib.instantiate(withOwner: nil)
        #expect(objects.count == 1)
        let cell = try #require(objects.first as? NameAndColorCell)
        #expect(cell.contentView.subviews.count == 4)
        #expect(cell.nameLabel?.text == "Label")
        #expect(cell.nameLabel === cell.contentView.subviews[1])
        #expect(cell.colorLabel === cell.contentView.subviews[3])
        #expect((cell.contentView.subviews[0] as? UILabel)?.text == "Name:")
    }

    @Test("nib: File's Owner outlets go to the owner passed (the view outlet is built in)", .requiresSharedFolder)
    func nibWithOwner() throws {
        final class Owner: UIViewController {}
        let bundle = try #require(Bundle(path: Corpus.folder.path))
        let nib = UINib(nibName: "028_apple_avTouchViewController", bundle: bundle)
        let owner = Owner()
        let objects = nib.instantiate(withOwner: owner)
        let rootView = try #require(objects.compactMap { $0 as? UIView }.first)
        #expect(owner.viewIfLoaded === rootView)
        let viewOutlet = try #require(nib.connections.first { $0.id == "7" })
        #expect(viewOutlet.isConnected)
        #expect(viewOutlet.source === owner)
        let controllerOutlet = try #require(nib.connections.first { $0.id == "37" })
        #expect(!controllerOutlet.isConnected)
    }
}
