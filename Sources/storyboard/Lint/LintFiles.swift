import Foundation

/// The documents a `lint` run reads (``DocumentPaths``, every path required to exist) and how a
/// run splits them among shards and workers.
enum LintFiles {
    /// The documents of the paths (``DocumentPaths``); a path that does not exist is a usage error.
    static func expand(_ paths: [String]) throws -> [String] {
        if let missing = paths.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw CommandFailure.usage("\(missing): no such file or folder")
        }
        return DocumentPaths.expandingFolders(paths)
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
