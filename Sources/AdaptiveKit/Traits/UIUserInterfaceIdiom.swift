/// The kind of device interface: phone, pad and the others UIKit knows.
///
/// UIKit (iOS 3.2); raw values are UIKit's.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No idiom: the value of an object that is not in an environment yet.
    case unspecified = -1
    /// iPhone and iPod touch.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Mac Catalyst with the Mac idiom.
    case mac = 5
    /// Apple Vision.
    case vision = 6

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .phone: "phone"
        case .pad: "pad"
        case .tv: "tv"
        case .carPlay: "carPlay"
        case .mac: "mac"
        case .vision: "vision"
        }
    }
}
