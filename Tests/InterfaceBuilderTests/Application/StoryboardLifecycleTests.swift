import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// A storyboard controller's life in UIKit's order: instantiated, `awakeFromNib`, `prepare(for:sender:)`,
/// its view loaded on first use (`loadView`, outlets, the views' `awakeFromNib`), `viewDidLoad`, appearance.
@MainActor
@Suite("Storyboard controller lifecycle (golden logs)")
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
