import Foundation
import OpenStoryboard
import SnapshotDiffing
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == Data {
    /// The controller's view on a device, drawn as `storyboard render` draws it, as a PNG; two
    /// pictures are compared as `storyboard snapshot verify` compares them (pixelmatch with
    /// anti-aliasing ignored), and a failure attaches the diff image.
    ///
    ///     assertSnapshot(of: controller, as: .image(on: .iPhone15Pro, orientation: .landscapeLeft))
    ///
    /// Call it from the main actor (a `@MainActor` test): views are main-actor objects.
    ///
    /// - Parameters:
    ///   - device: The device whose screen the controller fills.
    ///   - orientation: The interface orientation.
    ///   - userInterfaceStyle: Light or dark.
    ///   - threshold: The colour distance (0–1) under which two pixels are the same.
    ///   - maxDiffPixels: The pixels that may differ.
    public static func image(
        on device: Device, orientation: UIInterfaceOrientation = .portrait, userInterfaceStyle: UIUserInterfaceStyle = .light,
        threshold: Double = 0.1, maxDiffPixels: Int = 0
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .storyboardImage(threshold: threshold, maxDiffPixels: maxDiffPixels)) { controller in
            MainActor.assumeIsolated {
                SnapshotWindow.png(device: device, orientation: orientation, style: userInterfaceStyle) { window in
                    window.rootViewController = controller
                }
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == Data {
    /// The view, at its own size if it has one (else the device's screen), inside a window of the
    /// device, as a PNG compared as ``Snapshotting/image(on:orientation:userInterfaceStyle:threshold:maxDiffPixels:)``
    /// of a controller compares it.
    public static func image(
        on device: Device, orientation: UIInterfaceOrientation = .portrait, userInterfaceStyle: UIUserInterfaceStyle = .light,
        threshold: Double = 0.1, maxDiffPixels: Int = 0
    ) -> Snapshotting {
        Snapshotting<UIViewController, Data>
            .image(on: device, orientation: orientation, userInterfaceStyle: userInterfaceStyle, threshold: threshold, maxDiffPixels: maxDiffPixels)
            .pullback { view in
                MainActor.assumeIsolated {
                    let controller = UIViewController()
                    controller.view.backgroundColor = .systemBackground
                    if view.frame.isEmpty { view.frame = controller.view.bounds }
                    controller.view.addSubview(view)
                    return controller
                }
            }
    }
}

extension Diffing where Value == Data {
    /// PNGs compared as `storyboard snapshot verify` compares pictures: the same bytes at once,
    /// otherwise pixel by pixel (``PixelMatch``); a failure says how many pixels differ and with
    /// which limits, and attaches the diff image.
    public static func storyboardImage(threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { expected, actual in
            if expected == actual { return nil }
            let limits = "threshold \(threshold), max diff pixels \(maxDiffPixels)"
            do {
                let old = try SnapshotPNG.decode(expected), new = try SnapshotPNG.decode(actual)
                let result = try PixelMatch.compare(expected: old, actual: new, options: .init(threshold: threshold), drawsDiffImage: true)
                if result.differentPixels <= maxDiffPixels { return nil }
                var attachments: [DiffAttachment] = []
                if let diff = result.diffImage, let data = try? SnapshotPNG.encode(diff) {
                    attachments.append(.data(data, name: "difference.png"))
                }
                return ("\(result.differentPixels) pixels differ (\(String(format: "%.3f", result.differentRatio * 100)) %) — \(limits)", attachments)
            } catch {
                return ("the pictures cannot be compared: \(error) — \(limits)", [])
            }
        }
    }
}

extension Device {
    /// iPhone 15 Pro (393 × 852 pt at 3×).
    public static var iPhone15Pro: Device { catalog("iPhone 15 Pro") }
    /// iPhone 15 (393 × 852 pt at 3×).
    public static var iPhone15: Device { catalog("iPhone 15") }
    /// iPhone SE (3rd generation) (375 × 667 pt at 2×).
    public static var iPhoneSE3: Device { catalog("iPhone SE (3rd generation)") }
    /// iPad Pro 13-inch (M4).
    public static var iPadPro13: Device { catalog("iPad Pro 13-inch (M4)") }

    /// A model of the catalog by name; the names above are in it (a test checks them).
    static func catalog(_ name: String) -> Device {
        guard let device = try? Device.named(name) else { preconditionFailure("\(name) is not in the device catalog") }
        return device
    }
}
