import Foundation

extension UIView {
    /// The affine transform from this view's coordinates (its bounds) to its superview's: the
    /// bounds' centre goes to `center`, and `transform` applies about it.
    var transformToSuperview: CGAffineTransform {
        let toCentre = CGAffineTransform(translationX: -storedBounds.midX, y: -storedBounds.midY)
        let body = storedTransform.isIdentity ? toCentre : toCentre.concatenating(storedTransform)
        return body.concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
    }

    /// The frame under a transform: the bounding box of the transformed bounds.
    var transformedFrame: CGRect {
        CGRect(origin: CGPoint(x: -storedBounds.width / 2, y: -storedBounds.height / 2), size: storedBounds.size)
            .applying(storedTransform)
            .offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    /// Sets `frame` while a transform is in effect (UIKit leaves the result undefined): the centre
    /// moves to the new frame's middle less the transform's translation; a transform that only
    /// scales (no rotation or shear) also gets the bounds' size that makes its bounding box the new
    /// frame; any other keeps the bounds' size.
    func setFrameUnderTransform(_ newValue: CGRect) {
        let rect = newValue.standardized
        let t = storedTransform
        let oldSize = storedBounds.size
        if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
            storedBounds.size = CGSize(width: rect.width / abs(t.a), height: rect.height / abs(t.d))
        }
        storedCenter = CGPoint(x: rect.midX - t.tx, y: rect.midY - t.ty)
        if storedBounds.size != oldSize { setNeedsLayout() }
    }

    /// The transform from this view's coordinates to its root's (the window's when it is in one).
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var current: UIView = self
        while let superview = current.storedSuperview {
            result = result.concatenating(current.transformToSuperview)
            current = superview
        }
        return result
    }
}
