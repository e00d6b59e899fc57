import Foundation

extension UIView {
    // MARK: Lifecycle hooks (called from UIView+Hierarchy.swift and UIView+TraitEnvironment.swift)

    /// The view moved to a window (or out of one): apply the appearance settings that match it.
    func appearanceDidMoveToWindow() {
        AppearanceRegistry.apply(to: self)
    }

    /// The view's traits changed: settings for traits may match or stop matching.
    func appearanceTraitsDidChange() {
        AppearanceRegistry.apply(to: self)
    }

    // MARK: Helpers for the setters of standard views

    /// Call at the start of an appearance property's setter. On a proxy it records the value
    /// (to be applied through `set` later); on a view it notes that the app set the property.
    func appearanceSetter<View: UIView, Value>(
        _ property: String, _ value: Value, get: @escaping @MainActor (View) -> Value, set: @escaping @MainActor (View, Value) -> Void
    ) {
        if let proxy = AppearanceRegistry.proxyRecord(of: self) {
            AppearanceRegistry.harvest()
            AppearanceRegistry.record(
                proxy, property,
                apply: { view in if let view = view as? View { set(view, value) } },
                capture: { view in
                    guard let typed = view as? View else { return { _ in } }
                    let old = get(typed)
                    return { view in if let view = view as? View { set(view, old) } }
                }
            )
        } else {
            AppearanceRegistry.noteExplicitSet(self, property)
        }
    }

    /// ``appearanceSetter(_:_:get:set:)`` for a property reached by a key path (the value is set
    /// back through the property's setter).
    func appearanceSetter<View: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>, _ property: String, _ value: Value) {
        appearanceSetter(
            property, value, get: { (view: View) in view[keyPath: keyPath] }, set: { (view: View, value: Value) in view[keyPath: keyPath] = value }
        )
    }

    /// Call in the setter of a property that is not an appearance property: on a proxy the
    /// setting is reported as unsupported (it reaches no view).
    func nonAppearanceSetter(_ property: String) {
        if let proxy = AppearanceRegistry.proxyRecord(of: self) {
            AppearanceRegistry.reportUnsupported(proxy, property)
        }
    }
}

/// The appearance system's public controls (OpenStoryboard additions).
@MainActor
public enum UIAppearanceSettings {
    /// Settings made on proxies that have no effect, oldest first (each also printed once to
    /// standard error).
    public static var reports: [UIAppearanceReport] {
        AppearanceRegistry.harvest()
        return AppearanceRegistry.reports
    }

    /// Forgets every proxy and setting (views keep what was applied to them). For tests and tools
    /// that run unrelated scenes in one process.
    public static func reset() {
        AppearanceRegistry.reset()
    }
}
