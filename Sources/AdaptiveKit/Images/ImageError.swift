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
    /// The bytes are not a PNG or JPEG image libpng / libjpeg can read; `message` is the decoder's.
    /// `path` is `nil` for data in memory.
    case notAnImage(path: String?, message: String)
    /// A format we recognise but cannot decode yet: `"PDF"` or `"SVG"` (vector images).
    case unsupportedFormat(String, path: String)
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
            return "\(path): unsupported: \(format) images (vector images cannot be decoded yet)"
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
