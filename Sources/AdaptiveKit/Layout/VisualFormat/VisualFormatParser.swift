/// Parses Visual Format Language strings (`H:|-[find]-[findNext]-[findField(>=20)]-|`) into
/// `VisualFormat` trees.
///
/// The parser is a pure function of the format, the metrics and the view names: it builds no
/// constraint and touches no view. It reads the whole grammar of Apple's Auto Layout Guide
/// ("Visual Format Language" appendix), resolves every metric name to its number, checks every
/// view name, and reports the first problem at its exact position. The grammar decisions
/// (whitespace, signs, priorities, name lookup) are in `docs/visual-format-language.md`.
public enum VisualFormatParser {
    /// Parses a format into its tree.
    ///
    /// - Parameters:
    ///   - format: The format, such as `V:[topField]-10-[bottomField]`.
    ///   - metrics: The numbers a format may name (`-spacing-`, `@priority`).
    ///   - viewNames: The keys of the views dictionary: the names a format may bracket or relate to.
    /// - Returns: The tree, with metric names resolved to numbers.
    /// - Throws: `VisualFormatError` at the first problem: a syntax error, an unknown view or
    ///   metric, a view named in a connection, a priority outside 1...1000, a non-finite number.
    public static func parse(
        _ format: String, metrics: [String: Double] = [:], viewNames: Set<String>
    ) throws(VisualFormatError) -> VisualFormat {
        var parser = Parser(format: format, metrics: metrics, viewNames: viewNames)
        return try parser.parseFormat()
    }
}

extension VisualFormatParser {
    /// Where a predicate list is: a view's predicates may name views, a connection's may not.
    private enum PredicateContext {
        case view
        case connection
    }

    /// The state of one parse: the scanner and the dictionaries names are resolved against.
    private struct Parser {
        typealias Connection = VisualFormat.Connection
        typealias Predicate = VisualFormat.Predicate

        let format: String
        let metrics: [String: Double]
        let viewNames: Set<String>
        var scanner: VisualFormatScanner

        init(format: String, metrics: [String: Double], viewNames: Set<String>) {
            self.format = format
            self.metrics = metrics
            self.viewNames = viewNames
            self.scanner = VisualFormatScanner(format)
        }

        // MARK: Errors

        func error(_ message: String, at offset: Int) -> VisualFormatError {
            VisualFormatError(message: message, format: format, offset: offset)
        }

        func errorHere(_ message: String) -> VisualFormatError {
            error(message, at: scanner.position)
        }

        // MARK: <visualFormatString>

        /// `(<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?`
        mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
            scanner.skipWhitespace()
            let orientation = try parseOrientation()
            scanner.skipWhitespace()

            var leadingSuperview: Connection? = nil
            if scanner.at("|") {
                let bar = scanner.position
                scanner.advance()
                leadingSuperview = try parseLeadingConnection(barOffset: bar)
            }

            guard scanner.at("[") else { throw errorHere("Expected a view") }
            var views = [try parseView()]
            var connections: [Connection] = []
            var trailingSuperview: Connection? = nil

            scanner.skipWhitespace()
            while let next = try parseConnectionAfterView(views[views.count - 1]) {
                if case .superview(let bar) = next.target {
                    trailingSuperview = next.connection
                    try parseEndAfterTrailingSuperview(barOffset: bar)
                    break
                }
                connections.append(next.connection)
                views.append(try parseView())
                scanner.skipWhitespace()
            }

            return VisualFormat(
                orientation: orientation,
                leadingSuperview: leadingSuperview,
                views: views,
                connections: connections,
                trailingSuperview: trailingSuperview
            )
        }

        /// `(H|V):`, or nothing (horizontal). A letter at the start can only begin an orientation.
        mutating func parseOrientation() throws(VisualFormatError) -> VisualFormat.Orientation {
            guard let letter = scanner.current, VisualFormatScanner.isIdentifierStart(letter) else {
                return .horizontal
            }
            let start = scanner.position
            let colon = UInt16(UInt8(ascii: ":"))
            let name = scanner.text(start..<start + 1)
            let orientation: VisualFormat.Orientation? =
                switch name {
                case "H": .horizontal
                case "V": .vertical
                default: nil
                }
            guard let orientation else {
                if scanner.peek(1) == colon {
                    throw error("Unknown orientation '\(name)'. Must be 'H' or 'V'", at: start)
                }
                throw error("Expected a view", at: start)
            }
            guard scanner.peek(1) == colon else {
                let words = orientation == .horizontal ? "horizontal" : "vertical"
                throw error("Expected ':' after '\(name)' to specify \(words) arrangement", at: start + 1)
            }
            scanner.advance(by: 2)
            return orientation
        }

        // MARK: <view>

        /// `[<viewName>(<predicateListWithParens>)?]`, with the scanner on the `[`.
        mutating func parseView() throws(VisualFormatError) -> VisualFormat.ViewElement {
            let start = scanner.position
            scanner.advance()  // [
            scanner.skipWhitespace()
            let nameOffset = scanner.position
            guard let name = scanner.scanIdentifier() else {
                throw errorHere("Expected a view name after '['")
            }
            guard viewNames.contains(name) else {
                throw error("\(name) is not a key in the views dictionary.", at: nameOffset)
            }
            scanner.skipWhitespace()
            var predicates: [Predicate] = []
            if scanner.at("(") {
                predicates = try parsePredicateList(.view)
                scanner.skipWhitespace()
            }
            guard scanner.consume("]") else {
                throw errorHere("Expected ']' to end the view")
            }
            return VisualFormat.ViewElement(name: name, predicates: predicates, sourceRange: start..<scanner.position)
        }

        // MARK: <connection>

        /// What a connection leads to.
        enum ConnectionTarget {
            case view
            case superview(barOffset: Int)
        }

        /// The connection after `|` at the start: `[` (adjacent), `-[` (standard) or `-<predicateList>-[`.
        /// Leaves the scanner on the first view's `[`.
        mutating func parseLeadingConnection(barOffset: Int) throws(VisualFormatError) -> Connection {
            scanner.skipWhitespace()
            guard scanner.at("-") else {
                guard scanner.at("[") else { throw errorHere("Expected a view") }
                return Connection(.adjacent, sourceRange: barOffset..<barOffset + 1)
            }
            scanner.advance()
            let dashEnd = scanner.position
            scanner.skipWhitespace()
            if scanner.at("[") {
                return Connection(.standard, sourceRange: barOffset..<dashEnd)
            }
            guard let predicates = try parseSpacing(allowingSuperview: false) else {
                throw errorHere("Expected a view, a number, a metric name or '(' after '-'")
            }
            let end = scanner.position
            scanner.skipWhitespace()
            guard scanner.at("[") else {
                if scanner.at("-") { throw errorHere("Two connections in a row: expected a view between them") }
                throw errorHere("Expected a view")
            }
            return Connection(.predicates(predicates), sourceRange: barOffset..<end)
        }

        /// The connection after a view and what it leads to, or `nil` at the end of the format.
        /// Leaves the scanner on the next view's `[`, or after the trailing `|`.
        mutating func parseConnectionAfterView(
            _ view: VisualFormat.ViewElement
        ) throws(VisualFormatError) -> (connection: Connection, target: ConnectionTarget)? {
            if scanner.isAtEnd { return nil }
            if scanner.at("[") {
                let end = view.sourceRange.upperBound
                return (Connection(.adjacent, sourceRange: end..<end), .view)
            }
            if scanner.at("|") {
                let bar = scanner.position
                scanner.advance()
                return (Connection(.adjacent, sourceRange: bar..<bar + 1), .superview(barOffset: bar))
            }
            guard scanner.at("-") else {
                throw errorHere("Expected '-', a view, '|' or the end of the format, found \(scanner.describedCurrent)")
            }
            let start = scanner.position
            scanner.advance()
            let dashEnd = scanner.position
            scanner.skipWhitespace()
            if scanner.at("[") {
                return (Connection(.standard, sourceRange: start..<dashEnd), .view)
            }
            if scanner.at("|") {
                let bar = scanner.position
                scanner.advance()
                return (Connection(.standard, sourceRange: start..<bar + 1), .superview(barOffset: bar))
            }
            guard let predicates = try parseSpacing(allowingSuperview: true) else {
                throw errorHere("Expected a view, '|', a number, a metric name or '(' after '-'")
            }
            let end = scanner.position
            scanner.skipWhitespace()
            if scanner.at("[") {
                return (Connection(.predicates(predicates), sourceRange: start..<end), .view)
            }
            if scanner.at("|") {
                let bar = scanner.position
                scanner.advance()
                return (Connection(.predicates(predicates), sourceRange: start..<bar + 1), .superview(barOffset: bar))
            }
            if scanner.at("-") { throw errorHere("Two connections in a row: expected a view or '|' between them") }
            throw errorHere("Expected a view or '|' after the connection")
        }

        /// The spacing of an explicit connection, after its first `-` and up to and including its
        /// closing `-`: `<simplePredicate>-` or `<predicateListWithParens>-`. Returns `nil` when no
        /// spacing starts here (the caller reports what it expected).
        mutating func parseSpacing(allowingSuperview: Bool) throws(VisualFormatError) -> [Predicate]? {
            let predicates: [Predicate]
            if scanner.at("(") {
                predicates = try parsePredicateList(.connection)
            } else if let unit = scanner.current,
                VisualFormatScanner.isNumberStart(unit, allowingSign: false)
                    || VisualFormatScanner.isIdentifierStart(unit)
            {
                let start = scanner.position
                let object = try parseConstant(.connection)
                predicates = [Predicate(.equal, object, sourceRange: start..<scanner.position)]
            } else if scanner.at("-") {
                if let next = scanner.peek(1), VisualFormatScanner.isNumberStart(next, allowingSign: false) {
                    throw errorHere("A negative spacing must be written in parentheses, as in -(-5)-")
                }
                throw errorHere(
                    allowingSuperview
                        ? "Two connections in a row: expected a view or '|' between them"
                        : "Two connections in a row: expected a view between them")
            } else {
                return nil
            }
            scanner.skipWhitespace()
            guard scanner.consume("-") else {
                if scanner.at("@") {
                    throw errorHere("A priority in a connection must be inside parentheses, as in -(20@750)-")
                }
                throw errorHere("Expected '-' to end the connection")
            }
            return predicates
        }

        /// After the trailing `|`: nothing but whitespace may follow.
        mutating func parseEndAfterTrailingSuperview(barOffset: Int) throws(VisualFormatError) {
            scanner.skipWhitespace()
            if scanner.isAtEnd { return }
            if scanner.at("-") || scanner.at("[") {
                throw error("'|' (the superview) may appear only at the start or the end of the format", at: barOffset)
            }
            throw errorHere("Expected the end of the format after '|', found \(scanner.describedCurrent)")
        }

        // MARK: <predicateListWithParens>

        /// `(<predicate>(,<predicate>)*)`, with the scanner on the `(`.
        mutating func parsePredicateList(_ context: PredicateContext) throws(VisualFormatError) -> [Predicate] {
            scanner.advance()  // (
            var predicates: [Predicate] = []
            while true {
                scanner.skipWhitespace()
                predicates.append(try parsePredicate(context))
                scanner.skipWhitespace()
                if scanner.consume(",") { continue }
                if scanner.consume(")") { return predicates }
                switch context {
                case .view:
                    throw errorHere(
                        "A predicate on a view's thickness must end with ')' and the view must end with ']'")
                case .connection:
                    throw errorHere("Expected ',' or ')' after a predicate")
                }
            }
        }

        /// `(<relation>)?(<objectOfPredicate>)(@<priority>)?`
        mutating func parsePredicate(_ context: PredicateContext) throws(VisualFormatError) -> Predicate {
            let start = scanner.position
            let relation = try parseRelation()
            scanner.skipWhitespace()
            let object = try parseConstant(context)
            var end = scanner.position
            scanner.skipWhitespace()
            var priority: VisualFormat.Number = 1000
            if scanner.consume("@") {
                scanner.skipWhitespace()
                priority = try parsePriority()
                end = scanner.position
            }
            return Predicate(relation, object, priority: priority, sourceRange: start..<end)
        }

        /// `==`, `<=`, `>=`, or nothing (`==`).
        mutating func parseRelation() throws(VisualFormatError) -> Predicate.Relation {
            guard scanner.at("=") || scanner.at("<") || scanner.at(">") || scanner.at("!") else {
                return .equal
            }
            let relation: Predicate.Relation? =
                switch scanner.peek(1) == UInt16(UInt8(ascii: "=")) ? scanner.current : nil {
                case UInt16(UInt8(ascii: "=")): .equal
                case UInt16(UInt8(ascii: "<")): .lessThanOrEqual
                case UInt16(UInt8(ascii: ">")): .greaterThanOrEqual
                default: nil
                }
            guard let relation else { throw errorHere("Unknown relation. Must be ==, >=, or <=") }
            scanner.advance(by: 2)
            return relation
        }

        /// `<constant>|<viewName>`: a number, a metric name, or (in a view's predicates) a view name.
        /// A number may carry a sign, as `strtod` allows; a bare spacing (`-20-`) never reaches here
        /// with one, since its `-` would be the connection's.
        mutating func parseConstant(_ context: PredicateContext) throws(VisualFormatError) -> Predicate.Object {
            let start = scanner.position
            if let number = scanner.scanNumber(allowingSign: true) {
                guard number.value.isFinite else {
                    throw error("The number \(number.text) is out of range.", at: start)
                }
                return .constant(VisualFormat.Number(number.value))
            }
            guard let name = scanner.scanIdentifier() else {
                switch context {
                case .view: throw errorHere("Expected a number, a metric name or a view name")
                case .connection: throw errorHere("Expected a number or a metric name")
                }
            }
            if context == .view, viewNames.contains(name) {
                return .view(name)
            }
            guard let value = metrics[name] else {
                switch context {
                case .view:
                    throw error("\(name) is not a key in the views or metrics dictionary.", at: start)
                case .connection where viewNames.contains(name):
                    throw error("A spacing cannot be related to a view: \(name) is a view, not a metric.", at: start)
                case .connection:
                    throw error("\(name) is not a key in the metrics dictionary.", at: start)
                }
            }
            guard value.isFinite else {
                throw error("The metric \(name) is not a finite number (\(value)).", at: start)
            }
            return .constant(.metric(name, value))
        }

        /// `<metricName>|<number>` after `@`, in 1...1000.
        mutating func parsePriority() throws(VisualFormatError) -> VisualFormat.Number {
            let start = scanner.position
            let priority: VisualFormat.Number
            let written: String
            if let number = scanner.scanNumber(allowingSign: true) {
                priority = VisualFormat.Number(number.value)
                written = number.text
            } else if let name = scanner.scanIdentifier() {
                guard let value = metrics[name] else {
                    throw error("\(name) is not a key in the metrics dictionary.", at: start)
                }
                priority = .metric(name, value)
                written = "\(name) (\(Self.format(value)))"
            } else {
                throw errorHere("Expected a priority (a number or a metric name) after '@'")
            }
            guard (1...1000).contains(priority.value) else {
                throw error("The priority \(written) is out of range: it must be from 1 to 1000.", at: start)
            }
            return priority
        }

        /// A metric's value for a message: `1001`, `0.5`, `nan`.
        static func format(_ value: Double) -> String {
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                return String(Int(value))
            }
            return String(value)
        }
    }
}
