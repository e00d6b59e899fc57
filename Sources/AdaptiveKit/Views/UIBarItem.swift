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

    /// A short label for VoiceOver and UI tests (the title when not set).
    open var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? title }
        set { storedAccessibilityLabel = newValue }
    }
    private var storedAccessibilityLabel: String?
    /// A string that identifies the item in UI tests.
    open var accessibilityIdentifier: String?
    /// What pressing the item does, for VoiceOver.
    open var accessibilityHint: String?
    /// The item's value, for VoiceOver.
    open var accessibilityValue: String?
    /// Whether the item is an accessibility element (`true`).
    open var isAccessibilityElement = true
    /// The traits (`.button` for bar button items).
    open var accessibilityTraits: UIAccessibilityTraits = .button
}
