import Foundation

/// The app: the end of the responder chain, its windows and its delegate.
///
/// There is one shared application per process, as on iOS. The headless host makes it: each
/// ``launch(delegate:device:orientation:bundle:launchOptions:storyboardLoader:)`` replaces
/// ``shared`` with a new application (so one test process can launch several apps one after the
/// other); before any launch, ``shared`` is an application without a delegate, made on first use.
///
/// Scenes are modelled only as far as a headless host needs them: the app runs the single-window
/// path of iOS 12 and earlier (which iOS still runs for apps without a scene manifest), its
/// window being the app delegate's `window`, and ``connectedScenes`` holds one ``UIWindowScene``
/// listing every window; there are no scene sessions or scene delegates.
@MainActor
open class UIApplication: UIResponder {
    /// The running application (see the type's discussion for when it is replaced).
    public class var shared: UIApplication {
        if let current { return current }
        let application = UIApplication()
        current = application
        return application
    }

    private static var current: UIApplication?

    /// Makes `application` the one ``shared`` returns (the host does at launch).
    static func makeShared(_ application: UIApplication) {
        current = application
    }

    /// The app's delegate. The application keeps it alive, as `UIApplicationMain` does for the
    /// delegate it makes.
    open var delegate: (any UIApplicationDelegate)?

    /// Whether the app is in the foreground and receiving events.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active
        /// In the foreground but not receiving events (while launching, before
        /// `applicationDidBecomeActive(_:)`).
        case inactive
        /// In the background.
        case background
    }

    /// The app's state: `inactive` while launching, `active` once launched.
    public internal(set) var applicationState: State = .inactive

    /// The windows made while this application is the shared one, oldest first (held weakly, as
    /// UIKit lists windows without owning them).
    public var windows: [UIWindow] {
        windowReferences.compactMap(\.window)
    }

    private var windowReferences: [WindowReference] = []

    private struct WindowReference {
        weak var window: UIWindow?
    }

    /// The key window: the one most recently made key (`makeKey()`, `makeKeyAndVisible()`).
    public internal(set) weak var keyWindow: UIWindow?

    /// What the host read and chose when it launched the app (`nil` for an application nobody
    /// launched). An OpenStoryboard addition.
    public internal(set) var launchConfiguration: UILaunchConfiguration?

    /// The resources of the app launched last (the host sets it at launch).
    nonisolated(unsafe) static var launchBundle: Bundle?

    /// The bundle a resource look-up means by `nil` (`UIImage(named:)`, `UIColor(named:)`,
    /// `UIStoryboard(name:bundle: nil)`, `UINib(nibName:bundle: nil)`): on iOS the main bundle is
    /// the app's; here it is the bundle the shared application was launched with, else
    /// `Bundle.main` (the executable's folder). An OpenStoryboard addition: Foundation's
    /// `Bundle.main` cannot be changed.
    public nonisolated static var resourceBundle: Bundle {
        launchBundle ?? .main
    }

    /// The application's one scene (see ``UIScene``).
    private(set) lazy var windowScene = UIWindowScene(application: self)

    /// The window the launch made for the main storyboard (kept alive here as UIKit keeps it).
    var mainStoryboardWindow: UIWindow?

    /// An application without a delegate (the host makes applications; apps use ``shared``).
    public override init() {
        super.init()
    }

    /// UIKit's coder initializer (the host never archives an application): an application without
    /// a delegate.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds a window to ``windows`` (every window does when it is made).
    func register(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(WindowReference(window: window))
    }

    /// The next responder: the delegate when it is a responder (as in UIKit), else nothing.
    open override var next: UIResponder? {
        delegate as? UIResponder
    }
}

extension UIApplication {
    /// A key of the launch options dictionary passed to the delegate's launch methods.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name (UIKit's constant's string).
        public let rawValue: String

        /// A key with this raw value.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The payload of the remote notification that launched the app.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home screen quick action that launched the app.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity types the app was launched to continue.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Posted after the app finished launching (after `application(_:didFinishLaunchingWithOptions:)`).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active (after `applicationDidBecomeActive(_:)`).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
}

/// What the host used to launch an app: the device, the orientation, the bundle and what its
/// `Info.plist` names. An OpenStoryboard addition (iOS reads these itself).
public struct UILaunchConfiguration: Sendable {
    /// The device the app runs on.
    public var device: Device
    /// The interface orientation it was launched in.
    public var orientation: UIInterfaceOrientation
    /// The folder of the app's resources.
    public var bundleURL: URL
    /// `UIMainStoryboardFile` (or its `~iphone` / `~ipad` variant for the device), when present.
    public var mainStoryboardName: String?
    /// `UILaunchStoryboardName` (or its device variant), when present.
    public var launchStoryboardName: String?
}
