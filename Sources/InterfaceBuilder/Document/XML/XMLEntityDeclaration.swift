/// An `<!ENTITY …>` declaration found in a document's internal DTD subset.
///
/// Interface Builder never writes a DTD, so any declaration is suspicious. The XML reader
/// looks at them before parsing: external entities are reported and never resolved, and a
/// document whose entities would expand beyond ``expansionLimit`` characters (the "billion
/// laughs" attack) is not parsed at all.
struct XMLEntityDeclaration {
    /// The most characters one entity reference may expand to.
    static let expansionLimit = 1 << 20

    var name: String
    var isParameterEntity: Bool
    /// The replacement text of an internal entity.
    var value: String?
    var publicID: String?
    var systemID: String?
    /// The byte offset of `<!ENTITY`.
    var offset: Int

    var isExternal: Bool { value == nil }

    /// The declarations in `range` of `bytes` (a `<!DOCTYPE …>` declaration).
    static func scan(_ bytes: [UInt8], in range: Range<Int>) -> [XMLEntityDeclaration] {
        var declarations: [XMLEntityDeclaration] = []
        let keyword = Array("<!ENTITY".utf8)
        var index = range.lowerBound
        func skipSpace() {
            while index < range.upperBound, [0x20, 0x0A, 0x09, 0x0D].contains(bytes[index]) { index += 1 }
        }
        func word() -> String {
            let start = index
            while index < range.upperBound, ![0x20, 0x0A, 0x09, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(bytes[index]) {
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        func quoted() -> String? {
            guard index < range.upperBound, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < range.upperBound, bytes[index] != quote { index += 1 }
            let text = String(decoding: bytes[start..<min(index, range.upperBound)], as: UTF8.self)
            index += 1
            return text
        }
        while index + keyword.count <= range.upperBound {
            guard bytes[index] == keyword[0], Array(bytes[index..<(index + keyword.count)]) == keyword else {
                index += 1
                continue
            }
            let offset = index
            index += keyword.count
            skipSpace()
            var isParameter = false
            if index < range.upperBound, bytes[index] == UInt8(ascii: "%") {
                isParameter = true
                index += 1
                skipSpace()
            }
            var declaration = XMLEntityDeclaration(name: word(), isParameterEntity: isParameter, offset: offset)
            skipSpace()
            if let value = quoted() {
                declaration.value = value
            } else {
                let kind = word()
                skipSpace()
                if kind == "PUBLIC" {
                    declaration.publicID = quoted()
                    skipSpace()
                }
                declaration.systemID = quoted()
            }
            declarations.append(declaration)
        }
        return declarations
    }

    /// The general entity with the largest expansion when it is over ``expansionLimit``
    /// characters (or recursive), and its size (capped just above the limit).
    static func firstOverLimit(_ declarations: [XMLEntityDeclaration]) -> (XMLEntityDeclaration, Int)? {
        var byName: [String: XMLEntityDeclaration] = [:]
        for declaration in declarations where !declaration.isParameterEntity && byName[declaration.name] == nil {
            byName[declaration.name] = declaration
        }
        var sizes: [String: Int] = [:]
        var visiting: Set<String> = []
        let cap = expansionLimit + 1

        func size(of name: String) -> Int {
            if let known = sizes[name] { return known }
            guard let declaration = byName[name], let value = declaration.value else { return 0 }
            if visiting.contains(name) { return cap }  // a reference loop expands without end
            visiting.insert(name)
            defer { visiting.remove(name) }
            var total = 0
            let scalars = Array(value.unicodeScalars)
            var index = 0
            while index < scalars.count, total < cap {
                if scalars[index] == "&", let semicolon = scalars[index...].firstIndex(of: ";") {
                    let reference = String(String.UnicodeScalarView(scalars[(index + 1)..<semicolon]))
                    if reference.hasPrefix("#") || ["amp", "lt", "gt", "quot", "apos"].contains(reference) {
                        total += 1
                    } else {
                        total += size(of: reference)
                    }
                    index = semicolon + 1
                } else {
                    total += 1
                    index += 1
                }
            }
            total = min(total, cap)
            sizes[name] = total
            return total
        }

        for declaration in declarations where !declaration.isParameterEntity {
            let expansion = size(of: declaration.name)
            if expansion > expansionLimit { return (declaration, expansion) }
        }
        return nil
    }
}
