import Foundation

/// How much a layout constraint matters: 1 to 1000, where 1000 (`required`) must hold.
///
/// The solver keeps every priority distinct: a constraint at 750 beats any number of constraints
/// at 749 (see docs/cassowary.md). UIKit ships no arithmetic operators on priorities (apps define
/// their own), so neither do we.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
