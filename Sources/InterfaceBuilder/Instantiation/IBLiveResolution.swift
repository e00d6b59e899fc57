import AdaptiveKit
import Foundation

/// Keeps a scene's views and constraints in step with its controller's size classes, as UIKit
/// does for storyboards with size classes: on a change of horizontal or vertical size class or
/// idiom (rotation, multitasking, an override), the document is resolved for the new traits,
/// views and constraints are installed or uninstalled (an installed view goes back at its
/// z-order index among its installed siblings), constraint constants and a few view properties
/// (label text and font, stack view axis/spacing/distribution/alignment, hidden) re-applied.
///
/// Registered with `registerForTraitChanges` on the scene's controller, so it works whether or
/// not an app subclass calls `super` in `traitCollectionDidChange(_:)`.
@MainActor
public final class IBLiveResolution {
    /// The instantiator that made the scene (its objects and constraints by IB id).
    public let instantiator: IBInstantiator
    let original: IBDocument
    /// The traits the scene is resolved for now.
    public private(set) var traits: IBTraits
    private var registration: (any UITraitChangeRegistration)?

    init(instantiator: IBInstantiator, controller: UIViewController, original: IBDocument) {
        self.instantiator = instantiator
        self.original = original
        traits = .any
        registration = controller.registerForTraitChanges(
            [UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self]
        ) { [weak self] (controller: UIViewController, _: UITraitCollection) in
            self?.apply(IBTraits(controller.traitCollection))
        }
        if controller.traitCollection.horizontalSizeClass != .unspecified || controller.traitCollection.verticalSizeClass != .unspecified {
            apply(IBTraits(controller.traitCollection))
        }
    }

    /// Resolves the scene for `traits` and updates the live objects.
    public func apply(_ newTraits: IBTraits) {
        traits = newTraits
        let resolved = original.resolved(for: newTraits)
        // Views first (constraints need their items in the hierarchy), outermost first.
        let ordered = instantiator.placements.values.sorted { depth(of: $0) < depth(of: $1) }
        for placement in ordered {
            guard let object = resolved.object(withID: placement.object.id), let superviewID = placement.superviewID,
                  let superview = instantiator.view(withID: superviewID) else { continue }
            let container = (superview as? UITableViewCell)?.contentView ?? superview
            let installed = placement.view.superview != nil
            if object.isInstalled, !installed {
                insert(placement, into: container)
            } else if !object.isInstalled, installed {
                placement.view.removeFromSuperview()
            }
            reapply(object, to: placement.view)
        }
        var all: [IBConstraint] = []
        resolved.forEachObject { object in all += object.constraints }
        for model in all {
            guard let constraint = instantiator.constraints[model.id] else { continue }
            if constraint.constant != model.constant { constraint.constant = model.constant }
            let shouldBeActive = model.isInstalled && instantiator.isInHierarchy(constraint)
            if shouldBeActive != constraint.isActive {
                if shouldBeActive, let ownerID = instantiator.constraintOwners[model.id], let owner = instantiator.view(withID: ownerID) {
                    owner.addConstraint(constraint)
                } else {
                    constraint.isActive = shouldBeActive
                }
            }
        }
    }

    private func depth(of placement: IBInstantiator.Placement) -> Int {
        var depth = 0
        var id = placement.superviewID
        while let current = id, depth < 256 {
            depth += 1
            id = instantiator.placements[current]?.superviewID
        }
        return depth
    }

    private func insert(_ placement: IBInstantiator.Placement, into superview: UIView) {
        // Among the installed siblings, the first one with a larger document index.
        let siblings = instantiator.placements.values.filter {
            $0.superviewID == placement.superviewID && $0.view.superview === superview && $0.index > placement.index
        }.sorted { $0.index < $1.index }
        if let stack = superview as? UIStackView, placement.isArranged {
            let before = siblings.first.flatMap { next in stack.arrangedSubviews.firstIndex { $0 === next.view } }
            stack.insertArrangedSubview(placement.view, at: before ?? stack.arrangedSubviews.count)
        } else if let next = siblings.first {
            superview.insertSubview(placement.view, belowSubview: next.view)
        } else {
            superview.addSubview(placement.view)
        }
    }

    private func reapply(_ object: IBObject, to view: UIView) {
        view.isHidden = object.isHidden
        switch view {
        case let label as UILabel:
            if label.text != object.text { label.text = object.text }
            if let font = object.font.flatMap(IBValueConversions.font) { label.font = font }
        case let stack as UIStackView:
            stack.axis = object.axis == "vertical" ? .vertical : .horizontal
            stack.spacing = object.attribute("spacingType") == "standard" ? UIStackView.spacingUseSystem : object.spacing
            if let distribution = IBValueConversions.enumCase(UIStackView.Distribution.self, named: object.distribution) { stack.distribution = distribution }
            if let alignment = IBValueConversions.stackAlignment(named: object.alignment) { stack.alignment = alignment }
        default:
            break
        }
    }
}
