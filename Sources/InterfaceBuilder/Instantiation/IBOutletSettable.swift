import AdaptiveKit

/// What an app class implements so that a document's outlets reach it (Linux has no key-value
/// coding): set the property named `name` and return `true`, or return `false` for a name the
/// class does not have.
///
/// ```swift
/// final class ProfileViewController: UIViewController, IBOutletSettable {
///     var nameLabel: UILabel!
///     func setOutlet(_ name: String, to value: AnyObject) -> Bool {
///         switch name {
///         case "nameLabel": nameLabel = value as? UILabel
///         default: return false
///         }
///         return true
///     }
/// }
/// ```
///
/// Built-in outlets are set without it: `view` of a controller, `tableView` of a table view
/// controller, `delegate` / `dataSource` of table views, `tableHeaderView` / `tableFooterView`,
/// `backgroundView` / `selectedBackgroundView` / `accessoryView` of cells. Every outlet is also
/// recorded, set or not (``IBConnectionRecord``).
@MainActor
public protocol IBOutletSettable: AnyObject {
    func setOutlet(_ name: String, to value: AnyObject) -> Bool
}

/// One connection of a loaded document as it was made: an outlet (set or only recorded), an
/// outlet collection, or an action.
/// (Not `Sendable`: it holds the loaded objects, which belong to the main actor.)
public struct IBConnectionRecord {
    public enum Kind: String, Sendable {
        case outlet, outletCollection, action
    }

    public var kind: Kind
    /// The IB id of the connection.
    public var id: String
    /// The object that has the outlet (outlets) or the control that sends the action (actions).
    public weak var source: AnyObject?
    /// The outlet's value (outlets), the action's target (actions); `nil` when the destination
    /// is not in the loaded objects (First Responder, another scene).
    public weak var destination: AnyObject?
    /// The outlet's property name, or the action's selector.
    public var name: String
    /// The control event of an action (`touchUpInside`).
    public var eventType: String?
    /// Whether the outlet was set on the source (built-in or ``IBOutletSettable``); actions:
    /// whether the control recorded a target.
    public var isConnected: Bool
}
