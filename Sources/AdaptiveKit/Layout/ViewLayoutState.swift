import Foundation

/// The Auto Layout state of one view, kept in one object so `UIView` stays readable.
@MainActor
final class ViewLayoutState {
    /// Constraints installed on the view (`UIView.constraints`), in installation order.
    var constraints: [NSLayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    /// The system guides, made on first use.
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// A view controller's `topLayoutGuide` / `bottomLayoutGuide`, on its root view.
    var topSupportGuide: UILayoutGuide?
    var bottomSupportGuide: UILayoutGuide?
    /// `keyboardLayoutGuide` (iOS 15).
    var keyboardGuide: UIKeyboardLayoutGuide?

    /// Whether any system guide has been made.
    var hasSystemGuides: Bool {
        safeAreaGuide != nil || marginsGuide != nil || readableGuide != nil || topSupportGuide != nil || bottomSupportGuide != nil
            || keyboardGuide != nil
    }

    var needsLayout = true
    var needsUpdateConstraints = true

    /// A part of a standard view that its owner places in `layoutSubviews` (a button's title
    /// label and image view). While no constraint names it, has no subviews and no guides, it
    /// gets no variables in the engine: its frame is the one its owner sets, as UIKit's own
    /// frame-based layout of such parts does (see `LayoutEngine.rebuild()`).
    var isPlacedByOwner = false

    /// The margins as set (`directionalLayoutMargins` stores them direction-independently).
    var directionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the margins were set as left/right (`layoutMargins`) rather than leading/trailing.
    var marginsSetAsAbsolute: UIEdgeInsets?
    /// Whether code or a document set the margins; a controller's root view that keeps its default
    /// margins has the system minimum margins alone (`UIViewController+SystemMargins.swift`).
    var marginsWereSet = false
    /// Whether the view is a view controller's root view (it has the system minimum margins).
    var isControllerRoot = false
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true

    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompressionResistance = UILayoutPriority.defaultHigh
    var verticalCompressionResistance = UILayoutPriority.defaultHigh

    /// The engine that lays out the tree this view is the root of (windows, detached roots).
    var engine: LayoutEngine?

    /// The frame and superview size the autoresizing mask is relative to: captured when the frame
    /// is set from code or the view joins a superview.
    var autoresizingReference: (frame: CGRect, superviewSize: CGSize)?

    /// The safe-area insets the last layout computed.
    var safeAreaInsets = UIEdgeInsets.zero
}
