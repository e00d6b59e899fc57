import Foundation

/// The documents a command reads from the paths it is given: each file as given, and every
/// `.storyboard` and `.xib` under each folder given (hidden folders, build products and bundles
/// skipped), sorted by path, each once. `lint`, `render` and `snapshot` take folders this way.
enum DocumentPaths {
    /// Folders never searched: build products, dependencies, bundles.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// The paths with each existing folder replaced by the documents under it; files, and paths
    /// that do not exist, are kept as given (the command reports what it cannot read).
    static func expandingFolders(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                result += documents(in: path)
            } else {
                result.append(path)
            }
        }
        var seen: Set<String> = []
        return result.filter { seen.insert($0).inserted }
    }

    /// The documents under a folder, sorted by path.
    static func documents(in folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder, isDirectory: true)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            return []
        }
        var found: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if skippedFolders.contains(name) || ["xcassets", "xcodeproj", "xcworkspace", "app", "framework"].contains(url.pathExtension) {
                enumerator.skipDescendants()
                continue
            }
            if url.pathExtension == "storyboard" || url.pathExtension == "xib" {
                // The path as the user would write it: the folder given, then the relative part.
                let relative = url.path.dropFirst(base.path.count).drop { $0 == "/" }
                found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
            }
        }
        return found.sorted()
    }
}
