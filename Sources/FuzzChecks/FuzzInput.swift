/// Reads choices out of fuzzer bytes: each read takes the next byte, and zero once the bytes
/// run out, so every input decodes to something and a longer input only adds to it.
struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `0..<count` (`count` at most 256), from one byte.
    mutating func index(below count: Int) -> Int {
        Int(byte()) % max(count, 1)
    }

    /// One of `choices`, from one byte.
    mutating func choose<T>(_ choices: [T]) -> T {
        choices[index(below: choices.count)]
    }

    /// The bytes not read yet.
    mutating func rest() -> [UInt8] {
        defer { index = bytes.count }
        return index < bytes.count ? Array(bytes[index...]) : []
    }
}
