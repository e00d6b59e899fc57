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
    /// The colour of the status bar's contents (`.default`: the label colour of the appearance).
    public var statusBarStyle: UIStatusBarStyle = .default

    public init(window: UIWindow) {
        self.window = window
    }

    /// Renders to a file.
    public func render(to url: URL, format: RenderFormat) throws {
        window.layoutIfNeeded()
        let size = window.bounds.size
        let scale = window.screen.scale
        let path = url.path
        switch format {
        case .png:
            let width = Int32((size.width * scale).rounded()), height = Int32((size.height * scale).rounded())
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
            defer { cairo_surface_destroy(surface) }
            try draw(on: surface, scale: scale, path: path)
            // libpng with fast deflate: a screen of flat colours compresses well at level 1, and
            // encoding is most of the time of a picture at 3×.
            cairo_surface_flush(surface)
            guard let pixels = cairo_image_surface_get_data(surface) else { throw RenderError.cairo("no pixels", path: path) }
            var message = [CChar](repeating: 0, count: 256)
            let written = osb_png_write_bgra(path, pixels, UInt32(width), UInt32(height), Int(cairo_image_surface_get_stride(surface)), &message)
            guard written == 1 else { throw RenderError.cairo(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), path: path) }
        case .pdf:
            let surface = cairo_pdf_surface_create(path, Double(size.width), Double(size.height))!
            try draw(on: surface, scale: 1, path: path)
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status)), path: path) }
        case .svg:
            let surface = cairo_svg_surface_create(path, Double(size.width), Double(size.height))!
            try draw(on: surface, scale: 1, path: path)
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status)), path: path) }
        }
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
            SystemChrome(window: window, drawsStatusBar: drawsStatusBar, statusBarStyle: statusBarStyle).draw(in: context)
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status)), path: path) }
    }
}
