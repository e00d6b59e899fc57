import Foundation

/// The headless host's launch: what `UIApplicationMain` does on iOS, on a chosen device.
///
/// The steps, in iOS's order (pinned by `ApplicationLaunchTests`):
/// 1. a new application becomes ``UIApplication/shared`` with the delegate; `UIScreen.main`
///    becomes the device's screen in the orientation;
/// 2. when `Info.plist` names a main storyboard (`UIMainStoryboardFile`, or its `~iphone` /
///    `~ipad` variant for the device): the delegate's `window` is used when it already has one,
///    else a `UIWindow()` (the screen's bounds) is made and set as the delegate's `window` (the
///    application keeps it too, for delegates without a `window` property); the
///    storyboard's initial controller is made and installed as the window's root;
/// 3. `application(_:willFinishLaunchingWithOptions:)`, then
///    `application(_:didFinishLaunchingWithOptions:)`;
/// 4. the delegate's window is made key and visible when the app did not make a window key
///    itself (this is when a split view at the root decides whether it is collapsed);
/// 5. the state becomes `active`, `applicationDidBecomeActive(_:)`, then the notifications.
extension UIApplication {
    /// Launches an app delegate on a device and returns the new shared application.
    ///
    /// - Parameters:
    ///   - delegate: the app delegate (the application keeps it).
    ///   - device: the device to run on (its screen becomes `UIScreen.main`).
    ///   - orientation: the interface orientation at launch.
    ///   - bundle: the app's resources (the folder holding `Info.plist` and the storyboards); `nil`
    ///     is `Bundle.main`.
    ///   - launchOptions: passed to the delegate's launch methods.
    ///   - storyboardLoader: reads a storyboard by name from the bundle (the `InterfaceBuilder`
    ///     module's `UIApplication.launch` passes `UIStoryboard.load(name:bundle:)`).
    /// - Throws: when the main storyboard `Info.plist` names cannot be read, or has no initial
    ///   controller (iOS stops the app there too).
    @discardableResult
    public static func launch(
        delegate: any UIApplicationDelegate,
        device: Device,
        orientation: UIInterfaceOrientation = .portrait,
        bundle: Bundle? = nil,
        launchOptions: [LaunchOptionsKey: Any]? = nil,
        storyboardLoader: (_ name: String, _ bundle: Bundle) throws -> UIStoryboard
    ) throws -> UIApplication {
        let bundle = bundle ?? .main
        let info = InfoPropertyList(bundleURL: bundle.bundleURL)
        let application = UIApplication()
        application.delegate = delegate
        UIApplication.launchBundle = bundle
        application.launchConfiguration = UILaunchConfiguration(
            device: device, orientation: orientation, bundleURL: bundle.bundleURL,
            mainStoryboardName: info.string("UIMainStoryboardFile", for: device.idiom),
            launchStoryboardName: info.string("UILaunchStoryboardName", for: device.idiom))
        makeShared(application)
        UIScreen.setMain(UIScreen(device: device, orientation: orientation))

        if let name = application.launchConfiguration?.mainStoryboardName {
            let storyboard = try storyboardLoader(name, bundle)
            guard let initial = storyboard.instantiateInitialViewController() else {
                throw LaunchError.noInitialViewController(storyboard: name)
            }
            let window = delegate.window ?? UIWindow()
            delegate.window = window
            // Kept by the application too: a delegate without a `window` property cannot keep it.
            application.mainStoryboardWindow = window
            window.rootViewController = initial
        }
        _ = delegate.application(application, willFinishLaunchingWithOptions: launchOptions)
        _ = delegate.application(application, didFinishLaunchingWithOptions: launchOptions)
        if application.keyWindow == nil, let window = delegate.window ?? application.mainStoryboardWindow {
            window.makeKeyAndVisible()
        }
        application.applicationState = .active
        delegate.applicationDidBecomeActive(application)
        NotificationCenter.default.post(name: didFinishLaunchingNotification, object: application)
        NotificationCenter.default.post(name: didBecomeActiveNotification, object: application)
        return application
    }

    /// Why an app could not be launched.
    public enum LaunchError: Error, CustomStringConvertible, Equatable {
        /// The main storyboard has no initial view controller.
        case noInitialViewController(storyboard: String)

        /// What went wrong, for a person.
        public var description: String {
            switch self {
            case let .noInitialViewController(name):
                "the main storyboard \(name) has no initial view controller (set one in Interface Builder)"
            }
        }
    }
}

/// An app's `Info.plist`: the folder's `Info.plist` (an iOS app bundle is flat), else
/// `Contents/Info.plist`. Missing or unreadable means empty.
struct InfoPropertyList {
    let values: [String: Any]

    init(bundleURL: URL) {
        let candidates = [bundleURL.appendingPathComponent("Info.plist"), bundleURL.appendingPathComponent("Contents/Info.plist")]
        let data = candidates.lazy.compactMap { try? Data(contentsOf: $0) }.first
        let plist = data.flatMap { try? PropertyListSerialization.propertyList(from: $0, options: [], format: nil) }
        values = plist as? [String: Any] ?? [:]
    }

    /// The string value of a key, its device-specific variant (`key~ipad`, `key~iphone`) first.
    func string(_ key: String, for idiom: UIUserInterfaceIdiom) -> String? {
        let suffix = idiom == .pad ? "~ipad" : "~iphone"
        return (values[key + suffix] as? String) ?? (values[key] as? String)
    }
}
