import Foundation

/// What a view controller's `topLayoutGuide` and `bottomLayoutGuide` are (iOS 7–10 style): the
/// height of the area covered at the top (status bar, navigation bar) or bottom (toolbar, tab
/// bar, home indicator), with anchors for constraints.
@MainActor
public protocol UILayoutSupport: AnyObject {
    /// The height of the covered area.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    public var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    /// The area covered at the top of the controller's view: from its top edge to the top of the
    /// safe area. Deprecated in UIKit in favour of `view.safeAreaLayoutGuide`, kept for the
    /// storyboards that use it.
    public var topLayoutGuide: any UILayoutSupport {
        view.layoutSupportGuide(top: true)
    }

    /// The area covered at the bottom of the controller's view: from the bottom of the safe area
    /// to its bottom edge.
    public var bottomLayoutGuide: any UILayoutSupport {
        view.layoutSupportGuide(top: false)
    }
}
