import Foundation

// The iOS system colours (iOS 13 and later) as dynamic colours with their light, dark and
// increased-contrast values. Each is one shared object, so `UIColor.systemBlue == .systemBlue`.
//
// Values are the sRGB values of Apple's Human Interface Guidelines colour tables of the iOS 13–14
// era (default light, default dark, increased contrast light, increased contrast dark). Where a
// value is marked "approximation" it was not checked against a primary source.
// An unspecified style resolves as light, an unspecified contrast as normal, an unspecified level
// as base: UIKit's defaults.
extension UIColor {
    /// Blue: light #007AFF, dark #0A84FF.
    public class var systemBlue: UIColor { SystemColor.systemBlue }
    /// Red: light #FF3B30, dark #FF453A.
    public class var systemRed: UIColor { SystemColor.systemRed }
    /// Green: light #34C759, dark #30D158.
    public class var systemGreen: UIColor { SystemColor.systemGreen }
    /// Orange: light #FF9500, dark #FF9F0A.
    public class var systemOrange: UIColor { SystemColor.systemOrange }
    /// Yellow: light #FFCC00, dark #FFD60A.
    public class var systemYellow: UIColor { SystemColor.systemYellow }
    /// Pink: light #FF2D55, dark #FF375F.
    public class var systemPink: UIColor { SystemColor.systemPink }
    /// Purple: light #AF52DE, dark #BF5AF2.
    public class var systemPurple: UIColor { SystemColor.systemPurple }
    /// Teal, iOS 13–14 values: light #5AC8FA, dark #64D2FF (iOS 15 changed teal; not modelled).
    public class var systemTeal: UIColor { SystemColor.systemTeal }
    /// Indigo: light #5856D6, dark #5E5CE6.
    public class var systemIndigo: UIColor { SystemColor.systemIndigo }
    /// Grey: #8E8E93 in light and dark.
    public class var systemGray: UIColor { SystemColor.systemGray }
    /// Second grey: light #AEAEB2, dark #636366.
    public class var systemGray2: UIColor { SystemColor.systemGray2 }
    /// Third grey: light #C7C7CC, dark #48484A.
    public class var systemGray3: UIColor { SystemColor.systemGray3 }
    /// Fourth grey: light #D1D1D6, dark #3A3A3C.
    public class var systemGray4: UIColor { SystemColor.systemGray4 }
    /// Fifth grey: light #E5E5EA, dark #2C2C2E.
    public class var systemGray5: UIColor { SystemColor.systemGray5 }
    /// Sixth grey: light #F2F2F7, dark #1C1C1E.
    public class var systemGray6: UIColor { SystemColor.systemGray6 }

    /// Primary text: black in light, white in dark.
    public class var label: UIColor { SystemColor.label }
    /// Secondary text: #3C3C43 at 60 % in light, #EBEBF5 at 60 % in dark.
    public class var secondaryLabel: UIColor { SystemColor.secondaryLabel }
    /// Tertiary text: #3C3C43 at 30 % in light, #EBEBF5 at 30 % in dark.
    public class var tertiaryLabel: UIColor { SystemColor.tertiaryLabel }
    /// Quaternary text: #3C3C43 at 18 % in light, #EBEBF5 at 16 % in dark (approximation).
    public class var quaternaryLabel: UIColor { SystemColor.quaternaryLabel }
    /// Placeholder text: #3C3C43 at 30 % in light, #EBEBF5 at 30 % in dark.
    public class var placeholderText: UIColor { SystemColor.placeholderText }
    /// Links: light #007AFF, dark #0984FF (approximation).
    public class var link: UIColor { SystemColor.link }
    /// Separators (translucent): #3C3C43 at 29 % in light, #545458 at 60 % in dark (approximation).
    public class var separator: UIColor { SystemColor.separator }
    /// Opaque separators: light #C6C6C8, dark #38383A (approximation).
    public class var opaqueSeparator: UIColor { SystemColor.opaqueSeparator }

    /// Main background: white in light; black in dark, #1C1C1E when elevated.
    public class var systemBackground: UIColor { SystemColor.systemBackground }
    /// Second-level background: light #F2F2F7; dark #1C1C1E, #2C2C2E when elevated.
    public class var secondarySystemBackground: UIColor { SystemColor.secondarySystemBackground }
    /// Third-level background: white in light; dark #2C2C2E, #3A3A3C when elevated.
    public class var tertiarySystemBackground: UIColor { SystemColor.tertiarySystemBackground }
    /// Grouped-table background: light #F2F2F7; black in dark, #1C1C1E when elevated.
    public class var systemGroupedBackground: UIColor { SystemColor.systemGroupedBackground }
    /// Content on a grouped background: white in light; dark #1C1C1E, #2C2C2E when elevated.
    public class var secondarySystemGroupedBackground: UIColor { SystemColor.secondarySystemGroupedBackground }
    /// Third level on a grouped background: light #F2F2F7; dark #2C2C2E, #3A3A3C when elevated.
    public class var tertiarySystemGroupedBackground: UIColor { SystemColor.tertiarySystemGroupedBackground }

    /// The default tint colour (iOS 15's `UIColor.tintColor`): system blue.
    public class var tintColor: UIColor { SystemColor.tintColor }

    /// The system colour an asset catalog or a storyboard names by reference
    /// (`"systemBlueColor"`, `"labelColor"`, `"systemBackgroundColor"`), if it is known.
    package static func systemColor(referenceName: String) -> UIColor? {
        SystemColor.byReferenceName[referenceName]
    }
}

/// The shared system colour objects.
enum SystemColor {
    /// A dynamic colour from 0xRRGGBB values per appearance.
    ///
    /// - Parameters:
    ///   - light: Default contrast, light (and unspecified) style.
    ///   - dark: Default contrast, dark style.
    ///   - highContrast: Increased-contrast light and dark values, when they differ.
    ///   - elevatedDark: The dark value at the elevated level, when it differs.
    ///   - alpha: Light and dark alpha.
    static func make(
        _ name: String, light: UInt32, dark: UInt32, highContrast: (light: UInt32, dark: UInt32)? = nil,
        elevatedDark: UInt32? = nil, alpha: (light: CGFloat, dark: CGFloat) = (1, 1)
    ) -> UIColor {
        func color(_ rgb: UInt32, _ alpha: CGFloat, _ variant: String) -> UIColor {
            let components = ColorComponents(
                space: .sRGB,
                red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
            return UIColor(components: components, name: "\(name) (\(variant))")
        }
        let lightColor = color(light, alpha.light, "light")
        let darkColor = color(dark, alpha.dark, "dark")
        let highLight = highContrast.map { color($0.light, alpha.light, "light, high contrast") }
        let highDark = highContrast.map { color($0.dark, alpha.dark, "dark, high contrast") }
        let elevated = elevatedDark.map { color($0, alpha.dark, "dark, elevated") }
        return UIColor(name: name) { traits in
            let isDark = traits.userInterfaceStyle == .dark
            if traits.accessibilityContrast == .high, let highLight, let highDark {
                return isDark ? highDark : highLight
            }
            if isDark {
                if traits.userInterfaceLevel == .elevated, let elevated { return elevated }
                return darkColor
            }
            return lightColor
        }
    }

    static let systemBlue = make("systemBlue", light: 0x007AFF, dark: 0x0A84FF, highContrast: (0x0040DD, 0x409CFF))
    static let systemRed = make("systemRed", light: 0xFF3B30, dark: 0xFF453A, highContrast: (0xD70015, 0xFF6961))
    static let systemGreen = make("systemGreen", light: 0x34C759, dark: 0x30D158, highContrast: (0x248A3D, 0x30DB5B))
    static let systemOrange = make("systemOrange", light: 0xFF9500, dark: 0xFF9F0A, highContrast: (0xC93400, 0xFFB340))
    static let systemYellow = make("systemYellow", light: 0xFFCC00, dark: 0xFFD60A, highContrast: (0xB25000, 0xFFD426))
    static let systemPink = make("systemPink", light: 0xFF2D55, dark: 0xFF375F, highContrast: (0xD30F45, 0xFF6482))
    static let systemPurple = make("systemPurple", light: 0xAF52DE, dark: 0xBF5AF2, highContrast: (0x8944AB, 0xDA8FFF))
    static let systemTeal = make("systemTeal", light: 0x5AC8FA, dark: 0x64D2FF, highContrast: (0x0071A4, 0x70D7FF))
    static let systemIndigo = make("systemIndigo", light: 0x5856D6, dark: 0x5E5CE6, highContrast: (0x3634A3, 0x7D7AFF))
    static let systemGray = make("systemGray", light: 0x8E8E93, dark: 0x8E8E93, highContrast: (0x6C6C70, 0xAEAEB2))
    static let systemGray2 = make("systemGray2", light: 0xAEAEB2, dark: 0x636366, highContrast: (0x8E8E93, 0x7C7C80))
    static let systemGray3 = make("systemGray3", light: 0xC7C7CC, dark: 0x48484A, highContrast: (0xAEAEB2, 0x545456))
    static let systemGray4 = make("systemGray4", light: 0xD1D1D6, dark: 0x3A3A3C, highContrast: (0xBCBCC0, 0x444446))
    static let systemGray5 = make("systemGray5", light: 0xE5E5EA, dark: 0x2C2C2E, highContrast: (0xD8D8DC, 0x363638))
    static let systemGray6 = make("systemGray6", light: 0xF2F2F7, dark: 0x1C1C1E, highContrast: (0xEBEBF0, 0x242426))

    static let label = make("label", light: 0x000000, dark: 0xFFFFFF)
    static let secondaryLabel = make("secondaryLabel", light: 0x3C3C43, dark: 0xEBEBF5, alpha: (0.6, 0.6))
    static let tertiaryLabel = make("tertiaryLabel", light: 0x3C3C43, dark: 0xEBEBF5, alpha: (0.3, 0.3))
    static let quaternaryLabel = make("quaternaryLabel", light: 0x3C3C43, dark: 0xEBEBF5, alpha: (0.18, 0.16))  // approximation
    static let placeholderText = make("placeholderText", light: 0x3C3C43, dark: 0xEBEBF5, alpha: (0.3, 0.3))
    static let link = make("link", light: 0x007AFF, dark: 0x0984FF)  // dark: approximation
    static let separator = make("separator", light: 0x3C3C43, dark: 0x545458, alpha: (0.29, 0.6))  // approximation
    static let opaqueSeparator = make("opaqueSeparator", light: 0xC6C6C8, dark: 0x38383A)  // approximation

    static let systemBackground = make("systemBackground", light: 0xFFFFFF, dark: 0x000000, elevatedDark: 0x1C1C1E)
    static let secondarySystemBackground = make(
        "secondarySystemBackground", light: 0xF2F2F7, dark: 0x1C1C1E, elevatedDark: 0x2C2C2E)
    static let tertiarySystemBackground = make(
        "tertiarySystemBackground", light: 0xFFFFFF, dark: 0x2C2C2E, elevatedDark: 0x3A3A3C)
    static let systemGroupedBackground = make(
        "systemGroupedBackground", light: 0xF2F2F7, dark: 0x000000, elevatedDark: 0x1C1C1E)
    static let secondarySystemGroupedBackground = make(
        "secondarySystemGroupedBackground", light: 0xFFFFFF, dark: 0x1C1C1E, elevatedDark: 0x2C2C2E)
    static let tertiarySystemGroupedBackground = make(
        "tertiarySystemGroupedBackground", light: 0xF2F2F7, dark: 0x2C2C2E, elevatedDark: 0x3A3A3C)

    static let tintColor = UIColor(name: "tintColor") { systemBlue.resolvedColor(with: $0) }

    /// The names asset catalogs and storyboards use for system colours (`systemBlueColor`).
    static let byReferenceName: [String: UIColor] = {
        let named: [(String, UIColor)] = [
            ("systemBlue", systemBlue), ("systemRed", systemRed), ("systemGreen", systemGreen),
            ("systemOrange", systemOrange), ("systemYellow", systemYellow), ("systemPink", systemPink),
            ("systemPurple", systemPurple), ("systemTeal", systemTeal), ("systemIndigo", systemIndigo),
            ("systemGray", systemGray), ("systemGray2", systemGray2), ("systemGray3", systemGray3),
            ("systemGray4", systemGray4), ("systemGray5", systemGray5), ("systemGray6", systemGray6),
            ("label", label), ("secondaryLabel", secondaryLabel), ("tertiaryLabel", tertiaryLabel),
            ("quaternaryLabel", quaternaryLabel), ("placeholderText", placeholderText), ("link", link),
            ("separator", separator), ("opaqueSeparator", opaqueSeparator),
            ("systemBackground", systemBackground), ("secondarySystemBackground", secondarySystemBackground),
            ("tertiarySystemBackground", tertiarySystemBackground), ("systemGroupedBackground", systemGroupedBackground),
            ("secondarySystemGroupedBackground", secondarySystemGroupedBackground),
            ("tertiarySystemGroupedBackground", tertiarySystemGroupedBackground), ("tint", tintColor),
            ("black", .black), ("darkGray", .darkGray), ("lightGray", .lightGray), ("white", .white),
            ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan),
            ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange), ("purple", .purple),
            ("brown", .brown), ("clear", .clear),
        ]
        var table: [String: UIColor] = [:]
        for (name, color) in named {
            table[name + "Color"] = color
        }
        return table
    }()
}
