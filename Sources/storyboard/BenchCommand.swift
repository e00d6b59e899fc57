import ArgumentParser

/// `storyboard bench`: performance measurements of the library against reference implementations.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the library's performance on benchmark workloads.",
        discussion: """
        Examples:
          storyboard bench solver ../shared/bench/workloads/*.json
          storyboard bench solver ../shared/bench/workloads/scene-200.json --json
        """,
        subcommands: [BenchSolver.self, BenchRender.self, BenchApp.self, BenchSnapshot.self, BenchLint.self, BenchServe.self]
    )
}
