import Foundation

/// Where `UIImage(named:in:compatibleWith:)` and `UIColor(named:in:compatibleWith:)` look: a
/// bundle is a folder here.
///
/// The folders searched are the bundle's folder, its `Resources` subfolder when there is one
/// (`nil` means `Bundle.main`, the executable's folder on Linux), then its `.lproj` folders in the
/// preferred languages and `Base.lproj` (``LocalizedResources/folders(of:languages:)``). In each, the uncompiled
/// `*.xcassets` catalogs are searched first (in name order), then the loose files. A folder's
/// listing is kept while it does not change (``FolderListing``); catalogs are read again on every
/// look-up (there is no cache of them yet), reading only the JSON and the one image file chosen.
enum NamedResourceLookup {
    /// The folders of a bundle, in search order.
    static func folders(of bundle: Bundle?) -> [URL] {
        let base = (bundle ?? UIApplication.resourceBundle).bundleURL
        var folders = [base]
        let resources = base.appendingPathComponent("Resources")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: resources.path, isDirectory: &isDirectory), isDirectory.boolValue {
            folders.append(resources)
        }
        folders += LocalizedResources.folders(of: base).dropFirst()
        return folders
    }

    /// The catalogs of the folders, read without checking image headers. Catalogs that cannot be
    /// read are skipped and reported in `notes`.
    static func catalogs(in folders: [URL], notes: inout [String]) -> [AssetCatalog] {
        var catalogs: [AssetCatalog] = []
        for folder in folders {
            // Names, not URLs, kept while the folder does not change: a folder of many documents
            // would be listed on every lookup.
            let names = FolderListing.names(at: folder.path) ?? []
            for name in names.filter({ $0.hasSuffix(".xcassets") && !$0.hasPrefix(".") }).sorted() {
                // A catalog linked into the bundle (a symbolic link, as build scripts make) is read
                // where it points: the folder walk below does not follow a link at its root.
                let child = folder.appendingPathComponent(name, isDirectory: true).resolvingSymlinksInPath()
                do {
                    catalogs.append(try AssetCatalog(contentsOf: child, readsImageHeaders: false))
                } catch {
                    notes.append(error.description)
                }
            }
        }
        return catalogs
    }

    /// The image for a name: catalogs first, then loose files (see ``LooseImageVariants``).
    ///
    /// An image set that cannot give an image for the traits (no compatible slot, a missing or
    /// unsupported file) does not hide loose files of the same name; when nothing is found, the
    /// error lists why each candidate failed.
    static func image(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) throws(ImageError) -> UIImage {
        let folders = folders(of: bundle)
        let request = ImageLookupTraits.completed(traits)
        var notes: [String] = []
        let catalogs = catalogs(in: folders, notes: &notes)
        var firstFailure: ImageError?
        for catalog in catalogs {
            guard let asset = catalog.asset(named: name) else { continue }
            guard case let .imageSet(set) = asset.kind else {
                notes.append(asset.kind.typeName == "symbolset"
                    ? "\(asset.folder.path) is a symbol set: unsupported: symbol images"
                    : "\(asset.folder.path) is a \(asset.kind.typeName), not an image set")
                continue
            }
            let variants = CatalogImageVariants(set: set, name: name, folder: asset.folder)
            do {
                return try variants.image(for: request, asset: UIImageAsset(variants: variants))
            } catch {
                if case let .imageNotFound(_, _, reasons) = error { notes.append(contentsOf: reasons) }
                else { notes.append(error.description) }
                if firstFailure == nil, error.isFormatFailure { firstFailure = error }
            }
        }
        if let loose = LooseImageVariants.find(name, in: folders) {
            do {
                return try loose.image(for: request, asset: UIImageAsset(variants: loose))
            } catch {
                guard case let .imageNotFound(_, _, reasons) = error else { throw error }
                notes.append(contentsOf: reasons)
            }
        }
        if let firstFailure { throw firstFailure }
        let searched = catalogs.map(\.url.path) + folders.map(\.path)
        throw .imageNotFound(name: name, searched: searched, notes: notes)
    }

    /// The colour set for a name in the bundle's catalogs, as a dynamic colour.
    static func color(named name: String, in bundle: Bundle?) -> UIColor? {
        var notes: [String] = []
        for catalog in catalogs(in: folders(of: bundle), notes: &notes) {
            if let color = catalog.color(named: name) { return color }
        }
        return nil
    }
}
