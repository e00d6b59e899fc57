import Foundation
import OpenStoryboard
import OpenStoryboardSnapshotTesting
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies: a view or controller drawn on a device, recorded, then
/// verified — unchanged it passes, changed it fails with the pixels, the limits and a diff image.
@MainActor
@Suite struct SnapshottingImageTests {
    /// A controller with a title label, as an app would build one.
    private func controller(title: String) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = title
        label.font = UIFont.systemFont(ofSize: 28)
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
        return controller
    }

    private func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("osb-snapshot-testing-\(UUID().uuidString)").path
    }

    @Test func anUnchangedControllerPassesAndAChangedOneFails() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let strategy = Snapshotting<UIViewController, Data>.image(on: .iPhoneSE3, orientation: .landscapeLeft)
        _ = verifySnapshot(of: controller(title: "Games"), as: strategy, named: "menu", record: .all, snapshotDirectory: directory)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.count == 1 && files[0].hasSuffix(".png"))
        let recorded = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(files[0]))
        #expect(recorded.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))

        #expect(verifySnapshot(of: controller(title: "Games"), as: strategy, named: "menu", record: .never, snapshotDirectory: directory) == nil)
        let failure = try #require(verifySnapshot(of: controller(title: "Gamez"), as: strategy, named: "menu", record: .never, snapshotDirectory: directory))
        #expect(failure.contains("pixels differ"), "\(failure)")
        #expect(failure.contains("threshold 0.1, max diff pixels 0"))
    }

    @Test func viewsAreDrawnToo() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func badge(_ color: UIColor) -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            view.backgroundColor = color
            return view
        }
        let strategy = Snapshotting<UIView, Data>.image(on: .iPhone15Pro)
        _ = verifySnapshot(of: badge(.systemBlue), as: strategy, named: "badge", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: badge(.systemBlue), as: strategy, named: "badge", record: .never, snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: badge(.systemRed), as: strategy, named: "badge", record: .never, snapshotDirectory: directory) != nil)
    }

    @Test func theDiffingAttachesTheDiffImage() throws {
        let strategy = Snapshotting<UIViewController, Data>.image(on: .iPhoneSE3)
        var first: Data?, second: Data?
        strategy.snapshot(controller(title: "One")).run { first = $0 }
        strategy.snapshot(controller(title: "Two")).run { second = $0 }
        let (one, two) = (try #require(first), try #require(second))
        #expect(strategy.diffing.diffV2(one, one) == nil)
        let (message, attachments) = try #require(strategy.diffing.diffV2(one, two))
        #expect(message.contains("pixels differ"))
        guard case let .data(data, name) = try #require(attachments.first) else {
            Issue.record("the diff image is attached as data")
            return
        }
        #expect(name == "difference.png")
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let (unreadable, _) = try #require(strategy.diffing.diffV2(one, Data("not a picture".utf8)))
        #expect(unreadable.contains("cannot be compared"))
    }

    @Test func theNamedDevicesAreInTheCatalog() {
        #expect(Device.iPhone15Pro.name == "iPhone 15 Pro")
        #expect(Device.iPhone15.name == "iPhone 15")
        #expect(Device.iPhoneSE3.name == "iPhone SE (3rd generation)")
        #expect(Device.iPadPro13.name == "iPad Pro 13-inch (M4)")
    }
}
