import Foundation

/// A rectangle in a view's layout that is not a view: constraints can refer to it like a view.
///
/// Add it with `UIView.addLayoutGuide(_:)`; its `layoutFrame` (in the owning view's
/// coordinates) is known after layout. Views also have system guides: `safeAreaLayoutGuide`,
/// `layoutMarginsGuide`, `readableContentGuide`.
@MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// The view the guide was added to.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier: String = ""

    /// Which system guide this is, if it is one.
    let systemRole: SystemRole?

    /// The guide's rectangle in the owning view's coordinates, as the last layout solved it.
    var storedLayoutFrame: CGRect = .zero

    public override init() {
        systemRole = nil
        super.init()
    }

    init(systemRole: SystemRole, owningView: UIView) {
        self.systemRole = systemRole
        self.owningView = owningView
        super.init()
        identifier = systemRole.identifier
    }

    /// The guide's rectangle in the owning view's coordinates.
    open var layoutFrame: CGRect {
        owningView?.layoutIfNeededForReading()
        return storedLayoutFrame
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    var layoutOwnerView: UIView? { owningView }

    var layoutItemDescription: String {
        "UILayoutGuide:\(objectAddress(self))" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }

    nonisolated open override var description: String {
        describedOnMainActor({ guideDescription }, otherwise: { "<\(type(of: self)):\(objectAddress(self))>" })
    }

    private var guideDescription: String {
        "<UILayoutGuide: \(objectAddress(self)) - \(storedLayoutFrame), layoutFrame = \(storedLayoutFrame), owningView = \(owningView.map { "<\(type(of: $0)): \(objectAddress($0))>" } ?? "nil")>"
    }

    /// The system guides every view has.
    enum SystemRole: Equatable {
        case safeArea, layoutMargins, readableContent
        /// A view controller's `topLayoutGuide` / `bottomLayoutGuide` (iOS 7–10).
        case topLayoutSupport, bottomLayoutSupport
        /// A view's `keyboardLayoutGuide` (iOS 15).
        case keyboard

        var identifier: String {
            switch self {
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .topLayoutSupport: "_UILayoutGuide-top"
            case .bottomLayoutSupport: "_UILayoutGuide-bottom"
            case .keyboard: "UIKeyboardLayoutGuide"
            }
        }
    }
}
