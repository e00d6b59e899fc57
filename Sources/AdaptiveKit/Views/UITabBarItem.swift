import Foundation

/// An item of a tab bar: a title, an image and a selected image, a badge.
@MainActor
open class UITabBarItem: UIBarItem {
    public override init() {
        super.init()
    }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A standard item (its title comes from the system item).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.standardTitle
        self.tag = tag
    }

    /// The image while selected (the image, tinted, by default).
    open var selectedImage: UIImage?
    /// The badge text.
    open var badgeValue: String?
    /// The badge colour.
    open var badgeColor: UIColor?
    /// The system item the item was made from, if any. An OpenStoryboard addition.
    public private(set) var systemItem: SystemItem?
}

extension UITabBarItem {
    /// The standard items (UIKit's raw values).
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var standardTitle: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The system symbol UIKit's icon for the item looks like (drawn by renderers with our
        /// glyphs). An OpenStoryboard addition.
        public var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock.fill"
            case .contacts: "person.circle.fill"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle.fill"
            case .mostViewed: "list.bullet"
            }
        }
    }
}
