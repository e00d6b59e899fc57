import AdaptiveKit
import CImageCodecs
import CPangoCairo
import Foundation

/// The file formats the renderer writes.
public enum RenderFormat: String, Sendable, CaseIterable {
    /// A bitmap at the device's real pixel size (points × scale).
    case png
    /// Vector, one page in points.
    case pdf
    /// Vector, in points.
    case svg
}

/// Why a rendering failed.
public enum RenderError: Error, CustomStringConvertible {
    case cairo(String, path: String)

    public var description: String {
        switch self {
        case let .cairo(message, path): "\(path): could not render: \(message)"
        }
    }
}

/// A window's pixels: premultiplied BGRA rows (Cairo's ARGB32 on little-endian machines).
public struct RenderedBitmap: Sendable {
    public var width: Int
    public var height: Int
    public var bytesPerRow: Int
    /// Pixels a point.
    public var scale: CGFloat
    public var pixels: [UInt8]

    /// The pixel at `x`, `y` as 0xAARRGGBB.
    public func pixel(x: Int, y: Int) -> UInt32 {
        let offset = y * bytesPerRow + x * 4
        return UInt32(pixels[offset]) | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]) << 16 | UInt32(pixels[offset + 3]) << 24
    }

    /// The pixel rectangle covering `rect` (in points), kept inside the picture.
    public func pixelRect(_ rect: CGRect) -> (x: Range<Int>, y: Range<Int>) {
        let minX = max(0, Int(saturating: (rect.minX * scale).rounded(.down))), maxX = min(width, Int(saturating: (rect.maxX * scale).rounded(.up)))
        let minY = max(0, Int(saturating: (rect.minY * scale).rounded(.down))), maxY = min(height, Int(saturating: (rect.maxY * scale).rounded(.up)))
        return (minX..<max(minX, maxX), minY..<max(minY, maxY))
    }

    /// The one colour every pixel of `rect` has, or `nil` when they differ (or it is empty).
    public func uniformColor(in rect: CGRect) -> UInt32? {
        let (xs, ys) = pixelRect(rect)
        guard !xs.isEmpty, !ys.isEmpty else { return nil }
        let first = pixel(x: xs.lowerBound, y: ys.lowerBound)
        for y in ys {
            for x in xs where pixel(x: x, y: y) != first { return nil }
        }
        return first
    }
}

/// Draws a laid-out window as the screen shows it: the view tree back to front (backgrounds,
/// borders, corner radii, alpha, clipping, each standard view's look), then the status bar and
/// the home indicator of the device.
@MainActor
public struct WindowRenderer {
    public let window: UIWindow
    /// Whether to draw the status bar and home indicator (on by default).
    public var drawsSystemChrome = true
    /// Whether to draw the status bar (on by default; a scene whose simulated status bar is
    /// "None" is drawn without it).
    public var drawsStatusBar = true
    /// The colour of the status bar's contents. `.default` leaves it to the window's controllers
    /// (`preferredStatusBarStyle`, `childForStatusBarStyle`; a navigation controller's black-style
    /// bar asks for light contents), whose own `.default` is the label colour of the appearance.
    public var statusBarStyle: UIStatusBarStyle = .default

    public init(window: UIWindow) {
        self.window = window
    }

    /// Draws the window into pixels, at `scale` pixels a point (the screen's scale by default).
    public func bitmap(scale: CGFloat? = nil) throws -> RenderedBitmap {
        window.layoutIfNeeded()
        let scale = scale ?? window.screen.scale
        let size = window.bounds.size
        let width = Int32((size.width * scale).rounded()), height = Int32((size.height * scale).rounded())
        // Drawn straight into the pixels returned: no second buffer, no copy (a screen at 3× is
        // 10 to 25 MB).
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width))
        guard stride > 0 else { throw RenderError.cairo("no pixels", path: "bitmap") }
        var pixels = [UInt8](repeating: 0, count: max(1, stride * Int(max(0, height))))
        try pixels.withUnsafeMutableBytes { raw in
            let data = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, width, height, Int32(stride))!
            defer {
                // Nothing may touch the pixels once they are returned.
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo(String(cString: cairo_status_to_string(cairo_surface_status(surface))), path: "bitmap")
            }
            try draw(on: surface, scale: scale, path: "bitmap")
            cairo_surface_flush(surface)
        }
        return RenderedBitmap(width: Int(width), height: Int(height), bytesPerRow: stride, scale: scale, pixels: pixels)
    }

    /// Renders to a file. For PNG, the pixels written are returned.
    @discardableResult
    public func render(to url: URL, format: RenderFormat) throws -> RenderedBitmap? {
        window.layoutIfNeeded()
        let size = window.bounds.size
        let path = url.path
        switch format {
        case .png:
            let bitmap: RenderedBitmap
            do {
                bitmap = try self.bitmap()
            } catch let RenderError.cairo(message, _) {
                throw RenderError.cairo(message, path: path)
            }
            try Self.writePNG(bitmap, to: url)
            return bitmap
        case .pdf:
            let surface = cairo_pdf_surface_create(path, Double(size.width), Double(size.height))!
            try draw(on: surface, scale: 1, path: path)
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status)), path: path) }
            return nil
        case .svg:
            let surface = cairo_svg_surface_create(path, Double(size.width), Double(size.height))!
            try draw(on: surface, scale: 1, path: path)
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status)), path: path) }
            return nil
        }
    }

    /// Writes pixels drawn by ``bitmap(scale:)`` as a PNG file (what ``render(to:format:)`` writes
    /// for `.png`): only `IHDR`, `IDAT` and `IEND` chunks, RGB when every pixel is opaque.
    public static func writePNG(_ bitmap: RenderedBitmap, to url: URL) throws {
        // libpng with fast deflate: a screen of flat colours compresses well at level 1, and
        // encoding is most of the time of a picture at 3×.
        var message = [CChar](repeating: 0, count: 256)
        let written = bitmap.pixels.withUnsafeBufferPointer { buffer in
            osb_png_write_bgra(url.path, buffer.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.bytesPerRow, &message)
        }
        guard written == 1 else { throw RenderError.cairo(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), path: url.path) }
    }

    private func draw(on surface: OpaquePointer, scale: CGFloat, path: String) throws {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        let context = CairoContext(cr: cr, traits: window.traitCollection)
        // What shows where no view draws: the system background.
        context.fill(window.bounds, window.backgroundColor ?? .systemBackground)
        ViewDrawer.draw(window, in: context)
        ControllerChrome(window: window).draw(in: context)
        if drawsSystemChrome {
            // `.default` leaves the style to the window's controllers (`preferredStatusBarStyle`).
            let style = statusBarStyle == .default ? window.resolvedStatusBarStyle : statusBarStyle
            // A status bar the window's controllers hide (`prefersStatusBarHidden`) is not drawn.
            SystemChrome(window: window, drawsStatusBar: drawsStatusBar && !window.resolvedStatusBarHidden, statusBarStyle: style)
                .draw(in: context)
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status)), path: path) }
    }
}
