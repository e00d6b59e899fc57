import Cassowary

/// A workload file that cannot be run.
public enum WorkloadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not a valid `solver-workload/1` workload.
    case badFormat(String)
    /// The solver refused the workload.
    case solver(SolverError)

    /// A one-line message.
    public var description: String {
        switch self {
        case let .badFormat(message): message
        case let .solver(error): error.description
        }
    }
}
