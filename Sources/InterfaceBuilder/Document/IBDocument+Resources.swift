import Foundation
import Synchronization

extension IBDocument {
    /// The folder the app bundle would hold a document's images and colours in: the document's,
    /// or for one in a localization folder (`Base.lproj/Main.storyboard`) the folder above it,
    /// where Xcode projects keep `Assets.xcassets`.
    public static func resourceFolder(of document: URL) -> URL {
        let folder = document.deletingLastPathComponent()
        return folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
    }

    /// The bundle the document's images and colours are looked up in when it is laid out without
    /// an app (`storyboard frames`, `lint`): its ``resourceFolder(of:)``, when ``path`` names a
    /// file that exists; `nil` for a document read from memory.
    ///
    /// One `Bundle` per folder for the process: making one reads the folder's listing, and a
    /// scene is made once per device shape, so a folder of many documents was listed again and
    /// again. A bundle here is only its folder's URL (look-ups read the files each time), so the
    /// one kept never goes stale.
    public var resourceBundle: Bundle? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let folder = Self.resourceFolder(of: URL(fileURLWithPath: path)).path
        return Self.resourceBundles.withLock { bundles in
            if let known = bundles[folder] { return known }
            let bundle = Bundle(path: folder)
            bundles[folder] = bundle
            return bundle
        }
    }

    private static let resourceBundles = Mutex<[String: Bundle?]>([:])
}
