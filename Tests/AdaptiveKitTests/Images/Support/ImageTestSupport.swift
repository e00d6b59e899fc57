@testable import AdaptiveKit
import Foundation

/// Real PNG files written at test time, so catalog slots can have any pixel size.
///
/// The encoder writes uncompressed ("stored") deflate blocks, which every PNG decoder reads;
/// libpng decodes them in the code under test. The committed fixtures in `Fixtures/` cover
/// zlib-compressed PNG and JPEG.
enum TestPNG {
    /// An opaque PNG of the given pixel size, every pixel the given RGBA colour.
    static func data(width: Int, height: Int, rgba: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (width * 4 + 1))
        for _ in 0..<height {
            raw.append(0)  // filter: none
            for _ in 0..<width { raw.append(contentsOf: [rgba.0, rgba.1, rgba.2, rgba.3]) }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let isLast = offset + count >= bytes.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian((b << 16) | a)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// A folder under the temporary directory, removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("OpenStoryboard-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes a file (creating folders), returning its URL.
    @discardableResult
    func write(_ relativePath: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Writes a PNG of the given pixel size.
    @discardableResult
    func writePNG(_ relativePath: String, width: Int, height: Int) throws -> URL {
        try write(relativePath, TestPNG.data(width: width, height: height))
    }

    /// This folder as a bundle (a bundle is a folder here).
    var bundle: Bundle { Bundle(path: url.path)! }
}

/// The committed fixtures and the shared corpus.
enum ImageFixtures {
    /// `Tests/AdaptiveKitTests/Fixtures`.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// A `Contents.json` of `../shared/corpus/files`, by its number prefix (`"198"`).
    static func corpusContents(_ number: String) throws -> Data {
        let files = SharedReference.url("corpus/files")
        let names = try FileManager.default.contentsOfDirectory(atPath: files.path)
        guard let name = names.first(where: { $0.hasPrefix(number + "_") && $0.hasSuffix(".json") }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "corpus file \(number)_*.json"])
        }
        return try Data(contentsOf: files.appendingPathComponent(name))
    }

    /// Writes a corpus `Contents.json` as `folder/Contents.json` and a real file for every
    /// `filename` it names: a PNG of `pointSize × scale` pixels (a slot without a scale gets
    /// `pointSize` pixels), the 25×25 pt star PDF for PDF files (`Fixtures/Vector/star-25pt.pdf`,
    /// as the Adaptive Photos rating stars are), the 30×20 viewBox SVG for SVG files.
    static func installCorpusAsset(
        _ number: String, as relativeFolder: String, in catalog: TemporaryFolder, pointSize: Int = 10
    ) throws {
        let contents = try corpusContents(number)
        try catalog.write(relativeFolder + "/Contents.json", contents)
        let json = try JSONSerialization.jsonObject(with: contents) as? [String: Any] ?? [:]
        let slots = (["images", "colors", "data", "symbols"].compactMap { json[$0] as? [[String: Any]] }).flatMap { $0 }
        for slot in slots {
            guard let filename = slot["filename"] as? String else { continue }
            let path = relativeFolder + "/" + filename
            switch (filename as NSString).pathExtension {
            case "pdf": try catalog.write(path, Data(contentsOf: folder.appendingPathComponent("Vector/star-25pt.pdf")))
            case "svg": try catalog.write(path, Data(contentsOf: folder.appendingPathComponent("Vector/viewbox-30x20.svg")))
            default:
                let scale = (slot["scale"] as? String).flatMap { Int($0.dropLast()) } ?? 1
                try catalog.writePNG(path, width: pointSize * scale, height: pointSize * scale)
            }
        }
    }
}

/// Trait collections used across the image tests.
enum TestTraits {
    static func device(
        _ name: String, _ orientation: UIInterfaceOrientation = .portrait, style: UIUserInterfaceStyle = .light
    ) throws -> UITraitCollection {
        try Device.named(name).traitCollection(for: orientation, userInterfaceStyle: style)
    }

    static func traits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(mutations: mutations)
    }
}

extension UIImage {
    /// The file name the image was loaded from, for assertions.
    var fileName: String? { filePath.map { ($0 as NSString).lastPathComponent } }
}
