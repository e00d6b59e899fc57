import Foundation

/// The JSON the commands print: a `Codable` value, pretty printed with sorted keys and
/// unescaped slashes (paths stay readable).
enum JSONOutput {
    /// The value as the commands print it.
    static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
