/// The colour gamut of a display.
///
/// UIKit (iOS 10.0); raw values are UIKit's.
public enum UIDisplayGamut: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No gamut.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The wider Display P3 gamut.
    case P3 = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .SRGB: "SRGB"
        case .P3: "P3"
        }
    }
}
