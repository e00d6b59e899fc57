import AdaptiveKit
import Foundation

/// The custom classes a storyboard or nib may name, by class name: Linux has no
/// `NSClassFromString`, so an app registers the classes its documents use.
///
/// ```swift
/// UIStoryboard.register(forClassNamed: "PhotoViewController") { PhotoViewController() }
/// UIStoryboard.register(forClassNamed: "RatingControl") { RatingControl(frame: $0) }
/// ```
///
/// Factories rather than metatypes: AdaptiveKit's initializers are not `required`, so a
/// `UIViewController.Type` cannot be instantiated generically. The names are matched as written
/// in `customClass` and also without a module prefix (`MyApp.PhotoViewController`).
/// A class the registry does not know becomes its UIKit base class (the element's kind) with a
/// warning diagnostic (`ib.unknownClass`).
@MainActor
public enum IBClassRegistry {
    static var controllers: [String: @MainActor () -> UIViewController] = [:]
    static var views: [String: @MainActor (CGRect) -> UIView] = [:]
    static var segues: [String: @MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue] = [:]

    /// Registers a view controller class under `name`.
    public static func register(controllerNamed name: String, make: @escaping @MainActor () -> UIViewController) {
        controllers[name] = make
    }

    /// Registers a view class under `name`; `make` receives the frame stored in the document.
    public static func register(viewNamed name: String, make: @escaping @MainActor (CGRect) -> UIView) {
        views[name] = make
    }

    /// Registers a custom segue class (`kind="custom" customClass=…`).
    public static func register(
        segueNamed name: String,
        make: @escaping @MainActor (_ identifier: String?, _ source: UIViewController, _ destination: UIViewController) -> UIStoryboardSegue
    ) {
        segues[name] = make
    }

    /// Forgets every registration (tests).
    public static func removeAll() {
        controllers = [:]
        views = [:]
        segues = [:]
    }

    static func lookup<T>(_ table: [String: T], _ name: String) -> T? {
        if let found = table[name] { return found }
        if let dot = name.lastIndex(of: ".") { return table[String(name[name.index(after: dot)...])] }
        return nil
    }
}

extension UIStoryboard {
    /// Registers a view controller class for the `customClass` `name` (see ``IBClassRegistry``).
    public static func register(forClassNamed name: String, make: @escaping @MainActor () -> UIViewController) {
        IBClassRegistry.register(controllerNamed: name, make: make)
    }

    /// Registers a view class for the `customClass` `name` (see ``IBClassRegistry``).
    public static func register(viewClassNamed name: String, make: @escaping @MainActor (CGRect) -> UIView) {
        IBClassRegistry.register(viewNamed: name, make: make)
    }
}
