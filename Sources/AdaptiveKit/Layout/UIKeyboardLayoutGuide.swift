import Foundation

/// A layout guide that switches constraints on and off by which edges of its owning view it is
/// near (iOS 15). ``UIKeyboardLayoutGuide`` is the one UIKit makes.
///
/// The headless host shows no keyboard, so the guide is always where a hidden keyboard leaves it:
/// along the owning view's bottom edge, across its whole width. It is then near the bottom, the
/// leading and the trailing edges and away from the top (UIKit calls the guide "near" an edge it
/// touches). Constraints registered for the edges it is near are active; those registered for
/// being away from an edge it is near are inactive, and the other way round.
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearEdgeSets: [(constraints: [NSLayoutConstraint], edge: NSDirectionalRectEdge)] = []
    private var awayEdgeSets: [(constraints: [NSLayoutConstraint], edge: NSDirectionalRectEdge)] = []

    override init(systemRole: SystemRole, owningView: UIView) {
        super.init(systemRole: systemRole, owningView: owningView)
    }

    /// The edges the guide is near at rest: bottom, leading and trailing.
    var edgesNear: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

    /// Constraints active while the guide is near `edge` (and inactive otherwise).
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        nearEdgeSets.append((constraints, edge))
        apply()
    }

    /// Constraints active while the guide is away from `edge` (and inactive otherwise).
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        awayEdgeSets.append((constraints, edge))
        apply()
    }

    /// Removes every constraint registered for being near or away from `edge`, deactivating it.
    open func removeAllTrackedConstraints() {
        for set in nearEdgeSets + awayEdgeSets { NSLayoutConstraint.deactivate(set.constraints) }
        nearEdgeSets = []
        awayEdgeSets = []
    }

    private func apply() {
        let near = edgesNear
        for set in nearEdgeSets {
            let active = near.isSuperset(of: set.edge) && !set.edge.isEmpty
            active ? NSLayoutConstraint.activate(set.constraints) : NSLayoutConstraint.deactivate(set.constraints)
        }
        for set in awayEdgeSets {
            let active = near.isDisjoint(with: set.edge)
            active ? NSLayoutConstraint.activate(set.constraints) : NSLayoutConstraint.deactivate(set.constraints)
        }
    }
}

/// The part of a view the keyboard covers (`UIView.keyboardLayoutGuide`, iOS 15).
///
/// UIKit documents the guide's rest position: with no keyboard on screen its top is the bottom of
/// the owning view's safe area, so content pinned above it sits above the home indicator. The
/// headless host never shows a keyboard, so the guide keeps that position: left, right and bottom
/// of the owning view, height the bottom safe-area inset (0 with ``usesBottomSafeArea`` off). It
/// follows the safe area when it changes (a rotation, a toolbar shown). ``followsUndockedKeyboard``
/// (an undocked or floating iPad keyboard) is recorded; with no keyboard it changes nothing.
@MainActor
public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    init(owningView: UIView) {
        super.init(systemRole: .keyboard, owningView: owningView)
    }

    /// Whether the guide follows the keyboard when it is undocked or floating (off by default,
    /// as in UIKit: the guide then drops to the bottom of the view). Interface Builder documents
    /// write it as `followsUndockedKeyboard="YES"` on `<keyboardLayoutGuide>`.
    public var followsUndockedKeyboard = false

    /// Whether the guide's height at rest includes the bottom safe-area inset (iOS 17; on by
    /// default). Off, the guide is 0 high at the view's bottom edge when no keyboard is shown.
    public var usesBottomSafeArea = true {
        didSet {
            guard oldValue != usesBottomSafeArea, let owner = owningView else { return }
            owner.rootView.existingLayoutEngine?.markGuidesChanged()
            owner.rootView.setNeedsLayout()
        }
    }

    /// The distance above the keyboard within which a drag dismisses it interactively (iOS 17;
    /// recorded, 0 by default).
    public var keyboardDismissPadding: CGFloat = 0
}
