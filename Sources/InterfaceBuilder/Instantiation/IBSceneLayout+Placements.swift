import AdaptiveKit
import Foundation

/// One device, orientation and environment to lay a document's scenes out on.
public struct IBScenePlacement: Sendable {
    public var device: Device
    public var orientation: UIInterfaceOrientation
    public var environment: IBLayoutEnvironment

    public init(device: Device, orientation: UIInterfaceOrientation, environment: IBLayoutEnvironment = IBLayoutEnvironment()) {
        self.device = device
        self.orientation = orientation
        self.environment = environment
    }

    /// The size classes and idiom the document's variations are resolved for.
    var traits: IBTraits {
        var traits = IBTraits(device.traitCollection(for: orientation))
        if let width = environment.windowWidth, device.idiom == .pad {
            traits.horizontalSizeClass = Device.horizontalSizeClass(forPadWindowWidth: width)
        }
        return traits
    }
}

extension IBSceneLayout {
    /// Lays every scene of a document out on each placement, as
    /// ``report(for:device:orientation:sceneID:options:rules:environment:inspector:)`` does for
    /// one, but without making each scene again for each device: a storyboard scene is made once
    /// for the placements that resolve the document's variations alike (the same size classes
    /// and idiom), put it on the screen the same way (the same containers, filling the screen or
    /// placed, as a sheet or not) and share the appearance and text size; its window then moves
    /// from one device to the next (`UIWindow.move(to:orientation:)`) and the same views and
    /// solver lay out again. Xib top-level views, which Xcode draws on a screen of their own size,
    /// are made for each placement.
    ///
    /// A scene moved to a device is laid out as one made there would be, with one known
    /// difference: where the constraints leave a view free (an ambiguous layout), the solver
    /// keeps the value it had rather than the one a new solver would pick, as UIKit does when a
    /// window changes size.
    ///
    /// - Parameter inspector: Called for each scene laid out on each placement, with the
    ///   placement's index, while the scene is on screen.
    public static func layOut(
        _ document: IBDocument, on placements: [IBScenePlacement], options: IBInstantiator.Options = .canvas, rules: CanvasRuleSet = .all,
        inspector: @escaping (IBLaidOutScene, Int) -> Void
    ) {
        var resolutions: [IBTraits: (document: IBDocument, segues: IBSegueIndex)] = [:]
        let resolved = placements.map { placement in
            let traits = placement.traits
            if let known = resolutions[traits] { return known }
            let document = document.resolved(for: traits)
            let resolution = (document: document, segues: IBSegueIndex(document))
            resolutions[traits] = resolution
            return resolution
        }
        // What is laid out, in the order of a report: a storyboard's scenes (by the id of the
        // scene, the controller's object); a xib's top-level views and controllers.
        var units: [(sceneID: String, objectID: String)] = []
        if document.kind == .storyboard {
            for scene in document.scenes {
                if let controller = scene.controller { units.append((scene.id, controller.id)) }
            }
        } else {
            for object in document.objects {
                if object.kind.isView {
                    units.append((object.id, object.id))
                } else if object.kind.isController, object.kind != .viewControllerPlaceholder {
                    for controller in [object] + object.children.flatMap(nestedControllers) { units.append((controller.id, controller.id)) }
                }
            }
        }
        for unit in units {
            var madeScenes: [[String]: MadeScene] = [:]
            var madeViews: [[String]: MadeTopLevelView] = [:]
            for (index, placement) in placements.enumerated() {
                let (resolvedDocument, segues) = resolved[index]
                guard let object = resolvedDocument.object(withID: unit.objectID) else { continue }
                let canvas = CanvasSession(rules: rules)
                let context = SceneContext(environment: placement.environment, inspector: { inspector($0, index) }, sceneID: unit.sceneID)
                let sameTraits = [
                    "\(placement.traits)", placement.environment.userInterfaceStyle.map { "\($0.rawValue)" } ?? "-",
                    placement.environment.contentSizeCategory?.rawValue ?? "-",
                ]
                if object.kind.isView {
                    let plan = TopLevelViewPlan(object, document: resolvedDocument, device: placement.device, orientation: placement.orientation, canvas: canvas)
                    let made = madeViews[sameTraits] ?? MadeTopLevelView(
                        object, plan: plan, document: resolvedDocument, options: options, environment: placement.environment)
                    madeViews[sameTraits] = made
                    _ = made.place(plan, canvas: canvas, context: context)
                } else if object.kind.isController, object.kind != .viewControllerPlaceholder {
                    let plan = ScenePlan(
                        object, document: resolvedDocument, segues: segues, device: placement.device, orientation: placement.orientation, canvas: canvas)
                    let key = plan.shape + sameTraits
                    let made = madeScenes[key] ?? MadeScene(
                        object, plan: plan, document: resolvedDocument, segues: segues, options: options, canvas: canvas, environment: placement.environment)
                    madeScenes[key] = made
                    _ = made.place(plan, segues: segues, canvas: canvas, context: context)
                }
            }
            for made in madeScenes.values { made.tearDown() }
            for made in madeViews.values { made.tearDown() }
        }
    }
}
