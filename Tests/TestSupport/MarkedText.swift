/// A test input with position markers: `1️⃣`…`9️⃣` (and `0️⃣`, `🔟`) placed where a
/// diagnostic is expected, modelled on swift-format's `MarkedText`.
///
/// The markers are removed from ``text`` and each one's position in what is left is kept, so a
/// test reads and asserts at the marker instead of counting lines:
///
/// ```swift
/// let input = MarkedText(storyboard(scenes: """
///     1️⃣<label id="x">
///     """))
/// let diagnostic = try #require(parse(input.text).first)
/// #expect(diagnostic.position == input[1])
/// ```
public struct MarkedText: Sendable {
    /// A 1-based line and column (columns count Unicode scalars, as the reader's positions do).
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// `line:column`.
        public var description: String { "\(line):\(column)" }
    }

    /// The text without its markers.
    public let text: String

    /// Each marker's position in ``text``, by the marker's number.
    public let markers: [Int: Position]

    /// The marker characters, by number.
    public static let markerCharacters: [Character: Int] = [
        "0️⃣": 0, "1️⃣": 1, "2️⃣": 2, "3️⃣": 3, "4️⃣": 4, "5️⃣": 5, "6️⃣": 6, "7️⃣": 7, "8️⃣": 8, "9️⃣": 9, "🔟": 10,
    ]

    /// Removes the markers of `textWithMarkers` and records where each one stood.
    ///
    /// A marker may appear once; using one twice is a mistake in the test and stops it.
    public init(_ textWithMarkers: String) {
        var text = ""
        var markers: [Int: Position] = [:]
        var line = 1, column = 1
        for character in textWithMarkers {
            if let number = Self.markerCharacters[character] {
                precondition(markers[number] == nil, "marker \(number) appears twice in a MarkedText")
                markers[number] = Position(line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.markers = markers
    }

    /// The position of marker `number`; a missing marker stops the test (use ``position(_:)``
    /// to throw instead).
    public subscript(_ number: Int) -> Position {
        guard let position = markers[number] else {
            preconditionFailure("no marker \(number) in the text (it has \(markers.keys.sorted()))")
        }
        return position
    }

    /// The position of marker `number`, or ``FixtureError/missingMarker(_:available:)``.
    public func position(_ number: Int) throws -> Position {
        guard let position = markers[number] else { throw FixtureError.missingMarker(number, available: markers.keys.sorted()) }
        return position
    }

    /// `file:line:column` of marker `number`, as the command line prints a diagnostic's place.
    public func location(_ number: Int, file: String) throws -> String {
        "\(file):\(try position(number))"
    }
}

/// The 1-based line and column where the `occurrence`th `needle` starts in `text` (columns count
/// Unicode scalars), for inputs that cannot carry a marker; throws when `needle` is not there.
public func location(of needle: String, in text: String, occurrence: Int = 1) throws -> MarkedText.Position {
    var range: Range<String.Index>? = nil
    var searchStart = text.startIndex
    for _ in 0..<occurrence {
        guard let found = text.range(of: needle, range: searchStart..<text.endIndex) else {
            throw FixtureError.notFound(needle, in: "the text (occurrence \(occurrence))")
        }
        range = found
        searchStart = found.upperBound
    }
    guard let range else { throw FixtureError.notFound(needle, in: "the text (occurrence \(occurrence))") }
    let before = text[..<range.lowerBound]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return MarkedText.Position(line: line, column: before[lineStart...].unicodeScalars.count + 1)
}

/// `file:line:column` of `needle` in `text`.
public func at(_ file: String, _ needle: String, in text: String, occurrence: Int = 1) throws -> String {
    "\(file):\(try location(of: needle, in: text, occurrence: occurrence))"
}
