import AdaptiveKit
import Foundation

/// The Visual Format Language parser on arbitrary text, then the constraints it describes,
/// laid out in a window.
///
/// The first byte chooses the format options (alignment, direction, spacing); the rest is the
/// format, read as UTF-8 (invalid bytes become U+FFFD). The views are `a`, `b`, `c`, `button`
/// and `field_2`; the metrics include negative, tiny and large numbers.
///
/// Checks (the coherence rules of `VisualFormatFuzzTests`): an error points inside the format
/// and draws UIKit's four lines with the caret there; a tree has one connection fewer than
/// views, its source ranges are in order and cover what they describe, its priorities are in
/// 1…1000 and its numbers finite. A tree is then turned into constraints on five views in a
/// container of an iPhone 8 window and laid out: no frame may hold a NaN or an infinity.
@MainActor
enum VisualFormatCheck {
    static let viewNames = ["a", "b", "c", "button", "field_2"]
    static let metrics: [String: Double] = [
        "spacing": 20, "p": 750, "wide": 300, "neg": -40, "big": 1e6, "tiny": 0.001, "half": 0.5,
    ]
    static let alignments: [NSLayoutConstraint.FormatOptions] = [
        [], .alignAllLeft, .alignAllTop, .alignAllCenterX, .alignAllCenterY, .alignAllLeading, .alignAllLastBaseline,
        [.alignAllTop, .alignAllBottom],
    ]

    static let device = try! Device.named("iPhone 8")

    static func check(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        let optionByte = input.byte()
        var options = alignments[Int(optionByte & 7)]
        options.insert(NSLayoutConstraint.FormatOptions(rawValue: UInt(optionByte >> 3 & 3) << 16))
        if optionByte & 0x20 != 0 { options.insert(.spacingBaselineToBaseline) }
        let format = String(decoding: input.rest(), as: UTF8.self)

        var problems: [String] = []
        let result = Result { () throws(VisualFormatError) in
            try VisualFormatParser.parse(format, metrics: metrics, viewNames: Set(viewNames))
        }
        checkCoherent(format, result, &problems)
        if case .success = result, problems.isEmpty {
            layOut(format, options: options, &problems)
        }
        return problems.map { "\(format.debugDescription): \($0)" }
    }

    /// The rules every parse result follows.
    static func checkCoherent(_ format: String, _ result: Result<VisualFormat, VisualFormatError>, _ problems: inout [String]) {
        let units = Array(format.utf16)
        func text(_ range: Range<Int>) -> String { String(decoding: units[range], as: UTF16.self) }
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }

        switch result {
        case .failure(let error):
            guard (0...units.count).contains(error.offset) else {
                problems.append("error offset \(error.offset) outside 0...\(units.count)")
                return
            }
            expect(error.format == format, "the error's format is \(error.format.debugDescription)")
            let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
            expect(lines.count == 4, "the error has \(lines.count) lines: \(error.description)")
            expect(lines.first == "Unable to parse constraint format: ", "the error's first line is \(lines.first ?? "")")
            expect(lines.last.map(String.init) == error.caretLine, "the error's last line is not its caret line")
            expect(error.caretLine.count <= format.count + 1, "the caret is past the end: \(error.caretLine.count)")
            expect(!error.message.isEmpty, "the error has no message")
            _ = error.index
        case .success(let tree):
            expect(!tree.views.isEmpty, "a tree without views")
            guard tree.connections.count == tree.views.count - 1 else {
                problems.append("\(tree.views.count) views but \(tree.connections.count) connections")
                return
            }
            var ranges: [Range<Int>] = []
            if let leading = tree.leadingSuperview {
                guard leading.sourceRange.upperBound <= units.count else {
                    problems.append("leading connection range \(leading.sourceRange) past the end")
                    return
                }
                expect(text(leading.sourceRange).hasPrefix("|"), "the leading connection does not start at '|'")
                ranges.append(leading.sourceRange)
            }
            for (index, view) in tree.views.enumerated() {
                if index > 0 { ranges.append(tree.connections[index - 1].sourceRange) }
                ranges.append(view.sourceRange)
                guard view.sourceRange.upperBound <= units.count else {
                    problems.append("view range \(view.sourceRange) past the end")
                    return
                }
                let written = text(view.sourceRange)
                expect(
                    written.hasPrefix("[") && written.hasSuffix("]") && written.contains(view.name),
                    "view \(view.name) at \(view.sourceRange) is written \(written.debugDescription)")
                expect(viewNames.contains(view.name), "unknown view \(view.name)")
                checkPredicates(view.predicates, within: view.sourceRange, units: units, &problems)
            }
            if let trailing = tree.trailingSuperview {
                guard trailing.sourceRange.upperBound <= units.count else {
                    problems.append("trailing connection range \(trailing.sourceRange) past the end")
                    return
                }
                expect(text(trailing.sourceRange).hasSuffix("|"), "the trailing connection does not end at '|'")
                ranges.append(trailing.sourceRange)
            }
            var lastEnd = 0
            for range in ranges {
                expect(range.lowerBound >= lastEnd && range.upperBound <= units.count, "range \(range) out of order")
                lastEnd = range.upperBound
            }
            for connection in [tree.leadingSuperview, tree.trailingSuperview].compactMap({ $0 }) + tree.connections {
                guard case .predicates(let predicates) = connection.kind else { continue }
                expect(!predicates.isEmpty, "a connection with an empty predicate list")
                checkPredicates(predicates, within: connection.sourceRange, units: units, &problems)
                for predicate in predicates {
                    if case .view = predicate.object { problems.append("a view in a connection") }
                }
            }
        }
    }

    static func checkPredicates(
        _ predicates: [VisualFormat.Predicate], within outer: Range<Int>, units: [UInt16], _ problems: inout [String]
    ) {
        for predicate in predicates {
            let range = predicate.sourceRange
            guard outer.contains(range.lowerBound), range.upperBound <= outer.upperBound else {
                problems.append("predicate range \(range) outside \(outer)")
                continue
            }
            if range.isEmpty { problems.append("an empty predicate range") }
            if !(1...1000).contains(predicate.priority.value) { problems.append("priority \(predicate.priority.value)") }
            if case .constant(let number) = predicate.object {
                if !number.value.isFinite { problems.append("a constant \(number.value)") }
                if let metric = number.metricName, metrics[metric] != number.value {
                    problems.append("metric \(metric) resolved to \(number.value)")
                }
            }
        }
    }

    /// Builds the constraints on fresh views and lays them out: every frame stays finite.
    static func layOut(_ format: String, options: NSLayoutConstraint.FormatOptions, _ problems: inout [String]) {
        // A window of its own each time: no reports or solver state carried from one input to
        // the next, and nothing printed (unsatisfiable formats are common).
        LayoutDiagnostics.shared.printsToStandardError = false
        defer { LayoutDiagnostics.shared.removeAll() }
        let window = UIWindow(device: device, orientation: .portrait)
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        var views: [String: UIView] = [:]
        for name in viewNames {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        let constraints: [NSLayoutConstraint]
        do {
            constraints = try NSLayoutConstraint.parseVisualFormat(format, options: options, metrics: metrics, views: views)
        } catch {
            // Options the format cannot honour (alignment along its own axis, …) are refused.
            return
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        for name in viewNames {
            let frame = views[name]!.frame
            if ![frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite) {
                problems.append("options \(options.rawValue): \(name).frame = \(frame)")
            }
        }
    }
}
