import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode's canvas keeps each view at the frame the document stores against constraints of low
    /// priority: habitica's priority-500 size constraints (a 66 pt height on two views of the same
    /// class, `QuestProgressBarView`, stored 130 and 216 pt tall with nothing else to tell them
    /// apart; a 40 pt height on `LoginEntryView`s stored 50 pt tall; a 200 pt height on a stack
    /// stored 970 pt tall) and priority-501 ones (habitica 124) do not move the views they
    /// constrain, where compression resistance (750) and required constraints do. Each view laid
    /// out by constraints is held at its stored frame (its alignment rectangle, for controls laid
    /// out by one) by constraints at ``storedFramePriority``. Returns whether a view was held.
    public static let storedFrameHold = CanvasRule(
        name: "stored-frame-hold",
        summary: "a view laid out by constraints is held at its stored frame at priority 510: constraints of priority 501 and below do not move it",
        evidence: [
            .init("files/134_habitica_QuestProgressView.xib", scene: "9xx-zh-xCy"),
            .init("wide/426_nrfmesh_ConfigurationServer.xib", scene: "RhT-zv-Hbx"),
            .init("wide/351_element_RoomCellContentView.xib", scene: "zG5-YA-Ijy"),
        ])
}

extension IBSceneLayout {
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
    static func holdStoredFramesAgainstWeakConstraints(_ instantiator: IBInstantiator, canvas: CanvasSession) -> Bool {
        guard canvas.rules.contains(.storedFrameHold) else { return false }
        var held = false
        // In the document's id order, so the solver meets the same constraints in the same order
        // on every run (a dictionary's order changes from process to process, and ties between
        // equal-priority constraints are broken by order).
        for placement in instantiator.placements.values.sorted(by: { $0.object.id < $1.object.id }) {
            let view = placement.view
            // A frame Xcode marks misplaced or ambiguous is stale by its own account: not held.
            guard view.window != nil, let superview = view.superview, !view.translatesAutoresizingMaskIntoConstraints,
                  instantiator.options.ignoresSavedLayoutVerdicts || (!placement.object.isMisplaced && !placement.object.isAmbiguous),
                  var stored = placement.object.frame.map(IBValueConversions.rect) else { continue }
            if let outset = view as? any CanvasAlignmentOutset, (view as? any DocumentSized)?.documentSize != nil {
                stored = stored.inset(by: outset.canvasAlignmentInsets)
            }
            hold(view, in: superview, at: stored, values: ["minX", "minY", "width", "height"], priority: storedFramePriority)
            held = true
            _ = canvas.applies(.storedFrameHold)
        }
        return held
    }

    /// Holds the named frame values (`minX`, `minY` in the superview, `width`, `height`) of a
    /// view at a stored frame with constraints of the given priority, marked as canvas-made.
    static func hold(_ view: UIView, in superview: UIView, at stored: CGRect, values: [String], priority: UILayoutPriority) {
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
}
