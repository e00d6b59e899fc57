import Foundation

/// An outlet declared once: `@Outlet var tableView: UITableView!` is what `@IBOutlet var
/// tableView: UITableView!` becomes on Linux, where `@IBOutlet` does nothing and key-value
/// coding does not exist.
///
/// The storyboard and nib loaders find outlets by their property names through `Mirror` (the
/// wrapper's storage is the child `_tableView`, in the class and its superclasses) and set
/// them through a reference box inside the wrapper, so the app class needs no other code:
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///     @Outlet var nameLabel: UILabel!          // was: @IBOutlet weak var nameLabel: UILabel!
///     @Outlet var avatar: UIImageView?
///     @Outlet var starButtons: [UIButton]      // was: @IBOutlet var starButtons: [UIButton]!
/// }
/// ```
///
/// Values are held strongly (a view in a controller's tree is held by its superview anyway).
/// An outlet to an object that holds the outlet's owner (a view's outlet to its controller)
/// makes a cycle: declare such a property `weak` with ``IBOutletSettable`` instead.
/// Outlet collections (`[T]`, `[T]!`) receive one element per connection, in document order.
@propertyWrapper
public struct Outlet<Value> {
    private let box: OutletBox<Value>

    /// An outlet with no value yet (`nil`, or an empty collection).
    public init() where Value: ExpressibleByNilLiteral {
        box = OutletBox(nil)
    }

    /// An outlet collection, empty until the document's connections fill it.
    public init<Element>() where Value == [Element] {
        box = OutletBox([])
    }

    /// An outlet with a starting value.
    public init(wrappedValue: Value) {
        box = OutletBox(wrappedValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

extension Outlet: OutletSetting {
    func setOutletValue(_ object: AnyObject) -> Bool {
        if let collection = Value.self as? any OutletCollection.Type {
            guard let appended = collection.appending(object, to: box.value) as? Value else { return false }
            box.value = appended
            return true
        }
        guard let value = object as? Value else { return false }
        box.value = value
        return true
    }
}

/// The wrapper's storage: shared by the copies `Mirror` makes, so setting through one sets the
/// property.
final class OutletBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// What the loaders call on an ``Outlet`` found by `Mirror`.
protocol OutletSetting {
    /// Sets the outlet (appends, for a collection); `false` when the object is of another type.
    func setOutletValue(_ object: AnyObject) -> Bool
}

/// Collections an outlet collection may be declared as.
protocol OutletCollection {
    /// `collection` (of this type, else empty) with `object` appended, `nil` when `object` is of
    /// another element type.
    static func appending(_ object: AnyObject, to collection: Any) -> Any?
}

extension Array: OutletCollection {
    static func appending(_ object: AnyObject, to collection: Any) -> Any? {
        guard let element = object as? Element else { return nil }
        return ((collection as? [Element]) ?? []) + [element]
    }
}

extension Optional: OutletCollection where Wrapped: OutletCollection {
    static func appending(_ object: AnyObject, to collection: Any) -> Any? {
        let current: Any = (collection as? Wrapped).map { $0 as Any } ?? [Any]()
        return Wrapped.appending(object, to: current).flatMap { $0 as? Wrapped }.map { Optional.some($0) as Any }
    }
}

/// Setting outlets declared with ``Outlet`` by name (the storyboard and nib loaders).
@MainActor
public enum OutletConnections {
    /// Sets the outlet named `name` of `owner` to `value` (appending for a collection), looking
    /// for the `@Outlet` storage `_name` in the owner's class and its superclasses.
    ///
    /// - Returns: Whether an outlet of that name and a compatible type was found and set.
    public static func set(_ name: String, of owner: AnyObject, to value: AnyObject) -> Bool {
        let label = "_" + name
        // Reflecting an object walks every stored property of its class chain: a class is
        // reflected once to learn its outlets' names, and objects of a class without this outlet
        // (every UIKit class a document names) are not reflected at all.
        guard outletLabels(of: owner).contains(label) else { return false }
        var result: Bool?
        forEachOutlet(of: owner) { childLabel, outlet in
            guard result == nil, childLabel == label else { return }
            result = outlet.setOutletValue(value)
        }
        return result ?? false
    }

    /// The storage labels (`_name`) of the `@Outlet` properties of each class met so far.
    private static var labelsByClass: [ObjectIdentifier: Set<String>] = [:]

    private static func outletLabels(of owner: AnyObject) -> Set<String> {
        let key = ObjectIdentifier(type(of: owner))
        if let known = labelsByClass[key] { return known }
        var labels: Set<String> = []
        forEachOutlet(of: owner) { label, _ in labels.insert(label) }
        labelsByClass[key] = labels
        return labels
    }

    /// Every `@Outlet` storage of `owner`, its class's first, then its superclasses'.
    private static func forEachOutlet(of owner: AnyObject, _ body: (String, any OutletSetting) -> Void) {
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                if let label = child.label, let outlet = child.value as? any OutletSetting { body(label, outlet) }
            }
            mirror = current.superclassMirror
        }
    }
}
