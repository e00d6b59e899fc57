import Foundation

/// Why a test fixture could not be made: thrown by the throwing fixture helpers (instead of a
/// `try!` or a force unwrap that would stop the whole test run).
public enum FixtureError: Error, CustomStringConvertible {
    /// A file could not be read.
    case unreadable(String, reason: String)
    /// A text did not contain what the fixture looked for.
    case notFound(String, in: String)
    /// A position marker was used that the text does not have.
    case missingMarker(Int, available: [Int])

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .notFound(let needle, let context): "\(needle.debugDescription) not found in \(context)"
        case .missingMarker(let marker, let available): "no marker \(marker) in the text (it has \(available))"
        }
    }
}

/// A value the fixture needs, or ``FixtureError/notFound(_:in:)``: the throwing form of `x!`.
public func fixture<Value>(_ value: Value?, _ what: String, in context: String = "the fixture") throws -> Value {
    guard let value else { throw FixtureError.notFound(what, in: context) }
    return value
}
