import Foundation
import OpenStoryboard

/// The documents a server opened, as they change: edits written back into their files, undo
/// and redo, and files changed on disk by another program read again.
///
/// Every change goes through here, one at a time (an actor), and is announced to the page's
/// live connections (``changes()``). Writing is careful with the user's file:
/// - an edit is made on the model and written through the lossless writer, so the file's diff is
///   only what the edit changed (``IBEdit``);
/// - the file is written atomically (a temporary file beside it, then a rename), so a reader
///   never sees half a document;
/// - before writing, the file on disk is compared with the bytes the server last read or wrote;
///   when another program changed it, nothing is written (``ServeError/conflict(_:)``, 409) and
///   the document is read again, so the next edit starts from what is on disk.
/// Undo and redo hold the file's bytes before and after each change, so undoing writes back
/// exactly the bytes that were there. A file changed on disk empties its document's history
/// (undoing would overwrite the other program's change).
public actor DocumentStore {
    /// What an edit, undo or redo did: the answer of `POST /api/edit`, `/api/undo`, `/api/redo`.
    public struct Outcome: Encodable, Sendable, Equatable {
        public var doc: String
        /// The document's revision after the change (unchanged for a preview).
        public var revision: Int
        /// The unified diff of the file (empty when nothing changes).
        public var diff: String
        public var canUndo: Bool
        public var canRedo: Bool
        /// Whether the file was written (`false` for a preview, or an edit that changes nothing).
        public var written: Bool
        /// The edited object as the document now has it (absent for undo, redo and conversion).
        public var state: EditedState?
    }

    /// An edited object after an edit (or as a preview would leave it), in each cell of the
    /// size-class grid (`wC hR`).
    public struct EditedState: Encodable, Sendable, Equatable {
        public var object: String
        /// Whether it is installed, for a subview or constraint.
        public var installed: [String: Bool]?
        /// The value of the attribute edited (`constant` for `setConstant`), `null` where unset.
        public var values: [String: String?]?
        public var attribute: String?

        init(_ edit: IBEdit, in document: IBDocument) {
            object = edit.objectID
            installed = document.installationBySizeClass(of: edit.objectID).map { cells in
                Dictionary(uniqueKeysWithValues: cells.map { ($0.key.description, $0.value) })
            }
            switch edit {
            case .setConstant: attribute = "constant"
            case let .setProperty(_, key, _, _): attribute = key
            case .setInstalled: attribute = nil
            }
            values = attribute.flatMap { document.valuesBySizeClass(of: $0, on: edit.objectID) }.map { cells in
                Dictionary(uniqueKeysWithValues: cells.map { ($0.key.description, $0.value) })
            }
        }
    }

    /// A document that changed, for the live connections.
    public struct Change: Encodable, Sendable, Equatable {
        public var doc: String
        public var revision: Int
        /// `edit`, `undo`, `redo` or `disk` (the file changed on disk and was read again).
        public var cause: String
        /// Why the file on disk could not be read again (the server keeps the last model).
        public var error: String?
    }

    private struct History {
        var undo: [Data] = []
        var redo: [Data] = []
    }

    private var served: ServedDocuments
    /// The bytes of each file as the server last read or wrote them.
    private var onDisk: [String: Data] = [:]
    private var history: [String: History] = [:]
    private var listeners: [UUID: AsyncStream<Change>.Continuation] = [:]
    private let read: @Sendable (String) -> Result<IBDocument, any Error>

    /// The undo steps kept per document.
    public static let undoLimit = 200

    /// A store over the documents opened.
    ///
    /// - Parameter read: reads one document from its path (the command line's one loading path),
    ///   for files changed on disk.
    public init(_ documents: ServedDocuments, read: @escaping @Sendable (String) -> Result<IBDocument, any Error>) {
        served = documents
        self.read = read
        for document in documents.documents {
            onDisk[document.id] = FileManager.default.contents(atPath: document.path) ?? document.document.xml.xmlData()
        }
    }

    /// The documents as they are now.
    public var documents: ServedDocuments { served }

    /// The document `id` as it is now.
    public func document(_ id: String) -> ServedDocument? { served.document(id) }

    /// Whether document `id` has changes to undo and to redo.
    public func history(of id: String) -> (canUndo: Bool, canRedo: Bool) {
        (!(history[id]?.undo.isEmpty ?? true), !(history[id]?.redo.isEmpty ?? true))
    }

    // MARK: Changes

    /// Makes `edit` in document `id` and writes the file; with `preview`, only says what would be
    /// written.
    ///
    /// - Throws: ``ServeError``: 404 for an unknown document or object, 400 for an edit that does
    ///   not apply (the message says why), 409 when the file changed on disk, 500 when it cannot
    ///   be written. The document and its file are unchanged whenever it throws.
    public func edit(_ id: String, _ edit: IBEdit, preview: Bool = false) throws(ServeError) -> Outcome {
        let current = try existing(id)
        try checkUnchangedOnDisk(current)
        let edited: IBDocument, bytes: Data
        do {
            (edited, bytes) = try current.document.applyingWithBytes(edit)
        } catch {
            switch error.reason {
            case .notFound: throw .notFound("\(error.message) in \(id)")
            case .invalid: throw .badRequest(error.message)
            }
        }
        var answer = try commit(edited, bytes: bytes, of: current, preview: preview, cause: "edit")
        answer.state = EditedState(edit, in: edited)
        return answer
    }

    /// Turns size classes on in document `id` as Xcode's "Use Size Classes" does
    /// (``IBDocument/convertedToSizeClasses()``: `useTraitCollections`, legacy segues to their
    /// adaptive kinds, frames kept) and writes the file, undoably; with `preview`, only says what
    /// would be written. A document that already uses size classes is left alone (the diff is
    /// empty).
    ///
    /// - Throws: ``ServeError``: 400 when the document cannot be converted (no Auto Layout, not
    ///   read in full), 409 when the file changed on disk.
    public func convertToSizeClasses(_ id: String, preview: Bool = false) throws(ServeError) -> Outcome {
        let current = try existing(id)
        try checkUnchangedOnDisk(current)
        let conversion: IBSizeClassConversion
        do {
            conversion = try current.document.convertedToSizeClasses()
        } catch {
            throw .badRequest(error.message)
        }
        guard !conversion.alreadyUsesSizeClasses else { return outcome(id, diff: "", written: false) }
        return try commit(conversion.document, bytes: conversion.document.xml.xmlData(), of: current, preview: preview, cause: "edit")
    }

    /// Writes a changed document (unless `preview`), keeps the bytes before it for undo, and
    /// announces the change.
    private func commit(_ changed: IBDocument, bytes: Data, of current: ServedDocument, preview: Bool, cause: String) throws(ServeError) -> Outcome {
        let id = current.id
        let before = onDisk[id] ?? Data()
        let diff = Self.diff(before, bytes, of: current)
        guard !preview, !diff.isEmpty else { return outcome(id, diff: diff, written: false) }
        try write(bytes, of: current)
        pushUndo(before, of: id)
        history[id]!.redo.removeAll()
        served.replace(id, with: changed)
        announce(id, cause: cause)
        return outcome(id, diff: diff, written: true)
    }

    /// Undoes the last edit (or redo) of document `id`: writes back the bytes the file had.
    ///
    /// - Throws: ``ServeError``: 400 when there is nothing to undo, 409 when the file changed on disk.
    public func undo(_ id: String) throws(ServeError) -> Outcome {
        try step(id, undoing: true)
    }

    /// Redoes the last undone change of document `id`.
    public func redo(_ id: String) throws(ServeError) -> Outcome {
        try step(id, undoing: false)
    }

    private func step(_ id: String, undoing: Bool) throws(ServeError) -> Outcome {
        let current = try existing(id)
        let stack = undoing ? history[id]?.undo : history[id]?.redo
        guard let target = stack?.last else { throw .badRequest("nothing to \(undoing ? "undo" : "redo") in \(id)") }
        try checkUnchangedOnDisk(current)
        let document: IBDocument
        do {
            document = try IBDocument(data: target, path: current.document.path)
        } catch {
            throw .failed("cannot read the \(undoing ? "earlier" : "later") version of \(id): \(error)")
        }
        let before = onDisk[id] ?? Data()
        let diff = Self.diff(before, target, of: current)
        try write(target, of: current)
        if undoing {
            history[id]!.undo.removeLast()
            history[id]!.redo.append(before)
        } else {
            history[id]!.redo.removeLast()
            pushUndo(before, of: id)
        }
        served.replace(id, with: document)
        announce(id, cause: undoing ? "undo" : "redo")
        return outcome(id, diff: diff, written: true)
    }

    /// Reads again every document whose file changed on disk since the server last read or wrote
    /// it (another editor, `git checkout`); returns their ids. A file that cannot be read keeps
    /// its last model, and the change says why.
    @discardableResult
    public func reloadChangedFiles() -> [String] {
        var reloaded: [String] = []
        for document in served.documents {
            guard let bytes = FileManager.default.contents(atPath: document.path), bytes != onDisk[document.id] else { continue }
            reload(document, bytes: bytes)
            reloaded.append(document.id)
        }
        return reloaded
    }

    /// Watches the files every `interval` and reads changed ones again, until the task is cancelled.
    public func watchFiles(every interval: Duration = .milliseconds(500)) async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: interval) } catch { return }
            reloadChangedFiles()
        }
    }

    /// The changes of every document from now on, for one live connection.
    public func changes() -> AsyncStream<Change> {
        let (stream, continuation) = AsyncStream.makeStream(of: Change.self, bufferingPolicy: .bufferingNewest(64))
        let key = UUID()
        listeners[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeListener(key) }
        }
        return stream
    }

    private func removeListener(_ key: UUID) {
        listeners[key] = nil
    }

    // MARK: Helpers

    private func existing(_ id: String) throws(ServeError) -> ServedDocument {
        guard let document = served.document(id) else { throw .notFound("no document '\(id)'") }
        return document
    }

    /// The unified diff of two versions of a document's file (files in UTF-16 or Latin-1 compared as
    /// the text they hold).
    private static func diff(_ old: Data, _ new: Data, of document: ServedDocument) -> String {
        switch document.document.xml.encoding {
        case .utf8, .utf8WithByteOrderMark, .ascii:
            return IBTextDiff.unified(from: [UInt8](old), to: [UInt8](new), path: document.path)
        default:
            func text(_ data: Data) -> String { (try? IBDocument(data: data, path: document.path).xmlString()) ?? "" }
            return IBTextDiff.unified(from: text(old), to: text(new), path: document.path)
        }
    }

    private func outcome(_ id: String, diff: String, written: Bool) -> Outcome {
        let (canUndo, canRedo) = history(of: id)
        return Outcome(doc: id, revision: served.document(id)?.revision ?? 0, diff: diff, canUndo: canUndo, canRedo: canRedo, written: written)
    }

    /// Keeps the file's bytes before a change for undo (at most ``undoLimit`` steps).
    private func pushUndo(_ bytes: Data, of id: String) {
        history[id, default: History()].undo.append(bytes)
        if history[id]!.undo.count > Self.undoLimit { history[id]!.undo.removeFirst() }
    }

    /// Refuses (409) when the file is not what the server last read or wrote, and reads it again.
    private func checkUnchangedOnDisk(_ document: ServedDocument) throws(ServeError) {
        let bytes = FileManager.default.contents(atPath: document.path)
        guard bytes != onDisk[document.id] else { return }
        if let bytes { reload(document, bytes: bytes) }
        throw .conflict("\(document.path) changed on disk since the server read it; nothing was written. The document has been read again: look at it and make the edit again.")
    }

    private func reload(_ document: ServedDocument, bytes: Data) {
        onDisk[document.id] = bytes
        history[document.id] = History()
        switch read(document.path) {
        case .success(let model):
            served.replace(document.id, with: model)
            announce(document.id, cause: "disk")
        case .failure(let error):
            announce(document.id, cause: "disk", error: "\(error)")
        }
    }

    /// Writes `data` over the document's file atomically (``IBFileWriter``: a temporary file
    /// beside it, renamed over it, the file's permissions kept, a link followed).
    private func write(_ data: Data, of document: ServedDocument) throws(ServeError) {
        do {
            try IBFileWriter.write(data, over: document.path)
        } catch {
            throw .failed("cannot write \(document.path): \(error.localizedDescription)")
        }
        onDisk[document.id] = data
    }

    private func announce(_ id: String, cause: String, error: String? = nil) {
        let change = Change(doc: id, revision: served.document(id)?.revision ?? 0, cause: cause, error: error)
        for listener in listeners.values { listener.yield(change) }
    }
}
