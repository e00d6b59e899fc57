import Foundation

/// A button in a navigation bar or a toolbar: a title, an image, a system item, a custom view or
/// a space.
///
/// Pressing the item (a tap on its place in the bar, or ``UIWindow/press(_:)``) performs its
/// ``primaryAction``, else sends its ``action`` to its ``target`` (or up the responder chain from
/// the first responder when the target is `nil`; see ``UIResponder/actionMethods``), else shows
/// its ``menu``.
@MainActor
open class UIBarButtonItem: UIBarItem {
    public override init() {
        super.init()
    }

    /// A text button.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An image button.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// A standard button (its title or image comes from the system item) or space.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.standardTitle
        if systemItem == .done { style = .done }
        self.target = target
        self.action = action
    }

    /// An item that performs an action when pressed, showing its title and image (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// An item with a title or image that performs an action or shows a menu when pressed
    /// (iOS 14); the action's title and image are used when `title` and `image` are `nil`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A standard item performing an action or showing a menu when pressed (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A standard item performing an action when pressed (iOS 14).
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction?) {
        self.init(systemItem: systemItem, primaryAction: primaryAction, menu: nil)
    }

    /// A standard item showing a menu when pressed (iOS 14).
    public convenience init(barButtonSystemItem systemItem: SystemItem, menu: UIMenu?) {
        self.init(systemItem: systemItem, primaryAction: nil, menu: menu)
    }

    /// A text item showing a menu when pressed (iOS 14).
    public convenience init(title: String?, menu: UIMenu?) {
        self.init(title: title, image: nil, primaryAction: nil, menu: menu)
    }

    /// An image item showing a menu when pressed (iOS 14).
    public convenience init(image: UIImage?, menu: UIMenu?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: menu)
    }

    /// An item that shows a view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A fixed space of a width (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The style (`.done` is bold).
    open var style: Style = .plain
    /// The system item the button was made from, if any. An OpenStoryboard addition (UIKit
    /// keeps it private).
    public private(set) var systemItem: SystemItem?
    /// The width of a fixed space or of the button (0: natural).
    open var width: CGFloat = 0
    /// The view shown instead of a button.
    open var customView: UIView?
    /// The object that receives the action.
    open weak var target: AnyObject?
    /// The action sent when the button is tapped.
    open var action: Selector?
    /// The colour of the button (the bar's tint by default).
    open var tintColor: UIColor?
    /// The action performed when the item is pressed (iOS 14); it takes precedence over
    /// ``target`` and ``action``.
    open var primaryAction: UIAction?
    /// The menu shown when the item is pressed and has no primary action or action (iOS 14).
    open var menu: UIMenu?
    /// The bar showing the item when it was last laid out or pressed (the start of the
    /// responder chain for a `nil` target when nothing is first responder).
    weak var owningBar: UIView?
    /// Closures run when the item is pressed, after its action (the storyboard loader's segues).
    package var pressHandlers: [@MainActor (UIBarButtonItem) -> Void] = []

    /// Presses the item, as a tap on it does: performs ``primaryAction``, else sends ``action``
    /// to ``target`` (the responder chain when `nil`), else shows ``menu`` on the bar's window
    /// (``UIWindow/presentedMenu``); then runs the segues the document connects to it. A
    /// disabled item does nothing.
    ///
    /// - Parameter bar: The bar the item is pressed in.
    /// - Returns: Whether something happened.
    @discardableResult
    func press(in bar: UIView?) -> Bool {
        guard isEnabled else { return false }
        if let bar { owningBar = bar }
        var handled = false
        if let primaryAction {
            primaryAction.perform(sender: self)
            handled = true
        } else if let action {
            handled = ActionDispatch.send(action, to: target, from: self, for: nil)
        } else if let menu {
            (bar?.window ?? owningBar?.window)?.presentedMenu = menu
            handled = true
        }
        for handler in pressHandlers { handler(self); handled = true }
        return handled
    }

    /// The width the item takes in a bar (flexible spaces: 0, they share what is left): the
    /// custom view's, an explicit ``width``, a title's width in the 17 pt bar font (semibold for
    /// `.done`), or 30 for images and symbol system items. An OpenStoryboard addition.
    public var naturalWidth: CGFloat {
        if systemItem == .flexibleSpace { return 0 }
        if systemItem == .fixedSpace { return max(0, width) }
        if width > 0 { return width }
        if let customView {
            let intrinsic = customView.intrinsicContentSize.width
            return intrinsic >= 0 ? intrinsic : customView.frame.width
        }
        if let title, image == nil {
            let font: UIFont = style == .done
                ? .systemFont(ofSize: StandardViewMetrics.barButtonFontSize, weight: .semibold)
                : .systemFont(ofSize: StandardViewMetrics.barButtonFontSize)
            return TextMeasurement.current.width(of: title, font: font).rounded(.up)
        }
        return StandardViewMetrics.barImageItemWidth
    }
}

extension UIBarButtonItem {
    /// The styles (UIKit's raw values; `bordered` is iOS 7's deprecated alias of plain).
    public enum Style: Int, Sendable, CaseIterable {
        case plain = 0, bordered, done
    }

    /// The standard items (UIKit's raw values).
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The title of the items that show text (English).
        var standardTitle: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The system symbol UIKit's icon for the item looks like (drawn by renderers with our
        /// glyphs); `nil` for items that show text, spaces and the page curl. An OpenStoryboard
        /// addition.
        public var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .close: "xmark.circle.fill"
            default: nil
            }
        }
    }
}
