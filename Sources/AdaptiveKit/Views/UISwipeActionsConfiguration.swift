import Foundation

/// An action shown when the user swipes a row (iOS 11).
@MainActor
open class UIContextualAction: NSObject {
    /// How the action looks.
    public enum Style: Int, Sendable, CaseIterable {
        /// A grey button.
        case normal
        /// A red button; a destructive action's row is removed once its handler completes with
        /// `true`.
        case destructive
    }

    /// Runs the action: `sourceView` is the row's cell; `completionHandler(true)` says it was
    /// performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image.
    open var image: UIImage?
    /// The button's colour (red for destructive actions, grey otherwise, by default).
    open var backgroundColor: UIColor!
    /// What runs when the user chooses the action.
    public let handler: Handler

    /// An action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe on a row shows, the first nearest the edge (iOS 11).
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge swiped from.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (`true` by default).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

extension UITableViewCell {
    /// What the editing control of a row does.
    public enum EditingStyle: Int, Sendable, CaseIterable {
        case none, delete, insert
    }
}
