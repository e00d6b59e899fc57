import Foundation

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
    public var resourceBundle: Bundle? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return Bundle(path: Self.resourceFolder(of: URL(fileURLWithPath: path)).path)
    }
}
