import Foundation

extension UIView: LayoutItem {
    var layoutOwnerView: UIView? { self }

    var layoutItemDescription: String {
        "\(type(of: self)):\(objectAddress(self))"
    }
}

extension UIView {
    // MARK: Constraints

    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }

    /// Installs a constraint on this view, which must be a common ancestor of its items (UIKit's
    /// pre-iOS 8 form of activation).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView !== self else { return }
        constraint.installedView?.uninstall(constraint)
        install(constraint)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Uninstalls a constraint installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        uninstall(constraint)
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        uninstall(constraints.filter { $0.installedView === self })
    }

    func install(_ constraint: NSLayoutConstraint) {
        constraint.installedView = self
        layoutState.constraints.append(constraint)
        rootView.existingLayoutEngine?.add(constraint)
        rootView.setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        rootView.existingLayoutEngine?.remove(constraint)
        layoutState.constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        rootView.setNeedsLayout()
    }

    /// Uninstalls constraints installed on this view with one pass over its list: one at a time,
    /// each removal searches the list, which is quadratic on a view holding thousands (the
    /// canvas's stored-frame holds of a scene with 30,000 siblings took minutes to lift).
    func uninstall(_ batch: [NSLayoutConstraint]) {
        guard batch.count > 1 else {
            if let constraint = batch.first { uninstall(constraint) }
            return
        }
        let engine = rootView.existingLayoutEngine
        var removed = Set<ObjectIdentifier>()
        for constraint in batch where removed.insert(ObjectIdentifier(constraint)).inserted {
            engine?.remove(constraint)
        }
        layoutState.constraints.removeAll { removed.contains(ObjectIdentifier($0)) }
        for constraint in batch { constraint.installedView = nil }
        rootView.setNeedsLayout()
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Layout guides

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutState.layoutGuides }

    /// Adds a guide; its `owningView` becomes this view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView !== self || !layoutState.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        layoutState.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide, and deactivates the constraints that refer to it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        for constraint in constraintsInSubtreeReferring(to: layoutGuide) { constraint.isActive = false }
        rootView.existingLayoutEngine?.forget(layoutGuide)
        layoutState.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The part of the view not covered by bars, the status bar, the notch or the home indicator.
    /// (Each looks at its stored guide first: a key path look-up costs more than the rest.)
    public var safeAreaLayoutGuide: UILayoutGuide { layoutState.safeAreaGuide ?? systemGuide(\.safeAreaGuide, .safeArea) }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { layoutState.marginsGuide ?? systemGuide(\.marginsGuide, .layoutMargins) }

    /// A centred area within the margins no wider than comfortable reading allows.
    public var readableContentGuide: UILayoutGuide { layoutState.readableGuide ?? systemGuide(\.readableGuide, .readableContent) }

    /// The part of the view the keyboard covers (iOS 15), made on first use. With no keyboard
    /// shown (the headless host shows none) its top is the bottom of the safe area and its bottom
    /// the view's bottom: its height is the bottom safe-area inset (the home indicator's 34 points
    /// on a notched iPhone in portrait, 0 on a phone with a home button), and it follows the safe
    /// area when it changes (rotation, bars). See ``UIKeyboardLayoutGuide``.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutState.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owningView: self)
        layoutState.keyboardGuide = guide
        let root = rootView
        if let engine = root.existingLayoutEngine, !engine.structureChanged {
            engine.addGuideConstraints(for: guide)
        }
        root.setNeedsLayout()
        return guide
    }

    /// The view controller's top or bottom layout guide on this (root) view, made on first use.
    ///
    /// UIKit's guides (iOS 7–10) are views added to the root view and pinned to its edges; when
    /// the root is a scroll view, a subview's constraints to its edges are to its content, so the
    /// guides sit at the top and bottom of the content and scroll with it (a chain of views from
    /// the top guide to the bottom one sizes the content instead of stretching to the screen).
    /// Here they are pinned to its ``UIScrollView/contentLayoutGuide``, made first.
    func layoutSupportGuide(top: Bool) -> UILayoutGuide {
        if let scrollView = self as? UIScrollView, scrollView.scrollsConstrainedContent {
            _ = scrollView.contentLayoutGuide
        }
        return top ? systemGuide(\.topSupportGuide, .topLayoutSupport) : systemGuide(\.bottomSupportGuide, .bottomLayoutSupport)
    }

    /// The system guide stored at `keyPath`, made on first use; made after the engine, it gets its
    /// placement constraints at once.
    private func systemGuide(_ keyPath: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, _ role: UILayoutGuide.SystemRole) -> UILayoutGuide {
        if let guide = layoutState[keyPath: keyPath] { return guide }
        let guide = UILayoutGuide(systemRole: role, owningView: self)
        layoutState[keyPath: keyPath] = guide
        let root = rootView
        if let engine = root.existingLayoutEngine, !engine.structureChanged {
            engine.addGuideConstraints(for: guide)
        }
        root.setNeedsLayout()
        return guide
    }

    /// Calls `body` with each of the view's layout guides, its own then the system's, without
    /// making an array (layout visits every view's guides on every pass).
    func forEachLayoutGuide(_ body: (UILayoutGuide) -> Void) {
        let state = layoutState
        for guide in state.layoutGuides { body(guide) }
        if let guide = state.safeAreaGuide { body(guide) }
        if let guide = state.marginsGuide { body(guide) }
        if let guide = state.readableGuide { body(guide) }
        if let guide = state.topSupportGuide { body(guide) }
        if let guide = state.bottomSupportGuide { body(guide) }
        if let guide = state.keyboardGuide { body(guide) }
    }

    /// Constraints installed anywhere in this subtree that refer to `item`.
    func constraintsInSubtreeReferring(to item: AnyObject) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        forEachViewInSubtree { view in
            result.append(contentsOf: view.layoutState.constraints.filter { $0.firstItem === item || $0.secondItem === item })
        }
        return result
    }

    // MARK: Intrinsic content size

    /// The marker for "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size the layout may give a view in `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the layout may give a view in `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Tells the layout that `intrinsicContentSize` changed; its constraints are updated in place.
    public func invalidateIntrinsicContentSize() {
        rootView.existingLayoutEngine?.intrinsicContentSizeDidChange(for: self)
        rootView.setNeedsLayout()
    }

    /// How strongly the view resists growing beyond its intrinsic size on an axis.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.horizontalHugging : layoutState.verticalHugging
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.horizontalHugging = priority } else { layoutState.verticalHugging = priority }
        rootView.existingLayoutEngine?.intrinsicContentSizeDidChange(for: self)
        rootView.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.horizontalCompressionResistance : layoutState.verticalCompressionResistance
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.horizontalCompressionResistance = priority
        } else {
            layoutState.verticalCompressionResistance = priority
        }
        rootView.existingLayoutEngine?.intrinsicContentSizeDidChange(for: self)
        rootView.setNeedsLayout()
    }

    // MARK: Updating constraints

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        rootView.setNeedsLayout()
    }

    /// Runs `updateConstraints()` on every view of this subtree that asked for it, subviews first.
    public func updateConstraintsIfNeeded() {
        for subview in storedSubviews { subview.updateConstraintsIfNeeded() }
        if layoutState.needsUpdateConstraints {
            layoutState.needsUpdateConstraints = false
            if let controller = owningViewController as? UIViewController {
                controller.updateViewConstraints()
            }
            updateConstraints()
        }
    }
}
