/// Whether content appears in its active (key window) state.
///
/// UIKit (iOS 14.0); raw values are UIKit's.
public enum UIUserInterfaceActiveAppearance: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No appearance.
    case unspecified = -1
    /// The inactive appearance.
    case inactive = 0
    /// The active appearance.
    case active = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .inactive: "inactive"
        case .active: "active"
        }
    }
}
