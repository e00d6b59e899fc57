import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering

/// One scene of a document drawn as `storyboard render` draws it: made fresh by a new loader
/// whose bundle is the document's resource folder, shown on a device in its containers
/// (``IBSceneWindow``), laid out, and drawn with its simulated status bar (``WindowRenderer``).
/// `render`, `snapshot` and `serve` all draw through here.
@MainActor
public enum SceneDrawing {
    /// The loader a scene of `document` (read from `url`) is made by: the document's name, its
    /// resource folder (``IBDocument/resourceFolder(of:)``) as the bundle, the options of
    /// ``IBSceneWindow/options``.
    ///
    /// - Parameter systemVersion: The version of iOS the scene is previewed as (`render --os`,
    ///   `serve`'s `os`): ``IBSceneWindow/make(sceneID:loader:device:orientation:userInterfaceStyle:contentSizeCategory:windowWidth:)``
    ///   shows the loader's scenes as that version does. The latest by default.
    public static func loader(for document: IBDocument, at url: URL, systemVersion: SystemVersion = .latest) -> IBStoryboardLoader {
        IBStoryboardLoader(
            name: url.deletingPathExtension().lastPathComponent, document: document,
            bundle: Bundle(path: IBDocument.resourceFolder(of: url).path), options: IBSceneWindow.options(for: systemVersion))
    }

    /// Why a picture of `systemVersion` in `userInterfaceStyle` cannot be drawn: dark before
    /// iOS 13, which has no dark mode; `nil` when it can. The tools refuse such a request
    /// (`render`: a usage error; `serve`: 400) rather than draw a light picture labelled dark.
    public nonisolated static func refusal(of userInterfaceStyle: UIUserInterfaceStyle, on systemVersion: SystemVersion) -> String? {
        guard userInterfaceStyle == .dark, !systemVersion.hasDarkMode else { return nil }
        return "\(systemVersion) has no dark appearance (dark mode came with iOS 13): ask for the light appearance, or an iOS version from 13"
    }

    /// Scene `sceneID` of `document` (read from `url`) made by a new ``loader(for:at:systemVersion:)``
    /// and shown on `device` in `orientation` as `systemVersion` shows it
    /// (``IBSceneWindow/make(sceneID:loader:device:orientation:userInterfaceStyle:contentSizeCategory:windowWidth:)``),
    /// laid out, in `environment`: its appearance, text size and iPad multitasking window width.
    ///
    /// - Returns: `nil` when the document has no such scene, or it has no controller or view to show.
    public static func scene(
        _ sceneID: String, of document: IBDocument, at url: URL, device: Device, orientation: UIInterfaceOrientation,
        systemVersion: SystemVersion = .latest, environment: IBLayoutEnvironment = IBLayoutEnvironment()
    ) -> IBSceneWindow? {
        let scene = IBSceneWindow.make(
            sceneID: sceneID, loader: loader(for: document, at: url, systemVersion: systemVersion), device: device, orientation: orientation,
            userInterfaceStyle: environment.userInterfaceStyle ?? .light, contentSizeCategory: environment.contentSizeCategory,
            windowWidth: environment.windowWidth)
        scene?.window.layoutIfNeeded()
        return scene
    }

    /// The renderer of a scene's window: its simulated status bar shown or not, in its style, as
    /// Xcode's canvas draws it.
    public static func renderer(for scene: IBSceneWindow) -> WindowRenderer {
        var renderer = WindowRenderer(window: scene.window)
        renderer.drawsStatusBar = scene.showsStatusBar
        renderer.statusBarStyle = scene.statusBarStyle
        return renderer
    }
}
