import Foundation

/// A short, stable name for some bytes: 64-bit FNV-1a over 8-byte words, in hexadecimal. Not a
/// cryptographic hash: it tells a baseline whether a document or the tool changed since it was
/// recorded.
enum Fingerprint {
    static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* 0x100_0000_01b3
                offset += 1
            }
        }
        hash ^= UInt64(data.count)
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// The file's fingerprint; `nil` when it cannot be read.
    static func of(file path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)).map(of)
    }

    /// The running `storyboard` executable's.
    static let tool: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return of(file: executable) ?? "unknown"
    }()
}
