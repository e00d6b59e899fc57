import Foundation

/// The traits of an environment: size classes, idiom, display scale, appearance and the rest.
///
/// A trait collection is an immutable value. Every trait has an unspecified value ("Any" in
/// Interface Builder); `UITraitCollection()` and each single-trait initializer leave every other
/// trait unspecified. Combine partial collections with `init(traitsFrom:)` (later collections win
/// for each trait they specify) and test them with `containsTraits(in:)`. Two collections are
/// equal when every trait has the same value, and equal collections hash alike.
///
/// iOS 17's forms are here too: `init(mutations:)`, `modifyingTraits(_:)`, the subscript that reads
/// any trait (system or custom, see ``UITraitDefinition``), and `replacing(_:value:)`.
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    let values: TraitValues

    /// A collection with every trait unspecified.
    public override init() {
        values = TraitValues()
        super.init()
    }

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    convenience init(system: SystemTraitValues) {
        self.init(values: TraitValues(system: system))
    }

    private convenience init<V>(setting keyPath: WritableKeyPath<SystemTraitValues, V>, to value: V) {
        var system = SystemTraitValues()
        system[keyPath: keyPath] = value
        self.init(system: system)
    }

    // MARK: Single-trait collections

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(setting: \.horizontalSizeClass, to: horizontalSizeClass)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(setting: \.verticalSizeClass, to: verticalSizeClass)
    }

    /// A collection that specifies only the interface idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(setting: \.userInterfaceIdiom, to: idiom)
    }

    /// A collection that specifies only the display scale (`0` leaves it unspecified).
    public convenience init(displayScale scale: CGFloat) {
        self.init(setting: \.displayScale, to: scale.isFinite && scale > 0 ? scale : 0)
    }

    /// A collection that specifies only the 3D Touch capability.
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init(setting: \.forceTouchCapability, to: capability)
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(setting: \.layoutDirection, to: layoutDirection)
    }

    /// A collection that specifies only the preferred content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(setting: \.preferredContentSizeCategory, to: preferredContentSizeCategory)
    }

    /// A collection that specifies only the display gamut.
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init(setting: \.displayGamut, to: displayGamut)
    }

    /// A collection that specifies only the light/dark style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(setting: \.userInterfaceStyle, to: userInterfaceStyle)
    }

    /// A collection that specifies only the accessibility contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(setting: \.accessibilityContrast, to: accessibilityContrast)
    }

    /// A collection that specifies only the interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(setting: \.userInterfaceLevel, to: userInterfaceLevel)
    }

    /// A collection that specifies only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(setting: \.legibilityWeight, to: legibilityWeight)
    }

    /// A collection that specifies only the active appearance.
    public convenience init(activeAppearance userInterfaceActiveAppearance: UIUserInterfaceActiveAppearance) {
        self.init(setting: \.activeAppearance, to: userInterfaceActiveAppearance)
    }

    // MARK: Trait values

    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.system.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.system.verticalSizeClass }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.system.userInterfaceIdiom }
    public var displayScale: CGFloat { values.system.displayScale }
    public var forceTouchCapability: UIForceTouchCapability { values.system.forceTouchCapability }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.system.layoutDirection }
    public var preferredContentSizeCategory: UIContentSizeCategory { values.system.preferredContentSizeCategory }
    public var displayGamut: UIDisplayGamut { values.system.displayGamut }
    public var userInterfaceStyle: UIUserInterfaceStyle { values.system.userInterfaceStyle }
    public var accessibilityContrast: UIAccessibilityContrast { values.system.accessibilityContrast }
    public var userInterfaceLevel: UIUserInterfaceLevel { values.system.userInterfaceLevel }
    public var legibilityWeight: UILegibilityWeight { values.system.legibilityWeight }
    public var activeAppearance: UIUserInterfaceActiveAppearance { values.system.activeAppearance }

    // MARK: Equality, hashing, copying

    /// The collection with every trait unspecified, shared (collections are immutable): what a
    /// view that never had traits compares its first traits with.
    static let unspecified = UITraitCollection()

    /// `isEqual(_:)` without boxing the argument: the same object, or the same trait values.
    func hasSameTraits(as other: UITraitCollection) -> Bool {
        other === self || other.values == values
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.values == values
    }

    open override var hash: Int {
        values.hashValue
    }

    /// Trait collections are immutable: a copy is the collection itself.
    open func copy(with zone: NSZone? = nil) -> Any {
        self
    }

    open override var description: String {
        var parts: [String] = []
        for trait in systemTraitDefinitions where trait.isSpecified(in: values.system) {
            parts.append("\(trait.name) = \(trait.describeValue(in: values.system))")
        }
        for entry in values.custom.values.sorted(by: { $0.trait.identifier < $1.trait.identifier }) {
            parts.append("\(entry.trait.name) = \(entry.value)")
        }
        return "<UITraitCollection; " + (parts.isEmpty ? "all unspecified" : parts.joined(separator: ", ")) + ">"
    }

    open override var debugDescription: String { description }
}
