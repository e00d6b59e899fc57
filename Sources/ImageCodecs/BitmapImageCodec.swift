import AdaptiveKit
import CImageCodecs
import Foundation

/// PNG and JPEG images read and decoded by the system's libpng and libjpeg: AdaptiveKit's
/// ``BitmapImageDecoding`` for a host that draws.
///
/// Install it before loading images (`BitmapImageDecoder.current = BitmapImageCodec.shared`,
/// as the `storyboard` tool does) so that headers are validated by the libraries that decode;
/// `Rendering` draws bitmaps with it directly, installed or not.
public struct BitmapImageCodec: BitmapImageDecoding {
    /// The shared codec (it holds no state).
    public static let shared = BitmapImageCodec()

    public init() {}

    public func info(of data: Data) throws(BitmapImageDecodingError) -> BitmapImageInfo {
        let header = data.withUnsafeBytes { raw -> OSBImageInfo in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, !raw.isEmpty else {
                return osb_image_read_info(nil, 0)
            }
            return osb_image_read_info(base, raw.count)
        }
        guard header.ok != 0, let format = Self.format(header.format) else {
            throw BitmapImageDecodingError(header.messageText)
        }
        let info = BitmapImageInfo(format: format, pixelWidth: Int(header.width), pixelHeight: Int(header.height))
        // Checked before libpng or libjpeg allocate anything for it.
        if let reason = info.undrawableReason { throw BitmapImageDecodingError(reason) }
        return info
    }

    public func decodeBGRA(_ data: Data) throws(BitmapImageDecodingError) -> DecodedBitmap {
        _ = try info(of: data)
        var pointer: UnsafeMutablePointer<UInt8>?
        var stride = 0
        let info = data.withUnsafeBytes { raw -> OSBImageInfo in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, !raw.isEmpty else { return osb_image_read_info(nil, 0) }
            return osb_image_decode_bgra(base, raw.count, &pointer, &stride)
        }
        guard info.ok != 0, let pointer else { throw BitmapImageDecodingError(info.messageText) }
        defer { osb_image_free(pointer) }
        let pixels = Array(UnsafeBufferPointer(start: pointer, count: stride * Int(info.height)))
        return DecodedBitmap(width: Int(info.width), height: Int(info.height), bytesPerRow: stride, pixels: pixels)
    }

    private static func format(_ format: OSBImageFormat) -> BitmapImageFormat? {
        switch format {
        case OSBImageFormatPNG: .png
        case OSBImageFormatJPEG: .jpeg
        default: nil
        }
    }
}

extension OSBImageInfo {
    /// The codec's message as a Swift string.
    var messageText: String {
        withUnsafeBytes(of: message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "invalid image data" : text
        }
    }
}

extension BitmapImageCodec {
    /// Writes premultiplied BGRA pixels (Cairo's ARGB32 on little-endian machines) to a PNG file
    /// with no metadata (no time, no text chunks): the same pixels always give the same bytes.
    ///
    /// - Throws: ``BitmapImageDecodingError`` with libpng's or the file system's reason.
    public static func writePNG(bgra pixels: [UInt8], width: Int, height: Int, bytesPerRow: Int, to path: String) throws(BitmapImageDecodingError) {
        guard width > 0, height > 0, bytesPerRow >= width * 4, pixels.count >= bytesPerRow * height else {
            throw BitmapImageDecodingError("cannot write a \(width)×\(height) picture from \(pixels.count) bytes")
        }
        var message = [CChar](repeating: 0, count: 256)
        let written = pixels.withUnsafeBufferPointer { buffer in
            osb_png_write_bgra(path, buffer.baseAddress, UInt32(width), UInt32(height), bytesPerRow, &message)
        }
        guard written == 1 else {
            throw BitmapImageDecodingError(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }
}
