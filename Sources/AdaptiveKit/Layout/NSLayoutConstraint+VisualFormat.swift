import Foundation

extension NSLayoutConstraint {
    /// The constraints a Visual Format Language string describes (UIKit's signature).
    ///
    /// A bad format stops the program with UIKit's message, as UIKit raises an exception; use
    /// `parseVisualFormat(_:options:metrics:views:)` to get the error instead.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try parseVisualFormat(format, options: opts, metrics: metrics, views: views)
        } catch {
            fatalError("\(error)")
        }
    }

    /// The constraints a Visual Format Language string describes, or the error (with the position
    /// of the problem and a caret line under the format).
    ///
    /// Standard spacing (`-`) is 8 pt between views; to the superview's edge (`|-[a]`) the view is
    /// pinned to the superview's layout margin, as UIKit does since iOS 8. The constraints are not
    /// activated. Options align every view across the format's axis and choose its direction.
    public static func parseVisualFormat(
        _ format: String, options: FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any]
    ) throws -> [NSLayoutConstraint] {
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            guard let number = Self.double(from: value) else {
                throw VisualFormatError(message: "The metric \(name) is not a number (it is \(type(of: value))).", format: format, offset: 0)
            }
            numbers[name] = number
        }
        var items: [String: LayoutItem] = [:]
        for (name, value) in views {
            guard let item = value as AnyObject as? LayoutItem else {
                throw VisualFormatError(message: "\(name) is not a view (it is \(type(of: value))).", format: format, offset: 0)
            }
            items[name] = item
        }
        let tree = try VisualFormatParser.parse(format, metrics: numbers, viewNames: Set(items.keys))
        return try VisualFormatBuilder(format: format, tree: tree, options: options, items: items).build()
    }

    private static func double(from value: Any) -> Double? {
        switch value {
        case let number as Double: number
        case let number as CGFloat: Double(number)
        case let number as Float: Double(number)
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }
}

/// Turns a parsed format into constraints.
@MainActor
private struct VisualFormatBuilder {
    let format: String
    let tree: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let items: [String: LayoutItem]

    typealias Attribute = NSLayoutConstraint.Attribute

    func build() throws -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        let horizontal = tree.orientation == .horizontal
        let direction = options.intersection(.directionMask)
        let reversed = horizontal && direction == .directionRightToLeft
        // The edge where the format starts and the one where it ends.
        let (start, end): (Attribute, Attribute) = !horizontal ? (.top, .bottom)
            : direction == .directionLeftToRight ? (.left, .right)
            : reversed ? (.right, .left) : (.leading, .trailing)
        let length: Attribute = horizontal ? .width : .height

        // Views' own predicates.
        for element in tree.views {
            let item = items[element.name]!
            for predicate in element.predicates {
                result.append(constraint(item, length, predicate, to: length, reversedSpacing: false))
            }
        }
        // Spacing between views.
        for (index, connection) in tree.connections.enumerated() {
            let earlier = items[tree.views[index].name]!, later = items[tree.views[index + 1].name]!
            result += spacing(connection, from: (earlier, end), to: (later, start), standard: LayoutSpacing.standardSibling, reversed: reversed)
        }
        // Spacing to the superview's edges.
        if let connection = tree.leadingSuperview {
            let first = items[tree.views[0].name]!
            let superview = try self.superview(of: first, at: connection.sourceRange.lowerBound)
            result += superviewSpacing(connection, superview: superview, edge: start, view: first, viewEdge: start, reversed: reversed, leadingSide: true)
        }
        if let connection = tree.trailingSuperview {
            let last = items[tree.views[tree.views.count - 1].name]!
            let superview = try self.superview(of: last, at: connection.sourceRange.upperBound - 1)
            result += superviewSpacing(connection, superview: superview, edge: end, view: last, viewEdge: end, reversed: reversed, leadingSide: false)
        }
        result += try alignment(horizontal: horizontal)
        return result
    }

    /// The view `|` stands for next to `item`: a view's superview, or the view a layout guide
    /// belongs to (so `V:|[topLayoutGuide]` pins the guide to its controller's view).
    private func superview(of item: LayoutItem, at offset: Int) throws -> UIView {
        if let guide = item as? UILayoutGuide, let owner = guide.owningView { return owner }
        guard let view = item as? UIView, let superview = view.superview else {
            throw VisualFormatError(
                message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                format: format, offset: max(0, min(offset, format.utf16.count))
            )
        }
        return superview
    }

    /// `later.start REL earlier.end + gap` for each predicate (mirrored when the format runs right
    /// to left, so a larger gap always moves the later view further along).
    private func spacing(
        _ connection: VisualFormat.Connection, from earlier: (LayoutItem, Attribute), to later: (LayoutItem, Attribute),
        standard: CGFloat, reversed: Bool
    ) -> [NSLayoutConstraint] {
        let gaps = gapPredicates(connection, standard: standard)
        return gaps.map { relation, gap, priority in
            reversed
                ? make(earlier.0, earlier.1, relation, later.0, later.1, constant: gap, priority: priority)
                : make(later.0, later.1, relation, earlier.0, earlier.1, constant: gap, priority: priority)
        }
    }

    private func superviewSpacing(
        _ connection: VisualFormat.Connection, superview: UIView, edge: Attribute, view: LayoutItem, viewEdge: Attribute,
        reversed: Bool, leadingSide: Bool
    ) -> [NSLayoutConstraint] {
        if case .standard = connection.kind {
            // Standard spacing to the superview: the superview's layout margin.
            let guide = superview.layoutMarginsGuide
            return leadingSide != reversed
                ? [make(view, viewEdge, .equal, guide, edge, constant: 0, priority: .required)]
                : [make(guide, edge, .equal, view, viewEdge, constant: 0, priority: .required)]
        }
        return gapPredicates(connection, standard: LayoutSpacing.standardToSuperview).map { relation, gap, priority in
            leadingSide != reversed
                ? make(view, viewEdge, relation, superview, edge, constant: gap, priority: priority)
                : make(superview, edge, relation, view, viewEdge, constant: gap, priority: priority)
        }
    }

    private func gapPredicates(_ connection: VisualFormat.Connection, standard: CGFloat) -> [(NSLayoutConstraint.Relation, CGFloat, UILayoutPriority)] {
        switch connection.kind {
        case .adjacent:
            return [(.equal, 0, .required)]
        case .standard:
            return [(.equal, standard, .required)]
        case .predicates(let predicates):
            return predicates.compactMap { predicate in
                guard case .constant(let number) = predicate.object else { return nil }
                return (relation(predicate.relation), CGFloat(number.value), UILayoutPriority(Float(predicate.priority.value)))
            }
        }
    }

    /// A view's own predicate: `item.length REL constant` or `item.length REL other.length`.
    private func constraint(
        _ item: LayoutItem, _ attribute: Attribute, _ predicate: VisualFormat.Predicate, to otherAttribute: Attribute,
        reversedSpacing: Bool
    ) -> NSLayoutConstraint {
        let priority = UILayoutPriority(Float(predicate.priority.value))
        switch predicate.object {
        case .constant(let number):
            return make(item, attribute, relation(predicate.relation), nil, .notAnAttribute, constant: CGFloat(number.value), priority: priority)
        case .view(let name):
            return make(item, attribute, relation(predicate.relation), items[name]!, otherAttribute, constant: 0, priority: priority)
        }
    }

    /// The alignment options: every view after the first aligned with the one before it.
    private func alignment(horizontal: Bool) throws -> [NSLayoutConstraint] {
        let mask = options.intersection(.alignmentMask)
        guard !mask.isEmpty else { return [] }
        let horizontalEdges: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading),
            (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        ]
        let verticalEdges: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
            (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let allowed = horizontal ? verticalEdges : horizontalEdges
        let forbidden = horizontal ? horizontalEdges : verticalEdges
        if forbidden.contains(where: { mask.contains($0.0) }) {
            let edge = horizontal ? "vertical" : "horizontal"
            let axis = horizontal ? "horizontal" : "vertical"
            throw VisualFormatError(
                message: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(axis).",
                format: format, offset: 0
            )
        }
        var result: [NSLayoutConstraint] = []
        for (option, attribute) in allowed where mask.contains(option) {
            for (previous, next) in zip(tree.views, tree.views.dropFirst()) {
                result.append(make(items[previous.name]!, attribute, .equal, items[next.name]!, attribute, constant: 0, priority: .required))
            }
        }
        return result
    }

    private func relation(_ relation: VisualFormat.Predicate.Relation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    private func make(
        _ a: LayoutItem, _ attrA: Attribute, _ relation: NSLayoutConstraint.Relation, _ b: LayoutItem?, _ attrB: Attribute,
        constant: CGFloat, priority: UILayoutPriority
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            firstItem: a, firstAttribute: attrA, relation: relation, secondItem: b,
            secondAttribute: b == nil ? .notAnAttribute : attrB, multiplier: 1, constant: constant, priority: priority
        )
    }
}
