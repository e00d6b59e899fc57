import AdaptiveKit
import Foundation

/// Turns the objects of an ``IBDocument`` into live AdaptiveKit objects: controllers, views
/// (configured from the model), constraints installed on the views that own them, outlets and
/// actions, and the segues of each controller.
///
/// `UIStoryboard` and `UINib` use one instantiator per load; tools use it directly to lay out a
/// scene on a device (``IBSceneLayout``). It keeps what it made by IB id (``objects``), so a
/// trait change can install and uninstall views and constraints for the new size classes
/// (``IBLiveResolution``).
@MainActor
public final class IBInstantiator {
    /// How views are made.
    public struct Options: Sendable {
        /// Honour `placeholderIntrinsicWidth` / `placeholderIntrinsicHeight` (design time, as Xcode
        /// lays out the canvas; UIKit ignores them at run time).
        public var usesDesignTimeIntrinsicSizes = false
        /// Every view with an intrinsic size reports the size stored in the document instead of
        /// measuring (`storyboard frames --intrinsic-from-document`).
        public var intrinsicSizesFromDocument = false
        /// Table view cells of the document are added to their table view at their stored frames
        /// (as Xcode draws prototypes on the canvas) instead of being registered for reuse; and
        /// the canvas's sample content shows where an app's would: a picker view without a data
        /// source shows Xcode's sample rows, and a date picker set to the current date shows a
        /// fixed one (``IBInstantiator/canvasDate``).
        public var placesCellsAsOnCanvas = false
        /// An image the document names that is in no asset catalog and no file of the bundle is
        /// a placeholder at the size the document recorded (what `storyboard render` draws as a
        /// crossed box) instead of `nil` (what a device shows: nothing).
        public var placeholdersForMissingImages = false
        /// The layout ignores the verdicts Xcode saved (`misplaced="YES"`, `ambiguous="YES"`):
        /// every view laid out by constraints is held at its stored frame alike
        /// (``CanvasRule/storedFrameHold``), so what `storyboard lint` finds is computed, not read.
        public var ignoresSavedLayoutVerdicts = false
        /// Keep the constraints marked "Remove at build time" (`placeholder="YES"`): Xcode's canvas
        /// lays views out with them, and the app's code replaces them with its own at run time;
        /// UIKit never sees them (the default drops them, as the build does).
        public var keepsPlaceholderConstraints = false
        /// A custom class that names one of UIKit's own classes (`customClass="UIScrollView"` on
        /// a plain `<view>`, `UIInputView` on an input accessory view's root) makes that class, as
        /// UIKit does at run time. Xcode's canvas does not: it draws the element's own kind (a
        /// plain view stays a plain view, and its content is laid out as in one), so ``canvas``
        /// and the pictures turn this off.
        public var makesUIKitClassesNamedAsCustomClasses = true
        /// The version of iOS the objects are made for (``SystemVersion/latest`` by default).
        /// Before iOS 13 an inset-grouped table (`style="insetGrouped"`, an iOS 13 style) is made
        /// grouped, as the style's raw value falls back on older systems; ``IBSceneWindow`` also
        /// shows the scene on the screen as that version shows it (``Device/running(_:)``).
        public var systemVersion: SystemVersion = .latest

        public init(
            usesDesignTimeIntrinsicSizes: Bool = false, intrinsicSizesFromDocument: Bool = false, placesCellsAsOnCanvas: Bool = false,
            placeholdersForMissingImages: Bool = false, keepsPlaceholderConstraints: Bool = false,
            makesUIKitClassesNamedAsCustomClasses: Bool = true
        ) {
            self.keepsPlaceholderConstraints = keepsPlaceholderConstraints
            self.makesUIKitClassesNamedAsCustomClasses = makesUIKitClassesNamedAsCustomClasses
            self.usesDesignTimeIntrinsicSizes = usesDesignTimeIntrinsicSizes
            self.intrinsicSizesFromDocument = intrinsicSizesFromDocument
            self.placesCellsAsOnCanvas = placesCellsAsOnCanvas
            self.placeholdersForMissingImages = placeholdersForMissingImages
        }

        /// Xcode's canvas: design-time intrinsic sizes and constraints, sizes from the document,
        /// cells in place.
        public static let canvas = Options(
            usesDesignTimeIntrinsicSizes: true, intrinsicSizesFromDocument: true, placesCellsAsOnCanvas: true,
            keepsPlaceholderConstraints: true, makesUIKitClassesNamedAsCustomClasses: false)
    }

    /// Whether a constraint of the document is made: a readable one, and a placeholder only at
    /// design time (``Options/keepsPlaceholderConstraints``).
    func isMade(_ constraint: IBConstraint) -> Bool {
        constraint.isUsable || (options.keepsPlaceholderConstraints && constraint.isPlaceholder && constraint.unreadableAttributes.isEmpty)
    }

    /// The table style a document's `style` names, for ``Options/systemVersion``: plain by
    /// default, and grouped for `insetGrouped` before iOS 13 (the style did not exist).
    func tableStyle(named name: String?) -> UITableView.Style {
        let style = IBValueConversions.enumCase(UITableView.Style.self, named: name) ?? .plain
        return style == .insetGrouped && !options.systemVersion.hasDarkMode ? .grouped : style
    }

    /// Where a view sits in the document: its superview's id and its z-order index there.
    struct Placement {
        var view: UIView
        var object: IBObject
        var superviewID: String?
        var index: Int
        var isArranged: Bool
    }

    /// The document (resolved for the traits the objects were made for).
    public private(set) var document: IBDocument
    public let options: Options
    let bundle: Bundle?
    /// Problems met while instantiating: unknown classes, unmapped properties, unsupported
    /// guides and segues.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// Everything made, by IB id: views, layout guides, items (controllers are in
    /// ``object(withID:)``, held weakly).
    public internal(set) var objects: [String: AnyObject] = [:]
    /// The controllers made, by IB id. Weak, as the instantiator may outlive instantiation (an
    /// ``IBLiveResolution`` keeps it, and the controller keeps the resolution): a controller is
    /// owned by whoever shows it, its views by the controller and their superviews.
    private var controllers: [String: WeakController] = [:]

    private struct WeakController {
        weak var controller: UIViewController?
    }
    /// The constraints made, by IB id (installed or not).
    public internal(set) var constraints: [String: NSLayoutConstraint] = [:]
    /// Outlets and actions as they were connected.
    public internal(set) var connections: [IBConnectionRecord] = []
    /// The segues drawn from each table or collection view cell of the document, by the cell's IB
    /// id: shared by every cell made from it (``segueTriggers(forCellID:)``).
    private var cellSegueTriggers: [String: StoryboardSegueTriggers] = [:]

    /// The list of segues drawn from the cell with this IB id, made on first use: the cells made
    /// from a prototype share it with ``IBSegues``, which fills it when it attaches the scene's
    /// segues.
    func segueTriggers(forCellID id: String) -> StoryboardSegueTriggers {
        if let triggers = cellSegueTriggers[id] { return triggers }
        let triggers = StoryboardSegueTriggers()
        cellSegueTriggers[id] = triggers
        return triggers
    }

    var placements: [String: Placement] = [:] {
        didSet {
            placementIDsByView = nil
            firstPlacementIDsByView = nil
        }
    }
    /// The id of each placed view (built on first use after ``placements`` changes).
    var placementIDsByView: [ObjectIdentifier: (id: String, hasSuperviewID: Bool)]?
    /// The id of the first placement of each view in ``placements``' order (built on first use
    /// after ``placements`` changes).
    var firstPlacementIDsByView: [ObjectIdentifier: String]?
    /// Views whose superview chain has been checked by ``isInHierarchy(_:)`` during one
    /// ``installPendingConstraints()``, and the answer; `nil` outside it (nothing is kept).
    var installedChains: [ObjectIdentifier: Bool]?
    var constraintOwners: [String: String] = [:]
    var pendingConstraints: [(IBConstraint, UIView)] = []
    var pendingConnections: [IBConnection] = []
    /// Connections to or from a scene's views, kept until its view loads.
    var deferredConnections: [IBConnection] = []
    /// The views made, in the order they were made (for `awakeFromNib()`).
    var viewsMade: [UIView] = []
    /// References to objects of a scene's view tree wanted before it loads (a popover segue's
    /// anchor view), filled when it loads.
    var lazyReferences: [IBLazyReference] = []
    /// What the storyboard does once a scene's view has loaded, before `viewDidLoad()` (embed
    /// segues, segues triggered by controls, live resolution); run once.
    var sceneViewDidLoad: ((IBInstantiator, UIViewController) -> Void)?
    /// Base internationalisation's translations of the document, by `id.property` (see
    /// ``applyTranslations()``); applied to the controller and its items when it is made and to
    /// the scene's views when they load.
    public var translations: [String: String] = [:]
    /// How many of ``diagnostics`` and ``connections`` a storyboard loader has collected.
    var forwardedDiagnostics = 0
    var forwardedConnections = 0
    var warnedKeys: Set<String> = []
    /// Image names found in no catalog and no file of the bundle: looked up once (a lookup reads
    /// folders, and a document can show one missing image in thousands of views).
    var missingImageNames: Set<String> = []

    /// The ids of every view some constraint of the document mentions.
    var constrainedIDs: Set<String> { document.constrainedItemIDs }

    public init(document: IBDocument, options: Options = Options(), bundle: Bundle? = nil) {
        self.document = document
        self.options = options
        self.bundle = bundle
    }

    /// The object made for an IB id.
    public func object(withID id: String) -> AnyObject? { objects[id] ?? controllers[id]?.controller }

    /// The controllers made that are still alive, with their IB ids (in no particular order):
    /// what canvas rules that adjust controllers walk, instead of the whole document.
    var madeControllers: [(id: String, controller: UIViewController)] {
        controllers.compactMap { id, entry in entry.controller.map { (id, $0) } }
    }

    /// The view made for an IB id.
    public func view(withID id: String) -> UIView? { objects[id] as? UIView }

    /// A weak reference to the object made for an IB id: set now when it exists, else when the
    /// scene's view loads.
    func lazyReference(to id: String) -> IBLazyReference {
        let reference = IBLazyReference(id: id, object: object(withID: id))
        if reference.object == nil { lazyReferences.append(reference) }
        return reference
    }

    func warn(_ code: Diagnostic.Code, at position: SourcePosition?, _ message: String) {
        let key = "\(code.rawValue)|\(message)"
        guard warnedKeys.insert(key).inserted else { return }
        diagnostics.append(Diagnostic(.warning, code, file: document.path, at: position, message: message))
    }

    // MARK: Controllers

    /// Makes a controller and its view tree at once (without following relationship segues; see
    /// ``UIStoryboard``), connects the scene's constraints and the outlets of its views, and calls
    /// `viewDidLoad()` on controllers whose view comes from the document. The tools use this;
    /// storyboards load the view lazily (``makeControllerDeferringView(_:)``).
    public func makeController(_ object: IBObject) -> UIViewController {
        let controller = makeControllerDeferringView(object)
        if controller.sceneViewLoader != nil { controller.loadViewIfNeeded() }
        return controller
    }

    /// Makes a controller as a storyboard does: the controller, its navigation, tab bar and
    /// toolbar items, without its view. Outlets between objects made now are left pending
    /// (``connectPendingConnections(owner:)``); the scene's view tree is made when the view is
    /// first needed, by the controller's default `loadView()` (``loadSceneView(of:into:)``).
    public func makeControllerDeferringView(_ object: IBObject) -> UIViewController {
        let controller = controllerInstance(object)
        controllers[object.id] = WeakController(controller: controller)
        if let title = object.title { controller.title = title }
        if let item = object.navigationItem {
            objects[item.id] = controller.navigationItem
            if let title = item.title { controller.navigationItem.title = title }
            configureBarItems(of: controller.navigationItem, from: item)
            if let mode = IBValueConversions.enumCase(UINavigationItem.LargeTitleDisplayMode.self, named: item.attribute("largeTitleDisplayMode")) {
                controller.navigationItem.largeTitleDisplayMode = mode
            }
        }
        configureTabBarItem(of: controller, from: object)
        configureToolbarItems(of: controller, from: object)
        configureExtendedLayout(of: controller, from: object)
        if let tabs = controller as? UITabBarController,
           let bar = object.children.first(where: { $0.kind == .tabBar && $0.key == "tabBar" }) {
            configureTabBarPositioning(of: tabs.tabBar, from: bar)
            Self.configureContainerBars(of: tabs, from: object) { uiColor($0, at: bar.position) }
        }
        if let navigation = controller as? UINavigationController {
            Self.configureContainerBars(of: navigation, from: object) { uiColor($0, at: object.position) }
        }
        if let pages = controller as? UIPageViewController { Self.configurePages(pages, from: object) }
        if let navigation = controller as? UINavigationController, object.attribute("toolbarHidden") == "NO" {
            navigation.isToolbarHidden = false
        }
        // Shows Navigation Bar unchecked (`navigationBarHidden="YES"`), as UIKit's decoder sets it.
        if let navigation = controller as? UINavigationController, object.attribute("navigationBarHidden") == "YES" {
            navigation.isNavigationBarHidden = true
        }
        // `<navigationBar key="navigationBar" largeTitles="YES">`: Prefer Large Titles.
        if let navigation = controller as? UINavigationController,
           object.children.first(where: { $0.kind == .navigationBar && $0.key == "navigationBar" })?.attribute("largeTitles") == "YES" {
            navigation.navigationBar.prefersLargeTitles = true
        }
        if let raw = object.attribute("modalPresentationStyle"),
           let style = IBValueConversions.enumCase(UIModalPresentationStyle.self, named: raw) {
            controller.modalPresentationStyle = style
        }
        if let raw = object.attribute("modalTransitionStyle"),
           let style = IBValueConversions.enumCase(UIModalTransitionStyle.self, named: raw) {
            controller.modalTransitionStyle = style
        }
        // Connections touching the scene's views wait for the view; the others (the controller's
        // outlets to its bar items, their actions) are connected with the controller.
        var viewIDs: Set<String> = []
        if let viewObject = object.view, viewObject.kind.isView { viewObject.forEach { viewIDs.insert($0.id) } }
        var connections = object.connections.filter { $0.kind != .segue }
        object.forEach { descendant in
            if descendant.id != object.id { connections += descendant.connections.filter { $0.kind != .segue } }
        }
        for connection in connections {
            if viewIDs.contains(connection.sourceID) || connection.destination.map(viewIDs.contains) == true {
                deferredConnections.append(connection)
            } else {
                pendingConnections.append(connection)
            }
        }
        if let viewObject = object.view, viewObject.kind.isView {
            controller.sceneViewLoader = { [self] controller in loadSceneView(of: object, into: controller) }
        } else {
            pendingConnections += deferredConnections
            deferredConnections = []
        }
        applyTranslations()
        return controller
    }

    /// Makes the scene's view tree for its controller (the default `loadView()` of a storyboard
    /// controller): the views, the controller's top and bottom guides, the constraints, the
    /// outlets to the views, `awakeFromNib()` on each view made, then ``sceneViewDidLoad``.
    func loadSceneView(of object: IBObject, into controller: UIViewController) {
        guard let viewObject = object.view, viewObject.kind.isView else { return }
        let firstMade = viewsMade.count
        let root = makeViewTree(viewObject, superviewID: nil, index: 0)
        if let tableController = controller as? UITableViewController, let table = root as? UITableView {
            tableController.tableView = table
        } else if let collectionController = controller as? UICollectionViewController, let collectionView = root as? UICollectionView {
            collectionController.collectionView = collectionView
        } else {
            controller.view = root
        }
        for guide in object.layoutGuides {
            switch guide.kind {
            case .top: objects[guide.id] = controller.topLayoutGuide as AnyObject
            case .bottom: objects[guide.id] = controller.bottomLayoutGuide as AnyObject
            default: break
            }
        }
        pendingConnections += deferredConnections
        deferredConnections = []
        installPendingConstraints()
        connectPendingConnections()
        for reference in lazyReferences { reference.object = reference.object ?? self.object(withID: reference.id) }
        applyTranslations()
        for view in viewsMade[firstMade...] { view.awakeFromNib() }
        let hook = sceneViewDidLoad
        sceneViewDidLoad = nil
        hook?(self, controller)
    }

    private func controllerInstance(_ object: IBObject) -> UIViewController {
        if let name = object.customClass {
            if let make = IBClassRegistry.lookup(IBClassRegistry.controllers, name) { return make() }
            if let type = IBClassRegistry.runtimeClass(
                named: name, module: object.customModule, bundle: bundle, as: UIViewController.self,
                includingUIKit: options.makesUIKitClassesNamedAsCustomClasses),
               let controller = type.init(coder: IBDocumentCoder(objectID: object.id)) {
                return controller
            }
            if !IBClassRegistry.isUIKitClass(named: name, as: UIViewController.self) {
                warn(.unknownClass, at: object.position,
                 "Unknown class \(name) in Interface Builder file: made a \(object.kind.uiKitClassName ?? "UIViewController") instead (no class \(IBClassRegistry.modulesTried(module: object.customModule, bundle: bundle).map { "\($0).\(name)" }.joined(separator: " or ")) with init?(coder:); register it with UIStoryboard.register(forClassNamed:))")
            }
        }
        switch object.kind {
        case .viewController: return UIViewController()
        case .navigationController: return UINavigationController(nibName: nil, bundle: nil)
        case .splitViewController: return IBSplitView.make(object)
        case .tabBarController: return UITabBarController(nibName: nil, bundle: nil)
        case .tableViewController:
            return UITableViewController(style: tableStyle(named: object.view?.style))
        case .collectionViewController:
            return UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        case .pageViewController:
            return UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        default:
            warn(.unsupportedClass, at: object.position,
                 "\(object.kind.uiKitClassName ?? object.kind.rawValue) is not in AdaptiveKit: made a UIViewController instead")
            return UIViewController()
        }
    }

    /// A page view controller's `transitionStyle`, `navigationOrientation`, `spineLocation` and
    /// `doubleSided`, as `init(coder:)` reads them (UIKit's defaults: a page curl along the
    /// horizontal, its spine at the leading edge).
    static func configurePages(_ pages: UIPageViewController, from object: IBObject) {
        pages.transitionStyle = IBValueConversions.enumCase(UIPageViewController.TransitionStyle.self, named: object.attribute("transitionStyle")) ?? .pageCurl
        pages.navigationOrientation = IBValueConversions.enumCase(
            UIPageViewController.NavigationOrientation.self, named: object.attribute("navigationOrientation")) ?? .horizontal
        let spine = IBValueConversions.enumCase(UIPageViewController.SpineLocation.self, named: object.attribute("spineLocation"))
        pages.spineLocation = pages.transitionStyle == .scroll ? .none : spine.flatMap { $0 == .none ? nil : $0 } ?? .min
        pages.isDoubleSided = object.attribute("doubleSided") == "YES"
    }

    // MARK: Views

    /// Makes a view and its subtree (installed subviews added in z-order, uninstalled ones made
    /// and kept for outlets and later installation), records its constraints for installation.
    @discardableResult
    public func makeViewTree(_ object: IBObject, superviewID: String?, index: Int, isArranged: Bool = false) -> UIView {
        let view = viewInstance(object)
        objects[object.id] = view
        viewsMade.append(view)
        placements[object.id] = Placement(view: view, object: object, superviewID: superviewID, index: index, isArranged: isArranged)
        configure(view, from: object)
        // A view with a fixed frame (`fixedFrame="YES"`), or one no constraint mentions in an
        // Auto Layout document (Xcode adds prototyping constraints at build time), keeps its frame
        // through its autoresizing mask, as it does at run time.
        if !view.translatesAutoresizingMaskIntoConstraints, !isArranged,
           object.attribute("fixedFrame") == "YES" || !constrainedIDs.contains(object.id) {
            view.translatesAutoresizingMaskIntoConstraints = true
        }
        makeChildren(of: object, in: view)
        if options.placesCellsAsOnCanvas, let collectionView = view as? UICollectionView { placePrototypes(of: object, in: collectionView) }
        let effectView = view as? UIVisualEffectView
        let container = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
            ?? effectView?.contentView ?? view
        let contentObject = object.children.first {
            object.isCellContentView($0) || (effectView != nil && $0.key == "contentView" && $0.kind.isView)
        }
        if let contentObject {
            if !contentObject.id.isEmpty { objects[contentObject.id] = container }
            // The content view starts at its stored frame, so the autoresizing masks of its
            // subviews are relative to the size Xcode laid them out in.
            if let frame = contentObject.frame { container.frame = IBValueConversions.rect(frame) }
            configure(container, from: contentObject, isContentView: true)
            addSubviews(of: contentObject, to: container, parentID: contentObject.id)
            pendingConstraints += contentObject.constraints.filter(isMade).map { ($0, container) }
            for guide in contentObject.layoutGuides { registerGuide(guide, owner: container) }
        }
        addSubviews(of: object, to: view, parentID: object.id)
        pendingConstraints += object.constraints.filter(isMade).map { ($0, view) }
        for guide in object.layoutGuides { registerGuide(guide, owner: view) }
        if let cell = view as? UITableViewCell { adoptStandardContent(of: cell, from: object) }
        if let toolbar = view as? UIToolbar { configureToolbarItems(of: toolbar, from: object) }
        return view
    }

    private func addSubviews(of object: IBObject, to view: UIView, parentID: String) {
        let stack = view as? UIStackView
        for (index, subviewObject) in object.subviews.enumerated() where subviewObject.kind.isView {
            let subview = makeViewTree(subviewObject, superviewID: parentID, index: index, isArranged: stack != nil)
            guard subviewObject.isInstalled else { continue }
            if let stack { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
    }

    private func makeChildren(of object: IBObject, in view: UIView) {
        for child in object.children where child.kind.isView {
            switch child.kind {
            case _ where object.isCellContentView(child):
                continue
            case _ where view is UIVisualEffectView && child.key == "contentView":
                continue
            case .tableViewCell where view is UITableView:
                placeCell(child, in: view as! UITableView)
            default:
                let childView = makeViewTree(child, superviewID: object.id, index: -1)
                switch (child.key, view) {
                case ("tableHeaderView"?, let table as UITableView): table.tableHeaderView = childView
                case ("tableFooterView"?, let table as UITableView): table.tableFooterView = childView
                case ("backgroundView"?, let cell as UITableViewCell): cell.backgroundView = childView
                case ("selectedBackgroundView"?, let cell as UITableViewCell): cell.selectedBackgroundView = childView
                default:
                    if child.kind == .collectionViewCell || child.kind == .collectionReusableView, options.placesCellsAsOnCanvas,
                       canvasShowsSupplementaryView(child, of: object, in: view) {
                        view.addSubview(childView)
                    } else if child.kind == .collectionViewCell, !options.placesCellsAsOnCanvas, let collectionView = view as? UICollectionView {
                        registerPrototype(child, in: collectionView)
                    }
                }
            }
        }
        // Static table sections hold their cells: on the canvas placed where the document puts
        // them; at run time the table's static content, which a table view controller's data
        // source answers with, each cell firing the segues drawn from it.
        if let table = view as? UITableView {
            if object.isStaticTable, !options.placesCellsAsOnCanvas {
                table.staticSections = object.sections.map { section in
                    let cellObjects = section.children.filter { $0.kind == .tableViewCell }
                    let cells = cellObjects.map { cellObject in
                        let cell = makeViewTree(cellObject, superviewID: nil, index: -1) as? UITableViewCell
                            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
                        cell.storyboardSegueTriggers = segueTriggers(forCellID: cellObject.id)
                        return cell
                    }
                    // The cell's own row height, else the table's (-1: automatic), else its frame's.
                    let heights: [CGFloat] = cellObjects.map { cellObject in
                        if let height = cellObject.rowHeight ?? object.rowHeight { return CGFloat(height) }
                        return cellObject.frame.map(IBValueConversions.rect)?.height ?? UITableView.automaticDimension
                    }
                    return UITableView.StaticSection(
                        headerTitle: section.element["headerTitle"], footerTitle: section.element["footerTitle"], cells: cells, rowHeights: heights)
                }
            } else {
                for section in object.sections {
                    for cell in section.children where cell.kind == .tableViewCell { placeCell(cell, in: table) }
                }
            }
        }
    }

    private func placeCell(_ cellObject: IBObject, in table: UITableView) {
        if options.placesCellsAsOnCanvas {
            let cell = makeViewTree(cellObject, superviewID: nil, index: -1)
            table.addSubview(cell)
            return
        }
        // Prototypes: each dequeue makes a fresh copy of the cell's subtree, which fires the
        // segues drawn from the prototype.
        let cell = makeViewTree(cellObject, superviewID: nil, index: -1)
        let triggers = segueTriggers(forCellID: cellObject.id)
        (cell as? UITableViewCell)?.storyboardSegueTriggers = triggers
        guard let identifier = cellObject.reuseIdentifier else { return }
        let document = document, options = options, bundle = bundle
        table.register(forCellReuseIdentifier: identifier) {
            let instantiator = IBInstantiator(document: document, options: options, bundle: bundle)
            let made = instantiator.makeViewTree(cellObject, superviewID: nil, index: -1)
            instantiator.installPendingConstraints()
            let cell = made as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
            cell.storyboardSegueTriggers = triggers
            return cell
        }
    }

    /// Registers a collection view's prototype cell for its reuse identifier: each dequeue makes
    /// a fresh copy of the cell's subtree, which fires the segues drawn from the prototype.
    private func registerPrototype(_ cellObject: IBObject, in collectionView: UICollectionView) {
        guard let identifier = cellObject.reuseIdentifier else { return }
        let triggers = segueTriggers(forCellID: cellObject.id)
        let document = document, options = options, bundle = bundle
        collectionView.register(forCellWithReuseIdentifier: identifier) {
            let instantiator = IBInstantiator(document: document, options: options, bundle: bundle)
            let made = instantiator.makeViewTree(cellObject, superviewID: nil, index: -1)
            instantiator.installPendingConstraints()
            let cell = made as? UICollectionViewCell ?? UICollectionViewCell(frame: made.frame)
            cell.storyboardSegueTriggers = triggers
            return cell
        }
    }

    private func viewInstance(_ object: IBObject) -> UIView {
        let frame = object.frame.map(IBValueConversions.rect) ?? .zero
        if let name = object.customClass {
            if let make = IBClassRegistry.lookup(IBClassRegistry.views, name) {
                let view = make(frame)
                view.frame = frame
                return view
            }
            if let type = IBClassRegistry.runtimeClass(
                named: name, module: object.customModule, bundle: bundle, as: UIView.self,
                includingUIKit: options.makesUIKitClassesNamedAsCustomClasses),
               let view = type.init(coder: IBDocumentCoder(objectID: object.id)) {
                view.frame = frame
                return view
            }
            // On the canvas a UIKit class named as a custom class is drawn as the element's own
            // kind, as Xcode draws it: known, so not warned about.
            if !IBClassRegistry.isUIKitClass(named: name, as: UIView.self) {
                warn(.unknownClass, at: object.position,
                     "Unknown class \(name) in Interface Builder file: made a \(object.kind.uiKitClassName ?? "UIView") instead")
            }
        }
        let sized = options.intrinsicSizesFromDocument
        let view: UIView
        switch object.kind {
        case .label: view = sized ? DocumentSizedLabel(frame: frame) : UILabel(frame: frame)
        case .button:
            // `buttonType` as written (`system`, `custom`, `infoLight`, …; iOS 6's `roundedRect` is
            // the system button); without one, a custom button, as UIKit decodes it.
            let type = object.buttonType == "roundedRect" ? .system
                : IBValueConversions.enumCase(UIButton.ButtonType.self, named: object.buttonType) ?? .custom
            let button = sized ? DocumentSizedButton(type: type) : UIButton(type: type)
            button.frame = frame
            view = button
        case .imageView: view = sized ? DocumentSizedImageView(frame: frame) : UIImageView(frame: frame)
        case .textField: view = sized ? DocumentSizedTextField(frame: frame) : UITextField(frame: frame)
        case .textView: view = sized ? DocumentSizedTextView(frame: frame) : UITextView(frame: frame)
        case .switch: view = sized ? DocumentSizedSwitch(frame: frame) : UISwitch(frame: frame)
        case .slider: view = sized ? DocumentSizedSlider(frame: frame) : UISlider(frame: frame)
        case .segmentedControl: view = sized ? DocumentSizedSegmentedControl(frame: frame) : UISegmentedControl(frame: frame)
        case .stepper: view = sized ? DocumentSizedStepper(frame: frame) : UIStepper(frame: frame)
        case .progressView: view = sized ? DocumentSizedProgressView(frame: frame) : UIProgressView(frame: frame)
        case .activityIndicatorView: view = sized ? DocumentSizedActivityIndicatorView(frame: frame) : UIActivityIndicatorView(frame: frame)
        case .pageControl: view = sized ? DocumentSizedPageControl(frame: frame) : UIPageControl(frame: frame)
        case .pickerView: view = sized ? DocumentSizedPickerView(frame: frame) : UIPickerView(frame: frame)
        case .datePicker: view = sized ? DocumentSizedDatePicker(frame: frame) : UIDatePicker(frame: frame)
        case .searchBar: view = sized ? DocumentSizedSearchBar(frame: frame) : UISearchBar(frame: frame)
        case .navigationBar: view = sized ? DocumentSizedNavigationBar(frame: frame) : UINavigationBar(frame: frame)
        case .toolbar: view = sized ? DocumentSizedToolbar(frame: frame) : UIToolbar(frame: frame)
        case .tabBar: view = sized ? DocumentSizedTabBar(frame: frame) : UITabBar(frame: frame)
        case .stackView: view = UIStackView(frame: frame)
        case .scrollView: view = UIScrollView(frame: frame)
        case .tableView:
            view = UITableView(frame: frame, style: tableStyle(named: object.style))
        case .tableViewCell:
            let cell: UITableViewCell
            if options.placesCellsAsOnCanvas {
                let canvasCell = CanvasTableViewCell(style: Self.cellStyle(object), reuseIdentifier: object.reuseIdentifier)
                canvasCell.storedContentFrame = object.children.first { $0.kind == .tableViewCellContentView }?.frame.map(IBValueConversions.rect)
                canvasCell.storedWidth = object.frame.map { CGFloat($0.width) }
                cell = canvasCell
            } else {
                cell = UITableViewCell(style: Self.cellStyle(object), reuseIdentifier: object.reuseIdentifier)
            }
            if let accessory = IBValueConversions.enumCase(UITableViewCell.AccessoryType.self, named: object.attribute("accessoryType")) {
                cell.accessoryType = accessory
            }
            cell.frame = frame
            view = cell
        case .collectionView:
            // On the canvas, the layout places the prototype cells (see `placePrototypes`).
            let layout = options.placesCellsAsOnCanvas ? CanvasCollectionViewFlowLayout() : UICollectionViewFlowLayout()
            view = UICollectionView(frame: frame, collectionViewLayout: layout)
        case .collectionViewCell: view = UICollectionViewCell(frame: frame)
        case .collectionReusableView: view = UICollectionReusableView(frame: frame)
        case .visualEffectView:
            let effectView = UIVisualEffectView(effect: visualEffect(of: object))
            effectView.frame = frame
            view = effectView
        case .view, .containerView:
            view = needsDesignTimeSize(object) ? DocumentSizedView(frame: frame) : UIView(frame: frame)
        default:
            warn(.unsupportedView, at: object.position,
                 "\(object.kind.uiKitClassName ?? object.kind.rawValue) is not in AdaptiveKit: made a placeholder UIView")
            view = UnsupportedKindView(frame: frame, className: object.kind.uiKitClassName ?? object.kind.rawValue)
        }
        if let sizedView = view as? any DocumentSized, let stored = object.frame {
            let size = CGSize(width: stored.width, height: stored.height)
            if sized { sizedView.documentSize = size }
            if sized, object.kind == .imageView, object.image != nil { sizedView.forcedAxes = (true, true) }
            if sized, let axes = Self.placeholderKindAxes[object.kind.rawValue] { sizedView.forcedAxes = axes }
            // A text view that does not scroll sizes to its text (its height, for its width).
            if sized, object.kind == .textView, object.attribute("scrollEnabled") == "NO" { sizedView.forcedAxes = (false, true) }
            if options.usesDesignTimeIntrinsicSizes {
                let width = object.placeholderIntrinsicWidth, height = object.placeholderIntrinsicHeight
                if width != nil || height != nil {
                    let current = sizedView.documentSize ?? size
                    sizedView.documentSize = CGSize(
                        width: width.map { $0 < 0 ? UIView.noIntrinsicMetric : $0 } ?? current.width,
                        height: height.map { $0 < 0 ? UIView.noIntrinsicMetric : $0 } ?? current.height)
                    sizedView.forcedAxes = (width.map { $0 >= 0 } ?? sizedView.forcedAxes.width,
                                            height.map { $0 >= 0 } ?? sizedView.forcedAxes.height)
                }
            }
        }
        return view
    }

    /// A visual effect view's effect: `<blurEffect style="…"/>`, or `<vibrancyEffect>` around a
    /// blur effect (and with a `style` since iOS 13); `nil` when the document has none. An unknown
    /// style is reported and read as `regular`.
    private func visualEffect(of object: IBObject) -> UIVisualEffect? {
        func blur(_ element: IBElement?) -> UIBlurEffect {
            let name = element?["style"] ?? "regular"
            guard let style = IBValueConversions.enumCase(UIBlurEffect.Style.self, named: name) else {
                warn(.unknownValue, at: element?.position ?? object.position,
                     "unknown blur effect style \"\(name)\": drawn as regular")
                return UIBlurEffect(style: .regular)
            }
            return UIBlurEffect(style: style)
        }
        if let vibrancy = object.element.firstElement(named: "vibrancyEffect") {
            let blurEffect = blur(vibrancy.firstElement(named: "blurEffect"))
            if let styleName = vibrancy["style"], let style = IBValueConversions.enumCase(UIVibrancyEffect.Style.self, named: styleName) {
                return UIVibrancyEffect(blurEffect: blurEffect, style: style)
            }
            return UIVibrancyEffect(blurEffect: blurEffect)
        }
        guard let element = object.element.firstElement(named: "blurEffect") else { return nil }
        return blur(element)
    }

    /// Kinds whose UIKit views have an intrinsic size on these axes, which the document's stored
    /// size stands for on the canvas whatever AdaptiveKit measures (a compact date picker's text
    /// is measured with other fonts; map and web views, placeholders, have none).
    static let placeholderKindAxes: [String: (width: Bool, height: Bool)] = [
        "searchBar": (false, true), "datePicker": (true, true), "pickerView": (true, true),
        "mapView": (false, false), "webView": (false, false), "wkWebView": (false, false),
    ]

    private func needsDesignTimeSize(_ object: IBObject) -> Bool {
        options.usesDesignTimeIntrinsicSizes && (object.placeholderIntrinsicWidth != nil || object.placeholderIntrinsicHeight != nil)
    }
}

/// A weak reference to an object of a scene that may not be made yet (see
/// ``IBInstantiator/lazyReference(to:)``).
@MainActor
final class IBLazyReference {
    let id: String
    weak var object: AnyObject? {
        didSet { isCell = isCell || Self.isCell(object) }
    }
    /// Whether the object was a table or collection view cell (a prototype the reference may
    /// outlive: a popover anchored there points at the selected cell instead).
    private(set) var isCell: Bool

    init(id: String, object: AnyObject?) {
        self.id = id
        self.object = object
        isCell = Self.isCell(object)
    }

    private static func isCell(_ object: AnyObject?) -> Bool {
        object is UITableViewCell || object is UICollectionViewCell
    }
}
