import Foundation

/// Something constraints can refer to: a view or a layout guide. Each has a rectangle in the
/// layout engine (four variables: minX, minY, width, height).
@MainActor
protocol LayoutItem: AnyObject {
    /// The view that owns the item: the view itself, or the view a guide was added to.
    var layoutOwnerView: UIView? { get }
    /// A short name for descriptions: `UILabel:0x…` or `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`.
    var layoutItemDescription: String { get }
}

/// A short, stable-per-object address for descriptions, in UIKit's `0x…` style.
func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
