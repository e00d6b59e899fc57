@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
@testable import Rendering
import Testing
import ImageCodecs
import TestSupport

/// Scenes in no navigation or tab bar controller of their document whose simulated metrics choose
/// bars (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`, a simulated toolbar or tab
/// bar) are drawn with those bars, as Xcode's canvas draws them: the navigation item's title and bar
/// button items, the toolbar items, and the content's safe area below and above the bars.
@MainActor
@Suite("Simulated bars outside containers")
struct SimulatedBarsTests {
    private func scene(_ file: String, _ sceneID: String, device: String = "iPhone 15", orientation: UIInterfaceOrientation = .portrait,
                       check: (IBSceneWindow) throws -> Void) throws -> DecodedBitmap {
        let document = try IBDocument(contentsOf: SceneSnapshotTests.corpus.appendingPathComponent(file))
        let loader = IBStoryboardLoader(name: "Main", document: document, bundle: nil, options: IBSceneWindow.options)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-simulated-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let scene = try #require(IBSceneWindow.make(
                sceneID: sceneID, loader: loader, device: try Device.named(device), orientation: orientation))
            defer { scene.window.rootViewController = nil }
            try check(scene)
            var renderer = WindowRenderer(window: scene.window)
            renderer.drawsStatusBar = scene.showsStatusBar
            renderer.statusBarStyle = scene.statusBarStyle
            try renderer.render(to: url, format: .png)
        }
        return try UIImage.load(contentsOfFile: url.path).decodedBGRA(decoder: BitmapImageCodec.shared)
    }

    /// Pixels of `rect` (points, at `scale`) darker than `threshold` on every channel.
    private func darkPixels(_ bitmap: DecodedBitmap, in rect: CGRect, scale: CGFloat, threshold: UInt8 = 100) -> Int {
        var count = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let pixel = bitmap.pixel(x: x, y: y)
                if pixel.red < threshold && pixel.green < threshold && pixel.blue < threshold { count += 1 }
            }
        }
        return count
    }

    @Test("QuartzDemo's Lines scene, pushed from code: a navigation bar titled Lines over its black view", .requiresSharedFolder)
    func navigationBarWithTitle() throws {
        var barFrame = CGRect.zero, titleFrame = CGRect.zero
        let bitmap = try scene("033_apple_QuartzDemo_Main.storyboard", "bup-tL-Dvd") { scene in
            let window = scene.window
            let navigation = try #require(window.rootViewController as? UINavigationController)
            let controller = try #require(navigation.topViewController)
            #expect(!(controller is UINavigationController))
            #expect(navigation.navigationBar.topItem?.title == "Lines")
            #expect(navigation.isToolbarHidden)
            // The status bar (59 pt on an iPhone 15) and the bar above the content's safe area.
            #expect(abs(controller.view.safeAreaInsets.top - (59 + 44)) < 0.01)
            barFrame = navigation.navigationBar.frame
            titleFrame = try #require(navigation.navigationBar.titleFrame).offsetBy(dx: barFrame.minX, dy: barFrame.minY)
        }
        #expect(barFrame == CGRect(x: 0, y: 59, width: 393, height: 44))
        // The bar is light (not the scene's black), the title dark ink on it.
        let plainBar = CGRect(x: 10, y: barFrame.minY + 4, width: 60, height: 30)
        #expect(darkPixels(bitmap, in: plainBar, scale: 3) == 0, "the bar's background is drawn over the black view")
        #expect(darkPixels(bitmap, in: titleFrame, scale: 3) > 200, "the title is drawn")
        // Below the bar, the scene's black view.
        #expect(darkPixels(bitmap, in: CGRect(x: 10, y: barFrame.maxY + 10, width: 60, height: 30), scale: 3) == 60 * 30 * 9)
    }

    @Test("NetNewsWire's article column on its own: navigation bar with its two items, and its simulated toolbar", .requiresSharedFolder)
    func navigationBarAndToolbar() throws {
        _ = try scene("078_netnewswire_Main.storyboard", "yUG-lL-AsK") { scene in
            let window = scene.window
            let navigation = try #require(window.rootViewController as? UINavigationController)
            let controller = try #require(navigation.topViewController)
            #expect(navigation.navigationBar.topItem?.rightBarButtonItems?.count == 2)
            #expect(!navigation.isToolbarHidden)
            #expect((navigation.toolbar.items ?? []).count == 6)
            #expect(abs(controller.view.safeAreaInsets.top - (59 + 44)) < 0.01)
            #expect(abs(controller.view.safeAreaInsets.bottom - (34 + 49)) < 0.01)
        }
    }

    @Test("in landscape on an iPhone 8 the simulated bar is the compact 32-point one", .requiresSharedFolder)
    func compactSimulatedBar() throws {
        _ = try scene("082_netnewswire_Settings.storyboard", "1mT-fg-ezs", device: "iPhone 8", orientation: .landscapeLeft) { scene in
            let window = scene.window
            let navigation = try #require(window.rootViewController as? UINavigationController)
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
            #expect(navigation.navigationBar.topItem?.title == "Theme")
            #expect(abs((navigation.topViewController?.view.safeAreaInsets.top ?? 0) - 32) < 0.01)
        }
    }

    @Test("an explicit None top bar and no simulated bars leave a scene without bars", .requiresSharedFolder)
    func noneLeavesTheSceneAlone() throws {
        // AVCustomEdit 024's player: `<nil key="simulatedTopBarMetrics"/>`, in no container.
        _ = try scene("024_apple_AVCustomEdit2014_iPhone.storyboard", "5", device: "iPhone 8") { scene in
            #expect(!(scene.window.rootViewController is UINavigationController))
            #expect(!(scene.window.rootViewController is UITabBarController))
        }
    }

    @Test("a light-content simulated status bar is drawn white over AVCustomEdit's black player", .requiresSharedFolder)
    func lightContentStatusBar() throws {
        let bitmap = try scene("024_apple_AVCustomEdit2014_iPhone.storyboard", "5", device: "iPhone 8") { scene in
            #expect(scene.showsStatusBar && scene.statusBarStyle == .lightContent)
        }
        // The time, centred in the 20-point status bar (at 2×): white ink on black.
        var white = 0
        for y in 8..<32 {
            for x in 330..<420 {
                let pixel = bitmap.pixel(x: x, y: y)
                if pixel.red > 200 && pixel.green > 200 && pixel.blue > 200 { white += 1 }
            }
        }
        #expect(white > 50, "\(white) white pixels of the time")
    }

    @Test("a None simulated status bar on the navigation controller: no status bar, the bar at the top of a home-button phone", .requiresSharedFolder)
    func noStatusBar() throws {
        // AVMetadataRecordPlay 036: the asset grid, pushed from the root of a navigation
        // controller whose status bar is None.
        let bitmap = try scene("036_apple_AVMetadataRecordPlay_Main.storyboard", "CYb-UJ-EVE", device: "iPhone 8") { scene in
            #expect(!scene.showsStatusBar)
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        }
        // Where the time would be (above the bar's title), only the black-style bar's dark
        // background (`barStyle="black"`): no ink of a status bar.
        var other = 0
        for y in 0..<20 {
            for x in 300..<450 {
                let pixel = bitmap.pixel(x: x, y: y)
                if abs(Int(pixel.red) - 0x1C) > 3 || abs(Int(pixel.green) - 0x1C) > 3 || abs(Int(pixel.blue) - 0x1E) > 3 { other += 1 }
            }
        }
        #expect(other == 0, "\(other) pixels that are not the bar's background")
    }

    @Test("the simulated bars are read from both spellings and None", .requiresSharedFolder)
    func simulatedBarsAreRead() throws {
        let document = try IBDocument(contentsOf: SceneSnapshotTests.corpus.appendingPathComponent("038_apple_SamplePhotos_Swift_Main.storyboard"))
        let controller = try #require(document.object(withID: "Q4y-Ku-OQN"))
        #expect(IBSceneWindow.simulatedBars(of: controller) == .init(navigationBar: true, toolbar: true, tabBar: false))
    }
}
