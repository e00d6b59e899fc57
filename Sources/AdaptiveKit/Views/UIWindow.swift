import Foundation

/// The root of a view tree on a screen: the headless host's window on a catalog device.
///
/// ```swift
/// let window = UIWindow(device: try Device.named("iPhone X"), orientation: .portrait)
/// window.addSubview(content)
/// window.makeKeyAndVisible()     // traits flow, layout runs
/// ```
/// The window takes its traits from its screen and its safe-area insets from the device.
@MainActor
open class UIWindow: UIView {
    /// The screen the window is on.
    open var screen: UIScreen {
        didSet { updateTraitCollectionsInSubtree() }
    }

    /// The presentations shown in this window, oldest first.
    var presentations: [UIPresentationController] {
        get { presentationReferences.compactMap(\.presentation) }
        set { presentationReferences = newValue.map(PresentationReference.init) }
    }

    /// Weak: a presentation belongs to its presented controller, which its presenter owns (a
    /// window that kept them would outlive a root controller replaced while presenting with a
    /// presentation whose controllers are gone).
    private var presentationReferences: [PresentationReference] = []

    private struct PresentationReference {
        weak var presentation: UIPresentationController?
    }

    /// Whether this is the key window (the application's ``UIApplication/keyWindow``; making
    /// another window key resigns this one).
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// A full-screen window on a device in an orientation.
    public init(device: Device, orientation: UIInterfaceOrientation = .portrait) {
        let screen = UIScreen(device: device, orientation: orientation)
        self.screen = screen
        super.init(frame: screen.bounds)
        UIApplication.shared.register(self)
    }

    /// A window with the given frame on `UIScreen.main`.
    public override init(frame: CGRect) {
        self.screen = UIScreen.main
        super.init(frame: frame)
        UIApplication.shared.register(self)
    }

    /// A window the size of the main screen (since iOS 9): in a launched app, the screen of the
    /// device it was launched on (``UIApplication/launch(delegate:device:orientation:bundle:launchOptions:storyboardLoader:)``).
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// The next responder: the application, as in UIKit.
    open override var next: UIResponder? { UIApplication.shared }

    /// UIKit's required initializer (no archive is read on this platform): a window on
    /// `UIScreen.main` with a zero frame.
    public required init?(coder: NSCoder) {
        self.screen = UIScreen.main
        super.init(coder: coder)
        UIApplication.shared.register(self)
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldValue {
                if isVisible { oldValue.sendAppearance(false, animated: false) }
                oldValue.viewIfLoaded?.removeFromSuperview()
                oldValue.rootOfWindow = nil
                oldValue.refreshTraitCollection()
            }
            guard let controller = rootViewController else { return }
            controller.rootOfWindow = self
            controller.refreshTraitCollection()
            let view = controller.view!
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
            if isVisible {
                controller.sendAppearance(true, animated: false)
                layoutIfNeeded()
            }
        }
    }

    /// Whether `makeKeyAndVisible()` was called.
    private(set) var isVisible = false

    /// Makes the window key, shows it, and lays it out: traits flow, the root controller's view
    /// loads and appears (`viewWillAppear`, layout, `viewDidAppear`).
    open func makeKeyAndVisible() {
        UIApplication.shared.keyWindow = self
        isHidden = false
        UIScreen.setMain(screen)
        updateTraitCollectionsInSubtree()
        guard !isVisible else { return layoutIfNeeded() }
        isVisible = true
        // Containers that wait for a visible window adapt now (a split view collapses or not).
        rootViewController?.windowDidBecomeVisible()
        if let controller = rootViewController {
            controller.loadViewIfNeeded()
            controller.viewWillAppearFromWindow()
            layoutIfNeeded()
            controller.viewDidAppearFromWindow()
        } else {
            layoutIfNeeded()
        }
    }

    /// Makes the window key.
    open func makeKey() {
        UIApplication.shared.keyWindow = self
        UIScreen.setMain(screen)
    }

    /// Whether the window's controllers asked for the status bar hidden, when they were last
    /// asked (``updateStatusBarAppearance()``).
    var isStatusBarHiddenByControllers = false

    /// The traits the window inherits: its screen's, with the size classes of the window's size
    /// when it is narrower than the screen (iPad multitasking).
    var inheritedTraitCollection: UITraitCollection {
        Self.windowTraits(screenTraits: screen.traitCollection, device: screen.device, windowSize: bounds.size, screenSize: screen.bounds.size)
    }

    /// The device's safe-area insets when the window covers the screen; in a window narrower than
    /// the screen (multitasking), the insets of the edges it shares with the screen.
    var windowSafeAreaInsets: UIEdgeInsets {
        let device = screen.device
        var insets = device.safeAreaInsets(for: screen.interfaceOrientation)
        // A hidden status bar gives its height back, except where the sensor housing keeps
        // the top inset.
        if isStatusBarHiddenByControllers && !device.hasSensorHousing {
            insets.top = 0
        }
        let screenBounds = screen.bounds
        let frame = self.frame
        return UIEdgeInsets(
            top: frame.minY <= screenBounds.minY ? insets.top : 0,
            left: frame.minX <= screenBounds.minX ? insets.left : 0,
            bottom: frame.maxY >= screenBounds.maxY ? insets.bottom : 0,
            right: frame.maxX >= screenBounds.maxX ? insets.right : 0
        )
    }

    // MARK: Events (see Events/GestureArena.swift)

    /// Delivers an event: each touch that begins is hit-tested (``UIView/hitTest(_:with:)``) and
    /// given the gesture recognizers of the view it hits and of that view's ancestors; the
    /// recognizers see the touches first, then the view (unless a recognizer delays or cancels
    /// them, see ``UIGestureRecognizer``).
    open func sendEvent(_ event: UIEvent) {
        gestureArena.deliver(event, in: self)
    }

    /// The window's first responder (``UIResponder/becomeFirstResponder()``).
    weak var firstResponder: UIResponder?
    /// The menu a bar button item shows after being pressed (the headless host's stand-in for the
    /// menu on screen); ``chooseMenuItem(titled:)`` picks from it. An OpenStoryboard addition.
    public internal(set) var presentedMenu: UIMenu?
    /// The touches and recognizers of the current touch sequences.
    let gestureArena = GestureArena()
}
