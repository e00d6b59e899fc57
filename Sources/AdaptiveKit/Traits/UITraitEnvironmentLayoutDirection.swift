/// The layout direction of an environment: it decides which side `leading` and `trailing` are on.
///
/// UIKit (iOS 10.0); raw values are UIKit's.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No direction.
    case unspecified = -1
    /// Left-to-right scripts: leading is left.
    case leftToRight = 0
    /// Right-to-left scripts: leading is right.
    case rightToLeft = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .leftToRight: "leftToRight"
        case .rightToLeft: "rightToLeft"
        }
    }
}
