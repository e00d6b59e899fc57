import Foundation

extension IBXMLDocument {
    /// The document as the fast reader (``XMLSinglePassReader``) reads `bytes`, or `nil` where
    /// it leaves them to Foundation's parser. For the fuzz checks, which hold both readers to
    /// the same tree (`Sources/FuzzChecks`, `docs/fuzzing.md`).
    @_spi(Fuzzing) public static func readWithSinglePassReader(_ bytes: [UInt8], path: String) -> IBXMLDocument? {
        XMLSinglePassReader.read(bytes, path: path)
    }

    /// The document as Foundation's `XMLParser` path (``IBXMLTreeBuilder``) reads `bytes`,
    /// whatever the fast reader would do with them. For the fuzz checks.
    @_spi(Fuzzing) public static func readWithFoundation(_ bytes: [UInt8], path: String) -> IBXMLDocument {
        parseWithFoundation(bytes, data: Data(bytes), path: path)
    }
}
