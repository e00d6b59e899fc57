import Foundation

extension UIFont {
    /// A Dynamic Type text style (UIKit's raw values, as storyboards write them).
    public struct TextStyle: RawRepresentable, Hashable, Sendable, CaseIterable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        public static let allCases: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
        ]

        /// The column of ``DynamicTypeSizes/table`` for this style.
        var column: Int? { Self.allCases.firstIndex(of: self) }
    }

    /// The font for a text style at the preferred content size category of
    /// `UITraitCollection.current` (large when unspecified).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the content size category of `traitCollection` (of
    /// `UITraitCollection.current` when `nil`; large when unspecified), with Apple's published
    /// Dynamic Type sizes (see ``DynamicTypeSizes``). Headline is semibold; the others regular.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        let size = DynamicTypeSizes.pointSize(for: style, category: category)
        return systemFont(size: size, weight: style == .headline ? .semibold : .regular, italic: false, textStyle: style)
    }
}

/// Apple's Dynamic Type sizes (Human Interface Guidelines, "Typography": iOS Dynamic Type sizes)
/// of every text style at every content size category, in points.
public enum DynamicTypeSizes {
    /// Rows: the content size categories from extra small to accessibility XXXL; columns: large
    /// title, title 1, title 2, title 3, headline, body, callout, subheadline, footnote,
    /// caption 1, caption 2.
    static let table: [(UIContentSizeCategory, [CGFloat])] = [
        (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        (.small, [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
        (.medium, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
        (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
        (.extraLarge, [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
        (.extraExtraLarge, [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
        (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
        (.accessibilityMedium, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
        (.accessibilityLarge, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
        (.accessibilityExtraLarge, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
        (.accessibilityExtraExtraLarge, [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
        (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
    ]

    /// The size of `style` at `category`; the large (default) size for an unspecified category,
    /// and the body size for an unknown style.
    public static func pointSize(for style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        let row = table.first { $0.0 == category }?.1 ?? table[3].1
        return row[style.column ?? 5]
    }
}
