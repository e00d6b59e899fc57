import Foundation

/// A model of iPhone, iPod touch or iPad: its screen geometry, scale, size classes, safe areas
/// and Interface Builder id, from the catalog in `../shared/reference/devices.json`.
///
/// ```swift
/// let plus = try Device.named("iPhone 6 Plus")    // or the IB id "retina5_5"
/// plus.sizeClasses(for: .landscapeLeft)           // regular width, compact height
/// plus.traitCollection(for: .portrait)            // what UIScreen reports
/// ```
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// A size in pixels.
    public struct PixelSize: Hashable, Sendable {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The horizontal and vertical size classes of a full-screen window.
    public struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
        public var horizontal: UIUserInterfaceSizeClass
        public var vertical: UIUserInterfaceSizeClass
        public init(_ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
        /// Interface Builder's short form: `wC hR` for compact width, regular height.
        public var description: String {
            "w\(Self.letter(horizontal)) h\(Self.letter(vertical))"
        }
        static func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
            switch sizeClass {
            case .compact: "C"
            case .regular: "R"
            case .unspecified: "Any"
            }
        }
    }

    /// The model name, as Apple spells it ("iPhone 6 Plus", "iPad Pro (11-inch) (2nd generation)").
    public let name: String
    /// `.phone` for iPhone and iPod touch, `.pad` for iPad.
    public let idiom: UIUserInterfaceIdiom
    /// The year the model was released.
    public let year: Int
    /// The screen family ("4.7in", "5.8in", "13in-m4", …).
    public let screenClass: String
    /// The screen's size in points in portrait.
    public let portraitSize: CGSize
    /// `UIScreen.scale`: points to rendered pixels.
    public let scale: CGFloat
    /// `UIScreen.nativeScale`: points to panel pixels (differs on Plus phones and minis).
    public let nativeScale: CGFloat
    /// The panel's pixels in portrait.
    public let nativePixels: PixelSize
    /// The pixels UIKit renders before the system resamples to the panel, when they differ from
    /// `nativePixels` (Plus phones, minis); otherwise `nil`.
    public let renderedPixels: PixelSize?
    let portraitSizeClasses: SizeClasses
    let landscapeSizeClasses: SizeClasses
    let portraitSafeAreaInsets: UIEdgeInsets
    let landscapeSafeAreaInsets: UIEdgeInsets
    let portraitStatusBarHeight: CGFloat?
    let landscapeStatusBarHeight: CGFloat?
    /// Whether the device has a home indicator instead of a home button.
    public let hasHomeIndicator: Bool
    /// Whether the screen has a sensor housing (a notch or the Dynamic Island) at its top in
    /// portrait: the phones with a home indicator. It keeps the top safe-area inset when the
    /// status bar is hidden, and the status bar is drawn beside it.
    public var hasSensorHousing: Bool { hasHomeIndicator && idiom == .phone }
    /// The id Interface Builder writes in `<device id="…">` for this screen, when known.
    public let interfaceBuilderID: String?
    /// The display gamut.
    public let displayGamut: UIDisplayGamut
    /// Whether the screen has 3D Touch.
    public let forceTouchCapability: UIForceTouchCapability

    /// A device; the catalog in `Device.all` has every real model, this is for custom screens.
    public init(
        name: String, idiom: UIUserInterfaceIdiom, year: Int, screenClass: String,
        portraitSize: CGSize, scale: CGFloat, nativeScale: CGFloat,
        nativePixels: PixelSize, renderedPixels: PixelSize? = nil,
        portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses,
        portraitSafeAreaInsets: UIEdgeInsets, landscapeSafeAreaInsets: UIEdgeInsets,
        portraitStatusBarHeight: CGFloat?, landscapeStatusBarHeight: CGFloat?, hasHomeIndicator: Bool,
        interfaceBuilderID: String?, displayGamut: UIDisplayGamut, forceTouchCapability: UIForceTouchCapability
    ) {
        self.name = name
        self.idiom = idiom
        self.year = year
        self.screenClass = screenClass
        self.portraitSize = portraitSize
        self.scale = scale
        self.nativeScale = nativeScale
        self.nativePixels = nativePixels
        self.renderedPixels = renderedPixels
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.portraitStatusBarHeight = portraitStatusBarHeight
        self.landscapeStatusBarHeight = landscapeStatusBarHeight
        self.hasHomeIndicator = hasHomeIndicator
        self.interfaceBuilderID = interfaceBuilderID
        self.displayGamut = displayGamut
        self.forceTouchCapability = forceTouchCapability
    }

    /// Every model of the catalog: `phones` then `pads`.
    public static let all: [Device] = phones + pads

    // MARK: Geometry per orientation

    /// The screen's size in points in the given interface orientation (`.unknown` counts as portrait).
    public func size(for orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape
            ? CGSize(width: portraitSize.height, height: portraitSize.width)
            : portraitSize
    }

    /// The size classes of a full-screen app in the given orientation.
    public func sizeClasses(for orientation: UIInterfaceOrientation) -> SizeClasses {
        orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses
    }

    /// The safe-area insets of a full-screen root view in the given orientation (iOS 11–18 values).
    public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
    }

    /// The status bar's height in points in the given orientation; `nil` when the catalog has no
    /// sourced value (the newest phones, whose safe-area top is used instead by the renderer).
    public func statusBarHeight(for orientation: UIInterfaceOrientation) -> CGFloat? {
        orientation.isLandscape ? landscapeStatusBarHeight : portraitStatusBarHeight
    }

    /// The height the status bar takes at the top of the screen, as drawn and as
    /// `UIStatusBarManager.statusBarFrame` reports it: the catalog's height, else (the newest
    /// phones) the portrait safe-area top, at most 54 pt (the Dynamic Island's status bar; the
    /// safe area below it reaches 59); 0 in an orientation that shows none (a phone's landscape).
    public func shownStatusBarHeight(for orientation: UIInterfaceOrientation) -> CGFloat {
        let height = statusBarHeight(for: orientation) ?? (orientation.isLandscape ? 0 : safeAreaInsets(for: orientation).top)
        return min(max(height, 0), 54)
    }

    /// The pixels of a full-screen rendering in the given orientation: points × `scale`.
    public func renderedPixelSize(for orientation: UIInterfaceOrientation) -> PixelSize {
        let points = size(for: orientation)
        return PixelSize(width: Int((points.width * scale).rounded()), height: Int((points.height * scale).rounded()))
    }

    /// The traits `UIScreen` reports for this device: idiom, display scale, the full-screen size
    /// classes of the orientation, gamut, 3D Touch, and the system defaults for the rest
    /// (left-to-right, normal contrast, regular legibility weight, base level).
    ///
    /// - Parameters:
    ///   - orientation: The interface orientation.
    ///   - userInterfaceStyle: Light (the default) or dark.
    ///   - preferredContentSizeCategory: The text size; `large` is the system default.
    public func traitCollection(
        for orientation: UIInterfaceOrientation,
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        preferredContentSizeCategory: UIContentSizeCategory = .large
    ) -> UITraitCollection {
        let classes = sizeClasses(for: orientation)
        var traits = SystemTraitValues()
        traits.horizontalSizeClass = classes.horizontal
        traits.verticalSizeClass = classes.vertical
        traits.userInterfaceIdiom = idiom
        traits.displayScale = scale
        traits.displayGamut = displayGamut
        traits.forceTouchCapability = forceTouchCapability
        traits.userInterfaceStyle = userInterfaceStyle
        traits.preferredContentSizeCategory = preferredContentSizeCategory
        traits.layoutDirection = .leftToRight
        traits.accessibilityContrast = .normal
        traits.legibilityWeight = .regular
        traits.userInterfaceLevel = .base
        return UITraitCollection(system: traits)
    }

    public var description: String { name }
}

extension Device {
    /// Finds a model by its name (any case, "iPhone 6 Plus"), or by an Interface Builder device id
    /// ("retina5_5"), which names the first model released with that screen.
    ///
    /// - Throws: ``DeviceError/unknownDevice(_:suggestions:)`` naming the closest catalog names.
    public static func named(_ name: String) throws -> Device {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        if let exact = all.first(where: { $0.name == wanted }) { return exact }
        let folded = wanted.lowercased()
        if let match = all.first(where: { $0.name.lowercased() == folded }) { return match }
        if let match = all.first(where: { $0.interfaceBuilderID?.lowercased() == folded }) { return match }
        throw DeviceError.unknownDevice(wanted, suggestions: suggestions(for: wanted))
    }

    /// The catalog models that share an Interface Builder device id, in release order.
    public static func models(withInterfaceBuilderID id: String) -> [Device] {
        all.filter { $0.interfaceBuilderID == id }
    }

    /// Up to three catalog names closest to `name` (edit distance, case-insensitive).
    static func suggestions(for name: String) -> [String] {
        let folded = name.lowercased()
        let candidates = all.map(\.name) + Set(all.compactMap(\.interfaceBuilderID)).sorted()
        let scored = candidates.map { ($0, editDistance(folded, $0.lowercased())) }
        let limit = max(3, folded.count / 2)
        return scored.filter { $0.1 <= limit }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(3).map(\.0)
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// An error finding a device in the catalog.
public enum DeviceError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// No model has this name or Interface Builder id.
    case unknownDevice(String, suggestions: [String])

    public var description: String {
        switch self {
        case let .unknownDevice(name, suggestions):
            var text = "unknown device \"\(name)\""
            if !suggestions.isEmpty {
                text += "; did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
            }
            return text + " (`storyboard devices` lists every model)"
        }
    }

    public var errorDescription: String? { description }
}
