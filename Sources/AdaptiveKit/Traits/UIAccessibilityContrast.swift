/// The contrast level the user asked for.
///
/// UIKit (iOS 13.0); raw values are UIKit's.
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No contrast level.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .normal: "normal"
        case .high: "high"
        }
    }
}
