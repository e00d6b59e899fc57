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
    /// The device of the document's `<device>`; without one, the Any/Any canvas of Xcode 6 and 7
    /// (``Device/anyAnyCanvas``) for a document with size classes that an Xcode before 8 wrote,
    /// and iPhone 8 (with a note) otherwise.
    public static func defaultDevice(for document: IBDocument) -> (Device, note: String?) {
        if let id = document.device?.id, let device = Device.models(withInterfaceBuilderID: id).first {
            return (device, nil)
        }
        if document.device == nil, hasAnyAnyCanvas(document) {
            return (.anyAnyCanvas, nil)
        }
        let fallback = (try? Device.named("iPhone 8")) ?? Device.all[0]
        let reason = document.device.map { "unknown canvas device '\($0.id)'" } ?? "no <device> (an Xcode 7 or earlier Any/Any canvas)"
        return (fallback, "\(reason): laid out on \(fallback.name)")
    }

    /// Whether the document was drawn on Xcode 6 and 7's 600 × 600 Any/Any canvas: it names no
    /// device, uses size classes, and an Xcode before 8 wrote it (Xcode 8 added the device bar and
    /// `<device>`; Xcode 5 and earlier, without size classes, drew a phone or tablet screen).
    public static func hasAnyAnyCanvas(_ document: IBDocument) -> Bool {
        let tools = IBToolsVersion.of(document)
        return document.device == nil && document.usesTraitCollections && tools > 0 && tools < IBToolsVersion.xcode8
    }

    /// The document's device as the Xcode that wrote it drew its canvas: the Retina model of the
    /// canvas's size, with the status bar of the iOS that Xcode drew
    /// (``CanvasRule/xcode11HomeButtonStatusBar``, ``CanvasRule/miniCanvasStatusBar``,
    /// ``CanvasRule/olderXRStatusBar``, ``CanvasRule/olderIPhone12StatusBar``).
    static func canvasDevice(_ device: Device, for document: IBDocument, canvas: CanvasSession) -> Device {
        // Xcode's canvases are Retina: the `ipad9_7` canvas (Xcode 8's "iPad Pro (9.7-inch)") is
        // @2x, not the first iPad of that size (iPad 2, @1x). AVAEMixer 031 (Xcode 8.2) stores
        // half-point frames on it (x = 280.5, widths 240.5 and 427.5).
        if device.scale < 2,
           let retina = Device.models(withInterfaceBuilderID: device.interfaceBuilderID ?? "").first(where: { $0.scale >= 2 }) {
            return canvasDevice(retina, for: document, canvas: canvas)
        }
        let tools = toolsVersion(of: document)
        return xcode11HomeButtonDevice(device, tools: tools, canvas: canvas)
            ?? miniCanvasDevice(device, tools: tools, canvas: canvas)
            ?? olderXRDevice(device, tools: tools, canvas: canvas)
            ?? olderIPhone12Device(device, tools: tools, canvas: canvas)
            ?? device
    }

    /// Lays out every scene (or the one with `sceneID`) and reports the frames.
    public static func report(
        for document: IBDocument, device: Device? = nil, orientation: UIInterfaceOrientation? = nil,
        sceneID: String? = nil, options: IBInstantiator.Options = .canvas, rules: CanvasRuleSet = .all,
        environment: IBLayoutEnvironment = IBLayoutEnvironment(), inspector: ((IBLaidOutScene) -> Void)? = nil
    ) -> IBFrameReport {
        var diagnostics: [Diagnostic] = []
        let chosen: Device
        let documentCanvas = CanvasSession(rules: rules)
        if let device {
            chosen = device
        } else {
            let (found, note) = defaultDevice(for: document)
            chosen = canvasDevice(found, for: document, canvas: documentCanvas)
            if let note { diagnostics.append(Diagnostic(.note, .framesDevice, file: document.path, at: document.device?.position, message: note)) }
        }
        let resolvedOrientation = orientation ?? (document.device?.orientation == "landscape" ? .landscapeLeft : .portrait)
        let traits = IBScenePlacement(device: chosen, orientation: resolvedOrientation, environment: environment).traits
        let context = SceneContext(environment: environment, inspector: inspector)
        let resolved = document.resolved(for: traits)
        let segues = IBSegueIndex(resolved)
        var scenes: [IBFrameReport.Scene] = []
        if resolved.kind == .storyboard {
            for scene in resolved.scenes where sceneID == nil || scene.id == sceneID {
                guard let controller = scene.controller, controller.kind.isController, controller.kind != .viewControllerPlaceholder else { continue }
                let canvas = CanvasSession(rules: rules, applied: documentCanvas.applied)
                let (views, found) = layOutScene(
                    controller, document: resolved, segues: segues, device: chosen, orientation: resolvedOrientation, options: options, canvas: canvas,
                    context: context.for(sceneID: scene.id))
                diagnostics += found
                scenes.append(IBFrameReport.Scene(id: scene.id, views: views, rules: canvas.applied))
                // Views of the scene's own beside its controller (in the scene dock, connected by
                // outlets): Xcode lays each out on its own at its stored size, as a xib's
                // top-level view (AVAEMixer 031's seven mixer panels).
                let reported = Set(views.map(\.id))
                for object in scene.objects where object.kind.isView && !reported.contains(object.id) && object.frame != nil {
                    let canvas = CanvasSession(rules: rules, applied: documentCanvas.applied)
                    let (views, found) = layOutTopLevelView(
                        object, document: resolved, device: chosen, orientation: resolvedOrientation, options: options, canvas: canvas,
                        context: context.for(sceneID: object.id))
                    diagnostics += found
                    scenes.append(IBFrameReport.Scene(id: object.id, views: views, rules: canvas.applied))
                }
            }
        } else {
            for object in resolved.objects where sceneID == nil || object.id == sceneID {
                if object.kind.isView {
                    let canvas = CanvasSession(rules: rules, applied: documentCanvas.applied)
                    let (views, found) = layOutTopLevelView(
                        object, document: resolved, device: chosen, orientation: resolvedOrientation, options: options, canvas: canvas,
                        context: context.for(sceneID: object.id))
                    diagnostics += found
                    scenes.append(IBFrameReport.Scene(id: object.id, views: views, rules: canvas.applied))
                } else if object.kind.isController, object.kind != .viewControllerPlaceholder {
                    // A controller in a xib (a launch screen's, a main window's) is laid out as a
                    // storyboard scene is, and so are the controllers it contains.
                    for controller in [object] + object.children.flatMap(nestedControllers) {
                        let canvas = CanvasSession(rules: rules, applied: documentCanvas.applied)
                        let (views, found) = layOutScene(
                            controller, document: resolved, segues: segues, device: chosen, orientation: resolvedOrientation, options: options,
                            canvas: canvas, context: context.for(sceneID: controller.id))
                        diagnostics += found
                        scenes.append(IBFrameReport.Scene(id: controller.id, views: views, rules: canvas.applied))
                    }
                }
            }
        }
        return IBFrameReport(
            documentPath: document.path, deviceName: chosen.name,
            orientation: resolvedOrientation.isLandscape ? "landscape" : "portrait", scenes: scenes, diagnostics: diagnostics)
    }

    // MARK: Scenes

    /// The bars a container shows that the document describes, with the live bars: a navigation
    /// controller's navigation bar, and its toolbar when it shows one (`toolbarHidden="NO"`).
    /// The report lists them as container bars, placed by the container.
    static func containerBars(of controller: UIViewController, _ controllerObject: IBObject) -> [(IBObject, UIView)] {
        guard let navigation = controller as? UINavigationController else { return [] }
        var bars: [(IBObject, UIView)] = []
        if let bar = controllerObject.children.first(where: { $0.kind == .navigationBar }) { bars.append((bar, navigation.navigationBar)) }
        if !navigation.isToolbarHidden, let toolbar = controllerObject.children.first(where: { $0.kind == .toolbar && $0.key == "toolbar" }) {
            bars.append((toolbar, navigation.toolbar))
        }
        return bars
    }

    /// The controllers a xib's controller holds (a navigation controller's `viewControllers`).
    static func nestedControllers(_ object: IBObject) -> [IBObject] {
        object.kind.isController ? [object] + object.children.flatMap(nestedControllers) : []
    }

    private static func layOutScene(
        _ controllerObject: IBObject, document: IBDocument, segues: IBSegueIndex, device: Device, orientation: UIInterfaceOrientation,
        options: IBInstantiator.Options, canvas: CanvasSession, context: SceneContext = SceneContext()
    ) -> ([IBFrameReport.View], [Diagnostic]) {
        let plan = ScenePlan(controllerObject, document: document, segues: segues, device: device, orientation: orientation, canvas: canvas)
        let made = MadeScene(controllerObject, plan: plan, document: document, segues: segues, options: options, canvas: canvas, environment: context.environment)
        let views = made.place(plan, segues: segues, canvas: canvas, context: context)
        made.tearDown()
        return (views, made.instantiator.diagnostics)
    }

    /// How the canvas puts a controller's scene on a device, decided from the document before
    /// anything is made: filling the screen, as a phone sheet, or placed at its stored frame; the
    /// status bar of the scene's device; the containers the document puts the controller in.
    @MainActor
    struct ScenePlan {
        var device: Device
        var orientation: UIInterfaceOrientation
        var screen: CGSize
        var tools: Double
        var storedRoot: CGRect?
        var canvasSize: CGSize
        var fillsScreen: Bool
        /// Whether the root is laid out between the bars of the document's containers
        /// (``IBSceneLayout/isRootBetweenContainerBars(_:root:canvasSize:segues:canvas:)``).
        var rootBetweenBars: Bool
        var sheet: CanvasPhoneSheet?
        var placesRoot: Bool
        var sceneDevice: Device
        var containers: [IBRelationship]

        init(
            _ controllerObject: IBObject, document: IBDocument, segues: IBSegueIndex, device: Device, orientation: UIInterfaceOrientation,
            canvas: CanvasSession
        ) {
            self.device = device
            self.orientation = orientation
            screen = device.size(for: orientation)
            tools = toolsVersion(of: document)
            let rootObject = controllerObject.view
            storedRoot = rootObject?.frame.map(IBValueConversions.rect)
            let documentCanvas = IBSceneLayout.canvasSize(of: document)
            canvasSize = documentCanvas ?? screen
            // A root UIKit lays out between the containers' bars fills the screen inside them
            // (``CanvasRule/opaqueBars``); a root drawn as a screen of its own size
            // (``CanvasRule/ownScreenRoot``) fills that screen.
            rootBetweenBars = isRootBetweenContainerBars(controllerObject, root: storedRoot, canvasSize: canvasSize, segues: segues, canvas: canvas)
            // On a screen other than the canvas's, a root that keeps its size only because of the
            // canvas it was stored on (``IBSceneLayout/keepsStoredSize(_:segues:)``) fills it.
            // (A document without a device was drawn on the screen `defaultDevice(for:)` stands for.)
            let canvasScreen = documentCanvas ?? IBSceneLayout.defaultDevice(for: document).0.size(for: .portrait)
            let otherScreen = abs(screen.width - canvasScreen.width) >= 0.5 || abs(screen.height - canvasScreen.height) >= 0.5
            let fillsOtherScreen = otherScreen && !keepsStoredSize(controllerObject, segues: segues)
            let ownScreen = rootBetweenBars || fillsOtherScreen ? nil
                : ownScreenSize(controllerObject, root: storedRoot, canvasSize: canvasSize, device: device, document: document, segues: segues, canvas: canvas)
            fillsScreen = ownScreen != nil || rootBetweenBars || fillsOtherScreen
                || rootFillsCanvas(storedRoot, canvasSize: canvasSize, documentHasDevice: documentCanvas != nil, canvas: canvas)
            sheet = phoneSheet(controllerObject, storedRoot: storedRoot, canvasSize: canvasSize, device: device, orientation: orientation, tools: tools, canvas: canvas)
            placesRoot = !fillsScreen && rootObject != nil
            // The status bar of the scene's device.
            var sceneDevice = device
            if let adjusted = navigationStatusBarNoneDevice(sceneDevice, controllerObject: controllerObject, segues: segues, orientation: orientation, canvas: canvas)
                ?? controllerStatusBarNoneDevice(sceneDevice, controllerObject: controllerObject, orientation: orientation, canvas: canvas) {
                sceneDevice = adjusted
            }
            if let adjusted = fullScreenPresentationDevice(sceneDevice, controllerObject: controllerObject, segues: segues, orientation: orientation, canvas: canvas) {
                sceneDevice = adjusted
            }
            if let ownScreen { sceneDevice = sceneDevice.withScreenSize(ownScreen, orientation: orientation) }
            self.sceneDevice = sceneDevice
            containers = fillsScreen || sheet != nil ? containerChain(of: controllerObject.id, in: document, segues: segues, canvas: canvas) : []
        }

        /// The device of the scene's window: a placed root's has no unsafe area.
        var windowDevice: Device { placesRoot ? device.withSafeAreaInsets(.zero) : sceneDevice }

        /// What a scene made for one plan shares with another plan for it to be moved to that
        /// plan's device rather than made again: the same containers and the same way of putting
        /// the root on the screen, on the same idiom.
        var shape: [String] {
            [
                "\(device.idiom.rawValue)", "\(fillsScreen)", "\(placesRoot)", sheet.map { "sheet \($0.isOlder)" } ?? "no sheet",
                containers.map(\.description).joined(separator: ">"),
            ]
        }
    }

    /// A scene made on a window and laid out on one device, kept to be laid out on others of the
    /// same shape (``ScenePlan/shape``): the window moves to the next device
    /// (`UIWindow.move(to:orientation:)`), the safe area the canvas adds is worked out again for it,
    /// and the same views and solver lay out again.
    @MainActor
    final class MadeScene {
        let controllerObject: IBObject
        let instantiator: IBInstantiator
        let controller: UIViewController
        let window: UIWindow
        let shape: [String]
        private let top: UIViewController
        private let wrappedInNavigation: Bool
        private let wrappedInTabs: Bool
        /// The full-screen view a placed root sits in.
        private var container: UIView?
        private var placedRootID: String?
        /// The safe area the canvas added for the last device (taken off before the next one's).
        private var extra = UIEdgeInsets.zero
        private var isPlaced = false

        init(
            _ controllerObject: IBObject, plan: ScenePlan, document: IBDocument, segues: IBSegueIndex, options: IBInstantiator.Options,
            canvas: CanvasSession, environment: IBLayoutEnvironment
        ) {
            self.controllerObject = controllerObject
            shape = plan.shape
            // The window and its environment first: what the scene makes (a font of a text style)
            // sees this device and text size, never the window laid out before.
            let window = UIWindow(device: plan.windowDevice, orientation: plan.orientation)
            self.window = window
            environment.apply(to: window)
            window.makeScreenMain()
            instantiator = IBInstantiator(document: document, options: options, bundle: document.resourceBundle)
            let controller = instantiator.makeController(controllerObject)
            self.controller = controller
            instantiator.connectPendingConnections()
            if !plan.rootBetweenBars {
                // The canvas's other plans size the root themselves (the screen, its stored frame,
                // a screen of its own size) with it under every bar, as before extended layout.
                controller.edgesForExtendedLayout = .all
                controller.extendedLayoutIncludesOpaqueBars = true
            }

            // The containers the document puts the controller in.
            var top: UIViewController = controller
            var wrappedInNavigation = false, wrappedInTabs = false
            for relationship in plan.containers {
                switch relationship {
                case .rootViewController:
                    let navigation = UINavigationController(rootViewController: top)
                    if plan.rootBetweenBars, let enclosing = segues.enclosingNavigationController(of: controllerObject.id) {
                        IBInstantiator.configureContainerBars(of: navigation, from: enclosing, color: Self.noColor)
                    }
                    top = navigation
                    wrappedInNavigation = true
                case .viewControllers:
                    let tabs = UITabBarController(nibName: nil, bundle: nil)
                    tabs.viewControllers = [top]
                    if plan.rootBetweenBars, let enclosing = segues.tabBarController(showing: controllerObject.id, throughPushes: false) {
                        IBInstantiator.configureContainerBars(of: tabs, from: enclosing, color: Self.noColor)
                    }
                    top = tabs
                    wrappedInTabs = true
                default:
                    break
                }
            }
            self.top = top
            self.wrappedInNavigation = wrappedInNavigation
            self.wrappedInTabs = wrappedInTabs
            for (object, bar) in containerBars(of: controller, controllerObject) { instantiator.objects[object.id] = bar }
            let rootObject = controllerObject.view
            if (top !== controller || plan.fillsScreen || rootObject == nil) && plan.sheet == nil {
                window.rootViewController = top
            } else if let storedRoot = plan.storedRoot {
                // A container inside the safe area, so the placed root has none of the window's
                // unsafe area (an embedded child, a sheet or a popover has none on Xcode's canvas).
                let host = UIViewController()
                window.rootViewController = host
                let container = UIView(frame: CGRect(origin: .zero, size: plan.screen))
                container.autoresizingMask = []
                host.view.addSubview(container)
                host.addChild(top)
                top.view.translatesAutoresizingMaskIntoConstraints = true
                top.view.autoresizingMask = []
                top.view.frame = storedRoot
                container.addSubview(top.view)
                top.didMove(toParent: host)
                self.container = container
                placedRootID = rootObject?.id
            }
        }

        /// Lays the scene out on the plan's device (moving the window there when it was laid out
        /// on another) and collects its frames; the inspector sees it laid out.
        func place(_ plan: ScenePlan, segues: IBSegueIndex, canvas: CanvasSession, context: SceneContext) -> [IBFrameReport.View] {
            let device = plan.device, orientation = plan.orientation
            if isPlaced {
                context.environment.move(window, to: plan.windowDevice, orientation: orientation)
                container?.frame = CGRect(origin: .zero, size: plan.screen)
            }
            // The safe area the canvas adds: simulated bars, a large-title bar, a sheet's bar, a
            // placed navigation root's bar, the status bar above an opaque tab bar, Xcode 16's
            // doubled safe area.
            let doublesSafeArea = plan.fillsScreen && (top === controller || (wrappedInNavigation && !wrappedInTabs))
            var extra = simulatedBarInsets(
                controllerObject, controller: controller, segues: segues, device: device, orientation: orientation,
                wrappedInNavigation: wrappedInNavigation, wrappedInTabs: wrappedInTabs, canvas: canvas)
            if wrappedInNavigation, let navigationObject = segues.enclosingNavigationController(of: controllerObject.id) {
                let doubled = doublesSafeArea && willDoubleSafeArea(device: device, tools: plan.tools, rules: canvas.rules)
                let statusBarTop = plan.sceneDevice.safeAreaInsets(for: orientation).top * (doubled ? 2 : 1)
                extra.top += largeTitleBarExtra(
                    navigationObject, controller: controllerObject, statusBarTop: statusBarTop, traits: device.traitCollection(for: orientation), canvas: canvas)
            }
            if let sheet = plan.sheet {
                extra = extra.adding(sheetInsets(sheet, wrappedInNavigation: wrappedInNavigation, device: device, orientation: orientation))
            }
            if plan.placesRoot, plan.sheet == nil, extra.top == 0 {
                extra.top += placedNavigationRootInset(controllerObject, storedRoot: plan.storedRoot, canvasSize: plan.canvasSize, segues: segues, canvas: canvas)
            }
            if plan.placesRoot, plan.sheet == nil, extra.top == 0, let storedRoot = plan.storedRoot {
                extra.top += aboveOpaqueTabBarInset(
                    controllerObject, root: storedRoot, canvasSize: plan.canvasSize, segues: segues,
                    statusBar: plan.sceneDevice.safeAreaInsets(for: orientation).top, canvas: canvas)
            }
            if doublesSafeArea {
                extra = extra.adding(doubledSafeAreaInsets(device: device, orientation: orientation, tools: plan.tools, canvas: canvas))
            }
            if extra != self.extra, controller.isViewLoaded {
                // Added to what a container already set (a navigation controller's bar), in place
                // of what the canvas added for the last device.
                controller.additionalSafeAreaInsets = controller.additionalSafeAreaInsets.adding(extra).adding(self.extra.negated)
                self.extra = extra
            }
            applyPreSafeAreaRootMargins(instantiator, screen: plan.screen, device: device, canvas: canvas)
            applyCellMargins(instantiator, screen: plan.screen, device: device, canvas: canvas)
            applyAlignmentInsets(instantiator, canvas: canvas)
            layOutAsCanvas(window, instantiator, canvas: canvas, holdingStoredFrames: !isPlaced)
            placeTableFooters(instantiator, canvas: canvas)
            isPlaced = true
            var views: [IBFrameReport.View] = []
            for (object, _) in containerBars(of: controller, controllerObject) {
                collect(object, instantiator: instantiator, canvas: canvas, placedIDs: [], excludedAbove: nil, depth: 0, into: &views)
            }
            if let rootObject = controllerObject.view {
                let first = views.count
                collect(rootObject, instantiator: instantiator, canvas: canvas, placedIDs: Set([placedRootID].compactMap { $0 }), excludedAbove: nil, depth: 0, into: &views)
                // Xcode stores a root laid out between bars at the origin, as every scene root,
                // though it sits below the navigation bar in its container.
                if plan.rootBetweenBars, views.indices.contains(first), views[first].id == rootObject.id, let frame = views[first].frame {
                    views[first].frame = CGRect(origin: .zero, size: frame.size)
                }
            }
            context.inspect(IBLaidOutScene(
                id: context.sceneID, object: controllerObject, views: views, window: window, instantiator: instantiator,
                canvasRules: canvas.rules))
            return views
        }

        /// The containers' bars are configured for their layout (Translucent, the title's font):
        /// a layout draws nothing, so their colours are not made.
        private static let noColor: (IBColor?) -> UIColor? = { _ in nil }

        func tearDown() {
            window.rootViewController = nil
        }
    }

    /// The containers of a controller (``CanvasContainers``), with those Xcode infers
    /// (``CanvasRule/inferredContainers``, ``CanvasRule/navigationItemBar``) while those rules are
    /// in force.
    static func containerChain(of id: String, in document: IBDocument, segues: IBSegueIndex, canvas: CanvasSession) -> [IBRelationship] {
        let chain = CanvasContainers.chain(
            of: id, in: segues, toolsVersion: toolsVersion(of: document),
            inferring: canvas.rules.contains(.inferredContainers), navigationItemBars: canvas.rules.contains(.navigationItemBar))
        // The rules that gave the containers the document does not state (computed once: a rule
        // counts when the chain came through it).
        if chain.usesNavigationItemBar { _ = canvas.applies(.navigationItemBar) }
        if chain.isInferred { _ = canvas.applies(.inferredContainers) }
        return chain.relationships
    }

    /// The Interface Builder tools version that wrote the document (``IBToolsVersion/of(_:)``).
    nonisolated static func toolsVersion(of document: IBDocument) -> Double {
        IBToolsVersion.of(document)
    }

    private static func layOutTopLevelView(
        _ object: IBObject, document: IBDocument, device: Device, orientation: UIInterfaceOrientation,
        options: IBInstantiator.Options, canvas: CanvasSession, context: SceneContext = SceneContext()
    ) -> ([IBFrameReport.View], [Diagnostic]) {
        let plan = TopLevelViewPlan(object, document: document, device: device, orientation: orientation, canvas: canvas)
        let made = MadeTopLevelView(object, plan: plan, document: document, options: options, environment: context.environment)
        let views = made.place(plan, canvas: canvas, context: context)
        made.tearDown()
        return (views, made.instantiator.diagnostics)
    }

    /// How Xcode draws a xib's top-level view on a device: as the root view of a controller on a
    /// screen of the view's own size, with the canvas device's safe area
    /// (``CanvasRule/xibTopLevelSafeArea``); without the rule with no unsafe area, and a freeform
    /// view larger than the screen drawn whole (the window is made large enough to hold it).
    @MainActor
    struct TopLevelViewPlan {
        var device: Device
        var orientation: UIInterfaceOrientation
        var screen: CGSize
        var windowDevice: Device
        /// Whether the view takes the device's screen (``IBSceneLayout/fillsScreen(_:in:)``)
        /// rather than its stored size.
        var fillsScreen: Bool

        init(_ object: IBObject, document: IBDocument, device: Device, orientation: UIInterfaceOrientation, canvas: CanvasSession) {
            self.device = device
            self.orientation = orientation
            fillsScreen = IBSceneLayout.fillsScreen(object, in: document)
            var screen = device.size(for: orientation)
            var insets = topLevelViewSafeArea(object, document: document, device: device, orientation: orientation, canvas: canvas)
            if let safeArea = insets {
                let bars = topLevelSimulatedBarInsets(object, device: device, orientation: orientation, canvas: canvas)
                insets = UIEdgeInsets(top: safeArea.top + bars.top, left: safeArea.left, bottom: safeArea.bottom + bars.bottom, right: safeArea.right)
            }
            if let frame = object.frame, !fillsScreen {
                let bottomRight = CGSize(width: CGFloat(frame.x + frame.width), height: CGFloat(frame.y + frame.height))
                screen = insets != nil ? bottomRight : CGSize(width: max(screen.width, bottomRight.width), height: max(screen.height, bottomRight.height))
            }
            self.screen = screen
            windowDevice = device.withSafeAreaInsets(insets ?? .zero).withScreenSize(screen, orientation: orientation)
        }
    }

    /// A xib's top-level view made on a window and laid out on one device, kept to be laid out on
    /// others (its window moves to the next device, as a scene's does).
    @MainActor
    final class MadeTopLevelView {
        let object: IBObject
        let instantiator: IBInstantiator
        let window: UIWindow
        private let view: UIView
        private let container: UIView
        private var isPlaced = false

        init(_ object: IBObject, plan: TopLevelViewPlan, document: IBDocument, options: IBInstantiator.Options, environment: IBLayoutEnvironment) {
            self.object = object
            let window = UIWindow(device: plan.windowDevice, orientation: plan.orientation)
            self.window = window
            environment.apply(to: window)
            window.makeScreenMain()
            instantiator = IBInstantiator(document: document, options: options, bundle: document.resourceBundle)
            let view = instantiator.makeViewTree(object, superviewID: nil, index: 0)
            self.view = view
            instantiator.installPendingConstraints()
            let host = UIViewController()
            window.rootViewController = host
            let container = UIView(frame: CGRect(origin: .zero, size: plan.screen))
            self.container = container
            host.view.addSubview(container)
            view.translatesAutoresizingMaskIntoConstraints = true
            view.autoresizingMask = []
            if let frame = object.frame { view.frame = IBValueConversions.rect(frame) }
            container.addSubview(view)
        }

        /// Lays the view out on the plan's device (moving the window there when it was laid out on
        /// another) and collects its frames; the inspector sees it laid out.
        func place(_ plan: TopLevelViewPlan, canvas: CanvasSession, context: SceneContext) -> [IBFrameReport.View] {
            if isPlaced {
                context.environment.move(window, to: plan.windowDevice, orientation: plan.orientation)
                container.frame = CGRect(origin: .zero, size: plan.screen)
            }
            if plan.fillsScreen { view.frame = CGRect(origin: .zero, size: plan.screen) }
            // Xcode draws a xib's top-level view as the root view of a canvas controller: it gets
            // a root view's minimum margins (20 pt on a 600 pt freeform view).
            applySystemMinimumMargins(to: view, object: object, screen: plan.screen, device: plan.device, tools: toolsVersion(of: instantiator.document), canvas: canvas)
            applyPreSafeAreaRootMargins(instantiator, screen: plan.screen, device: plan.device, canvas: canvas)
            applyCellMargins(instantiator, screen: plan.screen, device: plan.device, canvas: canvas)
            applyAlignmentInsets(instantiator, canvas: canvas)
            layOutAsCanvas(window, instantiator, canvas: canvas, holdingStoredFrames: !isPlaced)
            isPlaced = true
            var views: [IBFrameReport.View] = []
            collect(object, instantiator: instantiator, canvas: canvas, placedIDs: [object.id], excludedAbove: nil, depth: 0, into: &views)
            context.inspect(IBLaidOutScene(id: context.sceneID, object: object, views: views, window: window, instantiator: instantiator))
            return views
        }

        func tearDown() {
            window.rootViewController = nil
        }
    }
}

extension UIEdgeInsets {
    /// The sum of two insets, edge by edge.
    fileprivate func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }

    fileprivate var negated: UIEdgeInsets { UIEdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right) }
}
