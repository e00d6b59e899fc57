import Foundation

/// A set of trait values that can be changed: what `init(mutations:)`, `modifyingTraits(_:)` and
/// `traitOverrides` hand to your code.
///
/// Read and write any trait through the subscript (`traits[MyTrait.self] = value`) or through the
/// property of each system trait (`traits.horizontalSizeClass = .regular`). Setting a system trait
/// to its unspecified value removes it.
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { self[UITraitForceTouchCapability.self] }
        set { self[UITraitForceTouchCapability.self] = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
}

/// The mutable traits given to the closures of `init(mutations:)` and `modifyingTraits(_:)`.
struct MutableTraitValues: UIMutableTraits {
    var values: TraitValues

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values.value(trait) }
        set { values.setValue(newValue, for: trait) }
    }
}
