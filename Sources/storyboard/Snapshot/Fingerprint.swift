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

    /// A drawn picture's: its size and every pixel of every row (not the padding), 128 bits. A
    /// verification compares it with the recorded one before anything is encoded: the same pixels
    /// give the same PNG bytes, so a picture whose pixels are the recorded ones passes without
    /// being written or read.
    static func of(pixels bitmap: RenderedBitmap) -> String {
        var hasher = PixelHasher()
        let rowBytes = bitmap.width * 4
        bitmap.pixels.withUnsafeBytes { raw in
            if bitmap.bytesPerRow == rowBytes {
                hasher.combine(UnsafeRawBufferPointer(rebasing: raw.prefix(rowBytes * bitmap.height)))
            } else {
                for y in 0..<bitmap.height where (y + 1) * bitmap.bytesPerRow <= raw.count {
                    hasher.combine(UnsafeRawBufferPointer(rebasing: raw[y * bitmap.bytesPerRow ..< y * bitmap.bytesPerRow + rowBytes]))
                }
            }
        }
        let (first, second) = hasher.finalize(width: bitmap.width, height: bitmap.height)
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

/// A hash of many megabytes of pixels at memory speed: three independent lanes, each folding 16
/// bytes at a time into its state by a 64 × 64 → 128-bit multiplication whose halves are
/// exclusive-ored (wyhash's "mum"), so every input bit reaches every output bit; then the lanes,
/// the length and the size are mixed into 128 bits.
struct PixelHasher {
    private static let secrets: [UInt64] = [0xa076_1d64_78bd_642f, 0xe703_7ed1_a0b4_28db, 0x8ebc_6af0_9c88_c6e3, 0x5899_65cc_7537_4cc3]
    private var lanes: (UInt64, UInt64, UInt64) = (0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344, 0xa409_3822_299f_31d0)
    private var length: UInt64 = 0

    @inline(__always) private static func mum(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// Adds bytes (whole 48-byte blocks on all three lanes, the rest 8 then 1 byte at a time).
    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        let s0 = Self.secrets[0], s1 = Self.secrets[1], s2 = Self.secrets[2], s3 = Self.secrets[3]
        var (a, b, c) = lanes
        var offset = 0
        let count = bytes.count
        while offset + 48 <= count {
            a = Self.mum(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ s0, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self) ^ a)
            b = Self.mum(bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self) ^ s1, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self) ^ b)
            c = Self.mum(bytes.loadUnaligned(fromByteOffset: offset + 32, as: UInt64.self) ^ s2, bytes.loadUnaligned(fromByteOffset: offset + 40, as: UInt64.self) ^ c)
            offset += 48
        }
        while offset + 8 <= count {
            a = Self.mum(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ s3, a ^ s0)
            offset += 8
        }
        while offset < count {
            a = Self.mum(UInt64(bytes[offset]) ^ s3, a ^ s1)
            offset += 1
        }
        lanes = (a, b, c)
        length &+= UInt64(count)
    }

    /// The two 64-bit halves of the hash of everything combined and a `width` × `height` size.
    func finalize(width: Int, height: Int) -> (UInt64, UInt64) {
        let (a, b, c) = lanes
        let size = UInt64(truncatingIfNeeded: width) << 32 ^ UInt64(truncatingIfNeeded: height)
        let first = Self.mum(a ^ Self.secrets[0] ^ length, b ^ Self.secrets[1] ^ size)
        let second = Self.mum(c ^ Self.secrets[2] ^ first, a ^ b ^ Self.secrets[3])
        return (Self.mum(first ^ c, size ^ Self.secrets[3]), second)
    }
}
