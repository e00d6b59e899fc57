import AdaptiveKit
import Testing

/// The Visual Format Language parser: every construct of the Auto Layout Guide's examples parsed
/// to an exact tree (source ranges included), and every error at an exact position.
@Suite("Visual Format Language parser")
struct VisualFormatParserTests {
    typealias Predicate = VisualFormat.Predicate
    typealias Connection = VisualFormat.Connection
    typealias View = VisualFormat.ViewElement

    static let viewNames: Set<String> = [
        "a", "b", "button", "button1", "button2", "textField", "purpleBox", "topField", "bottomField",
        "maroonView", "blueView", "flexibleButton", "find", "findNext", "findField", "both",
    ]
    static let metrics: [String: Double] = ["spacing": 20, "p": 750, "high": 1001, "bad": .nan, "both": 5]

    func parse(_ format: String) throws -> VisualFormat {
        try VisualFormatParser.parse(format, metrics: Self.metrics, viewNames: Self.viewNames)
    }

    // MARK: The Auto Layout Guide's examples

    @Test("standard space: [button]-[textField]")
    func standardSpace() throws {
        #expect(
            try parse("[button]-[textField]")
                == VisualFormat(
                    views: [View(name: "button", sourceRange: 0..<8), View(name: "textField", sourceRange: 9..<20)],
                    connections: [Connection(.standard, sourceRange: 8..<9)]
                ))
    }

    @Test("width constraint: [button(>=50)]")
    func widthConstraint() throws {
        #expect(
            try parse("[button(>=50)]")
                == VisualFormat(views: [
                    View(
                        name: "button",
                        predicates: [Predicate(.greaterThanOrEqual, .constant(50), sourceRange: 8..<12)],
                        sourceRange: 0..<14)
                ]))
    }

    @Test("connection to superview: |-50-[purpleBox]-50-|")
    func connectionToSuperview() throws {
        #expect(
            try parse("|-50-[purpleBox]-50-|")
                == VisualFormat(
                    leadingSuperview: Connection(
                        .predicates([Predicate(.equal, .constant(50), sourceRange: 2..<4)]), sourceRange: 0..<5),
                    views: [View(name: "purpleBox", sourceRange: 5..<16)],
                    trailingSuperview: Connection(
                        .predicates([Predicate(.equal, .constant(50), sourceRange: 17..<19)]), sourceRange: 16..<21)
                ))
    }

    @Test("vertical layout: V:[topField]-10-[bottomField]")
    func verticalLayout() throws {
        #expect(
            try parse("V:[topField]-10-[bottomField]")
                == VisualFormat(
                    orientation: .vertical,
                    views: [
                        View(name: "topField", sourceRange: 2..<12), View(name: "bottomField", sourceRange: 16..<29),
                    ],
                    connections: [
                        Connection(
                            .predicates([Predicate(.equal, .constant(10), sourceRange: 13..<15)]), sourceRange: 12..<16)
                    ]
                ))
    }

    @Test("flush views: [maroonView][blueView]")
    func flushViews() throws {
        #expect(
            try parse("[maroonView][blueView]")
                == VisualFormat(
                    views: [
                        View(name: "maroonView", sourceRange: 0..<12), View(name: "blueView", sourceRange: 12..<22),
                    ],
                    connections: [Connection(.adjacent, sourceRange: 12..<12)]
                ))
    }

    @Test("priority: [button(100@20)]")
    func priority() throws {
        #expect(
            try parse("[button(100@20)]")
                == VisualFormat(views: [
                    View(
                        name: "button",
                        predicates: [Predicate(.equal, .constant(100), priority: 20, sourceRange: 8..<14)],
                        sourceRange: 0..<16)
                ]))
    }

    @Test("equal widths: [button1(==button2)]")
    func equalWidths() throws {
        #expect(
            try parse("[button1(==button2)]")
                == VisualFormat(views: [
                    View(
                        name: "button1",
                        predicates: [Predicate(.equal, .view("button2"), sourceRange: 9..<18)],
                        sourceRange: 0..<20)
                ]))
    }

    @Test("multiple predicates: [flexibleButton(>=70,<=100)]")
    func multiplePredicates() throws {
        #expect(
            try parse("[flexibleButton(>=70,<=100)]")
                == VisualFormat(views: [
                    View(
                        name: "flexibleButton",
                        predicates: [
                            Predicate(.greaterThanOrEqual, .constant(70), sourceRange: 16..<20),
                            Predicate(.lessThanOrEqual, .constant(100), sourceRange: 21..<26),
                        ],
                        sourceRange: 0..<28)
                ]))
    }

    @Test("a complete line of layout: |-[find]-[findNext]-[findField(>=20)]-|")
    func completeLine() throws {
        #expect(
            try parse("|-[find]-[findNext]-[findField(>=20)]-|")
                == VisualFormat(
                    leadingSuperview: Connection(.standard, sourceRange: 0..<2),
                    views: [
                        View(name: "find", sourceRange: 2..<8),
                        View(name: "findNext", sourceRange: 9..<19),
                        View(
                            name: "findField",
                            predicates: [Predicate(.greaterThanOrEqual, .constant(20), sourceRange: 31..<35)],
                            sourceRange: 20..<37),
                    ],
                    connections: [
                        Connection(.standard, sourceRange: 8..<9), Connection(.standard, sourceRange: 19..<20),
                    ],
                    trailingSuperview: Connection(.standard, sourceRange: 37..<39)
                ))
    }

    @Test("a spacing with several predicates and a metric: H:|-(>=0,<=spacing@999)-[a]")
    func spacingPredicateList() throws {
        #expect(
            try parse("H:|-(>=0,<=spacing@999)-[a]")
                == VisualFormat(
                    orientation: .horizontal,
                    leadingSuperview: Connection(
                        .predicates([
                            Predicate(.greaterThanOrEqual, .constant(0), sourceRange: 5..<8),
                            Predicate(
                                .lessThanOrEqual, .constant(.metric("spacing", 20)), priority: 999, sourceRange: 9..<22),
                        ]),
                        sourceRange: 2..<24),
                    views: [View(name: "a", sourceRange: 24..<27)]
                ))
    }

    // MARK: Further constructs

    @Test("a bar next to a view is an adjacent connection to the superview, a bar after '-' a standard one")
    func superviewEdges() throws {
        let flush = try parse("|[a]|")
        #expect(flush.leadingSuperview == Connection(.adjacent, sourceRange: 0..<1))
        #expect(flush.trailingSuperview == Connection(.adjacent, sourceRange: 4..<5))
        let standard = try parse("[a]-|")
        #expect(standard.leadingSuperview == nil)
        #expect(standard.trailingSuperview == Connection(.standard, sourceRange: 3..<5))
    }

    @Test("a metric as a bare spacing keeps its name and value")
    func metricSpacing() throws {
        let format = try parse("[a]-spacing-[b]")
        #expect(
            format.connections == [
                Connection(
                    .predicates([Predicate(.equal, .constant(.metric("spacing", 20)), sourceRange: 4..<11)]),
                    sourceRange: 3..<12)
            ])
    }

    @Test("a priority may be a metric: [a(>=10@p)]")
    func metricPriority() throws {
        let predicate = try #require(try parse("[a(>=10@p)]").views.first?.predicates.first)
        #expect(
            predicate == Predicate(.greaterThanOrEqual, .constant(10), priority: .metric("p", 750), sourceRange: 3..<9))
    }

    @Test("a signed number is allowed inside parentheses: [a]-(-5)-[b]")
    func negativeSpacing() throws {
        let format = try parse("[a]-(-5)-[b]")
        #expect(format.connections.first?.kind == .predicates([Predicate(.equal, .constant(-5), sourceRange: 5..<7)]))
    }

    @Test(
        "numbers are read as strtod reads decimals",
        arguments: [("1e2", 100.0), ("20.5", 20.5), (".5", 0.5), ("5.", 5), ("+3", 3), ("2E-1", 0.2)])
    func numbers(written: String, value: Double) throws {
        let format = try parse("[a(\(written))]")
        #expect(format.views.first?.predicates.first?.object == .constant(.init(value)))
    }

    @Test("inside a view's predicates a name is a view first, a metric otherwise")
    func viewNameWinsOverMetric() throws {
        let viewFirst = try parse("[a(==both)]").views[0].predicates[0].object
        #expect(viewFirst == .view("both"))
        let metric = try parse("[a(==spacing)]").views[0].predicates[0].object
        #expect(metric == .constant(.metric("spacing", 20)))
    }

    @Test("whitespace between tokens is skipped and source ranges skip it too")
    func whitespace() throws {
        let spaced = try parse(" H: | - [ a ( >= 5 , <= 6 @ 7 ) ] - ( 8 ) - [b] | ")
        #expect(
            spaced
                == VisualFormat(
                    leadingSuperview: Connection(.standard, sourceRange: 4..<7),
                    views: [
                        View(
                            name: "a",
                            predicates: [
                                Predicate(.greaterThanOrEqual, .constant(5), sourceRange: 14..<18),
                                Predicate(.lessThanOrEqual, .constant(6), priority: 7, sourceRange: 21..<29),
                            ],
                            sourceRange: 8..<33),
                        View(name: "b", sourceRange: 44..<47),
                    ],
                    connections: [
                        Connection(
                            .predicates([Predicate(.equal, .constant(8), sourceRange: 38..<39)]), sourceRange: 34..<43)
                    ],
                    trailingSuperview: Connection(.adjacent, sourceRange: 48..<49)
                ))
    }

    @Test("the orientation defaults to horizontal")
    func defaultOrientation() throws {
        #expect(try parse("[a]").orientation == .horizontal)
        #expect(try parse("H:[a]").orientation == .horizontal)
        #expect(try parse("V:[a]").orientation == .vertical)
    }

    // MARK: Errors at exact positions

    /// A format that must fail, the caret line under it, and the reason.
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let format: String
        let caret: String
        let message: String

        init(_ format: String, _ caret: String, _ message: String) {
            self.format = format
            self.caret = caret
            self.message = message
        }

        var testDescription: String { format.debugDescription }
    }

    static let errorCases: [ErrorCase] = [
        // The start of the format.
        ErrorCase("", "^", "Expected a view"),
        ErrorCase("   ", "   ^", "Expected a view"),
        ErrorCase("H:", "  ^", "Expected a view"),
        ErrorCase("button", "^", "Expected a view"),
        ErrorCase("V[a]", " ^", "Expected ':' after 'V' to specify vertical arrangement"),
        ErrorCase("H :[a]", " ^", "Expected ':' after 'H' to specify horizontal arrangement"),
        ErrorCase("h:[a]", "^", "Unknown orientation 'h'. Must be 'H' or 'V'"),
        ErrorCase("H:V:[a]", "  ^", "Expected a view"),
        ErrorCase("-[a]", "^", "Expected a view"),
        // Views.
        ErrorCase("H:|-[button]-[", "              ^", "Expected a view name after '['"),
        ErrorCase("[ ]", "  ^", "Expected a view name after '['"),
        ErrorCase("[1a]", " ^", "Expected a view name after '['"),
        ErrorCase("[a", "  ^", "Expected ']' to end the view"),
        ErrorCase("[a b]", "   ^", "Expected ']' to end the view"),
        ErrorCase("[a(5)", "     ^", "Expected ']' to end the view"),
        ErrorCase("[button1]-[button3]", "           ^", "button3 is not a key in the views dictionary."),
        ErrorCase(
            "[a(>=50]", "       ^", "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        ),
        ErrorCase(
            "[a(>=50", "       ^", "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
        ErrorCase(
            "[a(100e)]", "      ^", "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        ),
        // Predicates.
        ErrorCase("[button1(==button3)]", "           ^", "button3 is not a key in the views or metrics dictionary."),
        ErrorCase("[a()]", "   ^", "Expected a number, a metric name or a view name"),
        ErrorCase("[a(>=50,)]", "        ^", "Expected a number, a metric name or a view name"),
        ErrorCase("[a(=b)]", "   ^", "Unknown relation. Must be ==, >=, or <="),
        ErrorCase("[a(=>5)]", "   ^", "Unknown relation. Must be ==, >=, or <="),
        ErrorCase("[a(<5)]", "   ^", "Unknown relation. Must be ==, >=, or <="),
        ErrorCase("[a(> =5)]", "   ^", "Unknown relation. Must be ==, >=, or <="),
        ErrorCase("[a(!=5)]", "   ^", "Unknown relation. Must be ==, >=, or <="),
        ErrorCase("[a(==b@1001)]", "       ^", "The priority 1001 is out of range: it must be from 1 to 1000."),
        ErrorCase("[a(==b@0)]", "       ^", "The priority 0 is out of range: it must be from 1 to 1000."),
        ErrorCase("[a(==b@-5)]", "       ^", "The priority -5 is out of range: it must be from 1 to 1000."),
        ErrorCase("[a(==b@high)]", "       ^", "The priority high (1001) is out of range: it must be from 1 to 1000."),
        ErrorCase("[a(==b@low)]", "       ^", "low is not a key in the metrics dictionary."),
        ErrorCase("[a(==b@)]", "       ^", "Expected a priority (a number or a metric name) after '@'"),
        ErrorCase("[a(1e999)]", "   ^", "The number 1e999 is out of range."),
        ErrorCase("[a(bad)]", "   ^", "The metric bad is not a finite number (nan)."),
        // Connections.
        ErrorCase("[a]-gap-[b]", "    ^", "gap is not a key in the metrics dictionary."),
        ErrorCase("[a]-(==b)-[b]", "       ^", "A spacing cannot be related to a view: b is a view, not a metric."),
        ErrorCase("[a]-(>=50-[b]", "         ^", "Expected ',' or ')' after a predicate"),
        ErrorCase("[a]-()-[b]", "     ^", "Expected a number or a metric name"),
        ErrorCase("[a]--[b]", "    ^", "Two connections in a row: expected a view or '|' between them"),
        ErrorCase("[a]-20--[b]", "       ^", "Two connections in a row: expected a view or '|' between them"),
        ErrorCase("|-20--[a]", "     ^", "Two connections in a row: expected a view between them"),
        ErrorCase("|--[a]", "  ^", "Two connections in a row: expected a view between them"),
        ErrorCase("[a]--5-[b]", "    ^", "A negative spacing must be written in parentheses, as in -(-5)-"),
        ErrorCase(
            "[a]-20@750-[b]", "      ^", "A priority in a connection must be inside parentheses, as in -(20@750)-"),
        ErrorCase("[a]-20[b]", "      ^", "Expected '-' to end the connection"),
        ErrorCase("[a]-(20)[b]", "        ^", "Expected '-' to end the connection"),
        ErrorCase("[a]-", "    ^", "Expected a view, '|', a number, a metric name or '(' after '-'"),
        ErrorCase("H:|-[button]-", "             ^", "Expected a view, '|', a number, a metric name or '(' after '-'"),
        ErrorCase("[a]-20-", "       ^", "Expected a view or '|' after the connection"),
        ErrorCase("|-|", "  ^", "Expected a view, a number, a metric name or '(' after '-'"),
        ErrorCase("|-20-|", "     ^", "Expected a view"),
        ErrorCase("||", " ^", "Expected a view"),
        // The superview in the middle, trailing garbage.
        ErrorCase("[a]-|-[b]", "    ^", "'|' (the superview) may appear only at the start or the end of the format"),
        ErrorCase("[a]|[b]", "   ^", "'|' (the superview) may appear only at the start or the end of the format"),
        ErrorCase("[a]|x", "    ^", "Expected the end of the format after '|', found 'x'"),
        ErrorCase("[a]| |", "     ^", "Expected the end of the format after '|', found '|'"),
        ErrorCase("[a])", "   ^", "Expected '-', a view, '|' or the end of the format, found ')'"),
        ErrorCase("[a]é", "   ^", "Expected '-', a view, '|' or the end of the format, found 'é'"),
    ]

    @Test("each error names the problem, its offset and a caret under it", arguments: errorCases)
    func errorAtPosition(_ errorCase: ErrorCase) {
        do {
            let format = try VisualFormatParser.parse(
                errorCase.format, metrics: Self.metrics, viewNames: Self.viewNames)
            Issue.record("expected an error, parsed \(format)")
        } catch {
            #expect(error.message == errorCase.message)
            #expect(error.offset == errorCase.caret.count - 1)
            #expect(error.format == errorCase.format)
            #expect(
                error.description
                    == "Unable to parse constraint format: \n\(errorCase.message)\n\(errorCase.format)\n\(errorCase.caret)"
            )
        }
    }

    @Test("tabs and line breaks are echoed as spaces so the caret stays under the problem")
    func caretAlignsAfterTabsAndLineBreaks() {
        let error = #expect(throws: VisualFormatError.self) { try parse("\t[a]\nx") }
        #expect(error?.offset == 5)
        #expect(
            error?.description
                == "Unable to parse constraint format: \nExpected '-', a view, '|' or the end of the format, found 'x'\n [a] x\n     ^"
        )
    }

    @Test("the offset counts UTF-16 code units, and index points at the same character")
    func utf16Offset() {
        let format = "[a]-🙂"
        let error = #expect(throws: VisualFormatError.self) { try parse(format) }
        #expect(error?.offset == 4)
        #expect(error.map { format[$0.index] } == "🙂")
        #expect(error?.caretLine == "    ^")
    }
}
