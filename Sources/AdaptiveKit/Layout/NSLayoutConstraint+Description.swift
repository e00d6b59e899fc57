import Foundation

extension NSLayoutConstraint {
    /// UIKit's description: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leadingMargin + 20   (active)>`,
    /// with the class UIKit uses for system constraints (`NSAutoresizingMaskLayoutConstraint`,
    /// `NSContentSizeLayoutConstraint`) and their annotations.
    /// The description (see `description`), readable on the main actor.
    var constraintDescription: String {
        var text = "<\(className):\(objectAddress(self))"
        if let identifier { text += " '\(identifier)'" }
        if origin == .autoresizingMask, let view = firstItem as? UIView {
            text += " " + Self.autoresizingNotation(view.autoresizingMask)
        }
        text += " " + equationText
        switch origin {
        case .contentHugging: text += " Hug:\(priority)"
        case .contentCompressionResistance: text += " CompressionResistance:\(priority)"
        default: if priority != .required { text += " @\(priority)" }
        }
        // System constraints live in the engine, not on a view: they are active while it has them.
        text += isActive || origin != .user ? "   (active)" : "   (inactive)"
        return text + ">"
    }

    private var className: String {
        switch origin {
        case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
        case .contentHugging, .contentCompressionResistance: "NSContentSizeLayoutConstraint"
        default: "NSLayoutConstraint"
        }
    }

    /// `a.attr == 0.5*b.attr + 10`, in UIKit's spelling.
    var equationText: String {
        let first = (firstItem as? LayoutItem)?.layoutItemDescription ?? firstItem.map { "\(type(of: $0))" } ?? "nil"
        var text = "\(first).\(firstAttribute) \(relation)"
        if let secondItem {
            let second = (secondItem as? LayoutItem)?.layoutItemDescription ?? "\(type(of: secondItem))"
            text += " "
            if multiplier != 1 { text += "\(Self.number(multiplier))*" }
            text += "\(second).\(secondAttribute)"
            if constant > 0 { text += " + \(Self.number(constant))" }
            if constant < 0 { text += " - \(Self.number(-constant))" }
        } else {
            text += " \(Self.number(constant))"
        }
        return text
    }

    static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%g", Double(value))
    }

    /// UIKit's `h=-&- v=--&` notation: per axis, left margin, size, right margin; `&` flexible.
    static func autoresizingNotation(_ mask: UIView.AutoresizingMask) -> String {
        func part(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        return "h=" + part(mask.contains(.flexibleLeftMargin)) + part(mask.contains(.flexibleWidth)) + part(mask.contains(.flexibleRightMargin))
            + " v=" + part(mask.contains(.flexibleTopMargin)) + part(mask.contains(.flexibleHeight)) + part(mask.contains(.flexibleBottomMargin))
    }
}
