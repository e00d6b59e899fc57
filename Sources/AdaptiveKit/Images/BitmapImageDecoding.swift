import Foundation

/// The bitmap formats an image file can hold.
public enum BitmapImageFormat: String, Sendable, CaseIterable {
    case png = "PNG"
    case jpeg = "JPEG"
}

/// What a bitmap file's header says: its format and its size in pixels.
public struct BitmapImageInfo: Equatable, Sendable {
    public var format: BitmapImageFormat
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(format: BitmapImageFormat, pixelWidth: Int, pixelHeight: Int) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The largest side a bitmap may have, in pixels (Cairo draws at most 32,767).
    public static let maximumSide = 32_767
    /// The most pixels a bitmap may have: 64 megapixels, 256 MB decoded (an 8K photo has 33).
    public static let maximumPixels = 64 << 20

    /// Why this size cannot be drawn (empty, or beyond the limits), or `nil`. Every decoder's
    /// answer is checked, so a file claiming a gigantic size is refused before any pixel memory
    /// is allocated.
    public var undrawableReason: String? {
        if pixelWidth <= 0 || pixelHeight <= 0 {
            return "the \(format.rawValue) header gives an empty size (\(pixelWidth)×\(pixelHeight))"
        }
        if pixelWidth > Self.maximumSide || pixelHeight > Self.maximumSide || pixelWidth * pixelHeight > Self.maximumPixels {
            return "the \(format.rawValue) is \(pixelWidth)×\(pixelHeight) pixels, more than can be drawn (at most \(Self.maximumSide) a side and \(Self.maximumPixels >> 20) megapixels)"
        }
        return nil
    }
}

/// Why a bitmap could not be read or decoded: a message for the user (the codec's, or ours).
public struct BitmapImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public var message: String
    /// Whether the file may be fine but this decoder cannot decode pixels (the built-in decoder
    /// reads headers only).
    public var isUnsupported: Bool

    public init(_ message: String, isUnsupported: Bool = false) {
        self.message = message
        self.isUnsupported = isUnsupported
    }

    public var description: String { message }
}

/// What AdaptiveKit asks about bitmap images (PNG and JPEG): their format and size, and their
/// pixels.
///
/// `AdaptiveKit` links no image codec. It ships ``BuiltInBitmapImageDecoder``, which reads PNG
/// and JPEG headers in Swift (sizes, so layout is right) and decodes no pixels; the host
/// supplies the codec that draws: the `ImageCodecs` module's `BitmapImageCodec` (libpng and
/// libjpeg), which `Rendering` draws with whichever decoder is installed, and which the
/// `storyboard` tool installs with `BitmapImageDecoder.current = BitmapImageCodec.shared`.
public protocol BitmapImageDecoding: Sendable {
    /// The format and pixel size in the file's header, checked to be a PNG or JPEG whose size
    /// can be drawn.
    ///
    /// - Throws: ``BitmapImageDecodingError`` when the bytes are not a PNG or JPEG, or its
    ///   header is malformed.
    func info(of data: Data) throws(BitmapImageDecodingError) -> BitmapImageInfo

    /// The pixels: premultiplied BGRA (Cairo's ARGB32 on little-endian machines).
    ///
    /// - Throws: ``BitmapImageDecodingError`` when the data is corrupt past its header (a
    ///   truncated file is found here), or (with `isUnsupported`) when this decoder cannot
    ///   decode pixels.
    func decodeBGRA(_ data: Data) throws(BitmapImageDecodingError) -> DecodedBitmap
}

/// The bitmap decoder images are read with.
///
/// The default is ``BuiltInBitmapImageDecoder`` (headers only). The value is process-wide and
/// lock-protected; ``taskDecoder`` overrides it for one task.
public enum BitmapImageDecoder {
    private static let installed = HostService<any BitmapImageDecoding>(BuiltInBitmapImageDecoder())

    /// A decoder for the current task only: `BitmapImageDecoder.$taskDecoder.withValue(d) { … }`.
    @TaskLocal public static var taskDecoder: (any BitmapImageDecoding)?

    /// The decoder in use: the task's, or the process-wide one.
    public static var current: any BitmapImageDecoding {
        get { taskDecoder ?? installed.value }
        set { installed.value = newValue }
    }
}

/// Reads the headers of PNG and JPEG files in Swift: the format and the size in pixels, which
/// is all layout needs. It decodes no pixels (``decodeBGRA(_:)`` throws an unsupported error);
/// a host that draws installs a codec (``BitmapImageDecoder/current``).
public struct BuiltInBitmapImageDecoder: BitmapImageDecoding {
    public init() {}

    public func info(of data: Data) throws(BitmapImageDecodingError) -> BitmapImageInfo {
        let bytes = [UInt8](data.prefix(256 * 1024))
        let info: BitmapImageInfo
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            info = try Self.pngHeader(bytes)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            info = try Self.jpegHeader(bytes)
        } else {
            throw BitmapImageDecodingError("not a PNG or JPEG image (unrecognised signature)")
        }
        if let reason = info.undrawableReason { throw BitmapImageDecodingError(reason) }
        return info
    }

    public func decodeBGRA(_ data: Data) throws(BitmapImageDecodingError) -> DecodedBitmap {
        throw BitmapImageDecodingError("the built-in decoder reads sizes only; install a codec (BitmapImageDecoder.current) to decode pixels", isUnsupported: true)
    }

    /// The IHDR chunk, which a PNG must start with.
    private static func pngHeader(_ bytes: [UInt8]) throws(BitmapImageDecodingError) -> BitmapImageInfo {
        guard bytes.count >= 33 else { throw BitmapImageDecodingError("the PNG ends inside its header") }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8), bigEndian(bytes, at: 8, count: 4) == 13 else {
            throw BitmapImageDecodingError("the PNG does not start with its IHDR header")
        }
        let depth = bytes[24], colorType = bytes[25]
        let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard depths[colorType]?.contains(depth) == true else {
            throw BitmapImageDecodingError("the PNG header has an invalid bit depth \(depth) for colour type \(colorType)")
        }
        return BitmapImageInfo(format: .png, pixelWidth: bigEndian(bytes, at: 16, count: 4), pixelHeight: bigEndian(bytes, at: 20, count: 4))
    }

    /// The first start-of-frame marker of a JPEG, found by walking its segments.
    private static func jpegHeader(_ bytes: [UInt8]) throws(BitmapImageDecodingError) -> BitmapImageInfo {
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { throw BitmapImageDecodingError("the JPEG has a malformed segment before its frame header") }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1  // fill byte
                continue
            }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                index += 2
                continue
            }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { throw BitmapImageDecodingError("the JPEG has a segment of length \(length)") }
            // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard index + 9 <= bytes.count else { break }
                return BitmapImageInfo(format: .jpeg, pixelWidth: bigEndian(bytes, at: index + 7, count: 2), pixelHeight: bigEndian(bytes, at: index + 5, count: 2))
            }
            if marker == 0xD9 || marker == 0xDA { break }  // end of image, or scan data before any frame
            index += 2 + length
        }
        throw BitmapImageDecodingError("the JPEG ends before its frame header")
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        var value = 0
        for byte in bytes[offset..<offset + count] { value = value << 8 | Int(byte) }
        return value
    }
}
