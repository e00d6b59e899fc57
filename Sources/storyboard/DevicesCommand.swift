import ArgumentParser
import Foundation
import OpenStoryboard

/// `storyboard devices`: the device catalog with size classes per orientation.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List every iPhone, iPod touch and iPad model with its screen and size classes.",
        discussion: """
        Size classes are written as Interface Builder shows them: wC hR is compact width, regular height. \
        The iOS column gives the major versions the model ran (17+: iOS 17 and later), which render --os \
        warns about.

        Examples:
          storyboard devices
          storyboard devices --idiom pad
          storyboard devices --device "iPhone 6 Plus"
          storyboard devices --device ipad12_9 --json
        """
    )

    @Option(help: "Only phones or only pads.")
    var idiom: IdiomOption?

    @Option(help: "One model, by name (\"iPhone 6 Plus\") or Interface Builder id (\"retina5_5\"); shows its multitasking windows too.")
    var device: String?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        let devices: [Device]
        if let device {
            devices = [try resolveDevice(device)]
        } else if let idiom {
            devices = Device.all.filter { $0.idiom == idiom.idiom }
        } else {
            devices = Device.all
        }
        if json {
            print(try jsonText(devices))
        } else {
            print(table(devices))
            if devices.count == 1, let only = devices.first {
                print(multitaskingTable(only))
            }
        }
    }

    private func table(_ devices: [Device]) -> String {
        var rows = [["Device", "IB id", "Points", "Scale", "Pixels", "Portrait", "Landscape", "Safe area (portrait)", "iOS"]]
        for device in devices {
            let size = device.portraitSize
            let pixels = device.renderedPixelSize(for: .portrait)
            let insets = device.safeAreaInsets(for: .portrait)
            rows.append([
                device.name,
                device.interfaceBuilderID ?? "-",
                "\(Int(size.width))×\(Int(size.height))",
                "@\(Int(device.scale))x",
                "\(pixels.width)×\(pixels.height)",
                device.sizeClasses(for: .portrait).description,
                device.sizeClasses(for: .landscapeLeft).description,
                "\(Int(insets.top)) \(Int(insets.left)) \(Int(insets.bottom)) \(Int(insets.right))",
                // The versions it ran (what `render --os` warns about): `11–16`, `17+`.
                device.systemVersions.upperBound == SystemVersion.latest.major
                    ? "\(device.systemVersions.lowerBound)+" : "\(device.systemVersions.lowerBound)–\(device.systemVersions.upperBound)",
            ])
        }
        return TextTable(rows: rows).rendered
    }

    private func multitaskingTable(_ device: Device) -> String {
        guard device.idiom == .pad else { return "" }
        var rows = [["Multitasking window", "Orientation", "Points", "Size classes", "Source"]]
        for orientation in [UIInterfaceOrientation.landscapeLeft, .portrait] {
            for window in device.multitaskingWindows(for: orientation) {
                rows.append([
                    window.layout.description,
                    orientation.isLandscape ? "landscape" : "portrait",
                    "\(Int(window.size.width))×\(Int(window.size.height))",
                    window.sizeClasses.description,
                    window.isMeasured ? "measured" : "rule",
                ])
            }
        }
        return "\n" + TextTable(rows: rows).rendered
    }

    private func jsonText(_ devices: [Device]) throws -> String {
        let objects = devices.map { device in
            func orientationInfo(_ orientation: UIInterfaceOrientation) -> DeviceOutput.Orientation {
                let size = device.size(for: orientation)
                let classes = device.sizeClasses(for: orientation)
                let insets = device.safeAreaInsets(for: orientation)
                return DeviceOutput.Orientation(
                    points: [Double(size.width), Double(size.height)],
                    horizontalSizeClass: classes.horizontal.description,
                    verticalSizeClass: classes.vertical.description,
                    safeAreaInsets: ["top": Double(insets.top), "left": Double(insets.left), "bottom": Double(insets.bottom), "right": Double(insets.right)],
                    statusBarHeight: Nullable(device.statusBarHeight(for: orientation).map { Double($0) }),
                    multitasking: device.idiom != .pad ? nil : device.multitaskingWindows(for: orientation).map { window in
                        DeviceOutput.Window(
                            layout: window.layout.rawValue,
                            points: [Double(window.size.width), Double(window.size.height)],
                            horizontalSizeClass: window.sizeClasses.horizontal.description,
                            verticalSizeClass: window.sizeClasses.vertical.description,
                            measured: window.isMeasured)
                    })
            }
            return DeviceOutput(
                name: device.name,
                idiom: device.idiom.description,
                year: device.year,
                systemVersions: [device.systemVersions.lowerBound, device.systemVersions.upperBound],
                interfaceBuilderID: Nullable(device.interfaceBuilderID),
                scale: Double(device.scale),
                nativeScale: Double(device.nativeScale),
                nativePixels: [device.nativePixels.width, device.nativePixels.height],
                hasHomeIndicator: device.hasHomeIndicator,
                displayGamut: device.displayGamut.description,
                portrait: orientationInfo(.portrait),
                landscape: orientationInfo(.landscapeLeft))
        }
        return try JSONOutput.text(objects)
    }
}

/// One device of `devices --json`.
private struct DeviceOutput: Encodable {
    struct Window: Encodable {
        var layout: String
        var points: [Double]
        var horizontalSizeClass: String
        var verticalSizeClass: String
        var measured: Bool
    }

    struct Orientation: Encodable {
        var points: [Double]
        var horizontalSizeClass: String
        var verticalSizeClass: String
        var safeAreaInsets: [String: Double]
        var statusBarHeight: Nullable<Double>
        /// iPads only.
        var multitasking: [Window]?
    }

    var name: String
    var idiom: String
    var year: Int
    /// The first and last major versions of iOS the model ran (the last is the latest for models
    /// still supported).
    var systemVersions: [Int]
    var interfaceBuilderID: Nullable<String>
    var scale: Double
    var nativeScale: Double
    var nativePixels: [Int]
    var hasHomeIndicator: Bool
    var displayGamut: String
    var portrait: Orientation
    var landscape: Orientation
}
