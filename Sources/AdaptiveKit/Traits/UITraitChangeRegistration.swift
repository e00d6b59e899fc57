import Foundation

/// The token `registerForTraitChanges(_:handler:)` returns; pass it to
/// `unregisterForTraitChanges(_:)` to stop observing.
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: which traits, and the handler.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [String]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits.map { $0.identifier }
        self.handler = handler
    }

    /// Calls the handler when one of the observed traits differs between the two collections.
    func notify(_ environment: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        let changed = Set(current.changedTraits(from: previous).map { $0.identifier })
        if traits.isEmpty || !changed.isDisjoint(with: traits) {
            handler(environment, previous)
        }
    }
}

/// The registrations of one object.
@MainActor
final class TraitChangeObservers {
    var registrations: [TraitChangeRegistration] = []

    /// Adds a registration whose handler receives the environment as `TraitEnvironment`.
    func register<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
        registrations.append(registration)
        return registration
    }

    func unregister(_ registration: any UITraitChangeRegistration) {
        registrations.removeAll { $0 === registration }
    }
}

/// Objects that can observe trait changes with handlers (iOS 17): views and view controllers.
@MainActor
protocol TraitChangeObserving: UITraitEnvironment {
    /// The registrations, if any were ever made (reading them makes none).
    var existingTraitChangeObservers: TraitChangeObservers? { get }
}

extension TraitChangeObserving {
    func notifyTraitObservers(previous: UITraitCollection) {
        guard let observers = existingTraitChangeObservers, !observers.registrations.isEmpty else { return }
        let current = traitCollection
        for registration in observers.registrations {
            registration.notify(self, previous: previous, current: current)
        }
    }
}

extension UIView: TraitChangeObserving {
    /// Calls `handler` with the view and the previous traits after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        traitChangeObservers.register(traits, handler: handler)
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        existingTraitChangeObservers?.unregister(registration)
    }
}

extension UIViewController: TraitChangeObserving {
    var existingTraitChangeObservers: TraitChangeObservers? { traitChangeObservers }

    /// Calls `handler` with the controller and the previous traits after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        traitChangeObservers.register(traits, handler: handler)
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeObservers.unregister(registration)
    }
}
