import Foundation

/// Mutations of single attributes: removed, repeated, of the wrong type, unknown enumerations,
/// huge values.
extension MutationContext {
    mutating func deleteAttribute() -> String? {
        guard let (index, attribute) = pickAttribute(where: { e, _ in e.depth > 0 }) else { return nil }
        replace(attribute.whole, with: "")
        return "\(attribute.name) removed from \(describe(index))"
    }

    mutating func deleteKeyAttribute() -> String? {
        let wanted = variant(Array(Vocabulary.keyAttributes).sorted())
        guard let (index, attribute) = pickAttribute(where: { e, a in e.depth > 0 && a.name == wanted })
            ?? pickAttribute(where: { e, a in e.depth > 0 && Vocabulary.keyAttributes.contains(a.name) }) else { return nil }
        replace(attribute.whole, with: "")
        return "\(attribute.name) removed from \(describe(index))"
    }

    mutating func duplicateAttribute() -> String? {
        guard let (index, attribute) = pickAttribute(where: { _, _ in true }) else { return nil }
        insert(" \(attribute.name)=\"\(variant(["other", "", attribute.value, "1e308"]))\"", at: attribute.whole.upperBound)
        return "\(attribute.name) repeated on \(describe(index))"
    }

    mutating func wrongValueType() -> String? {
        switch variant(3) {
        case 0:
            guard let (index, attribute) = pickAttribute(where: { _, a in Vocabulary.isQuantity(a) }) else { return nil }
            let value = random.pick(["abc", "", "12px", "0x1F", "1,5", "YES", "1 2", "--1", "1e", ".", "½", "١٢"])
            replace(attribute.valueRange, with: value)
            return "\(attribute.name) of \(describe(index)) = \"\(value)\""
        case 1:
            guard let (index, attribute) = pickAttribute(where: { _, a in a.value == "YES" || a.value == "NO" }) else { return nil }
            let value = random.pick(["maybe", "1", "true", "", "yes", "NOPE"])
            replace(attribute.valueRange, with: value)
            return "\(attribute.name) of \(describe(index)) = \"\(value)\""
        default:
            guard let (index, attribute) = pickAttribute(where: { _, a in Vocabulary.referenceAttributes.contains(a.name) || a.name == "id" }) else { return nil }
            let value = random.pick(["42", "-1", "1e308", "YES", "<view>", "a b c"].map { $0.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;") })
            replace(attribute.valueRange, with: value)
            return "\(attribute.name) of \(describe(index)) = \"\(value)\""
        }
    }

    mutating func unknownEnumValue() -> String? {
        guard let (index, attribute) = pickAttribute(where: { _, a in Vocabulary.enumAttributes.contains(a.name) }) else { return nil }
        let value = variant(["bogusValue", "", "🙂", String(repeating: "x", count: 1000), "\(attribute.value) \(attribute.value)", attribute.value.uppercased(), "-1", "nan"])
        replace(attribute.valueRange, with: value)
        return "\(attribute.name) of \(describe(index)) = \"\(value.prefix(40))\""
    }

    mutating func hugeAttributeValue() -> String? {
        guard let (index, attribute) = pickAttribute(where: { _, a in ["text", "title", "id", "userLabel", "placeholder", "customClass", "key", "image", "storyboardIdentifier"].contains(a.name) }) else { return nil }
        let options: [(String, () -> String)] = [
            ("1 MB", { String(repeating: "W", count: 1 << 20) }),
            ("4 MB", { String(repeating: "Wide text ", count: 400_000) }),
            ("1 MB of escaped ampersands", { String(repeating: "&amp;", count: 200_000) }),
            ("1 MB of emoji on one line", { String(repeating: "👩‍👩‍👧‍👦", count: 40_000) }),
            ("100,000 lines", { String(repeating: "line&#10;", count: 100_000) }),
        ]
        let (name, make) = variant(options)
        replace(attribute.valueRange, with: make())
        return "\(attribute.name) of \(describe(index)) = \(name)"
    }
}
