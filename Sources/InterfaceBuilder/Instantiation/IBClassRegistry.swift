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

/// Custom classes found by name, as UIKit finds them through the Objective-C runtime: a class
/// the registry does not know is looked up with Swift's own metadata (`_typeByName`) as
/// `Module.Class`, the module being the document's `customModule`, then each of
/// ``IBClassRegistry/searchModules`` (the host adds the launched app delegate's module, which is
/// what `customModuleProvider="target"` means), and made with `init?(coder:)`, the initializer
/// UIKit's storyboards call (required on `UIView` and `UIViewController`, as in UIKit). So an app
/// ported to Linux needs no registration for its controllers and views.
extension IBClassRegistry {
    /// Modules searched for custom classes after the document's `customModule`, in order.
    public static var searchModules: [String] = []

    /// Adds the module `type` is declared in to ``searchModules`` (first), once.
    public static func addSearchModule(of type: Any.Type) {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: ".") else { return }
        let module = String(name[..<dot])
        searchModules.removeAll { $0 == module }
        searchModules.insert(module, at: 0)
    }

    /// The class named `name` (`Class` or `Module.Class`) that is `base` or a subclass of it.
    static func runtimeClass<Base>(named name: String, module: String?, as base: Base.Type) -> Base.Type? {
        var candidates: [String] = []
        if name.contains(".") { candidates.append(name) }
        for module in [module].compactMap({ $0 }) + searchModules { candidates.append("\(module).\(name)") }
        for candidate in candidates {
            if let type = _typeByName(candidate) as? Base.Type { return type }
        }
        return nil
    }
}

/// The coder a storyboard or nib passes to `init?(coder:)` of the custom classes it makes: it
/// holds no values (the loader sets the document's properties after the initializer, as UIKit's
/// decoding does before `awakeFromNib()`), and says which document object it decodes.
public final class IBDocumentCoder: ValuelessCoder {
    /// The Interface Builder id of the object being made.
    public let objectID: String

    init(objectID: String) {
        self.objectID = objectID
        super.init()
    }
}
