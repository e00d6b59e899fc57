/// The status bar as controllers ask for it: its style (`preferredStatusBarStyle`, the child a
/// container defers to, `childForStatusBarStyle`) and whether it is hidden
/// (`prefersStatusBarHidden`, `childForStatusBarHidden`), and the window's answers: the pictures
/// draw the style when nothing else chooses (`WindowRenderer.statusBarStyle` `.default`) and
/// leave a hidden status bar out, and the window's safe area leaves out its height.
///
/// A navigation controller answers the style from its bar, as UIKit documents: `.lightContent`
/// under a black-style bar, its top controller's answer while the bar is hidden; whether the
/// status bar is hidden it leaves to its top controller (UIKit's navigation controllers do: a
/// pushed controller's `prefersStatusBarHidden` hides it without a subclass). A tab bar
/// controller defers both to its selected tab. A full-screen presented controller decides for
/// what it covers.
extension UIViewController {
    /// The controller that decides the status bar over this one: following the children the
    /// controllers defer to (`child(self)`); a controller presented over it full screen decides
    /// instead.
    private func statusBarDecider(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var controller = self
        var seen: Set<ObjectIdentifier> = []
        while seen.insert(ObjectIdentifier(controller)).inserted {
            if let presented = controller.presentedViewController,
               [.fullScreen, .overFullScreen].contains(presented.modalPresentationStyle) || presented.modalPresentationCapturesStatusBarAppearance {
                controller = presented
            } else if let next = child(controller) {
                controller = next
            } else {
                break
            }
        }
        return controller
    }

    /// The style to draw the status bar in over this controller: the child it defers to, else
    /// its own preference; a controller presented over it full screen decides instead.
    package var resolvedStatusBarStyle: UIStatusBarStyle {
        statusBarDecider { $0.childForStatusBarStyle }.preferredStatusBarStyle
    }

    /// Whether the status bar is hidden over this controller, decided as its style is.
    package var resolvedStatusBarHidden: Bool {
        statusBarDecider { $0.childForStatusBarHidden }.prefersStatusBarHidden
    }
}

extension UIWindow {
    /// The status bar style the window's controllers ask for (``UIViewController/resolvedStatusBarStyle``).
    package var resolvedStatusBarStyle: UIStatusBarStyle {
        rootViewController?.resolvedStatusBarStyle ?? .default
    }

    /// Whether the window's controllers ask for the status bar hidden
    /// (``UIViewController/resolvedStatusBarHidden``).
    package var resolvedStatusBarHidden: Bool {
        rootViewController?.resolvedStatusBarHidden ?? false
    }

    /// Asks the controllers again whether the status bar is hidden (UIKit does at each
    /// appearance transition and at `setNeedsStatusBarAppearanceUpdate()`); when the answer
    /// changed, the safe area changes with it and the window lays out again.
    func updateStatusBarAppearance() {
        let hidden = resolvedStatusBarHidden
        guard hidden != isStatusBarHiddenByControllers else { return }
        isStatusBarHiddenByControllers = hidden
        existingLayoutEngine?.markGuidesChanged()
        setNeedsLayout()
        // Containers place their bars from their views' safe areas when those views lay out.
        var controllers = rootViewController.map { [$0] } ?? []
        while let controller = controllers.popLast() {
            controller.viewIfLoaded?.setNeedsLayout()
            controllers += controller.children
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                controllers.append(presented)
            }
        }
    }
}
