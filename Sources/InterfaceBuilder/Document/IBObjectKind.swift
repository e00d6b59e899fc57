/// The kind of an Interface Builder object: its element name (`viewController`, `label`,
/// `tableViewCell`, …). Kinds the project has no constant for are still representable.
public struct IBObjectKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }

    // Controllers
    public static let viewController: IBObjectKind = "viewController"
    public static let navigationController: IBObjectKind = "navigationController"
    public static let splitViewController: IBObjectKind = "splitViewController"
    public static let tableViewController: IBObjectKind = "tableViewController"
    public static let tabBarController: IBObjectKind = "tabBarController"
    public static let collectionViewController: IBObjectKind = "collectionViewController"
    public static let pageViewController: IBObjectKind = "pageViewController"
    public static let hostingController: IBObjectKind = "hostingController"
    public static let avPlayerViewController: IBObjectKind = "avPlayerViewController"
    public static let glkViewController: IBObjectKind = "glkViewController"
    /// A storyboard reference (`storyboardName`, `referencedIdentifier`).
    public static let viewControllerPlaceholder: IBObjectKind = "viewControllerPlaceholder"

    // Placeholders and other scene members
    /// File's Owner (`-1`), First Responder (`-2`) and the storyboard's first responder.
    public static let placeholder: IBObjectKind = "placeholder"
    /// A scene's unwind exit.
    public static let exit: IBObjectKind = "exit"
    public static let customObject: IBObjectKind = "customObject"

    // Views
    public static let view: IBObjectKind = "view"
    public static let label: IBObjectKind = "label"
    public static let button: IBObjectKind = "button"
    public static let imageView: IBObjectKind = "imageView"
    public static let textField: IBObjectKind = "textField"
    public static let textView: IBObjectKind = "textView"
    public static let `switch`: IBObjectKind = "switch"
    public static let slider: IBObjectKind = "slider"
    public static let segmentedControl: IBObjectKind = "segmentedControl"
    public static let stackView: IBObjectKind = "stackView"
    public static let scrollView: IBObjectKind = "scrollView"
    public static let tableView: IBObjectKind = "tableView"
    public static let tableViewCell: IBObjectKind = "tableViewCell"
    public static let tableViewCellContentView: IBObjectKind = "tableViewCellContentView"
    public static let collectionView: IBObjectKind = "collectionView"
    public static let collectionViewCell: IBObjectKind = "collectionViewCell"
    public static let collectionViewCellContentView: IBObjectKind = "collectionViewCellContentView"
    public static let collectionReusableView: IBObjectKind = "collectionReusableView"
    public static let navigationBar: IBObjectKind = "navigationBar"
    public static let toolbar: IBObjectKind = "toolbar"
    public static let tabBar: IBObjectKind = "tabBar"
    public static let searchBar: IBObjectKind = "searchBar"
    public static let activityIndicatorView: IBObjectKind = "activityIndicatorView"
    public static let progressView: IBObjectKind = "progressView"
    public static let stepper: IBObjectKind = "stepper"
    public static let pageControl: IBObjectKind = "pageControl"
    public static let pickerView: IBObjectKind = "pickerView"
    public static let datePicker: IBObjectKind = "datePicker"
    public static let containerView: IBObjectKind = "containerView"
    public static let visualEffectView: IBObjectKind = "visualEffectView"
    public static let webView: IBObjectKind = "webView"
    public static let wkWebView: IBObjectKind = "wkWebView"
    public static let mapView: IBObjectKind = "mapView"

    // Items and other non-view objects
    public static let navigationItem: IBObjectKind = "navigationItem"
    public static let barButtonItem: IBObjectKind = "barButtonItem"
    public static let tabBarItem: IBObjectKind = "tabBarItem"
    public static let tableViewSection: IBObjectKind = "tableViewSection"
    public static let collectionViewFlowLayout: IBObjectKind = "collectionViewFlowLayout"
    public static let tapGestureRecognizer: IBObjectKind = "tapGestureRecognizer"
    public static let panGestureRecognizer: IBObjectKind = "panGestureRecognizer"
    public static let pinchGestureRecognizer: IBObjectKind = "pinchGestureRecognizer"
    public static let searchDisplayController: IBObjectKind = "searchDisplayController"

    /// The controller kinds.
    public static let controllers: Set<IBObjectKind> = [
        .viewController, .navigationController, .splitViewController, .tableViewController, .tabBarController,
        .collectionViewController, .pageViewController, .hostingController, .avPlayerViewController,
        .glkViewController, .viewControllerPlaceholder,
    ]

    /// The kinds that are not views (items, layouts, gesture recognizers, placeholders).
    public static let nonViews: Set<IBObjectKind> = controllers.union([
        .placeholder, .exit, .customObject, .navigationItem, .barButtonItem, .tabBarItem, .tableViewSection,
        .collectionViewFlowLayout, .tapGestureRecognizer, .panGestureRecognizer, .pinchGestureRecognizer,
        .searchDisplayController, "swipeGestureRecognizer", "longPressGestureRecognizer", "rotationGestureRecognizer",
        "screenEdgePanGestureRecognizer", "pongPressGestureRecognizer", "collectionViewLayout", "keyCommand",
        "refreshControl", "segment", "navigationBarAppearance",
    ])

    /// Whether the kind is a view controller (or a storyboard reference to one).
    public var isController: Bool { Self.controllers.contains(self) }

    /// Whether the kind is a view (a `UIView` subclass).
    public var isView: Bool { !Self.nonViews.contains(self) }

    /// The UIKit class Interface Builder instantiates for the kind (`UILabel` for `label`),
    /// `nil` when the project does not know it.
    public var uiKitClassName: String? { Self.classNames[rawValue] }

    private static let classNames: [String: String] = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "splitViewController": "UISplitViewController", "tableViewController": "UITableViewController",
        "tabBarController": "UITabBarController", "collectionViewController": "UICollectionViewController",
        "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
        "viewControllerPlaceholder": "UIStoryboardReference", "customObject": "NSObject",
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "segmentedControl": "UISegmentedControl", "stackView": "UIStackView", "scrollView": "UIScrollView",
        "tableView": "UITableView", "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionViewCellContentView": "UICollectionViewCellContentView",
        "collectionReusableView": "UICollectionReusableView", "navigationBar": "UINavigationBar",
        "toolbar": "UIToolbar", "tabBar": "UITabBar", "searchBar": "UISearchBar",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView", "stepper": "UIStepper",
        "pageControl": "UIPageControl", "pickerView": "UIPickerView", "datePicker": "UIDatePicker",
        "containerView": "UIView", "visualEffectView": "UIVisualEffectView", "webView": "UIWebView",
        "wkWebView": "WKWebView", "mapView": "MKMapView", "navigationItem": "UINavigationItem",
        "barButtonItem": "UIBarButtonItem", "tabBarItem": "UITabBarItem",
        "collectionViewFlowLayout": "UICollectionViewFlowLayout", "tapGestureRecognizer": "UITapGestureRecognizer",
        "panGestureRecognizer": "UIPanGestureRecognizer", "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "searchDisplayController": "UISearchDisplayController", "refreshControl": "UIRefreshControl",
        "glkView": "GLKView", "mtkView": "MTKView", "sceneKitView": "SCNView", "skView": "SKView",
        "arscnView": "ARSCNView", "arskView": "ARSKView",
    ]
}
