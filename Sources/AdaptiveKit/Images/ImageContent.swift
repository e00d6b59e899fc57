import CImageCodecs
import Foundation

/// Where an image's pixels come from, and what its header said: the shared, immutable payload of
/// a `UIImage` and of the images derived from it (`withRenderingMode(_:)` and friends).
///
/// Only the header is read when the image is created; pixels are decoded on demand by
/// ``decodedBGRA()`` (the renderer's entry point), from the file again or from the bytes in memory.
package final class ImageContent: Sendable {
    /// The bytes of an image.
    package enum Source: Sendable, Equatable {
        /// A file, read again when pixels are needed.
        case file(String)
        /// Bytes in memory.
        case data(Data)
        /// No pixels: the empty image an empty `UIImageAsset` returns.
        case empty
    }

    /// The container format.
    package enum Format: String, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
        case none
    }

    package let source: Source
    package let format: Format
    /// The size in pixels.
    package let pixelWidth: Int
    package let pixelHeight: Int

    private init(source: Source, format: Format, pixelWidth: Int, pixelHeight: Int) {
        self.source = source
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The content of an empty image: zero pixels.
    package static let empty = ImageContent(source: .empty, format: .none, pixelWidth: 0, pixelHeight: 0)

    /// The file's path, when the image came from a file.
    package var filePath: String? {
        if case let .file(path) = source { return path }
        return nil
    }

    /// Reads a file and validates its header with libpng / libjpeg.
    ///
    /// - Throws: ``ImageError`` naming the path: missing, unreadable, a vector format we cannot
    ///   decode (PDF, SVG), or not an image (with the decoder's message).
    package static func load(contentsOfFile path: String) throws(ImageError) -> ImageContent {
        if let vector = VectorFormat(pathExtension: (path as NSString).pathExtension) {
            throw .unsupportedFormat(vector.rawValue, path: path)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path)
        }
        guard !isDirectory.boolValue else { throw .unreadable(path, reason: "it is a folder") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path, reason: Self.reason(error))
        }
        let header = readHeader(data)
        guard header.ok != 0 else { throw .notAnImage(path: path, message: header.messageText) }
        return ImageContent(
            source: .file(path), format: Format(header.format),
            pixelWidth: Int(header.width), pixelHeight: Int(header.height))
    }

    /// Validates bytes in memory with libpng / libjpeg.
    ///
    /// - Throws: ``ImageError/notAnImage(path:message:)`` without a path.
    package static func load(data: Data) throws(ImageError) -> ImageContent {
        let header = readHeader(data)
        guard header.ok != 0 else { throw .notAnImage(path: nil, message: header.messageText) }
        return ImageContent(
            source: .data(data), format: Format(header.format),
            pixelWidth: Int(header.width), pixelHeight: Int(header.height))
    }

    /// The image's bytes: the data, or the file read again.
    package func bytes() throws(ImageError) -> Data {
        switch source {
        case let .data(data):
            return data
        case let .file(path):
            do {
                return try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw FileManager.default.fileExists(atPath: path)
                    ? ImageError.unreadable(path, reason: Self.reason(error)) : ImageError.fileNotFound(path)
            }
        case .empty:
            return Data()
        }
    }

    /// Decodes the pixels into premultiplied BGRA (Cairo's ARGB32 on little-endian machines).
    ///
    /// - Throws: ``ImageError`` when the file is gone or the data turns out to be corrupt past its
    ///   header (a truncated PNG is found here, not when the image is created).
    package func decodedBGRA() throws(ImageError) -> DecodedBitmap {
        if case .empty = source { return DecodedBitmap(width: 0, height: 0, bytesPerRow: 0, pixels: []) }
        let data = try bytes()
        var pointer: UnsafeMutablePointer<UInt8>?
        var stride = 0
        let info = data.withUnsafeBytes { raw -> OSBImageInfo in
            let base = raw.bindMemory(to: UInt8.self).baseAddress
            guard let base, !raw.isEmpty else { return osb_image_read_info(nil, 0) }
            return osb_image_decode_bgra(base, raw.count, &pointer, &stride)
        }
        guard info.ok != 0, let pointer else {
            throw .notAnImage(path: filePath, message: info.messageText)
        }
        defer { osb_image_free(pointer) }
        let count = stride * Int(info.height)
        let pixels = Array(UnsafeBufferPointer(start: pointer, count: count))
        return DecodedBitmap(width: Int(info.width), height: Int(info.height), bytesPerRow: stride, pixels: pixels)
    }

    private static func readHeader(_ data: Data) -> OSBImageInfo {
        data.withUnsafeBytes { raw -> OSBImageInfo in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, !raw.isEmpty else {
                return osb_image_read_info(nil, 0)
            }
            return osb_image_read_info(base, raw.count)
        }
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying?.localizedDescription ?? error.localizedDescription
    }
}

/// The vector formats asset catalogs hold and that we cannot decode yet.
package enum VectorFormat: String, Sendable {
    case pdf = "PDF"
    case svg = "SVG"

    package init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "pdf": self = .pdf
        case "svg": self = .svg
        default: return nil
        }
    }
}

extension ImageContent.Format {
    init(_ format: OSBImageFormat) {
        switch format {
        case OSBImageFormatPNG: self = .png
        case OSBImageFormatJPEG: self = .jpeg
        default: self = .none
        }
    }
}

extension OSBImageInfo {
    /// The decoder's message as a Swift string.
    var messageText: String {
        withUnsafeBytes(of: message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.isEmpty ? "invalid image data" : text
        }
    }
}
