import InterfaceBuilder
import Testing

/// Runs each test of a suite with class registrations of its own
/// (``IBClassRegistry/withIsolatedRegistrations(_:)``): a suite that registers `DetailViewController`
/// for its fixture app must not change how a corpus document naming a `DetailViewController` is
/// laid out by another suite running at the same time in the same process.
struct IsolatedClassRegistry: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await IBClassRegistry.withIsolatedRegistrations { try await function() }
    }
}

extension Trait where Self == IsolatedClassRegistry {
    /// Class registrations of the test's own (see ``IsolatedClassRegistry``).
    static var isolatedClassRegistry: Self { IsolatedClassRegistry() }
}
