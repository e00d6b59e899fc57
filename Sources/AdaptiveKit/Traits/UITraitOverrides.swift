import Foundation

/// Traits that an object imposes on itself and its descendants (iOS 17 `traitOverrides`).
///
/// Unlike a trait collection, overrides remember which traits were set explicitly, so a trait can be
/// overridden with any value (including a custom trait's default) and removed again.
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible, @unchecked Sendable {
    private var values = TraitValues()
    private var explicitlySet: [String: any UITraitDefinition.Type] = [:]

    public init() {}

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values.value(trait) }
        set {
            values.setValue(newValue, for: trait)
            explicitlySet[trait.identifier] = trait
        }
    }

    /// Whether the trait is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        explicitlySet[trait.identifier] != nil
    }

    /// Removes the override of one trait.
    public mutating func remove(_ trait: UITrait) {
        explicitlySet[trait.identifier] = nil
        values.removeValue(for: trait)
    }

    /// Whether no trait is overridden.
    public var isEmpty: Bool { explicitlySet.isEmpty }

    /// Writes every overridden trait over `target`.
    func apply(to target: inout TraitValues) {
        for trait in explicitlySet.values {
            copy(trait, to: &target)
        }
    }

    private func copy<T: UITraitDefinition>(_ trait: T.Type, to target: inout TraitValues) {
        target.setValue(values.value(trait), for: trait)
    }

    public var description: String {
        let names = explicitlySet.values.map { $0.name }.sorted()
        return "UITraitOverrides(" + names.joined(separator: ", ") + ")"
    }
}
