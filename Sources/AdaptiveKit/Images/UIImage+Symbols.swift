import Foundation

// System symbol images (`UIImage(systemName:)`, iOS 13) and their configurations.
//
// Apple's SF Symbols font cannot be shipped, so a symbol image here is a name, a configuration
// and a size: the Rendering module draws our own approximations of the glyphs (Cairo paths, not
// Apple's outlines) for the names of ``SystemSymbols``. Sizes are approximations too: see
// ``SystemSymbols`` and `docs/render.md`.

extension UIImage {
    /// The base of image configurations (UIKit, iOS 13). Only ``SymbolConfiguration`` is used.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// The weight a symbol is drawn with (UIKit's raw values, iOS 13).
    public enum SymbolWeight: Int, Sendable, CaseIterable, CustomStringConvertible {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of the same name (regular for `unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The name Interface Builder writes (`regular`, `semibold`…; `ultraLight`).
        public var description: String {
            switch self {
            case .unspecified: "unspecified"
            case .ultraLight: "ultraLight"
            case .thin: "thin"
            case .light: "light"
            case .regular: "regular"
            case .medium: "medium"
            case .semibold: "semibold"
            case .bold: "bold"
            case .heavy: "heavy"
            case .black: "black"
            }
        }

        /// The weight for a name as Interface Builder writes it (case-insensitive).
        public init?(name: String) {
            guard let match = Self.allCases.first(where: { $0.description.lowercased() == name.lowercased() }) else { return nil }
            self = match
        }
    }

    /// The size of a symbol relative to the text it sits with (UIKit's raw values, iOS 13).
    public enum SymbolScale: Int, Sendable, CaseIterable, CustomStringConvertible {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        public var description: String {
            switch self {
            case .default: "default"
            case .unspecified: "unspecified"
            case .small: "small"
            case .medium: "medium"
            case .large: "large"
            }
        }

        /// The scale for a name as Interface Builder writes it.
        public init?(name: String) {
            guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
            self = match
        }
    }

    /// How a symbol image is sized and weighted: a point size or a text style, a weight and a
    /// scale; anything left unspecified takes its default when the image is drawn (17 pt, the
    /// body size; regular; medium). UIKit, iOS 13.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; 0 when unspecified.
        public let pointSize: CGFloat
        /// The text style the point size follows (its Dynamic Type size at the large category);
        /// `nil` when unspecified.
        public let textStyle: UIFont.TextStyle?
        public let weight: SymbolWeight
        public let scale: SymbolScale
        /// How the symbol's layers are coloured (iOS 15: `init(hierarchicalColor:)`,
        /// `init(paletteColors:)`); `nil` draws it monochrome, every layer in the tint colour.
        /// UIKit keeps this private; an OpenStoryboard addition for the renderer and tests.
        public let colors: SymbolColors?

        private init(pointSize: CGFloat, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale,
                     colors: SymbolColors? = nil) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
            self.colors = colors
            super.init()
        }

        /// Nothing specified.
        public static let unspecified = SymbolConfiguration(pointSize: 0, textStyle: nil, weight: .unspecified, scale: .unspecified)

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: 0, textStyle: textStyle, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, textStyle: textStyle, weight: .unspecified, scale: scale)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, textStyle: nil, weight: weight, scale: .unspecified)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, textStyle: nil, weight: .unspecified, scale: scale)
        }

        /// A hierarchical colour configuration (iOS 15): every layer in `hierarchicalColor`, the
        /// secondary and tertiary layers at reduced opacity (see ``SymbolColors``).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: 0, textStyle: nil, weight: .unspecified, scale: .unspecified, colors: .hierarchical(hierarchicalColor))
        }

        /// A palette colour configuration (iOS 15): each layer in its own colour of `paletteColors`
        /// (primary, secondary, tertiary; the last colour repeats). An empty palette is no colour
        /// configuration: the symbol stays monochrome.
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: 0, textStyle: nil, weight: .unspecified, scale: .unspecified,
                      colors: paletteColors.isEmpty ? nil : .palette(paletteColors))
        }

        /// The font's point size and weight (its text style when it has one).
        public convenience init(font: UIFont, scale: SymbolScale = .unspecified) {
            if let style = font.textStyle {
                self.init(pointSize: 0, textStyle: style, weight: .unspecified, scale: scale)
            } else {
                self.init(pointSize: font.pointSize, textStyle: nil, weight: Self.symbolWeight(font.weight), scale: scale)
            }
        }

        /// This configuration with what `other` specifies on top (a point size replaces a text
        /// style and the other way round; a colour configuration replaces the one before).
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            let sized = other.pointSize > 0 || other.textStyle != nil
            return SymbolConfiguration(
                pointSize: sized ? other.pointSize : pointSize, textStyle: sized ? other.textStyle : textStyle,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified && other.scale != .default ? other.scale : scale,
                colors: other.colors ?? colors)
        }

        /// Whether nothing is specified.
        public var isUnspecified: Bool {
            pointSize == 0 && textStyle == nil && weight == .unspecified && (scale == .unspecified || scale == .default)
                && colors == nil
        }

        // MARK: Resolved values (OpenStoryboard additions)

        /// The point size drawn: the given one, the text style's (large category) or 17.
        public var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            if let textStyle { return DynamicTypeSizes.pointSize(for: textStyle, category: .large) }
            return 17
        }

        /// The weight drawn: the given one, the text style's (semibold for headline) or regular.
        public var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            return textStyle == .headline ? .semibold : .regular
        }

        /// The scale drawn: medium unless small or large is given.
        public var resolvedScale: SymbolScale {
            scale == .small || scale == .large ? scale : .medium
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && textStyle == other.textStyle && weight == other.weight && scale == other.scale
                && colors == other.colors
        }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(textStyle)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(colors)
            return hasher.finalize()
        }

        public override var description: String {
            var parts: [String] = []
            if pointSize > 0 { parts.append("pointSize=\(Double(pointSize))") }
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if weight != .unspecified { parts.append("weight=\(weight)") }
            if scale != .unspecified { parts.append("scale=\(scale)") }
            if let colors { parts.append("colors=\(colors)") }
            return "<SymbolConfiguration \(parts.isEmpty ? "unspecified" : parts.joined(separator: " "))>"
        }

        static func symbolWeight(_ weight: UIFont.Weight) -> SymbolWeight {
            let named: [(UIFont.Weight, SymbolWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            return named.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
        }
    }
}

/// How a symbol's layers are coloured (UIKit, iOS 15). A symbol is drawn in up to three layers,
/// primary, secondary and tertiary (our glyphs: a circle, a triangle or a box around a mark is the
/// secondary layer, the mark the primary; a glyph without such parts is all primary).
public enum SymbolColors: Hashable, Sendable, CustomStringConvertible {
    /// `init(hierarchicalColor:)`: every layer in the colour, the secondary layer at half its
    /// opacity and the tertiary at a quarter.
    case hierarchical(UIColor)
    /// `init(paletteColors:)`: layer n in colour n, the last colour for layers beyond the palette.
    case palette([UIColor])

    /// The opacity the hierarchical scheme gives each layer (primary, secondary, tertiary).
    public static let hierarchicalOpacities: [CGFloat] = [1, 0.5, 0.25]

    /// The colour of a layer (0 primary, 1 secondary, 2 tertiary) and the opacity it is drawn
    /// at (the colour's own alpha times this; a dynamic colour is resolved when drawn).
    public func color(forLayer layer: Int) -> (color: UIColor, opacity: CGFloat) {
        let layer = max(0, layer)
        switch self {
        case .hierarchical(let color):
            return (color, Self.hierarchicalOpacities[min(layer, Self.hierarchicalOpacities.count - 1)])
        case .palette(let colors):
            guard !colors.isEmpty else { return (.black, 1) }
            return (colors[min(layer, colors.count - 1)], 1)
        }
    }

    public var description: String {
        switch self {
        case .hierarchical(let color): "hierarchical(\(color))"
        case .palette(let colors): "palette(\(colors.map { "\($0)" }.joined(separator: ", ")))"
        }
    }
}

/// A symbol image's name and configuration: what the renderer needs to draw it.
package struct SymbolImageDescription: Sendable {
    /// The name the image was made with (`multiply.circle`).
    package let name: String
    /// The glyph drawn for it (`xmark.circle`): names that are aliases share one glyph.
    package let glyph: String
    package let configuration: UIImage.SymbolConfiguration
}

extension UIImage {
    // MARK: System symbols

    /// The system symbol `name` at the default configuration (17 pt, regular, medium scale);
    /// `nil` for a name ``SystemSymbols`` does not know, as UIKit returns `nil` for names that
    /// are not SF Symbols. The image is a template: it is drawn in the tint colour.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` with a configuration (see ``init(systemName:)``).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let glyph = SystemSymbols.glyph(for: name) else { return nil }
        let symbol = (configuration as? SymbolConfiguration) ?? .unspecified
        self.init(
            content: .empty, scale: 1, traitCollection: UITraitCollection(displayScale: 1),
            symbol: SymbolImageDescription(name: name, glyph: glyph, configuration: symbol))
    }

    /// The system symbol `name` for a trait collection (see ``init(systemName:)``); the traits'
    /// display scale becomes the image's scale.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        guard let glyph = SystemSymbols.glyph(for: name) else { return nil }
        let scale = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : 1 } ?? 1
        self.init(
            content: .empty, scale: scale, traitCollection: traitCollection ?? UITraitCollection(displayScale: 1),
            symbol: SymbolImageDescription(name: name, glyph: glyph, configuration: .unspecified))
    }

    /// Whether the image is a symbol image.
    public var isSymbolImage: Bool { symbol != nil }

    /// A symbol image's configuration; `nil` for other images.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The same symbol with `configuration` applied on top of its own (UIKit's
    /// `withConfiguration(_:)` for symbol configurations); other images are returned unchanged.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol, let configuration = configuration as? SymbolConfiguration else { return self }
        return UIImage(copying: self, symbol: SymbolImageDescription(
            name: symbol.name, glyph: symbol.glyph, configuration: symbol.configuration.applying(configuration)))
    }

    /// The same symbol with `configuration` applied on top of its own; `nil` for an image that
    /// is not a symbol (UIKit, iOS 13).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }

    /// The symbol's name (`gear`), for the renderer and descriptions. An OpenStoryboard addition.
    public var symbolName: String? { symbol?.name }
}

/// The system symbol names `UIImage(systemName:)` knows, and the size of each symbol image.
///
/// These are names of Apple's SF Symbols; the glyphs drawn for them are our own approximations
/// (see `Sources/Rendering/Drawing/SymbolGlyphs.swift`). A symbol image's size is its glyph box in
/// ems times the point size times the scale (small 0.8, medium 1, large 1.25): at the default
/// 17 pt a circle symbol is 20.5 × 19.75 pt, a chevron 17.25 × 9.5 pt. UIKit's sizes come from
/// the font's glyph metrics and differ by a point or so. An OpenStoryboard addition.
public enum SystemSymbols {
    /// Glyph boxes in ems (width, height), by glyph name.
    static let boxes: [String: (CGFloat, CGFloat)] = {
        var boxes: [String: (CGFloat, CGFloat)] = [:]
        func add(_ names: [String], _ width: CGFloat, _ height: CGFloat, fills: Bool = true) {
            for name in names {
                boxes[name] = (width, height)
                if fills { boxes[name + ".fill"] = (width, height) }
            }
        }
        let circled = ["xmark", "plus", "minus", "checkmark", "info", "questionmark", "ellipsis", "person",
                       "chevron.up", "chevron.down", "chevron.left", "chevron.right", "arrow.up", "arrow.down", "play", "pause"]
        add(["circle"] + circled.map { $0 + ".circle" }, 1.2, 1.16)
        add(["safari", "clock"], 1.2, 1.16)
        add(["square"], 1.12, 1.1)
        add(["star"], 1.2, 1.09)
        add(["heart"], 1.17, 1.04)
        add(["gear"], 1.2, 1.16, fills: false)
        add(["gearshape"], 1.2, 1.16)
        add(["plus"], 1.04, 0.93, fills: false)
        add(["minus"], 1.04, 0.2, fills: false)
        add(["xmark"], 0.88, 0.88, fills: false)
        add(["checkmark"], 1.0, 0.94, fills: false)
        add(["chevron.up", "chevron.down"], 1.02, 0.56, fills: false)
        add(["chevron.left", "chevron.right"], 0.56, 1.02, fills: false)
        add(["arrow.up", "arrow.down"], 0.9, 1.08, fills: false)
        add(["arrow.left", "arrow.right"], 1.08, 0.9, fills: false)
        add(["arrow.clockwise", "arrow.counterclockwise"], 1.0, 1.16, fills: false)
        add(["line.3.horizontal", "line.3.horizontal.decrease"], 1.06, 0.6, fills: false)
        add(["list.bullet"], 1.16, 0.88, fills: false)
        add(["slider.horizontal.3"], 1.16, 1.0, fills: false)
        add(["ellipsis"], 1.1, 0.24, fills: false)
        add(["magnifyingglass"], 1.1, 1.1, fills: false)
        add(["square.and.arrow.up", "square.and.arrow.down"], 0.98, 1.16)
        add(["square.and.pencil"], 1.14, 1.12, fills: false)
        add(["trash", "bell", "doc", "lock"], 1.0, 1.16)
        add(["doc.text"], 1.0, 1.16)
        add(["person"], 1.06, 1.1)
        add(["house"], 1.28, 1.08)
        add(["play", "pause", "stop"], 0.86, 1.0)
        add(["forward", "backward"], 1.34, 0.76)
        add(["folder", "camera", "photo", "envelope", "book"], 1.3, 1.0)
        add(["link"], 1.14, 1.14, fills: false)
        add(["paperplane"], 1.14, 1.14)
        add(["bookmark"], 0.76, 1.14)
        add(["arrowshape.turn.up.left"], 1.2, 1.0)
        add(["exclamationmark.triangle"], 1.2, 1.08)
        return boxes
    }()

    /// Names UIKit accepts for the same glyph (SF Symbols' older and newer names).
    static let aliases: [String: String] = [
        "multiply": "xmark", "multiply.circle": "xmark.circle", "multiply.circle.fill": "xmark.circle.fill",
        "person.crop.circle": "person.circle", "person.crop.circle.fill": "person.circle.fill",
        "line.horizontal.3": "line.3.horizontal", "line.horizontal.3.decrease": "line.3.horizontal.decrease",
    ]

    /// Every name `UIImage(systemName:)` returns an image for, sorted.
    public static let names: [String] = (Array(boxes.keys) + Array(aliases.keys)).sorted()

    /// The glyph drawn for a name (itself, or the name it is an alias of); `nil` for unknown names.
    public static func glyph(for name: String) -> String? {
        if boxes[name] != nil { return name }
        return aliases[name]
    }

    /// Whether `UIImage(systemName:)` knows the name.
    public static func isKnown(_ name: String) -> Bool { glyph(for: name) != nil }

    /// The glyph box of a name in ems (multiply by the point size and scale for points).
    public static func box(for name: String) -> CGSize? {
        guard let glyph = glyph(for: name), let box = boxes[glyph] else { return nil }
        return CGSize(width: box.0, height: box.1)
    }

    /// How much larger a scale draws than medium.
    public static func factor(for scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .large: 1.25
        default: 1
        }
    }

    /// The size in points of the symbol `name` drawn with `configuration`: its box in ems times
    /// the point size times the scale's factor, rounded to quarter points.
    public static func size(of name: String, configuration: UIImage.SymbolConfiguration) -> CGSize {
        guard let box = box(for: name) else { return .zero }
        let em = configuration.resolvedPointSize * factor(for: configuration.resolvedScale)
        return CGSize(width: (box.width * em * 4).rounded() / 4, height: (box.height * em * 4).rounded() / 4)
    }

    /// The stroke width of a weight, in ems (about 1.45 pt at 17 pt regular).
    public static func strokeWidth(for weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: 0.03
        case .thin: 0.045
        case .light: 0.065
        case .unspecified, .regular: 0.085
        case .medium: 0.1
        case .semibold: 0.115
        case .bold: 0.135
        case .heavy: 0.16
        case .black: 0.185
        }
    }
}
