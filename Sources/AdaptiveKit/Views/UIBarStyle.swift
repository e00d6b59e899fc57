import Foundation

/// The look of a bar (UIKit's raw values).
public enum UIBarStyle: Int, Sendable, CaseIterable {
    case `default` = 0
    case black = 1
    /// Deprecated: `black` with `isTranslucent`.
    case blackTranslucent = 2

    /// Deprecated alias of `black`.
    public static let blackOpaque = UIBarStyle.black
}
