import Foundation

// Named colours from the colour sets of asset catalogs (iOS 11).
extension UIColor {
    /// The colour set `name` of the main bundle's asset catalogs, as a dynamic colour; `nil` when
    /// no catalog has a readable colour set with that name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` of a bundle folder's asset catalogs.
    ///
    /// With `traitCollection` `nil` the result is dynamic: ``resolvedColor(with:)`` picks the slot
    /// for the traits it is given (the asset-catalog rules; the least specific slot when none
    /// fits). With a trait collection, the result is the colour resolved for those traits,
    /// completed from `UITraitCollection.current`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let dynamic = NamedResourceLookup.color(named: name, in: bundle) else { return nil }
        guard let traitCollection else {
            self.init(name: name) { dynamic.resolvedColor(with: $0) }
            return
        }
        let resolved = dynamic.resolvedColor(with: ImageLookupTraits.completed(traitCollection))
        guard case let .fixed(components) = resolved.storage else { return nil }
        self.init(components: components, name: name)
    }
}
