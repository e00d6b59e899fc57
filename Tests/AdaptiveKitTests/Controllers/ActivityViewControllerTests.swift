@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Share sheets")
struct ActivityViewControllerTests {
    /// An app's own activity, as iOS code defines one.
    final class Favourite: UIActivity {
        var items: [Any] = []
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.favourite") }
        override var activityTitle: String? { "Add to Favourites" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
        override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
        override func perform() { activityDidFinish(true) }
    }

    @Test("Copy puts the items on the pasteboard; an app's activity is prepared and performed; the handler hears the choice after the dismissal")
    func sharing() throws {
        let screen = UIViewController()
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let link = try #require(URL(string: "https://example.com/photo"))
        var results: [String] = []
        func share(_ items: [Any], activities: [UIActivity]? = nil) -> UIActivityViewController {
            let sheet = UIActivityViewController(activityItems: items, applicationActivities: activities)
            sheet.completionWithItemsHandler = { type, completed, _, _ in
                results.append("\(type?.rawValue ?? "none") \(completed) presented: \(screen.presentedViewController != nil)")
            }
            screen.present(sheet, animated: true)
            return sheet
        }
        _ = share(["Hello"])
        #expect(!screen.view.isHidden, "the presenter stays under the sheet")
        try window.tap(try #require(window.button(titled: "Copy")))
        #expect(UIPasteboard.general.string == "Hello")
        #expect(results == ["com.apple.UIKit.activity.CopyToPasteboard true presented: false"])

        let favourite = Favourite()
        _ = share([link], activities: [favourite])
        try window.tap(try #require(window.button(titled: "Add to Favourites")))
        #expect(favourite.items.first as? URL == link)
        #expect(results.last == "com.example.favourite true presented: false")

        let sheet = share(["Hello"])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        sheet.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(window.button(titled: "Copy") == nil)
        try window.tap(try #require(window.button(titled: "Close")))
        #expect(results.last == "none false presented: false")
    }

    @Test("on an iPad the sheet is a popover that needs a source")
    func popoverOnIPad() throws {
        let screen = UIViewController()
        let window = UIWindow(device: try Device.named("iPad (10th generation)"), orientation: .portrait)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        screen.present(sheet, animated: false)
        #expect(screen.presentedViewController == nil)
        sheet.popoverPresentationController?.sourceView = screen.view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 10, height: 10)
        screen.present(sheet, animated: false)
        #expect(screen.presentedViewController === sheet)
        #expect(sheet.view.frame.width == 320)
    }
}
