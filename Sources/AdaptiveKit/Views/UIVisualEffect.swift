import Foundation

/// An effect a ``UIVisualEffectView`` applies: a blur (``UIBlurEffect``) or vibrancy over a blur
/// (``UIVibrancyEffect``).
///
/// Effects are immutable values compared by kind and style, as in UIKit (two blur effects of one
/// style are equal).
open class UIVisualEffect: NSObject, @unchecked Sendable {
    /// An effect that does nothing (UIKit's base class is not meant to be used alone).
    public override init() {
        super.init()
    }
}

/// A blur of the content behind a view, in one of UIKit's styles.
///
/// `storyboard render` blurs what is behind (in PNGs) and draws a translucent "material" fill over
/// it, light or dark as the style and the view's appearance say (see `docs/render.md`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur styles: the iOS 8 and iOS 10 styles, and the iOS 13 materials (which follow the
    /// appearance unless their name ends in `Light` or `Dark`). Raw values are UIKit's.
    public enum Style: Int, Sendable, CaseIterable {
        /// Brighter than the content behind (iOS 8).
        case extraLight = 0
        /// Light (iOS 8).
        case light = 1
        /// Dark (iOS 8).
        case dark = 2
        /// Adapts to the appearance (iOS 10).
        case regular = 4
        /// Adapts to the appearance, more opaque (iOS 10).
        case prominent = 5
        /// The most translucent adaptive material (iOS 13).
        case systemUltraThinMaterial = 6
        /// More translucent than the standard adaptive material (iOS 13).
        case systemThinMaterial = 7
        /// The standard adaptive material (iOS 13).
        case systemMaterial = 8
        /// Less translucent than the standard adaptive material (iOS 13).
        case systemThickMaterial = 9
        /// The adaptive material of system chrome such as bars (iOS 13).
        case systemChromeMaterial = 10
        /// ``systemUltraThinMaterial``, always light.
        case systemUltraThinMaterialLight = 11
        /// ``systemThinMaterial``, always light.
        case systemThinMaterialLight = 12
        /// ``systemMaterial``, always light.
        case systemMaterialLight = 13
        /// ``systemThickMaterial``, always light.
        case systemThickMaterialLight = 14
        /// ``systemChromeMaterial``, always light.
        case systemChromeMaterialLight = 15
        /// ``systemUltraThinMaterial``, always dark.
        case systemUltraThinMaterialDark = 16
        /// ``systemThinMaterial``, always dark.
        case systemThinMaterialDark = 17
        /// ``systemMaterial``, always dark.
        case systemMaterialDark = 18
        /// ``systemThickMaterial``, always dark.
        case systemThickMaterialDark = 19
        /// ``systemChromeMaterial``, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The style (UIKit keeps it private; the renderer reads it).
    package let style: Style

    /// A blur effect of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Whether `object` is a blur effect of the same class and style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect, type(of: other) == type(of: self) else { return false }
        return other.style == style
    }

    /// The style's raw value (equal effects hash alike).
    open override var hash: Int { style.rawValue }

    /// `<UIBlurEffect style=systemMaterial>`.
    open override var description: String { "<UIBlurEffect style=\(style)>" }
}

/// Vibrancy: content that takes its colour from a blur behind it (labels and fills in a
/// ``UIVisualEffectView``'s content view over a blur).
///
/// `storyboard render` draws the content as it is, without the vibrancy blending.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The vibrancy styles of iOS 13, named after the colours they suit.
    public enum Style: Int, Sendable, CaseIterable {
        /// For primary text.
        case label = 0
        /// For secondary text.
        case secondaryLabel = 1
        /// For tertiary text.
        case tertiaryLabel = 2
        /// For quaternary text.
        case quaternaryLabel = 3
        /// For large fills.
        case fill = 4
        /// For secondary fills.
        case secondaryFill = 5
        /// For tertiary fills.
        case tertiaryFill = 6
        /// For separators.
        case separator = 7
    }

    /// The blur the vibrancy is made for.
    package let blurEffect: UIBlurEffect
    /// The iOS 13 style, `nil` for the iOS 8 vibrancy.
    package let style: Style?

    /// Vibrancy for content over a blur of `blurEffect`'s style (iOS 8).
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.style = nil
        super.init()
    }

    /// Vibrancy of a style for content over a blur of `blurEffect`'s style (iOS 13).
    public init(blurEffect: UIBlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Whether `object` is a vibrancy effect of the same class, blur and style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect, type(of: other) == type(of: self) else { return false }
        return other.blurEffect.isEqual(blurEffect) && other.style == style
    }

    /// Combines the blur's hash and the style.
    open override var hash: Int { blurEffect.hash &* 31 &+ (style?.rawValue ?? -1) }

    /// `<UIVibrancyEffect blur=dark style=label>`.
    open override var description: String {
        "<UIVibrancyEffect blur=\(blurEffect.style)\(style.map { " style=\($0)" } ?? "")>"
    }
}
