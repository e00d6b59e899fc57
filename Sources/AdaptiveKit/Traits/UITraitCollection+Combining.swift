import Foundation

extension UITraitCollection {
    /// A collection that combines the traits of the given collections.
    ///
    /// For each trait, the value comes from the last collection in the array that specifies it;
    /// collections that leave a trait unspecified do not override earlier values. An empty array
    /// gives an all-unspecified collection.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var combined = TraitValues()
        for collection in traitCollections {
            combined.overlay(collection.values)
        }
        self.init(values: combined)
    }

    /// Whether this collection has, for every trait the argument specifies, the same value.
    ///
    /// Traits the argument leaves unspecified are ignored, so an all-unspecified collection (and
    /// `nil`) is contained in every collection. This is the test that Interface Builder variations
    /// and asset-catalog slots follow: a `widthClass=compact` variation applies to every
    /// environment whose collection contains a compact horizontal size class.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.contains(trait.values)
    }

    /// Whether dynamic colours can resolve differently in the two collections: true when any trait
    /// that affects colour appearance (style, contrast, level, gamut, active appearance, or a custom
    /// trait declaring `affectsColorAppearance`) differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection ?? UITraitCollection()
        return changedTraits(from: other).contains { $0.affectsColorAppearance }
    }

    /// The traits whose values differ from the previous collection's (a `nil` previous collection
    /// counts as all unspecified).
    public func changedTraits(from previousTraitCollection: UITraitCollection?) -> [UITrait] {
        let previous = previousTraitCollection?.values ?? TraitValues()
        var changed: [UITrait] = []
        for trait in systemTraitDefinitions where !trait.hasSameValue(values.system, previous.system) {
            changed.append(trait)
        }
        changed.append(contentsOf: values.customTraitsDiffering(from: previous))
        return changed
    }

    /// The system traits that can change how a dynamic colour resolves.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        systemTraitDefinitions.filter { $0.affectsColorAppearance }
    }

    /// The system traits that asset-catalog and image-asset look-ups consult.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self,
            UITraitDisplayScale.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
            UITraitDisplayGamut.self, UITraitAccessibilityContrast.self,
        ]
    }
}
