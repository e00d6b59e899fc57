import Foundation

/// A view that lines up its arranged subviews in a row or a column with Auto Layout.
///
/// The stack view makes the constraints itself (identified `UISV-…` as in UIKit): along the axis,
/// the edges and the spacing that `distribution` asks for; across it, what `alignment` asks for.
/// A hidden arranged subview stays in the arrangement, as in UIKit: `UISV-hiding` makes it zero
/// long along the axis, it sits where the visible view before it ends (no spacing of its own), and
/// it keeps its alignment across the axis. Arranged subviews stop translating their autoresizing
/// masks.
@MainActor
open class UIStackView: UIView {
    /// How arranged views share the length of the stack.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// Views keep their sizes; the one that hugs least fills what is left.
        case fill = 0
        /// Every view gets the same length.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Views keep their sizes; the gaps between them are equal.
        case equalSpacing = 3
        /// Views keep their sizes; the distances between their centres are equal.
        case equalCentering = 4
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable, CaseIterable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        /// The top edge (vertical stacks' name for `leading`).
        public static var top: Alignment { .leading }
        /// The bottom edge (vertical stacks' name for `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// The custom-spacing value that means "use `spacing`".
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The custom-spacing value that means "use the system spacing" (8 pt).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    public private(set) var arrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generatedConstraints: [NSLayoutConstraint] = []
    private var spacerGuides: [UILayoutGuide] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether hidden arranged subviews stay in the arrangement, collapsed along the axis and
    /// aligned across it (UIKit's behaviour, the default); `false` leaves them out of the stack's
    /// constraints altogether, as Xcode's canvas does (it keeps their stored frames), and a stack
    /// whose arranged views are all hidden is then pulled to zero along its axis at priority 49.
    /// An OpenStoryboard addition.
    public var collapsesHiddenArrangedSubviews = true { didSet { arrangementChanged() } }
    /// Whether ties between arranged views that hug (or resist compression) equally are broken by
    /// their index, as UIKit documents for `.fill` ("the stack view resizes the arranged views
    /// based on their index"; the default). `false` leaves the tie to the solver, so a layout that
    /// asks which values its constraints leave free sees the tie as free, as Xcode's canvas
    /// reports it ("Content Priority Ambiguity"). An OpenStoryboard addition.
    public var breaksPriorityTiesByIndex = true { didSet { if breaksPriorityTiesByIndex != oldValue { arrangementChanged() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit's required initializer (non-failable, as UIKit declares it; no archive is read on
    /// this platform): an empty horizontal stack.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// A stack of the given views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds a view at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view in the arrangement; it becomes a subview if it was not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Removes a view from the arrangement; it stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the spacing after one arranged view (`spacingUseDefault` to go back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementChanged()
    }

    /// The spacing after one arranged view: `spacingUseDefault` unless it was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrangementChanged()
        }
    }

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
    }

    private func arrangementChanged() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    open override func updateConstraints() {
        regenerateConstraints()
        super.updateConstraints()
    }

    // MARK: The constraints

    private func regenerateConstraints() {
        NSLayoutConstraint.deactivate(generatedConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        generatedConstraints = []
        spacerGuides = []
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard arrangedSubviews.contains(where: { $0.superview === self }) else { return }
        let container: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY

        func make(
            _ a: LayoutItem, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ b: LayoutItem?, _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: UILayoutPriority = .required, _ name: String
        ) {
            let constraint = NSLayoutConstraint(
                firstItem: a, firstAttribute: attrA, relation: relation, secondItem: b,
                secondAttribute: b == nil ? .notAnAttribute : attrB, multiplier: multiplier, constant: constant,
                priority: priority, origin: .stackView(name)
            )
            constraint.identifier = name
            generatedConstraints.append(constraint)
        }
        // UIKit's 'UISV-canvas-fit': the stack's length == 0 at 49, just below the fitting-size
        // level, so a length nothing else decides is as short as the stack's content allows.
        func fitAlongAxis() {
            make(self, length, .equal, nil, .notAnAttribute, constant: 0, priority: UILayoutPriority(49), "UISV-canvas-fit")
        }

        // Hidden arranged subviews: zero long, where the visible view before them ends, aligned
        // across the axis.
        var previousVisible: UIView?
        var hiddenViews: [UIView] = []
        for view in arrangedSubviews where view.superview === self {
            guard view.isHidden else { previousVisible = view; continue }
            guard collapsesHiddenArrangedSubviews else { continue }
            hiddenViews.append(view)
            make(view, length, .equal, nil, .notAnAttribute, constant: 0, "UISV-hiding")
            if let previousVisible {
                make(view, start, .equal, previousVisible, end, "UISV-spacing")
            } else {
                make(view, start, .equal, container, start, "UISV-canvas-connection")
            }
        }
        guard !views.isEmpty else {
            // Every arranged view hidden: UIKit ends the stack where the last (zero-long) hidden
            // view ends, so the stack is zero long along its axis. Where hidden views are left out
            // (Xcode's canvas), the stack is pulled to zero as weakly as a spacing stack is:
            // `351_element` stores such a stack 0 wide and does not find it ambiguous,
            // `122_habitica` one pinned at both ends 343 wide.
            if let last = hiddenViews.last {
                make(container, end, .equal, last, end, "UISV-canvas-connection")
                alignAcrossAxis(hiddenViews, container: container, spanning: false, add: make)
            } else {
                fitAlongAxis()
            }
            NSLayoutConstraint.activate(generatedConstraints)
            return
        }

        // Along the axis: the two ends.
        make(views[0], start, .equal, container, start, "UISV-canvas-connection")
        make(container, end, .equal, views[views.count - 1], end, "UISV-canvas-connection")

        // Along the axis: spacing and distribution.
        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = spacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(next, start, .equal, previous, end, constant: gap, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                make(next, start, .greaterThanOrEqual, previous, end, constant: gap, "UISV-spacing")
                let guide = UILayoutGuide()
                guide.identifier = distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                let from: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? end : center
                let to: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? start : center
                make(guide, start, .equal, previous, from, "UISV-distributing-edge")
                make(guide, end, .equal, next, to, "UISV-distributing-edge")
                if let first = spacerGuides.first, first !== guide {
                    // Equal centring gives way before the views do: UIKit asks for equal
                    // centre-to-centre gaps at 149 (below compression resistance), equal spacing
                    // for equal gaps as a requirement.
                    let priority: UILayoutPriority = distribution == .equalCentering ? UILayoutPriority(149) : .required
                    make(guide, length, .equal, first, length, priority: priority, "UISV-distributing")
                }
            }
        }
        if distribution != .fill {
            // Every distribution but fill hugs along the axis: a stack whose length nothing else
            // decides is as short as its views and minimum spacings allow, and is not ambiguous
            // (an equal-spacing stack held by its centre alone, as Xcode stores and does not flag
            // it: 361_element_ThreadListEmptyView).
            fitAlongAxis()
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() { make(view, length, .equal, views[0], length, "UISV-fill-equally") }
        case .fillProportionally:
            // Each view's share is its intrinsic length; a view without one (a nested stack view,
            // a plain view) takes its current length instead, as UIKit does: views made with
            // frames of the same size share equally (the stored frames of ibanimatable 508's
            // nested stacks, 136.5 and 178.5 pt, are what Xcode keeps).
            let sizes = views.map { view -> CGFloat in
                let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                return intrinsic >= 0 ? intrinsic : (horizontal ? view.bounds.width : view.bounds.height)
            }
            if sizes[0] > 0 {
                for (view, size) in zip(views, sizes).dropFirst() where size >= 0 {
                    make(view, length, .equal, views[0], length, multiplier: size / sizes[0], priority: UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
        case .fill, .equalSpacing, .equalCentering:
            guard breaksPriorityTiesByIndex else { break }
            // Ties between views that hug equally go to the last view: each earlier view hugs a
            // little harder (a documented choice; UIKit only says "based on their index").
            for (index, view) in views.enumerated() where index < views.count - 1 {
                let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                guard intrinsic >= 0 else { continue }
                let hugging = view.contentHuggingPriority(for: axis)
                guard hugging.rawValue < 999 else { continue }
                let bonus = Float(views.count - 1 - index) / Float(views.count * 10)
                make(view, length, .lessThanOrEqual, nil, .notAnAttribute, constant: intrinsic,
                     priority: UILayoutPriority(hugging.rawValue + bonus), "UISV-fill-tiebreak")
            }
        }

        // Across the axis: alignment (hidden views keep theirs but do not make the stack thicker).
        alignAcrossAxis(views, container: container, spanning: true, add: make)
        alignAcrossAxis(hiddenViews, container: container, spanning: false, add: make)
        if alignment != .fill {
            // The stack is as thick as its thickest view when nothing else sizes it.
            let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
            make(self, crossLength, .equal, nil, .notAnAttribute, constant: 0, priority: UILayoutPriority(1), "UISV-canvas-fit")
            // A view whose thickness nothing decides is as thin as it can be, not free
            // (UIKit's 'UISV-ambiguity-suppression': its thickness == 0 at 25).
            for view in views + hiddenViews {
                make(view, crossLength, .equal, nil, .notAnAttribute, constant: 0, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
            }
        }
        NSLayoutConstraint.activate(generatedConstraints)
    }

    /// The constraints across the axis that `alignment` asks for, for `views`; with `spanning`,
    /// also the boundaries that keep each inside the stack (the stack is as thick as the thickest).
    /// Baselines are aligned with the first visible arranged view.
    private func alignAcrossAxis(
        _ views: [UIView], container: LayoutItem, spanning: Bool,
        add: (LayoutItem, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, LayoutItem?, NSLayoutConstraint.Attribute,
              CGFloat, CGFloat, UILayoutPriority, String) -> Void
    ) {
        let horizontal = axis == .horizontal
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let first = arrangedSubviews.first { !$0.isHidden && $0.superview === self }
        func make(_ a: LayoutItem, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                  _ b: LayoutItem?, _ attrB: NSLayoutConstraint.Attribute, _ name: String) {
            add(a, attrA, relation, b, attrB, 1, 0, .required, name)
        }
        // Filling views are tied across the axis as UIKit ties them: the first visible view to the
        // stack's edges ('UISV-canvas-connection'), every other view to the first
        // ('UISV-alignment'). The same layout whenever the constraints can all hold; when they
        // cannot, what stays tied decides what moves (a broken connection leaves the views aligned
        // with the first, as Xcode's canvas shows them).
        for view in views {
            switch alignment {
            case .fill:
                if let first, view !== first {
                    make(view, crossStart, .equal, first, crossStart, "UISV-alignment")
                    make(view, crossEnd, .equal, first, crossEnd, "UISV-alignment")
                } else {
                    make(container, crossStart, .equal, view, crossStart, "UISV-canvas-connection")
                    make(container, crossEnd, .equal, view, crossEnd, "UISV-canvas-connection")
                }
            case .leading, .trailing, .center, .firstBaseline, .lastBaseline:
                if spanning {
                    make(view, crossStart, .greaterThanOrEqual, container, crossStart, "UISV-spanning-boundary")
                    make(container, crossEnd, .greaterThanOrEqual, view, crossEnd, "UISV-spanning-boundary")
                }
                switch alignment {
                case .leading: make(view, crossStart, .equal, container, crossStart, "UISV-alignment")
                case .trailing: make(view, crossEnd, .equal, container, crossEnd, "UISV-alignment")
                case .center: make(view, crossCenter, .equal, container, crossCenter, "UISV-alignment")
                case .firstBaseline where horizontal:
                    if let first, view !== first { make(view, .firstBaseline, .equal, first, .firstBaseline, "UISV-alignment") }
                case .lastBaseline where horizontal:
                    if let first, view !== first { make(view, .lastBaseline, .equal, first, .lastBaseline, "UISV-alignment") }
                default:
                    // Baseline alignment in a vertical stack aligns leading edges, as UIKit does.
                    make(view, crossStart, .equal, container, crossStart, "UISV-alignment")
                }
            }
        }
    }

    private func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == UIStackView.spacingUseDefault ? spacing : custom
        return value == UIStackView.spacingUseSystem ? LayoutSpacing.standardSibling : value
    }
}
