import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The fixture apps' bundles (folders under `Tests/InterfaceBuilderTests/Fixtures`) and the
/// classes their storyboards name, logging what UIKit calls on them.
@MainActor
enum AppFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// `MasterDetailApp`: `Info.plist` naming `Main` (in `Base.lproj`): a split view, a master
    /// list and a detail screen with an outlet and a badge view; strings in `Base.lproj` and `fr.lproj`.
    static var masterDetail: Bundle { Bundle(path: folder.appendingPathComponent("MasterDetailApp").path)! }

    /// `CodeApp`: an `Info.plist` without a main storyboard.
    static var code: Bundle { Bundle(path: folder.appendingPathComponent("CodeApp").path)! }

    /// Registers the fixture classes, each writing to `log`.
    static func register(log: CallbackLog) {
        UIStoryboard.register(forClassNamed: "MasterViewController") { MasterViewController(log: log) }
        UIStoryboard.register(forClassNamed: "DetailViewController") { DetailViewController(log: log) }
        IBClassRegistry.register(viewNamed: "BadgeView") { BadgeView(frame: $0, log: log) }
    }
}

/// A shared log the fixtures write to.
@MainActor
final class CallbackLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

/// The master list: hands the chosen item to the detail in `prepare(for:sender:)`.
final class MasterViewController: UIViewController {
    let log: CallbackLog
    var chosenItem = "Apple"

    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    /// A document naming this class in another test's storyboard makes it this way (the tests'
    /// module is searched for custom classes once an app of theirs was launched).
    required init?(coder: NSCoder) {
        log = CallbackLog()
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.add("Master awakeFromNib (view loaded: \(isViewLoaded))")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.add("Master viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("Master viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("Master viewDidAppear")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.add("Master prepare(for: \(segue.identifier ?? "-"))")
        let destination = (segue.destination as? UINavigationController)?.topViewController ?? segue.destination
        if let detail = destination as? DetailViewController {
            log.add("  destination view loaded: \(detail.isViewLoaded)")
            detail.item = chosenItem
        }
    }
}

/// The detail screen: shows its model in its label from `viewDidLoad()`.
class DetailViewController: UIViewController, IBOutletSettable {
    let log: CallbackLog
    var item: String?
    var detailLabel: UILabel?

    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    /// A document naming this class in another test's storyboard makes it this way (the tests'
    /// module is searched for custom classes once an app of theirs was launched).
    required init?(coder: NSCoder) {
        log = CallbackLog()
        super.init(coder: coder)
    }

    func setOutlet(_ name: String, to value: AnyObject) -> Bool {
        guard name == "detailLabel", let label = value as? UILabel else { return false }
        log.add("Detail outlet detailLabel")
        detailLabel = label
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.add("Detail awakeFromNib (view loaded: \(isViewLoaded), label: \(detailLabel != nil))")
    }

    override func loadView() {
        log.add("Detail loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let item { detailLabel?.text = item }
        log.add("Detail viewDidLoad (item: \(item ?? "nil"), label: \(detailLabel != nil))")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("Detail viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("Detail viewDidAppear")
    }
}

/// A view of the detail scene with an outlet of its own.
final class BadgeView: UIView, IBOutletSettable {
    let log: CallbackLog
    var label: UILabel?

    init(frame: CGRect, log: CallbackLog) {
        self.log = log
        super.init(frame: frame)
    }

    /// A document naming this class in another test's storyboard makes it this way (the tests'
    /// module is searched for custom classes once an app of theirs was launched).
    required init?(coder: NSCoder) {
        log = CallbackLog()
        super.init(coder: coder)
    }

    func setOutlet(_ name: String, to value: AnyObject) -> Bool {
        guard name == "label", let label = value as? UILabel else { return false }
        self.label = label
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.add("Badge awakeFromNib (label: \(label != nil))")
    }
}

/// An app delegate that logs its launch and, like most master-detail apps, becomes the split
/// view's delegate in `didFinishLaunching` and keeps the list on top when collapsing.
final class MasterDetailAppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
    let log: CallbackLog
    var window: UIWindow?

    init(log: CallbackLog) {
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) {
        log = CallbackLog()
        super.init(coder: coder)
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.add("willFinishLaunching (root: \(window?.rootViewController.map { "\(type(of: $0))" } ?? "none"))")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let split = window?.rootViewController as? UISplitViewController
        log.add("didFinishLaunching (key: \(window?.isKeyWindow == true), collapsed: \(split?.isCollapsed == true))")
        split?.delegate = self
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        log.add("applicationDidBecomeActive (state: \(application.applicationState == .active ? "active" : "inactive"))")
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        log.add("collapseSecondary")
        return true
    }
}
