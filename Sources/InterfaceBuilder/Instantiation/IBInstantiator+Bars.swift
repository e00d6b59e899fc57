import AdaptiveKit
import Foundation

/// Bar button items of navigation items and toolbars, and the standard styles of table view
/// cells (Basic, Right Detail, Left Detail, Subtitle), as UIKit makes them from a document.
extension IBInstantiator {
    /// Gives a controller's navigation item the document's bar button items (`leftBarButtonItem`,
    /// `rightBarButtonItem`, `<leftBarButtonItems>`, `<rightBarButtonItems>`, `backBarButtonItem`)
    /// and its prompt.
    func configureBarItems(of item: UINavigationItem, from object: IBObject) {
        var left: [UIBarButtonItem] = [], right: [UIBarButtonItem] = []
        for child in object.children where child.kind == .barButtonItem {
            let made = makeBarButtonItem(child)
            switch child.key {
            case "leftBarButtonItem": left.append(made)
            case "rightBarButtonItem": right.append(made)
            case "backBarButtonItem": item.backBarButtonItem = made
            default:
                // Items of a `<leftBarButtonItems>` / `<rightBarButtonItems>` collection.
                if object.element.firstElement(named: "leftBarButtonItems")?.elements.contains(where: { $0.id == child.id }) == true {
                    left.append(made)
                } else {
                    right.append(made)
                }
            }
        }
        if !left.isEmpty { item.leftBarButtonItems = left }
        if !right.isEmpty { item.rightBarButtonItems = right }
        if let prompt = object.attribute("prompt") { item.prompt = prompt }
    }

    /// Gives a controller the document's `<tabBarItem key="tabBarItem">`: a system item, or a
    /// title and image.
    func configureTabBarItem(of controller: UIViewController, from object: IBObject) {
        guard let itemObject = object.children.first(where: { $0.kind == .tabBarItem && ($0.key == nil || $0.key == "tabBarItem") }) else { return }
        controller.tabBarItem = makeTabBarItem(itemObject)
    }

    /// Gives a controller the attributes inspector's Extend Edges: `<extendedEdge
    /// key="edgesForExtendedLayout" top="YES" bottom="YES"/>` lists the edges kept (Xcode writes
    /// the element only when Under Top Bars or Under Bottom Bars is unchecked; without it, every
    /// edge), and Under Opaque Bars is `extendedLayoutIncludesOpaqueBars="YES"`.
    func configureExtendedLayout(of controller: UIViewController, from object: IBObject) {
        controller.edgesForExtendedLayout = Self.edgesForExtendedLayout(of: object)
        controller.extendedLayoutIncludesOpaqueBars = Self.extendedLayoutIncludesOpaqueBars(of: object)
    }

    /// The edges a document's controller extends its layout to (every edge without an
    /// `<extendedEdge key="edgesForExtendedLayout">`).
    static func edgesForExtendedLayout(of object: IBObject) -> UIRectEdge {
        guard let element = object.element.firstElement(named: "extendedEdge", key: "edgesForExtendedLayout") else { return .all }
        var edges: UIRectEdge = []
        for (name, edge) in [("top", UIRectEdge.top), ("left", .left), ("bottom", .bottom), ("right", .right)] where element[name] == "YES" {
            edges.insert(edge)
        }
        return edges
    }

    /// Whether a document's controller extends its layout under opaque bars too.
    static func extendedLayoutIncludesOpaqueBars(of object: IBObject) -> Bool {
        object.attribute("extendedLayoutIncludesOpaqueBars") == "YES"
    }

    /// A bar's appearance from the document: Bar Tint (`<color key="barTintColor">`), Style
    /// (`barStyle="black"`), Translucent, a navigation bar's Title and Large Title text
    /// attributes (`<textAttributes key="titleTextAttributes">`: font and colour), and the iOS 13
    /// appearances (`<navigationBarAppearance key="standardAppearance">`: background and shadow
    /// colours, title attributes). For bars placed
    /// in views and for the bars of navigation and tab bar controllers (with their Tint, which
    /// `configure(_:from:)` sets on placed bars: `tint` true).
    static func configureBarAppearance(_ bar: UIView, from object: IBObject, tint: Bool = false, color: (IBColor?) -> UIColor?) {
        if tint, let tintColor = color(object.tintColor) { bar.tintColor = tintColor }
        let barTint = color(object.colors["barTintColor"])
        let style = IBValueConversions.enumCase(UIBarStyle.self, named: object.attribute("barStyle"))
        let translucent = object.attribute("translucent").map { $0 != "NO" }
        func converted(_ written: IBTextAttributes?) -> [NSAttributedString.Key: Any]? {
            guard let written else { return nil }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = written.font.flatMap(IBValueConversions.font) { attributes[.font] = font }
            if let textColor = color(written.textColor) { attributes[.foregroundColor] = textColor }
            return attributes.isEmpty ? nil : attributes
        }
        func attributes(_ key: String) -> [NSAttributedString.Key: Any]? { converted(object.textAttributes[key]) }
        // iOS 13 appearances: the default background with the document's colours over it.
        func appearance<Appearance: UIBarAppearance>(_ key: String, _ made: Appearance) -> Appearance? {
            guard let written = object.barAppearances[key] else { return nil }
            if let background = color(written.backgroundColor) { made.backgroundColor = background }
            if let shadow = color(written.shadowColor) { made.shadowColor = shadow }
            if let navigation = made as? UINavigationBarAppearance {
                if let title = converted(written.textAttributes["titleTextAttributes"]) { navigation.titleTextAttributes = title }
                if let large = converted(written.textAttributes["largeTitleTextAttributes"]) { navigation.largeTitleTextAttributes = large }
            }
            return made
        }
        switch bar {
        case let navigationBar as UINavigationBar:
            if let barTint { navigationBar.barTintColor = barTint }
            if let style { navigationBar.barStyle = style }
            if let translucent { navigationBar.isTranslucent = translucent }
            if let title = attributes("titleTextAttributes") { navigationBar.titleTextAttributes = title }
            if let large = attributes("largeTitleTextAttributes") { navigationBar.largeTitleTextAttributes = large }
            if let standard = appearance("standardAppearance", UINavigationBarAppearance()) { navigationBar.standardAppearance = standard }
            if let compact = appearance("compactAppearance", UINavigationBarAppearance()) { navigationBar.compactAppearance = compact }
            if let edge = appearance("scrollEdgeAppearance", UINavigationBarAppearance()) { navigationBar.scrollEdgeAppearance = edge }
            if let edge = appearance("compactScrollEdgeAppearance", UINavigationBarAppearance()) { navigationBar.compactScrollEdgeAppearance = edge }
        case let toolbar as UIToolbar:
            if let barTint { toolbar.barTintColor = barTint }
            if let style { toolbar.barStyle = style }
            if let translucent { toolbar.isTranslucent = translucent }
            if let standard = appearance("standardAppearance", UIToolbarAppearance()) { toolbar.standardAppearance = standard }
            if let compact = appearance("compactAppearance", UIToolbarAppearance()) { toolbar.compactAppearance = compact }
            if let edge = appearance("scrollEdgeAppearance", UIToolbarAppearance()) { toolbar.scrollEdgeAppearance = edge }
        case let tabBar as UITabBar:
            if let barTint { tabBar.barTintColor = barTint }
            if let style { tabBar.barStyle = style }
            if let translucent { tabBar.isTranslucent = translucent }
            if let standard = appearance("standardAppearance", UITabBarAppearance()) { tabBar.standardAppearance = standard }
            if let edge = appearance("scrollEdgeAppearance", UITabBarAppearance()) { tabBar.scrollEdgeAppearance = edge }
        default:
            break
        }
    }

    /// Gives a navigation controller its document's navigation bar and toolbar as they look
    /// (``configureBarAppearance(_:from:tint:color:)``).
    static func configureContainerBars(of navigation: UINavigationController, from object: IBObject, color: (IBColor?) -> UIColor?) {
        for child in object.children {
            if child.kind == .navigationBar, child.key == "navigationBar" {
                configureBarAppearance(navigation.navigationBar, from: child, tint: true, color: color)
            }
            if child.kind == .toolbar, child.key == "toolbar", let toolbar = navigation.toolbar {
                configureBarAppearance(toolbar, from: child, tint: true, color: color)
            }
        }
    }

    /// Gives a tab bar controller its document's tab bar as it looks.
    static func configureContainerBars(of tabs: UITabBarController, from object: IBObject, color: (IBColor?) -> UIColor?) {
        if let bar = object.children.first(where: { $0.kind == .tabBar && $0.key == "tabBar" }) {
            configureBarAppearance(tabs.tabBar, from: bar, tint: true, color: color)
        }
    }

    /// Gives a tab bar placed in a view the items of its `<items>` (none selected, as UIKit
    /// decodes them).
    func configureTabBarItems(of tabBar: UITabBar, from object: IBObject) {
        let items = object.children.filter { $0.kind == .tabBarItem }.map(makeTabBarItem)
        if !items.isEmpty { tabBar.items = items }
    }

    /// Gives a tab bar the document's item positioning: `itemPositioning` (`fill`, `centered`;
    /// none is `automatic`), `itemWidth` and `itemSpacing` (points; none is 0, the system's). For a
    /// tab bar placed in a view and for a tab bar controller's `<tabBar key="tabBar">`.
    func configureTabBarPositioning(of tabBar: UITabBar, from object: IBObject) {
        if let positioning = IBValueConversions.enumCase(UITabBar.ItemPositioning.self, named: object.attribute("itemPositioning")) {
            tabBar.itemPositioning = positioning
        }
        if let width = object.attribute("itemWidth").flatMap(Double.init) { tabBar.itemWidth = CGFloat(width) }
        if let spacing = object.attribute("itemSpacing").flatMap(Double.init) { tabBar.itemSpacing = CGFloat(spacing) }
    }

    /// A tab bar item: a system item, or a title and image (a system symbol too).
    func makeTabBarItem(_ itemObject: IBObject) -> UITabBarItem {
        let item: UITabBarItem
        if let system = IBValueConversions.enumCase(UITabBarItem.SystemItem.self, named: itemObject.attribute("systemItem")) {
            item = UITabBarItem(tabBarSystemItem: system, tag: itemObject.tag)
        } else {
            let image = documentImage(of: itemObject, fallback: "the tab shows a placeholder")
            item = UITabBarItem(title: itemObject.attribute("title"), image: image, tag: itemObject.tag)
        }
        objects[itemObject.id] = item
        return item
    }

    /// Gives a controller the items of its `<toolbarItems>`, which a navigation controller's
    /// toolbar shows while the controller is its top.
    func configureToolbarItems(of controller: UIViewController, from object: IBObject) {
        guard let list = object.element.firstElement(named: "toolbarItems") else { return }
        let ids = Set(list.elements.compactMap(\.id))
        let items = object.children.filter { $0.kind == .barButtonItem && ids.contains($0.id) }.map(makeBarButtonItem)
        if !items.isEmpty { controller.toolbarItems = items }
    }

    /// Gives a toolbar the items of its `<items>`.
    func configureToolbarItems(of toolbar: UIToolbar, from object: IBObject) {
        let items = object.children.filter { $0.kind == .barButtonItem }.map(makeBarButtonItem)
        if !items.isEmpty { toolbar.items = items }
    }

    /// A bar button item: a system item, or a title and image (from the bundle's images or asset
    /// catalogs, or a system symbol; an item whose symbol OpenStoryboard does not draw shows its
    /// title, or else the symbol's name), style, width and whether it is enabled.
    func makeBarButtonItem(_ object: IBObject) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let system = IBValueConversions.enumCase(UIBarButtonItem.SystemItem.self, named: object.attribute("systemItem")) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem()
            item.title = object.attribute("title")
            item.image = documentImage(of: object, fallback: "the item shows its title or the symbol's name")
            if item.title == nil, item.image == nil, let name = object.attribute("image") {
                // An unknown system symbol: its name says what it shows.
                item.title = name
            }
        }
        if object.attribute("enabled") == "NO" { item.isEnabled = false }
        if let style = IBValueConversions.enumCase(UIBarButtonItem.Style.self, named: object.attribute("style")) { item.style = style }
        if let width = object.attribute("width").flatMap(Double.init) { item.width = CGFloat(width) }
        configureAccessibility(item, from: object)
        objects[object.id] = item
        return item
    }

    /// The standard style of a cell (`style="IBUITableViewCellStyleSubtitle"`…).
    static func cellStyle(_ object: IBObject) -> UITableViewCell.CellStyle {
        switch object.attribute("style") {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

    /// A cell of a standard style shows the document's title, detail and image through its own
    /// `textLabel`, `detailTextLabel` and `imageView`, laid out by the cell as UIKit does: the
    /// document's labels give their text, font, colour and alignment, and leave the content view.
    /// When the layout must reproduce Xcode's stored frames (``Options/intrinsicSizesFromDocument``),
    /// only the ones without a stored frame (Xcode 6 left them to the cell) are adopted.
    func adoptStandardContent(of cell: UITableViewCell, from object: IBObject) {
        guard object.attribute("style") != nil else { return }
        func frameless(_ id: String) -> Bool {
            !options.intrinsicSizesFromDocument || (object.object(withID: id).map { $0.frame == nil } ?? false)
        }
        func adopt(_ id: String?, into label: @autoclosure () -> UILabel?) {
            guard let id, frameless(id), let source = objects[id] as? UILabel, let label = label() else { return }
            label.text = source.text
            label.font = source.font
            if let color = source.textColor { label.textColor = color }
            if source.textAlignment != .natural, source.textAlignment != .left { label.textAlignment = source.textAlignment }
            label.numberOfLines = source.numberOfLines
            source.removeFromSuperview()
        }
        adopt(object.attribute("textLabel"), into: cell.textLabel)
        adopt(object.attribute("detailTextLabel"), into: cell.detailTextLabel)
        if let id = object.attribute("imageView"), frameless(id), let source = objects[id] as? UIImageView {
            if let image = source.image { cell.imageView?.image = image }
            source.removeFromSuperview()
        }
    }
}
