/// Reads typed values from element attributes and records an ``Diagnostic`` for every value
/// that is present but cannot be read, so no value is ever dropped silently.
struct IBValueReader {
    var file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    // MARK: Parsing (the rules every reader of a value shares)

    /// A finite number written as `text`, or nil.
    static func number(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// An integer written as `text` (`2` or `2.0`), or nil.
    static func integer(_ text: String) -> Int? {
        if let value = Int(text) { return value }
        if let value = Double(text), value.isFinite, value == value.rounded(), abs(value) < 1e15 { return Int(value) }
        return nil
    }

    /// `YES` / `NO` (and the `yes`, `true`, `no`, `false` some generators write), or nil.
    static func boolean(_ text: String) -> Bool? {
        switch text {
        case "YES", "yes", "true": true
        case "NO", "no", "false": false
        default: nil
        }
    }

    // MARK: Reading and reporting

    /// A finite number, `nil` when absent; a diagnostic when present and unreadable.
    mutating func double(_ element: IBElement, _ name: String) -> Double? {
        guard let text = element[name] else { return nil }
        if let value = Self.number(text) { return value }
        invalid(element, name, text, expected: "a finite number")
        return nil
    }

    /// An integer, `nil` when absent; a diagnostic when present and unreadable.
    mutating func int(_ element: IBElement, _ name: String) -> Int? {
        guard let text = element[name] else { return nil }
        if let value = Self.integer(text) { return value }
        invalid(element, name, text, expected: "an integer")
        return nil
    }

    /// `YES` / `NO`, `nil` when absent; a diagnostic when present and neither.
    mutating func bool(_ element: IBElement, _ name: String) -> Bool? {
        guard let text = element[name] else { return nil }
        if let value = Self.boolean(text) { return value }
        invalid(element, name, text, expected: "YES or NO")
        return nil
    }

    /// A word of a closed set, `nil` when absent; when another word, it is returned all the same
    /// (the model keeps it) and a warning is recorded.
    mutating func word(_ element: IBElement, _ name: String, in words: Set<String>) -> String? {
        guard let text = element[name] else { return nil }
        if !words.contains(text) {
            diagnostics.append(Diagnostic(.warning, .invalidValue, file: file, at: element.position,
                message: "<\(element.name)> \(name)=\"\(text)\" is not one of \(words.sorted().joined(separator: ", "))"))
        }
        return text
    }

    /// Checks the attributes of `element` listed in `types`, recording a diagnostic for every
    /// value that is not of its type (``IBAttributeTypes``).
    mutating func check(_ element: IBElement, _ types: [String: IBAttributeTypes.ValueType]) {
        for attribute in element.attributes {
            let name = attribute.name
            guard let type = types[name] else { continue }
            switch type {
            case .number: _ = double(element, name)
            case .integer: _ = int(element, name)
            case .boolean: _ = bool(element, name)
            case .word(let words): _ = word(element, name, in: words)
            }
        }
    }

    /// Records an unreadable value.
    mutating func invalid(_ element: IBElement, _ name: String, _ text: String, expected: String) {
        diagnostics.append(Diagnostic(.error, .invalidValue, file: file, at: element.position,
            message: "<\(element.name)> \(name)=\"\(text)\" is not \(expected)"))
    }
}
