import Foundation

/// A trait: a named value in a trait collection, with a default for collections that do not set it.
///
/// Conform a type to define a custom trait (iOS 17's trait system), then read and write it through
/// `UITraitCollection`'s subscript, `UITraitCollection(_:value:)`, `modifyingTraits(_:)` and
/// `traitOverrides`:
///
/// ```swift
/// struct ContainedInSettingsTrait: UITraitDefinition {
///     static let defaultValue = false
/// }
/// let traits = UITraitCollection(ContainedInSettingsTrait.self, value: true)
/// traits[ContainedInSettingsTrait.self]   // true
/// ```
///
/// Values are compared with `==` when `Value` is `Equatable` (and hashed when it is `Hashable`);
/// values of other types compare equal only when they are the same object. Prefer cheap,
/// `Hashable` values, as UIKit recommends.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value of the trait in a collection that does not set it.
    static var defaultValue: Value { get }
    /// A unique, stable identifier. Defaults to the type's fully qualified name.
    static var identifier: String { get }
    /// A name for debugging output. Defaults to the type's name.
    static var name: String { get }
    /// Whether a change of this trait can change how dynamic colours resolve. Defaults to `false`.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// Any trait definition type, as UIKit spells it in APIs that take lists of traits.
public typealias UITrait = any UITraitDefinition.Type

/// The system traits: stored in fixed fields of a collection, with an unspecified sentinel as default.
protocol SystemTraitDefinition: UITraitDefinition where Value: Hashable & Sendable {
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { get }
}

extension SystemTraitDefinition {
    static func isSpecified(in values: SystemTraitValues) -> Bool {
        values[keyPath: keyPath] != defaultValue
    }

    static func copyIfSpecified(from source: SystemTraitValues, to target: inout SystemTraitValues) {
        let value = source[keyPath: keyPath]
        if value != defaultValue { target[keyPath: keyPath] = value }
    }

    static func hasSameValue(_ lhs: SystemTraitValues, _ rhs: SystemTraitValues) -> Bool {
        lhs[keyPath: keyPath] == rhs[keyPath: keyPath]
    }

    static func anyValue(in values: SystemTraitValues) -> Any {
        values[keyPath: keyPath]
    }

    static func setAnyValue(_ value: Any, in values: inout SystemTraitValues) {
        values[keyPath: keyPath] = value as! Value
    }

    static func describeValue(in values: SystemTraitValues) -> String {
        "\(values[keyPath: keyPath])"
    }
}

/// The horizontal size class trait.
public struct UITraitHorizontalSizeClass: SystemTraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let identifier = "UITraitHorizontalSizeClass"
    public static let name = "HorizontalSizeClass"
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.horizontalSizeClass }
}

/// The vertical size class trait.
public struct UITraitVerticalSizeClass: SystemTraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let identifier = "UITraitVerticalSizeClass"
    public static let name = "VerticalSizeClass"
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.verticalSizeClass }
}

/// The interface idiom trait.
public struct UITraitUserInterfaceIdiom: SystemTraitDefinition {
    public typealias Value = UIUserInterfaceIdiom
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    public static let identifier = "UITraitUserInterfaceIdiom"
    public static let name = "UserInterfaceIdiom"
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.userInterfaceIdiom }
}

/// The display scale trait (points to pixels). Its unspecified value is `0`.
public struct UITraitDisplayScale: SystemTraitDefinition {
    public typealias Value = CGFloat
    public static let defaultValue: CGFloat = 0
    public static let identifier = "UITraitDisplayScale"
    public static let name = "DisplayScale"
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.displayScale }
}

/// The light/dark appearance trait.
public struct UITraitUserInterfaceStyle: SystemTraitDefinition {
    public typealias Value = UIUserInterfaceStyle
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let identifier = "UITraitUserInterfaceStyle"
    public static let name = "UserInterfaceStyle"
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.userInterfaceStyle }
}

/// The layout direction trait.
public struct UITraitLayoutDirection: SystemTraitDefinition {
    public typealias Value = UITraitEnvironmentLayoutDirection
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    public static let identifier = "UITraitLayoutDirection"
    public static let name = "LayoutDirection"
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.layoutDirection }
}

/// The display gamut trait.
public struct UITraitDisplayGamut: SystemTraitDefinition {
    public typealias Value = UIDisplayGamut
    public static let defaultValue = UIDisplayGamut.unspecified
    public static let identifier = "UITraitDisplayGamut"
    public static let name = "DisplayGamut"
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.displayGamut }
}

/// The preferred text size (Dynamic Type) trait.
public struct UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    public typealias Value = UIContentSizeCategory
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let identifier = "UITraitPreferredContentSizeCategory"
    public static let name = "PreferredContentSizeCategory"
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.preferredContentSizeCategory }
}

/// The 3D Touch capability trait. Its unspecified value is `.unknown`.
public struct UITraitForceTouchCapability: SystemTraitDefinition {
    public typealias Value = UIForceTouchCapability
    public static let defaultValue = UIForceTouchCapability.unknown
    public static let identifier = "UITraitForceTouchCapability"
    public static let name = "ForceTouchCapability"
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.forceTouchCapability }
}

/// The accessibility contrast trait.
public struct UITraitAccessibilityContrast: SystemTraitDefinition {
    public typealias Value = UIAccessibilityContrast
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static let identifier = "UITraitAccessibilityContrast"
    public static let name = "AccessibilityContrast"
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.accessibilityContrast }
}

/// The interface level trait (base or elevated).
public struct UITraitUserInterfaceLevel: SystemTraitDefinition {
    public typealias Value = UIUserInterfaceLevel
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static let identifier = "UITraitUserInterfaceLevel"
    public static let name = "UserInterfaceLevel"
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.userInterfaceLevel }
}

/// The bold-text trait.
public struct UITraitLegibilityWeight: SystemTraitDefinition {
    public typealias Value = UILegibilityWeight
    public static let defaultValue = UILegibilityWeight.unspecified
    public static let identifier = "UITraitLegibilityWeight"
    public static let name = "LegibilityWeight"
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.legibilityWeight }
}

/// The active appearance trait.
public struct UITraitActiveAppearance: SystemTraitDefinition {
    public typealias Value = UIUserInterfaceActiveAppearance
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    public static let identifier = "UITraitActiveAppearance"
    public static let name = "ActiveAppearance"
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { \.activeAppearance }
}

/// Every system trait, in the order collections describe and compare them.
nonisolated(unsafe) let systemTraitDefinitions: [any SystemTraitDefinition.Type] = [
    UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self,
    UITraitDisplayScale.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
    UITraitDisplayGamut.self, UITraitPreferredContentSizeCategory.self, UITraitForceTouchCapability.self,
    UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self, UITraitLegibilityWeight.self,
    UITraitActiveAppearance.self,
]
