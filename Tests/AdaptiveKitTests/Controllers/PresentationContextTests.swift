@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Presentation contexts")
struct PresentationContextTests {
    @Test("current-context styles cover only the controller that defines the context")
    func currentContext() throws {
        let window = UIWindow(device: try Device.named("iPad Air 2"), orientation: .landscapeLeft)
        let split = UISplitViewController()
        let master = UIViewController(), detail = UIViewController()
        detail.definesPresentationContext = true
        split.viewControllers = [master, detail]
        window.rootViewController = split
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .overCurrentContext
        detail.present(sheet, animated: false)
        #expect(sheet.presentingViewController === detail)
        #expect(sheet.view.frame == CGRect(x: 320.5, y: 0, width: 703.5, height: 768))
        #expect(!detail.view.isHidden, "over-current-context keeps the presenter visible")
        sheet.dismiss(animated: false)
        let covering = UIViewController()
        covering.modalPresentationStyle = .currentContext
        detail.present(covering, animated: false)
        #expect(covering.view.frame.minX == 320.5)
        #expect(detail.view.isHidden)
        #expect(!master.view.isHidden, "the rest of the split view stays")
    }
}
