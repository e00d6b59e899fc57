import Foundation
import InterfaceBuilder
import Testing

/// The table of diagnostic codes: unique, documented, and the same as `docs/diagnostics.md`.
@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs")

    /// GitHub's anchor of a Markdown heading: lower case, punctuation other than `-` dropped,
    /// spaces as `-`.
    static func anchors(in file: URL) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        var anchors: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            anchors.insert(String(title.compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            }))
        }
        return anchors
    }

    @Test("every code is unique and has a severity, a summary and a link to a heading of docs/")
    func codesAreDocumented() throws {
        let codes = Diagnostic.Code.all
        #expect(Set(codes.map(\.rawValue)).count == codes.count, "a code is declared twice")
        for code in codes {
            #expect(code.rawValue.split(separator: ".").count == 2, "\(code) is area.name")
            #expect(!code.summary.isEmpty && !code.summary.contains("\n"), "\(code) has a one-line summary")
            let parts = code.documentation.split(separator: "#", maxSplits: 1).map(String.init)
            try #require(parts.count == 2, "\(code) links to a file and an anchor")
            let file = Self.docs.appendingPathComponent(parts[0])
            #expect(FileManager.default.fileExists(atPath: file.path), "\(code): \(parts[0]) exists")
            if FileManager.default.fileExists(atPath: file.path) {
                #expect(try Self.anchors(in: file).contains(parts[1]), "\(code): \(code.documentation) is a heading")
            }
            #expect(Diagnostic.Code(rawValue: code.rawValue) == code)
        }
        #expect(Diagnostic.Code(rawValue: "ib.noSuchCode") == nil)
    }

    @Test("docs/diagnostics.md is the table")
    func tableIsCurrent() throws {
        let file = Self.docs.appendingPathComponent("diagnostics.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == Diagnostic.Code.markdownTable, "regenerate docs/diagnostics.md from Diagnostic.Code.markdownTable")
    }

    @Test("a diagnostic without a severity takes its code's default")
    func defaultSeverity() {
        #expect(Diagnostic(.launchWebView, file: "a.xib", at: nil, message: "m").severity == .error)
        #expect(Diagnostic(.unknownClass, file: "a.xib", at: nil, message: "m").severity == .warning)
    }

    @Test("a code is encoded as its identifier")
    func codable() throws {
        let data = try JSONEncoder().encode([Diagnostic.Code.invalidValue])
        #expect(String(decoding: data, as: UTF8.self) == #"["ib.invalidValue"]"#)
        #expect(try JSONDecoder().decode([Diagnostic.Code].self, from: data) == [.invalidValue])
    }
}
