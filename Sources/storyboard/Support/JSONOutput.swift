import Foundation
import OpenStoryboard

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

/// A value that is written as JSON `null` when absent (a plain optional is left out).
struct Nullable<Value: Encodable>: Encodable {
    var value: Value?

    init(_ value: Value?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}

/// A diagnostic as the commands' JSON lists it (`file` only where the command writes it).
struct DiagnosticOutput: Encodable {
    var severity: String
    var message: String
    var code: String
    var file: String?
    var line: Int?
    var column: Int?

    init(_ diagnostic: Diagnostic, includingFile: Bool = false) {
        severity = diagnostic.severity.rawValue
        message = diagnostic.message
        code = diagnostic.code.rawValue
        file = includingFile ? diagnostic.file : nil
        line = diagnostic.line
        column = diagnostic.column
    }
}
