import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// Launching app delegates as `UIApplicationMain` does, on chosen devices.
@MainActor
@Suite("Application launch", .isolatedClassRegistry)
struct ApplicationLaunchTests {
    @Test("golden log: a storyboard app's launch on an iPhone, in iOS's order; it comes up on the master list")
    func storyboardLaunchOnIPhone() throws {
        let log = CallbackLog()
        AppFixtures.register(log: log)
        let delegate = MasterDetailAppDelegate(log: log)
        let application = try UIApplication.launch(delegate: delegate, device: try Device.named("iPhone 15"), bundle: AppFixtures.masterDetail)
        #expect(log.lines == [
            "Master awakeFromNib (view loaded: false)",
            "Detail awakeFromNib (view loaded: false, label: false)",
            "willFinishLaunching (root: UISplitViewController)",
            "didFinishLaunching (key: false, collapsed: false)",
            // makeKeyAndVisible(): the split view decides now, with the delegate set; the
            // primary's view loads as the split view takes the secondary out, before asking.
            "Master viewDidLoad",
            "collapseSecondary",
            "Master viewWillAppear",
            "Master viewDidAppear",
            "applicationDidBecomeActive (state: active)",
        ])
        let split = try #require(delegate.window?.rootViewController as? UISplitViewController)
        #expect(split.isCollapsed)
        let master = try #require(split.viewControllers.first as? UINavigationController)
        #expect(master.topViewController is MasterViewController)
        #expect(master.viewControllers.count == 1)
        #expect(application === UIApplication.shared)
        #expect(application.keyWindow === delegate.window)
        #expect(application.windows.contains { $0 === delegate.window })
        #expect(application.launchConfiguration?.mainStoryboardName == "Main")
        #expect(application.launchConfiguration?.launchStoryboardName == "LaunchScreen")
    }

    @Test("the same app on an iPad: expanded, the list beside the empty detail")
    func storyboardLaunchOnIPad() throws {
        let log = CallbackLog()
        AppFixtures.register(log: log)
        let delegate = MasterDetailAppDelegate(log: log)
        try UIApplication.launch(delegate: delegate, device: try Device.named("iPad Pro (11-inch) (4th generation)"), orientation: .landscapeLeft, bundle: AppFixtures.masterDetail)
        let split = try #require(delegate.window?.rootViewController as? UISplitViewController)
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2)
        #expect(!log.lines.contains("collapseSecondary"))
        let detail = try #require((split.viewControllers.last as? UINavigationController)?.topViewController as? DetailViewController)
        #expect(detail.detailLabel?.text == "Nothing selected")
    }

    @Test("UIWindow() takes the launched device's screen bounds; UIScreen.main is that screen")
    func windowTakesMainScreenBounds() throws {
        let delegate = CodeAppDelegate()
        let device = try Device.named("iPad Pro (11-inch) (4th generation)")
        try UIApplication.launch(delegate: delegate, device: device, orientation: .landscapeLeft, bundle: AppFixtures.code)
        let window = try #require(delegate.window)
        #expect(UIScreen.main.device.name == device.name)
        #expect(window.bounds == UIScreen.main.bounds)
        #expect(window.bounds.size == device.size(for: .landscapeLeft))
        #expect(window.isKeyWindow)
        #expect(window.rootViewController?.traitCollection.horizontalSizeClass == .regular)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.name == device.name)
    }

    @Test("an app without a main storyboard makes its window in didFinishLaunching; the host does not make one")
    func codeAppMakesItsOwnWindow() throws {
        let delegate = CodeAppDelegate()
        let application = try UIApplication.launch(delegate: delegate, device: try Device.named("iPhone 15"), bundle: AppFixtures.code)
        #expect(delegate.windowAtWillFinish == false)
        #expect(application.windows.count == 1)
        #expect(application.keyWindow === delegate.window)
        #expect(application.launchConfiguration?.mainStoryboardName == nil)
        #expect(application.launchConfiguration?.launchStoryboardName == "LaunchScreen")
        #expect(delegate.receivedOptions?[.url] as? URL == nil)
    }

    @Test("launch options reach the delegate; relaunching replaces the shared application")
    func relaunch() throws {
        let first = CodeAppDelegate()
        let url = URL(string: "app://open")!
        let firstApp = try UIApplication.launch(delegate: first, device: try Device.named("iPhone 15"), bundle: AppFixtures.code, launchOptions: [.url: url])
        #expect(first.receivedOptions?[.url] as? URL == url)
        let second = CodeAppDelegate()
        let secondApp = try UIApplication.launch(delegate: second, device: try Device.named("iPhone SE (3rd generation)"), bundle: AppFixtures.code)
        #expect(firstApp !== secondApp)
        #expect(UIApplication.shared === secondApp)
        #expect(secondApp.windows.count == 1)
        #expect(second.window?.bounds.size == CGSize(width: 375, height: 667))
    }

    @Test("the responder chain ends as in UIKit: view → controller → window → application → delegate")
    func responderChainEndsAtTheDelegate() throws {
        let delegate = CodeAppDelegate()
        let application = try UIApplication.launch(delegate: delegate, device: try Device.named("iPhone 15"), bundle: AppFixtures.code)
        let controller = try #require(delegate.window?.rootViewController)
        let label = UILabel()
        controller.view.addSubview(label)
        var chain: [String] = []
        var responder: UIResponder? = label
        while let current = responder {
            chain.append("\(type(of: current))")
            responder = current.next
        }
        #expect(chain == ["UILabel", "UIView", "UIViewController", "UIWindow", "UIApplication", "CodeAppDelegate"])
        #expect(application.next === delegate)
    }

    @Test("the iOS 13 idiom: the key window found through connectedScenes")
    func keyWindowThroughScenes() throws {
        let delegate = CodeAppDelegate()
        let application = try UIApplication.launch(delegate: delegate, device: try Device.named("iPhone 15"), bundle: AppFixtures.code)
        let key = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first { $0.isKeyWindow }
        #expect(key === delegate.window)
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.keyWindow === delegate.window)
        #expect(delegate.window?.windowScene === scene)
        #expect(scene.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("a delegate without a window property: the host keeps and shows the storyboard's window")
    func delegateWithoutWindow() throws {
        final class WindowlessDelegate: UIApplicationDelegate {}
        AppFixtures.register(log: CallbackLog())
        let application = try UIApplication.launch(delegate: WindowlessDelegate(), device: try Device.named("iPhone 15"), bundle: AppFixtures.masterDetail)
        let window = try #require(application.keyWindow)
        #expect(window.rootViewController is UISplitViewController)
        #expect(window.bounds == UIScreen.main.bounds)
        #expect(application.next == nil, "the delegate is not a responder")
    }

    @Test("a main storyboard Info.plist names but the bundle lacks stops the launch with the reason")
    func missingStoryboard() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = try PropertyListSerialization.data(fromPropertyList: ["UIMainStoryboardFile": "Missing"], format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent("Info.plist"))
        #expect(throws: InstantiationError.self) {
            try UIApplication.launch(delegate: CodeAppDelegate(), device: try Device.named("iPhone 15"), bundle: Bundle(path: folder.path))
        }
    }

    @Test("the controller tree a headless main() prints")
    func controllerTree() throws {
        let log = CallbackLog()
        AppFixtures.register(log: log)
        let application = try UIApplication.launch(delegate: MasterDetailAppDelegate(log: log), device: try Device.named("iPhone 15"), bundle: AppFixtures.masterDetail)
        #expect(application.controllerTreeDescription == """
            UIWindow 393×852 key
              UISplitViewController 393×852
                UINavigationController 393×852
                  MasterViewController "Items" 393×852

            """)
    }
}

/// A delegate that makes its window in code, as apps without a main storyboard do.
final class CodeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var windowAtWillFinish: Bool?
    var receivedOptions: [UIApplication.LaunchOptionsKey: Any]?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        windowAtWillFinish = window != nil
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        receivedOptions = launchOptions
        let window = UIWindow()
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
