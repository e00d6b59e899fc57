import AdaptiveKit
import ImageCodecs
import CPangoCairo
import Foundation

/// Draws `UIImage`s: decoded bitmaps placed by a content mode, template images filled with the
/// tint colour through their alpha, PDF and SVG images (``VectorImageRenderer``: as vectors at the
/// size they are drawn when they preserve vector data, else rasterized at the image's scale and
/// scaled like a bitmap), system symbols as our glyphs (``SymbolGlyphs``) in the tint colour, and a
/// placeholder (a crossed box) for images that cannot be decoded.
@MainActor
enum ImageDrawing {
    /// Draws `image` placed in `rect` by `contentMode`; a template image is filled with `tint`.
    ///
    /// - Parameter automaticIsTemplate: whether an image in `.automatic` rendering mode is a
    ///   template, as bars (tab bar items, bar button items) draw them in UIKit.
    static func draw(
        _ image: UIImage, in rect: CGRect, contentMode: UIView.ContentMode, tint: UIColor?, context: CairoContext,
        automaticIsTemplate: Bool = false
    ) {
        if image.missingImageName != nil {
            // An image the document names but nobody could find: the box where it would be, at
            // its recorded size placed by the content mode (the whole rectangle without one),
            // kept inside the rectangle.
            let size = image.size
            let target = size.width > 0 && size.height > 0 ? placement(of: size, in: rect, contentMode: contentMode) : rect
            cairo_save(context.cr)
            context.rectangle(rect)
            cairo_clip(context.cr)
            // Where the image would be a template (bars' icons, system buttons), the box takes
            // the tint, so a selected tab still shows as selected.
            let templated = image.renderingMode == .alwaysTemplate || (automaticIsTemplate && image.renderingMode == .automatic)
            drawPlaceholder(in: target, context: context, tint: templated ? tint : nil)
            cairo_restore(context.cr)
            return
        }
        if automaticIsTemplate, image.renderingMode == .automatic, !image.isSymbolImage {
            return draw(image.withRenderingMode(.alwaysTemplate), in: rect, contentMode: contentMode, tint: tint, context: context)
        }
        let size = image.size
        if let name = image.symbolName, size.width > 0, size.height > 0 {
            // A system symbol: our glyph, in the tint colour unless the image asks to be drawn
            // as is (UIKit then draws symbols black).
            let target = placement(of: size, in: rect, contentMode: contentMode)
            let color = image.renderingMode == .alwaysOriginal ? UIColor.black : (tint ?? .systemBlue)
            let weight = image.symbolConfiguration?.resolvedWeight ?? .regular
            // Hierarchical and palette colours (iOS 15) apply to template symbols only.
            let colors = image.renderingMode == .alwaysOriginal ? nil : image.symbolConfiguration?.colors
            cairo_save(context.cr)
            context.rectangle(rect)
            cairo_clip(context.cr)
            SymbolGlyphs.draw(name, in: target, weight: weight, color: color, colors: colors, context: context)
            cairo_restore(context.cr)
            return
        }
        if let format = image.vectorFormat, image.preservesVectorData, size.width > 0, size.height > 0 {
            drawVector(image, format: format, size: size, in: rect, contentMode: contentMode, tint: tint, context: context)
            return
        }
        guard size.width > 0, size.height > 0, let bitmap = try? decodedPixels(of: image) else {
            drawPlaceholder(in: rect, context: context)
            return
        }
        let target = placement(of: size, in: rect, contentMode: contentMode)
        let cr = context.cr
        var pixels = bitmap.pixels
        pixels.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let surface = cairo_image_surface_create_for_data(
                base, CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.bytesPerRow)
            )
            defer { cairo_surface_destroy(surface) }
            cairo_save(cr)
            context.rectangle(rect)
            cairo_clip(cr)
            cairo_translate(cr, Double(target.minX), Double(target.minY))
            cairo_scale(cr, Double(target.width) / Double(bitmap.width), Double(target.height) / Double(bitmap.height))
            if image.renderingMode == .alwaysTemplate, let tint {
                context.setColor(tint)
                cairo_mask_surface(cr, surface, 0, 0)
            } else {
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
    }

    /// A preserved-vector PDF or SVG drawn as vectors at its placement: sharp at any size and in
    /// PDF and SVG output; a template is drawn into a group and the tint painted through it.
    private static func drawVector(
        _ image: UIImage, format: VectorImageFormat, size: CGSize, in rect: CGRect, contentMode: UIView.ContentMode,
        tint: UIColor?, context: CairoContext
    ) {
        guard let document = try? image.vectorDocument() else {
            drawPlaceholder(in: rect, context: context)
            return
        }
        let target = placement(of: size, in: rect, contentMode: contentMode)
        let cr = context.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        context.rectangle(rect)
        cairo_clip(cr)
        let templated = image.renderingMode == .alwaysTemplate && tint != nil
        if templated { cairo_push_group(cr) }
        do {
            try VectorImageRenderer.shared.draw(document, format: format, in: target, cr: cr)
        } catch {
            if templated { cairo_pattern_destroy(cairo_pop_group(cr)) }
            drawPlaceholder(in: rect, context: context)
            return
        }
        if templated, let tint {
            let group = cairo_pop_group(cr)
            defer { cairo_pattern_destroy(group) }
            context.setColor(tint)
            cairo_mask(cr, group)
        }
    }

    /// An image's pixels: a PNG or JPEG decoded by libpng or libjpeg, a PDF or SVG rasterized at
    /// the image's scale by poppler or librsvg (whichever decoders AdaptiveKit has installed).
    private static func decodedPixels(of image: UIImage) throws -> DecodedBitmap {
        guard let format = image.vectorFormat else { return try image.decodedBGRA(decoder: BitmapImageCodec.shared) }
        let size = image.size
        let pixelWidth = (size.width * image.scale).rounded(), pixelHeight = (size.height * image.scale).rounded()
        guard pixelWidth <= 16384, pixelHeight <= 16384 else {
            throw VectorImageDecodingError("too large to rasterize: \(pixelWidth)×\(pixelHeight) pixels")
        }
        let width = max(1, Int(pixelWidth)), height = max(1, Int(pixelHeight))
        return try VectorImageRenderer.shared.rasterize(try image.vectorDocument(), format: format, pixelWidth: width, pixelHeight: height)
    }

    /// Where an image of `size` goes in `rect` for a content mode.
    static func placement(of size: CGSize, in rect: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        switch contentMode {
        case .scaleToFill, .redraw:
            return rect
        case .scaleAspectFit, .scaleAspectFill:
            let scaleX = rect.width / size.width, scaleY = rect.height / size.height
            let scale = contentMode == .scaleAspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: rect.midX - fitted.width / 2, y: rect.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
        default:
            let x: CGFloat, y: CGFloat
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = rect.minX
            case .right, .topRight, .bottomRight: x = rect.maxX - size.width
            default: x = rect.midX - size.width / 2
            }
            switch contentMode {
            case .top, .topLeft, .topRight: y = rect.minY
            case .bottom, .bottomLeft, .bottomRight: y = rect.maxY - size.height
            default: y = rect.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// A light box with a thin border and a cross: "an image is here, but it cannot be shown"
    /// (images that are missing or cannot be decoded), much as Xcode's canvas marks an image it
    /// cannot find.
    /// With a tint, the box is filled with the tint and the border and cross are drawn in the
    /// background colour.
    static func drawPlaceholder(in rect: CGRect, context: CairoContext, tint: UIColor? = nil) {
        let cr = context.cr
        guard rect.width > 0, rect.height > 0 else { return }
        context.fill(rect, tint ?? UIColor.systemGray5)
        context.setColor(tint == nil ? .systemGray2 : .systemBackground)
        cairo_set_line_width(cr, 1)
        if rect.width > 1, rect.height > 1 {
            cairo_rectangle(cr, Double(rect.minX) + 0.5, Double(rect.minY) + 0.5, Double(rect.width) - 1, Double(rect.height) - 1)
            cairo_stroke(cr)
        }
        cairo_move_to(cr, Double(rect.minX), Double(rect.minY))
        cairo_line_to(cr, Double(rect.maxX), Double(rect.maxY))
        cairo_move_to(cr, Double(rect.maxX), Double(rect.minY))
        cairo_line_to(cr, Double(rect.minX), Double(rect.maxY))
        cairo_stroke(cr)
    }
}
