import Foundation

/// An object with a trait collection: screens, windows, view controllers, presentation
/// controllers and views.
///
/// `traitCollectionDidChange(_:)` is called after the collection changed, with the previous one,
/// and only when a trait value actually changed (the iOS 13 and later rule).
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits of this environment.
    var traitCollection: UITraitCollection { get }
    /// Called after `traitCollection` changed; `previousTraitCollection` is the old value.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UITraitCollection {
    private static let currentKey = "OpenStoryboard.UITraitCollection.current"

    /// The trait collection that dynamic colours and images resolve against on this thread.
    ///
    /// Defaults to an all-unspecified collection; the runtime sets it around layout, drawing and
    /// trait-change callbacks, as UIKit does. `performAsCurrent(_:)` sets it for one closure.
    public class var current: UITraitCollection {
        get { storedCurrent ?? UITraitCollection() }
        set { storedCurrent = newValue }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then restores the old one.
    public func performAsCurrent(_ actions: () -> Void) {
        let previous = Self.storedCurrent
        Self.storedCurrent = self
        defer { Self.storedCurrent = previous }
        actions()
    }

    /// The main thread's collection is kept in a static (layout sets it for every view it lays
    /// out); other threads' in their thread dictionaries.
    nonisolated(unsafe) private static var mainThreadCurrent: UITraitCollection?

    /// `current = collection` from the main actor (the layout pass sets it for every view it lays
    /// out), without asking which thread this is.
    @MainActor static func setCurrentOnMainActor(_ collection: UITraitCollection) {
        if mainThreadCurrent !== collection { mainThreadCurrent = collection }
    }

    private static var storedCurrent: UITraitCollection? {
        get {
            if Thread.isMainThread { return mainThreadCurrent }
            return Thread.current.threadDictionary[currentKey] as? UITraitCollection
        }
        set {
            if Thread.isMainThread { mainThreadCurrent = newValue } else { Thread.current.threadDictionary[currentKey] = newValue }
        }
    }
}
