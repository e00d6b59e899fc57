import Foundation
import OpenStoryboard

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
        return hex(hash)
    }

    /// A drawn picture's: its size and every pixel of every row (not the padding), two 64-bit
    /// lanes (FNV-1a, and a multiply-rotate hash) for 128 bits. A verification compares it with
    /// the recorded one before anything is encoded: the same pixels give the same PNG bytes, so a
    /// picture whose pixels are the recorded ones passes without being written or read.
    static func of(pixels bitmap: RenderedBitmap) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x9e37_79b9_7f4a_7c15
        let rowBytes = bitmap.width * 4
        bitmap.pixels.withUnsafeBytes { raw in
            for y in 0..<bitmap.height {
                let row = y * bitmap.bytesPerRow
                guard row + rowBytes <= raw.count else { break }
                var offset = row
                while offset + 8 <= row + rowBytes {
                    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    first = (first ^ word) &* 0x100_0000_01b3
                    second = ((second ^ word) &* 0xff51_afd7_ed55_8ccd).rotatedLeft(by: 31)
                    offset += 8
                }
                while offset < row + rowBytes {
                    first = (first ^ UInt64(raw[offset])) &* 0x100_0000_01b3
                    second = ((second ^ UInt64(raw[offset])) &* 0xff51_afd7_ed55_8ccd).rotatedLeft(by: 31)
                    offset += 1
                }
            }
        }
        for value in [UInt64(bitmap.width), UInt64(bitmap.height)] {
            first = (first ^ value) &* 0x100_0000_01b3
            second = ((second ^ value) &* 0xff51_afd7_ed55_8ccd).rotatedLeft(by: 31)
        }
        return hex(first) + hex(second)
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
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

extension UInt64 {
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 { self << count | self >> (64 - count) }
}
