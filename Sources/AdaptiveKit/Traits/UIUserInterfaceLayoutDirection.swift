/// The layout direction of a view or of the application (no unspecified value).
///
/// UIKit (iOS 5.0); raw values are UIKit's.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1

    public var description: String {
        switch self {
        case .leftToRight: "leftToRight"
        case .rightToLeft: "rightToLeft"
        }
    }
}
