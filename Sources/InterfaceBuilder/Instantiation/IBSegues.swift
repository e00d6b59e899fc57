import AdaptiveKit
import Foundation

/// The segues of one scene: relationships and embeds made at once, the others kept as
/// templates on the controller.
///
/// | kind | does |
/// |---|---|
/// | `relationship` `rootViewController` | the navigation controller's root |
/// | `relationship` `viewControllers` | a tab (in document order) |
/// | `relationship` `masterViewController` / `detailViewController` | the split view's primary / secondary (its `.primary` / `.secondary` columns in column style) |
/// | `relationship` `supplementaryViewController` / `compactViewController` | the `.supplementary` / `.compact` column of a column-style split view (``IBSplitView``) |
/// | `embed` | the destination becomes a child; its view fills the container view |
/// | `show`, legacy `push` | `show(_:sender:)` |
/// | `showDetail`, legacy `replace` | `showDetailViewController(_:sender:)` |
/// | `presentation`, legacy `modal` | `present(_:animated:)` with the segue's `modalPresentationStyle` and `modalTransitionStyle` set on the destination (when the segue has them) |
/// | `popoverPresentation`, legacy `popover` | a `.popover` presentation anchored at `popoverAnchorView` / `popoverAnchorBarButtonItem` with the arrow directions |
/// | `unwind` | recorded; performing it dismisses the presented controller the source is in |
/// | `custom` | a registered ``UIStoryboardSegue`` subclass (``IBClassRegistry``), else a warning and `show` |
@MainActor
struct IBSegues {
    let loader: IBStoryboardLoader
    let storyboard: UIStoryboard?
    let instantiator: IBInstantiator
    let depth: Int

    func attach(from sceneObject: IBObject, to controller: UIViewController) {
        var split: (primary: UIViewController?, secondary: UIViewController?, supplementary: UIViewController?, compact: UIViewController?)
            = (nil, nil, nil, nil)
        var tabs: [UIViewController] = []
        let segues = sceneSegues(of: sceneObject)
        for segue in segues {
            switch segue.segueKind {
            case .relationship:
                guard let destination = makeDestination(segue) else { continue }
                switch segue.relationship {
                case .rootViewController:
                    if let navigation = controller as? UINavigationController { navigation.viewControllers = [destination] }
                case .viewControllers:
                    tabs.append(destination)
                case .masterViewController: split.primary = destination
                case .detailViewController: split.secondary = destination
                case .supplementaryViewController: split.supplementary = destination
                case .compactViewController: split.compact = destination
                case .unknown, nil:
                    instantiator.warn(.unsupportedSegue, at: segue.position,
                                      "relationship \(segue.relationship?.rawValue ?? "?") is not supported: ignored")
                }
            case .embed:
                continue  // when the view loads (``attachAfterViewLoad(from:to:)``)
            default:
                let made = template(for: segue)
                controller.storyboardSegueTemplates.append(made)
                // Bar button items are made with the controller (its navigation item, toolbar
                // items); controls, cells and gesture recognizers with the view
                // (``attachAfterViewLoad(from:to:)``).
                if let item = instantiator.object(withID: segue.sourceID) as? UIBarButtonItem {
                    item.pressHandlers.append { [weak controller] item in
                        if let controller { Self.perform(made, sender: item, in: controller) }
                    }
                }
            }
        }
        if let tabController = controller as? UITabBarController, !tabs.isEmpty { tabController.viewControllers = tabs }
        if let splitController = controller as? UISplitViewController {
            IBSplitView.configure(splitController, from: sceneObject)
            if splitController.style == .unspecified {
                splitController.viewControllers = [split.primary, split.secondary].compactMap { $0 }
                if split.supplementary != nil || split.compact != nil {
                    instantiator.warn(.unsupportedSegue, at: sceneObject.position,
                                      "the supplementary and compact columns need a column-style split view; \(type(of: splitController)) is classic: ignored")
                }
            } else {
                splitController.setViewController(split.primary, for: .primary)
                splitController.setViewController(split.supplementary, for: .supplementary)
                splitController.setViewController(split.secondary, for: .secondary)
                splitController.setViewController(split.compact, for: .compact)
            }
        }
    }

    /// What waits for the scene's view (called from its `loadView()`, before `viewDidLoad()`):
    /// embed segues are performed (the destination made, `prepare(for:sender:)` called on the
    /// container controller with the segue, the destination added as a child filling the
    /// container view), and controls and cells that trigger segues get them.
    func attachAfterViewLoad(from sceneObject: IBObject, to controller: UIViewController) {
        let segues = sceneSegues(of: sceneObject)
        var templateIndex = 0
        for segue in segues {
            switch segue.segueKind {
            case .relationship:
                continue
            case .embed:
                guard let destination = makeDestination(segue), let container = instantiator.view(withID: segue.sourceID) else { continue }
                let made = UIStoryboardSegue(identifier: segue.identifier, source: controller, destination: destination)
                controller.prepare(for: made, sender: nil)
                controller.addChild(destination)
                destination.view.frame = container.bounds
                destination.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                destination.view.translatesAutoresizingMaskIntoConstraints = true
                container.addSubview(destination.view)
                destination.didMove(toParent: controller)
            default:
                defer { templateIndex += 1 }
                guard templateIndex < controller.storyboardSegueTemplates.count else { continue }
                let made = controller.storyboardSegueTemplates[templateIndex]
                if let control = instantiator.object(withID: segue.sourceID) as? UIControl {
                    Self.trigger(made, segueID: segue.id, from: control, in: controller)
                } else if let recognizer = instantiator.object(withID: segue.sourceID) as? UIGestureRecognizer {
                    recognizer.actionHandlers.append { [weak controller] recognizer in
                        guard recognizer.state == .recognized || recognizer.state == .began, let controller else { return }
                        Self.perform(made, sender: recognizer, in: controller)
                    }
                } else if let cell = instantiator.object(withID: segue.sourceID), cell is UITableViewCell || cell is UICollectionViewCell {
                    // A segue drawn from a prototype or static cell: selecting the row or item (or
                    // tapping the accessory) of any cell made from it performs it.
                    let event: StoryboardSegueEvent = segue.element["trigger"] == "accessoryAction" ? .accessoryAction : .selection
                    instantiator.segueTriggers(forCellID: segue.sourceID).entries.append(
                        (event, Self.performer(of: made, in: controller))
                    )
                }
            }
        }
    }

    /// The segues of a scene in document order: those of the controller and everything in it,
    /// then those of its gesture recognizers (scene objects beside the controller).
    /// ``attach(from:to:)`` and ``attachAfterViewLoad(from:to:)`` walk the same list, so the
    /// templates the first makes line up with the triggers the second attaches.
    private func sceneSegues(of sceneObject: IBObject) -> [IBConnection] {
        var segues: [IBConnection] = []
        sceneObject.forEach { segues += $0.segues }
        if let scene = loader.document.scenes.first(where: { $0.controller?.id == sceneObject.id }) {
            for object in scene.objects where object.id != sceneObject.id && object.kind.rawValue.hasSuffix("GestureRecognizer") {
                segues += object.segues
            }
        }
        return segues
    }

    /// Makes a tap on `control` (its `touchUpInside` actions, ``UIControl/sendActions(for:)``)
    /// perform the segue as UIKit does for a segue drawn from a button: ask the source's
    /// `shouldPerformSegue(withIdentifier:sender:)`, make the segue with a fresh destination, call
    /// `prepare(for:sender:)`, then `perform()`, the control being the sender.
    static func trigger(_ template: UIStoryboardSegueTemplate, segueID: String, from control: UIControl, in controller: UIViewController) {
        let action = UIAction(title: template.identifier ?? "", identifier: UIAction.Identifier("segue:\(segueID)")) {
            [weak controller] action in
            if let controller { perform(template, sender: action.sender, in: controller) }
        }
        control.addAction(action, for: .touchUpInside)
    }

    /// Performs a segue a user's action triggers (from a control, a cell, a bar button item or a
    /// gesture recognizer), as UIKit does: `shouldPerformSegue(withIdentifier:sender:)`, a fresh
    /// destination, `prepare(for:sender:)`, `perform()`.
    static func perform(_ template: UIStoryboardSegueTemplate, sender: Any?, in controller: UIViewController) {
        guard controller.shouldPerformSegue(withIdentifier: template.identifier ?? "", sender: sender),
              let segue = template.make(controller, sender) else { return }
        controller.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// What selecting a cell made from a prototype or static cell does, the cell being the sender
    /// (``perform(_:sender:in:)``). Holds the controller weakly (its cells hold this).
    static func performer(of template: UIStoryboardSegueTemplate, in controller: UIViewController) -> @MainActor (Any) -> Void {
        { [weak controller] sender in
            if let controller { perform(template, sender: sender, in: controller) }
        }
    }

    private func makeDestination(_ segue: IBConnection) -> UIViewController? {
        Self.destination(of: segue, loader: loader, storyboard: storyboard, depth: depth + 1, instantiator: instantiator)
    }

    static func destination(of segue: IBConnection, loader: IBStoryboardLoader, storyboard: UIStoryboard?, depth: Int,
                            instantiator: IBInstantiator?) -> UIViewController? {
        guard let id = segue.destination, let object = loader.document.object(withID: id) else { return nil }
        if object.kind == .viewControllerPlaceholder, object.storyboardName != nil {
            return loader.externalController(object, storyboard: storyboard)
        }
        guard let sceneObject = loader.controllerObject(withID: id), !loader.leadsBack(segue, to: sceneObject) else { return nil }
        return loader.makeController(sceneObject: sceneObject, storyboard: storyboard, depth: depth)
    }

    private func template(for segue: IBConnection) -> UIStoryboardSegueTemplate {
        let kind = segue.segueKind ?? .show
        let loader = loader, storyboard = storyboard, depth = depth
        let presentationStyle = segue.element["modalPresentationStyle"].flatMap {
            IBValueConversions.enumCase(UIModalPresentationStyle.self, named: $0)
        }
        // "Default" writes no attribute: the destination keeps its own (its controller's
        // `modalTransitionStyle` in the document, else cover vertical).
        let transitionStyle = segue.element["modalTransitionStyle"].flatMap {
            IBValueConversions.enumCase(UIModalTransitionStyle.self, named: $0)
        }
        let anchorID = segue.element["popoverAnchorView"] ?? segue.element["popoverAnchorBarButtonItem"]
        let arrows = Self.arrowDirections(segue.element.firstElement(named: "popoverArrowDirection"))
        let customClass = segue.element["customClass"]
        if kind == .custom, let name = customClass, IBClassRegistry.lookup(IBClassRegistry.segues, name) == nil {
            instantiator.warn(.unknownClass, at: segue.position, "Unknown segue class \(name): performed as a show segue")
        }
        // The template lives on the controller (``UIViewController/storyboardSegueTemplates``) and
        // in the actions of the controls that trigger it: it keeps no instantiator (whose objects
        // include the controller's views) and only a weak popover anchor, which the scene owns.
        let anchorReference = anchorID.map { instantiator.lazyReference(to: $0) }
        return UIStoryboardSegueTemplate(identifier: segue.identifier, kind: kind.rawValue) { source, sender in
            let anchor = anchorReference?.object
            let anchorIsCell = anchorReference?.isCell ?? false
            if kind == .unwind {
                return UIStoryboardSegue(identifier: segue.identifier, source: source, destination: source) { segue in
                    segue.source.presentingViewController?.dismiss(animated: true, completion: nil)
                }
            }
            guard let destination = IBSegues.destination(of: segue, loader: loader, storyboard: storyboard, depth: depth + 1, instantiator: nil) else {
                return nil
            }
            if kind == .custom, let name = customClass, let make = IBClassRegistry.lookup(IBClassRegistry.segues, name) {
                return make(segue.identifier, source, destination)
            }
            // The destination is configured when the segue is made, as UIKit's presentation
            // segues do, so `prepare(for:sender:)` sees the style and the popover presentation
            // controller and what it changes there (a delegate, another anchor) is kept.
            switch kind {
            case .presentation, .modal:
                if let presentationStyle { destination.modalPresentationStyle = presentationStyle }
                if let transitionStyle { destination.modalTransitionStyle = transitionStyle }
            case .popoverPresentation, .popover:
                destination.modalPresentationStyle = .popover
                if let popover = destination.popoverPresentationController {
                    // Anchored at a prototype cell: at the cell the user selected (the sender).
                    if anchorIsCell, let cell = sender as? UIView {
                        popover.sourceView = cell
                    } else if let view = anchor as? UIView {
                        popover.sourceView = view
                    } else if let anchor {
                        popover.barButtonItem = anchor
                    }
                    popover.permittedArrowDirections = arrows
                }
            default:
                break
            }
            return UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) { made in
                switch kind {
                case .showDetail, .replace:
                    made.source.showDetailViewController(made.destination, sender: made.source)
                case .presentation, .modal, .popoverPresentation, .popover:
                    made.source.present(made.destination, animated: true, completion: nil)
                default:
                    made.source.show(made.destination, sender: made.source)
                }
            }
        }
    }

    static func arrowDirections(_ element: IBElement?) -> UIPopoverArrowDirection {
        guard let element else { return .any }
        var directions: UIPopoverArrowDirection = []
        if element["up"] == "YES" { directions.insert(.up) }
        if element["down"] == "YES" { directions.insert(.down) }
        if element["left"] == "YES" { directions.insert(.left) }
        if element["right"] == "YES" { directions.insert(.right) }
        return directions.isEmpty ? .any : directions
    }
}
