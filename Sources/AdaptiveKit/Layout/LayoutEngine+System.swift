internal import Cassowary
import Foundation

extension LayoutEngine {
    /// The constraints the system adds for one item.
    struct SystemConstraints {
        /// Root placement or the autoresizing mask of a view that translates it.
        var autoresizing: [NSLayoutConstraint] = []
        /// Intrinsic content size: hugging and compression resistance.
        var contentSize: [NSLayoutConstraint] = []
        /// Placement of a system layout guide in its owning view.
        var guide: [NSLayoutConstraint] = []
        /// Raw solver constraints (the root's origin).
        var raw: [Cassowary.Constraint] = []

        var all: [NSLayoutConstraint] { autoresizing + contentSize + guide }
    }

    // MARK: Views

    /// Adds a view's variables and the constraints the system makes for it.
    func addSystemConstraints(for view: UIView, addingAutoresizing: Bool = true) {
        let rect = self.rect(for: view)
        var system = SystemConstraints()
        if view === root {
            for (variable, value) in [(rect.minX, 0.0), (rect.minY, 0.0)] {
                let origin = Cassowary.Constraint(Expression(terms: [Term(variable, coefficient: 1)], constant: -value), .equal, strength: .required)
                try? solver.add(origin)
                system.raw.append(origin)
            }
            // A root that translates its mask (every window does) keeps its size; otherwise its
            // constraints size it.
            if !fitting && (view.translatesAutoresizingMaskIntoConstraints || view is UIWindow) {
                system.autoresizing = [
                    fixedSize(view, .width, view.bounds.width),
                    fixedSize(view, .height, view.bounds.height),
                ]
            }
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
            system.autoresizing = autoresizingConstraints(for: view, in: superview)
        }
        system.contentSize = contentSizeConstraints(for: view)
        systemConstraints[ObjectIdentifier(view)] = system
        for constraint in addingAutoresizing ? system.all : system.contentSize + system.guide { add(constraint) }
    }

    private func fixedSize(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            firstItem: view, firstAttribute: attribute, relation: .equal, secondItem: nil, secondAttribute: .notAnAttribute,
            multiplier: 1, constant: value, origin: .autoresizingMask
        )
    }

    /// UIKit's autoresizing as constraints: the change of the superview's size since the mask's
    /// reference frame is shared among the flexible parts (left margin, size, right margin) in
    /// proportion to their sizes then (evenly when they were all zero); fixed parts keep their size.
    func autoresizingConstraints(for view: UIView, in superview: UIView) -> [NSLayoutConstraint] {
        autoresizingTerms(for: view, in: superview).map { term in
            let constraint = NSLayoutConstraint(
                firstItem: view, firstAttribute: term.attribute, relation: .equal,
                secondItem: term.multiplier == 0 ? nil : superview, secondAttribute: term.multiplier == 0 ? .notAnAttribute : term.superviewAttribute,
                multiplier: term.multiplier, constant: term.constant, origin: .autoresizingMask
            )
            constraint.autoresizingCoordinateView = superview
            return constraint
        }
    }

    /// One autoresizing constraint: `view.attribute = multiplier × superview.superviewAttribute + constant`
    /// (no second item when the multiplier is 0).
    struct AutoresizingTerm {
        var attribute: NSLayoutConstraint.Attribute
        var superviewAttribute: NSLayoutConstraint.Attribute
        var multiplier: CGFloat
        var constant: CGFloat
    }

    /// The numbers of ``autoresizingConstraints(for:in:)``: left, width, top, height.
    func autoresizingTerms(for view: UIView, in superview: UIView) -> [AutoresizingTerm] {
        let reference = view.layoutState.autoresizingReference ?? (view.untransformedFrame, superview.bounds.size)
        let mask = view.autoresizingMask
        let origin = superview.bounds.origin
        func axis(
            position: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute,
            start: CGFloat, length: CGFloat, container: CGFloat, boundsOffset: CGFloat,
            flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool
        ) -> [AutoresizingTerm] {
            let parts = [(flexibleStart, start), (flexibleSize, length), (flexibleEnd, container - start - length)]
            let flexible = parts.filter { $0.0 }
            let total = flexible.reduce(CGFloat(0)) { $0 + max($1.1, 0) }
            func share(_ index: Int) -> CGFloat {
                guard parts[index].0 else { return 0 }
                return total > 0 ? max(parts[index].1, 0) / total : 1 / CGFloat(flexible.count)
            }
            let startShare = share(0), sizeShare = share(1)
            // position = start + startShare × (superview.size − container) − bounds offset
            return [
                AutoresizingTerm(attribute: position, superviewAttribute: size, multiplier: startShare, constant: start - startShare * container - boundsOffset),
                AutoresizingTerm(attribute: size, superviewAttribute: size, multiplier: sizeShare, constant: length - sizeShare * container),
            ]
        }
        return axis(
            position: .left, size: .width, start: reference.frame.minX, length: reference.frame.width,
            container: reference.superviewSize.width, boundsOffset: origin.x,
            flexibleStart: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin)
        ) + axis(
            position: .top, size: .height, start: reference.frame.minY, length: reference.frame.height,
            container: reference.superviewSize.height, boundsOffset: origin.y,
            flexibleStart: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleEnd: mask.contains(.flexibleBottomMargin)
        )
    }

    /// Hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`) per axis that
    /// has an intrinsic size.
    ///
    /// A view whose autoresizing mask becomes constraints gets none: those constraints are required
    /// and fix its width and height (in terms of its superview's), so optional constraints on its
    /// size could not change any value; leaving them out spares the solver four constraints and
    /// the text measurement for every label a button or cell positions in code.
    func contentSizeConstraints(for view: UIView) -> [NSLayoutConstraint] {
        if sizeIsFixedByAutoresizing(view) { return [] }
        let size = view.intrinsicContentSize
        var result: [NSLayoutConstraint] = []
        for (attribute, value, axis) in [(NSLayoutConstraint.Attribute.width, size.width, NSLayoutConstraint.Axis.horizontal), (.height, size.height, .vertical)]
        where value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 {
            result.append(NSLayoutConstraint(
                firstItem: view, firstAttribute: attribute, relation: .lessThanOrEqual, secondItem: nil,
                secondAttribute: .notAnAttribute, multiplier: 1, constant: value,
                priority: view.contentHuggingPriority(for: axis), origin: .contentHugging
            ))
            result.append(NSLayoutConstraint(
                firstItem: view, firstAttribute: attribute, relation: .greaterThanOrEqual, secondItem: nil,
                secondAttribute: .notAnAttribute, multiplier: 1, constant: value,
                priority: view.contentCompressionResistancePriority(for: axis), origin: .contentCompressionResistance
            ))
        }
        return result
    }

    /// Whether the view's autoresizing constraints fix its size (see `addSystemConstraints(for:)`).
    func sizeIsFixedByAutoresizing(_ view: UIView) -> Bool {
        if view === root { return !fitting && (view.translatesAutoresizingMaskIntoConstraints || view is UIWindow) }
        return view.translatesAutoresizingMaskIntoConstraints && view.superview != nil
    }

    /// Replaces a view's content-size constraints after `invalidateIntrinsicContentSize()` or a
    /// priority change: constants change in place when only the size changed.
    func intrinsicContentSizeDidChange(for view: UIView) {
        guard !structureChanged, var system = systemConstraints[ObjectIdentifier(view)] else { return }
        let fresh = contentSizeConstraints(for: view)
        let sameShape = fresh.count == system.contentSize.count && zip(fresh, system.contentSize).allSatisfy {
            $0.firstAttribute == $1.firstAttribute && $0.relation == $1.relation && $0.priority == $1.priority
        }
        if sameShape {
            for (new, old) in zip(fresh, system.contentSize) { old.constant = new.constant }
        } else {
            for old in system.contentSize { remove(old) }
            system.contentSize = fresh
            systemConstraints[ObjectIdentifier(view)] = system
            for constraint in fresh { add(constraint) }
        }
        needsSolve = true
        if !brokenByConflict.isEmpty { retryBrokenConstraints = true }
    }

    /// After code set a view's frame: the autoresizing reference moves, constants follow.
    /// - Returns: whether the root needs a layout pass: not for a view the engine left out
    ///   because its owner places it (a button's title label), whose frame is final as set.
    @discardableResult
    func frameDidChange(for view: UIView) -> Bool {
        guard !structureChanged else { return true }
        guard let system = systemConstraints[ObjectIdentifier(view)] else { return !view.layoutState.isPlacedByOwner }
        needsSolve = true
        if view === root {
            for constraint in system.autoresizing {
                constraint.constant = constraint.firstAttribute == .width ? view.bounds.width : view.bounds.height
            }
            // A new window size (a rotation, a multitasking resize, another device) tries the
            // required constraints a conflict broke again: a conflict of one size does not
            // outlive it (the constraints of a layout too tall for landscape hold again in
            // portrait).
            if !brokenByConflict.isEmpty { retryBrokenConstraints = true }
            return true
        }
        guard let superview = view.superview, !system.autoresizing.isEmpty else { return true }
        for (new, old) in zip(autoresizingTerms(for: view, in: superview), system.autoresizing) {
            if new.multiplier == old.multiplier && (new.multiplier == 0) == (old.secondItem == nil) {
                old.constant = new.constant
            } else {
                markStructureChanged()
                return true
            }
        }
        return true
    }

    // MARK: Guides

    /// Adds a guide's variables, and for a system guide the constraints that place it.
    func addGuideConstraints(for guide: UILayoutGuide) {
        treeIsStale = true
        _ = rect(for: guide)
        guard systemConstraints[ObjectIdentifier(guide)] == nil else { return }
        guard let role = guide.systemRole, let owner = guide.owningView else { return }
        var system = SystemConstraints()
        switch role {
        case .safeArea, .layoutMargins, .topLayoutSupport, .bottomLayoutSupport, .keyboard:
            let isLayoutSupport = role == .topLayoutSupport || role == .bottomLayoutSupport
            // A controller's top and bottom layout guides on a scroll view are at its content's
            // edges, as UIKit's guide views are (``UIView/layoutSupportGuide(top:)``).
            let content: UILayoutGuide? = isLayoutSupport ? (owner as? UIScrollView).flatMap {
                $0.scrollsConstrainedContent ? $0.contentLayoutGuide : nil
            } : nil
            system.guide = zip(Self.placementAttributes(role), placementConstants(role, owner)).map { attribute, constant in
                let second: AnyObject? = switch attribute {
                case .height where isLayoutSupport || role == .keyboard: nil
                case .left, .top, .bottom: content ?? owner
                default: owner
                }
                return NSLayoutConstraint(
                    firstItem: guide, firstAttribute: attribute, relation: .equal,
                    secondItem: second, secondAttribute: attribute, multiplier: 1, constant: constant,
                    origin: .layoutGuide(role.identifier)
                )
            }
        case .readableContent:
            let margins = owner.layoutMarginsGuide
            _ = rect(for: margins)
            if systemConstraints[ObjectIdentifier(margins)] == nil { addGuideConstraints(for: margins) }
            func make(_ a: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ other: AnyObject?, _ b: NSLayoutConstraint.Attribute, _ c: CGFloat, _ p: UILayoutPriority = .required) -> NSLayoutConstraint {
                NSLayoutConstraint(firstItem: guide, firstAttribute: a, relation: r, secondItem: other, secondAttribute: b, multiplier: 1, constant: c, priority: p, origin: .layoutGuide(role.identifier))
            }
            system.guide = [
                make(.centerX, .equal, margins, .centerX, 0),
                make(.top, .equal, margins, .top, 0),
                make(.bottom, .equal, margins, .bottom, 0),
                make(.width, .lessThanOrEqual, margins, .width, 0),
                make(.width, .lessThanOrEqual, nil, .notAnAttribute, Self.readableWidth(for: owner.traitCollection.preferredContentSizeCategory)),
                make(.width, .equal, margins, .width, 0, UILayoutPriority(999)),
            ]
        }
        systemConstraints[ObjectIdentifier(guide)] = system
        for constraint in system.guide { add(constraint) }
    }

    /// The attributes a system guide is pinned by, each to the same attribute of its owning view
    /// (the layout supports' heights are constants).
    static func placementAttributes(_ role: UILayoutGuide.SystemRole) -> [NSLayoutConstraint.Attribute] {
        switch role {
        case .topLayoutSupport: [.left, .width, .top, .height]
        case .bottomLayoutSupport, .keyboard: [.left, .width, .bottom, .height]
        default: [.left, .top, .width, .height]
        }
    }

    /// The constants of a system guide's placement, in the order of `placementAttributes`: the
    /// safe-area or margin insets; for a controller's top and bottom layout guides, the heights
    /// of the unsafe areas at the top and bottom (status bar, bars, home indicator).
    func placementConstants(_ role: UILayoutGuide.SystemRole, _ view: UIView) -> [CGFloat] {
        switch role {
        case .topLayoutSupport:
            return [0, 0, 0, safeAreaInsets(of: view).top]
        case .bottomLayoutSupport:
            return [0, 0, 0, safeAreaInsets(of: view).bottom]
        case .keyboard:
            // At rest (no keyboard shown): from the bottom of the safe area to the view's bottom.
            let usesSafeArea = (view.layoutState.keyboardGuide?.usesBottomSafeArea ?? true)
            return [0, 0, 0, usesSafeArea ? safeAreaInsets(of: view).bottom : 0]
        case .layoutMargins, .safeArea, .readableContent:
            let insets = role == .layoutMargins ? effectiveMargins(of: view) : safeAreaInsets(of: view)
            return [insets.left, insets.top, -insets.left - insets.right, -insets.top - insets.bottom]
        }
    }

    /// Re-measures the insets of every system guide from the current solution; returns whether
    /// any constant changed (the caller then solves again).
    ///
    /// After a pass that measured every view, and with nothing but solves since (no new margins,
    /// additional safe-area insets or tree, no other engine writing insets), only the views whose
    /// solved rectangles the solves changed are measured, and the subviews of every view whose
    /// rectangle or insets turn out different from the last pass's; the root, views with system
    /// guides (their constants also follow margins and text size) and views without variables
    /// are measured every time.
    func updateGuideInsets() -> Bool {
        var changed = false
        safeAreaCache = [:]
        marginsCache = [:]
        defer {
            safeAreaCache = nil
            marginsCache = nil
        }
        // The tree in preorder: each view's safe area follows from its superview's, found just before.
        _ = currentTree()
        // The last pass's results, updated in place (taken out of the list so that they are not copied).
        let measured = tree.measured
        tree.measured = nil
        let tree = self.tree
        let count = tree.entries.count
        let changedEntries = changedForGuides.take(tree: tree.identity)
        let rootState = root.layoutState
        let incremental = !guideInsetsNeedFullPass && seenSafeAreaInsetsWrites == rootState.subtreeSafeAreaWrites
            && measured != nil && changedEntries != nil
        guideInsetsNeedFullPass = false
        let writesBefore = rootState.subtreeSafeAreaWrites
        var ownWrites = 0
        var exact = measured?.exact ?? [CGRect](repeating: .zero, count: count)
        var safeInsets = measured?.safe ?? [UIEdgeInsets](repeating: .zero, count: count)
        // Which entries to measure: all, or what changed (subviews are added as views turn out moved).
        var visit = [Bool](repeating: !incremental, count: count)
        if incremental {
            for index in changedEntries ?? [] { visit[index] = true }
            for index in tree.alwaysMeasured { visit[index] = true }
        }
        for index in 0..<count where visit[index] {
            let entry = tree.entries[index]
            let previousRect = exact[index], previousSafe = safeInsets[index]
            entry.view._withUnsafeGuaranteedRef { view in
                let rect = entry.rect?.exact ?? view.untransformedFrame
                exact[index] = rect
                // `safeAreaInsets(of:)`, from the superview's values.
                var safe: UIEdgeInsets
                if index == 0, let window = view as? UIWindow {
                    safe = window.windowSafeAreaInsets
                } else if entry.parent >= 0, tree.entries[entry.parent].rect != nil {
                    let bounds = exact[entry.parent]
                    safe = Self.uncoveredInsets(of: rect, in: bounds, safeArea: bounds.inset(by: safeInsets[entry.parent]))
                } else {
                    safe = .zero
                }
                Self.addAdditionalSafeAreaInsets(of: view, to: &safe)
                safeInsets[index] = safe
                // A view that moved or whose insets changed: its subviews are measured too.
                if incremental, rect != previousRect || safe != previousSafe {
                    tree.forEachChild(of: index) { visit[$0] = true }
                }
                if safe != view.layoutState.safeAreaInsets {
                    view.layoutState.safeAreaInsets = safe
                    view.noteSafeAreaInsetsWrite()
                    ownWrites += 1
                    view.safeAreaInsetsDidChange()
                }
                // The system guides, without making an array per view.
                @MainActor func update(_ guide: UILayoutGuide?) {
                    guard let guide, let system = systemConstraints[ObjectIdentifier(guide)], let role = guide.systemRole else { return }
                    if role == .readableContent {
                        let width = Self.readableWidth(for: view.traitCollection.preferredContentSizeCategory)
                        if system.guide[4].constant != width { system.guide[4].constant = width; changed = true }
                        return
                    }
                    let constants = placementConstants(role, view)
                    for (constraint, constant) in zip(system.guide, constants) where constraint.constant != constant {
                        constraint.constant = constant
                        changed = true
                    }
                }
                guard tree.hasSystemGuides[index] else { return }
                let state = view.layoutState
                // (Other views' insets, which the margins may need, are found and kept on demand.)
                safeAreaCache![ObjectIdentifier(view)] = safe
                update(state.safeAreaGuide)
                update(state.marginsGuide)
                update(state.readableGuide)
                update(state.topSupportGuide)
                update(state.bottomSupportGuide)
                update(state.keyboardGuide)
            }
        }
        // Kept for the next pass, if the tree is still the one measured.
        if self.tree.identity == tree.identity, self.tree.entries.count == count {
            self.tree.measured = (exact, safeInsets)
        }
        // (Insets another engine wrote meanwhile, from a callback, make the next pass a full one.)
        let writesAfter = rootState.subtreeSafeAreaWrites
        seenSafeAreaInsetsWrites = writesAfter == writesBefore &+ ownWrites ? writesAfter : -1
        withExtendedLifetime(tree) {}
        return changed
    }

    // MARK: Safe area and margins from the solution

    /// The solved rectangle of a view in root coordinates, without pixel rounding.
    private func exactRect(of view: UIView) -> CGRect {
        guard let rect = rects[ObjectIdentifier(view)] else { return view.untransformedFrame }
        return CGRect(x: rect.minX.value, y: rect.minY.value, width: rect.width.value, height: rect.height.value)
    }

    /// The safe-area insets of a view: how far its superview's safe area leaves it uncovered
    /// (the window's come from the device), plus the `additionalSafeAreaInsets` of the controller
    /// that owns the view (containers use them for their bars).
    ///
    /// Only the part of the view inside its superview counts: a view that reaches beyond its
    /// superview gets at most the superview's own insets on that side, none where the superview has
    /// none (WWDC 2018 session 235, "UIKit: Apps for Every Size and Shape": a view past the screen's
    /// edge has the root view's inset there, "not extended"; habitica 121: the arranged views of a
    /// 346 pt stack hanging 125 pt out of each side of a 96 pt stack are laid out 23 pt inside its
    /// margins, not 148).
    func safeAreaInsets(of view: UIView) -> UIEdgeInsets {
        if let cached = safeAreaCache?[ObjectIdentifier(view)] { return cached }
        var insets: UIEdgeInsets
        if let window = view as? UIWindow, window === root {
            insets = window.windowSafeAreaInsets
        } else if let superview = view.superview, rects[ObjectIdentifier(superview)] != nil {
            let bounds = exactRect(of: superview)
            insets = Self.uncoveredInsets(of: exactRect(of: view), in: bounds, safeArea: bounds.inset(by: safeAreaInsets(of: superview)))
        } else {
            insets = .zero
        }
        Self.addAdditionalSafeAreaInsets(of: view, to: &insets)
        if safeAreaCache != nil { safeAreaCache![ObjectIdentifier(view)] = insets }
        return insets
    }

    /// How far a rectangle reaches into the unsafe parts of its superview's bounds (`safeArea` is
    /// the superview's safe rectangle); only the part inside the bounds counts.
    static func uncoveredInsets(of rect: CGRect, in bounds: CGRect, safeArea safe: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(0, safe.minY - max(rect.minY, bounds.minY)), left: max(0, safe.minX - max(rect.minX, bounds.minX)),
            bottom: max(0, min(rect.maxY, bounds.maxY) - safe.maxY), right: max(0, min(rect.maxX, bounds.maxX) - safe.maxX)
        )
    }

    /// Adds the `additionalSafeAreaInsets` of the controller that owns the view, if any.
    static func addAdditionalSafeAreaInsets(of view: UIView, to insets: inout UIEdgeInsets) {
        guard let controller = view.owningViewController as? UIViewController else { return }
        let extra = controller.additionalSafeAreaInsets
        insets.top += extra.top
        insets.left += extra.left
        insets.bottom += extra.bottom
        insets.right += extra.right
    }

    /// The margins the layout-margins guide uses: the view's own, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea`, and at least as far as the superview's margins reach into
    /// the view when `preservesSuperviewLayoutMargins`.
    func effectiveMargins(of view: UIView) -> UIEdgeInsets {
        if let cached = marginsCache?[ObjectIdentifier(view)] { return cached }
        // A controller's root view: the system minimum follows the solved width.
        var margins = view.marginsRaisedToSystemMinimum(view.layoutState.directionalMargins, rootWidth: exactRect(of: view).width)
            .edgeInsets(for: view.effectiveUserInterfaceLayoutDirection)
        if view.insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets(of: view)
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        if view.preservesSuperviewLayoutMargins, let superview = view.superview, rects[ObjectIdentifier(superview)] != nil {
            let inner = exactRect(of: superview).inset(by: effectiveMargins(of: superview))
            let rect = exactRect(of: view)
            margins.top = max(margins.top, inner.minY - rect.minY)
            margins.left = max(margins.left, inner.minX - rect.minX)
            margins.bottom = max(margins.bottom, rect.maxY - inner.maxY)
            margins.right = max(margins.right, rect.maxX - inner.maxX)
        }
        if marginsCache != nil { marginsCache![ObjectIdentifier(view)] = margins }
        return margins
    }

    /// The widest a readable content guide gets for a text size. Apple does not publish the
    /// numbers; 672 pt at the default size is what iPads show, the others scale with the body font.
    static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
        switch category {
        case .extraSmall: 560
        case .small: 600
        case .medium: 632
        case .extraLarge: 708
        case .extraExtraLarge: 744
        case .extraExtraExtraLarge: 776
        case .accessibilityMedium: 840
        case .accessibilityLarge: 900
        case .accessibilityExtraLarge: 960
        case .accessibilityExtraExtraLarge: 1020
        case .accessibilityExtraExtraExtraLarge: 1080
        default: 672
        }
    }
}
