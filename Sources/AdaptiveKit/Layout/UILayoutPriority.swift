import Foundation

/// How much a layout constraint matters: 1 to 1000, where 1000 (`required`) must hold.
///
/// The solver keeps every priority distinct: a constraint at 750 beats any number of constraints
/// at 749 (see docs/cassowary.md). Arithmetic with `Float` (`.required - 1`, `.defaultHigh + 10`)
/// comes from ``_UIKitNumericRawRepresentable``, as in UIKit's Swift overlay.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable, Comparable, CustomStringConvertible, _UIKitNumericRawRepresentable {
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

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}

/// The arithmetic UIKit's Swift overlay gives its number-backed types (`UILayoutPriority`,
/// `UIFont.Weight`): adding or subtracting a raw value, the difference of two values as a raw
/// value, and ordering by raw value.
public protocol _UIKitNumericRawRepresentable: RawRepresentable, Comparable where RawValue: Comparable & Numeric {}

extension _UIKitNumericRawRepresentable {
    /// Orders by raw value.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The value `rhs` higher: `UILayoutPriority.defaultHigh + 10` is 760.
    public static func + (lhs: Self, rhs: RawValue) -> Self {
        Self(rawValue: lhs.rawValue + rhs)!
    }

    /// The value `lhs` higher: `10 + UILayoutPriority.defaultHigh` is 760.
    public static func + (lhs: RawValue, rhs: Self) -> Self {
        Self(rawValue: lhs + rhs.rawValue)!
    }

    /// The value `rhs` lower: `UILayoutPriority.required - 1` is 999.
    public static func - (lhs: Self, rhs: RawValue) -> Self {
        Self(rawValue: lhs.rawValue - rhs)!
    }

    /// How far apart two values are, as a raw value.
    public static func - (lhs: Self, rhs: Self) -> RawValue {
        lhs.rawValue - rhs.rawValue
    }

    /// Raises the value by `rhs`.
    public static func += (lhs: inout Self, rhs: RawValue) {
        lhs = Self(rawValue: lhs.rawValue + rhs)!
    }

    /// Lowers the value by `rhs`.
    public static func -= (lhs: inout Self, rhs: RawValue) {
        lhs = Self(rawValue: lhs.rawValue - rhs)!
    }
}

extension UIFont.Weight: _UIKitNumericRawRepresentable {}
