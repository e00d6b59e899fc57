import Foundation
import Testing
@testable import AdaptiveKit

/// `UIDevice.current`: the device of the main screen, its idiom and model, and the physical
/// orientation that follows the host's rotations.
@MainActor
@Suite("UIDevice", .serialized)
struct UIDeviceTests {
    @Test("current is the key window's device: idiom, model, system name")
    func currentFollowsTheMainScreen() throws {
        let phone = UIWindow(device: try Device.named("iPhone 15"))
        phone.makeKeyAndVisible()
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.name == "iPhone 15")
        #expect(UIDevice.current.systemName == "iOS")

        let pad = UIWindow(device: try Device.named("iPad Air 2"))
        pad.makeKeyAndVisible()
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.model == "iPad")
        #expect(UIDevice.current.isMultitaskingSupported)
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
    }

    @Test("orientation is unknown until generated; a rotation posts the change with the swapped landscape")
    func orientationNotifications() throws {
        let window = UIWindow(device: try Device.named("iPhone 15"))
        window.makeKeyAndVisible()
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        #expect(device.orientation == .portrait)

        var seen: [UIDeviceOrientation] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
        ) { _ in
            MainActor.assumeIsolated { seen.append(UIDevice.current.orientation) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        window.rotate(to: .landscapeLeft)
        window.rotate(to: .landscapeLeft)
        window.rotate(to: .portrait)
        #expect(seen == [.landscapeRight, .portrait], "one notification per turn; interface left is device right")
    }
}
