@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Small API gaps: navigation bar hiding, NSIndexPath")
struct SmallPresentationGapsTests {
    @Test("setNavigationBarHidden hides the bar and the content's safe area loses it; showing it gives it back")
    func navigationBarHidden() throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(content.view.safeAreaInsets.top == 64)
        navigation.setNavigationBarHidden(true, animated: true)
        window.layoutIfNeeded()
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
        #expect(content.view.safeAreaInsets.top == 20, "only the status bar")
        navigation.setNavigationBarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 64)
    }

    @Test("NSIndexPath has UIKit's row, section and item")
    func nsIndexPath() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        #expect(NSIndexPath(item: 7, section: 0).item == 7)
    }
}
