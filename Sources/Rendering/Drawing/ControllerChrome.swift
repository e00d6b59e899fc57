import AdaptiveKit
import CPangoCairo
import Foundation

/// What container controllers draw that is not a view of the tree: the hairline between the
/// columns of a split view controller that shows them side by side.
@MainActor
struct ControllerChrome {
    let window: UIWindow

    func draw(in context: CairoContext) {
        var controllers: [UIViewController] = window.rootViewController.map { [$0] } ?? []
        while let controller = controllers.popLast() {
            controllers += controller.children
            if let presented = controller.presentedViewController { controllers.append(presented) }
            guard let split = controller as? UISplitViewController, !split.isCollapsed, split.viewControllers.count >= 2,
                  split.isViewLoaded, split.view.window === window else { continue }
            let primary = split.viewControllers[0]
            guard primary.isViewLoaded, primary.view.window === window, !primary.view.isHidden else { continue }
            let frame = primary.view.convert(primary.view.bounds, to: window)
            guard frame.maxX < window.bounds.width - 0.5 else { continue }
            var separatorContext = context
            separatorContext.traits = split.traitCollection
            separatorContext.fill(CGRect(x: frame.maxX, y: frame.minY, width: 0.5, height: frame.height), .separator)
        }
    }
}
