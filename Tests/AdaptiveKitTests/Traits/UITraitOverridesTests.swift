import AdaptiveKit
import Foundation
import Testing

@Suite("UITraitOverrides")
struct UITraitOverridesTests {
    @Test("overrides remember what was set, apply over a collection, and can be removed")
    func overrides() {
        var overrides = UITraitOverrides()
        #expect(overrides.isEmpty)
        overrides.horizontalSizeClass = .regular
        overrides[ThemeLevelTrait.self] = 0
        #expect(overrides.contains(UITraitHorizontalSizeClass.self))
        #expect(overrides.contains(ThemeLevelTrait.self))
        #expect(!overrides.contains(UITraitVerticalSizeClass.self))
        overrides.remove(UITraitHorizontalSizeClass.self)
        #expect(!overrides.contains(UITraitHorizontalSizeClass.self))
        #expect(overrides.horizontalSizeClass == .unspecified)
        #expect(overrides.description == "UITraitOverrides(ThemeLevel)")
    }
}
