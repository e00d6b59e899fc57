import Foundation

/// Insets from the four edges of a rectangle, in points.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets.
    public static let zero = UIEdgeInsets()

    public var description: String {
        "{\(top), \(left), \(bottom), \(right)}"
    }
}

extension CGRect {
    /// The rectangle shrunk by the insets (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        )
    }
}
