import AdaptiveKit
import Foundation

/// Lays out a document's scenes on a device as Xcode's canvas does, for ``IBFrameReport``.
///
/// Each scene is instantiated on its own window of the device (``IBInstantiator/Options/canvas``
/// by default: design-time intrinsic sizes, table cells where the canvas draws them):
/// - a controller that is the root of a navigation controller or a tab of a tab bar controller in
///   the document is put inside a real one (so its safe area has the bar's inset, as the stored
///   frames do); its navigation or tab bar is the container's;
/// - a controller whose stored root frame is the device's screen is the window's root;
/// - any other root (form sheets, popovers, embedded children, freeform sizes, pre-iOS 7 frames
///   below the status bar) is a child placed at its stored frame (marked `placed`, not compared),
///   drawn with no unsafe area; a phone page sheet keeps its navigation controller (56 pt bar);
/// - simulated bars (`simulatedTopBarMetrics` / `simulatedBottomBarMetrics`, `topBar` /
///   `bottomBar` before Xcode 8) without a real container add the bar to the safe area; an
///   explicit "None" top bar hides a real navigation bar;
/// - xib top-level views are placed at their stored frames in a window with no unsafe area.
///
/// Where Xcode's canvas differs from UIKit by the Xcode version that wrote the document (status
/// bars, cell margins, cells it did not lay out, the Xcode 16 safe area, alignment rectangles,
/// hidden arranged subviews), the rule and its corpus evidence are in the member that applies it
/// and in docs/interface-builder-fidelity.md.
@MainActor
public enum IBSceneLayout {
    /// The device of the document's `<device>`, or iPhone 8 (with a note) when there is none.
    public static func defaultDevice(for document: IBDocument) -> (Device, note: String?) {
        if let id = document.device?.id, let device = Device.models(withInterfaceBuilderID: id).first {
            return (device, nil)
        }
        let fallback = (try? Device.named("iPhone 8")) ?? Device.all[0]
        let reason = document.device.map { "unknown canvas device '\($0.id)'" } ?? "no <device> (an Xcode 7 or earlier Any/Any canvas)"
        return (fallback, "\(reason): laid out on \(fallback.name)")
    }

    /// The document's device as the Xcode that wrote it drew its canvas: Xcode 12 and earlier
    /// (tools version below 19000) drew the 414×896 @2x iPhone (XR, 11: `retina6_1`) with iOS 13's
    /// 44 pt status bar, where later canvases use iOS 14's 48 pt (the catalog's value).
    ///
    /// Xcode 11 (tools versions 16000–16999) drew phones with a home button without a status bar:
    /// their safe area starts at the top of the screen.
    ///
    /// The 375×812 canvas (`retina5_9`) of later Xcodes is the 5.4" iPhone mini (12 mini, 13 mini:
    /// a 50 pt status bar and safe-area top), no longer the iPhone X / XS / 11 Pro (44 pt): an
    /// Xcode 14.3 document (iqkeyboard 113) stores every safe-area-pinned view 50 pt down and 34 pt
    /// up from the bottom, where an Xcode 10 one (strongbox 154) has 44 pt. The corpus has no
    /// `retina5_9` document in between; the boundary is taken as the `retina6_1` one (Xcode 13,
    /// tools version 19000).
    static func canvasDevice(_ device: Device, for document: IBDocument) -> Device {
        // Xcode's canvases are Retina: the `ipad9_7` canvas (Xcode 8's "iPad Pro (9.7-inch)") is
        // @2x, not the first iPad of that size (iPad 2, @1x). AVAEMixer 031 (Xcode 8.2) stores
        // half-point frames on it (x = 280.5, widths 240.5 and 427.5).
        if device.scale < 2, let retina = Device.models(withInterfaceBuilderID: device.interfaceBuilderID ?? "").first(where: { $0.scale >= 2 }) {
            return canvasDevice(retina, for: document)
        }
        let portrait = device.safeAreaInsets(for: .portrait)
        let tools = toolsVersion(of: document)
        if device.idiom == .phone, !device.hasHomeIndicator, (16000..<17000).contains(tools), portrait.top == 20 {
            return device.withPortraitTopInset(0)
        }
        if device.interfaceBuilderID == "retina5_9", tools >= 19000, portrait.top == 44 {
            return device.withPortraitTopInset(50, statusBar: 50)
        }
        guard device.interfaceBuilderID == "retina6_1", tools < 19000, portrait.top == 48 else { return device }
        return device.withPortraitTopInset(44)
    }

    /// Lays out every scene (or the one with `sceneID`) and reports the frames.
    public static func report(
        for document: IBDocument, device: Device? = nil, orientation: UIInterfaceOrientation? = nil,
        sceneID: String? = nil, options: IBInstantiator.Options = .canvas
    ) -> IBFrameReport {
        var diagnostics: [Diagnostic] = []
        let chosen: Device
        if let device {
            chosen = device
        } else {
            let (found, note) = defaultDevice(for: document)
            chosen = canvasDevice(found, for: document)
            if let note { diagnostics.append(Diagnostic(.note, "frames.device", file: document.path, at: document.device?.position, message: note)) }
        }
        let resolvedOrientation = orientation ?? (document.device?.orientation == "landscape" ? .landscapeLeft : .portrait)
        let traits = IBTraits(chosen.traitCollection(for: resolvedOrientation))
        let resolved = document.resolved(for: traits)
        var scenes: [IBFrameReport.Scene] = []
        if resolved.kind == .storyboard {
            for scene in resolved.scenes where sceneID == nil || scene.id == sceneID {
                guard let controller = scene.controller, controller.kind.isController, controller.kind != .viewControllerPlaceholder else { continue }
                let (views, found) = layOutScene(controller, document: resolved, device: chosen, orientation: resolvedOrientation, options: options)
                diagnostics += found
                scenes.append(IBFrameReport.Scene(id: scene.id, views: views))
            }
        } else {
            for object in resolved.objects where object.kind.isView && (sceneID == nil || object.id == sceneID) {
                let (views, found) = layOutTopLevelView(object, document: resolved, device: chosen, orientation: resolvedOrientation, options: options)
                diagnostics += found
                scenes.append(IBFrameReport.Scene(id: object.id, views: views))
            }
        }
        return IBFrameReport(
            documentPath: document.path, deviceName: chosen.name,
            orientation: resolvedOrientation.isLandscape ? "landscape" : "portrait", scenes: scenes, diagnostics: diagnostics)
    }

    // MARK: Scenes

    private static func layOutScene(
        _ controllerObject: IBObject, document: IBDocument, device: Device, orientation: UIInterfaceOrientation,
        options: IBInstantiator.Options
    ) -> ([IBFrameReport.View], [Diagnostic]) {
        let instantiator = IBInstantiator(document: document, options: options)
        let controller = instantiator.makeController(controllerObject)
        instantiator.connectPendingConnections()
        let screen = device.size(for: orientation)

        // The containers the document puts the controller in.
        var placedRootID: String?
        let rootObject = controllerObject.view
        let storedRoot = rootObject?.frame.map(IBValueConversions.rect)
        // A root that filled the document's canvas (its device, or the 600×600 Any/Any canvas of
        // Xcode 6 and 7) fills whatever screen it is laid out on; one that did not (sheets,
        // popovers, embedded children, freeform sizes, a root below opaque bars) is placed at its
        // stored frame.
        let canvas = canvasSize(of: document) ?? screen
        let fillsScreen = storedRoot.map { root in
            root.minX == 0 && root.minY == 0 && [canvas, CGSize(width: 600, height: 600)].contains { abs(root.width - $0.width) < 0.5 && abs(root.height - $0.height) < 0.5 }
        } ?? true
        // A page sheet on a phone (Xcode 11 on: the automatic presentation style of iOS 13) is
        // drawn 10 pt shorter than the screen, without a status bar, and a navigation controller
        // gives it its 56 pt sheet bar.
        // From Xcode 11 (tools version 15000) to Xcode 13 (19000) the sheet starts 10 pt below
        // the status bar (842 pt of the 896 pt canvas with its 44 pt status bar) and keeps the
        // home indicator's inset (strongbox 153). A controller with a simulated freeform size is
        // drawn on a canvas of that size: its sheet is 54 pt shorter than it (strongbox 153's
        // `UpgradeViewController`, freeform 414×1300: a 1,246 pt root whose scroll view, pinned to
        // the safe area, stops 34 pt above its bottom).
        let statusBarTop = device.safeAreaInsets(for: orientation).top
        let sheetCanvasHeight = freeformSize(of: controllerObject)?.height ?? canvas.height
        let olderSheet = (15000..<19000).contains(toolsVersion(of: document)) && storedRoot.map { root in
            abs(root.height - (sheetCanvasHeight - statusBarTop - 10)) < 0.5
        } == true
        let isSheet = device.idiom == .phone && storedRoot.map { root in
            root.minX == 0 && root.minY == 0 && abs(root.width - canvas.width) < 0.5
                && ((toolsVersion(of: document) >= 16000 && abs(root.height - (canvas.height - 10)) < 0.5) || olderSheet)
        } == true
        // A placed root is drawn on its own on the canvas: no status bar, no home indicator.
        let placesRoot = !fillsScreen && rootObject != nil
        // `<nil key="simulatedStatusBarMetrics"/>` (the inspector's status bar "None") on the
        // navigation controller a scene is in (as its root, or pushed from its root) draws the
        // scene without a status bar: a home-button phone's safe area starts at the top
        // (AVMetadataRecordPlay 036). On a controller itself the corpus shows no effect (AVCam 044).
        let noStatusBar = document.enclosingNavigationController(of: controllerObject.id)
            .map { $0.element.elements(named: "nil").contains { $0.key == "simulatedStatusBarMetrics" } } ?? false
        var sceneDevice = device
        if noStatusBar, !device.hasHomeIndicator, device.idiom == .phone, !orientation.isLandscape {
            sceneDevice = device.withPortraitTopInset(0)
        }
        // A scene presented full screen (a presentation segue with `modalPresentationStyle=
        // "fullScreen"` to its controller or to the navigation controller it is the root of) is
        // drawn without a status bar, on phones with a home indicator too (habitica 121: a
        // navigation bar at y = 0 on the 428×926 canvas; habitica 124: a 320×568 login scene).
        let presentationTargets = Set([controllerObject.id] + [document.navigationController(rootedAt: controllerObject.id)?.id].compactMap { $0 })
        var presentedFullScreen = false
        for scene in document.scenes {
            scene.controller?.forEach { object in
                if object.segues.contains(where: {
                    $0.segueKind == "presentation" && $0.element["modalPresentationStyle"] == "fullScreen"
                        && presentationTargets.contains($0.destination ?? "")
                }) { presentedFullScreen = true }
            }
        }
        if presentedFullScreen, device.idiom == .phone, !orientation.isLandscape {
            sceneDevice = sceneDevice.withPortraitTopInset(0)
        }
        let window = UIWindow(device: placesRoot ? device.withSafeAreaInsets(.zero) : sceneDevice, orientation: orientation)

        var top: UIViewController = controller
        var wrappedInNavigation = false, wrappedInTabs = false
        for relationship in fillsScreen || isSheet ? containerChain(of: controllerObject.id, in: document) : [] {
            switch relationship {
            case "rootViewController":
                let navigation = UINavigationController(rootViewController: top)
                top = navigation
                wrappedInNavigation = true
            case "viewControllers":
                let tabs = UITabBarController(nibName: nil, bundle: nil)
                tabs.viewControllers = [top]
                top = tabs
                wrappedInTabs = true
            default:
                break
            }
        }
        if let navigation = controller as? UINavigationController, let bar = controllerObject.children.first(where: { $0.kind == .navigationBar }) {
            instantiator.objects[bar.id] = navigation.navigationBar
        }
        if (top !== controller || fillsScreen || rootObject == nil) && !isSheet {
            window.rootViewController = top
        } else if let storedRoot {
            // A container inside the safe area, so the placed root has none of the window's
            // unsafe area (an embedded child, a sheet or a popover has none on Xcode's canvas).
            let host = UIViewController()
            window.rootViewController = host
            let container = UIView(frame: CGRect(origin: .zero, size: screen))
            container.autoresizingMask = []
            host.view.addSubview(container)
            host.addChild(top)
            top.view.translatesAutoresizingMaskIntoConstraints = true
            top.view.autoresizingMask = []
            top.view.frame = storedRoot
            container.addSubview(top.view)
            top.didMove(toParent: host)
            placedRootID = rootObject?.id
        }
        // Simulated metrics: the bars Xcode draws on the canvas. Documents before Xcode 8 key them
        // `topBar` / `bottomBar`, later ones `simulatedTopBarMetrics` / `simulatedBottomBarMetrics`;
        // `<nil key="simulatedTopBarMetrics"/>` is the explicit "None" (no navigation bar even
        // inside a navigation controller). A toolbar is 49 pt tall on devices with a home
        // indicator, 44 pt on the others; bars are 32 pt on a phone in compact height and compact
        // width (landscape: `StandardViewMetrics.usesCompactBars`).
        var extra = UIEdgeInsets.zero
        let explicitNone = Set(controllerObject.element.elements(named: "nil").compactMap(\.key))
        let barTraits = device.traitCollection(for: orientation)
        let toolbarHeight = StandardViewMetrics.toolbarHeight(for: barTraits, aboveHomeIndicator: device.safeAreaInsets(for: orientation).bottom > 0)
        var hasToolbar = false
        for metric in controllerObject.simulatedMetrics {
            switch (metric.name, metric.key) {
            case ("simulatedNavigationBarMetrics", "topBar"?), ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?):
                if !wrappedInNavigation { extra.top += UINavigationController.navigationBarHeight(for: barTraits) }
            case ("simulatedToolbarMetrics", "bottomBar"?), ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?):
                hasToolbar = true
            case ("simulatedTabBarMetrics", "bottomBar"?), ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?):
                if !wrappedInTabs { extra.bottom += UITabBarController.tabBarHeight(for: barTraits) }
            default: break
            }
        }
        if wrappedInNavigation, let navigationObject = document.enclosingNavigationController(of: controllerObject.id) {
            // A navigation controller that shows its toolbar shows it under each of its children.
            if navigationObject.attribute("toolbarHidden") == "NO", !explicitNone.contains("simulatedBottomBarMetrics") { hasToolbar = true }
            if navigationObject.attribute("navigationBarHidden") == "YES" { controller.navigationController?.isNavigationBarHidden = true }
        }
        // A bottom bar chosen in the inspector replaces the tab bar Xcode would infer: inside a
        // tab bar controller the tab bar's inset stands for the toolbar (the same 49 pt on devices
        // with a home indicator).
        if hasToolbar, !wrappedInTabs { extra.bottom += toolbarHeight }
        if isSheet, wrappedInNavigation { extra.top += 56 - UINavigationController.navigationBarHeight }
        if isSheet, olderSheet { extra.bottom += device.safeAreaInsets(for: orientation).bottom }
        // A placed root (a sheet or popover of another shape) that is a navigation controller's
        // root is drawn under that controller's bar, as tall as the document stores it (56 pt in a
        // sheet): habitica 121, 122.
        if placesRoot, !isSheet, extra.top == 0, !explicitNone.contains("simulatedTopBarMetrics"),
           let navigationObject = document.navigationController(rootedAt: controllerObject.id),
           navigationObject.attribute("navigationBarHidden") != "YES",
           let bar = navigationObject.children.first(where: { $0.kind == .navigationBar })?.frame {
            extra.top += CGFloat(bar.y + bar.height)
        }
        if explicitNone.contains("simulatedTopBarMetrics"), let navigation = controller.navigationController {
            navigation.isNavigationBarHidden = true
        }
        // Xcode 16 (tools version 24000 on) draws a scene that is in no container on a device with a
        // home indicator with the device's safe area counted twice (the corpus: 96 / 68 pt on the
        // 414×896 canvas, 68 pt at the bottom of the 402×874 one).
        if toolsVersion(of: document) >= 24000, device.hasHomeIndicator, top === controller, fillsScreen {
            let insets = device.safeAreaInsets(for: orientation)
            extra.top += insets.top
            extra.bottom += insets.bottom
        }
        if extra != .zero, controller.isViewLoaded {
            // Added to what a container already set (a navigation controller's bar).
            var insets = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
            controller.additionalSafeAreaInsets = insets
        }
        applyCellMargins(instantiator, screen: screen, device: device)
        applyAlignmentInsets(instantiator)
        if let rootObject, controller.isViewLoaded { applySystemMinimumMargins(to: controller.view, object: rootObject, screen: screen, device: device) }
        layOutAsCanvas(window, instantiator)
        placeTableFooters(instantiator)
        var views: [IBFrameReport.View] = []
        if let navigation = controller as? UINavigationController, let bar = controllerObject.children.first(where: { $0.kind == .navigationBar }) {
            collect(bar, instantiator: instantiator, placedIDs: [], excludedAbove: nil, depth: 0, into: &views)
            _ = navigation
        }
        if let rootObject {
            collect(rootObject, instantiator: instantiator, placedIDs: Set([placedRootID].compactMap { $0 }), excludedAbove: nil, depth: 0, into: &views)
        }
        window.rootViewController = nil
        return (views, instantiator.diagnostics)
    }

    /// A controller's simulated freeform size (`<size key="freeformSize">`, the inspector's
    /// "Simulated Size: Freeform").
    static func freeformSize(of controller: IBObject) -> CGSize? {
        guard let element = controller.simulatedMetrics.first(where: { $0.name == "size" && $0.key == "freeformSize" }),
              let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// The size of the document's canvas device in the document's orientation.
    static func canvasSize(of document: IBDocument) -> CGSize? {
        guard let id = document.device?.id, let device = Device.models(withInterfaceBuilderID: id).first else { return nil }
        return device.size(for: document.device?.orientation == "landscape" ? .landscapeLeft : .portrait)
    }

    /// UIKit's minimum margins of a controller's root view (`systemMinimumLayoutMargins`): 16 pt
    /// leading and trailing on phones narrower than 414 pt, 20 pt on wider phones and on iPads.
    /// AdaptiveKit leaves root views at the 8 pt default, so the canvas applies them unless the
    /// document sets the root view's margins.
    /// A root narrower than 414 pt (an embedded child, a popover) gets 16 pt on any device.
    static func applySystemMinimumMargins(to view: UIView, object: IBObject, screen: CGSize, device: Device) {
        guard object.layoutMargins == nil else { return }
        let width = object.frame.map { CGFloat($0.width) } ?? screen.width
        let side: CGFloat = (device.idiom == .pad || screen.width >= 414) && width >= 414 ? 20 : 16
        let current = view.directionalLayoutMargins
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: current.top, leading: side, bottom: current.bottom, trailing: side)
    }

    /// The margins of a table view cell's content view on Xcode's canvas, unless the document sets
    /// them:
    /// - 11 pt top and bottom, 16 pt (20 pt on wide phones and iPads) leading and trailing: UIKit's
    ///   margins since iOS 11, which the table gives the cells it lays out; 15 pt top and bottom in
    ///   inset-grouped tables from Xcode 16 on (tools version 24000);
    /// - 8 pt on every side (a plain `UIView`'s default) in documents written before Xcode 10
    ///   (tools version below 14000), whose stored frames come from the iOS 10 rules;
    /// - cells Xcode did not lay out — those that start in the last 48 pt of the table's height or
    ///   below it (the canvas lays out the cells of the table's visible height only) — keep the
    ///   margins a fresh content view has: 8 pt on every side in Xcode 10, 11 pt top and bottom and
    ///   8 pt leading and trailing in Xcode 11, 11 pt top and bottom in Xcode 16 (the corpus has no
    ///   such cell from the versions between; they are taken as Xcode 16's).
    static func applyCellMargins(_ instantiator: IBInstantiator, screen: CGSize, device: Device) {
        let side: CGFloat = device.idiom == .pad || screen.width >= 414 ? 20 : 16
        let tools = toolsVersion(of: instantiator.document)
        for placement in instantiator.placements.values {
            guard let cell = placement.view as? UITableViewCell else { continue }
            let content = placement.object.children.first { $0.kind == .tableViewCellContentView }
            guard content?.layoutMargins == nil else { continue }
            let table = cell.superview as? UITableView
            let tableObject = table.flatMap { table in instantiator.placements.values.first { $0.view === table }?.object }
            let laidOut = isLaidOutOnCanvas(placement.object, table: tableObject)
            // A table narrower than 414 pt (in a root narrower than that) has 16 pt margins; a
            // phone's table 393 pt wide or wider has 20 pt (habitica 123: a cell of the 393 pt
            // `retina6_12` canvas pinned 3 pt outside its leading margin is stored at x = 17; tables
            // 375 pt wide have 16 pt: habitica 122, 128). The corpus has no table between 375 and
            // 393 pt wide: the boundary is a choice inside that gap.
            let tableWidth = tableObject?.frame.map { CGFloat($0.width) } ?? screen.width
            let sides = tableWidth >= 414 ? side : tableWidth >= 393 && device.idiom == .phone ? 20 : 16
            var margins = NSDirectionalEdgeInsets(top: 11, leading: sides, bottom: 11, trailing: sides)
            if tools < 14000 || (!laidOut && tools < 15000) {
                margins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            } else if !laidOut && tools < 17000 {
                margins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
            } else if laidOut, tools >= 24000, tableObject?.style == "insetGrouped" {
                margins.top = 15
                margins.bottom = 15
            }
            // Beside an accessory (a disclosure indicator, a checkmark…) the content view's
            // trailing margin is 8 pt (habitica 122, netnewswire 082).
            if let accessory = placement.object.attribute("accessoryType"), accessory != "none", laidOut {
                margins.trailing = 8
            }
            cell.contentView.directionalLayoutMargins = margins
            // The canvas draws cells without the window's vertical unsafe area (a cell near the
            // home indicator keeps its margins).
            cell.insetsLayoutMarginsFromSafeArea = false
            cell.contentView.insetsLayoutMarginsFromSafeArea = false
            // A table gives its cells its leading and trailing margins only (set above): a cell
            // that preserves its superview's margins must not take the table's vertical ones (a
            // table reaching the home indicator has it in its bottom margin).
            cell.preservesSuperviewLayoutMargins = false
            cell.contentView.preservesSuperviewLayoutMargins = false
        }
    }

    /// Whether an object id is one Xcode did not write: Xcode's ids are three, two and three
    /// letters or digits joined by hyphens (`Ab1-cD-2ef`), or plain numbers in documents from
    /// before Xcode 5. An object with another id was written by hand, and so were its frames:
    /// Xcode did not lay it out. netnewswire 081's `syncContent-…-id` cell stores its label and
    /// switch at exactly the frames of the Xcode-written cell above it (label at (20, 15.5),
    /// switch at (293, 11.5)) while its own constraints differ (the switch 18 pt from the trailing
    /// edge where that cell has 20, the label 3 pt below the top margin where that cell centres
    /// it): frames copied, never laid out. No other document of the corpus has such ids.
    public static func isWrittenByHand(_ id: String) -> Bool {
        guard !id.isEmpty, !id.allSatisfy(\.isNumber) else { return false }
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        let xcodeForm = parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        return !xcodeForm
    }

    /// Whether the canvas lays out a static cell: it lays out the table's visible height only, so a
    /// cell that starts in the last 48 pt of the table's stored height or below it keeps the frames
    /// it was last laid out with (strongbox 151 / 152: cells from y ≈ 849 of 896; 153: below a
    /// 1,500 pt table).
    static func isLaidOutOnCanvas(_ cell: IBObject, table: IBObject?) -> Bool {
        guard let cellFrame = cell.frame, let tableHeight = table?.frame?.height else { return true }
        return cellFrame.y < tableHeight - 48
    }

    /// Whether a cell the canvas does not lay out (``isLaidOutOnCanvas(_:table:)``) stores a layout
    /// made for another width: the required constraints that pin its content view's subviews to
    /// the content view's leading and trailing edges or margins do not hold in the stored frames
    /// for any symmetric margins (every content view margin Xcode gives is symmetric). Such a
    /// cell's views are left out of the comparison: Xcode did not lay them out on this canvas, and
    /// its frames contradict the document's own constraints. strongbox 152 (Xcode 10.1, on the
    /// 414 pt `retina6_5`): the cells below the table's visible height have 8 pt leading margins
    /// and switches and buttons ending 47 pt before the trailing edge of their 414 pt content views
    /// — a 375 pt layout; Xcode 10.2's copy of the file (151) stores such cells laid out at 414 pt.
    static func isLaidOutForAnotherWidth(_ cell: IBObject, instantiator: IBInstantiator) -> Bool {
        let tableObject = (instantiator.placements[cell.id]?.view.superview as? UITableView).flatMap { table in
            instantiator.placements.values.first { $0.view === table }?.object
        }
        guard !isLaidOutOnCanvas(cell, table: tableObject),
              let content = cell.children.first(where: { $0.kind == .tableViewCellContentView }),
              let width = content.frame.map({ CGFloat($0.width) }) else { return false }
        var margins: [CGFloat] = [], edgeOffsets: [CGFloat] = []
        for constraint in content.constraints
        where constraint.isInstalled && constraint.isUsable && constraint.relation == .equal && constraint.priority >= 1000 && constraint.multiplier == 1 {
            guard let secondID = constraint.secondItem, let secondAttribute = constraint.secondAttribute else { continue }
            // Each written as `subview.attribute = contentView.attribute + constant`.
            let orientations = [
                (constraint.firstItem, constraint.firstAttribute, secondID, secondAttribute, CGFloat(constraint.constant)),
                (secondID, secondAttribute, constraint.firstItem, constraint.firstAttribute, -CGFloat(constraint.constant)),
            ]
            for (subviewID, subviewAttribute, otherID, contentAttribute, constant) in orientations where otherID == content.id {
                guard let subview = content.subviews.first(where: { $0.id == subviewID }),
                      var frame = subview.frame.map(IBValueConversions.rect) else { continue }
                if let live = instantiator.placements[subviewID]?.view, let outset = live as? any CanvasAlignmentOutset,
                   (live as? any DocumentSized)?.documentSize != nil {
                    frame = frame.inset(by: outset.canvasAlignmentInsets)
                }
                switch (subviewAttribute, contentAttribute) {
                case (.leading, .leadingMargin), (.left, .leftMargin): margins.append(frame.minX - constant)
                case (.trailing, .trailingMargin), (.right, .rightMargin): margins.append(width - frame.maxX + constant)
                case (.leading, .leading), (.left, .left): edgeOffsets.append(frame.minX - constant)
                case (.trailing, .trailing), (.right, .right): edgeOffsets.append(width - frame.maxX + constant)
                default: break
                }
            }
        }
        if edgeOffsets.contains(where: { abs($0) > 1 }) { return true }
        guard let low = margins.min(), let high = margins.max() else { return false }
        return high - low > 1
    }

    /// Sliders of documents from Xcode 16 on (tools version 23000) have no alignment insets.
    static func applyAlignmentInsets(_ instantiator: IBInstantiator) {
        guard toolsVersion(of: instantiator.document) >= 23000 else { return }
        for placement in instantiator.placements.values {
            (placement.view as? DocumentSizedSlider)?.canvasAlignmentInsets = .zero
        }
    }

    /// Where Xcode's canvas leaves a hidden arranged subview of a stack view: UIKit collapses it
    /// (`UISV-hiding`), but the canvas stores it uncollapsed, starting where the previous visible
    /// view ends (or at the start of the stack) — halfway across the spacing when a visible view
    /// follows (habitica 124, 126) —, across the stack as its alignment says, at its own
    /// length (intrinsic size, else its own constant size constraint; a stack view the size its
    /// content needs). The view then keeps that
    /// frame through its autoresizing mask so its subviews are laid out in it. Returns whether a
    /// view was placed (the window needs another layout pass).
    static func placeHiddenArrangedSubviews(_ instantiator: IBInstantiator) -> Bool {
        var placed = false
        for placement in instantiator.placements.values {
            guard let stack = placement.view as? UIStackView, stack.window != nil else { continue }
            let horizontal = stack.axis == .horizontal
            let bounds = stack.isLayoutMarginsRelativeArrangement ? stack.bounds.inset(by: stack.layoutMargins) : stack.bounds
            var position = horizontal ? bounds.minX : bounds.minY
            let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
            var hasVisibleBefore = false
            for (index, view) in arranged.enumerated() {
                guard view.isHidden else {
                    position = horizontal ? view.frame.maxX : view.frame.maxY
                    hasVisibleBefore = true
                    continue
                }
                // Between two visible views, the canvas starts it halfway across the spacing
                // between them (habitica 124: 6 pt into a 12 pt gap).
                var start = position
                if hasVisibleBefore, let next = arranged[(index + 1)...].first(where: { !$0.isHidden }) {
                    start = position + ((horizontal ? next.frame.minX : next.frame.minY) - position) / 2
                }
                func ownLength(_ attribute: NSLayoutConstraint.Attribute, intrinsic: CGFloat) -> CGFloat? {
                    if intrinsic >= 0, !(view is UIStackView) { return intrinsic }
                    if let own = view.constraints.first(where: {
                        $0.firstItem === view && $0.firstAttribute == attribute && $0.secondItem == nil && $0.relation == .equal
                            && $0.identifier != "IB-canvas-stored-frame" && !($0.identifier ?? "").hasPrefix("UISV-")
                    }) {
                        // A constant weaker than the stored frame loses to it, as for every view
                        // laid out by constraints (``storedFramePriority``): habitica 122's hidden
                        // `PartyQuestView`, with a priority-500 height of 100, is stored 128 pt tall.
                        if own.priority < storedFramePriority, let object = instantiator.placements.values.first(where: { $0.view === view })?.object,
                           !object.isMisplaced, !object.isAmbiguous, let stored = object.frame {
                            return CGFloat(attribute == .width ? stored.width : stored.height)
                        }
                        return own.constant
                    }
                    // A stack view is as long as its content needs (habitica 121: 300 pt of content
                    // and 23 pt margins make a hidden stack 346 pt wide).
                    guard view is UIStackView else { return nil }
                    let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    return attribute == .width ? fitting.width : fitting.height
                }
                let intrinsic = view.intrinsicContentSize
                let length = (horizontal ? ownLength(.width, intrinsic: intrinsic.width) : ownLength(.height, intrinsic: intrinsic.height)) ?? 0
                // From Xcode 14 (tools version 22000) a hidden view after the last visible one that
                // has a length of its own is stored at the stack's start (habitica 131: a 50 pt
                // button after a 370 pt container at y = 0; habitica 122: 61 pt views after a 1 pt
                // separator at y = 0); with no length it stays at the end (habitica 127), as in
                // Xcode 9 (HLSCatalog 043). The corpus has no document between Xcode 9.4 and 14.3:
                // the boundary is a choice in that gap.
                if hasVisibleBefore, length > 0, !arranged[(index + 1)...].contains(where: { !$0.isHidden }),
                   toolsVersion(of: instantiator.document) >= 22000 {
                    start = horizontal ? bounds.minX : bounds.minY
                }
                let crossBounds = horizontal ? (bounds.minY, bounds.height) : (bounds.minX, bounds.width)
                var cross = (start: crossBounds.0, length: crossBounds.1)
                // With no visible arranged view to align it to, a hidden view of a fill-aligned
                // stack keeps its own length across, at the stack's start (habitica 122: a hidden
                // button, a fill-equally stack's only arranged view, stored 30 pt tall — its own
                // height — in the 36 pt stack).
                if stack.alignment == .fill, !arranged.contains(where: { !$0.isHidden }),
                   let own = horizontal ? ownLength(.height, intrinsic: intrinsic.height) : ownLength(.width, intrinsic: intrinsic.width) {
                    cross = (crossBounds.0, own)
                } else if stack.alignment != .fill {
                    let own = (horizontal ? ownLength(.height, intrinsic: intrinsic.height) : ownLength(.width, intrinsic: intrinsic.width)) ?? 0
                    switch stack.alignment {
                    case .center: cross = (crossBounds.0 + (crossBounds.1 - own) / 2, own)
                    case .trailing: cross = (crossBounds.0 + crossBounds.1 - own, own)
                    default: cross = (crossBounds.0, own)
                    }
                }
                view.translatesAutoresizingMaskIntoConstraints = true
                view.autoresizingMask = []
                view.frame = horizontal
                    ? CGRect(x: start, y: cross.start, width: length, height: cross.length)
                    : CGRect(x: cross.start, y: start, width: cross.length, height: length)
                placed = true
            }
        }
        return placed
    }

    /// The priority at which Xcode's canvas keeps a view at its stored frame: constraints at or
    /// below 501 lose to it, compression resistance (750) wins (see
    /// ``holdStoredFramesAgainstWeakConstraints(_:)``).
    static let storedFramePriority = UILayoutPriority(rawValue: 510)

    /// Xcode's canvas keeps each view at the frame the document stores against constraints of low
    /// priority: habitica's priority-500 size constraints (a 66 pt height on two views of the same
    /// class, `QuestProgressBarView`, stored 130 and 216 pt tall with nothing else to tell them
    /// apart; a 40 pt height on `LoginEntryView`s stored 50 pt tall; a 200 pt height on a stack
    /// stored 970 pt tall) and priority-501 ones (habitica 124) do not move the views they
    /// constrain, where compression resistance (750) and required constraints do. Each view laid
    /// out by constraints is held at its stored frame (its alignment rectangle, for controls laid
    /// out by one) by constraints at ``storedFramePriority``. Returns whether a view was held.
    static func holdStoredFramesAgainstWeakConstraints(_ instantiator: IBInstantiator) -> Bool {
        var held = false
        for placement in instantiator.placements.values {
            let view = placement.view
            // A frame Xcode marks misplaced or ambiguous is stale by its own account: not held.
            guard view.window != nil, let superview = view.superview, !view.translatesAutoresizingMaskIntoConstraints,
                  !placement.object.isMisplaced, !placement.object.isAmbiguous,
                  var stored = placement.object.frame.map(IBValueConversions.rect) else { continue }
            if let outset = view as? any CanvasAlignmentOutset, (view as? any DocumentSized)?.documentSize != nil {
                stored = stored.inset(by: outset.canvasAlignmentInsets)
            }
            hold(view, in: superview, at: stored, values: ["minX", "minY", "width", "height"], priority: storedFramePriority)
            held = true
        }
        return held
    }

    /// Holds the named frame values (`minX`, `minY` in the superview, `width`, `height`) of a
    /// view at a stored frame with constraints of the given priority, marked as canvas-made.
    private static func hold(_ view: UIView, in superview: UIView, at stored: CGRect, values: [String], priority: UILayoutPriority) {
        let constraints = values.compactMap { value -> NSLayoutConstraint? in
            switch value {
            case "minX": view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: stored.minX)
            case "minY": view.topAnchor.constraint(equalTo: superview.topAnchor, constant: stored.minY)
            case "width": view.widthAnchor.constraint(equalToConstant: stored.width)
            case "height": view.heightAnchor.constraint(equalToConstant: stored.height)
            default: nil
            }
        }
        for constraint in constraints {
            constraint.priority = priority
            constraint.identifier = "IB-canvas-stored-frame"
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Shows the window and lays it out as Xcode's canvas does: two passes (wrapping labels get
    /// their widths first), then the stored-frame rules, and hidden arranged subviews last (a later
    /// layout pass of a stack view would collapse them again).
    static func layOutAsCanvas(_ window: UIWindow, _ instantiator: IBInstantiator) {
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        if holdStoredFramesAgainstWeakConstraints(instantiator) { window.layoutIfNeeded() }
        if keepStoredFramesWhereAmbiguous(instantiator) { window.layoutIfNeeded() }
        if placeHiddenArrangedSubviews(instantiator) { window.layoutIfNeeded() }
    }

    /// Where the document's constraints leave a view's frame undetermined, Xcode's canvas leaves the
    /// view where the document has it (the frame it was drawn or last updated at): each frame value
    /// the layout engine finds free relative to the superview
    /// (``UIView/ambiguousAttributesInSuperview``: the value moves under a pull weaker than every
    /// constraint) is held at its stored value at priority 1, outermost views first (a view is
    /// asked once its ancestors are held). Only free values are held, so no constraint of the
    /// document is overridden. Views with a custom class and no intrinsic size in a stack, sized
    /// by nothing else, are the usual case: habitica 122's `CollapsibleTitle`s keep the 128 pt of
    /// the library's new view; degenerate trade-offs between equal optional
    /// constraints (QuartzDemo 033) keep their stored split. Returns whether a view was held (the
    /// window needs another layout pass).
    static func keepStoredFramesWhereAmbiguous(_ instantiator: IBInstantiator) -> Bool {
        func depth(_ view: UIView) -> Int {
            var count = 0, current = view.superview
            while let next = current { count += 1; current = next.superview }
            return count
        }
        let candidates = instantiator.placements.values
            .filter { $0.view.window != nil && $0.view.superview != nil && !$0.view.translatesAutoresizingMaskIntoConstraints && $0.object.frame != nil }
            .map { (placement: $0, depth: depth($0.view)) }
            .sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.placement.object.id < $1.placement.object.id }
        var held = false
        for (placement, _) in candidates {
            let view = placement.view
            guard let superview = view.superview, let stored = placement.object.frame.map(IBValueConversions.rect) else { continue }
            let free = view.ambiguousAttributesInSuperview
            guard !free.isEmpty else { continue }
            hold(view, in: superview, at: stored, values: free, priority: UILayoutPriority(rawValue: 1))
            held = true
        }
        return held
    }

    /// A table whose cells the canvas places at their stored frames has its footer view below the
    /// last of them and its section's footer (`sectionFooterHeight`, 18 pt in grouped styles when
    /// the document does not say; none in plain tables), as Xcode draws it.
    static func placeTableFooters(_ instantiator: IBInstantiator) {
        guard instantiator.options.placesCellsAsOnCanvas else { return }
        for placement in instantiator.placements.values {
            guard let table = placement.view as? UITableView, let footer = table.tableFooterView else { continue }
            let cells = table.subviews.compactMap { $0 as? UITableViewCell }
            guard let bottom = cells.map(\.frame.maxY).max() else { continue }
            let grouped = (placement.object.style ?? "plain") != "plain"
            let sectionFooter = placement.object.attribute("sectionFooterHeight").flatMap(Double.init).map { CGFloat($0) } ?? (grouped ? 18 : 0)
            footer.frame.origin.y = bottom + (grouped ? sectionFooter : 0)
        }
    }

    /// The Interface Builder tools version that wrote the document (`14490.70` → 14490); recent
    /// Xcode writes the constant `32700.99.1234` and its real version in the plug-in version.
    static func toolsVersion(of document: IBDocument) -> Double {
        func major(_ text: String?) -> Double? { text.flatMap { $0.split(separator: ".").first }.flatMap { Double($0) } }
        let tools = major(document.toolsVersion) ?? 0
        if tools == 32700 { return major(document.plugInVersion) ?? tools }
        return tools
    }

    /// The relationships that contain a controller, innermost first (`rootViewController`,
    /// `viewControllers`).
    private static func containerChain(of id: String, in document: IBDocument, seen visited: Set<String> = []) -> [String] {
        var chain: [String] = []
        var current = id
        var seen: Set<String> = visited.union([id])
        while chain.count < 4 {
            var found: (String, String)?
            for scene in document.scenes {
                guard let parent = scene.controller else { continue }
                for segue in parent.segues where segue.segueKind == "relationship" && segue.destination == current {
                    if segue.relationship == "rootViewController" || segue.relationship == "viewControllers" {
                        found = (parent.id, segue.relationship!)
                    }
                }
                if found != nil { break }
            }
            if found == nil, chain.isEmpty {
                // Xcode infers the bars of a scene pushed from inside a navigation controller
                // (`show` / `push`): it inherits the chain of the scene that pushes it. A scene
                // shown with `showDetail` from inside one inherits its navigation bar only: it
                // replaces the detail, outside the source's tab bar controller (habitica 121).
                for scene in document.scenes {
                    guard let source = scene.controller, source.id != current else { continue }
                    var pushes = false, showsDetail = false
                    source.forEach { object in
                        for segue in object.segues where segue.destination == current {
                            if segue.segueKind == "show" || segue.segueKind == "push" { pushes = true }
                            if segue.segueKind == "showDetail" { showsDetail = true }
                        }
                    }
                    if pushes || showsDetail, seen.insert(source.id).inserted {
                        let inherited = containerChain(of: source.id, in: document, seen: seen)
                        if inherited.first == "rootViewController" { return pushes ? inherited : ["rootViewController"] }
                    }
                }
            }
            guard let (parentID, relationship) = found, seen.insert(parentID).inserted else { break }
            chain.append(relationship)
            current = parentID
        }
        return chain
    }

    private static func layOutTopLevelView(
        _ object: IBObject, document: IBDocument, device: Device, orientation: UIInterfaceOrientation,
        options: IBInstantiator.Options
    ) -> ([IBFrameReport.View], [Diagnostic]) {
        let instantiator = IBInstantiator(document: document, options: options)
        let view = instantiator.makeViewTree(object, superviewID: nil, index: 0)
        instantiator.installPendingConstraints()
        // A xib's top-level view has no unsafe area on Xcode's canvas, and a freeform view larger
        // than the screen is drawn whole: the window is made large enough to hold it.
        var screen = device.size(for: orientation)
        if let frame = object.frame {
            screen = CGSize(width: max(screen.width, CGFloat(frame.x + frame.width)), height: max(screen.height, CGFloat(frame.y + frame.height)))
        }
        let window = UIWindow(device: device.withSafeAreaInsets(.zero).withScreenSize(screen, orientation: orientation), orientation: orientation)
        let host = UIViewController()
        window.rootViewController = host
        let container = UIView(frame: CGRect(origin: .zero, size: screen))
        host.view.addSubview(container)
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = []
        if let frame = object.frame { view.frame = IBValueConversions.rect(frame) }
        container.addSubview(view)
        // Xcode draws a xib's top-level view as the root view of a canvas controller: it gets a
        // root view's minimum margins (20 pt on a 600 pt freeform view).
        applySystemMinimumMargins(to: view, object: object, screen: device.size(for: orientation), device: device)
        applyCellMargins(instantiator, screen: screen, device: device)
        applyAlignmentInsets(instantiator)
        layOutAsCanvas(window, instantiator)
        var views: [IBFrameReport.View] = []
        collect(object, instantiator: instantiator, placedIDs: [object.id], excludedAbove: nil, depth: 0, into: &views)
        window.rootViewController = nil
        return (views, instantiator.diagnostics)
    }

    // MARK: Collecting

    private static func collect(
        _ object: IBObject, instantiator: IBInstantiator, placedIDs: Set<String>, excludedAbove: String?, depth: Int,
        into views: inout [IBFrameReport.View]
    ) {
        guard object.kind.isView else { return }
        let live = instantiator.view(withID: object.id)
        var exclusion: String?
        if let excludedAbove { exclusion = excludedAbove.hasPrefix("in ") ? excludedAbove : "inside a \(excludedAbove) view" }
        if object.isMisplaced { exclusion = "misplaced" }
        if object.isAmbiguous { exclusion = "ambiguous" }
        if isWrittenByHand(object.id) { exclusion = "written by hand" }
        if placedIDs.contains(object.id) || object.kind == .tableViewCell || object.kind == .collectionViewCell
            || object.kind == .collectionReusableView || object.kind == .tableViewCellContentView
            || object.kind == .collectionViewCellContentView { exclusion = exclusion ?? "placed" }
        if object.key == "navigationBar" || object.key == "toolbar" || object.key == "tabBar" { exclusion = exclusion ?? "container bar" }
        if object.frame == nil { exclusion = exclusion ?? "no stored frame" }
        let inHierarchy = live.map { $0.window != nil } ?? false
        if !inHierarchy { exclusion = exclusion ?? (live == nil ? "not made" : "uninstalled") }
        if let live, live.window != nil, object.key == nil || object.key == "view" || object.key == "contentView",
           live.superview == nil, !placedIDs.contains(object.id) {
            exclusion = exclusion ?? "not in the hierarchy"
        }
        var solved = inHierarchy ? live?.frame : nil
        // A view laid out by constraints is placed by its alignment rectangle; one that keeps its
        // frame through its autoresizing mask is placed by its frame.
        if let frame = solved, let outset = live as? any CanvasAlignmentOutset, (live as? any DocumentSized)?.documentSize != nil,
           !outset.translatesAutoresizingMaskIntoConstraints {
            let insets = outset.canvasAlignmentInsets
            solved = CGRect(x: frame.minX - insets.left, y: frame.minY - insets.top,
                            width: frame.width + insets.left + insets.right, height: frame.height + insets.top + insets.bottom)
        }
        views.append(IBFrameReport.View(
            id: object.id, className: object.className, frame: solved,
            storedFrame: object.frame.map(IBValueConversions.rect), exclusion: exclusion, depth: depth))
        var passDown = object.isMisplaced ? "misplaced" : object.isAmbiguous ? "ambiguous" : isWrittenByHand(object.id) ? "in a view written by hand" : excludedAbove
        if passDown == nil, object.kind == .tableViewCell, isLaidOutForAnotherWidth(object, instantiator: instantiator) {
            passDown = "in a cell laid out for another width"
        }
        for child in object.children where child.kind.isView {
            if child.kind == .tableViewCellContentView || child.kind == .collectionViewCellContentView || child.kind == .tableViewCell
                || child.kind == .collectionViewCell || child.key == "tableHeaderView" || child.key == "tableFooterView" {
                collect(child, instantiator: instantiator, placedIDs: placedIDs, excludedAbove: passDown, depth: depth + 1, into: &views)
            }
        }
        for section in object.children where section.kind == .tableViewSection {
            for cell in section.children where cell.kind == .tableViewCell {
                collect(cell, instantiator: instantiator, placedIDs: placedIDs, excludedAbove: passDown, depth: depth + 1, into: &views)
            }
        }
        for subview in object.subviews {
            collect(subview, instantiator: instantiator, placedIDs: placedIDs, excludedAbove: passDown, depth: depth + 1, into: &views)
        }
    }
}

extension Device {
    /// The same device with another portrait safe-area top (and status bar no taller than it).
    /// With `statusBar`, the portrait status bar is that tall.
    func withPortraitTopInset(_ top: CGFloat, statusBar: CGFloat? = nil) -> Device {
        let portrait = safeAreaInsets(for: .portrait)
        return withSafeAreaInsets(
            portrait: UIEdgeInsets(top: top, left: portrait.left, bottom: portrait.bottom, right: portrait.right),
            landscape: safeAreaInsets(for: .landscapeLeft), portraitStatusBar: statusBar)
    }

    /// The same device with other safe-area insets (and status bars no taller than their tops).
    fileprivate func withSafeAreaInsets(_ insets: UIEdgeInsets) -> Device {
        withSafeAreaInsets(portrait: insets, landscape: insets)
    }

    /// The same device with a screen of `size` in `orientation`.
    fileprivate func withScreenSize(_ size: CGSize, orientation: UIInterfaceOrientation) -> Device {
        guard size != self.size(for: orientation) else { return self }
        let portrait = orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
        return withSafeAreaInsets(portrait: safeAreaInsets(for: .portrait), landscape: safeAreaInsets(for: .landscapeLeft), portraitSize: portrait)
    }

    fileprivate func withSafeAreaInsets(
        portrait: UIEdgeInsets, landscape: UIEdgeInsets, portraitSize: CGSize? = nil, portraitStatusBar: CGFloat? = nil
    ) -> Device {
        let device = self
        return Device(
            name: device.name, idiom: device.idiom, year: device.year, screenClass: device.screenClass,
            portraitSize: portraitSize ?? device.portraitSize, scale: device.scale, nativeScale: device.nativeScale,
            nativePixels: device.nativePixels, renderedPixels: device.renderedPixels,
            portraitSizeClasses: device.sizeClasses(for: .portrait), landscapeSizeClasses: device.sizeClasses(for: .landscapeLeft),
            portraitSafeAreaInsets: portrait, landscapeSafeAreaInsets: landscape,
            portraitStatusBarHeight: portraitStatusBar ?? device.statusBarHeight(for: .portrait).map { min($0, portrait.top) },
            landscapeStatusBarHeight: device.statusBarHeight(for: .landscapeLeft).map { min($0, landscape.top) },
            hasHomeIndicator: device.hasHomeIndicator,
            interfaceBuilderID: device.interfaceBuilderID, displayGamut: device.displayGamut,
            forceTouchCapability: device.forceTouchCapability)
    }
}
