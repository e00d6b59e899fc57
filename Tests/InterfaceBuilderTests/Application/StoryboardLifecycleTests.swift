import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A storyboard controller's life in UIKit's order: instantiated, `awakeFromNib`, `prepare(for:sender:)`,
/// its view loaded on first use (`loadView`, outlets, the views' `awakeFromNib`), `viewDidLoad`, appearance.
@MainActor
@Suite("Storyboard controller lifecycle (golden logs)", .isolatedClassRegistry)
struct StoryboardLifecycleTests {
    private func storyboard(_ log: CallbackLog) throws -> UIStoryboard {
        AppFixtures.register(log: log)
        return try UIStoryboard.load(name: "Main", bundle: AppFixtures.masterDetail)
    }

    @Test("a showDetail segue: the detail has its model in viewDidLoad, outlets connected when its view loads")
    func segueLifecycle() throws {
        let log = CallbackLog()
        let storyboard = try storyboard(log)
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        let window = UIWindow(device: try Device.named("iPad Pro (11-inch) (4th generation)"), orientation: .landscapeLeft)
        window.rootViewController = split
        window.makeKeyAndVisible()
        let master = try #require((split.viewControllers.first as? UINavigationController)?.topViewController as? MasterViewController)
        log.lines = []
        master.chosenItem = "Pear"
        master.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(log.lines == [
            "Detail awakeFromNib (view loaded: false, label: false)",
            "Master prepare(for: showDetail)",
            "  destination view loaded: false",
            "Detail loadView",
            "Detail outlet detailLabel",
            "Badge awakeFromNib (label: true)",
            "Detail viewDidLoad (item: Pear, label: true)",
            "Detail viewWillAppear",
            "Detail viewDidAppear",
        ])
        let detail = try #require((split.viewControllers.last as? UINavigationController)?.topViewController as? DetailViewController)
        #expect(detail.detailLabel?.text == "Pear")
    }

    @Test("instantiation makes the controllers and their relationship children, without their views")
    func instantiationIsLazy() throws {
        let log = CallbackLog()
        let split = try #require(try storyboard(log).instantiateInitialViewController() as? UISplitViewController)
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        let master = try #require(navigation.viewControllers.first as? MasterViewController)
        #expect(!master.isViewLoaded)
        #expect(log.lines == ["Master awakeFromNib (view loaded: false)", "Detail awakeFromNib (view loaded: false, label: false)"])
        _ = master.view
        #expect(log.lines.last == "Master viewDidLoad")
        #expect(master.view.subviews.contains { $0 is UIButton })
    }

    @Test("a subclass that overrides loadView without super gets its own view; the scene's views are not made")
    func loadViewOverride() throws {
        let log = CallbackLog()
        AppFixtures.register(log: log)
        UIStoryboard.register(forClassNamed: "DetailViewController") { OwnViewDetailController(log: log) }
        let storyboard = try UIStoryboard.load(name: "Main", bundle: AppFixtures.masterDetail)
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        let detail = try #require((split.viewControllers.last as? UINavigationController)?.topViewController as? OwnViewDetailController)
        log.lines = []
        _ = detail.view
        #expect(detail.view is UILabel)
        #expect((detail.view as? UILabel)?.text == "made in code")
        #expect(detail.detailLabel == nil)
        #expect(log.lines == ["Detail viewDidLoad (item: nil, label: false)"])
    }
}

extension StoryboardLifecycleTests {
    /// A container scene with a container view embedding a child scene.
    static let embedding = TestSupport.storyboard(scenes: """
            <scene sceneID="par-sc-000">
                <objects>
                    <viewController id="par-vc-000" customClass="ParentController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="par-vw-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="par-cv-000">
                                    <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                    <connections>
                                        <segue destination="chd-vc-000" kind="embed" identifier="embedChild" id="par-sg-001"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="chd-sc-000">
                <objects>
                    <viewController id="chd-vc-000" customClass="ChildController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="chd-vw-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """, extraRoot: " initialViewController=\"par-vc-000\"")

    @Test("golden log: an embed segue is performed when the container's view loads, prepare before the container's viewDidLoad")
    func embedLifecycle() throws {
        let log = CallbackLog()
        UIStoryboard.register(forClassNamed: "ParentController") { LoggingController("Parent", log) }
        UIStoryboard.register(forClassNamed: "ChildController") { LoggingController("Child", log) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("embed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Embed.storyboard")
        try Self.embedding.write(to: url, atomically: true, encoding: .utf8)
        let parent = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController())
        log.add("-- instantiated")
        let window = UIWindow(device: try Device.named("iPhone SE (3rd generation)"))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(log.lines == [
            "Parent awakeFromNib",
            "-- instantiated",
            "Child awakeFromNib",
            "Parent prepare(for: embedChild) → Child",
            "Child viewDidLoad",
            "Parent viewDidLoad",
            "Parent viewWillAppear",
            "Child viewWillAppear",
            "Parent viewDidAppear",
            "Child viewDidAppear",
        ])
        #expect(parent.children.first?.view.superview?.frame == CGRect(x: 0, y: 100, width: 375, height: 200))
    }

    @Test("a nib's views get awakeFromNib once their outlets are connected", .requiresSharedFolder)
    func nibAwakeFromNib() throws {
        final class AwakeCell: UITableViewCell, IBOutletSettable {
            var nameLabel: UILabel?
            var labelAtAwake: Bool?
            func setOutlet(_ name: String, to value: AnyObject) -> Bool {
                guard name == "nameLabel" else { return name == "colorLabel" }
                nameLabel = value as? UILabel
                return true
            }
            override func awakeFromNib() {
                super.awakeFromNib()
                labelAtAwake = nameLabel != nil
            }
        }
        IBClassRegistry.register(viewNamed: "NameAndColorCell") { _ in AwakeCell(style: .default, reuseIdentifier: "CellTableIdentifier") }
        let bundle = try #require(Bundle(path: Corpus.folder.path))
        let cell = try #require(UINib(nibName: "061_apress1_NameAndColorCell", bundle: bundle).instantiate(withOwner: nil).first as? AwakeCell)
        #expect(cell.labelAtAwake == true)
    }
}

/// A storyboard controller that logs its life.
final class LoggingController: UIViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, _ log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    /// A document naming this class in another test's storyboard makes it this way (the tests'
    /// module is searched for custom classes once an app of theirs was launched).
    required init?(coder: NSCoder) {
        name = "decoded"
        log = CallbackLog()
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.add("\(name) awakeFromNib")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.add("\(name) prepare(for: \(segue.identifier ?? "-")) → \((segue.destination as? LoggingController)?.name ?? "?")")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.add("\(name) viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name) viewDidAppear")
    }
}

/// A detail controller that makes its view in code.
final class OwnViewDetailController: DetailViewController {
    override func loadView() {
        let label = UILabel()
        label.text = "made in code"
        view = label
    }

    override func viewDidLoad() {
        let text = (view as? UILabel)?.text
        super.viewDidLoad()
        (view as? UILabel)?.text = text
    }
}
