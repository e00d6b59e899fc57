/// A cursor over the UTF-16 code units of a format, with the lexical rules of the Visual Format
/// Language: C identifiers, `strtod`-style decimal numbers, and ASCII whitespace between tokens.
///
/// Every token of the language is ASCII, so the scanner never stops inside a Unicode scalar: any
/// offset it reports is a scalar boundary of the format (a combining mark after a token may still
/// start there).
struct VisualFormatScanner {
    let units: [UInt16]
    private(set) var position = 0

    init(_ format: String) {
        units = Array(format.utf16)
    }

    var isAtEnd: Bool { position >= units.count }

    /// The code unit at the cursor, or `nil` at the end.
    var current: UInt16? { isAtEnd ? nil : units[position] }

    /// The code unit `distance` units after the cursor, or `nil` past the end.
    func peek(_ distance: Int) -> UInt16? {
        position + distance < units.count ? units[position + distance] : nil
    }

    /// Whether the code unit at the cursor is the ASCII character `character`.
    func at(_ character: Unicode.Scalar) -> Bool {
        current == UInt16(character.value)
    }

    mutating func advance(by count: Int = 1) {
        position = min(position + count, units.count)
    }

    /// Consumes `character` if it is at the cursor.
    mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard at(character) else { return false }
        advance()
        return true
    }

    /// Skips spaces, tabs and line breaks: they may separate any two tokens.
    mutating func skipWhitespace() {
        while let unit = current, Self.isWhitespace(unit) {
            advance()
        }
    }

    /// Scans a C identifier (`[A-Za-z_][A-Za-z0-9_]*`), or returns `nil` without moving.
    mutating func scanIdentifier() -> String? {
        guard let first = current, Self.isIdentifierStart(first) else { return nil }
        let start = position
        advance()
        while let unit = current, Self.isIdentifierStart(unit) || Self.isDigit(unit) {
            advance()
        }
        return text(start..<position)
    }

    /// Scans a decimal number as `strtod` reads one, `[+-]?(d+(.d*)?|.d+)([eE][+-]?d+)?`, or
    /// returns `nil` without moving. The exponent is taken only when digits follow the `e`.
    mutating func scanNumber(allowingSign: Bool) -> (text: String, value: Double)? {
        let start = position
        var cursor = position
        func unit(_ index: Int) -> UInt16? { index < units.count ? units[index] : nil }
        if allowingSign, let sign = unit(cursor), sign == Self.plus || sign == Self.minus {
            cursor += 1
        }
        var mantissaDigits = 0
        while let digit = unit(cursor), Self.isDigit(digit) {
            cursor += 1
            mantissaDigits += 1
        }
        if unit(cursor) == Self.dot {
            var fractionEnd = cursor + 1
            var fractionDigits = 0
            while let digit = unit(fractionEnd), Self.isDigit(digit) {
                fractionEnd += 1
                fractionDigits += 1
            }
            if mantissaDigits + fractionDigits > 0 {
                cursor = fractionEnd
                mantissaDigits += fractionDigits
            }
        }
        guard mantissaDigits > 0 else { return nil }
        if let e = unit(cursor), e == Self.lowercaseE || e == Self.uppercaseE {
            var exponentEnd = cursor + 1
            if let sign = unit(exponentEnd), sign == Self.plus || sign == Self.minus {
                exponentEnd += 1
            }
            var exponentDigits = 0
            while let digit = unit(exponentEnd), Self.isDigit(digit) {
                exponentEnd += 1
                exponentDigits += 1
            }
            if exponentDigits > 0 {
                cursor = exponentEnd
            }
        }
        let token = text(start..<cursor)
        guard let value = Double(token) else { return nil }
        position = cursor
        return (token, value)
    }

    /// The format's text over a range of UTF-16 offsets.
    func text(_ range: Range<Int>) -> String {
        String(decoding: units[range], as: UTF16.self)
    }

    /// The character at the cursor for a message, quoted (`'x'`), or `the end of the format`.
    var describedCurrent: String {
        guard !isAtEnd else { return "the end of the format" }
        let scalarEnd = UTF16.isLeadSurrogate(units[position]) ? min(position + 2, units.count) : position + 1
        return "'\(text(position..<scalarEnd))'"
    }

    static func isWhitespace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
    }

    static func isDigit(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit)
    }

    static func isIdentifierStart(_ unit: UInt16) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F
    }

    /// Whether a number (with an optional sign when `allowingSign`) may start here.
    static func isNumberStart(_ unit: UInt16, allowingSign: Bool) -> Bool {
        isDigit(unit) || unit == dot || (allowingSign && (unit == plus || unit == minus))
    }

    static let plus = UInt16(UInt8(ascii: "+"))
    static let minus = UInt16(UInt8(ascii: "-"))
    static let dot = UInt16(UInt8(ascii: "."))
    static let lowercaseE = UInt16(UInt8(ascii: "e"))
    static let uppercaseE = UInt16(UInt8(ascii: "E"))
}
