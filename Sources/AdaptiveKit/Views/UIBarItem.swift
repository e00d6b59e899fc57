import Foundation

/// The base of items shown in bars: a title, an image, a tag.
@MainActor
open class UIBarItem: NSObject {
    public override init() {
        super.init()
    }

    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The image shown in landscape on phones (compact height).
    open var landscapeImagePhone: UIImage?
    /// Insets of the image.
    open var imageInsets: UIEdgeInsets = .zero
    /// Whether the item can be used.
    open var isEnabled = true
    /// An integer that identifies the item.
    open var tag = 0
}
