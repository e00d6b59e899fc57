import Foundation

/// An asset catalog (`.xcassets` folder) as Xcode writes it, read without compiling it: its
/// image sets, colour sets and other assets, and the problems found while reading.
///
/// ```swift
/// let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: "Assets.xcassets"))
/// let phone = try Device.named("iPhone 6 Plus").traitCollection(for: .portrait)
/// let icon = try catalog.image(named: "filter", compatibleWith: phone)   // filter@3x.png
/// let tint = catalog.color(named: "Tint")                                  // dynamic
/// for diagnostic in catalog.diagnostics { print(diagnostic) }
/// ```
///
/// Reading never stops at bad content: a malformed `Contents.json`, a missing file or a file
/// that is not an image becomes a ``Diagnostic`` and the rest of the catalog is kept. Only a root
/// folder that cannot be read throws. `UIImage(named:)` and `UIColor(named:)` use catalogs
/// through the same types. How a slot is chosen is described in
/// `docs/images-and-asset-catalogs.md` and on ``imageSlot(named:compatibleWith:)``.
public struct AssetCatalog: Sendable {
    /// The catalog folder.
    public let url: URL
    /// Every asset, in folder order (groups depth first, names sorted).
    public let assets: [Asset]
    /// The problems found while reading, in the order found.
    public let diagnostics: [Diagnostic]

    /// The largest `scale` a slot may have (`"16x"`): Xcode writes 1x, 2x and 3x; a larger or
    /// non-positive scale is an unknown scale, and the slot is ignored.
    public static let maximumScale: Double = 16

    /// Reads a catalog folder, checking the header of every image file.
    ///
    /// - Throws: ``AssetCatalogError`` only when the folder itself is missing or unreadable.
    public init(contentsOf url: URL) throws(AssetCatalogError) {
        try self.init(contentsOf: url, readsImageHeaders: true)
    }

    /// Reads a catalog folder; `readsImageHeaders: false` leaves image files unchecked until one
    /// is chosen (what named look-ups do).
    package init(contentsOf url: URL, readsImageHeaders: Bool) throws(AssetCatalogError) {
        var reader = AssetCatalogReader(root: url, readsImageHeaders: readsImageHeaders)
        try reader.read()
        self.url = url
        self.assets = reader.assets
        self.diagnostics = reader.diagnostics
    }

    /// The first asset with this name (namespaced names include their group: `"Icons/Filter"`).
    public func asset(named name: String) -> Asset? {
        assets.first { $0.name == name }
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    // MARK: Images

    /// The slot of the image set `name` that a look-up with these traits chooses, or `nil` when
    /// there is no such image set or no usable slot is compatible.
    ///
    /// Traits the request leaves unspecified are taken from `UITraitCollection.current`; a scale
    /// still missing is 1. Then: slots that contradict the traits are discarded; the slot matching
    /// the most qualifiers wins (idiom, width class, height class, style, contrast, gamut,
    /// direction break ties in that order; an sRGB slot is the fallback on P3; slots restricted by
    /// memory, graphics feature set or subtype only when no otherwise-equal slot lacks them); then
    /// among the slots differing only by scale, the exact scale, a single-scale slot, the nearest
    /// higher, the nearest lower.
    public func imageSlot(named name: String, compatibleWith traitCollection: UITraitCollection?) -> ImageSlot? {
        guard case let .imageSet(set)? = asset(named: name)?.kind else { return nil }
        let request = ImageLookupTraits.completed(traitCollection)
        return set.chosenSlot(for: request)
    }

    /// The image of the image set `name` for these traits; its ``UIImage/imageAsset`` resolves the
    /// set's other slots.
    ///
    /// - Throws: ``ImageError``: no image set has the name (or the asset is another kind), no
    ///   slot fits, or the chosen file is missing, not an image, or a PDF/SVG (unsupported).
    public func image(named name: String, compatibleWith traitCollection: UITraitCollection?) throws(ImageError) -> UIImage {
        guard let asset = asset(named: name) else {
            throw .imageNotFound(name: name, searched: [url.path], notes: [])
        }
        guard case let .imageSet(set) = asset.kind else {
            let note = asset.kind.typeName == "symbolset"
                ? "\(asset.folder.path) is a symbol set: unsupported: symbol images"
                : "\(asset.folder.path) is a \(asset.kind.typeName), not an image set"
            throw .imageNotFound(name: name, searched: [url.path], notes: [note])
        }
        let variants = CatalogImageVariants(set: set, name: name, folder: asset.folder)
        let imageAsset = UIImageAsset(variants: variants)
        return try variants.image(for: ImageLookupTraits.completed(traitCollection), asset: imageAsset)
    }

    // MARK: Colours

    /// The colour set `name` as a dynamic colour: ``UIColor/resolvedColor(with:)`` chooses its slot
    /// for the traits it is given (the image rules without scale; when no slot is compatible,
    /// the least specific slot). `nil` when there is no such colour set or it has no readable colour.
    public func color(named name: String) -> UIColor? {
        guard case let .colorSet(set)? = asset(named: name)?.kind, !set.slots.isEmpty else { return nil }
        return UIColor(name: name) { traits in
            set.chosenSlot(for: traits, fallingBack: true)?.color ?? .clear
        }
    }

    /// The slot of the colour set `name` chosen for these traits (no environment is mixed in),
    /// or `nil` when there is no such colour set or no slot is compatible.
    public func colorSlot(named name: String, compatibleWith traitCollection: UITraitCollection) -> ColorSlot? {
        guard case let .colorSet(set)? = asset(named: name)?.kind else { return nil }
        return set.chosenSlot(for: traitCollection, fallingBack: false)
    }
}

extension AssetCatalog.ImageSet {
    /// The slot chosen for a completed request (see ``AssetCatalog/chooseSlot(qualifiers:usable:for:)``).
    func chosenSlot(for request: UITraitCollection) -> AssetCatalog.ImageSlot? {
        AssetCatalog.chooseSlot(qualifiers: slots.map(\.qualifiers), usable: slots.map(\.isUsable), for: request)
            .map { slots[$0] }
    }
}

extension AssetCatalog.ColorSet {
    /// The slot chosen for the traits; with `fallingBack`, the least specific slot when none is
    /// compatible.
    func chosenSlot(for traits: UITraitCollection, fallingBack: Bool) -> AssetCatalog.ColorSlot? {
        let qualifiers = slots.map(\.qualifiers)
        let usable = [Bool](repeating: true, count: slots.count)
        if let index = AssetCatalog.chooseSlot(qualifiers: qualifiers, usable: usable, for: traits) {
            return slots[index]
        }
        guard fallingBack else { return nil }
        return AssetCatalog.leastSpecificSlot(qualifiers: qualifiers, usable: usable).map { slots[$0] }
    }
}

/// The variants of an image asset loaded from a catalog image set.
struct CatalogImageVariants: ImageVariantResolver {
    let set: AssetCatalog.ImageSet
    let name: String
    let folder: URL

    func image(for request: UITraitCollection, asset: UIImageAsset) throws(ImageError) -> UIImage {
        guard let slot = set.chosenSlot(for: request) else {
            let usable = set.slots.filter(\.isUsable).count
            let reason = usable == 0
                ? "\(folder.path) has no slot with an existing file"
                : "no slot of \(folder.path) fits \(Self.describe(request))"
            throw .imageNotFound(name: name, searched: [folder.deletingLastPathComponent().path], notes: [reason])
        }
        guard let url = slot.fileURL else { throw .fileNotFound(folder.appendingPathComponent(slot.filename ?? "").path) }
        if case let .invalid(message) = slot.file, message.hasPrefix("unsupported: ") {
            throw .unsupportedFormat(url.pathExtension.uppercased(), path: url.path)
        }
        let content = try ImageContent.load(contentsOfFile: url.path, preservingVectorData: set.preservesVectorRepresentation)
        // A single-scale vector slot serves every scale: Xcode rasterizes it at 1x, 2x and 3x, so the
        // image has the scale asked for.
        let requested = request.displayScale.isFinite && request.displayScale > 0 ? request.displayScale : 1
        let scale = slot.qualifiers.scale ?? (content.vectorSize != nil ? requested : 1)
        func points(_ insets: UIEdgeInsets?) -> UIEdgeInsets {
            guard let insets else { return .zero }
            return UIEdgeInsets(top: insets.top / scale, left: insets.left / scale, bottom: insets.bottom / scale, right: insets.right / scale)
        }
        return UIImage(
            content: content, scale: scale, traitCollection: slot.qualifiers.traitCollection(displayScale: scale),
            renderingMode: set.renderingMode, alignmentRectInsets: points(slot.alignmentInsets),
            capInsets: points(slot.resizing?.capInsets), resizingMode: slot.resizing?.centerMode ?? .tile,
            asset: asset)
    }

    /// The traits that matter for a catalog look-up, briefly.
    static func describe(_ traits: UITraitCollection) -> String {
        var parts = ["idiom \(traits.userInterfaceIdiom)", "scale \(AssetCatalog.Qualifiers.scaleText(traits.displayScale))"]
        if traits.horizontalSizeClass != .unspecified { parts.append("width \(traits.horizontalSizeClass)") }
        if traits.verticalSizeClass != .unspecified { parts.append("height \(traits.verticalSizeClass)") }
        if traits.userInterfaceStyle != .unspecified { parts.append("style \(traits.userInterfaceStyle)") }
        if traits.accessibilityContrast != .unspecified { parts.append("contrast \(traits.accessibilityContrast)") }
        if traits.displayGamut != .unspecified { parts.append("gamut \(traits.displayGamut)") }
        return parts.joined(separator: ", ")
    }
}
