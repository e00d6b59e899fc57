import Foundation

/// The outcomes of a run, counted per kind and command.
public struct MutationReport: Sendable {
    public private(set) var outcomes: [MutationRunner.Outcome] = []

    public init() {}

    public mutating func add(_ outcomes: [MutationRunner.Outcome]) {
        self.outcomes += outcomes
    }

    public var failures: [MutationRunner.Outcome] { outcomes.filter { $0.verdict != .passed } }

    /// The summary table: a row per kind and a total, a column per command, each cell
    /// `passed/signal/hang/memory` (and `+n other` when some exited otherwise).
    public func table(commands: [MutationRunner.Command] = MutationRunner.Command.allCases) -> String {
        let kinds = Set(outcomes.map(\.mutation.kind)).sorted()
        func cell(_ selected: [MutationRunner.Outcome]) -> String {
            func count(_ verdict: MutationRunner.Verdict) -> Int { selected.filter { $0.verdict == verdict }.count }
            let other = count(.other)
            return "\(count(.passed))/\(count(.signal))/\(count(.hang))/\(count(.memory))" + (other > 0 ? " +\(other) other" : "")
        }
        var rows: [[String]] = [["kind", "mutations"] + commands.map { "\($0.rawValue) p/sig/hang/mem" }]
        for kind in kinds {
            let ofKind = outcomes.filter { $0.mutation.kind == kind }
            rows.append([kind.rawValue, "\(Set(ofKind.map(\.mutation)).count)"] + commands.map { command in cell(ofKind.filter { $0.command == command }) })
        }
        rows.append(["total", "\(Set(outcomes.map(\.mutation)).count)"] + commands.map { command in cell(outcomes.filter { $0.command == command }) })
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.enumerated().map { number, row in
            let line = row.enumerated().map { column, text in
                column == 0 ? text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - text.count) + text
            }.joined(separator: "  ")
            return number == 0 ? line + "\n" + String(repeating: "-", count: line.count) : line
        }.joined(separator: "\n")
    }
}
