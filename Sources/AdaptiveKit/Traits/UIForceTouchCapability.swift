/// Whether the display reports touch pressure (3D Touch).
///
/// UIKit (iOS 9.0); raw values are UIKit's.
public enum UIForceTouchCapability: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// Not known: the unspecified value of this trait.
    case unknown = 0
    /// No 3D Touch.
    case unavailable = 1
    /// 3D Touch is available.
    case available = 2

    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .unavailable: "unavailable"
        case .available: "available"
        }
    }
}
