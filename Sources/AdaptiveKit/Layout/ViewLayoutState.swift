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

    // Per-tree bookkeeping, read on a tree's topmost view, so that two windows (or a window and
    // a view laid out on its own) never see each other's passes and changes.

    /// Changes whenever the subviews or controller of this view or of any view below it change
    /// (``UIView/noteHierarchyChange()``): a layout engine rooted here keeps its tree while it
    /// is unchanged.
    var subtreeGeneration = 0
    /// Counts writes of safe-area insets to this view and the views below it, by any engine
    /// (a fitting engine measures a subtree too), so an engine rooted here knows when the
    /// values it left may have been overwritten.
    var subtreeSafeAreaWrites = 0
    /// Layout passes under way in the tree whose topmost view this is (passes do not nest when
    /// values are read during one).
    var layoutPassDepth = 0
    /// Whether a follow-up pass for wrapping views is under way in this tree.
    var followUpLayoutIsRunning = false

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
