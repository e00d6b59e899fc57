import Foundation

/// One attribute of a view or layout guide, used to make constraints that read like the layout:
/// `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)`.
///
/// Anchors are typed so that only compatible attributes can be related: x-axis with x-axis,
/// y-axis with y-axis, dimension with dimension. Every `constraint(…)` returns an inactive
/// constraint.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, NSCopying {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    func makeConstraint(
        _ relation: NSLayoutConstraint.Relation, to other: NSLayoutAnchor<AnchorType>?,
        multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation,
            secondItem: other?.item, secondAttribute: other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant
        )
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
    }

    /// `UIView:0x….leading`.
    var anchorDescription: String {
        let itemText = (item as? LayoutItem)?.layoutItemDescription ?? "nil"
        return "\(itemText).\(attribute)"
    }

    nonisolated open override var description: String {
        describedOnMainActor({ anchorDescription }, otherwise: { "<\(type(of: self)):\(objectAddress(self))>" })
    }
}

/// An anchor on the horizontal axis: leading, trailing, left, right, centerX.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × standard spacing`: this anchor after `anchor` by the system
    /// spacing (8 pt between siblings).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: LayoutSpacing.standardSibling * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: LayoutSpacing.standardSibling * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: LayoutSpacing.standardSibling * multiplier)
    }
}

/// An anchor on the vertical axis: top, bottom, centerY, first and last baselines.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × standard spacing`: this anchor below `anchor` by the system
    /// spacing (8 pt between siblings; fonts are not consulted).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: LayoutSpacing.standardSibling * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: LayoutSpacing.standardSibling * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: LayoutSpacing.standardSibling * multiplier)
    }
}

/// A width or height anchor.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: nil, constant: c)
    }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: nil, constant: c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: nil, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}

/// The standard spacings of Auto Layout: 8 pt between siblings, 20 pt between a view and its
/// superview's edge (the classic rules of the Auto Layout Guide).
enum LayoutSpacing {
    static let standardSibling: CGFloat = 8
    static let standardToSuperview: CGFloat = 20
}
