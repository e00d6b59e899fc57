/// Reads typed values from element attributes and records an ``Diagnostic`` for every value
/// that is present but cannot be read, so no value is ever dropped silently.
struct IBValueReader {
    var file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// A finite number, `nil` when absent; a diagnostic when present and unreadable.
    mutating func double(_ element: IBElement, _ name: String) -> Double? {
        guard let text = element[name] else { return nil }
        if let value = Double(text), value.isFinite { return value }
        invalid(element, name, text, expected: "a finite number")
        return nil
    }

    /// An integer, `nil` when absent; a diagnostic when present and unreadable.
    mutating func int(_ element: IBElement, _ name: String) -> Int? {
        guard let text = element[name] else { return nil }
        if let value = Int(text) { return value }
        if let value = Double(text), value.isFinite, value == value.rounded(), abs(value) < 1e15 { return Int(value) }
        invalid(element, name, text, expected: "an integer")
        return nil
    }

    /// `YES` / `NO`, `nil` when absent; a diagnostic when present and neither.
    mutating func bool(_ element: IBElement, _ name: String) -> Bool? {
        guard let text = element[name] else { return nil }
        switch text {
        case "YES", "yes", "true": return true
        case "NO", "no", "false": return false
        default:
            invalid(element, name, text, expected: "YES or NO")
            return nil
        }
    }

    /// Records an unreadable value.
    mutating func invalid(_ element: IBElement, _ name: String, _ text: String, expected: String) {
        diagnostics.append(Diagnostic(.error, .invalidValue, file: file, at: element.position,
            message: "<\(element.name)> \(name)=\"\(text)\" is not \(expected)"))
    }
}
