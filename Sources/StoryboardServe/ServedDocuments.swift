import Foundation
import OpenStoryboard

/// A document `serve` opened: its stable id, the path it was given as, and its model.
public struct ServedDocument: Sendable {
    /// The id requests name it by: its file name without the extension, lowercased, letters,
    /// digits and `-` only, with `-2`, `-3`… for a name already taken (in the order opened).
    public let id: String
    /// The path as opened (a path given on the command line, or one found in a folder given).
    public let path: String
    /// The model read from the file, or made by the last edit, undo or redo.
    public internal(set) var document: IBDocument
    /// How many times the document changed since the server opened it (an edit, an undo or redo,
    /// or the file changed on disk): pages compare it to know their picture is stale.
    public internal(set) var revision = 0

    /// The file's URL.
    public var url: URL { URL(fileURLWithPath: path) }

    public init(id: String, path: String, document: IBDocument) {
        self.id = id
        self.path = path
        self.document = document
    }
}

/// The documents a server reads: those opened when it starts, and no other file. Requests name
/// a document by its id, never by a path, so no request can reach a file that was not opened.
public struct ServedDocuments: Sendable {
    /// Why a path given to `serve` is not opened.
    public struct Refusal: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The documents, in the order opened.
    public private(set) var documents: [ServedDocument] = []
    /// The paths that were not opened, and why.
    public private(set) var refusals: [Refusal] = []

    public init() {}

    /// Opens the `.storyboard` and `.xib` files of `paths`: a file is opened as it is; a folder
    /// is searched (hidden entries skipped) for documents whose real path, symbolic links
    /// resolved, is inside that folder. A document that cannot be read is refused with the
    /// reason ``read`` gives.
    ///
    /// - Parameter read: reads one document (the command line's one loading path).
    public init(opening paths: [String], read: (String) -> Result<IBDocument, any Error>) {
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                refusals.append(Refusal(path: path, reason: "no such file or folder"))
                continue
            }
            let files = isFolder.boolValue ? documentFiles(in: path) : [path]
            for file in files {
                switch read(file) {
                case .success(let document): add(path: file, document: document)
                case .failure(let error): refusals.append(Refusal(path: file, reason: "\(error)"))
                }
            }
        }
    }

    /// Adds a document under a new id.
    public mutating func add(path: String, document: IBDocument) {
        let base = Self.slug(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        var id = base.isEmpty ? "document" : base, suffix = 2
        while documents.contains(where: { $0.id == id }) {
            id = "\(base.isEmpty ? "document" : base)-\(suffix)"
            suffix += 1
        }
        documents.append(ServedDocument(id: id, path: path, document: document))
    }

    /// The document with id `id`.
    public func document(_ id: String) -> ServedDocument? {
        documents.first { $0.id == id }
    }

    /// Replaces the model of document `id` (an edit, an undo, a reload) and counts a revision.
    mutating func replace(_ id: String, with document: IBDocument) {
        guard let index = documents.firstIndex(where: { $0.id == id }) else { return }
        documents[index].document = document
        documents[index].revision += 1
    }

    /// Whether `text` has the shape of a document id (so that a path, `../x` or `/etc/passwd`,
    /// is refused as malformed before any look-up).
    public static func isWellFormedID(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 200 && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// Lowercased letters and digits, other runs of characters as one `-`.
    static func slug(_ name: String) -> String {
        var slug = ""
        for scalar in name.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    /// The documents under `folder` whose real paths are inside it, sorted; a symbolic link
    /// leading outside is refused.
    private mutating func documentFiles(in folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL.path
        let rootPrefix = root.hasSuffix("/") ? root : root + "/"
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let fileExtension = (name as NSString).pathExtension.lowercased()
            guard fileExtension == "storyboard" || fileExtension == "xib" else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
            guard real.hasPrefix(rootPrefix) else {
                refusals.append(Refusal(path: path, reason: "a link to a file outside \(folder)"))
                continue
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder.boolValue { files.append(path) }
        }
        return files.sorted()
    }
}
