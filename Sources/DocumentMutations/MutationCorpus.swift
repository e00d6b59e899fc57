import Foundation

/// The seed documents (`.storyboard` and `.xib` files of some folders) and the mutations made
/// from them.
public struct MutationCorpus: Sendable {
    /// The seed documents, by file name (the first folder wins a name found twice).
    public let documents: [String: URL]
    /// The file names, sorted.
    public let names: [String]

    /// - Parameters:
    ///   - folders: Folders whose `.storyboard` and `.xib` files (not recursively) are the seeds.
    ///   - maximumSize: Leaves out larger documents (bytes), to keep a sample quick.
    public init(folders: [URL], maximumSize: Int? = nil) {
        var documents: [String: URL] = [:]
        let manager = FileManager.default
        for folder in folders {
            let files = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])) ?? []
            for file in files where ["storyboard", "xib"].contains(file.pathExtension) && documents[file.lastPathComponent] == nil {
                if let maximumSize, let size = try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize, size > maximumSize { continue }
                documents[file.lastPathComponent] = file
            }
        }
        self.documents = documents
        self.names = documents.keys.sorted()
    }

    /// The package's corpus: `../shared/corpus/files` and `../shared/corpus/wide` beside the
    /// package root.
    public static func defaultFolders(packageRoot: URL) -> [URL] {
        let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return [corpus.appendingPathComponent("files"), corpus.appendingPathComponent("wide")]
    }

    /// Makes a mutation; `nil` when its seed document is unknown or has nothing the kind changes.
    public func mutate(_ mutation: Mutation) -> MutatedDocument? {
        guard let url = documents[mutation.document], let data = try? Data(contentsOf: url) else { return nil }
        return DocumentMutator.mutate([UInt8](data), as: mutation)
    }

    /// `count` mutations, the kinds in turn (every kind once before any twice), each on a seed
    /// document chosen by a generator seeded by `seed`, the kind and the turn; a document the
    /// kind cannot change is passed over for another.
    ///
    /// A mutation's index is `seed × 10,000 + turn`, so different seeds give different variants.
    public func plan(count: Int, seed: Int = 0, kinds: [MutationKind] = MutationKind.allCases) -> [Mutation] {
        guard !names.isEmpty, !kinds.isEmpty else { return [] }
        var plan: [Mutation] = []
        for position in 0..<count {
            let kind = kinds[position % kinds.count]
            let turn = position / kinds.count
            var random = SplitMix64(seed: "plan:\(seed):\(kind.rawValue):\(turn)")
            for _ in 0..<40 {
                let mutation = Mutation(document: random.pick(names), kind: kind, index: seed * 10_000 + turn)
                if mutate(mutation) != nil {
                    plan.append(mutation)
                    break
                }
            }
        }
        return plan
    }
}
