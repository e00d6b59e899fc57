/// One mutation of one document: its name, `document:kind:index`, says everything needed to
/// make it again (``DocumentMutator/mutate(_:as:)`` is a pure function of the name and the
/// seed document's bytes).
public struct Mutation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The seed document's file name (`007_apple_AdaptivePhotos_v2_Main.storyboard`).
    public var document: String
    public var kind: MutationKind
    /// Chooses the variant of the kind and seeds the generator.
    public var index: Int

    public init(document: String, kind: MutationKind, index: Int) {
        self.document = document
        self.kind = kind
        self.index = index
    }

    /// Reads a name written by ``name``.
    public init?(name: String) {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let index = Int(parts[parts.count - 1]),
              let kind = MutationKind(rawValue: String(parts[parts.count - 2])) else { return nil }
        self.init(document: parts.dropLast(2).joined(separator: ":"), kind: kind, index: index)
    }

    /// `document:kind:index`.
    public var name: String { "\(document):\(kind.rawValue):\(index)" }

    public var description: String { name }

    public static func < (lhs: Mutation, rhs: Mutation) -> Bool {
        (lhs.kind, lhs.index, lhs.document) < (rhs.kind, rhs.index, rhs.document)
    }
}

/// The bytes of a mutated document, and what was changed.
public struct MutatedDocument: Sendable {
    public var mutation: Mutation
    public var bytes: [UInt8]
    /// What the mutation did, with the line of the seed document it did it at.
    public var change: String
}
