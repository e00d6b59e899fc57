import Foundation

/// The screen of a catalog device in an interface orientation: its bounds, scales and traits.
///
/// On iOS the system makes screens; here the headless host does: `UIScreen(device:orientation:)`.
/// `bounds` follows the interface orientation, `nativeBounds` is portrait-up in panel pixels and
/// never changes.
@MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    /// The device this screen belongs to.
    public let device: Device
    /// The current interface orientation.
    public private(set) var interfaceOrientation: UIInterfaceOrientation
    /// The light/dark appearance the user chose (light by default).
    public private(set) var userInterfaceStyle: UIUserInterfaceStyle
    /// The text size the user chose (`large` by default).
    public private(set) var preferredContentSizeCategory: UIContentSizeCategory
    public private(set) var traitCollection: UITraitCollection

    /// A screen of `device` in `orientation`.
    public init(
        device: Device,
        orientation: UIInterfaceOrientation = .portrait,
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        preferredContentSizeCategory: UIContentSizeCategory = .large
    ) {
        self.device = device
        self.interfaceOrientation = orientation
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.traitCollection = device.traitCollection(
            for: orientation, userInterfaceStyle: userInterfaceStyle,
            preferredContentSizeCategory: preferredContentSizeCategory
        )
        super.init()
    }

    /// The screen's rectangle in points, in the current interface orientation.
    open var bounds: CGRect {
        CGRect(origin: .zero, size: device.size(for: interfaceOrientation))
    }

    /// Points to rendered pixels.
    open var scale: CGFloat { device.scale }

    /// Points to physical panel pixels.
    open var nativeScale: CGFloat { device.nativeScale }

    /// The panel's rectangle in pixels, portrait-up.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.nativePixels.width, height: device.nativePixels.height)
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Moves the screen to another orientation, appearance or text size and reports the trait
    /// change (the headless host calls this when it rotates a device or changes a setting).
    func update(
        orientation: UIInterfaceOrientation? = nil,
        userInterfaceStyle: UIUserInterfaceStyle? = nil,
        preferredContentSizeCategory: UIContentSizeCategory? = nil
    ) {
        let previousOrientation = interfaceOrientation
        interfaceOrientation = orientation ?? interfaceOrientation
        self.userInterfaceStyle = userInterfaceStyle ?? self.userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory ?? self.preferredContentSizeCategory
        let previous = traitCollection
        traitCollection = device.traitCollection(
            for: interfaceOrientation, userInterfaceStyle: self.userInterfaceStyle,
            preferredContentSizeCategory: self.preferredContentSizeCategory
        )
        if traitCollection != previous {
            traitCollectionDidChange(previous)
        }
        if let orientation, orientation != previousOrientation {
            UIDevice.screenDidRotate(self)
        }
    }

    private static var mainScreen: UIScreen?

    /// The screen apps get through `UIScreen.main`: the screen of the window most recently made
    /// key, and before that an iPhone 8 in portrait (the host's documented default).
    open class var main: UIScreen {
        if let mainScreen { return mainScreen }
        let screen = UIScreen(device: try! Device.named("iPhone 8"))
        mainScreen = screen
        return screen
    }

    /// Makes `screen` the one `UIScreen.main` returns (the host calls this from `makeKeyAndVisible`).
    static func setMain(_ screen: UIScreen) {
        mainScreen = screen
    }
}
