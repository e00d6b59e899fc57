import OpenStoryboard
import OpenStoryboardSnapshotTesting
import SnapshotTesting
import Testing
import UnifiedStoryboard

/// How an app's own tests use the snapshot strategy: the game menu example's split view on an
/// iPhone 15 Pro in landscape, compared with the reference picture under `__Snapshots__` (recorded
/// by the first run, reviewed like code).
@MainActor
@Suite struct GameMenuSnapshotTests {
    @Test func menuOnIPhoneInLandscape() throws {
        let app = try GameMenuApp.launch()
        assertSnapshot(of: app.split as UIViewController, as: .image(on: .iPhone15Pro, orientation: .landscapeLeft))
    }
}
