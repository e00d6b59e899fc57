import Foundation
@_spi(Fuzzing) import InterfaceBuilder

/// The document reader on arbitrary bytes: the XML layer, the typed model, and the agreement of
/// the two XML readers.
///
/// Checks: `IBXMLDocument.parse` and `IBDocument(xml:)` never trap, whatever the bytes; a
/// typed document resolves for size classes and writes back as its tree does. Wherever the
/// single-pass reader accepts the checked text (after the input check's transcoding),
/// Foundation's `XMLParser` path reads the same tree (positions, attribute order, source text,
/// diagnostics) and the same serialization, the document is complete, and `parse` returns that
/// tree.
@MainActor
enum DocumentParserCheck {
    static let path = "Fuzz.storyboard"

    static func check(_ bytes: [UInt8]) -> [String] {
        let document = IBXMLDocument.parse(Data(bytes), path: path)
        _ = document.xmlString()
        for diagnostic in document.diagnostics { _ = diagnostic.description }

        var problems: [String] = []
        if let text = IBXMLDocument.checkedUTF8(bytes, path: path), !IBXMLDocument.plainTextChecksAgree(text) {
            problems.append("the input check and the fast reader disagree about which characters the fast reader may read")
        }
        if let text = IBXMLDocument.checkedUTF8(bytes, path: path),
            let fast = IBXMLDocument.readWithSinglePassReader(text, path: path)
        {
            let slow = IBXMLDocument.readWithFoundation(text, path: path)
            if fast != slow {
                problems.append("the two readers disagree: " + difference(fast, slow))
            } else if fast.xmlString() != slow.xmlString() {
                problems.append("the two readers' trees are equal but write differently")
            }
            if !fast.isComplete { problems.append("the single-pass reader accepted an incomplete document") }
            if document.root != fast.root || document.epilog != fast.epilog || document.diagnostics != fast.diagnostics {
                problems.append("parse did not return the single-pass reader's tree")
            }
        } else if IBXMLDocument.checkedUTF8(bytes, path: path) == nil, document.root != nil {
            problems.append("the input check refused the bytes but parse read a tree")
        }

        if let typed = try? IBDocument(xml: document) {
            for diagnostic in typed.diagnostics { _ = diagnostic.description }
            for traits in [
                IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular),
                IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .compact, idiom: .pad),
            ] {
                _ = typed.resolved(for: traits)
            }
            if typed.xmlString() != document.xmlString() {
                problems.append("the typed document writes back differently from its XML tree")
            }
        }
        return problems
    }

    /// Where two trees first differ, for the failure message.
    static func difference(_ a: IBXMLDocument, _ b: IBXMLDocument) -> String {
        if a.prolog != b.prolog { return "prolog \(a.prolog.debugDescription) vs \(b.prolog.debugDescription)" }
        if a.epilog != b.epilog { return "epilog \(a.epilog.debugDescription) vs \(b.epilog.debugDescription)" }
        if a.isComplete != b.isComplete { return "complete \(a.isComplete) vs \(b.isComplete)" }
        if a.diagnostics != b.diagnostics { return "diagnostics \(a.diagnostics) vs \(b.diagnostics)" }
        switch (a.root, b.root) {
        case let (x?, y?): return difference(x, y, at: "/") ?? "paths or other fields"
        default: return "root \(a.root?.name ?? "none") vs \(b.root?.name ?? "none")"
        }
    }

    static func difference(_ a: IBElement, _ b: IBElement, at path: String) -> String? {
        let here = path + a.name
        if a.name != b.name { return "\(here): name \(b.name)" }
        if a.position != b.position { return "\(here): position \(String(describing: a.position)) vs \(String(describing: b.position))" }
        if a.attributes != b.attributes { return "\(here): attributes \(a.attributes) vs \(b.attributes)" }
        if a.isSelfClosing != b.isSelfClosing { return "\(here): self-closing \(a.isSelfClosing) vs \(b.isSelfClosing)" }
        if a.startTagTrailer != b.startTagTrailer {
            return "\(here): trailer \(String(describing: a.startTagTrailer)) vs \(String(describing: b.startTagTrailer))"
        }
        if a.children.count != b.children.count { return "\(here): \(a.children.count) vs \(b.children.count) children" }
        for (index, (x, y)) in zip(a.children, b.children).enumerated() where x != y {
            if case let (.element(p), .element(q)) = (x, y) {
                return difference(p, q, at: here + "/") ?? "\(here): child \(index)"
            }
            return "\(here): child \(index): \(x) vs \(y)"
        }
        return nil
    }
}
