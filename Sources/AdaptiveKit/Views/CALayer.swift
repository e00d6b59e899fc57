import Foundation

/// A colour as Core Graphics holds it: what `UIColor.cgColor` gives and `CALayer` border and
/// shadow colours take. On Linux it carries the `UIColor` it came from.
public final class CGColor: @unchecked Sendable, Equatable {
    /// The colour this was made from (dynamic colours stay dynamic until drawn).
    public let uiColor: UIColor

    init(_ uiColor: UIColor) {
        self.uiColor = uiColor
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.uiColor == rhs.uiColor
    }
}

extension UIColor {
    /// The colour as a `CGColor`.
    public var cgColor: CGColor { CGColor(self) }

    /// A colour from a `CGColor`.
    public convenience init(cgColor: CGColor) {
        self.init(components: cgColor.uiColor.resolvedComponents, name: cgColor.uiColor.name)
    }
}

/// The part of Core Animation's layer that storyboards and layout code set on views: corner
/// radius, border, masking, opacity and shadow. (There is no separate layer tree: drawing reads
/// these from each view's layer.)
@MainActor
public final class CALayer {
    /// The radius of the rounded corners of the background, border and mask.
    public var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the bounds.
    public var borderWidth: CGFloat = 0
    /// The colour of the border (opaque black by default, as in Core Animation).
    public var borderColor: CGColor? = UIColor.black.cgColor
    /// Whether sublayers (subviews) are clipped to the bounds and corner radius.
    public var masksToBounds = false
    /// The opacity of the layer; the view's `alpha`.
    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }
    public var shadowColor: CGColor? = UIColor.black.cgColor
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3

    weak var view: UIView?

    init() {}
}
