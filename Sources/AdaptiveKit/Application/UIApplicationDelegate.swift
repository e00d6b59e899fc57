import Foundation

/// The methods an app implements to take part in its launch and life, and the app's window.
///
/// Every method is optional, as in UIKit: the extension gives each a default (launch methods
/// return `true`, the others do nothing). `window` is UIKit's optional property: a delegate that
/// declares `var window: UIWindow?` gets the storyboard's window at launch; one that does not gets
/// the default, which has no window and ignores what is set.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window (the host sets it before launching when `Info.plist` names a main storyboard).
    var window: UIWindow? { get set }

    /// Called when launching has begun, after the main storyboard's window and initial
    /// controller were made and before state restoration.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// Called when launching is almost done; the window is made key and visible after it returns
    /// (when the app did not do so itself).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// Called when the app became active (the last step of a launch).
    func applicationDidBecomeActive(_ application: UIApplication)

    /// Called when the app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// No window: a delegate that does not declare one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Returns `true`.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Returns `true`.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
}
