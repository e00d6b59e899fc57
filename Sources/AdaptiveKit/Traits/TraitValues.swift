import Foundation

/// The values of the system traits: one field each, every field at its unspecified sentinel by default.
struct SystemTraitValues: Hashable, Sendable {
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var displayScale: CGFloat = 0
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var displayGamut = UIDisplayGamut.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var forceTouchCapability = UIForceTouchCapability.unknown
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
}

/// The value of one custom trait, type-erased, with the equality and hashing of its type.
struct CustomTraitValue: @unchecked Sendable {
    let trait: any UITraitDefinition.Type
    let value: Any
    /// Whether `value` equals the trait's default value.
    let isDefault: Bool
    private let equals: (Any) -> Bool
    private let hashValueOfValue: Int

    init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        self.trait = trait
        self.value = value
        self.equals = { other in CustomTraitValue.areEqual(value, other) }
        self.isDefault = CustomTraitValue.areEqual(value, T.defaultValue)
        self.hashValueOfValue = CustomTraitValue.hash(of: value)
    }

    func hasValue(_ other: Any) -> Bool { equals(other) }

    var hashContribution: Int {
        var hasher = Hasher()
        hasher.combine(trait.identifier)
        hasher.combine(hashValueOfValue)
        return hasher.finalize()
    }

    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let equatable = lhs as? any Equatable {
            return equatable.isEqual(toAny: rhs)
        }
        switch (unwrapped(lhs), unwrapped(rhs)) {
        case (nil, nil):
            return true
        case let (left?, right?):
            guard type(of: left) is AnyClass, type(of: right) is AnyClass else { return false }
            return (left as AnyObject) === (right as AnyObject)
        default:
            return false
        }
    }

    /// The value inside an optional (nil for `.none`), or the value itself.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }

    static func hash(of value: Any) -> Int {
        if let hashable = value as? any Hashable { return hashable.hashValue }
        return 0
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Every trait of a collection: the system fields and the custom traits that were set.
///
/// Equality is by value as a reader of the collection sees it: a custom trait set to its default
/// value equals an unset one (hashing agrees), while merging still treats it as specified.
struct TraitValues: Hashable, @unchecked Sendable {
    var system = SystemTraitValues()
    var custom: [ObjectIdentifier: CustomTraitValue] = [:]

    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        if let system = trait as? any SystemTraitDefinition.Type {
            return system.anyValue(in: self.system) as! T.Value
        }
        if let entry = custom[ObjectIdentifier(trait)] {
            return entry.value as! T.Value
        }
        return T.defaultValue
    }

    mutating func setValue<T: UITraitDefinition>(_ value: T.Value, for trait: T.Type) {
        if let system = trait as? any SystemTraitDefinition.Type {
            system.setAnyValue(value, in: &self.system)
        } else {
            custom[ObjectIdentifier(trait)] = CustomTraitValue(trait, value: value)
        }
    }

    /// Whether the trait has a value of its own here (a system trait that is not unspecified,
    /// or a custom trait that was set).
    func specifies(_ trait: any UITraitDefinition.Type) -> Bool {
        if let system = trait as? any SystemTraitDefinition.Type {
            return system.isSpecified(in: self.system)
        }
        return custom[ObjectIdentifier(trait)] != nil
    }

    mutating func removeValue(for trait: any UITraitDefinition.Type) {
        if let system = trait as? any SystemTraitDefinition.Type {
            removeSystemValue(system)
        } else {
            custom[ObjectIdentifier(trait)] = nil
        }
    }

    private mutating func removeSystemValue<T: SystemTraitDefinition>(_ trait: T.Type) {
        system[keyPath: T.keyPath] = T.defaultValue
    }

    /// Copies every trait that `other` specifies over this collection's value ("later wins").
    mutating func overlay(_ other: TraitValues) {
        for trait in systemTraitDefinitions {
            trait.copyIfSpecified(from: other.system, to: &system)
        }
        for (key, entry) in other.custom {
            custom[key] = entry
        }
    }

    /// Whether every trait that `other` specifies has the same value here.
    func contains(_ other: TraitValues) -> Bool {
        for trait in systemTraitDefinitions where trait.isSpecified(in: other.system) {
            if !trait.hasSameValue(system, other.system) { return false }
        }
        for (key, entry) in other.custom {
            if let mine = custom[key] {
                if !entry.hasValue(mine.value) { return false }
            } else if !entry.isDefault {
                return false
            }
        }
        return true
    }

    /// The custom traits whose value differs between the two collections.
    func customTraitsDiffering(from other: TraitValues) -> [any UITraitDefinition.Type] {
        var result: [any UITraitDefinition.Type] = []
        for key in Set(custom.keys).union(other.custom.keys) {
            let mine = custom[key], theirs = other.custom[key]
            let same: Bool
            switch (mine, theirs) {
            case let (mine?, theirs?): same = mine.hasValue(theirs.value)
            case let (mine?, nil): same = mine.isDefault
            case let (nil, theirs?): same = theirs.isDefault
            case (nil, nil): same = true
            }
            if !same, let trait = (mine ?? theirs)?.trait { result.append(trait) }
        }
        return result.sorted { $0.identifier < $1.identifier }
    }

    static func == (lhs: TraitValues, rhs: TraitValues) -> Bool {
        guard lhs.system == rhs.system else { return false }
        if lhs.custom.isEmpty && rhs.custom.isEmpty { return true }
        return lhs.customTraitsDiffering(from: rhs).isEmpty
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(system)
        // Order-independent, and blind to custom traits that hold their default value.
        var customHash = 0
        for entry in custom.values where !entry.isDefault {
            customHash = customHash &+ entry.hashContribution
        }
        hasher.combine(customHash)
    }
}
