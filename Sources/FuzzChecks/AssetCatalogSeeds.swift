/// How the shared corpus's asset catalog files become inputs of ``FuzzTarget/assetCatalog``.
public enum AssetCatalogSeeds {
    /// The first byte of an input for a corpus file named like `189_asset_…_imageset.json`:
    /// it selects the folder type the file's name ends with (a group when none matches).
    public static func typeByte(forCorpusFile name: String) -> UInt8 {
        let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        for (index, type) in AssetCatalogCheck.types.enumerated() where !type.isEmpty {
            if stem.contains("_" + type) { return UInt8(index) }
        }
        return UInt8(AssetCatalogCheck.types.firstIndex(of: "")!)
    }
}
