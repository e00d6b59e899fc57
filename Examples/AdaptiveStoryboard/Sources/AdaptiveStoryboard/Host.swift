import Foundation
import OpenStoryboard

/// How tests and `storyboard bench app` run the port: not app code (an iOS app has its bundle made
/// by Xcode), but what stands in for it here — an app bundle folder made from the corpus document
/// and the Adaptive Photos example's asset catalog, and a launch on a device.
@MainActor
public enum AdaptiveStoryboardHost {
    /// The repository's folder (this file is `Examples/AdaptiveStoryboard/Sources/AdaptiveStoryboard/Host.swift`).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Apple's AdaptivePhotos v2 storyboard in the corpus beside the repository.
    public static let corpusStoryboard = repository.deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/files/007_apple_AdaptivePhotos_v2_Main.storyboard")

    /// Makes the app bundle in a temporary folder: `Info.plist` naming the main storyboard,
    /// `Base.lproj/Main.storyboard` and the photos' `Assets.xcassets`.
    public static func makeBundle(storyboard: URL = corpusStoryboard) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("AdaptiveStoryboard-\(ProcessInfo.processInfo.processIdentifier).app")
        if let bundle = Bundle(path: folder.path), FileManager.default.fileExists(atPath: folder.appendingPathComponent("Info.plist").path) {
            return bundle
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        let plist: [String: Any] = ["CFBundleIdentifier": "com.example.AdaptiveStoryboard", "UIMainStoryboardFile": "Main"]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("Info.plist"))
        try FileManager.default.copyItem(at: storyboard, to: folder.appendingPathComponent("Base.lproj/Main.storyboard"))
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("Examples/AdaptivePhotos/Assets.xcassets"),
            to: folder.appendingPathComponent("Assets.xcassets"))
        guard let bundle = Bundle(path: folder.path) else { throw CocoaError(.fileReadUnknown) }
        return bundle
    }

    /// Launches the port on a device, as `UIApplicationMain` would, with the example's user.
    @discardableResult
    public static func launch(device: Device, orientation: UIInterfaceOrientation = .portrait, bundle: Bundle? = nil) throws -> UIApplication {
        try UIApplication.launch(delegate: StoryboardAppDelegate(), device: device, orientation: orientation, bundle: try bundle ?? makeBundle())
    }
}
