import AdaptiveKit
import CPangoCairo
import Foundation

/// How iOS fonts are found on Linux: the system font (San Francisco) is set in Inter; a named
/// font is first looked up by its PostScript name among the installed and registered fonts
/// (``FontRegistry``: `--fonts`, the project's font files), and drawn in that face's family,
/// weight and slant; otherwise Helvetica and Arial are set in Nimbus Sans, Times and Georgia in
/// Nimbus Roman, Courier and Menlo in Nimbus Mono PS (the URW base 35 fonts); any other family is
/// asked of fontconfig by name, which falls back to a similar face (``FontRegistry`` reports
/// those as missing).
enum FontMapping {
    /// The fontconfig family for a font.
    static func family(for font: UIFont) -> String {
        if font.isSystemFont { return "Inter" }
        if let face = FontRegistry.face(postScriptName: font.fontName) { return face.family }
        return substitute(for: font.familyName) ?? font.familyName
    }

    /// The face a core Apple font family is drawn in, if it is one (`nil` for other families).
    static func substitute(for familyName: String) -> String? {
        let name = familyName.lowercased()
        if name.hasPrefix("helvetica") || name.hasPrefix("arial") || name == ".sf ui text" || name == ".sf ui display" {
            return "Nimbus Sans"
        }
        if name.hasPrefix("times") || name.hasPrefix("georgia") { return "Nimbus Roman" }
        if name.hasPrefix("courier") || name.hasPrefix("menlo") { return "Nimbus Mono PS" }
        return nil
    }

    /// Pango's weight for a UIKit weight.
    static func weight(for weight: UIFont.Weight) -> PangoWeight {
        switch weight.rawValue {
        case ..<(-0.7): PANGO_WEIGHT_THIN
        case ..<(-0.5): PANGO_WEIGHT_ULTRALIGHT
        case ..<(-0.2): PANGO_WEIGHT_LIGHT
        case ..<0.1: PANGO_WEIGHT_NORMAL
        case ..<0.26: PANGO_WEIGHT_MEDIUM
        case ..<0.35: PANGO_WEIGHT_SEMIBOLD
        case ..<0.5: PANGO_WEIGHT_BOLD
        case ..<0.6: PANGO_WEIGHT_ULTRABOLD
        default: PANGO_WEIGHT_HEAVY
        }
    }

    /// A Pango font description for a font, its size in points as absolute user-space units.
    static func description(for font: UIFont) -> OpaquePointer {
        let description = pango_font_description_new()!
        if !font.isSystemFont, let face = FontRegistry.face(postScriptName: font.fontName) {
            // The face itself: its family, weight and slant (the name's suffix only guesses them).
            pango_font_description_set_family(description, face.family)
            pango_font_description_set_weight(description, face.weight)
            pango_font_description_set_style(description, face.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        } else {
            pango_font_description_set_family(description, family(for: font))
            pango_font_description_set_weight(description, weight(for: font.weight))
            pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        }
        pango_font_description_set_absolute_size(description, Double(drawnPointSize(font.pointSize)) * Double(PANGO_SCALE))
        return description
    }

    /// The largest size text is measured and drawn at: 1,024 pt, 3,072 pixels an em at 3×.
    /// Cairo draws a glyph as one picture, which cannot be more than 32,767 pixels wide or tall:
    /// DejaVu Sans failed from about 7,500 pt at 3× (its widest glyphs are about 1.5 em), with
    /// "error occurred in libfreetype", and a label of a million points (a mutated `pointSize`)
    /// failed its picture; Cairo then keeps the font face in error. The limit leaves room for
    /// glyphs ten em wide. UIKit documents no limit; the largest Dynamic Type size is 60 pt and no
    /// real document comes near 1,024.
    static let largestPointSize: CGFloat = 1_024

    /// A font size as Pango is given it: at most ``largestPointSize``; not a number, infinite or
    /// negative sizes as 0.
    static func drawnPointSize(_ size: CGFloat) -> CGFloat {
        size.isFinite ? min(max(size, 0), largestPointSize) : (size > 0 ? largestPointSize : 0)
    }
}
