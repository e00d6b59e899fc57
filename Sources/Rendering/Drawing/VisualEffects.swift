import AdaptiveKit
import CPangoCairo
import Foundation

/// `UIVisualEffectView`: a blur drawn as a translucent material fill over what is behind the view
/// (no blur of it: Cairo would need the pixels behind, which vector output does not have).
///
/// The fill is a flat colour at an alpha chosen to look like each material over a white or black
/// background in Apple's pictures (approximations, not measured from a device):
///
/// | style | light | dark |
/// |---|---|---|
/// | `systemUltraThinMaterial` | white 0.98 @ 0.40 | grey 0.14 @ 0.45 |
/// | `systemThinMaterial` | white 0.98 @ 0.60 | grey 0.14 @ 0.65 |
/// | `systemMaterial`, `regular` | white 0.98 @ 0.75 | grey 0.14 @ 0.78 |
/// | `systemThickMaterial`, `prominent` | white 0.98 @ 0.88 | grey 0.14 @ 0.90 |
/// | `systemChromeMaterial` | white 0.96 @ 0.82 | grey 0.11 @ 0.82 |
/// | `extraLight` | white 0.97 @ 0.85 | (same) |
/// | `light` | white 0.97 @ 0.60 | (same) |
/// | `dark` | grey 0.11 @ 0.73 | (same) |
///
/// The adaptive styles follow the view's `userInterfaceStyle` (unspecified is light); the `…Light`
/// and `…Dark` materials and the iOS 8 styles do not. A vibrancy effect fills with its blur's
/// material; its content is drawn as it is (no vibrancy blending). The content view's subviews are
/// drawn above the fill.
@MainActor
enum VisualEffects {
    static func draw(_ view: UIVisualEffectView, _ context: CairoContext, _ bounds: CGRect) {
        let blur: UIBlurEffect
        switch view.effect {
        case let effect as UIBlurEffect: blur = effect
        case let effect as UIVibrancyEffect: blur = effect.blurEffect
        default: return
        }
        let fill = material(blur.style, dark: context.traits.userInterfaceStyle == .dark)
        cairo_set_source_rgba(context.cr, fill.white, fill.white, fill.white, fill.alpha)
        context.rectangle(bounds)
        cairo_fill(context.cr)
    }

    /// The grey level and alpha of a style's fill (the table above).
    static func material(_ style: UIBlurEffect.Style, dark: Bool) -> (white: Double, alpha: Double) {
        let lightGrey = 0.98, darkGrey = 0.14
        switch style {
        case .extraLight: return (0.97, 0.85)
        case .light: return (0.97, 0.60)
        case .dark: return (0.11, 0.73)
        case .systemUltraThinMaterial: return dark ? (darkGrey, 0.45) : (lightGrey, 0.40)
        case .systemThinMaterial: return dark ? (darkGrey, 0.65) : (lightGrey, 0.60)
        case .systemMaterial, .regular: return dark ? (darkGrey, 0.78) : (lightGrey, 0.75)
        case .systemThickMaterial, .prominent: return dark ? (darkGrey, 0.90) : (lightGrey, 0.88)
        case .systemChromeMaterial: return dark ? (0.11, 0.82) : (0.96, 0.82)
        case .systemUltraThinMaterialLight: return (lightGrey, 0.40)
        case .systemThinMaterialLight: return (lightGrey, 0.60)
        case .systemMaterialLight: return (lightGrey, 0.75)
        case .systemThickMaterialLight: return (lightGrey, 0.88)
        case .systemChromeMaterialLight: return (0.96, 0.82)
        case .systemUltraThinMaterialDark: return (darkGrey, 0.45)
        case .systemThinMaterialDark: return (darkGrey, 0.65)
        case .systemMaterialDark: return (darkGrey, 0.78)
        case .systemThickMaterialDark: return (darkGrey, 0.90)
        case .systemChromeMaterialDark: return (0.11, 0.82)
        }
    }
}
