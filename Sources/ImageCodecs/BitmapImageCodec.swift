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
