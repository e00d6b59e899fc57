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

    /// The document's device as the Xcode that wrote it drew its canvas: Xcode 13.3 and earlier
    /// (tools version below 21000) drew the 414×896 @2x iPhone (XR, 11: `retina6_1`) with iOS 13's
    /// 44 pt status bar, where later canvases use iOS 14's 48 pt (the catalog's value): habitica
    /// 125 (Xcode 13.0), instructions 577 and brave 587 (Xcode 13.3) store 44 pt, floatingpanel 596
    /// 48 pt. The corpus has nothing between Xcode 13.3 (20037) and 14.3: the boundary is a choice
    /// in that gap.
    ///
    /// Xcode 11 to Xcode 14.1 (tools versions 16000–21599) drew phones with a home button without
    /// a status bar: their safe area starts at the top of the screen (avTouch 040, Xcode 11;
    /// element 338, Xcode 12.4: a label 16 pt below the safe area's top at y = 16; openfoodfacts
    /// 451, Xcode 13.0, and packt16 514, Xcode 14.0: a navigation bar's 44 pt alone; element 342,
    /// 343, 345 and edx 463, Xcode 14.1: views pinned to the safe area's top at y = 0). Xcode 14.2
    /// (21701) draws the status bar again (element 358, inaturalist 527: 20 pt); the boundary is a
    /// choice between 21507 and 21701.
    ///
    /// The 375×812 canvas (`retina5_9`) of later Xcodes is the 5.4" iPhone mini (12 mini, 13 mini:
    /// a 50 pt status bar and safe-area top), no longer the iPhone X / XS / 11 Pro (44 pt): an
    /// Xcode 14.3 document (iqkeyboard 113) stores every safe-area-pinned view 50 pt down and 34 pt
    /// up from the bottom, where an Xcode 10 one (strongbox 154) and Xcode 13.0 ones (element) have
    /// 44 pt. The boundary is taken as the `retina6_1` one (tools version 21000).
    static func canvasDevice(_ device: Device, for document: IBDocument) -> Device {
        // Xcode's canvases are Retina: the `ipad9_7` canvas (Xcode 8's "iPad Pro (9.7-inch)") is
        // @2x, not the first iPad of that size (iPad 2, @1x). AVAEMixer 031 (Xcode 8.2) stores
        // half-point frames on it (x = 280.5, widths 240.5 and 427.5).
        if device.scale < 2, let retina = Device.models(withInterfaceBuilderID: device.interfaceBuilderID ?? "").first(where: { $0.scale >= 2 }) {
            return canvasDevice(retina, for: document)
        }
        let portrait = device.safeAreaInsets(for: .portrait)
        let tools = toolsVersion(of: document)
        if device.idiom == .phone, !device.hasHomeIndicator, (16000..<21600).contains(tools), portrait.top == 20 {
            return device.withPortraitTopInset(0)
        }
        if device.interfaceBuilderID == "retina5_9", tools >= 21000, portrait.top == 44 {
            return device.withPortraitTopInset(50, statusBar: 50)
        }
        // The 390×844 canvas (`retina6_0`, iPhone 12) likewise had a 44 pt status bar before Xcode 14
        // (esri 316, Xcode 12: a map view pinned to the safe area's top stored at y = 44).
        if device.interfaceBuilderID == "retina6_0", tools < 21000, portrait.top == 47 { return device.withPortraitTopInset(44) }
        guard device.interfaceBuilderID == "retina6_1", tools < 21000, portrait.top == 48 else { return device }
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
        // The 600×600 Any/Any canvas stands for any screen only in documents without a device: in
        // one with a device, a 600×600 root is what Xcode drew on it (energy 475, Xcode 10 on the
        // `ipad9_7` canvas: the subviews of 600×600 roots are stored 600 pt wide).
        let anyCanvases = document.device == nil || canvasSize(of: document) == nil ? [canvas, CGSize(width: 600, height: 600)] : [canvas]
        // A root drawn as a screen of its own size (``isDrawnAsOwnScreen``) fills that screen.
        let ownScreen = storedRoot.flatMap { root in
            isDrawnAsOwnScreen(controllerObject, root: root, canvas: canvas, device: device, document: document) ? root.size : nil
        }
        let fillsScreen = ownScreen != nil || storedRoot.map { root in
            root.minX == 0 && root.minY == 0 && anyCanvases.contains { abs(root.width - $0.width) < 0.5 && abs(root.height - $0.height) < 0.5 }
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
        if let ownScreen { sceneDevice = sceneDevice.withScreenSize(ownScreen, orientation: orientation) }
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
                if !wrappedInNavigation, !isBelowOpaqueBar(metric, controller: controllerObject) {
                    extra.top += UINavigationController.navigationBarHeight(for: barTraits)
                }
            case ("simulatedToolbarMetrics", "bottomBar"?), ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?):
                hasToolbar = true
            case ("simulatedTabBarMetrics", "bottomBar"?), ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?):
                if !wrappedInTabs, !isBelowOpaqueBar(metric, controller: controllerObject) {
                    extra.bottom += UITabBarController.tabBarHeight(for: barTraits)
                }
            default: break
            }
        }
        // Xcode 16 (tools version 24000 on) counts the safe area of a home-indicator phone twice
        // for a scene in no container, and for one in a navigation controller alone (nrfmesh 422:
        // the navigation bar stored at y = 96, a view pinned to the safe area's bottom 68 pt above
        // the screen's).
        let doublesSafeArea = toolsVersion(of: document) >= 24000 && device.hasHomeIndicator && fillsScreen
            && (top === controller || (wrappedInNavigation && !wrappedInTabs))
        if wrappedInNavigation, let navigationObject = document.enclosingNavigationController(of: controllerObject.id) {
            // A navigation controller that shows its toolbar shows it under each of its children.
            if navigationObject.attribute("toolbarHidden") == "NO", !explicitNone.contains("simulatedBottomBarMetrics") { hasToolbar = true }
            if navigationObject.attribute("navigationBarHidden") == "YES" { controller.navigationController?.isNavigationBarHidden = true }
            let statusBarTop = sceneDevice.safeAreaInsets(for: orientation).top * (doublesSafeArea ? 2 : 1)
            extra.top += largeTitleBarExtra(navigationObject, controller: controllerObject, statusBarTop: statusBarTop, traits: barTraits)
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
           let barObject = navigationObject.children.first(where: { $0.kind == .navigationBar }),
           let bar = barObject.frame, !isBelowOpaqueBar(barObject.element, controller: controllerObject),
           let storedRoot, storedRoot.minY == 0, !isLaidOutBetweenBars(storedRoot, canvas: canvas) {
            // (A root stored below the bar, at y = 64 as before iOS 11, is under none of it:
            // packt10 556.)
            extra.top += CGFloat(bar.y + bar.height)
        }
        if placesRoot, !isSheet, extra.top == 0, let storedRoot,
           isFullScreenAboveOpaqueTabBar(controllerObject, root: storedRoot, canvas: canvas, document: document) {
            extra.top += sceneDevice.safeAreaInsets(for: orientation).top
        }
        if explicitNone.contains("simulatedTopBarMetrics"), let navigation = controller.navigationController {
            navigation.isNavigationBarHidden = true
        }
        // The doubled safe area (``doublesSafeArea`` above; the corpus: 96 / 68 pt on the 414×896
        // canvas, 68 pt at the bottom of the 402×874 one).
        if doublesSafeArea {
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

    /// Whether Xcode (before Xcode 11: tools version below 15000) draws a scene whose root does not
    /// fill the phone canvas as a screen of the root's own size — a freeform simulated size, or a
    /// root stored at another size — with the status bar at its top and a root view's minimum
    /// margins for that width: the root is at the origin, the scene is not a popover, a sheet or
    /// a scene presented over another (`popoverPresentation`, a presentation whose style is not
    /// full screen, to it or to its navigation controller; an embedded child is drawn so), is
    /// not under an opaque navigation bar (``isBelowOpaqueBar(_:controller:)``) nor told to have
    /// no status bar, and is not shaped as a phone in landscape (wider than tall and less than
    /// 500 pt tall: compact height, where iOS hides the status bar).
    /// Evidence: eidolon 576 (Xcode 9: 815×660 roots, pushed or a navigation root with a hidden
    /// bar, their views 20 pt below the top layout guide's stored origin and 20 pt root margins),
    /// hero 500 (Xcode 8: 320×440 roots, an initial and a shown one, the top layout guide at
    /// 20 pt, 16 pt margins), appauth 593 (Xcode 9: a 320×600 initial root), synthone 486 / 487
    /// (Xcode 10: 1024×768 roots at 20 pt; 667×375 and 667×475 roots without a status bar).
    static func isDrawnAsOwnScreen(_ controller: IBObject, root: CGRect, canvas: CGSize, device: Device, document: IBDocument) -> Bool {
        guard device.idiom == .phone, toolsVersion(of: document) < 15000, root.minX == 0, root.minY == 0,
              abs(root.width - canvas.width) >= 0.5 || abs(root.height - canvas.height) >= 0.5,
              root.width > 0, root.height > 0 else { return false }
        if root.width > root.height, root.height < 500 { return false }
        let navigation = document.enclosingNavigationController(of: controller.id)
        let noStatusBar = [controller, navigation].compactMap { $0 }.contains { object in
            object.element.elements(named: "nil").contains { $0.key == "simulatedStatusBarMetrics" }
        }
        if noStatusBar { return false }
        if let navigation, navigation.attribute("navigationBarHidden") != "YES",
           let bar = navigation.children.first(where: { $0.kind == .navigationBar }), isBelowOpaqueBar(bar.element, controller: controller) {
            return false
        }
        if controller.simulatedMetrics.contains(where: { $0.name == "simulatedNavigationBarMetrics" && isBelowOpaqueBar($0, controller: controller) }) {
            return false
        }
        let targets = Set([controller.id, document.navigationController(rootedAt: controller.id)?.id].compactMap { $0 })
        var presentedApart = false, embedded = false
        for scene in document.scenes {
            scene.controller?.forEach { object in
                for segue in object.segues where targets.contains(segue.destination ?? "") {
                    switch segue.segueKind {
                    case "embed": embedded = true
                    case "popoverPresentation": presentedApart = true
                    case "presentation", "modal":
                        if let style = segue.element["modalPresentationStyle"], style != "fullScreen" { presentedApart = true }
                    default: break
                    }
                }
            }
        }
        if presentedApart { return false }
        // A root as wide as the canvas and shorter by the status and navigation bars (64 pt), the
        // tab bar (49 pt) or both (113 pt) is laid out between those bars, not on its own screen
        // (xlpager 566, rocketchat 384, ibanimatable 505); an embedded child is drawn on its own
        // screen at any size (xlpager 566: 375×554 and 375×497 children, their bars at y = 20).
        if !embedded, isLaidOutBetweenBars(root, canvas: canvas) { return false }
        return true
    }

    /// Whether a root is as wide as the canvas and shorter than it by exactly the status and
    /// navigation bars (64 pt), the tab bar (49 pt) or both (113 pt): Xcode laid it out between
    /// those bars (opaque, as UIKit lays out a root under opaque bars), so its safe area has none
    /// of them. xlpager 566, rocketchat 384, ibanimatable 505 (Xcode 10), packt10 556 (Xcode 8:
    /// 375×603 and 375×554 navigation roots whose collection and table views pinned to the top
    /// layout guide are stored at y = 0).
    static func isLaidOutBetweenBars(_ root: CGRect, canvas: CGSize) -> Bool {
        let shortening = canvas.height - root.height
        return root.minX == 0 && root.minY == 0 && abs(root.width - canvas.width) < 0.5
            && [49, 64, 113].contains(where: { abs(shortening - $0) < 0.5 })
    }

    /// How much lower than a standard bar under the status bar Xcode's canvas ends a navigation
    /// bar with large titles (`largeTitles="YES"`), for a controller that does not turn them off
    /// (`largeTitleDisplayMode="never"`): the document stores the bar's frame as the canvas drew
    /// it, and the safe area of the scenes in it ends at that frame's bottom. Only a frame that
    /// starts at the status bar, or at twice it (Xcode 16's doubled safe area), is taken; others
    /// were stored on another canvas. Evidence: nrfmesh 422 (Xcode 16: a 106 pt bar at y = 96, a
    /// view pinned to the safe area's top stored at y = 202).
    static func largeTitleBarExtra(_ navigation: IBObject, controller: IBObject, statusBarTop: CGFloat, traits: UITraitCollection) -> CGFloat {
        guard let bar = navigation.children.first(where: { $0.kind == .navigationBar }), bar.element["largeTitles"] == "YES",
              navigation.attribute("navigationBarHidden") != "YES", let frame = bar.frame,
              controller.children.first(where: { $0.kind == .navigationItem })?.element["largeTitleDisplayMode"] != "never" else { return 0 }
        let y = CGFloat(frame.y)
        guard abs(y - statusBarTop) < 0.5 || abs(y - 2 * statusBarTop) < 0.5 else { return 0 }
        return y + CGFloat(frame.height) - statusBarTop - UINavigationController.navigationBarHeight(for: traits)
    }

    /// Whether a bar (a real one, or simulated metrics) is opaque for the controller's root view:
    /// `translucent="NO"` and the controller does not extend its layout under opaque bars
    /// (`extendedLayoutIncludesOpaqueBars`). UIKit then puts the root view below (above) the bar
    /// instead of under it, and Xcode stores the root that much shorter: its safe area does not
    /// have the bar. Evidence: xlpager 566 (Xcode 10: roots 603 pt tall under opaque navigation
    /// bars, their content at y = 0), packt16 518 (Xcode 14: a 623 pt root under an opaque bar,
    /// an image view at y = 0), inaturalist 526 (an opaque simulated navigation bar).
    static func isBelowOpaqueBar(_ bar: IBElement, controller: IBObject) -> Bool {
        bar["translucent"] == "NO" && controller.attribute("extendedLayoutIncludesOpaqueBars") != "YES"
    }

    /// Whether a controller is a tab of a tab bar controller whose tab bar is opaque
    /// (``isBelowOpaqueBar(_:controller:)``) and its stored root is the canvas above that bar:
    /// as wide as the canvas and shorter by the tab bar only. Such a root starts at the top of the
    /// screen, under the status bar, and Xcode's canvas gives its safe area the status bar
    /// (xlpager 566: a 375×618 root on the 375×667 canvas whose label pinned 30 pt below the
    /// safe area's top is stored at y = 50).
    static func isFullScreenAboveOpaqueTabBar(_ controller: IBObject, root: CGRect, canvas: CGSize, document: IBDocument) -> Bool {
        guard root.minX == 0, root.minY == 0, abs(root.width - canvas.width) < 0.5 else { return false }
        for scene in document.scenes {
            guard let tabs = scene.controller, tabs.kind == .tabBarController,
                  tabs.segues.contains(where: { $0.segueKind == "relationship" && $0.relationship == "viewControllers" && $0.destination == controller.id }),
                  let tabBar = tabs.children.first(where: { $0.kind == .tabBar }), tabBar.element["translucent"] == "NO" else { continue }
            return abs(root.height - (canvas.height - UITabBarController.tabBarHeight)) < 0.5
        }
        return false
    }

    /// The Interface Builder tools version that wrote the document (`14490.70` → 14490); recent
    /// Xcode writes the constant `32700.99.1234` and its real version in the plug-in version.
    static func toolsVersion(of document: IBDocument) -> Double {
        func major(_ text: String?) -> Double? { text.flatMap { $0.split(separator: ".").first }.flatMap { Double($0) } }
        let tools = major(document.toolsVersion) ?? 0
        if tools == 32700 { return major(document.plugInVersion) ?? tools }
        return tools
    }

    /// Whether Xcode before Xcode 11 (tools version below 15000) infers a navigation bar for a
    /// controller that is in no navigation controller of the document: one whose navigation item
    /// has bar button items (as controllers entered from another storyboard's navigation
    /// controller have) is drawn under a navigation bar, and a scene it pushes inherits it
    /// (``containerChain(of:in:seen:)``). Evidence: ibanimatable 505, 507, 508 (Xcode 9 and 10:
    /// table view controllers with a back button item, initial in their storyboards, push scenes
    /// whose views pinned to the top layout guide are stored 64 pt down; one repository). Later
    /// Xcodes do not: applied to every version, the rule breaks 80 matching views of iqkeyboard
    /// 113, 115, 117, 118 (Xcode 14.3 and 16). The corpus has no such controller between Xcode 10
    /// and 14.3: the boundary is a choice in that gap.
    static func hasOwnNavigationItem(_ id: String, in document: IBDocument) -> Bool {
        guard toolsVersion(of: document) < 15000, let controller = document.scenes.lazy.compactMap(\.controller).first(where: { $0.id == id }),
              controller.kind != .navigationController, controller.kind != .tabBarController, controller.kind != .splitViewController else { return false }
        return controller.children.contains { item in
            item.kind == .navigationItem && item.key == "navigationItem" && item.children.contains { $0.kind == .barButtonItem }
        }
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
                if hasOwnNavigationItem(current, in: document) { return ["rootViewController"] }
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
}
