@testable import AdaptiveKit

/// A visible window of the catalog device `device` in `orientation`, showing `controller`:
/// `makeKeyAndVisible()` has loaded, shown and laid it out.
@MainActor
func show(
    _ controller: UIViewController, on device: String = "iPhone 8", orientation: UIInterfaceOrientation = .portrait
) throws -> UIWindow {
    let window = UIWindow(device: try Device.named(device), orientation: orientation)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}
