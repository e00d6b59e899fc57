/// Light or dark appearance.
///
/// UIKit (iOS 12.0); raw values are UIKit's.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No style.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}
