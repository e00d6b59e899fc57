/// A table view's `style`, with the text of any other value kept (``unknown(_:)``). A table
/// that writes none is ``plain``.
public enum IBTableStyle: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    case plain, grouped, insetGrouped
    /// A value outside the vocabulary, as written.
    case unknown(String)

    /// The style written as `rawValue` (``unknown(_:)`` when it is not a known one).
    public init(rawValue: String) {
        switch rawValue {
        case "plain": self = .plain
        case "grouped": self = .grouped
        case "insetGrouped": self = .insetGrouped
        default: self = .unknown(rawValue)
        }
    }

    /// The text as written in the document.
    public var rawValue: String {
        switch self {
        case .plain: "plain"
        case .grouped: "grouped"
        case .insetGrouped: "insetGrouped"
        case .unknown(let text): text
        }
    }

    public var description: String { rawValue }

    /// Whether sections are drawn as groups (`grouped`, `insetGrouped`).
    public var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}
