/// Whether the user asked for bold text.
///
/// UIKit (iOS 13.0); raw values are UIKit's.
public enum UILegibilityWeight: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No weight.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .regular: "regular"
        case .bold: "bold"
        }
    }
}
