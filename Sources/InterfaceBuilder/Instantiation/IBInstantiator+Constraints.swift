import AdaptiveKit
import Foundation

/// Layout guides and constraints as UIKit makes them from a document: the guides a view declares,
/// the constraints installed once their items are placed, which of them are in the hierarchy, and
/// the items a constraint on a cell's content area stands for.
extension IBInstantiator {
    func registerGuide(_ guide: IBLayoutGuide, owner: UIView) {
        switch guide.kind {
        case .safeArea: objects[guide.id] = owner.safeAreaLayoutGuide
        case .content:
            if let scroll = owner as? UIScrollView { objects[guide.id] = scroll.contentLayoutGuide }
        case .frame:
            if let scroll = owner as? UIScrollView { objects[guide.id] = scroll.frameLayoutGuide }
        case .keyboard:
            // `keyboardLayoutGuide` (Xcode 13+ writes `<keyboardLayoutGuide key="keyboard">`):
            // at rest, from the bottom of the owner's safe area to its bottom edge.
            let keyboard = owner.keyboardLayoutGuide
            keyboard.followsUndockedKeyboard = guide.followsUndockedKeyboard
            objects[guide.id] = keyboard
        case .top, .bottom:
            break  // made with the controller
        case let .other(name):
            warn(.unsupportedGuide, at: guide.position, "layout guide \(name) is not supported: its constraints are left out")
        }
    }

    /// Makes and installs the constraints recorded so far (those whose items all exist).
    public func installPendingConstraints() {
        let pending = pendingConstraints
        pendingConstraints = []
        // The hierarchy does not change while the constraints are installed: each view's chain
        // is checked once.
        installedChains = [:]
        defer { installedChains = nil }
        for (model, owner) in pending {
            guard let constraint = makeConstraint(model) else { continue }
            constraints[model.id] = constraint
            constraintOwners[model.id] = firstPlacementID(of: owner)
            if model.isInstalled, isInHierarchy(constraint) { owner.addConstraint(constraint) }
        }
    }

    /// Whether every view item of the constraint is installed (views not in the hierarchy cannot
    /// be constrained).
    func isInHierarchy(_ constraint: NSLayoutConstraint) -> Bool {
        func isInstalled(_ item: AnyObject?) -> Bool {
            if let view = item as? UIView { return isInstalledChain(view) }
            if let guide = item as? UILayoutGuide, let owner = guide.owningView { return isInstalledChain(owner) }
            return true
        }
        return isInstalled(constraint.firstItem) && isInstalled(constraint.secondItem)
    }

    /// The id of the document object a view was made for, and whether that placement has a
    /// superview in the document.
    func placementID(of view: UIView) -> (id: String, hasSuperviewID: Bool)? {
        if placementIDsByView == nil {
            var index: [ObjectIdentifier: (id: String, hasSuperviewID: Bool)] = [:]
            for (id, placement) in placements { index[ObjectIdentifier(placement.view)] = (id, placement.superviewID != nil) }
            placementIDsByView = index
        }
        return placementIDsByView?[ObjectIdentifier(view)]
    }

    /// `placements.first { $0.value.view === view }?.key`, without a search per call.
    func firstPlacementID(of view: UIView) -> String? {
        if firstPlacementIDsByView == nil {
            var index: [ObjectIdentifier: String] = [:]
            for (id, placement) in placements where index[ObjectIdentifier(placement.view)] == nil {
                index[ObjectIdentifier(placement.view)] = id
            }
            firstPlacementIDsByView = index
        }
        return firstPlacementIDsByView?[ObjectIdentifier(view)]
    }

    /// The document object of the first placement of `view` (``firstPlacementID(of:)``): a
    /// cell's table, for the canvas rules that read it.
    func placedObject(of view: UIView) -> IBObject? {
        firstPlacementID(of: view).flatMap { placements[$0]?.object }
    }

    func isInstalledChain(_ view: UIView) -> Bool {
        // Up to the first view whose answer is known (or the top), then the answer for the walk.
        var walked: [ObjectIdentifier] = []
        var current: UIView? = view
        var result = true
        while let view = current {
            let key = ObjectIdentifier(view)
            if let known = installedChains?[key] { result = known; break }
            walked.append(key)
            // (The placement's flag, not a copy of the placement with its document object.)
            if let placement = placementID(of: view), placement.hasSuperviewID, view.superview == nil {
                result = false
                break
            }
            current = view.superview
        }
        if installedChains != nil { for key in walked { installedChains?[key] = result } }
        return result
    }

    func contentAreaItem(_ item: AnyObject, attribute: NSLayoutConstraint.Attribute, other: AnyObject?) -> AnyObject? {
        guard let scrollView = item as? UIScrollView, scrollView.scrollsConstrainedContent else { return nil }
        switch attribute {
        case .top, .bottom, .leading, .trailing, .left, .right:
            break
        default:
            return nil
        }
        let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView
        guard let otherView, otherView !== scrollView, otherView.isDescendant(of: scrollView) else { return nil }
        return scrollView.contentLayoutGuide
    }

    /// For a margin attribute of a scroll view constrained to a view inside it: the content
    /// layout guide's edge and the signed inset that turns the edge into the margin (`topMargin` =
    /// `top` + the top margin, `bottomMargin` = `bottom` − the bottom margin).
    func contentMargin(_ item: AnyObject, attribute: NSLayoutConstraint.Attribute, other: AnyObject?) -> (NSLayoutConstraint.Attribute, CGFloat)? {
        guard let scrollView = item as? UIScrollView, scrollView.scrollsConstrainedContent else { return nil }
        let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView
        guard let otherView, otherView !== scrollView, otherView.isDescendant(of: scrollView) else { return nil }
        let margins = scrollView.directionalLayoutMargins
        let insets = scrollView.layoutMargins
        switch attribute {
        case .topMargin: return (.top, margins.top)
        case .bottomMargin: return (.bottom, -margins.bottom)
        case .leadingMargin: return (.leading, margins.leading)
        case .trailingMargin: return (.trailing, -margins.trailing)
        case .leftMargin: return (.left, insets.left)
        case .rightMargin: return (.right, -insets.right)
        default: return nil
        }
    }

    func makeConstraint(_ model: IBConstraint) -> NSLayoutConstraint? {
        guard var first = objects[model.firstItem] else {
            warn(.unresolvedItem, at: model.position, "constraint \(model.id): item \(model.firstItem) was not made; left out")
            return nil
        }
        guard var firstAttribute = IBValueConversions.attribute(model.firstAttribute) else { return nil }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondID = model.secondItem {
            guard let found = objects[secondID] else {
                warn(.unresolvedItem, at: model.position, "constraint \(model.id): item \(secondID) was not made; left out")
                return nil
            }
            second = found
            secondAttribute = model.secondAttribute.flatMap(IBValueConversions.attribute) ?? firstAttribute
        }
        // UIKit's rule for scroll views: a constraint between the edges or margins of a scroll view
        // and a view inside it attaches to the scroll view's content area (its content layout
        // guide; a margin is the guide's edge inset by the scroll view's margin); width, height
        // and centres attach to its frame.
        var constant = model.constant
        if let (edge, inset) = contentMargin(first, attribute: firstAttribute, other: second) {
            // first.edge ± inset = m × second + c
            first = (first as! UIScrollView).contentLayoutGuide
            firstAttribute = edge
            constant -= inset
        }
        if let other = second, let (edge, inset) = contentMargin(other, attribute: secondAttribute, other: first) {
            // first = m × (second.edge ± inset) + c
            second = (other as! UIScrollView).contentLayoutGuide
            secondAttribute = edge
            constant += model.multiplier * inset
        }
        first = contentAreaItem(first, attribute: firstAttribute, other: second) ?? first
        if let other = second { second = contentAreaItem(other, attribute: secondAttribute, other: first) ?? other }
        let relation: NSLayoutConstraint.Relation = switch model.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        // Standard spacing (`symbolic`): Xcode stores the value it resolved (8 between siblings,
        // 20 or the margin to the superview) in `constant`, which is used as is.
        let constraint = NSLayoutConstraint(
            objectItem: first, attribute: firstAttribute, relatedBy: relation,
            toObjectItem: second, attribute: secondAttribute, multiplier: model.multiplier, constant: constant)
        constraint.priority = UILayoutPriority(Float(model.priority))
        constraint.identifier = model.identifier
        constraint.documentID = model.id.isEmpty ? nil : model.id
        return constraint
    }
}
