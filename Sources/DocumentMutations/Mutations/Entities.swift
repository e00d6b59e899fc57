import Foundation

/// Mutations with a document type declaration: entity expansion bombs and external entities.
extension MutationContext {
    /// Inserts a DOCTYPE after the XML declaration and puts a reference in a text attribute
    /// (or, when `asText`, as the text of an element).
    private mutating func declare(_ subset: String, reference: String, asText: Bool) -> String? {
        let declarationEnd: Int
        if source.starts(with: Array("<?xml".utf8)), let end = source.firstIndex(of: UInt8(ascii: ">")) {
            declarationEnd = end + 1
        } else {
            declarationEnd = 0
        }
        insert("\n<!DOCTYPE document [\n\(subset)\n]>", at: declarationEnd)
        if asText {
            guard let index = pickElement(where: { !$0.isSelfClosing && $0.depth > 0 }) else { return nil }
            insert(reference, at: elements[index].startTagEnd)
            return "in the text of \(describe(index))"
        }
        guard let (index, attribute) = pickAttribute(where: { _, a in ["text", "title", "userLabel", "placeholder", "image", "customClass"].contains(a.name) })
            ?? pickAttribute(where: { e, _ in e.depth > 0 }) else { return nil }
        replace(attribute.valueRange, with: reference)
        return "in \(attribute.name) of \(describe(index))"
    }

    mutating func entityBomb() -> String? {
        let choice = variant(4)
        let asText = random.chance(1, in: 2)
        switch choice {
        case 0, 1:
            // Billion laughs: 10 levels of 10 references each.
            let levels = choice == 0 ? 9 : 5
            var subset = "<!ENTITY lol0 \"lol\">"
            for level in 1...levels {
                subset += "\n<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
            }
            return declare(subset, reference: "&lol\(levels);", asText: asText).map { "10^\(levels) laughs \($0)" }
        case 2:
            // Quadratic blowup: one 64 KiB entity referenced 20,000 times.
            let subset = "<!ENTITY big \"" + String(repeating: "x", count: 65_536) + "\">"
            return declare(subset, reference: String(repeating: "&big;", count: 20_000), asText: asText).map { "a 64 KiB entity referenced 20,000 times \($0)" }
        default:
            // An entity that refers to itself.
            return declare("<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">", reference: "&a;", asText: asText).map { "mutually recursive entities \($0)" }
        }
    }

    mutating func externalEntity() -> String? {
        let options: [(String, String, String)] = [
            ("an external entity of /etc/passwd", "<!ENTITY ext SYSTEM \"file:///etc/passwd\">", "&ext;"),
            ("an external entity of /dev/zero", "<!ENTITY ext SYSTEM \"file:///dev/zero\">", "&ext;"),
            ("an external entity of /dev/urandom", "<!ENTITY ext SYSTEM \"/dev/urandom\">", "&ext;"),
            ("an external entity at an unreachable address", "<!ENTITY ext SYSTEM \"http://10.255.255.1/entity.xml\">", "&ext;"),
            ("an external parameter entity of /dev/zero", "<!ENTITY % p SYSTEM \"file:///dev/zero\"> %p;", "x"),
            ("an external parameter entity at an unreachable address", "<!ENTITY % p SYSTEM \"http://10.255.255.1/p.dtd\"> %p;", "x"),
            ("a relative external entity climbing out", "<!ENTITY ext SYSTEM \"../../../../../../../../etc/hostname\">", "&ext;"),
            ("an unparsed entity", "<!NOTATION png SYSTEM \"image/png\"><!ENTITY pic SYSTEM \"/dev/zero\" NDATA png>", "&pic;"),
        ]
        let (name, subset, reference) = variant(options)
        return declare(subset, reference: reference, asText: random.chance(1, in: 3)).map { "\(name) \($0)" }
    }
}
