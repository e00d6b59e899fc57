import Foundation

/// One instance of an app's interface. The headless host has no scene sessions or scene
/// delegates: each application has exactly one scene, a ``UIWindowScene`` holding all its windows,
/// so code that finds its windows through `UIApplication.shared.connectedScenes` runs unchanged.
@MainActor
open class UIScene: UIResponder {
    /// Whether a scene is on screen and receiving events.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events (while the app launches).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The application the scene belongs to.
    public private(set) weak var application: UIApplication?

    /// The scene's state: follows the application's (`foregroundInactive` while it launches,
    /// `foregroundActive` once it is active).
    public var activationState: ActivationState {
        switch application?.applicationState {
        case .active?: .foregroundActive
        case .inactive?: .foregroundInactive
        case .background?: .background
        case nil: .unattached
        }
    }

    /// The scene's title (shown by the system in the app switcher; kept only).
    open var title: String?

    init(application: UIApplication) {
        self.application = application
        super.init()
    }

    /// UIKit's coder initializer (the host never archives a scene): a scene of no application.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The next responder: the application.
    open override var next: UIResponder? { application }
}

/// The scene holding an app's windows: the application's one scene in the headless host.
@MainActor
open class UIWindowScene: UIScene, UITraitEnvironment {
    /// The application's windows (``UIApplication/windows``).
    public var windows: [UIWindow] { application?.windows ?? [] }

    /// The key window (``UIApplication/keyWindow``).
    public var keyWindow: UIWindow? { application?.keyWindow }

    /// The screen the scene is on: `UIScreen.main`.
    public var screen: UIScreen { UIScreen.main }

    /// The screen's interface orientation.
    public var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }

    /// The screen's traits.
    public var traitCollection: UITraitCollection { screen.traitCollection }

    /// Does nothing: trait changes reach windows through their screens.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The scene's status bar: its frame, whether it is hidden and its style (iOS 13).
    public private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(scene: self)
}

/// A window scene's status bar (iOS 13), as the scene's key window shows it: hidden when the
/// window's controllers ask (`prefersStatusBarHidden`) or the orientation shows none (a phone's
/// landscape), in the style they ask for (`preferredStatusBarStyle`), across the top of the
/// screen at the device's status bar height (`Device.shownStatusBarHeight(for:)`).
@MainActor
open class UIStatusBarManager {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    /// Whether the status bar is hidden.
    public var isStatusBarHidden: Bool {
        guard let scene else { return true }
        if scene.keyWindow?.resolvedStatusBarHidden == true { return true }
        return scene.screen.device.shownStatusBarHeight(for: scene.interfaceOrientation) == 0
    }

    /// The style the status bar is drawn in.
    public var statusBarStyle: UIStatusBarStyle {
        scene?.keyWindow?.resolvedStatusBarStyle ?? .default
    }

    /// The status bar's frame in the screen's coordinates; `.zero` while it is hidden.
    public var statusBarFrame: CGRect {
        guard let scene, !isStatusBarHidden else { return .zero }
        let height = scene.screen.device.shownStatusBarHeight(for: scene.interfaceOrientation)
        return CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: height)
    }
}

extension UIApplication {
    /// The connected scenes: the application's one ``UIWindowScene`` (see ``UIScene``).
    public var connectedScenes: Set<UIScene> { [windowScene] }

    /// Whether the app can show several scenes at once: no (the host runs one).
    public var supportsMultipleScenes: Bool { false }

    /// The status bar's frame (``UIStatusBarManager/statusBarFrame``), as before iOS 13.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { windowScene.statusBarManager?.statusBarFrame ?? .zero }
}

extension UIWindow {
    /// The scene the window belongs to: the shared application's one window scene.
    public var windowScene: UIWindowScene? { UIApplication.shared.windowScene }
}
