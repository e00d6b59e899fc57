import AdaptiveKit
import Foundation

/// A launch screen shown as iOS shows it: the document resolved for the size classes of a device
/// and orientation, its single root (a view, or a view controller's view) filling a window of
/// that device, laid out.
///
/// ```swift
/// let document = try IBDocument(contentsOf: url)
/// let window = try LaunchScreenWindow.make(for: document, device: try Device.named("iPhone 6 Plus"), orientation: .landscapeLeft)
/// try WindowRenderer(window: window).render(to: png, format: .png)   // Rendering module
/// ```
///
/// Check ``LaunchScreenRules`` first: a launch screen that breaks them still lays out here, but
/// iOS would not show it as drawn.
@MainActor
public enum LaunchScreenWindow {
    /// Why a document cannot be shown as a launch screen.
    public enum Failure: Error, CustomStringConvertible {
        /// The document has no view or view controller to show.
        case noRoot(path: String)

        public var description: String {
            switch self {
            case let .noRoot(path):
                "\(path): no root view or view controller to show as a launch screen"
            }
        }
    }

    /// Makes a key, visible, laid-out window of `device` in `orientation` showing the launch
    /// screen of `document` (a `.xib` whose first top-level view or view controller is the
    /// root, or a `.storyboard` whose initial view controller is).
    ///
    /// - Parameters:
    ///   - bundle: Where images named by the document are looked up (default: the document's
    ///     folder).
    ///   - report: Receives the instantiation's diagnostics (views AdaptiveKit draws as
    ///     placeholders, unknown classes, …), each with its position.
    /// - Throws: ``Failure/noRoot(path:)`` when there is nothing to show; ``InstantiationError``
    ///   for a storyboard without an initial view controller.
    public static func make(
        for document: IBDocument, device: Device, orientation: UIInterfaceOrientation, bundle: Bundle? = nil,
        report: (Diagnostic) -> Void = { _ in }
    ) throws -> UIWindow {
        let bundle = bundle ?? Bundle(path: URL(fileURLWithPath: document.path).deletingLastPathComponent().path)
        let sizeClasses = device.sizeClasses(for: orientation)
        let traits = IBTraits(horizontalSizeClass: sizeClasses.horizontal, verticalSizeClass: sizeClasses.vertical, idiom: device.idiom)
        let root: UIViewController
        if document.kind == .storyboard {
            // Storyboards resolve their variations live, from the window's traits.
            let loader = IBStoryboardLoader(name: URL(fileURLWithPath: document.path).deletingPathExtension().lastPathComponent,
                                            document: document, bundle: bundle)
            root = try loader.makeInitialViewController(for: UIStoryboard(loader: loader))
            loader.diagnostics.forEach(report)
        } else {
            // A nib is instantiated once, already resolved for the device's size classes.
            let nib = UINib(document: document.resolved(for: traits), bundle: bundle)
            let objects = nib.instantiate(withOwner: nil)
            nib.diagnostics.forEach(report)
            if let controller = objects.lazy.compactMap({ $0 as? UIViewController }).first {
                root = controller
            } else if let view = objects.lazy.compactMap({ $0 as? UIView }).first {
                root = UIViewController()
                view.translatesAutoresizingMaskIntoConstraints = true
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                root.view = view
            } else {
                throw Failure.noRoot(path: document.path)
            }
        }
        let window = UIWindow(device: device, orientation: orientation)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }
}
