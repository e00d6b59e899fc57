import Foundation

/// The name of an action, spelled as in Objective-C (`"showDetailViewController:sender:"`).
///
/// Linux has no Objective-C runtime, so `#selector(…)` is not available: write
/// `Selector("showDetailViewController:sender:")`. Responders say which actions they handle by
/// overriding `canPerformAction(_:withSender:)`; nothing is found by method name at runtime.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C spelling of the action.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        self.name = value
    }

    public var description: String { name }
}

extension Selector {
    /// `show(_:sender:)`.
    public static let showViewController = Selector("showViewController:sender:")
    /// `showDetailViewController(_:sender:)`.
    public static let showDetailViewController = Selector("showDetailViewController:sender:")
}
