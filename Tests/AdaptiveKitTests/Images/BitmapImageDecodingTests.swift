@testable import AdaptiveKit
import Foundation
import ImageCodecs
import Testing

/// AdaptiveKit reads bitmap headers itself and asks the host's codec for pixels.
@Suite("Bitmap decoding: headers in AdaptiveKit, pixels from the host's codec")
struct BitmapImageDecodingTests {
    static let fixtures = ["red-4x3.png", "gray-5x5.png", "gradient-16x8.jpg"]

    @Test("the built-in decoder reads the same format and size as libpng and libjpeg", arguments: fixtures)
    func headersAgree(name: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: ImageFixtures.path(name)))
        let builtIn = try BuiltInBitmapImageDecoder().info(of: data)
        #expect(builtIn == (try BitmapImageCodec.shared.info(of: data)))
        #expect(builtIn.format == (name.hasSuffix(".jpg") ? .jpeg : .png))
    }

    @Test("generated PNGs of many sizes: the built-in header reader agrees with libpng")
    func generatedSizes() throws {
        for (width, height) in [(1, 1), (30, 12), (257, 3), (3, 1000)] {
            let data = TestPNG.data(width: width, height: height)
            #expect(try BuiltInBitmapImageDecoder().info(of: data) == BitmapImageInfo(format: .png, pixelWidth: width, pixelHeight: height))
        }
    }

    @Test("without a codec an image has its size, and asking for pixels says a codec is needed")
    func pixelsNeedACodec() throws {
        try BitmapImageDecoder.$taskDecoder.withValue(BuiltInBitmapImageDecoder()) {
            let path = ImageFixtures.path("red-4x3.png")
            let image = try UIImage.load(contentsOfFile: path)
            #expect(image.size == CGSize(width: 4, height: 3))
            #expect(throws: ImageError.bitmapDecodingUnavailable(path: path)) { try image.decodedBGRA() }
            #expect(ImageError.bitmapDecodingUnavailable(path: path).description.contains("BitmapImageDecoder.current = BitmapImageCodec.shared"))
            // With the codec, the same image decodes.
            #expect(try image.decodedBGRA(decoder: BitmapImageCodec.shared).pixel(x: 0, y: 0).red == 255)
        }
    }

    /// A PNG signature and IHDR chunk claiming `width` × `height` (no pixel data follows).
    static func header(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]  // depth, RGBA, methods, CRC
        return Data(bytes)
    }

    @Test("a header claiming a gigantic size is refused by every decoder before pixel memory is allocated")
    func giganticHeader() throws {
        for (width, height) in [(100_000, 10) as (UInt32, UInt32), (20_000, 20_000)] {
            let data = Self.header(width: width, height: height)
            let error = try #require(throws: BitmapImageDecodingError.self) { try BuiltInBitmapImageDecoder().info(of: data) }
            #expect(error.message.contains("more than can be drawn"))
            #expect(throws: BitmapImageDecodingError.self) { try BitmapImageCodec.shared.info(of: data) }
            #expect(throws: BitmapImageDecodingError.self) { try BitmapImageCodec.shared.decodeBGRA(data) }
            #expect(throws: ImageError.self) { try UIImage.load(data: data) }
        }
    }

    @Test("malformed headers: each a message, never a crash", arguments: [
        (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]), "the PNG ends inside its header"),
        (header(width: 0, height: 5), "empty size"),
        (Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14) + [0xFF, 0xD9]), "the JPEG ends before its frame header"),
        (Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00]), "a segment of length 0"),
        (Data("GIF89a".utf8), "unrecognised signature"),
    ] as [(Data, String)])
    func malformed(data: Data, reason: String) throws {
        let error = try #require(throws: BitmapImageDecodingError.self) { try BuiltInBitmapImageDecoder().info(of: data) }
        #expect(error.message.contains(reason), "\(error.message)")
    }
}
