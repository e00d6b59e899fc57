import Foundation

/// The secret every write request carries in its `X-Storyboard-Token` header: 32 random bytes
/// from the system's generator, as 64 hexadecimal digits, made anew each time `serve` starts.
public struct ServeToken: Sendable, Equatable, CustomStringConvertible {
    /// The header a write request carries the token in.
    public static let header = "X-Storyboard-Token"

    /// The token's text.
    public let value: String

    /// A new random token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        value = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// A given token (tests).
    public init(value: String) {
        self.value = value
    }

    /// Whether `candidate` is the token, compared in time that does not depend on where the two
    /// first differ.
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(value.utf8), b = Array(candidate.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    public var description: String { value }
}
