import AdaptiveKit
import CPangoCairo
import Foundation

/// `UIVisualEffectView`: what is behind the view blurred, then a translucent material fill.
///
/// The blur needs the pixels already drawn behind the view, so it happens in bitmap output (PNG)
/// only: the backdrop is read back from the Cairo image surface, scaled down (so that a box blur
/// of a few pixels is a blur of ``blurRadius`` points), blurred three times with a box filter
/// (close to a Gaussian), and scaled back up with bilinear filtering. In PDF and SVG output, and
/// under a rotated or skewed transform, only the fill is drawn.
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
        blurBackdrop(context, bounds)
        let fill = material(blur.style, dark: context.traits.userInterfaceStyle == .dark)
        cairo_set_source_rgba(context.cr, fill.white, fill.white, fill.white, fill.alpha)
        context.rectangle(bounds)
        cairo_fill(context.cr)
    }

    /// The blur radius, in points (UIKit's materials blur heavily; one radius for every style).
    static let blurRadius: Double = 20

    /// Blurs the pixels behind `bounds` in place, when the context draws into an image surface
    /// with an axis-aligned transform; otherwise does nothing.
    static func blurBackdrop(_ context: CairoContext, _ bounds: CGRect) {
        let cr = context.cr
        guard bounds.width > 0, bounds.height > 0, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return }
        // The view's rectangle in the target's pixels (device space plus the group's offset),
        // cut to the surface.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        let left = max(0, Int(saturating: (matrix.x0 + matrix.xx * Double(bounds.minX) + offsetX).rounded()))
        let top = max(0, Int(saturating: (matrix.y0 + matrix.yy * Double(bounds.minY) + offsetY).rounded()))
        let right = min(surfaceWidth, Int(saturating: (matrix.x0 + matrix.xx * Double(bounds.maxX) + offsetX).rounded()))
        let bottom = min(surfaceHeight, Int(saturating: (matrix.y0 + matrix.yy * Double(bounds.maxY) + offsetY).rounded()))
        guard right > left, bottom > top, let data = cairo_image_surface_get_data(target) else { return }
        cairo_surface_flush(target)
        let width = right - left, height = bottom - top
        // Scale down so that the radius is about 3 small pixels.
        let factor = max(1, blurRadius * matrix.xx / 3)
        let smallWidth = max(1, Int((Double(width) / factor).rounded(.up))), smallHeight = max(1, Int((Double(height) / factor).rounded(.up)))
        let stride = Int(cairo_image_surface_get_stride(target))
        let region = cairo_image_surface_create_for_data(
            data + top * stride + left * 4, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(smallWidth), Int32(smallHeight))!
        defer { cairo_surface_destroy(small) }
        let smallContext = cairo_create(small)!
        cairo_scale(smallContext, Double(smallWidth) / Double(width), Double(smallHeight) / Double(height))
        cairo_set_source_surface(smallContext, region, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(smallContext), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(smallContext), CAIRO_EXTEND_PAD)
        cairo_set_operator(smallContext, CAIRO_OPERATOR_SOURCE)
        cairo_paint(smallContext)
        cairo_destroy(smallContext)
        cairo_surface_destroy(region)
        cairo_surface_flush(small)
        if let pixels = cairo_image_surface_get_data(small) {
            boxBlur(pixels, width: smallWidth, height: smallHeight, stride: Int(cairo_image_surface_get_stride(small)), radius: 3, passes: 3)
        }
        cairo_surface_mark_dirty(small)
        // Back over the view's rectangle, in pixels (the group's offset undone).
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let deviceLeft = Double(left) - offsetX, deviceTop = Double(top) - offsetY
        cairo_rectangle(cr, deviceLeft, deviceTop, Double(width), Double(height))
        cairo_clip(cr)
        cairo_translate(cr, deviceLeft, deviceTop)
        cairo_scale(cr, Double(width) / Double(smallWidth), Double(height) / Double(smallHeight))
        cairo_set_source_surface(cr, small, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Box-blurs premultiplied BGRA pixels in place, rows then columns, `passes` times; edges
    /// repeat their outermost pixel.
    static func boxBlur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int, passes: Int) {
        let window = 2 * radius + 1
        var line = [Int](repeating: 0, count: max(width, height) * 4)
        func blurLine(count: Int, at index: (Int) -> Int) {
            for position in 0..<count {
                let offset = index(position)
                for channel in 0..<4 { line[position * 4 + channel] = Int(pixels[offset + channel]) }
            }
            for channel in 0..<4 {
                func value(_ position: Int) -> Int { line[min(max(position, 0), count - 1) * 4 + channel] }
                var sum = 0
                for position in -radius...radius { sum += value(position) }
                for position in 0..<count {
                    pixels[index(position) + channel] = UInt8((sum + window / 2) / window)
                    sum += value(position + radius + 1) - value(position - radius)
                }
            }
        }
        for _ in 0..<passes {
            for y in 0..<height { blurLine(count: width) { y * stride + $0 * 4 } }
            for x in 0..<width { blurLine(count: height) { $0 * stride + x * 4 } }
        }
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
