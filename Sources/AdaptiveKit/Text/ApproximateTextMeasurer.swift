import Foundation

/// A deterministic stand-in for real text layout: advance widths from a fixed table, line
/// metrics from San Francisco's.
///
/// - Widths: printable ASCII uses the advance widths of Helvetica (the public Adobe Core 14
///   metrics, in 1/1000 em), which are within a few percent of San Francisco's for Latin text
///   ("Label" at 17 pt: 41.6 pt here, 42 pt in Xcode). Other characters: 1 em for East Asian
///   wide characters (CJK, Hangul, full-width forms) and emoji, 0 for combining marks, 0.556 em
///   otherwise. Weights above regular widen the text by `1 + 0.16 × weight` (bold: 6.4%, as
///   Helvetica Bold against Helvetica). No kerning, no tracking.
/// - Metrics: every font has San Francisco's vertical metrics — ascender 0.952 em, descender
///   −0.241 em, no leading, so a line is 1.193 em (20.29 pt at 17 pt, as UIKit reports for the
///   system font).
///
/// Views round the measured size up to the pixel grid of their display scale, as UIKit does, so
/// a one-line 17 pt label is 20.5 pt high on a 2× screen and 20.333 pt on a 3× one.
public struct ApproximateTextMeasurer: TextMeasuring {
    /// San Francisco's ascender and descender, per em (2048 units: 1950 and −494).
    public static let ascenderPerEm: CGFloat = 1950.0 / 2048.0
    public static let descenderPerEm: CGFloat = -494.0 / 2048.0

    public init() {}

    public func lineMetrics(for font: UIFont) -> TextLineMetrics {
        TextLineMetrics(ascender: font.pointSize * Self.ascenderPerEm, descender: font.pointSize * Self.descenderPerEm)
    }

    public func width(of text: String, font: UIFont) -> CGFloat {
        var thousandths = 0
        for character in text {
            thousandths += Self.advance(of: character)
        }
        let weightFactor = 1 + 0.16 * max(0, font.weight.rawValue)
        return CGFloat(thousandths) / 1000 * font.pointSize * weightFactor
    }

    /// The advance width of one character in 1/1000 em.
    static func advance(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value >= 0x20 && value < 0x7F {
            return asciiWidths[Int(value - 0x20)]
        }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark {
            return 0
        }
        if scalar.properties.isEmojiPresentation { return 1000 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x3FFFD:
            return 1000
        case 0x00A0:
            return 278
        case 0x2026:  // …
            return 1000
        default:
            return 556
        }
    }

    /// Helvetica's advance widths for U+0020 to U+007E.
    static let asciiWidths: [Int] = [
        // space ! " # $ % & ' ( ) * + , - . /
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        // 0-9
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
        // : ; < = > ? @
        278, 278, 584, 584, 584, 556, 1015,
        // A-Z
        667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
        722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
        // [ \ ] ^ _ `
        278, 278, 278, 469, 556, 333,
        // a-z
        556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,
        556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,
        // { | } ~
        334, 260, 334, 584,
    ]
}
