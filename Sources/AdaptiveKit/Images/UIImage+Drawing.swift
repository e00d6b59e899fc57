import Foundation

extension UIImage {
    /// How an image is drawn: as is, or as a template (its alpha tinted by the tint colour).
    ///
    /// UIKit (iOS 7.0). The raw values follow UIKit's declaration order.
    public enum RenderingMode: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The context decides (a template in bar buttons, tab bars and image views with a tint
        /// only when the image says so); the default.
        case automatic = 0
        /// Always drawn as is.
        case alwaysOriginal = 1
        /// Always drawn as a template.
        case alwaysTemplate = 2

        /// The case name.
        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .alwaysOriginal: "alwaysOriginal"
            case .alwaysTemplate: "alwaysTemplate"
            }
        }
    }

    /// How the middle of a resizable image fills a larger size.
    ///
    /// UIKit (iOS 6.0); raw values are UIKit's.
    public enum ResizingMode: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The middle is repeated.
        case tile = 0
        /// The middle is stretched.
        case stretch = 1

        /// The case name.
        public var description: String {
            switch self {
            case .tile: "tile"
            case .stretch: "stretch"
            }
        }
    }

    /// The same image with another rendering mode (iOS 7).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode)
    }

    /// The same image with other alignment insets, in points.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        UIImage(copying: self, alignmentRectInsets: alignmentInsets)
    }

    /// The same image with cap insets, in points, and the middle tiled (iOS 5).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        UIImage(copying: self, capInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with cap insets, in points, and the given way of filling the middle (iOS 6).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(copying: self, capInsets: capInsets, resizingMode: resizingMode)
    }
}
