import Foundation

/// A button in a navigation bar or a toolbar: a title, an image, a system item, a custom view or
/// a space.
///
/// The target and action are recorded (Linux has no Objective-C runtime to send them; tools
/// read them as connections).
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
