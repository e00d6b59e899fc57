@testable import AdaptiveKit
import Foundation

/// A view with a fixed intrinsic content size, like a label with known text.
final class IntrinsicView: UIView {
    var intrinsic: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        intrinsic = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var intrinsicContentSize: CGSize { intrinsic }
}

@MainActor
enum LayoutFixtures {
    /// A window on a catalog device, laid out.
    static func window(_ device: String = "iPhone 8", _ orientation: UIInterfaceOrientation = .portrait) throws -> UIWindow {
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        window.makeKeyAndVisible()
        return window
    }

    /// A view that uses Auto Layout, added to `superview`.
    static func constrainedView(in superview: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }
}
