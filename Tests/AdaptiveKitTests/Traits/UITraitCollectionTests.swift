import AdaptiveKit
import Foundation
import Testing

@Suite("UITraitCollection")
struct UITraitCollectionTests {
    @Test("a new collection leaves every trait unspecified")
    func newCollectionIsUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.displayGamut == .unspecified)
        #expect(traits.forceTouchCapability == .unknown)
        #expect(traits.accessibilityContrast == .unspecified)
        #expect(traits.userInterfaceLevel == .unspecified)
        #expect(traits.legibilityWeight == .unspecified)
        #expect(traits.activeAppearance == .unspecified)
        #expect(traits.description == "<UITraitCollection; all unspecified>")
    }

    @Test("single-trait initializers specify exactly one trait")
    func singleTraitInitializers() {
        let cases: [(UITraitCollection, UITrait)] = [
            (UITraitCollection(horizontalSizeClass: .compact), UITraitHorizontalSizeClass.self),
            (UITraitCollection(verticalSizeClass: .regular), UITraitVerticalSizeClass.self),
            (UITraitCollection(userInterfaceIdiom: .pad), UITraitUserInterfaceIdiom.self),
            (UITraitCollection(displayScale: 3), UITraitDisplayScale.self),
            (UITraitCollection(forceTouchCapability: .available), UITraitForceTouchCapability.self),
            (UITraitCollection(layoutDirection: .rightToLeft), UITraitLayoutDirection.self),
            (UITraitCollection(preferredContentSizeCategory: .extraLarge), UITraitPreferredContentSizeCategory.self),
            (UITraitCollection(displayGamut: .P3), UITraitDisplayGamut.self),
            (UITraitCollection(userInterfaceStyle: .dark), UITraitUserInterfaceStyle.self),
            (UITraitCollection(accessibilityContrast: .high), UITraitAccessibilityContrast.self),
            (UITraitCollection(userInterfaceLevel: .elevated), UITraitUserInterfaceLevel.self),
            (UITraitCollection(legibilityWeight: .bold), UITraitLegibilityWeight.self),
            (UITraitCollection(activeAppearance: .inactive), UITraitActiveAppearance.self),
        ]
        for (collection, trait) in cases {
            let changed = collection.changedTraits(from: UITraitCollection())
            #expect(changed.count == 1, "\(collection)")
            #expect(changed.first?.identifier == trait.identifier, "\(collection)")
        }
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(horizontalSizeClass: .compact).verticalSizeClass == .unspecified)
    }

    @Test("Apple's example: [regular width, compact width] combines to compact width")
    func laterCollectionWins() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .compact),
        ])
        #expect(combined.horizontalSizeClass == .compact)
    }

    @Test("combining keeps traits that later collections leave unspecified")
    func combiningMergesPartialCollections() {
        let phonePortrait = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(displayScale: 2),
        ])
        let overridden = UITraitCollection(traitsFrom: [phonePortrait, UITraitCollection(horizontalSizeClass: .regular)])
        #expect(overridden.horizontalSizeClass == .regular)
        #expect(overridden.verticalSizeClass == .regular)
        #expect(overridden.userInterfaceIdiom == .phone)
        #expect(overridden.displayScale == 2)
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    }

    @Test("containsTraits(in:) compares only the traits the argument specifies")
    func containment() {
        let phone = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(userInterfaceIdiom: .phone),
        ])
        #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!phone.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(phone.containsTraits(in: nil))
        #expect(!UITraitCollection().containsTraits(in: phone))
    }

    @Test("equal collections are equal objects with equal hashes, and copying returns the same value")
    func equalityAndCopying() {
        let a = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
        let b = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark)])
        #expect(a == b)
        #expect(a.isEqual(b))
        #expect(a.hash == b.hash)
        #expect(Set([a, b]).count == 1)
        #expect(a != UITraitCollection(userInterfaceStyle: .dark))
        #expect((a.copy() as? UITraitCollection) == a)
        #expect(!a.isEqual("not a trait collection"))
    }

    @Test("the description names the specified traits")
    func description() {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 3)])
        #expect(traits.description == "<UITraitCollection; HorizontalSizeClass = compact, DisplayScale = 3.0>")
    }

    @Test("modifyingTraits and init(mutations:) change only what the closure sets")
    func mutations() {
        let base = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(horizontalSizeClass: .regular)])
        let modified = base.modifyingTraits {
            $0.horizontalSizeClass = .compact
            $0.userInterfaceStyle = .dark
        }
        #expect(modified.horizontalSizeClass == .compact)
        #expect(modified.userInterfaceStyle == .dark)
        #expect(modified.userInterfaceIdiom == .pad)
        #expect(base.horizontalSizeClass == .regular, "the original is immutable")

        let built = UITraitCollection { traits in
            traits.verticalSizeClass = .compact
            traits.displayScale = 2
        }
        #expect(built == UITraitCollection(traitsFrom: [UITraitCollection(verticalSizeClass: .compact), UITraitCollection(displayScale: 2)]))

        let cleared = modified.modifyingTraits { $0.horizontalSizeClass = .unspecified }
        #expect(cleared.horizontalSizeClass == .unspecified)
        #expect(!cleared.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    }

    @Test("the subscript reads system traits by their definitions")
    func subscriptReadsSystemTraits() {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(verticalSizeClass: .compact), UITraitCollection(displayScale: 3)])
        #expect(traits[UITraitVerticalSizeClass.self] == .compact)
        #expect(traits[UITraitDisplayScale.self] == 3)
        #expect(traits[UITraitHorizontalSizeClass.self] == .unspecified)
        #expect(UITraitCollection(UITraitUserInterfaceStyle.self, value: .dark).userInterfaceStyle == .dark)
        #expect(traits.replacing(UITraitDisplayScale.self, value: 2).displayScale == 2)
    }

    @Test("custom traits: default when unset, set by init, modifyingTraits and replacing, merged later-wins")
    func customTraits() {
        let plain = UITraitCollection()
        #expect(plain[ThemeLevelTrait.self] == 0)
        let two = UITraitCollection(ThemeLevelTrait.self, value: 2)
        #expect(two[ThemeLevelTrait.self] == 2)
        #expect(two != plain)
        #expect(two.modifyingTraits { $0[ThemeLevelTrait.self] = 1 }[ThemeLevelTrait.self] == 1)
        #expect(two.replacing(ThemeLevelTrait.self, value: 5)[ThemeLevelTrait.self] == 5)
        #expect(UITraitCollection(traitsFrom: [two, UITraitCollection(horizontalSizeClass: .compact)])[ThemeLevelTrait.self] == 2)
        #expect(UITraitCollection(traitsFrom: [two, UITraitCollection(ThemeLevelTrait.self, value: 1)])[ThemeLevelTrait.self] == 1)
        #expect(two.containsTraits(in: UITraitCollection(ThemeLevelTrait.self, value: 2)))
        #expect(!two.containsTraits(in: UITraitCollection(ThemeLevelTrait.self, value: 1)))
        // A custom trait explicitly set to its default reads like an unset one.
        let explicitDefault = UITraitCollection(ThemeLevelTrait.self, value: 0)
        #expect(explicitDefault == plain)
        #expect(explicitDefault.hash == plain.hash)
        #expect(two.changedTraits(from: plain).map { $0.identifier } == [ThemeLevelTrait.identifier])
        #expect(two.description == "<UITraitCollection; ThemeLevel = 2>")
    }

    @Test("custom traits whose values are not Equatable compare by identity")
    func nonEquatableCustomTraits() {
        let owner = OwnerTrait.Owner()
        let a = UITraitCollection(OwnerTrait.self, value: owner)
        let b = UITraitCollection(OwnerTrait.self, value: owner)
        let c = UITraitCollection(OwnerTrait.self, value: OwnerTrait.Owner())
        #expect(a == b)
        #expect(a != c)
        #expect(a[OwnerTrait.self] === owner)
        #expect(UITraitCollection(OwnerTrait.self, value: nil) == UITraitCollection())
    }

    @Test("custom trait definitions get UIKit's default identifier, name and colour flag")
    func traitDefinitionDefaults() {
        #expect(OwnerTrait.name == "OwnerTrait")
        #expect(OwnerTrait.identifier.hasSuffix("OwnerTrait"))
        #expect(OwnerTrait.affectsColorAppearance == false)
        #expect(ThemeLevelTrait.name == "ThemeLevel")
    }

    @Test("hasDifferentColorAppearance(comparedTo:) looks only at traits that affect colours")
    func colorAppearance() {
        let light = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(horizontalSizeClass: .compact)])
        let dark = light.modifyingTraits { $0.userInterfaceStyle = .dark }
        let wide = light.modifyingTraits { $0.horizontalSizeClass = .regular }
        #expect(light.hasDifferentColorAppearance(comparedTo: dark))
        #expect(!light.hasDifferentColorAppearance(comparedTo: wide))
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(UITraitCollection.systemTraitsAffectingColorAppearance.contains { $0 == UITraitUserInterfaceStyle.self })
        #expect(!UITraitCollection.systemTraitsAffectingColorAppearance.contains { $0 == UITraitHorizontalSizeClass.self })
    }

    @Test("changedTraits(from:) lists every trait whose value differs")
    func changedTraits() {
        let a = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular)])
        let b = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular)])
        #expect(b.changedTraits(from: a).map { $0.identifier } == ["UITraitHorizontalSizeClass"])
        #expect(a.changedTraits(from: a).isEmpty)
    }

    @Test("performAsCurrent sets UITraitCollection.current for the closure only")
    func currentTraitCollection() {
        let before = UITraitCollection.current
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var seen: UITraitCollection?
        dark.performAsCurrent { seen = UITraitCollection.current }
        #expect(seen == dark)
        #expect(UITraitCollection.current == before)
    }

    @Test("content size categories order by size; only the accessibility ones are accessibility categories")
    func contentSizeCategories() {
        #expect(UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIContentSizeCategory.extraSmall < .small)
        #expect(UIContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test("trait enums keep UIKit's raw values")
    func rawValues() {
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceActiveAppearance.active.rawValue == 1)
        #expect(UIDisplayGamut.P3.rawValue == 1)
        #expect(UIForceTouchCapability.unknown.rawValue == 0)
    }
}
