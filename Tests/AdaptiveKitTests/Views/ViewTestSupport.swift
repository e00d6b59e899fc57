@testable import AdaptiveKit
import Foundation

/// A measurer with round numbers: every character is half an em wide, the ascender is 0.8 em,
/// the descender −0.2 em, so a line is exactly the point size high.
struct FixedTextMeasurer: TextMeasuring {
    func lineMetrics(for font: UIFont) -> TextLineMetrics {
        TextLineMetrics(ascender: font.pointSize * 0.8, descender: font.pointSize * -0.2)
    }

    func width(of text: String, font: UIFont) -> CGFloat {
        CGFloat(text.count) * font.pointSize / 2
    }
}

@MainActor
enum ViewFixtures {
    /// A window on a catalog device, shown.
    static func window(_ device: String = "iPhone 8", _ orientation: UIInterfaceOrientation = .portrait) throws -> UIWindow {
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        window.makeKeyAndVisible()
        return window
    }

    /// Adds `view` to `superview` for Auto Layout.
    @discardableResult
    static func add<View: UIView>(_ view: View, to superview: UIView) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }
}
