@testable import AdaptiveKit
import Foundation
import Testing

/// Subclasses written as on iOS: a view or controller with its own initializer must provide
/// UIKit's `required init?(coder:)`, and may call `super.init(coder:)`.
@MainActor
final class TitledCardView: UIView {
    let title: String

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
final class CoderBadgeView: UIView {
    var count = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        count = 1
    }
}

/// A subclass with no initializers of its own inherits both.
@MainActor
final class PlainCoderView: UIView {}

@MainActor
final class ItemViewController: UIViewController {
    let item: String

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
final class ArchivedViewController: UIViewController {
    var decoded = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        decoded = true
    }
}

@MainActor
@Suite("init?(coder:) is UIKit's required initializer")
struct CoderInitializerTests {
    @Test("typical subclasses compile as on iOS, and init(coder:) is callable through the metatype")
    func subclasses() throws {
        #expect(TitledCardView(title: "a").title == "a")
        let badge = try #require(CoderBadgeView(coder: AppearanceProxyCoder()))
        #expect(badge.count == 1 && badge.frame == .zero)
        let types: [UIView.Type] = [PlainCoderView.self, CoderBadgeView.self, UILabel.self, UIStackView.self, UIWindow.self]
        for type in types {
            let view = try #require(type.init(coder: AppearanceProxyCoder()))
            #expect(Swift.type(of: view) == type)
        }
        #expect(UIStackView(coder: AppearanceProxyCoder()).axis == .horizontal)
        let controllerTypes: [UIViewController.Type] = [ArchivedViewController.self, UINavigationController.self, UISplitViewController.self, UITabBarController.self, UITableViewController.self]
        for type in controllerTypes {
            let controller = try #require(type.init(coder: AppearanceProxyCoder()))
            #expect(Swift.type(of: controller) == type)
            #expect(controller.view != nil)
        }
        #expect((ArchivedViewController(coder: AppearanceProxyCoder()))?.decoded == true)
        #expect(ItemViewController(item: "x").item == "x")
        #expect((UISplitViewController(coder: AppearanceProxyCoder()))?.style == .unspecified)
    }
}
