@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
@testable import Rendering
import Testing
import ImageCodecs
import TestSupport

/// An iPad's tab bar draws its items centred, as UIKit's `.automatic` positioning does in a
/// horizontally regular environment: Pickers 059's tab bar controller (Date, Single, Double,
/// Dependent, Custom) on a 12.9-inch iPad Pro, probed pixel by pixel.
@MainActor
@Suite("Centred tab bar items on iPads")
struct CenteredTabBarDrawingTests {
    typealias Pixel = (blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8)

    struct Drawn {
        var bitmap: DecodedBitmap
        var bar: CGRect
        var items: [CGRect]
        var icons: [CGRect]
        var scale: CGFloat
    }

    private func draw(_ orientation: UIInterfaceOrientation) throws -> Drawn {
        let document = try IBDocument(contentsOf: SceneSnapshotTests.corpus.appendingPathComponent("059_apress1_Pickers_Main.storyboard"))
        let loader = IBStoryboardLoader(name: "Main", document: document, bundle: nil, options: IBSceneWindow.options)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-centred-tabs-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let device = try Device.named("iPad Pro (12.9-inch) (6th generation)")
        var bar = CGRect.zero, items: [CGRect] = [], icons: [CGRect] = []
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let scene = try #require(IBSceneWindow.make(sceneID: "N9A-Ki-i7E", loader: loader, device: device, orientation: orientation))
            defer { scene.window.rootViewController = nil }
            let tabs = try #require(scene.window.rootViewController as? UITabBarController)
            let tabBar = tabs.tabBar
            #expect(tabBar.items?.map(\.title) == ["Date", "Single", "Double", "Dependent", "Custom"])
            #expect(tabBar.selectedItem === tabBar.items?.first)
            #expect(tabBar.itemPositioning == .automatic && tabBar.centersItems)
            bar = tabBar.frame
            for index in 0..<5 {
                let frame = try #require(tabBar.frameForItem(at: index))
                items.append(frame.offsetBy(dx: bar.minX, dy: bar.minY))
                let icon = try #require(tabBar.contentFramesForItem(at: index)).image
                icons.append(icon.offsetBy(dx: bar.minX, dy: bar.minY))
            }
            var renderer = WindowRenderer(window: scene.window)
            renderer.drawsStatusBar = scene.showsStatusBar
            try renderer.render(to: url, format: .png)
        }
        return Drawn(bitmap: try UIImage.load(contentsOfFile: url.path).decodedBGRA(decoder: BitmapImageCodec.shared), bar: bar, items: items, icons: icons,
                     scale: device.scale)
    }

    /// Pixels of `rect` (points) that `matches`.
    private func count(_ drawn: Drawn, in rect: CGRect, where matches: (Pixel) -> Bool) -> Int {
        var count = 0
        for y in Int(rect.minY * drawn.scale)..<Int(rect.maxY * drawn.scale) {
            for x in Int(rect.minX * drawn.scale)..<Int(rect.maxX * drawn.scale) where matches(drawn.bitmap.pixel(x: x, y: y)) {
                count += 1
            }
        }
        return count
    }

    /// Ink on the light bar: any pixel clearly darker or more coloured than its grey background.
    private static func isInk(_ pixel: Pixel) -> Bool {
        min(pixel.red, pixel.green, pixel.blue) < 200
    }

    /// The selected item's tint (system blue: far more blue than red).
    private static func isBlue(_ pixel: Pixel) -> Bool {
        Int(pixel.blue) > 200 && Int(pixel.red) < 80
    }

    /// Unselected items' system grey (neutral, mid-dark).
    private static func isGrey(_ pixel: Pixel) -> Bool {
        pixel.red < 170 && pixel.red > 100 && abs(Int(pixel.red) - Int(pixel.blue)) < 20
    }

    @Test("landscape and portrait: equal items 34 points apart, centred; nothing drawn beside the group; the selected item blue, the others grey", .requiresSharedFolder,
          arguments: [UIInterfaceOrientation.landscapeLeft, .portrait])
    func centredItems(_ orientation: UIInterfaceOrientation) throws {
        let drawn = try draw(orientation)
        let items = drawn.items
        let width = items[0].width
        #expect(width > StandardViewMetrics.tabBarCenteredItemMinimumWidth, "Dependent's inline content makes every item wider than the minimum")
        for (index, item) in items.enumerated() {
            #expect(item.width == width)
            if index > 0 { #expect(abs(item.minX - items[index - 1].maxX - StandardViewMetrics.tabBarCenteredItemSpacing) < 0.001) }
        }
        #expect(abs((items[0].minX - drawn.bar.minX) - (drawn.bar.maxX - items[4].maxX)) < 0.001, "symmetric about the bar's centre")
        // Five items spread across the bar would start at its edge; centred, 150 points in or more.
        #expect(items[0].minX - drawn.bar.minX > 150, "the group is well inside the bar, not spread across it")

        // The band of the bar's items (below its top separator, above the home indicator's inset).
        let band = CGRect(x: drawn.bar.minX, y: drawn.bar.minY + 2, width: drawn.bar.width, height: 45)
        let left = CGRect(x: band.minX, y: band.minY, width: items[0].minX - band.minX, height: band.height)
        let right = CGRect(x: items[4].maxX, y: band.minY, width: band.maxX - items[4].maxX, height: band.height)
        #expect(count(drawn, in: left, where: Self.isInk) == 0, "nothing left of the group")
        #expect(count(drawn, in: right, where: Self.isInk) == 0, "nothing right of the group")
        // Between two items, nothing either.
        for index in 1..<5 {
            let gap = CGRect(x: items[index - 1].maxX, y: band.minY, width: items[index].minX - items[index - 1].maxX, height: band.height)
            #expect(count(drawn, in: gap, where: Self.isInk) == 0, "the gap before item \(index)")
        }
        // Every item has its icon (a placeholder: the document's images are not in the corpus)
        // and its title, the first in the tint, the others grey.
        #expect(count(drawn, in: drawn.icons[0], where: Self.isBlue) > 200)
        for index in 1..<5 {
            #expect(count(drawn, in: drawn.icons[index], where: Self.isGrey) > 200, "icon \(index)")
            #expect(count(drawn, in: drawn.icons[index], where: Self.isBlue) == 0, "icon \(index)")
            let title = CGRect(x: drawn.icons[index].maxX + 2, y: band.minY, width: items[index].maxX - drawn.icons[index].maxX - 2, height: band.height)
            #expect(count(drawn, in: title, where: Self.isInk) > 50, "title \(index)")
        }
        let firstTitle = CGRect(x: drawn.icons[0].maxX + 2, y: band.minY, width: items[0].maxX - drawn.icons[0].maxX - 2, height: band.height)
        #expect(count(drawn, in: firstTitle, where: Self.isBlue) > 30, "the selected title in the tint")
    }
}
