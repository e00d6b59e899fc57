import AdaptiveKit
import PropertyBased
import Testing

/// Robustness of the Visual Format Language parser on thousands of generated inputs: random
/// strings over the grammar's characters, valid formats built from the grammar (with random
/// whitespace), and single-edit mutations of those. The parser must never trap, and whatever it
/// returns must be coherent: an error points inside the format, a tree's source ranges point at
/// what they describe.
@Suite("Visual Format Language parser on generated input")
struct VisualFormatFuzzTests {
    @Test("random strings over the grammar's characters give a coherent tree or a positioned error")
    func randomStrings() async {
        await propertyCheck(count: 3000, input: FormatGen.randomString) { format in
            checkCoherent(format, parse(format))
        }
    }

    @Test("valid formats parse, with the views and connections they were built from")
    func validFormats() async {
        await propertyCheck(count: 1000, input: FormatGen.validFormat) { generated in
            let result = parse(generated.text)
            checkCoherent(generated.text, result)
            guard case .success(let format) = result else {
                Issue.record("\(generated.text.debugDescription) did not parse: \(result)")
                return
            }
            #expect(format.views.map(\.name) == generated.names)
            #expect(format.connections.map(Shape.init) == generated.connections)
            #expect(format.leadingSuperview.map(Shape.init) == generated.leading)
            #expect(format.trailingSuperview.map(Shape.init) == generated.trailing)
            #expect(format.orientation == generated.orientation)
        }
    }

    @Test("whitespace between tokens does not change what a format means")
    func whitespaceIsInsignificant() async {
        await propertyCheck(count: 1000, input: FormatGen.validFormat) { generated in
            let compact = generated.text.filter { !$0.isWhitespace }
            guard case .success(let spaced) = parse(generated.text),
                case .success(let tight) = parse(compact)
            else {
                Issue.record("\(generated.text.debugDescription) or its compact form did not parse")
                return
            }
            #expect(spaced.withoutSourceRanges == tight.withoutSourceRanges)
        }
    }

    @Test("single edits of valid formats give a coherent tree or a positioned error")
    func mutatedFormats() async {
        await propertyCheck(count: 3000, input: FormatGen.mutatedFormat) { format in
            checkCoherent(format, parse(format))
        }
    }

    // MARK: Checks

    static let metrics: [String: Double] = ["spacing": 20, "p": 750, "wide": 300]
    static let viewNames: Set<String> = ["a", "b", "button", "field_2"]

    func parse(_ format: String) -> Result<VisualFormat, VisualFormatError> {
        Result { () throws(VisualFormatError) in
            try VisualFormatParser.parse(format, metrics: Self.metrics, viewNames: Self.viewNames)
        }
    }

    /// An error points inside the format and draws its caret there; a tree's ranges are in order
    /// and cover what they describe.
    func checkCoherent(_ format: String, _ result: Result<VisualFormat, VisualFormatError>) {
        let units = Array(format.utf16)
        func text(_ range: Range<Int>) -> String { String(decoding: units[range], as: UTF16.self) }

        switch result {
        case .failure(let error):
            #expect(
                (0...units.count).contains(error.offset),
                "\(format.debugDescription): offset \(error.offset)")
            #expect(error.format == format)
            let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 4, "\(error.description)")
            #expect(lines.first == "Unable to parse constraint format: ")
            #expect(lines.last.map(String.init) == error.caretLine)
            #expect(error.caretLine.count <= format.count + 1)
            #expect(!error.message.isEmpty)
        case .success(let tree):
            #expect(!tree.views.isEmpty)
            #expect(tree.connections.count == tree.views.count - 1)
            var lastEnd = 0
            func inOrder(_ range: Range<Int>) {
                #expect(
                    range.lowerBound >= lastEnd && range.upperBound <= units.count,
                    "\(format.debugDescription)")
                lastEnd = range.upperBound
            }
            var ranges: [Range<Int>] = []
            if let leading = tree.leadingSuperview {
                #expect(text(leading.sourceRange).hasPrefix("|"))
                ranges.append(leading.sourceRange)
            }
            for (index, view) in tree.views.enumerated() {
                if index > 0 { ranges.append(tree.connections[index - 1].sourceRange) }
                ranges.append(view.sourceRange)
                let written = text(view.sourceRange)
                #expect(written.hasPrefix("[") && written.hasSuffix("]") && written.contains(view.name))
                #expect(Self.viewNames.contains(view.name))
                checkPredicates(view.predicates, within: view.sourceRange, text: text)
            }
            if let trailing = tree.trailingSuperview {
                #expect(text(trailing.sourceRange).hasSuffix("|"))
                ranges.append(trailing.sourceRange)
            }
            for range in ranges { inOrder(range) }
            for connection in [tree.leadingSuperview, tree.trailingSuperview].compactMap({ $0 })
                + tree.connections
            {
                if case .predicates(let predicates) = connection.kind {
                    #expect(!predicates.isEmpty)
                    checkPredicates(predicates, within: connection.sourceRange, text: text)
                    for predicate in predicates {
                        if case .view = predicate.object {
                            Issue.record("\(format.debugDescription): a view in a connection")
                        }
                    }
                }
            }
        }
    }

    func checkPredicates(
        _ predicates: [VisualFormat.Predicate], within outer: Range<Int>, text: (Range<Int>) -> String
    ) {
        for predicate in predicates {
            #expect(
                outer.contains(predicate.sourceRange.lowerBound)
                    && predicate.sourceRange.upperBound <= outer.upperBound)
            #expect(!text(predicate.sourceRange).isEmpty)
            #expect((1...1000).contains(predicate.priority.value))
            if case .constant(let number) = predicate.object {
                #expect(number.value.isFinite)
                if let metric = number.metricName { #expect(Self.metrics[metric] == number.value) }
            }
        }
    }
}

extension VisualFormatFuzzTests {
    /// What a connection is, without its numbers or position: enough to check that a generated
    /// format parsed into the connections it was built from.
    enum Shape: Hashable, Sendable {
        case adjacent, standard
        case predicates(count: Int)

        init(_ connection: VisualFormat.Connection) {
            switch connection.kind {
            case .adjacent: self = .adjacent
            case .standard: self = .standard
            case .predicates(let predicates): self = .predicates(count: predicates.count)
            }
        }
    }

}

extension VisualFormat {
    /// The same tree with every source range emptied, to compare what two formats mean.
    fileprivate var withoutSourceRanges: VisualFormat {
        func strip(_ predicates: [Predicate]) -> [Predicate] {
            predicates.map {
                Predicate($0.relation, $0.object, priority: $0.priority, sourceRange: 0..<0)
            }
        }
        func strip(_ connection: Connection) -> Connection {
            switch connection.kind {
            case .predicates(let predicates):
                Connection(.predicates(strip(predicates)), sourceRange: 0..<0)
            case let kind: Connection(kind, sourceRange: 0..<0)
            }
        }
        return VisualFormat(
            orientation: orientation,
            leadingSuperview: leadingSuperview.map(strip),
            views: views.map {
                ViewElement(name: $0.name, predicates: strip($0.predicates), sourceRange: 0..<0)
            },
            connections: connections.map(strip),
            trailingSuperview: trailingSuperview.map(strip)
        )
    }
}

extension VisualFormatFuzzTests {
    /// A valid format built from the grammar, with what it was built from.
    struct GeneratedFormat: Sendable, CustomStringConvertible {
        var text = ""
        var orientation = VisualFormat.Orientation.horizontal
        var names: [String] = []
        var connections: [Shape] = []
        var leading: Shape?
        var trailing: Shape?

        var description: String { text.debugDescription }
    }

    enum FormatGen {
        /// The characters of the grammar, a few that are not, and whitespace.
        static let alphabet: [Character] =
            Array("HV:|[]()-,@=<>!+.0123456789eE abp_\t\n") + ["é", "🙂", "\u{301}"]
        static let numbers = ["0", "8", "20", "20.5", ".5", "1e2", "100", "5."]
        static let signedNumbers = ["-5", "+3", "-0.5"]
        static let priorities = ["1", "250", "750.5", "999", "1000", "p"]
        static let metricNames = ["spacing", "p", "wide"]
        static let viewNames = ["a", "b", "button", "field_2"]

        static let randomString = Generator<String, Shrink.None<String>> { rng in
            let length = Int.random(in: 0...24, using: &rng)
            return String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
        }

        static let validFormat = Generator<GeneratedFormat, Shrink.None<GeneratedFormat>> { rng in
            makeValidFormat(using: &rng)
        }

        static let mutatedFormat = Generator<String, Shrink.None<String>> { rng in
            var characters = Array(makeValidFormat(using: &rng).text)
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                let position = Int.random(in: 0...characters.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0 where position < characters.count: characters.remove(at: position)
                case 1 where position < characters.count:
                    characters[position] = alphabet.randomElement(using: &rng)!
                case 2:
                    let end = Int.random(in: position...characters.count, using: &rng)
                    characters.insert(contentsOf: characters[position..<end], at: position)
                default: characters.insert(alphabet.randomElement(using: &rng)!, at: position)
                }
            }
            return String(characters)
        }

        static func makeValidFormat(using rng: inout any SeededRandomNumberGenerator) -> GeneratedFormat {
            var generated = GeneratedFormat()
            var tokens: [String] = []
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: tokens.append("H:")
            case 1:
                tokens.append("V:")
                generated.orientation = .vertical
            default: break
            }
            if Bool.random(using: &rng) {
                tokens.append("|")
                generated.leading = connection(into: &tokens, using: &rng)
            }
            for index in 0..<Int.random(in: 1...4, using: &rng) {
                if index > 0 { generated.connections.append(connection(into: &tokens, using: &rng)) }
                let name = viewNames.randomElement(using: &rng)!
                generated.names.append(name)
                tokens += ["[", name]
                let count = Int.random(in: 0...2, using: &rng)
                if count > 0 {
                    tokens += predicateList(count: count, allowingViews: true, using: &rng)
                }
                tokens.append("]")
            }
            if Bool.random(using: &rng) {
                generated.trailing = connection(into: &tokens, using: &rng)
                tokens.append("|")
            }
            for token in tokens {
                generated.text += whitespace(using: &rng) + token
            }
            generated.text += whitespace(using: &rng)
            return generated
        }

        static func whitespace(using rng: inout any SeededRandomNumberGenerator) -> String {
            ["", "", "", "", " ", "  ", "\t", "\n"].randomElement(using: &rng)!
        }

        static func connection(
            into tokens: inout [String], using rng: inout any SeededRandomNumberGenerator
        ) -> Shape {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                return .adjacent
            case 1:
                tokens.append("-")
                return .standard
            case 2:
                let simple =
                    Bool.random(using: &rng)
                    ? numbers.randomElement(using: &rng)! : metricNames.randomElement(using: &rng)!
                tokens += ["-", simple, "-"]
                return .predicates(count: 1)
            default:
                let count = Int.random(in: 1...3, using: &rng)
                tokens += ["-"] + predicateList(count: count, allowingViews: false, using: &rng) + ["-"]
                return .predicates(count: count)
            }
        }

        static func predicateList(
            count: Int, allowingViews: Bool, using rng: inout any SeededRandomNumberGenerator
        ) -> [String] {
            var tokens = ["("]
            for index in 0..<count {
                if index > 0 { tokens.append(",") }
                if let relation = ["", "==", "<=", ">="].randomElement(using: &rng), !relation.isEmpty {
                    tokens.append(relation)
                }
                let objects = numbers + signedNumbers + metricNames + (allowingViews ? viewNames : [])
                tokens.append(objects.randomElement(using: &rng)!)
                if Bool.random(using: &rng) {
                    tokens += ["@", priorities.randomElement(using: &rng)!]
                }
            }
            tokens.append(")")
            return tokens
        }
    }
}
