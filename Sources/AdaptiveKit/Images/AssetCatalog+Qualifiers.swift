import Foundation

extension AssetCatalog {
    /// The device family a slot is for (`"idiom"` in `Contents.json`).
    public enum Idiom: Hashable, Sendable, CustomStringConvertible {
        /// Any device.
        case universal
        /// iPhone and iPod touch.
        case iphone
        /// iPad.
        case ipad
        /// Mac (Catalyst with the Mac idiom).
        case mac
        /// Apple TV.
        case tv
        /// CarPlay.
        case car
        /// Apple Vision.
        case vision
        /// Apple Watch: never matches an iOS device.
        case watch
        /// A marketing idiom (`ios-marketing`, `watch-marketing`): App Store artwork, never matched.
        case marketing(String)
        /// A value we do not know: never matched (and reported).
        case other(String)

        /// Reads the JSON spelling.
        public init(jsonValue: String) {
            switch jsonValue {
            case "universal": self = .universal
            case "iphone": self = .iphone
            case "ipad": self = .ipad
            case "mac": self = .mac
            case "tv": self = .tv
            case "car": self = .car
            case "vision": self = .vision
            case "watch": self = .watch
            case let value where value.hasSuffix("-marketing"): self = .marketing(value)
            default: self = .other(jsonValue)
            }
        }

        /// The trait value this idiom matches: `nil` for universal (any) and for idioms that match
        /// no iOS device.
        public var userInterfaceIdiom: UIUserInterfaceIdiom? {
            switch self {
            case .iphone: .phone
            case .ipad: .pad
            case .mac: .mac
            case .tv: .tv
            case .car: .carPlay
            case .vision: .vision
            case .universal, .watch, .marketing, .other: nil
            }
        }

        /// Whether a slot with this idiom can ever match an iOS, tvOS, CarPlay, Mac or Vision device.
        var canMatch: Bool {
            switch self {
            case .watch, .marketing, .other: false
            default: true
            }
        }

        /// The JSON spelling.
        public var description: String {
            switch self {
            case .universal: "universal"
            case .iphone: "iphone"
            case .ipad: "ipad"
            case .mac: "mac"
            case .tv: "tv"
            case .car: "car"
            case .vision: "vision"
            case .watch: "watch"
            case let .marketing(value), let .other(value): value
            }
        }
    }

    /// The qualifiers of one slot of an image, colour or data set: which environments it is for.
    ///
    /// An unspecified qualifier means "any". `restrictions` holds the qualifiers a trait
    /// collection cannot express (`memory`, `graphics-feature-set`, `subtype`, `screen-width`).
    public struct Qualifiers: Hashable, Sendable, CustomStringConvertible {
        /// The device family.
        public var idiom: Idiom = .universal
        /// The scale (`"2x"` → 2); `nil` for a single-scale (vector) slot or a colour.
        public var scale: CGFloat?
        /// `width-class` (or the iOS 8 spelling `widthClass`).
        public var widthClass: UIUserInterfaceSizeClass = .unspecified
        /// `height-class` (or `heightClass`).
        public var heightClass: UIUserInterfaceSizeClass = .unspecified
        /// The luminosity appearance: light or dark.
        public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
        /// The contrast appearance: high.
        public var accessibilityContrast: UIAccessibilityContrast = .unspecified
        /// `display-gamut`: sRGB or display-P3.
        public var displayGamut: UIDisplayGamut = .unspecified
        /// `language-direction`.
        public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
        /// Qualifiers no trait collection can express, by JSON key (`"memory": "2GB"`).
        public var restrictions: [String: String] = [:]

        /// Any environment, any scale.
        public init() {}

        /// The traits this slot is for, as an image loaded from it reports them
        /// (`UIImage.traitCollection`); the display scale is `scale` (or the given fallback).
        public func traitCollection(displayScale fallbackScale: CGFloat = 0) -> UITraitCollection {
            let idiomTrait = idiom.userInterfaceIdiom ?? .unspecified
            let scaleTrait = scale ?? fallbackScale
            return UITraitCollection { traits in
                traits.userInterfaceIdiom = idiomTrait
                traits.displayScale = scaleTrait
                traits.horizontalSizeClass = widthClass
                traits.verticalSizeClass = heightClass
                traits.userInterfaceStyle = userInterfaceStyle
                traits.accessibilityContrast = accessibilityContrast
                traits.displayGamut = displayGamut
                traits.layoutDirection = layoutDirection
            }
        }

        /// These qualifiers without the scale: the slots of one "group" differ only by scale.
        var ignoringScale: Qualifiers {
            var copy = self
            copy.scale = nil
            return copy
        }

        /// Interface Builder-like short form: `iphone 2x wC dark high-contrast P3 memory=2GB`.
        public var description: String {
            var parts = [idiom.description]
            if let scale { parts.append(Self.scaleText(scale)) }
            if widthClass != .unspecified { parts.append("w" + (widthClass == .compact ? "C" : "R")) }
            if heightClass != .unspecified { parts.append("h" + (heightClass == .compact ? "C" : "R")) }
            if userInterfaceStyle != .unspecified { parts.append(userInterfaceStyle.description) }
            if accessibilityContrast == .high { parts.append("high-contrast") }
            if displayGamut != .unspecified { parts.append(displayGamut == .P3 ? "P3" : "sRGB") }
            if layoutDirection != .unspecified { parts.append(layoutDirection == .rightToLeft ? "RTL" : "LTR") }
            for key in restrictions.keys.sorted() { parts.append("\(key)=\(restrictions[key]!)") }
            return parts.joined(separator: " ")
        }

        static func scaleText(_ scale: CGFloat) -> String {
            if scale == scale.rounded(), let whole = Int(exactly: scale) { return "\(whole)x" }
            return "\(scale)x"
        }
    }
}

// MARK: Reading qualifiers

extension AssetCatalog.Qualifiers {
    /// The JSON keys that carry a restriction a trait collection cannot express.
    static let restrictionKeys = ["memory", "graphics-feature-set", "subtype", "screen-width"]

    /// Reads the qualifier keys of one slot.
    ///
    /// - Parameter problem: Called with a message for each value that cannot be understood.
    /// - Returns: `nil` when a qualifier value is unknown: the slot cannot be matched and is ignored.
    static func read(from slot: [String: Any], readsScale: Bool, problem: (String) -> Void) -> Self? {
        var qualifiers = Self()
        var usable = true
        if let idiom = slot["idiom"] as? String {
            qualifiers.idiom = AssetCatalog.Idiom(jsonValue: idiom)
            if case .other = qualifiers.idiom { problem("unknown idiom \"\(idiom)\"; the slot never matches") }
        } else {
            problem("slot without an idiom; treated as universal")
        }
        if readsScale, let scaleValue = slot["scale"] {
            if let text = scaleValue as? String, text.hasSuffix("x"), let number = Double(text.dropLast()),
               number.isFinite, number > 0, number <= AssetCatalog.maximumScale {
                qualifiers.scale = CGFloat(number)
            } else {
                problem("unknown scale \(describe(scaleValue)); the slot is ignored")
                usable = false
            }
        }
        for (keys, keyPath) in [(["width-class", "widthClass"], \Self.widthClass), (["height-class", "heightClass"], \Self.heightClass)] {
            guard let key = keys.first(where: { slot[$0] != nil }) else { continue }
            switch slot[key] as? String {
            case "compact": qualifiers[keyPath: keyPath] = .compact
            case "regular": qualifiers[keyPath: keyPath] = .regular
            case "any": break
            default:
                problem("unknown \(key) \(describe(slot[key]!)); the slot is ignored")
                usable = false
            }
        }
        if let appearances = slot["appearances"] {
            if !readAppearances(appearances, into: &qualifiers, problem: problem) { usable = false }
        }
        if let gamut = slot["display-gamut"] {
            switch (gamut as? String)?.lowercased() {
            case "srgb": qualifiers.displayGamut = .SRGB
            case "display-p3": qualifiers.displayGamut = .P3
            default:
                problem("unknown display-gamut \(describe(gamut)); the slot is ignored")
                usable = false
            }
        }
        if let direction = slot["language-direction"] {
            switch direction as? String {
            case "left-to-right": qualifiers.layoutDirection = .leftToRight
            case "right-to-left": qualifiers.layoutDirection = .rightToLeft
            default:
                problem("unknown language-direction \(describe(direction)); the slot is ignored")
                usable = false
            }
        }
        for key in restrictionKeys {
            if let value = slot[key] { qualifiers.restrictions[key] = (value as? String) ?? describe(value) }
        }
        return usable ? qualifiers : nil
    }

    private static func readAppearances(_ value: Any, into qualifiers: inout Self, problem: (String) -> Void) -> Bool {
        guard let list = value as? [Any] else {
            problem("\"appearances\" is not an array; the slot is ignored")
            return false
        }
        var usable = true
        for entry in list {
            let dictionary = entry as? [String: Any]
            let kind = dictionary?["appearance"] as? String
            let value = dictionary?["value"] as? String
            switch (kind, value) {
            case ("luminosity", "light"): qualifiers.userInterfaceStyle = .light
            case ("luminosity", "dark"): qualifiers.userInterfaceStyle = .dark
            case ("luminosity", "any"): break
            case ("contrast", "high"): qualifiers.accessibilityContrast = .high
            default:
                problem("unknown appearance \(describe(entry)); the slot is ignored")
                usable = false
            }
        }
        return usable
    }

    static func describe(_ value: Any) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) {
            return String(decoding: data, as: UTF8.self)
        }
        return String(describing: value)
    }
}
