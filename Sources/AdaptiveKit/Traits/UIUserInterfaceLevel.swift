/// The visual level of content: base, or elevated (sheets, popovers, multitasking windows).
///
/// UIKit (iOS 13.0); raw values are UIKit's.
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No level.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the base level.
    case elevated = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .base: "base"
        case .elevated: "elevated"
        }
    }
}
