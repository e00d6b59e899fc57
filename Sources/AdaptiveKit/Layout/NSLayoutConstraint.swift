import Foundation

/// A linear relation between two layout attributes: `item1.attribute1 = multiplier × item2.attribute2 + constant`
/// (or `≤`, `≥`), held as well as its priority allows.
///
/// Items are views and layout guides. A new constraint is inactive; activate it with `isActive`,
/// `NSLayoutConstraint.activate(_:)` or `UIView.addConstraint(_:)`. Changing `constant` or an
/// optional `priority` of an active constraint updates the layout engine in place.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item (a view or layout guide).
    ///
    /// Not retained, as in UIKit (whose interface declares it `unowned(unsafe)`): a view keeps
    /// its constraints, so a constraint that retained its items would keep the view tree alive
    /// forever (a constraint installed on a view usually names that view). Here the reference is
    /// `weak`, the safe form of the same rule: once the item is gone it reads `nil`.
    public private(set) weak var firstItem: AnyObject?
    /// The second item, `nil` for a constant-only constraint (not retained, like `firstItem`).
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    /// Who made the constraint: user code, or the system on a view's behalf (autoresizing masks,
    /// intrinsic content size, margins, stack views). Shown in descriptions and diagnostics.
    let origin: Origin

    /// The view the constraint is installed on while active.
    weak var installedView: UIView?

    /// For autoresizing-mask constraints: the superview whose coordinates the position is in.
    weak var autoresizingCoordinateView: UIView?

    /// An item that is neither a view nor a layout guide, kept so the error can name it.
    let invalidItemDescription: String?

    /// The designated initializer.
    init(
        firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation,
        secondItem: AnyObject?, secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
        priority: UILayoutPriority = .required, origin: Origin = .user
    ) {
        var invalid: String?
        if let firstItem, Self.layoutItem(firstItem) == nil { invalid = "\(type(of: firstItem))" }
        if let secondItem, Self.layoutItem(secondItem) == nil { invalid = "\(type(of: secondItem))" }
        self.invalidItemDescription = invalid
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.origin = origin
        super.init()
    }

    /// A user constraint between two objects, for the document loader: UIKit's public initializer
    /// takes `Any` items, whose conversion back to objects costs a runtime bridging call each.
    package convenience init(
        objectItem firstItem: AnyObject, attribute firstAttribute: Attribute, relatedBy relation: Relation,
        toObjectItem secondItem: AnyObject?, attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        self.init(firstItem: firstItem, firstAttribute: firstAttribute, relation: relation, secondItem: secondItem,
                  secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
    }

    /// A constraint between two items' attributes (UIKit's item-attribute initializer).
    ///
    /// - Parameters:
    ///   - view1: A view or layout guide.
    ///   - attr1: Its attribute.
    ///   - relation: `==`, `<=` or `>=`.
    ///   - view2: A view or layout guide, or `nil` (then `attr2` must be `.notAnAttribute`).
    ///   - attr2: Its attribute.
    ///   - multiplier: The factor on the second attribute.
    ///   - c: The constant added.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation,
            secondItem: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier, constant: c
        )
    }

    var storedConstant: CGFloat
    var storedPriority: UILayoutPriority

    /// The constant. Changing it on an active constraint is an in-place engine update.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            if let engine = layoutEngine {
                engine.constantDidChange(self)
                engine.root.setNeedsLayout()
            }
        }
    }

    /// The priority. An active constraint cannot switch between required and optional (UIKit
    /// raises an exception; here the change is refused and reported in the layout diagnostics).
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            let clamped = UILayoutPriority(min(max(newValue.rawValue, 1), 1000))
            if isActive, (clamped == .required) != (storedPriority == .required) {
                LayoutDiagnostics.shared.record(.init(
                    kind: .invalidPriorityChange, constraints: [constraintDescription], constraintIdentities: [self.identity],
                    message: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(clamped) and the existing priority was \(storedPriority)."
                ))
                return
            }
            storedPriority = clamped
            if let engine = layoutEngine {
                engine.priorityDidChange(self)
                engine.root.setNeedsLayout()
            }
        }
    }

    /// A name for debugging, shown in descriptions.
    open var identifier: String?

    /// The id of the document element (an Interface Builder `<constraint id>`) the constraint was
    /// made from; nil for constraints made in code. Layout reports name constraints by it.
    public var documentID: String?

    /// The constraint's document id and identifier, as layout reports carry them.
    public var identity: LayoutDiagnostics.Report.ConstraintIdentity {
        .init(documentID: documentID, identifier: identifier)
    }

    /// Whether UIKit archives this constraint (unused here; kept for source compatibility).
    open var shouldBeArchived = false

    /// Whether the constraint is installed. Activating installs it on the nearest common ancestor
    /// of its items; items without a common ancestor cannot be activated (UIKit raises; here the
    /// constraint stays inactive and the layout diagnostics say why).
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue {
                guard installedView == nil else { return }
                guard let ancestor = commonAncestorForActivation() else { return }
                ancestor.install(self)
            } else {
                installedView?.uninstall(self)
            }
        }
    }

    /// Activates every constraint of the array.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint of the array: as setting `isActive` to `false` on each, with
    /// the constraints of each view taken off its list in one pass (UIKit documents this as the
    /// efficient way to deactivate many).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        var byView: [ObjectIdentifier: Int] = [:]
        var groups: [(view: UIView, constraints: [NSLayoutConstraint])] = []
        for constraint in constraints {
            guard let view = constraint.installedView else { continue }
            if let index = byView[ObjectIdentifier(view)] {
                groups[index].constraints.append(constraint)
            } else {
                byView[ObjectIdentifier(view)] = groups.count
                groups.append((view, [constraint]))
            }
        }
        for group in groups { group.view.uninstall(group.constraints) }
    }

    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, if there is a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    // MARK: Internals

    var firstLayoutItem: LayoutItem? { Self.layoutItem(firstItem) }
    var secondLayoutItem: LayoutItem? { Self.layoutItem(secondItem) }

    /// `object as? LayoutItem`, trying the two classes that are layout items first (a class cast
    /// is much cheaper than a protocol conformance look-up).
    static func layoutItem(_ object: AnyObject?) -> LayoutItem? {
        guard let object else { return nil }
        if let view = object as? UIView { return view }
        if let guide = object as? UILayoutGuide { return guide }
        return object as? LayoutItem
    }

    /// The engine that holds a system constraint (system constraints are not installed on views).
    weak var systemEngine: LayoutEngine?

    /// The engine this constraint is in, while active.
    var layoutEngine: LayoutEngine? { installedView?.rootView.existingLayoutEngine ?? systemEngine }

    /// The view to install on: the nearest common ancestor of the items' views.
    private func commonAncestorForActivation() -> UIView? {
        if let invalidItemDescription {
            LayoutDiagnostics.shared.record(.init(
                kind: .invalidItem, constraints: [constraintDescription], constraintIdentities: [self.identity],
                message: "Constraint items must each be a view or layout guide; got \(invalidItemDescription)."
            ))
            return nil
        }
        if firstItem == nil || (secondItem == nil && secondAttribute != .notAnAttribute) {
            // Items are not retained: one that was released reads nil.
            LayoutDiagnostics.shared.record(.init(
                kind: .noCommonAncestor, constraints: [constraintDescription], constraintIdentities: [self.identity],
                message: "Unable to activate constraint: one of its items no longer exists (constraints do not retain their items)."
            ))
            return nil
        }
        guard let first = firstLayoutItem?.layoutOwnerView else {
            LayoutDiagnostics.shared.record(.init(
                kind: .noCommonAncestor, constraints: [constraintDescription], constraintIdentities: [self.identity],
                message: "Unable to activate constraint: its first item is a layout guide that is not in a view."
            ))
            return nil
        }
        guard let secondItem = secondLayoutItem else { return first }
        guard let second = secondItem.layoutOwnerView, let ancestor = first.nearestCommonAncestor(with: second) else {
            LayoutDiagnostics.shared.record(.init(
                kind: .noCommonAncestor, constraints: [constraintDescription], constraintIdentities: [self.identity],
                message: "Unable to activate constraint with anchors \(firstAnchor.anchorDescription) and \(secondAnchor?.anchorDescription ?? "nil") because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
            ))
            return nil
        }
        return ancestor
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leadingMargin + 20   (active)>`,
    /// with the class UIKit uses for system constraints (`NSAutoresizingMaskLayoutConstraint`,
    /// `NSContentSizeLayoutConstraint`) and their annotations.
    ///
    /// Off the main thread, where the items cannot be read, the class and address alone.
    nonisolated open override var description: String {
        describedOnMainActor({ constraintDescription }, otherwise: { "<NSLayoutConstraint:\(objectAddress(self))>" })
    }

    /// Whether one of the items is `view`, a view inside it, or a guide of one of those.
    func refersToItems(inSubtreeOf view: UIView) -> Bool {
        [firstLayoutItem, secondLayoutItem].contains { item in
            item?.layoutOwnerView?.isDescendant(of: view) ?? false
        }
    }

    func itemsWereReleased() {
        firstItem = nil
        secondItem = nil
    }
}

extension NSLayoutConstraint {
    /// Who made a constraint.
    enum Origin: Equatable {
        case user
        case autoresizingMask
        case contentHugging
        case contentCompressionResistance
        case layoutGuide(String)
        case stackView(String)
        case fittingSize

        /// Whether an app or a document made the constraint (not the system); a tag test, without
        /// comparing payloads.
        var isUser: Bool {
            if case .user = self { return true }
            return false
        }
    }

    /// The relation between the two sides.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The part of an item's alignment rectangle a constraint refers to.
    public enum Attribute: Int, Sendable, CaseIterable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The horizontal or vertical axis of the attribute (`nil` for `notAnAttribute`).
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
                .vertical
            case .notAnAttribute:
                nil
            }
        }

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// A layout axis.
    public enum Axis: Int, Sendable, CaseIterable {
        case horizontal = 0
        case vertical = 1
    }

    /// Options of `constraints(withVisualFormat:options:metrics:views:)`: alignment of every view
    /// across the format's direction, and the direction of the format.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
