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
///
/// Registrations are process-wide, as classes are in UIKit. Code that registers classes for a
/// while only — a test among others running in the same process — does so inside
/// ``withIsolatedRegistrations(_:)``, so that documents loaded elsewhere do not see its classes.
@MainActor
public enum IBClassRegistry {
    /// One set of registrations: the process's, or an isolated one.
    @MainActor
    public final class Registrations {
        var controllers: [String: @MainActor () -> UIViewController] = [:]
        var views: [String: @MainActor (CGRect) -> UIView] = [:]
        var segues: [String: @MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue] = [:]
        var searchModules: [String] = []
        var appModules: [String: String] = [:]

        nonisolated init() {}
    }

    private static let processWide = Registrations()

    /// The registrations in force: the task's isolated ones, or the process's.
    static var registrations: Registrations { IsolatedRegistrations.current ?? processWide }

    /// Runs `body` with registrations of its own, empty at the start: what it registers (and
    /// ``searchModules``, and the app modules a launch records) is seen only by code running in
    /// the same task, and is gone afterwards; registrations made elsewhere are not seen.
    public static func withIsolatedRegistrations<Result>(_ body: () throws -> Result) rethrows -> Result {
        try IsolatedRegistrations.$current.withValue(Registrations()) { try body() }
    }

    /// ``withIsolatedRegistrations(_:)`` for asynchronous work (a test scope, say).
    nonisolated public static func withIsolatedRegistrations<Result: Sendable>(
        _ body: @Sendable () async throws -> Result
    ) async rethrows -> Result {
        try await IsolatedRegistrations.$current.withValue(Registrations()) { try await body() }
    }

    static var controllers: [String: @MainActor () -> UIViewController] {
        get { registrations.controllers }
        set { registrations.controllers = newValue }
    }

    static var views: [String: @MainActor (CGRect) -> UIView] {
        get { registrations.views }
        set { registrations.views = newValue }
    }

    static var segues: [String: @MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue] {
        get { registrations.segues }
        set { registrations.segues = newValue }
    }

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

    /// Forgets every registration of the registrations in force.
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

/// The registrations of the current task when it runs inside
/// ``IBClassRegistry/withIsolatedRegistrations(_:)`` (a task-local value belongs to no actor).
enum IsolatedRegistrations {
    @TaskLocal static var current: IBClassRegistry.Registrations?
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
/// `Module.Class`, the module being the document's `customModule`, then the module of the app
/// the document belongs to (a launch records its delegate's module for its bundle: that is what
/// `customModuleProvider="target"` means), then each of ``IBClassRegistry/searchModules``; it is
/// made with `init?(coder:)`, the initializer UIKit's storyboards call (required on `UIView` and
/// `UIViewController`, as in UIKit). So an app ported to Linux registers nothing.
extension IBClassRegistry {
    /// Modules searched for custom classes of every document, after the document's own and its
    /// app's (empty unless set).
    public static var searchModules: [String] {
        get { registrations.searchModules }
        set { registrations.searchModules = newValue }
    }

    /// The app module of the documents in a bundle (keyed by the bundle's standardized folder).
    static var appModules: [String: String] {
        get { registrations.appModules }
        set { registrations.appModules = newValue }
    }

    /// Records that the documents in `bundle` belong to the app whose code is in the module of
    /// `type` (the launch does this with the app delegate's type).
    public static func setAppModule(of type: Any.Type, for bundle: Bundle) {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: ".") else { return }
        appModules[bundle.bundleURL.standardizedFileURL.path] = String(name[..<dot])
    }

    /// Whether `name` is one of UIKit's own classes (a class of AdaptiveKit that is `base` or a
    /// subclass of it).
    static func isUIKitClass<Base>(named name: String, as base: Base.Type) -> Bool {
        !name.contains(".") && typeNamed("AdaptiveKit.\(name)") is Base.Type
    }

    /// The class named `name` (`Class` or `Module.Class`) that is `base` or a subclass of it, for
    /// a document read from `bundle`.
    static func runtimeClass<Base>(
        named name: String, module: String?, bundle: Bundle?, as base: Base.Type, includingUIKit: Bool = true
    ) -> Base.Type? {
        var candidates: [String] = []
        if name.contains(".") { candidates.append(name) }
        let appModule = bundle.flatMap { appModules[$0.bundleURL.standardizedFileURL.path] }
        for module in [module, appModule].compactMap({ $0 }) + searchModules { candidates.append("\(module).\(name)") }
        // UIKit's own classes (`customClass="UIImageView"` on a plain view, `UIInputView` on an
        // input accessory view's root): UIKit finds them by name, so does the loader.
        if includingUIKit, !name.contains(".") { candidates.append("AdaptiveKit.\(name)") }
        for candidate in candidates {
            if let type = typeNamed(candidate) as? Base.Type { return type }
        }
        return nil
    }

    /// The types found (or not) by name so far: the types of a process never change, and a miss
    /// scans Swift's type records, once per name instead of once per object a document names.
    private static var typesByName: [String: Any.Type?] = [:]

    private static func typeNamed(_ name: String) -> Any.Type? {
        if let known = typesByName[name] { return known }
        let found = _typeByName(name)
        typesByName[name] = found
        return found
    }

    /// The modules tried for a document's class, for messages.
    static func modulesTried(module: String?, bundle: Bundle?) -> [String] {
        let appModule = bundle.flatMap { appModules[$0.bundleURL.standardizedFileURL.path] }
        return [module, appModule].compactMap { $0 } + searchModules
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
