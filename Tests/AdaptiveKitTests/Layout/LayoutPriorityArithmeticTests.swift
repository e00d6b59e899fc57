import AdaptiveKit
import Foundation
import Testing

/// The arithmetic UIKit's Swift overlay gives `UILayoutPriority` (`_UIKitNumericRawRepresentable`).
@Suite("UILayoutPriority arithmetic")
struct LayoutPriorityArithmeticTests {
    @Test("priorities add and subtract Float values, compare, and differ by a Float")
    func arithmetic() {
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
        #expect(UILayoutPriority.defaultHigh + 10 == UILayoutPriority(rawValue: 760))
        #expect(1 + UILayoutPriority.defaultLow == UILayoutPriority(251))
        #expect(UILayoutPriority.required - UILayoutPriority.defaultHigh == 250)
        var priority = UILayoutPriority.defaultLow
        priority += 5
        priority -= 1
        #expect(priority.rawValue == 254)
        #expect(UILayoutPriority.required - 1 < .required)
        #expect(UILayoutPriority.defaultHigh + 1 > .defaultHigh)
        #expect([UILayoutPriority.required, .defaultLow, .defaultHigh].sorted() == [.defaultLow, .defaultHigh, .required])
        #expect(UIFont.Weight.bold - 0.1 < .bold)
    }

    @MainActor
    @Test("a constraint at required − 1 loses to a required one and beats defaultHigh + 10")
    func inConstraints() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.makeKeyAndVisible()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let almost = view.widthAnchor.constraint(equalToConstant: 100)
        almost.priority = .required - 1
        let high = view.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh + 10
        NSLayoutConstraint.activate([almost, high, view.heightAnchor.constraint(equalToConstant: 10),
                                     view.topAnchor.constraint(equalTo: window.topAnchor), view.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
        window.layoutIfNeeded()
        #expect(view.frame.width == 100)
        #expect(almost.priority.rawValue == 999)
    }
}
