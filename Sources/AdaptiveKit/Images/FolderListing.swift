import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The names in a folder, kept for the process while the folder does not change.
///
/// Every named image or colour looks for asset catalogs in its bundle's folder, and an app's
/// folder (or a folder of many documents, as `lint` reads) can hold hundreds of files: listing it
/// on every look-up was a measurable part of laying out a scene. A listing is kept with the
/// folder's device, inode and modification time, checked with one `stat` at every use, so a file
/// added or removed is seen at the next look-up. A folder changed in the last two seconds is
/// listed again every time: its modification time has the file system's coarse granularity, and
/// a second change within the same tick would otherwise leave the listing stale (git's "racy
/// timestamps" problem, solved the same way).
enum FolderListing {
    private struct Entry {
        var device: UInt64
        var inode: UInt64
        var seconds: Int
        var nanoseconds: Int
        var names: [String]
    }

    private static let listings = Mutex<[String: Entry]>([:])

    /// The names of the folder's entries (files and folders, hidden ones included), or `nil`
    /// when it cannot be read.
    static func names(at path: String) -> [String]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let device = UInt64(status.st_dev), inode = UInt64(status.st_ino)
        let seconds = Int(status.st_mtim.tv_sec), nanoseconds = Int(status.st_mtim.tv_nsec)
        if let kept = listings.withLock({ $0[path] }), kept.device == device, kept.inode == inode,
           kept.seconds == seconds, kept.nanoseconds == nanoseconds {
            return kept.names
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        let settled = Int(time(nil)) - seconds >= 2
        listings.withLock { listings in
            if settled {
                listings[path] = Entry(device: device, inode: inode, seconds: seconds, nanoseconds: nanoseconds, names: names)
            } else {
                listings[path] = nil
            }
        }
        return names
    }
}
