import Foundation

extension UITraitCollection {
    /// A collection built by the closure, starting from all traits unspecified (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = MutableTraitValues(values: TraitValues())
        mutations(&traits)
        self.init(values: (traits as! MutableTraitValues).values)
    }

    /// A collection that specifies one trait (iOS 17).
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var values = TraitValues()
        values.setValue(value, for: trait)
        self.init(values: values)
    }

    /// A copy of this collection with the closure's changes applied (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraitValues(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as! MutableTraitValues).values)
    }

    /// A copy of this collection with one trait replaced (iOS 17).
    public func replacing<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) -> UITraitCollection {
        var copy = values
        copy.setValue(value, for: trait)
        return UITraitCollection(values: copy)
    }

    /// The value of any trait: a system trait's stored value, or a custom trait's value or default.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        values.value(trait)
    }

    /// This collection with the given overrides applied on top (each trait they set wins).
    func applying(_ overrides: UITraitOverrides) -> UITraitCollection {
        guard !overrides.isEmpty else { return self }
        var copy = values
        overrides.apply(to: &copy)
        return UITraitCollection(values: copy)
    }
}
