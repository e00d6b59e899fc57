import ArgumentParser
import Foundation
import OpenStoryboard

/// `storyboard launch-images`: a launch screen file as the picture every device shows while the
/// app starts, plus the static `Default*.png` set and its `UILaunchImages` Info.plist entries for
/// iOS 7 and earlier.
struct LaunchImages: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch-images",
        abstract: "Check a launch screen .xib or .storyboard and render it for every iPhone and iPad, with the legacy Default*.png set.",
        discussion: """
        The launch-screen rules are checked first: only UIKit classes, a single root view or view \
        controller, no outlets or actions, no web views, no custom classes, no user-defined runtime \
        attributes. A launch screen that breaks them is not what iOS would show, so nothing is \
        rendered: each finding is printed as file:line:column and the exit code is 1.

        Then, into --out:
          devices/<model>-<orientation>.png   the launch screen on each device, in portrait and \
        landscape, at the device's real pixel size (points × scale), resolved for the device's size \
        classes. Models with identical screens get the same picture (drawn once, copied).
          Default*.png                        the static launch images of iOS 7 and earlier (with \
        the iOS 8 names for the iPhone 6 and 6 Plus): Default.png 320×480, Default@2x.png 640×960, \
        Default-568h@2x.png 640×1136, Default-667h@2x.png 750×1334, Default-736h@3x.png 1242×2208, \
        Default-Landscape-736h@3x.png 2208×1242, Default-Portrait~ipad.png 768×1024, \
        Default-Landscape~ipad.png 1024×768, Default-Portrait@2x~ipad.png 1536×2048, \
        Default-Landscape@2x~ipad.png 2048×1536.
          UILaunchImages.plist                the UILaunchImages and UILaunchImages~ipad entries \
        naming them (UILaunchImageName, UILaunchImageMinimumOSVersion, UILaunchImageOrientation, \
        UILaunchImageSize), to copy into the app's Info.plist.

        Pictures are drawn without the status bar and home indicator, which iOS draws over them.

        --device takes a model name ("iPhone 15") or Interface Builder id ("retina6_12"), or a group: \
        all (default), phones, pads. Repeat it for several. It limits devices/ only; the Default*.png \
        set is always complete.

        Exit codes: 0 success, 1 the launch screen breaks the rules (or a picture could not be \
        written), 2 usage errors (unknown option or device; unreadable or unsupported file).

        Examples:
          storyboard launch-images Examples/DynamicLaunchScreen/LaunchScreen.xib
          storyboard launch-images LaunchScreen.storyboard --out build/LaunchImages
          storyboard launch-images LaunchScreen.xib --device phones --device "iPad Air 2"
        """
    )

    @Argument(help: "The launch screen: a .xib or .storyboard file.")
    var launchScreen: String

    @Option(help: "The output folder (created if needed).")
    var out: String = "LaunchImages"

    @Option(name: .customLong("device"), help: "A device name or IB id, or all (default), phones, pads. Repeatable.")
    var devices: [String] = []

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let document = try DocumentInput.load(launchScreen)
        let chosen = try chosenDevices()
        // Text is measured with the fonts the pictures are drawn in.
        TextMeasurement.current = PangoTextMeasurer.shared

        // The rules first: a broken launch screen is reported, not rendered.
        let findings = document.diagnostics.filter { $0.severity == .error } + LaunchScreenRules.check(document)
        if !findings.isEmpty {
            for finding in findings {
                FileHandle.standardError.write(Data((finding.description + "\n").utf8))
            }
            throw CommandFailure.findings("\(launchScreen) breaks the launch-screen rules (\(findings.count) finding\(findings.count == 1 ? "" : "s")): nothing rendered")
        }
        if !document.isLaunchScreen {
            print("note: \(launchScreen) is not marked as a launch screen (launchScreen=\"YES\"); rendered as one")
        }

        let folder = URL(fileURLWithPath: out)
        let devicesFolder = folder.appendingPathComponent("devices")
        do {
            try FileManager.default.createDirectory(at: devicesFolder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.usage("cannot create \(devicesFolder.path): \(error.localizedDescription)")
        }

        // Every device and orientation; identical screens are drawn once and copied.
        var drawn: [LaunchScreenKey: URL] = [:]
        var count = 0
        for device in chosen {
            for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
                let url = devicesFolder.appendingPathComponent("\(Self.fileStem(device.name))-\(orientation.isLandscape ? "landscape" : "portrait").png")
                let key = LaunchScreenKey(device, orientation)
                if let existing = drawn[key] {
                    try copy(existing, to: url)
                } else {
                    try render(document, on: device, orientation, to: url)
                    drawn[key] = url
                }
                count += 1
            }
        }

        // The legacy set and its Info.plist entries.
        for image in LegacyLaunchImage.all {
            try render(document, on: try image.device(), image.orientation, to: folder.appendingPathComponent(image.fileName))
        }
        let plist = folder.appendingPathComponent("UILaunchImages.plist")
        do {
            try LegacyLaunchImage.infoPlistXML().write(to: plist, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure.findings("cannot write \(plist.path): \(error.localizedDescription)")
        }

        print("\(launchScreen): follows the launch-screen rules")
        print("\(count) device pictures (\(drawn.count) distinct screens) in \(devicesFolder.path)")
        for image in LegacyLaunchImage.all {
            print("\(folder.appendingPathComponent(image.fileName).path)  \(image.pixelSize.width)x\(image.pixelSize.height)")
        }
        print("\(plist.path)  UILaunchImages, UILaunchImages~ipad")
    }

    /// The instantiation warnings printed so far.
    @MainActor private static var reported: Set<String> = []

    /// The devices `--device` names (every model of the catalog by default).
    private func chosenDevices() throws -> [Device] {
        if devices.isEmpty { return Device.all }
        var chosen: [Device] = []
        for value in devices {
            let group: [Device]
            switch value.lowercased() {
            case "all": group = Device.all
            case "phones": group = Device.phones
            case "pads": group = Device.pads
            default:
                let byID = Device.models(withInterfaceBuilderID: value)
                group = byID.isEmpty ? [try resolveDevice(value)] : byID
            }
            for device in group where !chosen.contains(device) { chosen.append(device) }
        }
        return chosen
    }

    @MainActor
    private func render(_ document: IBDocument, on device: Device, _ orientation: UIInterfaceOrientation, to url: URL) throws {
        do {
            let window = try LaunchScreenWindow.make(for: document, device: device, orientation: orientation) { diagnostic in
                // Each once, however many devices show it.
                guard !LaunchImages.reported.contains(diagnostic.description) else { return }
                LaunchImages.reported.insert(diagnostic.description)
                FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
            }
            var renderer = WindowRenderer(window: window)
            renderer.drawsSystemChrome = false
            try renderer.render(to: url, format: .png)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure.findings("\(url.path): \(error)")
        }
    }

    private func copy(_ source: URL, to destination: URL) throws {
        do {
            if FileManager.default.fileExists(atPath: destination.path) { try FileManager.default.removeItem(at: destination) }
            try FileManager.default.copyItem(at: source, to: destination)
        } catch {
            throw CommandFailure.findings("cannot write \(destination.path): \(error.localizedDescription)")
        }
    }

    /// A file-name-safe form of a model name: `iPad Pro (12.9-inch) (1st generation)` →
    /// `iPad-Pro-12.9-inch-1st-generation`.
    static func fileStem(_ name: String) -> String {
        var stem = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "." {
                stem.append(character)
            } else if !stem.hasSuffix("-") {
                stem.append("-")
            }
        }
        while stem.hasSuffix("-") { stem.removeLast() }
        return stem
    }
}

/// What a launch screen's picture depends on: the screen's size, scale, size classes, idiom and
/// safe area in one orientation.
private struct LaunchScreenKey: Hashable {
    let width: CGFloat, height: CGFloat, scale: CGFloat
    let horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
    let idiom: UIUserInterfaceIdiom
    let insets: [CGFloat]

    init(_ device: Device, _ orientation: UIInterfaceOrientation) {
        let size = device.size(for: orientation), classes = device.sizeClasses(for: orientation)
        let safe = device.safeAreaInsets(for: orientation)
        width = size.width
        height = size.height
        scale = device.scale
        horizontal = classes.horizontal
        vertical = classes.vertical
        idiom = device.idiom
        insets = [safe.top, safe.left, safe.bottom, safe.right]
    }
}
