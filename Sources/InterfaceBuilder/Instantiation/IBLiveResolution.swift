import AdaptiveKit
import Foundation

/// Keeps a scene's views and constraints in step with its controller's size classes, as UIKit
/// does for storyboards with size classes: on a change of horizontal or vertical size class or
/// idiom (rotation, multitasking, an override), the document is resolved for the new traits,
/// views and constraints are installed or uninstalled (an installed view goes back at its
/// z-order index among its installed siblings), and the properties the document's variations
/// override are re-applied for the new traits: constraint constants and priorities, frames of
/// views that keep their frame, fonts (labels, buttons, text fields, text views), label and text
/// field text, colours, `hidden`, `alpha`, stack view axis/spacing/distribution/alignment, and
/// the other properties listed in ``reapply(_:_:to:placement:in:)``.
///
/// Only properties some variation of the object mentions are touched, so values the app set in
/// code (a label's text, a constraint's constant, a hidden view) survive a trait change, as in
/// UIKit; a property whose variation no longer matches goes back to its Any/Any value (or, when
/// the document has none, to the value the view had when it was made).
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
    /// Weak: the registration's handler holds this resolution, and the controller holds the
    /// registration, so the controller owns its resolution (and through it the instantiator, which
    /// keeps the scene's views and constraints by id but not the controller).
    private weak var registration: (any UITraitChangeRegistration)?
    /// What the variations of each view override, by IB id: attribute names (`hidden`, `axis`)
    /// and child elements as `name/key` (`rect/frame`, `fontDescription/fontDescription`).
    private var variedKeys: [String: Set<String>] = [:]
    /// The constraints with a `constant` variation, and those with a `priority` one.
    private var variedConstants: Set<String> = []
    private var variedPriorities: Set<String> = []
    /// Values the views had when they were made, for properties a variation overrides but the
    /// document leaves at UIKit's default (a button without a `fontDescription`), by `id|key`.
    private var baseFonts: [String: UIFont] = [:]
    private var baseColors: [String: UIColor?] = [:]

    init(instantiator: IBInstantiator, controller: UIViewController, original: IBDocument) {
        self.instantiator = instantiator
        self.original = original
        traits = .any
        collectVariedProperties()
        registration = controller.registerForTraitChanges(
            [UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self]
        ) { [self] (controller: UIViewController, _: UITraitCollection) in
            apply(IBTraits(controller.traitCollection))
        }
        if controller.traitCollection.horizontalSizeClass != .unspecified || controller.traitCollection.verticalSizeClass != .unspecified {
            apply(IBTraits(controller.traitCollection))
        }
    }

    /// The keys of the properties the variations of `id` override (empty when none).
    public func variedProperties(of id: String) -> Set<String> {
        variedKeys[id] ?? []
    }

    private func collectVariedProperties() {
        for (id, placement) in instantiator.placements {
            var keys: Set<String> = []
            for variation in placement.object.variations {
                for attribute in variation.attributeOverrides { keys.insert(attribute.name) }
                for element in variation.elementOverrides { keys.insert(element.name + "/" + (element.key ?? "")) }
            }
            guard !keys.isEmpty else { continue }
            variedKeys[id] = keys
            let view = placement.view
            if keys.contains("fontDescription/fontDescription"), let font = Self.font(of: view) { baseFonts[id] = font }
            for key in ["backgroundColor", "tintColor", "textColor"] where keys.contains("color/" + key) {
                baseColors[id + "|" + key] = Self.color(key, of: view)
            }
        }
        original.forEachObject { object in
            for constraint in object.constraints {
                for variation in constraint.variations {
                    for attribute in variation.attributeOverrides {
                        if attribute.name == "constant" { variedConstants.insert(constraint.id) }
                        if attribute.name == "priority" { variedPriorities.insert(constraint.id) }
                    }
                }
            }
        }
    }

    /// Resolves the scene for `traits` and updates the live objects.
    public func apply(_ newTraits: IBTraits) {
        traits = newTraits
        let resolved = original.resolved(for: newTraits)
        // Views first (constraints need their items in the hierarchy), outermost first; in id
        // order at one depth, so every run makes the same changes in the same order.
        let ordered = instantiator.placements.values.map { (placement: $0, depth: depth(of: $0)) }
            .sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.placement.object.id < $1.placement.object.id }
            .map(\.placement)
        for placement in ordered {
            guard let object = resolved.object(withID: placement.object.id) else { continue }
            if let superviewID = placement.superviewID, let superview = instantiator.view(withID: superviewID) {
                let container = (superview as? UITableViewCell)?.contentView ?? superview
                let installed = placement.view.superview != nil
                if object.isInstalled, !installed {
                    insert(placement, into: container)
                } else if !object.isInstalled, installed {
                    placement.view.removeFromSuperview()
                }
            }
            if let keys = variedKeys[object.id] {
                reapply(keys, object, to: placement.view, placement: placement, in: resolved)
            }
        }
        var all: [IBConstraint] = []
        resolved.forEachObject { object in all += object.constraints }
        for model in all {
            guard let constraint = instantiator.constraints[model.id] else { continue }
            if variedConstants.contains(model.id), constraint.constant != model.constant { constraint.constant = model.constant }
            if variedPriorities.contains(model.id) {
                let priority = UILayoutPriority(Float(min(max(model.priority, 1), 1000)))
                if constraint.priority != priority {
                    // UIKit refuses to move an active constraint across "required": it leaves
                    // and comes back below.
                    if constraint.isActive, (priority == .required) != (constraint.priority == .required) {
                        constraint.isActive = false
                    }
                    constraint.priority = priority
                }
            }
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

    /// Re-applies the properties in `keys` (those the object's variations override) from the
    /// object resolved for the new traits:
    ///
    /// - `rect/frame`, `frame/frameInset`: the frame of a view that keeps its frame (autoresizing,
    ///   not an arranged subview, not a controller's root view, whose frame its container sets);
    ///   an Auto Layout view's stored frame is the canvas's only, its constraints place it. The
    ///   stored frame is relative to the superview's stored size for the same traits, so it is
    ///   carried to the superview's current size through the autoresizing mask, as loading the
    ///   document for those traits and resizing it would;
    /// - `fontDescription/fontDescription`: labels, buttons (their title label), text fields, text views;
    /// - `color/backgroundColor`, `color/tintColor`, `color/textColor` (labels, text fields, text views);
    /// - `hidden`, `alpha`, `clipsSubviews`, `contentMode`, `tag`;
    /// - labels: `text`, `textAlignment`, `numberOfLines`, `adjustsFontSizeToFit`, `minimumScaleFactor`;
    ///   text fields: `text`, `placeholder`, `textAlignment`; controls: `enabled`, content alignments;
    /// - stack views: `axis`, `spacing`, `spacingType`, `distribution`, `alignment`,
    ///   `baselineRelativeArrangement`;
    /// - `edgeInsets/layoutMargins`, `directionalEdgeInsets/directionalLayoutMargins`.
    ///
    /// Canvas-only attributes (`misplaced`, `ambiguous`, `fixedFrame`) change nothing at run time.
    private func reapply(_ keys: Set<String>, _ object: IBObject, to view: UIView, placement: IBInstantiator.Placement, in resolved: IBDocument) {
        if keys.contains("rect/frame") || keys.contains("frame/frameInset") { reapplyFrame(object, to: view, placement: placement, in: resolved) }
        if keys.contains("hidden"), view.isHidden != object.isHidden { view.isHidden = object.isHidden }
        if keys.contains("alpha") { view.alpha = object.alpha }
        if keys.contains("clipsSubviews") { view.clipsToBounds = object.clipsSubviews }
        if keys.contains("tag") { view.tag = object.tag }
        if keys.contains("contentMode"), let mode = IBValueConversions.enumCase(UIView.ContentMode.self, named: object.contentMode) { view.contentMode = mode }
        if keys.contains("color/backgroundColor") { view.backgroundColor = color("backgroundColor", object, view) }
        if keys.contains("color/tintColor") { view.tintColor = color("tintColor", object, view) }
        if keys.contains("edgeInsets/layoutMargins"), let margins = object.insets["layoutMargins"] {
            view.layoutMargins = IBValueConversions.insets(margins)
        }
        if keys.contains("directionalEdgeInsets/directionalLayoutMargins"), let margins = object.insets["directionalLayoutMargins"] {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        let font = keys.contains("fontDescription/fontDescription")
            ? object.font.flatMap(IBValueConversions.font) ?? baseFonts[object.id] : nil
        switch view {
        case let label as UILabel:
            if keys.contains("text"), label.text != object.text { label.text = object.text }
            if let font, label.font != font { label.font = font }
            if keys.contains("color/textColor") { label.textColor = color("textColor", object, view) }
            if keys.contains("textAlignment"), let alignment = IBValueConversions.enumCase(NSTextAlignment.self, named: object.textAlignment) {
                label.textAlignment = alignment
            }
            if keys.contains("numberOfLines") { label.numberOfLines = object.numberOfLines }
            if keys.contains("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = object.attribute("adjustsFontSizeToFit") == "YES" }
            if keys.contains("minimumScaleFactor"), let scale = object.attribute("minimumScaleFactor").flatMap(Double.init) { label.minimumScaleFactor = scale }
        case let button as UIButton:
            if let font, let titleLabel = button.titleLabel, titleLabel.font != font {
                titleLabel.font = font
                // The button's size follows its title's font.
                button.invalidateIntrinsicContentSize()
                button.setNeedsLayout()
            }
            reapplyControl(keys, object, to: button)
        case let field as UITextField:
            if keys.contains("text") { field.text = object.text ?? "" }
            if keys.contains("placeholder") { field.placeholder = object.placeholder }
            if let font { field.font = font }
            if keys.contains("color/textColor") { field.textColor = color("textColor", object, view) }
            if keys.contains("textAlignment"), let alignment = IBValueConversions.enumCase(NSTextAlignment.self, named: object.textAlignment) {
                field.textAlignment = alignment
            }
            reapplyControl(keys, object, to: field)
        case let textView as UITextView:
            if let font { textView.font = font }
            if keys.contains("color/textColor") { textView.textColor = color("textColor", object, view) }
        case let control as UIControl:
            reapplyControl(keys, object, to: control)
        case let stack as UIStackView:
            if keys.contains("axis") { stack.axis = object.axis == "vertical" ? .vertical : .horizontal }
            if keys.contains("spacing") || keys.contains("spacingType") {
                stack.spacing = object.attribute("spacingType") == "standard" ? UIStackView.spacingUseSystem : object.spacing
            }
            if keys.contains("distribution"), let distribution = IBValueConversions.enumCase(UIStackView.Distribution.self, named: object.distribution) {
                stack.distribution = distribution
            }
            if keys.contains("alignment"), let alignment = IBValueConversions.stackAlignment(named: object.alignment) { stack.alignment = alignment }
            if keys.contains("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = object.isBaselineRelativeArrangement }
        default:
            break
        }
    }

    private func reapplyControl(_ keys: Set<String>, _ object: IBObject, to control: UIControl) {
        if keys.contains("enabled") { control.isEnabled = object.isEnabled }
        if keys.contains("contentHorizontalAlignment"),
           let alignment = IBValueConversions.enumCase(UIControl.ContentHorizontalAlignment.self, named: object.contentHorizontalAlignment) {
            control.contentHorizontalAlignment = alignment
        }
        if keys.contains("contentVerticalAlignment"),
           let alignment = IBValueConversions.enumCase(UIControl.ContentVerticalAlignment.self, named: object.contentVerticalAlignment) {
            control.contentVerticalAlignment = alignment
        }
    }

    /// The stored frame for the new traits, for a view whose frame is its own (see ``reapply(_:_:to:placement:in:)``).
    private func reapplyFrame(_ object: IBObject, to view: UIView, placement: IBInstantiator.Placement, in resolved: IBDocument) {
        guard let superviewID = placement.superviewID, !placement.isArranged, view.translatesAutoresizingMaskIntoConstraints,
              let stored = object.frame else { return }
        var frame = IBValueConversions.rect(stored)
        if let superview = view.superview,
           let canvas = resolved.object(withID: superviewID)?.frame.map({ IBValueConversions.rect($0).size }),
           canvas != superview.bounds.size {
            frame = Self.autoresized(frame, mask: view.autoresizingMask, from: canvas, to: superview.bounds.size)
        }
        if view.frame != frame { view.frame = frame }
    }

    /// UIKit's autoresizing of `frame` when its superview goes from `old` to `new`: on each axis
    /// the change is shared among the flexible parts (margin before, size, margin after) in
    /// proportion to their sizes (evenly when they are all zero); fixed parts keep their size.
    static func autoresized(_ frame: CGRect, mask: UIView.AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        func axis(_ start: CGFloat, _ length: CGFloat, _ container: CGFloat, _ newContainer: CGFloat,
                  _ flexibleStart: Bool, _ flexibleSize: Bool, _ flexibleEnd: Bool) -> (CGFloat, CGFloat) {
            let parts = [(flexibleStart, start), (flexibleSize, length), (flexibleEnd, container - start - length)]
            let flexible = parts.filter { $0.0 }
            guard !flexible.isEmpty else { return (start, length) }
            let total = flexible.reduce(CGFloat(0)) { $0 + max($1.1, 0) }
            func share(_ index: Int) -> CGFloat {
                guard parts[index].0 else { return 0 }
                return total > 0 ? max(parts[index].1, 0) / total : 1 / CGFloat(flexible.count)
            }
            let delta = newContainer - container
            return (start + share(0) * delta, length + share(1) * delta)
        }
        let (x, width) = axis(frame.minX, frame.width, old.width, new.width,
                              mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let (y, height) = axis(frame.minY, frame.height, old.height, new.height,
                               mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// A colour for the new traits: the document's, else the one the view was made with.
    private func color(_ key: String, _ object: IBObject, _ view: UIView) -> UIColor? {
        if let color = object.colors[key], let made = instantiator.uiColor(color, at: object.position) { return made }
        return baseColors[object.id + "|" + key] ?? nil
    }

    private static func font(of view: UIView) -> UIFont? {
        switch view {
        case let label as UILabel: label.font
        case let button as UIButton: button.titleLabel?.font
        case let field as UITextField: field.font
        case let textView as UITextView: textView.font
        default: nil
        }
    }

    private static func color(_ key: String, of view: UIView) -> UIColor? {
        switch key {
        case "backgroundColor": view.backgroundColor
        case "tintColor": view.tintColor
        default:
            switch view {
            case let label as UILabel: label.textColor
            case let field as UITextField: field.textColor
            case let textView as UITextView: textView.textColor
            default: nil
            }
        }
    }
}
