import AdaptiveKit
import CPangoCairo
import CPoppler
import CRsvg
import Foundation

/// PDF and SVG images measured and drawn by the system's libraries: PDF pages through poppler's
/// GLib binding, SVG documents through librsvg (2.52 or later).
///
/// It is AdaptiveKit's ``VectorImageDecoding`` for real documents: install it before loading
/// images (`VectorImageDecoder.current = VectorImageRenderer.shared`, as the `storyboard` tool
/// does) so that sizes come from the same parsers that draw. The window renderer draws vector
/// images with it directly, installed or not.
///
/// - A PDF image is the document's first page; its size is poppler's page size (the crop box,
///   rotated by `/Rotate`) in points.
/// - An SVG's size is librsvg's intrinsic size at 96 dpi (CSS pixels, 1 px = 1 pt), or its
///   `viewBox` when `width` / `height` are missing or relative.
/// - Drawing maps the document's size onto the destination rectangle (stretching when the
///   proportions differ, as UIKit stretches an image in `scaleToFill`).
///
/// Parsed documents are kept (the last ``cacheLimit`` distinct documents, by content): opening
/// even a tiny PDF costs poppler 0.1–2 ms (more before fontconfig is set up), drawing it again a
/// few hundredths of a millisecond.
/// The renderer is thread-safe: one lock serialises parsing and drawing.
public final class VectorImageRenderer: VectorImageDecoding, @unchecked Sendable {
    /// The shared renderer.
    public static let shared = VectorImageRenderer()

    /// How many parsed documents are kept.
    public static let cacheLimit = 64

    private let lock = NSLock()
    private var cache: [CacheKey: Document] = [:]

    /// A renderer with an empty cache.
    public init() {}

    /// The document's size in points.
    public func size(of document: Data, format: VectorImageFormat) throws(VectorImageDecodingError) -> CGSize {
        try withDocument(document, format: format) { $0.size }
    }

    /// The document drawn into `pixelWidth × pixelHeight` premultiplied BGRA pixels.
    public func rasterize(
        _ document: Data, format: VectorImageFormat, pixelWidth: Int, pixelHeight: Int
    ) throws(VectorImageDecodingError) -> DecodedBitmap {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 16384, pixelHeight <= 16384 else {
            throw VectorImageDecodingError("cannot rasterize at \(pixelWidth)×\(pixelHeight) pixels")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        try withDocument(document, format: format) { loaded throws(VectorImageDecodingError) in
            try loaded.draw(in: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight), cr: cr)
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw VectorImageDecodingError("cairo gave no pixels")
        }
        let pixels = Array(UnsafeBufferPointer(start: data, count: stride * pixelHeight))
        return DecodedBitmap(width: pixelWidth, height: pixelHeight, bytesPerRow: stride, pixels: pixels)
    }

    /// Draws a document into `rect` of a Cairo context (in the context's user space), stretched
    /// to fill it.
    func draw(_ document: Data, format: VectorImageFormat, in rect: CGRect, cr: OpaquePointer) throws(VectorImageDecodingError) {
        try withDocument(document, format: format) { loaded throws(VectorImageDecodingError) in
            try loaded.draw(in: rect, cr: cr)
        }
    }

    /// Forgets the parsed documents.
    public func removeCachedDocuments() {
        lock.withLock { cache.removeAll() }
    }

    /// Runs `body` with the parsed document, under the lock (poppler and librsvg handles are not
    /// safe to use from two threads at once). A document that fails to parse is not kept.
    private func withDocument<T>(
        _ data: Data, format: VectorImageFormat, _ body: (Document) throws(VectorImageDecodingError) -> T
    ) throws(VectorImageDecodingError) -> T {
        lock.lock()
        defer { lock.unlock() }
        let key = CacheKey(format: format, data: data)
        let document: Document
        if let cached = cache[key] {
            document = cached
        } else {
            document = try Document(data, format: format)
            if cache.count >= Self.cacheLimit { cache.removeAll() }
            cache[key] = document
        }
        return try body(document)
    }

    /// A document by content (`Data` equality compares every byte).
    private struct CacheKey: Hashable {
        var format: VectorImageFormat
        var data: Data
    }

    /// A parsed PDF page or SVG handle; released when it goes away.
    private final class Document {
        private enum Handle {
            case pdf(document: OpaquePointer, page: OpaquePointer)
            case svg(UnsafeMutablePointer<RsvgHandle>)
        }

        private let handle: Handle
        let size: CGSize

        init(_ data: Data, format: VectorImageFormat) throws(VectorImageDecodingError) {
            guard !data.isEmpty else { throw VectorImageDecodingError("the document is empty") }
            switch format {
            case .pdf:
                var error: UnsafeMutablePointer<GError>?
                let bytes = data.withUnsafeBytes { raw in g_bytes_new(raw.baseAddress, gsize(raw.count)) }
                defer { g_bytes_unref(bytes) }
                guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
                    throw VectorImageDecodingError(Self.message(error, fallback: "poppler cannot read the PDF"))
                }
                guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
                    g_object_unref(UnsafeMutableRawPointer(document))
                    throw VectorImageDecodingError("the PDF has no page")
                }
                var width = 0.0, height = 0.0
                poppler_page_get_size(page, &width, &height)
                handle = .pdf(document: document, page: page)
                size = CGSize(width: width, height: height)
            case .svg:
                var error: UnsafeMutablePointer<GError>?
                let svg = data.withUnsafeBytes { raw in
                    rsvg_handle_new_from_data(raw.bindMemory(to: UInt8.self).baseAddress, gsize(raw.count), &error)
                }
                guard let svg else {
                    throw VectorImageDecodingError(Self.message(error, fallback: "librsvg cannot read the SVG"))
                }
                handle = .svg(svg)
                rsvg_handle_set_dpi(svg, 96)
                var width = 0.0, height = 0.0
                if rsvg_handle_get_intrinsic_size_in_pixels(svg, &width, &height) == 0 {
                    var hasViewBox: gboolean = 0
                    var viewBox = RsvgRectangle()
                    rsvg_handle_get_intrinsic_dimensions(svg, nil, nil, nil, nil, &hasViewBox, &viewBox)
                    if hasViewBox != 0 {
                        width = viewBox.width
                        height = viewBox.height
                    } else {
                        width = 0
                        height = 0
                    }
                }
                size = CGSize(width: width, height: height)
            }
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw VectorImageDecodingError(
                    format == .pdf
                        ? "the PDF's first page is empty"
                        : "the SVG has no size: neither absolute width and height nor a viewBox")
            }
        }

        deinit {
            switch handle {
            case let .pdf(document, page):
                g_object_unref(UnsafeMutableRawPointer(page))
                g_object_unref(UnsafeMutableRawPointer(document))
            case let .svg(svg):
                g_object_unref(UnsafeMutableRawPointer(svg))
            }
        }

        /// Draws the document stretched over `rect`.
        func draw(in rect: CGRect, cr: OpaquePointer) throws(VectorImageDecodingError) {
            guard rect.width > 0, rect.height > 0 else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_translate(cr, Double(rect.minX), Double(rect.minY))
            cairo_scale(cr, Double(rect.width / size.width), Double(rect.height / size.height))
            switch handle {
            case let .pdf(_, page):
                poppler_page_render(page, cr)
            case let .svg(svg):
                var error: UnsafeMutablePointer<GError>?
                var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
                guard rsvg_handle_render_document(svg, cr, &viewport, &error) != 0 else {
                    throw VectorImageDecodingError(Self.message(error, fallback: "librsvg cannot draw the SVG"))
                }
            }
        }

        /// A GError's message (and frees it).
        private static func message(_ error: UnsafeMutablePointer<GError>?, fallback: String) -> String {
            guard let error else { return fallback }
            defer { g_error_free(error) }
            guard let text = error.pointee.message else { return fallback }
            return String(cString: text)
        }
    }
}
