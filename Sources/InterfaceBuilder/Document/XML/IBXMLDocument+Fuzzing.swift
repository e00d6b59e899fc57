import Foundation

extension IBXMLDocument {
    /// The UTF-8 text both readers are given for `bytes` after the input check (``XMLInput``):
    /// the bytes themselves for UTF-8, the transcoded text for another encoding, `nil` when the
    /// check refuses them. For the fuzz checks (`Sources/FuzzChecks`, `docs/fuzzing.md`).
    @_spi(Fuzzing) public static func checkedUTF8(_ bytes: [UInt8], path: String) -> [UInt8]? {
        guard case .read(let prepared) = XMLInput.prepare(bytes, path: path) else { return nil }
        return prepared.utf8
    }

    /// The document as the fast reader (``XMLSinglePassReader``) reads checked UTF-8 text, or
    /// `nil` where it leaves it to Foundation's parser. For the fuzz checks, which hold both
    /// readers to the same tree.
    @_spi(Fuzzing) public static func readWithSinglePassReader(_ utf8: [UInt8], path: String) -> IBXMLDocument? {
        XMLSinglePassReader.read(utf8, path: path)
    }

    /// Whether the input check's one pass (``XMLInput/scanUTF8(_:)``) and the fast reader's own
    /// character check agree on which checked text the fast reader may read. For the fuzz
    /// checks: `parse` trusts the first and skips the second.
    @_spi(Fuzzing) public static func plainTextChecksAgree(_ utf8: [UInt8]) -> Bool {
        let scan = XMLInput.scanUTF8(utf8)
        guard scan.failure == nil else { return true }
        return scan.isPlainText == utf8.withUnsafeBufferPointer { XMLSinglePassReader.hasOnlyAllowedCharacters($0) }
    }

    /// The document as Foundation's `XMLParser` path (``IBXMLTreeBuilder``) reads checked UTF-8
    /// text, whatever the fast reader would do with it. For the fuzz checks.
    @_spi(Fuzzing) public static func readWithFoundation(_ utf8: [UInt8], path: String) -> IBXMLDocument {
        parseWithFoundation(utf8, data: Data(utf8), path: path)
    }
}
