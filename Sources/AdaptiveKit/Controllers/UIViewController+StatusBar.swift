/// The status bar's style as controllers ask for it: `preferredStatusBarStyle`, the child a
/// container defers to (`childForStatusBarStyle`), and the window's answer, which the pictures
/// draw when nothing else chooses (`WindowRenderer.statusBarStyle` `.default`).
///
/// A navigation controller answers from its bar, as UIKit documents: `.lightContent` under a
/// black-style bar, its top controller's answer while the bar is hidden; a tab bar controller
/// defers to its selected tab. A full-screen presented controller decides for what it covers.
extension UIViewController {
    /// The style to draw the status bar in over this controller: the child it defers to, else
    /// its own preference; a controller presented over it full screen decides instead.
    package var resolvedStatusBarStyle: UIStatusBarStyle {
        var controller = self
        var seen: Set<ObjectIdentifier> = []
        while seen.insert(ObjectIdentifier(controller)).inserted {
            if let presented = controller.presentedViewController,
               [.fullScreen, .overFullScreen].contains(presented.modalPresentationStyle) || presented.modalPresentationCapturesStatusBarAppearance {
                controller = presented
            } else if let child = controller.childForStatusBarStyle {
                controller = child
            } else {
                break
            }
        }
        return controller.preferredStatusBarStyle
    }
}

extension UIWindow {
    /// The status bar style the window's controllers ask for (``UIViewController/resolvedStatusBarStyle``).
    package var resolvedStatusBarStyle: UIStatusBarStyle {
        rootViewController?.resolvedStatusBarStyle ?? .default
    }
}
