import Foundation

/// The vector formats an image can hold: PDF documents (their first page) and SVG documents.
public enum VectorImageFormat: String, Sendable, CaseIterable {
    /// A PDF document; the image is its first page.
    case pdf = "PDF"
    /// An SVG document.
    case svg = "SVG"

    /// The format a file extension names (`pdf`, `svg`, any case), or `nil`.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "pdf": self = .pdf
        case "svg": self = .svg
        default: return nil
        }
    }

    /// The format the first bytes announce: `%PDF-` for PDF, an `<svg` root element for SVG.
    public init?(sniffing data: Data) {
        let head = data.prefix(1024)
        if head.range(of: Data("%PDF-".utf8)) != nil {
            self = .pdf
        } else if String(decoding: head, as: UTF8.self).contains("<svg") {
            self = .svg
        } else {
            return nil
        }
    }
}

/// Why a vector document could not be measured or drawn: a message for the user (the PDF or SVG
/// parser's, or ours).
public struct VectorImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public var message: String
    /// Whether the document may be fine but this decoder cannot draw it (the built-in decoder
    /// measures documents and draws none).
    public var isUnsupported: Bool

    /// An error with a message; `isUnsupported` when the decoder lacks the ability rather than the
    /// document being broken.
    public init(_ message: String, isUnsupported: Bool = false) {
        self.message = message
        self.isUnsupported = isUnsupported
    }

    /// The message.
    public var description: String { message }
}

/// What AdaptiveKit asks about vector images (PDF and SVG): their size in points, and their
/// pixels at a given size.
///
/// `AdaptiveKit` does not link a PDF or SVG library. It ships ``BuiltInVectorImageDecoder``, which
/// reads the page size of a PDF and the `width`, `height` and `viewBox` of an SVG in Swift and
/// draws nothing; the `Rendering` module supplies `VectorImageRenderer` (poppler and librsvg),
/// which measures with the real parsers and draws. Install it with
/// `VectorImageDecoder.current = VectorImageRenderer.shared`, as the `storyboard` tool does for
/// every command (the window renderer draws vector images with poppler and librsvg whichever
/// decoder is installed).
public protocol VectorImageDecoding: Sendable {
    /// The size in points of a document: a PDF's first page (its crop box, else its media box, at
    /// 72 points an inch, rotated by the page's `/Rotate`); an SVG's `width` and `height` in CSS
    /// pixels (1 px = 1 pt, as Xcode reads them), else its `viewBox`'s size.
    ///
    /// - Throws: ``VectorImageDecodingError`` when the document is malformed or has no size.
    func size(of document: Data, format: VectorImageFormat) throws(VectorImageDecodingError) -> CGSize

    /// The document drawn into `pixelWidth × pixelHeight` pixels, stretched to fill them:
    /// premultiplied BGRA (Cairo's ARGB32), transparent where the document draws nothing.
    ///
    /// - Throws: ``VectorImageDecodingError`` when the document is malformed, or (with
    ///   `isUnsupported`) when this decoder cannot draw.
    func rasterize(
        _ document: Data, format: VectorImageFormat, pixelWidth: Int, pixelHeight: Int
    ) throws(VectorImageDecodingError) -> DecodedBitmap
}

/// The vector image decoder images are measured and rasterized with.
///
/// ```swift
/// VectorImageDecoder.current = VectorImageRenderer.shared   // what Rendering provides
/// ```
/// The default is ``BuiltInVectorImageDecoder`` (sizes only). An image's size is read when it is
/// loaded, so install the decoder before loading images. The value is process-wide and
/// lock-protected; ``taskDecoder`` overrides it for one task.
public enum VectorImageDecoder {
    private static let installed = HostService<any VectorImageDecoding>(BuiltInVectorImageDecoder())

    /// A decoder for the current task only: `VectorImageDecoder.$taskDecoder.withValue(d) { … }`.
    @TaskLocal public static var taskDecoder: (any VectorImageDecoding)?

    /// The decoder in use: the task's, or the process-wide one.
    public static var current: any VectorImageDecoding {
        get { taskDecoder ?? installed.value }
        set { installed.value = newValue }
    }
}
