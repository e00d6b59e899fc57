import Foundation

/// Where an image's pixels come from, and what its header said: the shared, immutable payload of
/// a `UIImage` and of the images derived from it (`withRenderingMode(_:)` and friends).
///
/// Only the header is read when the image is created; pixels are decoded on demand by
/// ``decodedBGRA()`` (the renderer's entry point), from the file again or from the bytes in memory.
/// A vector document (PDF, SVG) is measured when it is loaded (by ``VectorImageDecoder/current``)
/// and has no pixel size: ``decodedBGRA(scale:)`` rasterizes it at the scale asked for.
package final class ImageContent: Sendable {
    /// The bytes of an image.
    package enum Source: Sendable, Equatable {
        /// A file, read again when pixels are needed.
        case file(String)
        /// Bytes in memory.
        case data(Data)
        /// No pixels: the empty image an empty `UIImageAsset` returns.
        case empty
        /// No pixels: an image a document names that was found nowhere, standing in at the size
        /// the document recorded for it (`nil` when it recorded none). Renderers draw a
        /// placeholder box (see ``UIImage/missingImagePlaceholder(named:size:)``).
        case missing(name: String, size: CGSize?)
    }

    /// The container format.
    package enum Format: String, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
        case pdf = "PDF"
        case svg = "SVG"
        case none
    }

    package let source: Source
    package let format: Format
    /// The size in pixels.
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// A vector document's size in points (`nil` for bitmaps).
    package let vectorSize: CGSize?
    /// Whether a vector document is drawn as vectors at any size (a catalog set's
    /// `preserves-vector-representation`, and loose files); otherwise it is rasterized at the
    /// image's scale and the pixels are scaled, as Xcode's build-time rasterization does.
    package let preservesVectorData: Bool

    private init(
        source: Source, format: Format, pixelWidth: Int, pixelHeight: Int, vectorSize: CGSize? = nil,
        preservesVectorData: Bool = false
    ) {
        self.source = source
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.vectorSize = vectorSize
        self.preservesVectorData = preservesVectorData
    }

    /// The vector format, or `nil` for bitmaps.
    package var vectorFormat: VectorImageFormat? {
        switch format {
        case .pdf: .pdf
        case .svg: .svg
        default: nil
        }
    }

    /// The content of an empty image: zero pixels.
    package static let empty = ImageContent(source: .empty, format: .none, pixelWidth: 0, pixelHeight: 0)

    /// The content of a missing image's placeholder: no pixels, a size in points when known.
    package static func missing(name: String, size: CGSize?) -> ImageContent {
        ImageContent(source: .missing(name: name, size: size), format: .none, pixelWidth: 0, pixelHeight: 0)
    }

    /// The file's path, when the image came from a file.
    package var filePath: String? {
        if case let .file(path) = source { return path }
        return nil
    }

    /// Reads a file and validates its header with libpng / libjpeg, or measures a PDF or SVG
    /// (chosen by the extension) with ``VectorImageDecoder/current``.
    ///
    /// - Parameter preservingVectorData: for PDF and SVG, whether to draw as vectors at any size
    ///   (loose files do) or rasterize at the image's scale (catalog sets without
    ///   `preserves-vector-representation`).
    /// - Throws: ``ImageError`` naming the path: missing, unreadable, a malformed vector document,
    ///   or not an image (with the decoder's message).
    package static func load(contentsOfFile path: String, preservingVectorData: Bool = true) throws(ImageError) -> ImageContent {
        let vector = VectorImageFormat(pathExtension: (path as NSString).pathExtension)
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
        if let vector {
            return try loadVector(data, format: vector, source: .file(path), path: path, preservingVectorData: preservingVectorData)
        }
        let header: BitmapImageInfo
        switch readHeader(data) {
        case .success(let info): header = info
        case .failure(let error): throw .notAnImage(path: path, message: error.message)
        }
        return ImageContent(source: .file(path), format: Format(header.format), pixelWidth: header.pixelWidth, pixelHeight: header.pixelHeight)
    }

    /// Validates bytes in memory with libpng / libjpeg; a PDF (`%PDF-`) or SVG (`<svg`) is
    /// measured with ``VectorImageDecoder/current`` and drawn as vectors.
    ///
    /// - Throws: ``ImageError/notAnImage(path:message:)`` or
    ///   ``ImageError/invalidVectorImage(format:path:message:)`` without a path.
    package static func load(data: Data) throws(ImageError) -> ImageContent {
        let header: BitmapImageInfo
        switch readHeader(data) {
        case .success(let info): header = info
        case .failure(let error):
            // Not a PNG or JPEG: perhaps a PDF or an SVG.
            if let vector = VectorImageFormat(sniffing: data) {
                return try loadVector(data, format: vector, source: .data(data), path: nil, preservingVectorData: true)
            }
            throw .notAnImage(path: nil, message: error.message)
        }
        return ImageContent(source: .data(data), format: Format(header.format), pixelWidth: header.pixelWidth, pixelHeight: header.pixelHeight)
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
        case .empty, .missing:
            return Data()
        }
    }

    private static func loadVector(
        _ data: Data, format: VectorImageFormat, source: Source, path: String?, preservingVectorData: Bool
    ) throws(ImageError) -> ImageContent {
        let size: CGSize
        do {
            size = try VectorImageDecoder.current.size(of: data, format: format)
        } catch {
            throw .invalidVectorImage(format: format.rawValue, path: path, message: error.message)
        }
        // Whatever a decoder says, an image must have a size that can be drawn.
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width <= Self.maximumVectorSize, size.height <= Self.maximumVectorSize
        else {
            throw .invalidVectorImage(
                format: format.rawValue, path: path,
                message: "an absurd size (\(Double(size.width))×\(Double(size.height)) pt; at most \(Int(Self.maximumVectorSize)) pt a side)")
        }
        return ImageContent(
            source: source, format: format == .pdf ? .pdf : .svg, pixelWidth: 0, pixelHeight: 0,
            vectorSize: size, preservesVectorData: preservingVectorData)
    }

    /// The largest side a vector image may have, in points.
    package static let maximumVectorSize: CGFloat = 100_000

    /// Decodes the pixels into premultiplied BGRA (Cairo's ARGB32 on little-endian machines); a
    /// vector document is rasterized by ``VectorImageDecoder/current`` at `scale` pixels a point
    /// (its size in points × `scale`, rounded, at least one pixel).
    ///
    /// - Throws: ``ImageError`` when the file is gone or the data turns out to be corrupt past its
    ///   header (a truncated PNG is found here, not when the image is created), or the vector
    ///   decoder cannot draw (``ImageError/vectorDrawingUnavailable(format:path:)`` with the built-in
    ///   one).
    package func decodedBGRA(scale: CGFloat = 1, decoder: any BitmapImageDecoding = BitmapImageDecoder.current) throws(ImageError) -> DecodedBitmap {
        switch source {
        case .empty, .missing: return DecodedBitmap(width: 0, height: 0, bytesPerRow: 0, pixels: [])
        case .file, .data: break
        }
        let data = try bytes()
        if let vector = vectorFormat, let size = vectorSize {
            let scale = scale.isFinite && scale > 0 ? scale : 1
            let pixelWidth = (size.width * scale).rounded(), pixelHeight = (size.height * scale).rounded()
            guard pixelWidth <= 16384, pixelHeight <= 16384 else {
                throw .invalidVectorImage(
                    format: vector.rawValue, path: filePath,
                    message: "too large to rasterize at scale \(Double(scale)) (\(Double(pixelWidth))×\(Double(pixelHeight)) pixels)")
            }
            let width = max(1, Int(pixelWidth)), height = max(1, Int(pixelHeight))
            do {
                return try VectorImageDecoder.current.rasterize(data, format: vector, pixelWidth: width, pixelHeight: height)
            } catch {
                if error.isUnsupported { throw .vectorDrawingUnavailable(format: vector.rawValue, path: filePath) }
                throw .invalidVectorImage(format: vector.rawValue, path: filePath, message: error.message)
            }
        }
        do throws(BitmapImageDecodingError) {
            let bitmap = try decoder.decodeBGRA(data)
            guard bitmap.width == pixelWidth, bitmap.height == pixelHeight, bitmap.bytesPerRow >= bitmap.width * 4,
                  bitmap.pixels.count >= bitmap.bytesPerRow * bitmap.height
            else {
                throw BitmapImageDecodingError("the decoder gave \(bitmap.width)×\(bitmap.height) pixels for a \(pixelWidth)×\(pixelHeight) image")
            }
            return bitmap
        } catch {
            if error.isUnsupported { throw .bitmapDecodingUnavailable(path: filePath) }
            throw .notAnImage(path: filePath, message: error.message)
        }
    }

    /// The format and size in the header, read by ``BitmapImageDecoder/current`` and checked
    /// to be drawable whatever the decoder says.
    private static func readHeader(_ data: Data) -> Result<BitmapImageInfo, BitmapImageDecodingError> {
        do {
            let info = try BitmapImageDecoder.current.info(of: data)
            if let reason = info.undrawableReason { return .failure(BitmapImageDecodingError(reason)) }
            return .success(info)
        } catch {
            return .failure(error)
        }
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying?.localizedDescription ?? error.localizedDescription
    }
}

extension ImageContent.Format {
    init(_ format: BitmapImageFormat) {
        switch format {
        case .png: self = .png
        case .jpeg: self = .jpeg
        }
    }
}
