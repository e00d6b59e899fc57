import Foundation

/// The base of menu items: ``UIAction`` and ``UIMenu``.
@MainActor
open class UIMenuElement: NSObject {
    /// The checkmark state of an item (UIKit's raw values).
    public enum State: Int, Sendable, CaseIterable {
        case off = 0, on, mixed
    }

    var storedTitle: String
    var storedImage: UIImage?

    init(title: String, image: UIImage?) {
        self.storedTitle = title
        self.storedImage = image
        super.init()
    }

    /// The title.
    open var title: String { storedTitle }
    /// A second line under the title.
    open var subtitle: String?
    /// The image.
    open var image: UIImage? { storedImage }
}

/// A menu: a title and children (actions and submenus), shown by a bar button item that has
/// one (``UIBarButtonItem/menu``).
///
/// The headless host shows a menu by recording it on the window
/// (``UIWindow/presentedMenu``); the driver chooses an item by title
/// (``UIWindow/chooseMenuItem(titled:)``), which performs the action as a tap on iOS does.
@MainActor
open class UIMenu: UIMenuElement {
    /// A name for a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows (UIKit's raw values).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown inside its parent, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Its actions form one choice (one is on).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// How the menu shows.
    public let options: Options
    /// The items, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The visible actions of the menu and its submenus, depth first. An OpenStoryboard addition.
    public var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (element as? UIMenu)?.allActions ?? []
        }
    }
}
