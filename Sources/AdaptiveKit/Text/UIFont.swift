import Foundation

/// A font: a face (family, weight, italic) at a point size.
///
/// The system font is San Francisco (`fontName` `.SFUI-Regular`, family `.AppleSystemUIFont`).
/// There is no font registry on Linux: `UIFont(name:size:)` accepts any non-empty name and
/// infers the weight and italic from its style suffix (`-Bold`, `-LightItalic`, …). Line metrics
/// (``lineHeight``, ``ascender``, ``descender``) come from ``TextMeasurement/current``.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's full name (`.SFUI-Semibold`, `HelveticaNeue-Bold`).
    public let fontName: String
    /// The family name (`.AppleSystemUIFont`, `HelveticaNeue`).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (regular for named fonts without a weight suffix).
    public let weight: Weight
    /// Whether the face is italic.
    public let isItalic: Bool
    /// Whether this is the system font.
    public let isSystemFont: Bool
    /// The Dynamic Type style this font was made for, if any (see
    /// ``preferredFont(forTextStyle:compatibleWith:)``).
    public let textStyle: TextStyle?

    init(
        fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool,
        isSystemFont: Bool, textStyle: TextStyle? = nil
    ) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        self.weight = weight
        self.isItalic = isItalic
        self.isSystemFont = isSystemFont
        self.textStyle = textStyle
        super.init()
    }

    /// A font by PostScript or full name, or `nil` for an empty name. Any other name is accepted
    /// (there is no font registry to check it against); a non-positive size gives the system font
    /// size, as `UIFont(name:size:)` does for 0.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let name = fontName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        let style = Self.styleSuffix(of: name)
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : UIFont.labelFontSize
        if name.hasPrefix(".SFUI") || name == ".AppleSystemUIFont" {
            self.init(
                fontName: name, familyName: UIFont.systemFamilyName, pointSize: size, weight: style.weight,
                isItalic: style.italic, isSystemFont: true
            )
        } else {
            let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
            self.init(
                fontName: name, familyName: family, pointSize: size, weight: style.weight, isItalic: style.italic,
                isSystemFont: false
            )
        }
    }

    // MARK: System fonts

    static let systemFamilyName = ".AppleSystemUIFont"

    /// The system font of a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(size: fontSize, weight: weight, italic: false)
    }

    /// The regular system font of a size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(size: fontSize, weight: .regular, italic: false)
    }

    /// The bold system font of a size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(size: fontSize, weight: .bold, italic: false)
    }

    /// The italic system font of a size.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(size: fontSize, weight: .regular, italic: true)
    }

    static func systemFont(size: CGFloat, weight: Weight, italic: Bool, textStyle: TextStyle? = nil) -> UIFont {
        UIFont(
            fontName: ".SFUI-" + weight.faceName + (italic ? "Italic" : ""), familyName: systemFamilyName,
            pointSize: size, weight: weight, isItalic: italic, isSystemFont: true, textStyle: textStyle
        )
    }

    /// The standard size of labels: 17.
    open class var labelFontSize: CGFloat { 17 }
    /// The standard size of buttons: 18.
    open class var buttonFontSize: CGFloat { 18 }
    /// The standard small size: 12.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The standard size: 14.
    open class var systemFontSize: CGFloat { 14 }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic,
            isSystemFont: isSystemFont, textStyle: nil
        )
    }

    // MARK: Metrics

    /// From the baseline to the top of the tallest glyphs (positive).
    open var ascender: CGFloat { TextMeasurement.current.lineMetrics(for: self).ascender }
    /// From the baseline to the bottom of the lowest glyphs (negative).
    open var descender: CGFloat { TextMeasurement.current.lineMetrics(for: self).descender }
    /// The space between lines.
    open var leading: CGFloat { TextMeasurement.current.lineMetrics(for: self).leading }
    /// The distance between baselines of consecutive lines.
    open var lineHeight: CGFloat { TextMeasurement.current.lineMetrics(for: self).lineHeight }
    /// The height of capital letters (San Francisco: 0.705 em).
    open var capHeight: CGFloat { pointSize * 0.705 }
    /// The height of lowercase x (San Francisco: 0.517 em).
    open var xHeight: CGFloat { pointSize * 0.517 }

    // MARK: Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    open override var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(weight.faceName.lowercased()); font-style: \(isItalic ? "italic" : "normal"); font-size: \(Self.format(pointSize))pt>"
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    /// The weight and italic a face name's style suffix says (`Arial-BoldItalicMT` → bold, italic).
    static func styleSuffix(of name: String) -> (weight: Weight, italic: Bool) {
        let style = name.split(separator: "-").dropFirst().joined(separator: "-").lowercased()
        let italic = style.contains("italic") || style.contains("oblique")
        let table: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        let weight = table.first { style.contains($0.0) }?.1 ?? .regular
        return (weight, italic)
    }
}

extension UIFont {
    /// A font weight, from −1 (lightest) to 1 (heaviest); UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The face name of the nearest standard weight (`Regular`, `Semibold`, …).
        var faceName: String {
            let named: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }
}
