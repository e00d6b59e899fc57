import AdaptivePhotos
import Foundation
import OpenStoryboard
import Testing

/// Xamarin's Unified Storyboards guide's Adaptive Photos scenarios, with exact expectations, and a picture of
/// each state (written to `.build/examples/AdaptivePhotos/` with an `index.html` contact sheet).
@MainActor
@Suite("Adaptive Photos", .serialized)
struct AdaptivePhotosTests {
    static let outputFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/examples/AdaptivePhotos")

    private func launch(_ device: String, _ orientation: UIInterfaceOrientation = .portrait) throws -> (UIWindow, AdaptivePhotosApp.Parts) {
        let parts = AdaptivePhotosApp.make(user: try User.bundled())
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        window.rootViewController = parts.root
        window.makeKeyAndVisible()
        return (window, parts)
    }

    private func accessories(_ list: UITableViewController) -> [UITableViewCell.AccessoryType] {
        list.tableView.layoutIfNeeded()
        return (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
            list.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.accessoryType ?? .none
        }
    }

    private func snapshot(_ window: UIWindow, _ name: String) throws {
        try FileManager.default.createDirectory(at: Self.outputFolder, withIntermediateDirectories: true)
        let url = Self.outputFolder.appendingPathComponent(name + ".png")
        try WindowRenderer(window: window).render(to: url, format: .png)
        let image = try UIImage.load(contentsOfFile: url.path)
        let pixels = window.screen.device.renderedPixelSize(for: window.screen.interfaceOrientation)
        #expect(Int(image.size.width) == Int(window.bounds.width * window.screen.scale), "\(name): \(pixels)")
        ContactSheet.add(name: name, file: name + ".png", folder: Self.outputFolder)
    }

    @Test("iPhone 6: collapsed in portrait, expanded in landscape through the override")
    func iPhone6() throws {
        // Text is measured with the fonts the pictures are drawn in.
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) { try iPhone6Scenario() }
    }

    private func iPhone6Scenario() throws {
        let (window, parts) = try launch("iPhone 6")
        // Portrait: compact, collapsed; the placeholder detail was discarded.
        #expect(parts.split.isCollapsed)
        #expect(parts.navigation.viewControllers.count == 1)
        #expect(accessories(parts.list) == [.disclosureIndicator, .disclosureIndicator, .disclosureIndicator],
                "every row pushes while collapsed")
        try snapshot(window, "iphone6-portrait-list")

        // Landscape: the root forces a regular width (667 > 320): both columns, vertical compact.
        window.rotate(to: .landscapeLeft)
        #expect(!parts.split.isCollapsed)
        #expect(parts.split.traitCollection.horizontalSizeClass == .regular)
        #expect(parts.split.traitCollection.verticalSizeClass == .compact)
        #expect(parts.split.viewControllers.count == 2)
        #expect(parts.split.viewControllers[1] is EmptyViewController, "nothing selected: the placeholder")
        #expect(accessories(parts.list) == [.disclosureIndicator, .none, .disclosureIndicator],
                "the single-photo conversation shows its photo beside the list: no indicator")
        try snapshot(window, "iphone6-landscape-expanded")

        // Select a photo of the first conversation: its list is pushed, the photo is the detail.
        try window.selectRow(at: IndexPath(row: 0, section: 0), in: parts.list.tableView)
        let conversation = try #require(parts.navigation.topViewController as? ConversationViewController)
        #expect(!conversation.rowsPush)
        try window.selectRow(at: IndexPath(row: 1, section: 0), in: conversation.tableView)
        let photo = try #require(parts.split.viewControllers.last as? PhotoViewController)
        #expect(photo.title == "2 of 3")
        window.layoutIfNeeded()
        // Compact height: the image beside the labels, half the detail column's width.
        #expect(photo.imageView.frame.minX == 0)
        #expect(abs(photo.imageView.frame.width - photo.view.bounds.width / 2) <= 0.25, "half, snapped to the @2x grid")
        #expect(photo.nameLabel.frame.minX > photo.imageView.frame.maxX)
        try snapshot(window, "iphone6-landscape-photo")
    }

    @Test("iPhone 5s: rotating back collapses and keeps the photo on top of the stack")
    func rotateBackCollapses() throws {
        // Text is measured with the fonts the pictures are drawn in.
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) { try rotateBackCollapsesScenario() }
    }

    private func rotateBackCollapsesScenario() throws {
        let (window, parts) = try launch("iPhone 5s")
        window.rotate(to: .landscapeLeft)
        #expect(!parts.split.isCollapsed)
        try window.selectRow(at: IndexPath(row: 2, section: 0), in: parts.list.tableView)
        let conversation = try #require(parts.navigation.topViewController as? ConversationViewController)
        try window.selectRow(at: IndexPath(row: 0, section: 0), in: conversation.tableView)
        // Back to portrait: 320 pt is not wider than 320, the override is cleared: collapse.
        window.rotate(to: .portrait)
        #expect(parts.split.isCollapsed)
        let top = try #require(parts.navigation.topViewController as? PhotoViewController)
        #expect(top.title == "1 of 2")
        #expect(parts.navigation.viewControllers.count == 3, "list, the conversation containing the photo, the photo")
        // Regular height: the labels above the image, which spans the width.
        window.layoutIfNeeded()
        #expect(top.imageView.frame.width == 320)
        #expect(top.imageView.frame.minY > top.photosLabel.frame.maxY)
        try snapshot(window, "iphone5s-portrait-collapsed-photo")
    }

    @Test("iPad: landscape and portrait show the split view expanded; Split View 1/3 collapses")
    func iPad() throws {
        // Text is measured with the fonts the pictures are drawn in.
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) { try iPadScenario() }
    }

    private func iPadScenario() throws {
        let (window, parts) = try launch("iPad Air 2", .landscapeLeft)
        #expect(!parts.split.isCollapsed)
        #expect(parts.navigation.view.frame.width == 320)
        try window.selectRow(at: IndexPath(row: 1, section: 0), in: parts.list.tableView)
        let photo = try #require(parts.split.viewControllers.last as? PhotoViewController)
        #expect(photo.title == "1 of 1")
        try snapshot(window, "ipad-landscape-photo")
        window.rotate(to: .portrait)
        #expect(!parts.split.isCollapsed, "an iPad stays regular")
        try snapshot(window, "ipad-portrait")
        window.rotate(to: .landscapeLeft)
        window.resize(to: CGSize(width: 320, height: 768))
        #expect(parts.split.isCollapsed, "Split View 1/3 is compact")
        #expect(parts.navigation.topViewController === photo, "the photo was pushed onto the list")
        try snapshot(window, "ipad-split-one-third")
        ContactSheet.write(folder: Self.outputFolder, title: "Adaptive Photos")
    }
}

/// The contact sheet of the scenario pictures: one HTML page, each picture with its caption.
@MainActor
enum ContactSheet {
    private static var entries: [(name: String, file: String)] = []

    static func add(name: String, file: String, folder: URL) {
        entries.removeAll { $0.name == name }
        entries.append((name, file))
    }

    static func write(folder: URL, title: String) {
        let figures = entries.map { "<figure><img src=\"\($0.file)\" width=\"300\"><figcaption>\($0.name)</figcaption></figure>" }
        let html = "<!doctype html><meta charset=utf-8><title>\(title)</title><style>figure{display:inline-block;margin:8px;vertical-align:top}</style><h1>\(title)</h1>\n" + figures.joined(separator: "\n")
        try? html.write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    }
}
