import Foundation

/// How a tool writes a document it changed over the file it read: atomically, so that a reader
/// (Xcode, a build, a watcher) never sees half a file.
public enum IBFileWriter {
    /// Writes `data` over the file at `path` atomically: a temporary file beside it, renamed over
    /// it. The file's permissions are kept; a symbolic link is followed (the file it names is
    /// written, the link stays a link). The temporary file is removed when anything fails.
    public static func write(_ data: Data, over path: String) throws {
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            try data.write(to: temporary)
            if let permissions = attributes?[.posixPermissions] {
                try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
