import AdaptiveKit
import Foundation
import PropertyBased

/// A custom trait used to check that custom traits follow the same laws as system ones.
struct ThemeLevelTrait: UITraitDefinition {
    static let defaultValue = 0
    static let name = "ThemeLevel"
}

/// A custom trait whose value type is not Equatable: compared by identity.
struct OwnerTrait: UITraitDefinition {
    final class Owner: Sendable {}
    static let defaultValue: Owner? = nil
}

/// Random trait collections: each trait unspecified about half the time, otherwise a random value,
/// so that combining and containment meet both specified and unspecified traits.
enum TraitGen {
    static let collection = Gen.int(in: 0...Int(Int32.max)).array(of: 14).map { seeds in
        TraitGen.makeCollection(seeds)
    }

    static func makeCollection(_ seeds: [Int]) -> UITraitCollection {
        func pick<T>(_ index: Int, _ values: [T]) -> T? {
            let seed = seeds[index]
            guard seed % 2 == 0 else { return nil }
            return values[(seed / 2) % values.count]
        }
        var parts: [UITraitCollection] = []
        if let v = pick(0, [UIUserInterfaceSizeClass.compact, .regular]) { parts.append(.init(horizontalSizeClass: v)) }
        if let v = pick(1, [UIUserInterfaceSizeClass.compact, .regular]) { parts.append(.init(verticalSizeClass: v)) }
        if let v = pick(2, [UIUserInterfaceIdiom.phone, .pad, .mac]) { parts.append(.init(userInterfaceIdiom: v)) }
        if let v = pick(3, [CGFloat(1), 2, 3]) { parts.append(.init(displayScale: v)) }
        if let v = pick(4, [UIUserInterfaceStyle.light, .dark]) { parts.append(.init(userInterfaceStyle: v)) }
        if let v = pick(5, [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft]) { parts.append(.init(layoutDirection: v)) }
        if let v = pick(6, [UIDisplayGamut.SRGB, .P3]) { parts.append(.init(displayGamut: v)) }
        if let v = pick(7, [UIContentSizeCategory.small, .large, .accessibilityLarge]) { parts.append(.init(preferredContentSizeCategory: v)) }
        if let v = pick(8, [UIForceTouchCapability.available, .unavailable]) { parts.append(.init(forceTouchCapability: v)) }
        if let v = pick(9, [UIAccessibilityContrast.normal, .high]) { parts.append(.init(accessibilityContrast: v)) }
        if let v = pick(10, [UIUserInterfaceLevel.base, .elevated]) { parts.append(.init(userInterfaceLevel: v)) }
        if let v = pick(11, [UILegibilityWeight.regular, .bold]) { parts.append(.init(legibilityWeight: v)) }
        if let v = pick(12, [UIUserInterfaceActiveAppearance.active, .inactive]) { parts.append(.init(activeAppearance: v)) }
        if let v = pick(13, [0, 1, 2]) { parts.append(UITraitCollection(ThemeLevelTrait.self, value: v)) }
        return UITraitCollection(traitsFrom: parts)
    }
}
