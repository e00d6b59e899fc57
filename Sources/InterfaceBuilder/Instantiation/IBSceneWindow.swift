import AdaptiveKit
import Foundation

/// A scene of a document shown in a window of a device, as the running app would show it and as
/// Xcode's canvas frames it, for `storyboard render` and anything else that draws scenes.
///
/// A storyboard scene's controller is made by the storyboard's loader (relationships followed:
/// a navigation controller shows its root with its bar, a split view controller its columns, a
/// tab bar controller its tabs) and becomes the window's root view controller. A controller that
/// the document puts inside a navigation or tab bar controller (its root, one of its tabs, or a
/// scene pushed from such a root by a `show` / `push` segue) is shown inside a real one, so its
/// title and bar button items appear in a bar, as Xcode draws them. A controller in no such
/// container whose simulated metrics choose a navigation bar, a toolbar or a tab bar (a scene
/// pushed from another storyboard or from code) is shown inside one too, as Xcode's canvas draws
/// the simulated bars. A xib's top-level view fills the screen when its simulated size is
/// inferred (``IBSceneLayout/fillsScreen(_:in:)``), else is placed at its stored size inside the
/// safe area.
///
/// Prototype cells are shown as on Xcode's canvas (``IBInstantiator/Options/placesCellsAsOnCanvas``),
/// since no data source runs: a table's where the document placed them, a collection view's each
/// once, in order, laid out by its flow layout.
@MainActor
public struct IBSceneWindow {
    /// The window, key and visible, laid out.
    public let window: UIWindow
    /// Instantiation diagnostics (unknown classes, unsupported views) of this scene.
    public let diagnostics: [Diagnostic]
    /// Whether Xcode's canvas draws the status bar over the scene: not when the scene's simulated
    /// status bar, or that of the navigation controller it is in, is "None"
    /// (`<nil key="simulatedStatusBarMetrics"/>`).
    public var showsStatusBar = true
    /// The style of the simulated status bar: `statusBarStyle="lightContent"` (and the legacy
    /// `blackOpaque` / `blackTranslucent`, light contents too) or `darkContent`; the default otherwise.
    public var statusBarStyle: UIStatusBarStyle = .default
    /// The loader that made a storyboard scene's controllers and views.
    private var loader: IBStoryboardLoader?
    /// The views of a xib's top-level view, made without a loader.
    private var xibViews = IBMadeViews()

    /// The document id of a view in the window: any view made from the document (the scene's,
    /// those of the scenes it shows: embedded children, columns, tabs, a presenter), inside cells,
    /// stack views and scroll views too; `nil` for views the document does not describe (a
    /// container's bars, section titles).
    public func objectID(of view: UIView) -> String? {
        loader?.objectID(of: view) ?? xibViews.id(of: view)
    }

    /// The options scenes are made with: design-time placeholder sizes and constraints (those the
    /// app's code replaces at run time: without them a table pinned by a placeholder has no
    /// height, and the picture is blank) and prototype cells on the canvas, intrinsic sizes
    /// measured (by the installed `TextMeasurement.current`), missing images as placeholders at
    /// their recorded sizes (drawn as crossed boxes).
    /// A UIKit class named as a custom class is drawn as the element's kind, as Xcode draws it.
    public static let options = IBInstantiator.Options(
        usesDesignTimeIntrinsicSizes: true, intrinsicSizesFromDocument: false, placesCellsAsOnCanvas: true,
        placeholdersForMissingImages: true, keepsPlaceholderConstraints: true, makesUIKitClassesNamedAsCustomClasses: false)

    /// ``options`` for scenes shown as `systemVersion` shows them (``IBInstantiator/Options/systemVersion``).
    public static func options(for systemVersion: SystemVersion) -> IBInstantiator.Options {
        var options = options
        options.systemVersion = systemVersion
        return options
    }

    /// The ids of the scenes a document can show: storyboard scenes with a controller (not
    /// references to other storyboards), or a xib's top-level views.
    public nonisolated static func sceneIDs(in document: IBDocument) -> [String] {
        if document.kind == .storyboard {
            return document.scenes.compactMap { scene in
                guard let controller = scene.controller, controller.kind.isController, controller.kind != .viewControllerPlaceholder else { return nil }
                return scene.id
            }
        }
        return document.objects.filter(\.kind.isView).map(\.id)
    }

    /// A short human name for a scene: its title, the controller's label, custom class or
    /// storyboard identifier, else the kind of controller.
    public nonisolated static func sceneName(_ sceneID: String, in document: IBDocument) -> String {
        if let scene = document.scenes.first(where: { $0.id == sceneID }) {
            if let title = scene.title, !title.isEmpty { return title }
            if let controller = scene.controller {
                return controller.userLabel ?? controller.customClass ?? controller.storyboardIdentifier ?? controller.className
            }
        }
        if let object = document.objects.first(where: { $0.id == sceneID }) {
            return object.userLabel ?? object.customClass ?? object.className
        }
        return sceneID
    }

    /// Shows the scene `sceneID` of `loader`'s document on `device`.
    ///
    /// The scene is shown as the version of iOS of the loader's options
    /// (``IBInstantiator/Options/systemVersion``) shows it: on the device's screen as that version
    /// has it (``Device/running(_:)``: before iOS 11 a 20-pt status bar and no notch or home
    /// indicator insets, before iOS 8 no size classes, so the Any/Any layout), and light before
    /// iOS 13, which has no dark mode (`userInterfaceStyle` is then ignored; the tools refuse to
    /// ask for it).
    ///
    /// - Parameter windowWidth: an iPad multitasking window's width (Slide Over, Split View),
    ///   `nil` for the full screen: the window is narrowed to it before its controllers are made
    ///   (``IBLayoutEnvironment/applyWindowWidth(to:)``), so its horizontal size class follows it.
    /// - Returns: `nil` when the document has no such scene.
    public static func make(
        sceneID: String, loader: IBStoryboardLoader, device: Device, orientation: UIInterfaceOrientation,
        userInterfaceStyle: UIUserInterfaceStyle = .light, contentSizeCategory: UIContentSizeCategory? = nil,
        windowWidth: CGFloat? = nil
    ) -> IBSceneWindow? {
        let environment = IBLayoutEnvironment(windowWidth: windowWidth)
        let document = loader.document
        let systemVersion = loader.options.systemVersion
        let device = device.running(systemVersion)
        let userInterfaceStyle = systemVersion.hasDarkMode ? userInterfaceStyle : .light
        if document.kind == .storyboard {
            guard let scene = document.scenes.first(where: { $0.id == sceneID }), let object = scene.controller,
                  object.kind.isController, object.kind != .viewControllerPlaceholder else { return nil }
            // Without its simulated status bar, a phone with a home button draws the scene from
            // the top of the screen in portrait (as `IBSceneLayout` lays it out: AVMetadataRecordPlay 036).
            let statusBar = simulatedStatusBar(of: object, in: document)
            var sceneDevice = device
            if !statusBar.shown, device.idiom == .phone, !device.hasHomeIndicator, !orientation.isLandscape {
                sceneDevice = device.withPortraitTopInset(0)
            }
            let window = UIWindow(device: sceneDevice, orientation: orientation)
            // The controllers are made for this screen, whatever window a picture before showed.
            window.makeScreenMain()
            if userInterfaceStyle != .light { window.setUserInterfaceStyle(userInterfaceStyle) }
            if let contentSizeCategory { window.setPreferredContentSizeCategory(contentSizeCategory) }
            environment.applyWindowWidth(to: window)
            let before = loader.diagnostics.count
            guard let controller = loader.makeViewController(withObjectID: object.id) else { return nil }
            let sheet = presentingSegue(to: object.id, in: document)
            let presenter = sheet.flatMap { loader.makeViewController(withObjectID: $0.sourceID) }
            window.rootViewController = wrapped(presenter ?? controller, id: sheet?.sourceID ?? object.id, in: document, bundle: loader.bundle)
            showSimulatedToolbars(from: window.rootViewController, loader: loader)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            if let sheet, let presenter {
                // A sheet or popover is shown over the scene that presents it, as on the device.
                controller.modalPresentationStyle = sheet.style
                if let popover = controller.popoverPresentationController {
                    // The segue's `popoverAnchorBarButtonItem` (or the bar button item it is drawn
                    // from), found among the presenter's navigation and toolbar items.
                    let presenterObject = document.scenes.lazy.compactMap(\.controller).first { $0.id == sheet.sourceID }
                    let anchorID = sheet.anchorID
                    let anchor = anchorID.flatMap { id in presenterObject.flatMap { barItem(withID: id, of: $0, in: presenter) } }
                        ?? presenter.navigationItem.rightBarButtonItems?.first ?? presenter.navigationItem.leftBarButtonItems?.first
                    let navigation = presenter.navigationController
                    let toolbarFrame = anchor.flatMap { item in navigation.flatMap { $0.isToolbarHidden ? nil : $0.toolbar.frame(for: item) } }
                    if sheet.anchoredAtBarItem, let anchor, let bar = navigation?.navigationBar, let frame = bar.frame(for: anchor) {
                        // Anchored at the bar button item, where the navigation bar draws it.
                        popover.barButtonItem = anchor
                        popover.sourceView = bar
                        popover.sourceRect = frame
                    } else if sheet.anchoredAtBarItem, let anchor, let toolbar = navigation?.toolbar, let frame = toolbarFrame {
                        // Or where the toolbar draws it.
                        popover.barButtonItem = anchor
                        popover.sourceView = toolbar
                        popover.sourceRect = frame
                    } else if let anchorID, let presenterObject, let anchorView = view(withID: anchorID, of: presenterObject, in: presenter) {
                        // Anchored at the segue's `popoverAnchorView` (or the control it is drawn from).
                        popover.sourceView = anchorView
                        popover.sourceRect = anchorView.bounds
                    } else {
                        popover.sourceView = presenter.view
                        popover.sourceRect = CGRect(x: presenter.view.bounds.midX, y: presenter.view.bounds.midY, width: 1, height: 1)
                    }
                }
                presenter.present(controller, animated: false)
                window.layoutIfNeeded()
            }
            if placeCanvasCells(in: window) { window.layoutIfNeeded() }
            addSectionTitles(in: window, loader: loader)
            var made = IBSceneWindow(window: window, diagnostics: Array(loader.diagnostics.dropFirst(before)))
            (made.showsStatusBar, made.statusBarStyle) = statusBar
            made.loader = loader
            return made
        }
        guard let object = document.objects.first(where: { $0.id == sceneID && $0.kind.isView }) else { return nil }
        let window = UIWindow(device: device, orientation: orientation)
        window.makeScreenMain()
        if userInterfaceStyle != .light { window.setUserInterfaceStyle(userInterfaceStyle) }
        if let contentSizeCategory { window.setPreferredContentSizeCategory(contentSizeCategory) }
        environment.applyWindowWidth(to: window)
        let traits = windowWidth == nil ? device.traitCollection(for: orientation) : window.traitCollection
        let instantiator = IBInstantiator(document: document.resolved(for: IBTraits(traits)),
                                          options: Self.options(for: systemVersion), bundle: loader.bundle)
        let view = instantiator.makeViewTree(object, superviewID: nil, index: 0)
        instantiator.installPendingConstraints()
        let host = UIViewController()
        window.rootViewController = host
        let insets = device.safeAreaInsets(for: orientation)
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = []
        if IBSceneLayout.fillsScreen(object, in: document) {
            // Simulated Size "Inferred": the view is the device's screen, as Xcode's View As shows it.
            view.frame = CGRect(origin: .zero, size: device.size(for: orientation))
        } else if let frame = object.frame {
            let stored = IBValueConversions.rect(frame)
            view.frame = CGRect(x: insets.left, y: insets.top, width: stored.width, height: stored.height)
        }
        host.view.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        var made = IBSceneWindow(window: window, diagnostics: instantiator.diagnostics)
        made.xibViews.record(instantiator)
        return made
    }

    /// A controller inside the containers the document puts it in (see ``CanvasContainers``),
    /// or that its simulated bars stand for (see ``simulatedBars(of:)``).
    static func wrapped(_ controller: UIViewController, id: String, in document: IBDocument, bundle: Bundle?) -> UIViewController {
        var top = controller
        // The document's bars' colours (the instantiator reports colours it cannot make).
        let color: (IBColor?) -> UIColor? = { $0.flatMap { IBValueConversions.color($0, resources: document.resources, bundle: bundle).0 } }
        let segues = IBSegueIndex(document)
        let chain = CanvasContainers.chain(of: id, in: segues, toolsVersion: IBSceneLayout.toolsVersion(of: document)).relationships
        let simulated = document.object(withID: id).map { simulatedBars(of: $0) } ?? SimulatedBars()
        let isContainer = controller is UINavigationController || controller is UITabBarController || controller is UISplitViewController
        if !isContainer, !chain.contains(.rootViewController), simulated.navigationBar || simulated.toolbar {
            // A scene in no navigation controller of this document (pushed from another storyboard
            // or from code, a column UIKit wraps) whose simulated top bar is a navigation bar or
            // whose bottom bar is a toolbar: Xcode draws the bars on the canvas, with the scene's
            // navigation item (title, bar button items) and toolbar items. A navigation controller
            // draws them here the same way.
            let navigation = UINavigationController(rootViewController: top)
            navigation.isNavigationBarHidden = !simulated.navigationBar
            navigation.isToolbarHidden = !simulated.toolbar
            top = navigation
        }
        if !isContainer, !chain.contains(.viewControllers), simulated.tabBar {
            // A simulated tab bar outside a tab bar controller: a bar with the scene's tab item.
            let tabs = UITabBarController(nibName: nil, bundle: nil)
            tabs.viewControllers = [top]
            top = tabs
        }
        for relationship in chain {
            if relationship == .rootViewController, !(top is UINavigationController) {
                let navigation = UINavigationController(rootViewController: top)
                // The document's navigation controller shows its toolbar under each of its
                // children, with the child's `toolbarItems`.
                // A scene whose simulated bottom bar is "None" (`<nil key="simulatedBottomBarMetrics"/>`)
                // is drawn without it.
                let object = document.object(withID: id)
                let noBottomBar = object?.setsSimulatedMetricToNone("simulatedBottomBarMetrics") == true
                if !noBottomBar, segues.enclosingNavigationController(of: id)?.attribute("toolbarHidden") == "NO"
                    || object.map(simulatesToolbar) == true {
                    navigation.isToolbarHidden = false
                }
                // Its bar's Prefer Large Titles (`largeTitles="YES"`), its bars' Translucent.
                if let enclosing = segues.enclosingNavigationController(of: id) {
                    // Its Shows Navigation Bar unchecked, unless the scene's simulated top bar
                    // is a navigation bar.
                    if enclosing.attribute("navigationBarHidden") == "YES", !simulated.navigationBar {
                        navigation.isNavigationBarHidden = true
                    }
                    if enclosing.children.first(where: { $0.kind == .navigationBar && $0.key == "navigationBar" })?.attribute("largeTitles") == "YES" {
                        navigation.navigationBar.prefersLargeTitles = true
                    }
                    IBInstantiator.configureContainerBars(of: navigation, from: enclosing, color: color)
                }
                top = navigation
            } else if relationship == .viewControllers, !(top is UITabBarController) {
                let tabs = UITabBarController(nibName: nil, bundle: nil)
                tabs.viewControllers = [top]
                // The document's tab bar controller's bar as it looks.
                if let tabObject = segues.tabBarController(showing: id, throughPushes: true) {
                    IBInstantiator.configureContainerBars(of: tabs, from: tabObject, color: color)
                }
                top = tabs
            }
        }
        return top
    }

    /// A navigation controller (the document's, or one UIKit makes for a split view's column)
    /// whose top controller chooses a toolbar as its simulated bottom bar (`<simulatedToolbarMetrics
    /// key="simulatedBottomBarMetrics">`) shows its toolbar, as Xcode draws the scene: with the
    /// controller's `toolbarItems` (NetNewsWire 078's columns).
    static func showSimulatedToolbars(from controller: UIViewController?, loader: IBStoryboardLoader) {
        guard let controller else { return }
        if let navigation = controller as? UINavigationController, navigation.isToolbarHidden,
           let top = navigation.topViewController, let id = loader.objectID(of: top),
           let object = loader.document.object(withID: id), simulatesToolbar(object) {
            navigation.isToolbarHidden = false
        }
        for child in controller.children { showSimulatedToolbars(from: child, loader: loader) }
    }

    /// The simulated status bar of a scene's controller, or, when it says nothing (the inspector's
    /// "Inferred"), of the navigation controller it is in: whether it is shown and its style.
    nonisolated static func simulatedStatusBar(of object: IBObject, in document: IBDocument) -> (shown: Bool, style: UIStatusBarStyle) {
        for candidate in [object, IBSegueIndex(document).enclosingNavigationController(of: object.id)].compactMap({ $0 }) {
            if candidate.setsSimulatedMetricToNone("simulatedStatusBarMetrics") || candidate.setsSimulatedMetricToNone("statusBar") {
                return (false, .default)
            }
            if let metric = candidate.simulatedMetrics.first(where: { $0.name == "simulatedStatusBarMetrics" }) {
                switch metric["statusBarStyle"] {
                case "lightContent", "blackOpaque", "blackTranslucent": return (true, .lightContent)
                case "darkContent": return (true, .darkContent)
                default: return (true, .default)
                }
            }
        }
        return (true, .default)
    }

    /// The bars a controller's simulated metrics choose (the inspector's Top Bar and Bottom Bar).
    struct SimulatedBars: Equatable {
        /// `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">` (`topBar` before Xcode 8).
        var navigationBar = false
        /// `<simulatedToolbarMetrics key="simulatedBottomBarMetrics">` (`bottomBar`).
        var toolbar = false
        /// `<simulatedTabBarMetrics key="simulatedBottomBarMetrics">` (`bottomBar`).
        var tabBar = false
    }

    /// The bars a controller's simulated metrics choose; an explicit "None"
    /// (`<nil key="simulatedTopBarMetrics"/>`) chooses none. With `translucentOnly`, an opaque
    /// bar (`translucent="NO"`) counts as none.
    nonisolated static func simulatedBars(of object: IBObject, translucentOnly: Bool = false) -> SimulatedBars {
        var bars = SimulatedBars()
        for metric in object.simulatedMetrics where !translucentOnly || metric["translucent"] != "NO" {
            switch (metric.name, metric.key) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?), ("simulatedNavigationBarMetrics", "topBar"?):
                bars.navigationBar = true
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?), ("simulatedToolbarMetrics", "bottomBar"?):
                bars.toolbar = true
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?), ("simulatedTabBarMetrics", "bottomBar"?):
                bars.tabBar = true
            default:
                break
            }
        }
        return bars
    }

    /// Whether a controller's simulated bottom bar is a toolbar.
    nonisolated static func simulatesToolbar(_ object: IBObject) -> Bool {
        object.simulatedMetrics.contains { $0.name == "simulatedToolbarMetrics" && ($0.key == "simulatedBottomBarMetrics" || $0.key == "bottomBar") }
    }

    /// The segue that presents a scene as a form sheet, page sheet or popover (`presentation` or
    /// legacy `modal` with such a style, `popoverPresentation`, legacy `popover`): the presenting
    /// scene's controller and the style; `nil` for scenes shown full screen.
    nonisolated static func presentingSegue(to id: String, in document: IBDocument)
        -> (sourceID: String, style: UIModalPresentationStyle, anchoredAtBarItem: Bool, anchorID: String?)? {
        for scene in document.scenes {
            guard let source = scene.controller, source.id != id else { continue }
            var found: (String, UIModalPresentationStyle, Bool, String?)?
            source.forEach { object in
                guard found == nil else { return }
                for segue in object.segues where segue.destination == id {
                    let kind = segue.segueKind
                    let anchoredAtBarItem = object.kind == .barButtonItem || segue.element["popoverAnchorBarButtonItem"] != nil
                    let anchorID = segue.element["popoverAnchorBarButtonItem"] ?? segue.element["popoverAnchorView"]
                        ?? (object.kind == .barButtonItem || object.kind.isView ? object.id : nil)
                    if kind?.isPopoverPresentation == true {
                        found = (source.id, .popover, anchoredAtBarItem, anchorID)
                    } else if kind?.isModalPresentation == true {
                        switch segue.modalPresentationStyle {
                        case .formSheet: found = (source.id, .formSheet, anchoredAtBarItem, anchorID)
                        case .pageSheet: found = (source.id, .pageSheet, anchoredAtBarItem, anchorID)
                        default: break
                        }
                    }
                }
            }
            if let found { return found }
        }
        return nil
    }

    /// The view a document's id names in a controller's view tree: the same path of subview
    /// indices from the root view as in the document (instantiation makes subviews in document
    /// order); `nil` when the tree differs there.
    static func view(withID id: String, of controllerObject: IBObject, in controller: UIViewController) -> UIView? {
        guard let rootObject = controllerObject.view, controller.isViewLoaded else { return nil }
        func path(to object: IBObject) -> [Int]? {
            if object.id == id { return [] }
            for (index, child) in object.subviews.enumerated() {
                if let rest = path(to: child) { return [index] + rest }
            }
            return nil
        }
        guard let indices = path(to: rootObject) else { return nil }
        var view: UIView = controller.view
        for index in indices {
            guard view.subviews.indices.contains(index) else { return nil }
            view = view.subviews[index]
        }
        return view
    }

    /// The bar button item a document's id names among a controller's navigation item's left and
    /// right items and its toolbar items, in the order instantiation made them.
    static func barItem(withID id: String, of controllerObject: IBObject, in controller: UIViewController) -> UIBarButtonItem? {
        if let itemObject = controllerObject.navigationItem {
            var left = 0, right = 0
            for child in itemObject.children where child.kind == .barButtonItem {
                let isLeft: Bool
                switch child.key {
                case "leftBarButtonItem": isLeft = true
                case "rightBarButtonItem": isLeft = false
                case "backBarButtonItem": continue
                default: isLeft = itemObject.element.firstElement(named: "leftBarButtonItems")?.elements.contains { $0.id == child.id } == true
                }
                if child.id == id {
                    let items = isLeft ? controller.navigationItem.leftBarButtonItems : controller.navigationItem.rightBarButtonItems
                    let index = isLeft ? left : right
                    return items.flatMap { $0.indices.contains(index) ? $0[index] : nil }
                }
                if isLeft { left += 1 } else { right += 1 }
            }
        }
        if let toolbarItems = controllerObject.element.firstElement(named: "toolbarItems")?.elements,
           let index = toolbarItems.firstIndex(where: { $0.id == id }), let items = controller.toolbarItems, items.indices.contains(index) {
            return items[index]
        }
        return nil
    }

    /// Cells drawn where the document placed them span their table, as on the canvas (an
    /// inset-grouped table's rows inside its `insetGroupedRowInsets`: the safe area and the
    /// system margin); ones that Xcode 6 stored without frames (or on top of each other) are
    /// placed under the one before (keeping the document's gaps between sections), each at its
    /// stored height or the table's row height. A cell
    /// shown at another width than the document's lays its content out at that width (a
    /// landscape picture: a switch pinned to the trailing edge stays at the trailing edge).
    ///
    /// - Returns: Whether any cell moved.
    static func placeCanvasCells(in view: UIView) -> Bool {
        var moved = false
        if let table = view as? UITableView {
            let cells = table.subviews.compactMap { $0 as? UITableViewCell }
            let overlapping = zip(cells, cells.dropFirst()).contains { $0.frame.maxY > $1.frame.minY + 0.5 } || cells.contains { $0.frame.height <= 0 }
            var y = max(table.tableHeaderView?.frame.maxY ?? 0, cells.map(\.frame.minY).min() ?? 0)
            let inset = table.insetGroupedRowInsets
            for cell in cells {
                (cell as? CanvasTableViewCell)?.followsShownWidth = true
                let height = cell.frame.height > 0 ? cell.frame.height : max(table.rowHeight, 44)
                // Overlapping cells go under the one before; the gaps the document leaves between
                // sections are kept (netnewswire 082 stores two cells at one place).
                let frame = CGRect(x: inset.left, y: overlapping ? max(y, cell.frame.minY) : cell.frame.minY,
                                   width: max(0, table.bounds.width - inset.left - inset.right), height: height)
                if cell.frame != frame {
                    cell.frame = frame
                    moved = true
                }
                y = frame.maxY
            }
        }
        for subview in view.subviews where placeCanvasCells(in: subview) { moved = true }
        return moved
    }

    /// The section titles of the grouped and inset-grouped static tables shown (a table
    /// controller's table whose cells are placed as on the canvas), drawn as iOS 13+ draws
    /// `tableView(_:titleForHeaderInSection:)` in those styles: a header title in upper case,
    /// 13 pt, in the secondary label colour, at the rows' text margin (16 or 20 points inside the
    /// row), its baseline 7 points above the section's first row; a footer title likewise 7
    /// points under the last row, as written. UIKit makes header and footer views; here they are
    /// labels added to the table.
    static func addSectionTitles(in window: UIWindow, loader: IBStoryboardLoader) {
        var controllers: [UIViewController] = window.rootViewController.map { [$0] } ?? []
        while let controller = controllers.popLast() {
            controllers += controller.children
            if let presented = controller.presentedViewController { controllers.append(presented) }
            guard let tableController = controller as? UITableViewController, tableController.isViewLoaded,
                  let table = tableController.view as? UITableView, table.style != .plain,
                  let id = loader.objectID(of: tableController), let object = loader.document.object(withID: id)?.view,
                  object.kind == .tableView else { continue }
            let cells = table.subviews.compactMap { $0 as? UITableViewCell }
            var index = 0
            let margin = table.style == .insetGrouped
                ? (table.bounds.width >= 390 || table.traitCollection.userInterfaceIdiom == .pad ? 20 : 16)
                : (table.bounds.width >= 414 ? 20 : 16) + table.safeAreaInsets.left
            for section in object.sections {
                let count = section.children.filter { $0.kind == .tableViewCell }.count
                defer { index += count }
                guard count > 0, index + count <= cells.count else { continue }
                let first = cells[index].frame, last = cells[index + count - 1].frame
                let font = UIFont.systemFont(ofSize: 13)
                let lineHeight = TextMeasurement.current.lineMetrics(for: font).lineHeight.rounded(.up)
                func label(_ text: String, y: CGFloat) {
                    let label = UILabel(frame: CGRect(x: first.minX + margin, y: y, width: max(0, first.width - 2 * margin), height: lineHeight))
                    label.text = text
                    label.font = font
                    label.textColor = .secondaryLabel
                    label.numberOfLines = 1
                    table.addSubview(label)
                }
                if let title = section.element["headerTitle"], !title.isEmpty {
                    label(title.uppercased(), y: first.minY - 7 - lineHeight)
                }
                if let title = section.element["footerTitle"], !title.isEmpty {
                    label(title, y: last.maxY + 7)
                }
            }
        }
    }
}
