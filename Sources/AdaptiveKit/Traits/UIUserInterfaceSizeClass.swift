/// The size class of one dimension of an environment: compact or regular, with `unspecified` for no value.
///
/// Interface Builder and asset catalogs spell `unspecified` as "Any".
///
/// UIKit (iOS 8.0); raw values are UIKit's.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No size class ("Any" in Interface Builder).
    case unspecified = 0
    /// A constrained amount of space.
    case compact = 1
    /// An expansive amount of space.
    case regular = 2

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
