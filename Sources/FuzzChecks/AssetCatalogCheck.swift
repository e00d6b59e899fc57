@_spi(Fuzzing) import AdaptiveKit
import Foundation

/// An asset catalog `Contents.json` on arbitrary bytes, then look-ups of what it describes.
///
/// The first byte chooses the folder type (image set, colour set, data set, app icon set,
/// launch image, symbol set, group, another type) and whether the name ends in `Template`; the
/// rest is the `Contents.json`, read in memory (``AssetCatalog/reading(contentsJSON:ofAssetType:named:)``).
///
/// Checks: reading never traps; every diagnostic prints, with a line and column of at least 1;
/// every slot's qualifiers print and make a trait collection. An image set is then looked up
/// for 48 trait collections (idioms, scales, size classes, styles, gamuts, directions): a chosen
/// slot is a usable slot of the set, and loading its image fails cleanly (its file is missing).
/// A usable slot for a known idiom without restrictions is chosen for its own traits. A
/// colour set resolves for the same traits to finite components.
@MainActor
enum AssetCatalogCheck {
    nonisolated static let types = ["imageset", "colorset", "dataset", "appiconset", "launchimage", "symbolset", "", "imagestack"]

    static let traitCollections: [UITraitCollection] = {
        var collections: [UITraitCollection] = []
        for idiom in [UIUserInterfaceIdiom.phone, .pad, .unspecified] {
            for scale in [1.0, 2.0, 3.0, 0] as [CGFloat] {
                for (index, style) in [UIUserInterfaceStyle.light, .dark].enumerated() {
                    collections.append(UITraitCollection { traits in
                        traits.userInterfaceIdiom = idiom
                        traits.displayScale = scale
                        traits.userInterfaceStyle = style
                        traits.horizontalSizeClass = index == 0 ? .compact : .regular
                        traits.verticalSizeClass = scale == 2 ? .compact : .regular
                        traits.displayGamut = scale == 3 ? .P3 : .SRGB
                        traits.layoutDirection = index == 1 && scale == 1 ? .rightToLeft : .leftToRight
                        traits.accessibilityContrast = scale == 0 ? .high : .normal
                    })
                }
            }
        }
        return collections
    }()

    static func check(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        let selector = input.byte()
        let type = types[Int(selector & 7)]
        let name = selector & 8 != 0 ? "iconTemplate" : "icon"
        let data = Data(input.rest())

        let catalog = AssetCatalog.reading(contentsJSON: data, ofAssetType: type, named: name)
        var problems: [String] = []
        for diagnostic in catalog.diagnostics {
            if diagnostic.description.isEmpty { problems.append("an empty diagnostic") }
            if let line = diagnostic.line, line < 1 { problems.append("diagnostic at line \(line): \(diagnostic)") }
            if let column = diagnostic.column, column < 1 { problems.append("diagnostic at column \(column): \(diagnostic)") }
        }
        for asset in catalog.assets {
            switch asset.kind {
            case .imageSet(let set):
                checkImageSet(set, named: asset.name, in: catalog, &problems)
            case .colorSet(let set):
                for slot in set.slots { _ = slot.qualifiers.description }
                checkColor(named: asset.name, in: catalog, &problems)
            case .dataSet(let set), .appIconSet(let set), .launchImage(let set), .symbolSet(let set):
                for file in set.files { _ = file.qualifiers?.description }
            case .other:
                break
            }
        }
        return problems
    }

    static func checkImageSet(_ set: AssetCatalog.ImageSet, named name: String, in catalog: AssetCatalog, _ problems: inout [String]) {
        for slot in set.slots {
            _ = slot.qualifiers.description
            _ = slot.qualifiers.traitCollection(displayScale: 1)
        }
        for traits in traitCollections {
            guard let chosen = catalog.imageSlot(named: name, compatibleWith: traits) else { continue }
            if !chosen.isUsable { problems.append("an unusable slot was chosen: \(chosen.qualifiers)") }
            if !set.slots.contains(where: { $0.qualifiers == chosen.qualifiers && $0.filename == chosen.filename }) {
                problems.append("the chosen slot is not in the set: \(chosen.qualifiers)")
            }
            do {
                _ = try catalog.image(named: name, compatibleWith: traits)
                problems.append("an image loaded from a file that does not exist")
            } catch {
                _ = error.description
            }
        }
        for slot in set.slots where slot.isUsable && slot.qualifiers.restrictions.isEmpty {
            guard [.universal, .iphone, .ipad].contains(slot.qualifiers.idiom) else { continue }
            let own = slot.qualifiers.traitCollection(displayScale: 1)
            if catalog.imageSlot(named: name, compatibleWith: own) == nil {
                problems.append("no slot was chosen for the traits of usable slot \(slot.qualifiers)")
            }
        }
    }

    static func checkColor(named name: String, in catalog: AssetCatalog, _ problems: inout [String]) {
        guard let color = catalog.color(named: name) else { return }
        for traits in traitCollections {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            if ![red, green, blue, alpha].allSatisfy(\.isFinite) {
                problems.append("colour \(name) resolves to \(red) \(green) \(blue) \(alpha)")
            }
        }
    }
}
