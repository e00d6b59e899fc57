import Foundation

extension UIViewController {
    /// The controller's traits: its parent's, combined with the parent's override for it; for a
    /// window's root controller, the window's; all unspecified outside a hierarchy. Then the
    /// controller's own `traitOverrides`.
    public var traitCollection: UITraitCollection {
        if let cachedTraitCollection { return cachedTraitCollection }
        let computed = computeTraitCollection()
        cachedTraitCollection = computed
        return computed
    }

    func computeTraitCollection() -> UITraitCollection {
        if let parent {
            return traitCollection(inheriting: parent.traitCollection, from: parent)
        }
        if let window = rootOfWindow {
            return window.traitCollection.applying(storedTraitOverrides)
        }
        if let presentation = storedPresentationController, storedPresenting != nil {
            return presentation.traitCollection.applying(storedTraitOverrides)
        }
        return UITraitCollection().applying(storedTraitOverrides)
    }

    /// The traits this controller has when its parent has `parentTraits` (used to predict the
    /// traits of a transition before it happens).
    func traitCollection(inheriting parentTraits: UITraitCollection, from parent: UIViewController) -> UITraitCollection {
        var traits = parentTraits
        if let override = parent.overrideTraitCollection(forChild: self) {
            traits = UITraitCollection(traitsFrom: [traits, override])
        }
        return traits.applying(storedTraitOverrides)
    }

    /// Sets (or clears, with `nil`) traits that replace the inherited ones for one child. Only the
    /// traits the override specifies replace the inherited ones: an override of the horizontal size
    /// class keeps the parent's vertical size class.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parent === self else { return }
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        childViewController.refreshTraitCollection()
        childViewController.viewIfLoaded?.updateTraitCollectionsInSubtree()
        childViewController.viewIfLoaded?.rootView.setNeedsLayout()
    }

    /// The override set for a child, if any.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// Traits this controller imposes on itself and its children and views (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            storedTraitOverrides = newValue
            refreshTraitCollection()
            viewIfLoaded?.updateTraitCollectionsInSubtree()
        }
    }

    /// Recomputes the traits of this controller and its children, calling
    /// `traitCollectionDidChange(_:)` on each whose traits changed (parents before children).
    func refreshTraitCollection() {
        let previous = cachedTraitCollection ?? .unspecified
        cachedTraitCollection = nil
        let current = traitCollection
        if !previous.hasSameTraits(as: current) {
            traitCollectionDidUpdate(from: previous)
            traitCollectionDidChange(previous)
            notifyTraitObservers(previous: previous)
        }
        for child in children {
            child.refreshTraitCollection()
        }
    }
}
