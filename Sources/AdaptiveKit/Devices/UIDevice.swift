import Foundation

/// The device the app runs on: the headless host's catalog device of `UIScreen.main`.
///
/// App code asks it what it runs on (`UIDevice.current.userInterfaceIdiom == .pad`), and which
/// way the device is held (`orientation`, with `orientationDidChangeNotification` while
/// `beginGeneratingDeviceOrientationNotifications()` is in effect). The host's rotations
/// (`UIWindow.rotate(to:)`) turn the device: a device in the interface orientation
/// `landscapeLeft` is held `landscapeRight` (home button on the left), as on iOS.
///
/// Choices the headless host makes where a device would answer from its hardware (see
/// `docs/traits-and-devices.md`): `systemVersion` is ``UIDevice/hostSystemVersion`` ("17.0" unless
/// changed), `name` is the catalog model's name, the battery is unknown and not monitored.
@MainActor
open class UIDevice: NSObject {
    /// The device of the screen apps get as `UIScreen.main`.
    open class var current: UIDevice {
        let device = UIScreen.main.device
        if let shared, shared.catalogDevice == device { return shared }
        let made = UIDevice(catalogDevice: device)
        shared = made
        return made
    }

    private static var shared: UIDevice?

    /// The iOS version the host reports (`systemVersion`); tests may change it.
    public static var hostSystemVersion = "17.0"

    /// The catalog model this device is.
    public let catalogDevice: Device

    init(catalogDevice: Device) {
        self.catalogDevice = catalogDevice
        super.init()
    }

    /// The device's name (the catalog model's, e.g. "iPhone 15"; iOS 16 answers the model name too).
    open var name: String { catalogDevice.name }

    /// "iPhone", "iPad" or "iPod touch".
    open var model: String {
        if catalogDevice.idiom == .pad { return "iPad" }
        return catalogDevice.name.hasPrefix("iPod") ? "iPod touch" : "iPhone"
    }

    /// The model, localized (English here).
    open var localizedModel: String { model }

    /// "iOS" (iPadOS answers "iPadOS" since iOS 15 on iPads).
    open var systemName: String { catalogDevice.idiom == .pad ? "iPadOS" : "iOS" }

    /// The iOS version the host reports (``hostSystemVersion``).
    open var systemVersion: String { Self.hostSystemVersion }

    /// Phone or pad.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { catalogDevice.idiom }

    /// Whether the device runs apps side by side (every catalog iPad model supports multitasking
    /// from iOS 9 on; phones do not).
    open var isMultitaskingSupported: Bool { catalogDevice.idiom == .pad }

    /// A stable identifier for the app's vendor: derived from the model's name, so it is the same
    /// across runs (the host has no vendor).
    open var identifierForVendor: UUID? {
        var bytes = [UInt8](repeating: 0, count: 16)
        for (index, byte) in catalogDevice.name.utf8.enumerated() { bytes[index % 16] &+= byte &* UInt8(truncatingIfNeeded: index + 1) }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    // MARK: Orientation

    /// How the device is held: the physical orientation matching the main screen's interface
    /// orientation (`unknown` until notifications are generated, as on iOS).
    open var orientation: UIDeviceOrientation {
        guard generatingNotificationsCount > 0 else { return .unknown }
        return Self.deviceOrientation(for: UIScreen.main.interfaceOrientation)
    }

    /// Whether orientation notifications are being generated.
    open var isGeneratingDeviceOrientationNotifications: Bool { generatingNotificationsCount > 0 }

    private var generatingNotificationsCount = 0

    /// Starts `orientation` and `orientationDidChangeNotification` (calls nest, as on iOS).
    open func beginGeneratingDeviceOrientationNotifications() {
        generatingNotificationsCount += 1
    }

    /// Balances one ``beginGeneratingDeviceOrientationNotifications()``.
    open func endGeneratingDeviceOrientationNotifications() {
        generatingNotificationsCount = max(0, generatingNotificationsCount - 1)
    }

    /// Posted with the device as object when the host turns the device while notifications are
    /// generated.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The physical orientation of a device showing an interface orientation (landscape swaps).
    public static func deviceOrientation(for interfaceOrientation: UIInterfaceOrientation) -> UIDeviceOrientation {
        switch interfaceOrientation {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        default: .unknown
        }
    }

    /// Called by the host when a screen's interface orientation changed.
    static func screenDidRotate(_ screen: UIScreen) {
        guard let shared, shared.catalogDevice == screen.device, shared.generatingNotificationsCount > 0,
              screen === UIScreen.main else { return }
        NotificationCenter.default.post(name: orientationDidChangeNotification, object: shared)
    }

    // MARK: Hardware the host does not have

    /// The battery's charge: unknown (-1), as on iOS while monitoring is off.
    open var batteryLevel: Float { -1 }
    /// Whether battery monitoring is on (the host has no battery; setting it does nothing).
    open var isBatteryMonitoringEnabled = false
    /// The battery state: unknown.
    open var batteryState: BatteryState { .unknown }
    /// Whether proximity monitoring is on (no sensor: stays `false`, as iOS does on devices without one).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// The proximity sensor's state: never close.
    open var proximityState: Bool { false }

    /// UIKit's battery states.
    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged, charging, full
    }
}
