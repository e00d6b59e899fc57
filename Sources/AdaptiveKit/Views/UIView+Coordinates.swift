import Foundation

extension UIView {
    /// The transform from this view's coordinates to `view`'s (`nil`: the window's, or the root's
    /// when the view is in no window): up to the root through every view's bounds origin, centre
    /// and `transform`, then down to `view`.
    private func conversion(to view: UIView?) -> CGAffineTransform {
        let up = transformToRoot
        guard let view, view !== self else { return view === self ? .identity : up }
        return up.concatenating(view.transformToRoot.inverted())
    }

    /// Converts a point from this view's coordinates to another view's (`nil`: the window's),
    /// through the transforms of the views on the way.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(conversion(to: view))
    }

    /// Converts a point from another view's coordinates (`nil`: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return point.applying(transformToRoot.inverted()) }
        return view.convert(point, to: self)
    }

    /// Converts a rectangle from this view's coordinates to another view's (`nil`: the window's):
    /// under a rotation, the smallest rectangle that holds the converted corners, as UIKit does.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(conversion(to: view))
    }

    /// Converts a rectangle from another view's coordinates (`nil`: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else { return rect.applying(transformToRoot.inverted()) }
        return view.convert(rect, to: self)
    }
}
