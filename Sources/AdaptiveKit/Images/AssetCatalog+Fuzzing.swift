import Foundation

extension AssetCatalog {
    /// A catalog of one asset read from its `Contents.json` bytes, without the file system: the
    /// catalog parser alone, for the fuzz checks (`Sources/FuzzChecks`, `docs/fuzzing.md`).
    ///
    /// The asset's folder is `/nonexistent/Fuzz.xcassets/<name>.<type>`, so every file a slot
    /// names is missing and a group's folder cannot be listed; everything else is read as
    /// ``init(contentsOf:)`` reads it.
    ///
    /// - Parameters:
    ///   - contentsJSON: The bytes of the asset's `Contents.json`.
    ///   - type: The folder extension: `imageset`, `colorset`, `dataset`, …, or `""` for a group.
    ///   - name: The asset's folder name without its extension.
    @_spi(Fuzzing) public static func reading(contentsJSON: Data, ofAssetType type: String, named name: String) -> AssetCatalog {
        let root = URL(fileURLWithPath: "/nonexistent/Fuzz.xcassets")
        let folder = root.appendingPathComponent(type.isEmpty ? name : name + "." + type)
        var reader = AssetCatalogReader(root: root, readsImageHeaders: false)
        reader.contentsInMemory[folder.appendingPathComponent("Contents.json").path] = contentsJSON
        reader.readChild(folder, prefix: "", depth: 0)
        return AssetCatalog(url: root, assets: reader.assets, diagnostics: reader.diagnostics)
    }

    private init(url: URL, assets: [Asset], diagnostics: [Diagnostic]) {
        self.url = url
        self.assets = assets
        self.diagnostics = diagnostics
    }
}
