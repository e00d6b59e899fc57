import AdaptiveKit
import Foundation

/// Where Xcode's canvas keeps or adjusts the frames a document stores: alignment insets, hidden
/// arranged subviews, stored frames held against weak constraints or kept where the layout is
/// ambiguous, and table footers (docs/interface-builder-fidelity.md).
extension IBSceneLayout {
    /// Sliders of documents from Xcode 16 on (tools version 24000) have no alignment insets:
    /// Xcode 15.4 documents (nrfmesh 428 / 429 / 430, tools 23727) still store sliders 2 pt
    /// beyond the margins they are pinned to, Xcode 16 ones (nrfmesh 426, 24506; netnewswire 082,
    /// 24765) at them.
    static func applyAlignmentInsets(_ instantiator: IBInstantiator) {
        guard toolsVersion(of: instantiator.document) >= 24000 else { return }
        for placement in instantiator.placements.values {
            (placement.view as? DocumentSizedSlider)?.canvasAlignmentInsets = .zero
        }
    }

    /// Where Xcode's canvas leaves a hidden arranged subview of a stack view: UIKit collapses it
    /// (`UISV-hiding`), but the canvas stores it uncollapsed, starting where the previous visible
    /// view ends (or at the start of the stack) — halfway across the spacing when a visible view
    /// follows (habitica 124, 126) —, across the stack as its alignment says, at its own
    /// length (intrinsic size, else its own constant size constraint; a stack view the size its
    /// content needs). The view then keeps that
    /// frame through its autoresizing mask so its subviews are laid out in it. Returns whether a
    /// view was placed (the window needs another layout pass).
    static func placeHiddenArrangedSubviews(_ instantiator: IBInstantiator) -> Bool {
        var placed = false
        for placement in instantiator.placements.values {
            guard let stack = placement.view as? UIStackView, stack.window != nil else { continue }
            let horizontal = stack.axis == .horizontal
            let bounds = stack.isLayoutMarginsRelativeArrangement ? stack.bounds.inset(by: stack.layoutMargins) : stack.bounds
            var position = horizontal ? bounds.minX : bounds.minY
            let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
            var hasVisibleBefore = false
            for (index, view) in arranged.enumerated() {
                guard view.isHidden else {
                    position = horizontal ? view.frame.maxX : view.frame.maxY
                    hasVisibleBefore = true
                    continue
                }
                // Between two visible views, the canvas starts it halfway across the spacing
                // between them (habitica 124: 6 pt into a 12 pt gap).
                var start = position
                if hasVisibleBefore, let next = arranged[(index + 1)...].first(where: { !$0.isHidden }) {
                    start = position + ((horizontal ? next.frame.minX : next.frame.minY) - position) / 2
                }
                func ownLength(_ attribute: NSLayoutConstraint.Attribute, intrinsic: CGFloat) -> CGFloat? {
                    if intrinsic >= 0, !(view is UIStackView) { return intrinsic }
                    if let own = view.constraints.first(where: {
                        $0.firstItem === view && $0.firstAttribute == attribute && $0.secondItem == nil && $0.relation == .equal
                            && $0.identifier != "IB-canvas-stored-frame" && !($0.identifier ?? "").hasPrefix("UISV-")
                    }) {
                        // A constant weaker than the stored frame loses to it, as for every view
                        // laid out by constraints (``storedFramePriority``): habitica 122's hidden
                        // `PartyQuestView`, with a priority-500 height of 100, is stored 128 pt tall.
                        if own.priority < storedFramePriority, let object = instantiator.placements.values.first(where: { $0.view === view })?.object,
                           !object.isMisplaced, !object.isAmbiguous, let stored = object.frame {
                            return CGFloat(attribute == .width ? stored.width : stored.height)
                        }
                        return own.constant
                    }
                    // A stack view is as long as its content needs (habitica 121: 300 pt of content
                    // and 23 pt margins make a hidden stack 346 pt wide).
                    guard view is UIStackView else { return nil }
                    let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    return attribute == .width ? fitting.width : fitting.height
                }
                let intrinsic = view.intrinsicContentSize
                let length = (horizontal ? ownLength(.width, intrinsic: intrinsic.width) : ownLength(.height, intrinsic: intrinsic.height)) ?? 0
                // From Xcode 14 (tools version 22000) a hidden view after the last visible one that
                // has a length of its own is stored at the stack's start (habitica 131: a 50 pt
                // button after a 370 pt container at y = 0; habitica 122: 61 pt views after a 1 pt
                // separator at y = 0); with no length it stays at the end (habitica 127), as in
                // Xcode 9 (HLSCatalog 043). The corpus has no document between Xcode 9.4 and 14.3:
                // the boundary is a choice in that gap.
                if hasVisibleBefore, length > 0, !arranged[(index + 1)...].contains(where: { !$0.isHidden }),
                   toolsVersion(of: instantiator.document) >= 22000 {
                    start = horizontal ? bounds.minX : bounds.minY
                }
                let crossBounds = horizontal ? (bounds.minY, bounds.height) : (bounds.minX, bounds.width)
                var cross = (start: crossBounds.0, length: crossBounds.1)
                // With no visible arranged view to align it to, a hidden view of a fill-aligned
                // stack keeps its own length across, at the stack's start (habitica 122: a hidden
                // button, a fill-equally stack's only arranged view, stored 30 pt tall — its own
                // height — in the 36 pt stack).
                if stack.alignment == .fill, !arranged.contains(where: { !$0.isHidden }),
                   let own = horizontal ? ownLength(.height, intrinsic: intrinsic.height) : ownLength(.width, intrinsic: intrinsic.width) {
                    cross = (crossBounds.0, own)
                } else if stack.alignment != .fill {
                    let own = (horizontal ? ownLength(.height, intrinsic: intrinsic.height) : ownLength(.width, intrinsic: intrinsic.width)) ?? 0
                    switch stack.alignment {
                    case .center: cross = (crossBounds.0 + (crossBounds.1 - own) / 2, own)
                    case .trailing: cross = (crossBounds.0 + crossBounds.1 - own, own)
                    default: cross = (crossBounds.0, own)
                    }
                }
                view.translatesAutoresizingMaskIntoConstraints = true
                view.autoresizingMask = []
                view.frame = horizontal
                    ? CGRect(x: start, y: cross.start, width: length, height: cross.length)
                    : CGRect(x: cross.start, y: start, width: cross.length, height: length)
                placed = true
            }
        }
        return placed
    }

    /// The priority at which Xcode's canvas keeps a view at its stored frame: constraints at or
    /// below 501 lose to it, compression resistance (750) wins (see
    /// ``holdStoredFramesAgainstWeakConstraints(_:)``).
    static let storedFramePriority = UILayoutPriority(rawValue: 510)

    /// Xcode's canvas keeps each view at the frame the document stores against constraints of low
    /// priority: habitica's priority-500 size constraints (a 66 pt height on two views of the same
    /// class, `QuestProgressBarView`, stored 130 and 216 pt tall with nothing else to tell them
    /// apart; a 40 pt height on `LoginEntryView`s stored 50 pt tall; a 200 pt height on a stack
    /// stored 970 pt tall) and priority-501 ones (habitica 124) do not move the views they
    /// constrain, where compression resistance (750) and required constraints do. Each view laid
    /// out by constraints is held at its stored frame (its alignment rectangle, for controls laid
    /// out by one) by constraints at ``storedFramePriority``. Returns whether a view was held.
    static func holdStoredFramesAgainstWeakConstraints(_ instantiator: IBInstantiator) -> Bool {
        var held = false
        for placement in instantiator.placements.values {
            let view = placement.view
            // A frame Xcode marks misplaced or ambiguous is stale by its own account: not held.
            guard view.window != nil, let superview = view.superview, !view.translatesAutoresizingMaskIntoConstraints,
                  !placement.object.isMisplaced, !placement.object.isAmbiguous,
                  var stored = placement.object.frame.map(IBValueConversions.rect) else { continue }
            if let outset = view as? any CanvasAlignmentOutset, (view as? any DocumentSized)?.documentSize != nil {
                stored = stored.inset(by: outset.canvasAlignmentInsets)
            }
            hold(view, in: superview, at: stored, values: ["minX", "minY", "width", "height"], priority: storedFramePriority)
            held = true
        }
        return held
    }

    /// Holds the named frame values (`minX`, `minY` in the superview, `width`, `height`) of a
    /// view at a stored frame with constraints of the given priority, marked as canvas-made.
    private static func hold(_ view: UIView, in superview: UIView, at stored: CGRect, values: [String], priority: UILayoutPriority) {
        let constraints = values.compactMap { value -> NSLayoutConstraint? in
            switch value {
            case "minX": view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: stored.minX)
            case "minY": view.topAnchor.constraint(equalTo: superview.topAnchor, constant: stored.minY)
            case "width": view.widthAnchor.constraint(equalToConstant: stored.width)
            case "height": view.heightAnchor.constraint(equalToConstant: stored.height)
            default: nil
            }
        }
        for constraint in constraints {
            constraint.priority = priority
            constraint.identifier = "IB-canvas-stored-frame"
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Shows the window and lays it out as Xcode's canvas does: two passes (wrapping labels get
    /// their widths first), then the stored-frame rules, and hidden arranged subviews last (a later
    /// layout pass of a stack view would collapse them again).
    static func layOutAsCanvas(_ window: UIWindow, _ instantiator: IBInstantiator) {
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        if holdStoredFramesAgainstWeakConstraints(instantiator) { window.layoutIfNeeded() }
        if keepStoredFramesWhereAmbiguous(instantiator) { window.layoutIfNeeded() }
        if placeHiddenArrangedSubviews(instantiator) { window.layoutIfNeeded() }
    }

    /// Where the document's constraints leave a view's frame undetermined, Xcode's canvas leaves the
    /// view where the document has it (the frame it was drawn or last updated at): each frame value
    /// the layout engine finds free relative to the superview
    /// (``UIView/ambiguousAttributesInSuperview``: the value moves under a pull weaker than every
    /// constraint) is held at its stored value at priority 1, outermost views first (a view is
    /// asked once its ancestors are held). Only free values are held, so no constraint of the
    /// document is overridden. Views with a custom class and no intrinsic size in a stack, sized
    /// by nothing else, are the usual case: habitica 122's `CollapsibleTitle`s keep the 128 pt of
    /// the library's new view; degenerate trade-offs between equal optional
    /// constraints (QuartzDemo 033) keep their stored split. Returns whether a view was held (the
    /// window needs another layout pass).
    static func keepStoredFramesWhereAmbiguous(_ instantiator: IBInstantiator) -> Bool {
        func depth(_ view: UIView) -> Int {
            var count = 0, current = view.superview
            while let next = current { count += 1; current = next.superview }
            return count
        }
        let candidates = instantiator.placements.values
            .filter { $0.view.window != nil && $0.view.superview != nil && !$0.view.translatesAutoresizingMaskIntoConstraints && $0.object.frame != nil }
            .map { (placement: $0, depth: depth($0.view)) }
            .sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.placement.object.id < $1.placement.object.id }
        var held = false
        for (placement, _) in candidates {
            let view = placement.view
            guard let superview = view.superview, let stored = placement.object.frame.map(IBValueConversions.rect) else { continue }
            let free = view.ambiguousAttributesInSuperview
            guard !free.isEmpty else { continue }
            hold(view, in: superview, at: stored, values: free, priority: UILayoutPriority(rawValue: 1))
            held = true
        }
        return held
    }

    /// A table whose cells the canvas places at their stored frames has its footer view below the
    /// last of them and its section's footer (`sectionFooterHeight`, 18 pt in grouped styles when
    /// the document does not say; none in plain tables), as Xcode draws it.
    static func placeTableFooters(_ instantiator: IBInstantiator) {
        guard instantiator.options.placesCellsAsOnCanvas else { return }
        for placement in instantiator.placements.values {
            guard let table = placement.view as? UITableView, let footer = table.tableFooterView else { continue }
            let cells = table.subviews.compactMap { $0 as? UITableViewCell }
            guard let bottom = cells.map(\.frame.maxY).max() else { continue }
            let grouped = (placement.object.style ?? "plain") != "plain"
            let sectionFooter = placement.object.attribute("sectionFooterHeight").flatMap(Double.init).map { CGFloat($0) } ?? (grouped ? 18 : 0)
            footer.frame.origin.y = bottom + (grouped ? sectionFooter : 0)
        }
    }
}
