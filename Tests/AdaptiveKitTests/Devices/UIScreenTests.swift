@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UIScreen")
struct UIScreenTests {
    final class RecordingScreen: UIScreen {
        var changes: [(UITraitCollection?, UITraitCollection)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append((previousTraitCollection, traitCollection))
        }
    }

    @Test("bounds follow the orientation; nativeBounds are portrait panel pixels")
    func bounds() throws {
        let screen = UIScreen(device: try Device.named("iPhone 6 Plus"), orientation: .landscapeLeft)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 736, height: 414))
        #expect(screen.scale == 3)
        #expect(screen.nativeScale == 2.608)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1080, height: 1920))
        #expect(screen.traitCollection.horizontalSizeClass == .regular)
        #expect(screen.traitCollection.verticalSizeClass == .compact)
    }

    @Test("rotating reports the trait change once, with the previous collection")
    func rotationChangesTraits() throws {
        let screen = RecordingScreen(device: try Device.named("iPhone 6 Plus"), orientation: .portrait)
        let portrait = screen.traitCollection
        screen.update(orientation: .landscapeLeft)
        #expect(screen.changes.count == 1)
        #expect(screen.changes.first?.0 == portrait)
        #expect(screen.traitCollection.horizontalSizeClass == .regular)
        // From one landscape to the other nothing changes, so nothing is reported.
        screen.update(orientation: .landscapeRight)
        #expect(screen.changes.count == 1)
        screen.update(userInterfaceStyle: .dark)
        #expect(screen.changes.count == 2)
        #expect(screen.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("an iPad keeps regular/regular when rotated, so no trait change is reported")
    func iPadRotation() throws {
        let screen = RecordingScreen(device: try Device.named("iPad Air 2"), orientation: .portrait)
        screen.update(orientation: .landscapeLeft)
        #expect(screen.changes.isEmpty)
        #expect(screen.bounds.size == CGSize(width: 1024, height: 768))
    }
}
