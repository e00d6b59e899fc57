import AdaptiveKit
import Foundation
import InterfaceBuilder

/// One configuration a document is laid out in: a device (or the document's own canvas), an
/// orientation, and the environment (an iPad multitasking window, a text size, an appearance).
public struct LintConfiguration: Sendable, Hashable {
    /// The device; `nil` for the document's own `<device>` as Xcode's canvas draws it.
    public var device: Device?
    /// The orientation; `nil` for the document's own.
    public var orientation: UIInterfaceOrientation?
    public var environment: IBLayoutEnvironment
    /// How reports name it: `iPhone 15 Pro, landscape, Split View 1/3 (320 pt), text accessibilityLarge, dark`.
    public var name: String

    /// Whether this is the document's canvas: its device, its orientation, nothing else changed.
    public var isDocumentCanvas: Bool { device == nil }

    public init(device: Device?, orientation: UIInterfaceOrientation?, environment: IBLayoutEnvironment = IBLayoutEnvironment(), name: String) {
        self.device = device
        self.orientation = orientation
        self.environment = environment
        self.name = name
    }

    public static func == (lhs: LintConfiguration, rhs: LintConfiguration) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The configurations of a run: devices × orientations × windows × text sizes × appearances,
/// always with the document's own canvas first (where the rules that compare with Xcode run).
public struct LintMatrix: Sendable {
    /// The devices; empty for the document's canvas alone (`--device document`).
    public var devices: [Device]
    public var orientations: [UIInterfaceOrientation]
    /// Each iPad also in its Slide Over and Split View windows.
    public var multitasking: Bool
    /// Text sizes besides the default (`nil` in the list is the default).
    public var contentSizes: [UIContentSizeCategory?]
    public var appearances: [UIUserInterfaceStyle?]

    public init(
        devices: [Device] = [], orientations: [UIInterfaceOrientation] = [.portrait, .landscapeLeft], multitasking: Bool = false,
        contentSizes: [UIContentSizeCategory?] = [nil], appearances: [UIUserInterfaceStyle?] = [nil]
    ) {
        self.devices = devices
        self.orientations = orientations
        self.multitasking = multitasking
        self.contentSizes = contentSizes.isEmpty ? [nil] : contentSizes
        self.appearances = appearances.isEmpty ? [nil] : appearances
    }

    /// The document's canvas alone.
    public static let documentOnly = LintMatrix()

    /// The configurations for a document: its canvas, then every combination.
    @MainActor
    public func configurations(for document: IBDocument) -> [LintConfiguration] {
        let (canvasDevice, _) = IBSceneLayout.defaultDevice(for: document)
        let canvasOrientation = document.device?.orientation == "landscape" ? "landscape" : "portrait"
        var result = [LintConfiguration(device: nil, orientation: nil, name: "document canvas (\(canvasDevice.name), \(canvasOrientation))")]
        for device in devices {
            for orientation in orientations {
                let orientationName = orientation.isLandscape ? "landscape" : "portrait"
                var windows: [(CGFloat?, String)] = [(nil, "")]
                if multitasking, device.idiom == .pad {
                    // Slide Over is as wide as the narrow Split View pane: one layout for both.
                    var byWidth: [(width: CGFloat, names: [String])] = []
                    for window in device.multitaskingWindows(for: orientation) where window.layout != .fullScreen {
                        if let index = byWidth.firstIndex(where: { $0.width == window.size.width }) {
                            byWidth[index].names.append(window.layout.description)
                        } else {
                            byWidth.append((window.size.width, [window.layout.description]))
                        }
                    }
                    for (width, names) in byWidth {
                        windows.append((width, ", \(names.joined(separator: " or ")) (\(Int(width)) pt)"))
                    }
                }
                for (width, windowName) in windows {
                    // Text sizes innermost: the linter lays them out on one window.
                    for style in appearances {
                        for size in contentSizes {
                            var name = "\(device.name), \(orientationName)\(windowName)"
                            if let size { name += ", text \(LintMatrix.name(of: size))" }
                            if let style { name += ", \(style == .dark ? "dark" : "light")" }
                            result.append(LintConfiguration(
                                device: device, orientation: orientation,
                                environment: IBLayoutEnvironment(windowWidth: width, contentSizeCategory: size, userInterfaceStyle: style), name: name))
                        }
                    }
                }
            }
        }
        return result
    }
}

extension LintMatrix {
    /// The Dynamic Type categories by the names `--content-size` takes (UIKit's, without the
    /// type's name: `large`, `accessibilityExtraExtraExtraLarge`).
    public static let contentSizeNames: [(name: String, category: UIContentSizeCategory)] = [
        ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large), ("extraLarge", .extraLarge),
        ("extraExtraLarge", .extraExtraLarge), ("extraExtraExtraLarge", .extraExtraExtraLarge),
        ("accessibilityMedium", .accessibilityMedium), ("accessibilityLarge", .accessibilityLarge),
        ("accessibilityExtraLarge", .accessibilityExtraLarge), ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
        ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
    ]

    /// The category a `--content-size` name stands for (case-insensitive).
    public static func contentSize(named name: String) -> UIContentSizeCategory? {
        contentSizeNames.first { $0.name.lowercased() == name.lowercased() }?.category
    }

    /// The name `--content-size` takes for a category.
    public static func name(of category: UIContentSizeCategory) -> String {
        contentSizeNames.first { $0.category == category }?.name ?? category.rawValue
    }
}
