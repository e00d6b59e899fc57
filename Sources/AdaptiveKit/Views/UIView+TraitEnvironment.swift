import Foundation

extension UIView {
    /// Traits this view imposes on itself and its subviews (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            storedTraitOverrides = newValue
            updateTraitCollectionsInSubtree()
        }
    }

    /// The traits this view would have now, from its source: the owning view controller, the
    /// superview, or nothing.
    func computeTraitCollection() -> UITraitCollection {
        let inherited: UITraitCollection
        // (A class cast first: it is much cheaper than a protocol conformance look-up.)
        if let owner = owningViewController,
           let traits = (owner as? UIViewController)?.traitCollection ?? (owner as? UITraitEnvironment)?.traitCollection {
            inherited = traits
        } else if let superview = storedSuperview {
            inherited = superview.traitCollection
        } else if let window = self as? UIWindow {
            inherited = window.inheritedTraitCollection
        } else {
            inherited = .unspecified
        }
        return traits(inheriting: inherited)
    }

    /// This view's traits when it inherits `inherited`: its overrides applied, and the layout
    /// direction a forced semantic content attribute sets.
    func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        var traits = inherited.applying(storedTraitOverrides)
        // A forced semantic content attribute sets the layout direction of the view's subtree.
        switch semanticContentAttribute {
        case .forceLeftToRight where traits.layoutDirection != .leftToRight:
            traits = traits.replacing(UITraitLayoutDirection.self, value: .leftToRight)
        case .forceRightToLeft where traits.layoutDirection != .rightToLeft:
            traits = traits.replacing(UITraitLayoutDirection.self, value: .rightToLeft)
        default:
            break
        }
        return traits
    }

    /// Recomputes the traits of this subtree, top down, and calls `traitCollectionDidChange(_:)`
    /// on every view whose traits changed (and only on those).
    func updateTraitCollectionsInSubtree() {
        updateTraitCollectionsInSubtree(superviewTraits: nil)
    }

    /// `superviewTraits`: the superview's traits, just brought up to date by the caller (so each
    /// view of the walk does not look its superview up again); `nil` to look them up.
    private func updateTraitCollectionsInSubtree(superviewTraits: UITraitCollection?) {
        // The controller that owns this view goes first (it may also have children whose views
        // are not in this tree).
        let owner = owningViewController
        if let controller = owner as? UIViewController {
            controller.refreshTraitCollection()
        }
        // A view that never had traits counts as all unspecified before.
        let previous = cachedTraitCollection ?? .unspecified
        if owner == nil, let superviewTraits {
            cachedTraitCollection = traits(inheriting: superviewTraits)
        } else {
            cachedTraitCollection = nil
        }
        // Through the getter, which a subclass may override.
        let current = traitCollection
        for subview in storedSubviews {
            subview.updateTraitCollectionsInSubtree(superviewTraits: current)
        }
        if !previous.hasSameTraits(as: current) {
            if previous.layoutDirection != current.layoutDirection {
                // Leading and trailing are baked into the engine's equations: rebuild them.
                rootView.existingLayoutEngine?.markStructureChanged()
                rootView.setNeedsLayout()
            }
            traitCollectionDidChange(previous)
            appearanceTraitsDidChange()
            notifyTraitObservers(previous: previous)
            setNeedsLayout()
        }
    }
}
