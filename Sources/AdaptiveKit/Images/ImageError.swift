import Foundation

/// Why an image could not be loaded: what UIKit's failable initializers cannot say.
///
/// Thrown by the `UIImage.load(…)` functions and by ``AssetCatalog/image(named:compatibleWith:)``;
/// every case names the file (or the image name and the folders searched).
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file does not exist.
    case fileNotFound(String)
    /// The file exists but cannot be read (a folder, no permission…).
    case unreadable(String, reason: String)
    /// The bytes are not a PNG or JPEG image the installed decoder can read
    /// (``BitmapImageDecoder/current``); `message` is the decoder's.
    /// `path` is `nil` for data in memory.
    case notAnImage(path: String?, message: String)
    /// A format we recognise but cannot decode: `"HEIF"` (and other formats catalogs may hold).
    case unsupportedFormat(String, path: String)
    /// A PDF or SVG document that cannot be measured or drawn: malformed, empty, or without a
    /// size; `message` is the decoder's (poppler's, librsvg's or the built-in reader's). `path` is
    /// `nil` for data in memory.
    case invalidVectorImage(format: String, path: String?, message: String)
    /// A PDF or SVG image was asked for pixels, but the installed vector decoder only measures
    /// (AdaptiveKit's ``BuiltInVectorImageDecoder``): install `Rendering`'s `VectorImageRenderer`.
    case vectorDrawingUnavailable(format: String, path: String?)
    /// A PNG or JPEG image was asked for pixels, but the installed bitmap decoder only reads
    /// headers (AdaptiveKit's ``BuiltInBitmapImageDecoder``): install `ImageCodecs`'
    /// `BitmapImageCodec`.
    case bitmapDecodingUnavailable(path: String?)
    /// No catalog image set and no loose file has this name.
    ///
    /// - `searched`: the catalogs and folders looked in.
    /// - `notes`: why candidates were rejected (a catalog set without a slot for the traits, a
    ///   slot's file that failed to load).
    case imageNotFound(name: String, searched: [String], notes: [String])

    /// One line naming the file (or name) and the problem.
    public var description: String {
        switch self {
        case let .fileNotFound(path):
            return "\(path): no such file"
        case let .unreadable(path, reason):
            return "\(path): cannot be read: \(reason)"
        case let .notAnImage(path, message):
            return "\(path ?? "image data"): not a PNG or JPEG image: \(message)"
        case let .unsupportedFormat(format, path):
            return "\(path): unsupported: \(format) images"
        case let .invalidVectorImage(format, path, message):
            return "\(path ?? "image data"): not a valid \(format) image: \(message)"
        case let .vectorDrawingUnavailable(format, path):
            return "\(path ?? "image data"): drawing \(format) images needs the Rendering module's decoder "
                + "(VectorImageDecoder.current = VectorImageRenderer.shared); AdaptiveKit alone only measures them"
        case let .bitmapDecodingUnavailable(path):
            return "\(path ?? "image data"): decoding PNG and JPEG pixels needs a codec "
                + "(BitmapImageDecoder.current = BitmapImageCodec.shared, from ImageCodecs); AdaptiveKit alone only reads their sizes"
        case let .imageNotFound(name, searched, notes):
            var text = "no image named \"\(name)\""
            text += searched.isEmpty ? " (nothing to search)" : " in " + searched.joined(separator: ", ")
            if !notes.isEmpty { text += "; " + notes.joined(separator: "; ") }
            return text
        }
    }

    /// Same as `description`.
    public var errorDescription: String? { description }
}

extension ImageError {
    /// Whether the image was found but its format cannot be read: what a named look-up reports
    /// rather than "not found".
    var isFormatFailure: Bool {
        switch self {
        case .unsupportedFormat, .invalidVectorImage: true
        default: false
        }
    }
}
