import AdaptiveKit
import Foundation

extension UIApplication {
    /// Launches an app delegate on a device as `UIApplicationMain` does, reading the main
    /// storyboard `Info.plist` names from `bundle` (see AdaptiveKit's
    /// `launch(delegate:device:orientation:bundle:launchOptions:storyboardLoader:)` for the steps).
    ///
    /// ```swift
    /// let app = try UIApplication.launch(delegate: AppDelegate(), device: try Device.named("iPhone 15"),
    ///                                    bundle: Bundle(path: "Resources"))
    /// let root = app.keyWindow?.rootViewController
    /// ```
    /// - Returns: the new shared application.
    /// - Throws: ``InstantiationError`` when the main storyboard cannot be read, or
    ///   `UIApplication.LaunchError` when it has no initial controller.
    @discardableResult
    public static func launch(
        delegate: any UIApplicationDelegate,
        device: Device,
        orientation: UIInterfaceOrientation = .portrait,
        bundle: Bundle? = nil,
        launchOptions: [LaunchOptionsKey: Any]? = nil
    ) throws -> UIApplication {
        // `customModuleProvider="target"`: the app's documents find their classes in the
        // delegate's module.
        IBClassRegistry.setAppModule(of: type(of: delegate), for: bundle ?? .main)
        return try launch(delegate: delegate, device: device, orientation: orientation, bundle: bundle, launchOptions: launchOptions) { name, bundle in
            try UIStoryboard.load(name: name, bundle: bundle)
        }
    }
}

/// `@main` on an app delegate, as in UIKit: `@main class AppDelegate: UIResponder,
/// UIApplicationDelegate` compiles and runs unchanged.
///
/// UIKit makes the delegate through the Objective-C runtime. Swift constructs an object from its
/// class only through a required initializer, so the host makes a `UIResponder` delegate with
/// `UIResponder`'s required `init?(coder:)` (a delegate without initializers of its own inherits
/// it, its stored properties taking their default values, as `init()` gives them). A delegate
/// that is not a `UIResponder` or has initializers of its own conforms to
/// ``UIApplicationMainDelegate`` instead, whose `init()` is used.
extension UIApplicationDelegate {
    /// The `@main` entry: makes the delegate (see the extension's discussion), launches it
    /// headless and prints what the app shows (``UIApplication/runHeadlessMain(_:)``).
    public static func main() {
        UIApplication.runHeadlessMain { madeForMain() }
    }

    /// The delegate `main()` makes: through `UIResponder`'s required `init?(coder:)`, or `nil`
    /// for a delegate that is not a `UIResponder`.
    static func madeForMain() -> Self? {
        (Self.self as? UIResponder.Type)?.init(coder: ValuelessCoder()) as? Self
    }
}

/// An app delegate `@main` makes with `init()`: for a delegate that is not a `UIResponder`, or
/// has initializers of its own (a `UIResponder` delegate without any needs nothing, see
/// ``UIApplicationDelegate``'s `main()`).
@MainActor
public protocol UIApplicationMainDelegate: UIApplicationDelegate {
    /// A delegate, made by ``main()``.
    init()
}

extension UIApplicationMainDelegate {
    /// The `@main` entry, with the delegate made by `init()`.
    public static func main() {
        UIApplication.runHeadlessMain { Self() }
    }
}

extension UIApplication {
    /// What a headless `@main` does: launches the delegate `makeDelegate` gives and prints what
    /// the app shows.
    ///
    /// The device is `--device NAME` or the `STORYBOARD_DEVICE` environment variable (default
    /// iPhone 15), the orientation `--orientation portrait|landscape` or `STORYBOARD_ORIENTATION`,
    /// the resources `--bundle PATH` or `STORYBOARD_BUNDLE` (default `Bundle.main`, the
    /// executable's folder). After the launch, each window's controller tree is printed and the
    /// process exits 0; a launch that fails, or a delegate that cannot be made, prints why and
    /// exits 1. (There is no event loop to run: a headless app is driven by tests and tools.)
    public static func runHeadlessMain<Delegate: UIApplicationDelegate>(_ makeDelegate: () -> Delegate?) -> Never {
        let arguments = LaunchArguments(CommandLine.arguments, environment: ProcessInfo.processInfo.environment)
        guard let delegate = makeDelegate() else {
            FileHandle.standardError.write(Data("\(Delegate.self): cannot make the app delegate: it is not a UIResponder without initializers of its own; conform it to UIApplicationMainDelegate\n".utf8))
            exit(1)
        }
        do {
            let device = try Device.named(arguments.device)
            let application = try UIApplication.launch(
                delegate: delegate, device: device, orientation: arguments.orientation,
                bundle: arguments.bundlePath.flatMap { Bundle(path: $0) })
            print("launched \(Delegate.self) on \(device.name) (\(arguments.orientation.isLandscape ? "landscape" : "portrait"))")
            print(application.controllerTreeDescription, terminator: "")
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(Delegate.self): launch failed: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// The device, orientation and bundle a headless `main()` launches with.
struct LaunchArguments {
    var device = "iPhone 15"
    var orientation = UIInterfaceOrientation.portrait
    var bundlePath: String?

    init(_ arguments: [String], environment: [String: String]) {
        device = environment["STORYBOARD_DEVICE"] ?? device
        var orientationName = environment["STORYBOARD_ORIENTATION"]
        bundlePath = environment["STORYBOARD_BUNDLE"]
        var index = 1
        while index < arguments.count {
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch arguments[index] {
            case "--device": device = value ?? device; index += 1
            case "--orientation": orientationName = value; index += 1
            case "--bundle": bundlePath = value; index += 1
            default: break
            }
            index += 1
        }
        if orientationName?.lowercased().hasPrefix("landscape") == true { orientation = .landscapeLeft }
    }
}

extension UIApplication {
    /// Each window (key first) and its controller tree: one line per controller, children
    /// indented, presented controllers marked, with the size of loaded views.
    public var controllerTreeDescription: String {
        var lines: [String] = []
        func describe(_ controller: UIViewController, depth: Int, prefix: String = "") {
            let size = controller.viewIfLoaded.map { " \(Int($0.bounds.width))×\(Int($0.bounds.height))" } ?? " (view not loaded)"
            let title = controller.title.map { " \"\($0)\"" } ?? ""
            lines.append(String(repeating: "  ", count: depth) + prefix + "\(type(of: controller))" + title + size)
            for child in controller.children { describe(child, depth: depth + 1) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                describe(presented, depth: depth + 1, prefix: "presented ")
            }
        }
        let ordered = windows.sorted { first, _ in first === keyWindow }
        for window in ordered {
            lines.append("\(type(of: window)) \(Int(window.bounds.width))×\(Int(window.bounds.height))\(window === keyWindow ? " key" : "")")
            if let root = window.rootViewController { describe(root, depth: 1) }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
