@testable import AdaptiveKit
import Foundation
import Testing

@Suite("UIImage(systemName:): system symbols and their configurations")
struct SystemSymbolImageTests {
    @Test("known names give template symbol images at the default 17 pt, unknown names nil")
    func knownAndUnknown() throws {
        let gear = try #require(UIImage(systemName: "gear"))
        #expect(gear.isSymbolImage)
        #expect(gear.symbolName == "gear")
        #expect(gear.renderingMode == .automatic)
        #expect(gear.symbolConfiguration == .unspecified)
        // About the point size and a fifth: 1.2 em wide at 17 pt.
        #expect(gear.size.width > 17 && gear.size.width < 23)
        #expect(gear.size.height > 17 && gear.size.height < 23)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "Gear") == nil, "names are case-sensitive, as in UIKit")
        #expect(UIImage(named: "gear") == nil, "symbols are not named images")
        #expect(!(try #require(UIImage(data: Self.onePixelPNG))).isSymbolImage)
    }

    @Test("every symbol the corpus uses and the common ones are known")
    func coverage() {
        let corpus = ["star", "square.and.arrow.up", "square.and.arrow.up.fill", "safari", "safari.fill", "plus",
                      "multiply.circle", "multiply.circle.fill", "line.3.horizontal.decrease", "gear", "circle",
                      "chevron.up", "chevron.down", "chevron.down.circle"]
        let common = ["chevron.left", "chevron.right", "xmark", "xmark.circle", "xmark.circle.fill", "checkmark",
                      "checkmark.circle", "checkmark.circle.fill", "plus.circle", "plus.circle.fill", "minus", "trash",
                      "magnifyingglass", "ellipsis", "ellipsis.circle", "info.circle", "person", "person.circle", "house",
                      "heart", "heart.fill", "star.fill", "bell", "gearshape", "square.and.pencil", "arrow.clockwise",
                      "play.fill", "pause.fill", "folder", "doc", "link", "list.bullet", "slider.horizontal.3",
                      "paperplane", "camera", "photo"]
        for name in corpus + common {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
        #expect(SystemSymbols.names.count >= 100)
        #expect(SystemSymbols.glyph(for: "multiply.circle.fill") == "xmark.circle.fill")
        #expect(SystemSymbols.names == SystemSymbols.names.sorted())
    }

    @Test("sizes follow the glyph's shape, the point size, the text style and the scale")
    func sizes() throws {
        let circle = try #require(UIImage(systemName: "circle")).size
        let chevron = try #require(UIImage(systemName: "chevron.down")).size
        let tall = try #require(UIImage(systemName: "square.and.arrow.up")).size
        #expect(abs(circle.width - circle.height) < 2, "a circle is about square: \(circle)")
        #expect(chevron.width > chevron.height * 1.6, "a chevron pointing down is wide: \(chevron)")
        #expect(tall.height > tall.width, "the share symbol is tall: \(tall)")

        let large = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(abs(large.size.width - 2 * circle.width) < 0.5)
        let title = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(title.size == large.size, "large title is 34 pt at the large content size")

        let small = try #require(UIImage(systemName: "circle")?.withConfiguration(UIImage.SymbolConfiguration(scale: .small)))
        let big = try #require(UIImage(systemName: "circle")?.withConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        #expect(small.size.width < circle.width && circle.width < big.size.width)
        #expect(small.symbolConfiguration?.scale == .small)
    }

    @Test("configurations combine: later values win, unspecified ones keep the earlier")
    func applying() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(combined.pointSize == 20 && combined.weight == .bold && combined.scale == .large)
        let styled = combined.applying(UIImage.SymbolConfiguration(textStyle: .headline))
        #expect(styled.pointSize == 0 && styled.textStyle == .headline && styled.weight == .bold)
        #expect(UIImage.SymbolConfiguration(textStyle: .headline).resolvedWeight == .semibold)
        #expect(UIImage.SymbolConfiguration.unspecified.resolvedPointSize == 17)
        #expect(UIImage.SymbolConfiguration.unspecified.resolvedWeight == .regular)
        #expect(UIImage.SymbolConfiguration.unspecified.resolvedScale == .medium)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 22, weight: .semibold)).weight == .semibold)
        #expect(SystemSymbols.strokeWidth(for: .black) > SystemSymbols.strokeWidth(for: .regular))
        #expect(SystemSymbols.strokeWidth(for: .regular) > SystemSymbols.strokeWidth(for: .ultraLight))
        #expect(UIImage.SymbolWeight(name: "semibold") == .semibold)
        #expect(UIImage.SymbolScale(name: "small") == .small)
    }

    @Test("colour configurations (iOS 15) combine with size and weight; a later one replaces the earlier")
    @MainActor func colorConfigurations() throws {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1), blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let hierarchical = UIImage.SymbolConfiguration(hierarchicalColor: red)
        #expect(hierarchical.colors == .hierarchical(red))
        #expect(!hierarchical.isUnspecified && hierarchical.pointSize == 0 && hierarchical.weight == .unspecified)
        let sized = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold).applying(hierarchical)
        #expect(sized.pointSize == 30 && sized.weight == .bold && sized.colors == .hierarchical(red))
        // Size and weight on top keep the colours; colours on top replace them.
        let resized = sized.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(resized.scale == .large && resized.colors == .hierarchical(red))
        let palette = resized.applying(UIImage.SymbolConfiguration(paletteColors: [red, blue]))
        #expect(palette.colors == .palette([red, blue]) && palette.pointSize == 30)
        #expect(palette != resized && palette == resized.applying(UIImage.SymbolConfiguration(paletteColors: [red, blue])))
        #expect(UIImage.SymbolConfiguration(paletteColors: []).isUnspecified)
        // Layer colours: hierarchical opacities 1, ½, ¼ (and ¼ beyond); the palette's last colour repeats.
        #expect(SymbolColors.hierarchical(red).color(forLayer: 0).opacity == 1)
        #expect(SymbolColors.hierarchical(red).color(forLayer: 1).opacity == 0.5)
        #expect(SymbolColors.hierarchical(red).color(forLayer: 2).opacity == 0.25)
        #expect(SymbolColors.palette([red, blue]).color(forLayer: 1).color == blue)
        #expect(SymbolColors.palette([red, blue]).color(forLayer: 2).color == blue)
        #expect(SymbolColors.palette([red]).color(forLayer: 1).color == red)
        // On an image and through an image view's preferred configuration.
        let image = try #require(UIImage(systemName: "xmark.circle.fill", withConfiguration: sized))
        #expect(image.symbolConfiguration?.colors == .hierarchical(red))
        #expect(image.size == UIImage(systemName: "xmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))?.size)
        let view = UIImageView(image: UIImage(systemName: "xmark.circle.fill"))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(paletteColors: [blue])
        #expect(view.displayedImage?.symbolConfiguration?.colors == .palette([blue]))
    }

    @Test("withConfiguration keeps the name and rendering mode; bitmaps are returned unchanged")
    func derived() throws {
        let star = try #require(UIImage(systemName: "star")).withRenderingMode(.alwaysOriginal)
        let bold = star.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        #expect(bold.symbolName == "star" && bold.renderingMode == .alwaysOriginal)
        #expect(bold.symbolConfiguration?.weight == .bold)
        #expect(star.applyingSymbolConfiguration(.unspecified) != nil)
        let bitmap = try #require(UIImage(data: Self.onePixelPNG))
        #expect(bitmap.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === bitmap)
        #expect(bitmap.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
        #expect(String(describing: bold).contains("symbol(system: star)"))
    }

    @Test("an image view's preferred symbol configuration sizes the symbol it shows")
    @MainActor
    func imageViewConfiguration() throws {
        let view = UIImageView(image: UIImage(systemName: "gear"))
        let regular = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(abs(view.intrinsicContentSize.width - 2 * regular.width) < 0.5)
        #expect(view.image?.symbolConfiguration == .unspecified, "the image itself is unchanged")
        view.preferredSymbolConfiguration = nil
        #expect(view.intrinsicContentSize == regular)
    }

    @Test("bar button and tab bar system items that are icons name a known symbol")
    func systemItems() {
        for item in UIBarButtonItem.SystemItem.allCases {
            if let name = item.symbolName { #expect(SystemSymbols.isKnown(name), "\(item): \(name)") }
        }
        #expect(UIBarButtonItem.SystemItem.add.symbolName == "plus")
        #expect(UIBarButtonItem.SystemItem.done.symbolName == nil)
        for item in UITabBarItem.SystemItem.allCases {
            #expect(SystemSymbols.isKnown(item.symbolName), "\(item)")
        }
    }

    /// A 1 × 1 white PNG.
    static let onePixelPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==")!
}
