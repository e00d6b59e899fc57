import Foundation

/// The documents a `lint` run reads: each file given, and every `.storyboard` and `.xib` under
/// each folder given (hidden folders, build products and bundles skipped), in a stable order.
enum LintFiles {
    /// Folders never searched: build products, dependencies, bundles.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// The documents of the paths; a path that does not exist is a usage error.
    static func expand(_ paths: [String]) throws -> [String] {
        var result: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CommandFailure.usage("\(path): no such file or folder")
            }
            if !isFolder.boolValue {
                result.append(path)
                continue
            }
            result += documents(in: path)
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

    /// The share of `files` of shard `index` of `count` (every `count`th file from `index`).
    static func shard(_ files: [String], index: Int, count: Int) -> [String] {
        files.enumerated().filter { $0.offset % count == index }.map(\.element)
    }

    /// The files of worker `index` of `count`, balanced by size: the largest first, each to the
    /// worker with the fewest bytes so far (ties to the lower index), so that workers end
    /// together instead of one waiting on another's share of large documents; each worker takes
    /// its largest first. Every worker computes the same split from the same list.
    static func balancedShard(_ files: [String], index: Int, count: Int) -> [String] {
        let sizes = files.map { file in
            ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? NSNumber)?.intValue ?? 0
        }
        var loads = [Int](repeating: 0, count: count)
        var mine: [Int] = []
        for position in files.indices.sorted(by: { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }) {
            let worker = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 }!
            loads[worker] += max(1, sizes[position])
            if worker == index { mine.append(position) }
        }
        return mine.map { files[$0] }
    }

    /// Reads `I/N` (0 ≤ I < N).
    static func parseShard(_ text: String, option: String) throws -> (index: Int, count: Int) {
        let parts = text.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count > 0, index >= 0, index < count else {
            throw CommandFailure.usage("\(option) takes I/N with 0 ≤ I < N (\"0/4\"), not '\(text)'")
        }
        return (index, count)
    }
}
