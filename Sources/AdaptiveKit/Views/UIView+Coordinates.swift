import Foundation

extension UIView {
    /// This view's origin in its window's (or its root's) coordinates.
    private var originInRoot: CGPoint {
        var point = CGPoint.zero
        var current: UIView? = self
        while let view = current, let superview = view.superview {
            point.x += view.frame.minX - superview.bounds.minX
            point.y += view.frame.minY - superview.bounds.minY
            current = superview
        }
        return point
    }

    /// Converts a point from this view's coordinates to another view's (`nil`: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        let ownBounds = bounds.origin, theirBounds = view?.bounds.origin ?? .zero
        return CGPoint(
            x: point.x - ownBounds.x + mine.x - theirs.x + theirBounds.x,
            y: point.y - ownBounds.y + mine.y - theirs.y + theirBounds.y
        )
    }

    /// Converts a point from another view's coordinates (`nil`: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else {
            let mine = originInRoot
            return CGPoint(x: point.x - mine.x + bounds.minX, y: point.y - mine.y + bounds.minY)
        }
        return view.convert(point, to: self)
    }

    /// Converts a rectangle from this view's coordinates to another view's (`nil`: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from another view's coordinates (`nil`: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
