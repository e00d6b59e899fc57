import Foundation

/// A view that shows an image.
///
/// It shows the variant of its image's ``UIImage/imageAsset`` that matches its trait collection
/// (size classes, appearance, scale…) and switches — updating its intrinsic size — when its
/// traits change, as UIKit does. Its intrinsic size is the shown image's size in points
/// (``UIView/noIntrinsicMetric`` on both axes without an image).
@MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// An image view sized to the image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        updateDisplayedImage()
    }

    /// An image view with an image and a highlighted image, sized to the image.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        updateDisplayedImage()
    }

    /// The image (setting it does not resize the view; its intrinsic size follows).
    open var image: UIImage? {
        didSet { nonAppearanceSetter("image"); if oldValue !== image { updateDisplayedImage() } }
    }

    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage? {
        didSet { nonAppearanceSetter("highlightedImage"); if oldValue !== highlightedImage { updateDisplayedImage() } }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet { nonAppearanceSetter("isHighlighted"); if oldValue != isHighlighted { updateDisplayedImage() } }
    }

    /// The configuration applied on top of a symbol image's own (iOS 13); it does not change
    /// other images.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { nonAppearanceSetter("preferredSymbolConfiguration"); if oldValue != preferredSymbolConfiguration { updateDisplayedImage() } }
    }

    /// The image drawn now: the variant of the (highlighted) image's asset for the view's traits,
    /// or the image itself outside a window or without an asset. An OpenStoryboard addition.
    public private(set) var displayedImage: UIImage?

    private func updateDisplayedImage() {
        let base = isHighlighted ? (highlightedImage ?? image) : image
        var resolved = base
        if let base, let asset = base.imageAsset, window != nil {
            var variant = asset.image(with: traitCollection)
            // The variant keeps the rendering mode given to the image (`withRenderingMode(_:)`).
            if variant.renderingMode != base.renderingMode { variant = variant.withRenderingMode(base.renderingMode) }
            if variant.size != .zero || base.size == .zero { resolved = variant }
        }
        if let preferred = preferredSymbolConfiguration, let symbol = resolved, symbol.isSymbolImage {
            resolved = symbol.withConfiguration(preferred)
        }
        let oldSize = displayedImage?.size
        displayedImage = resolved
        if oldSize != resolved?.size { invalidateIntrinsicContentSize() }
    }

    open override var intrinsicContentSize: CGSize {
        // A missing image's placeholder without a recorded size measures as no image.
        guard let displayedImage, !displayedImage.isSizelessPlaceholder else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return displayedImage.size
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateDisplayedImage()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateDisplayedImage()
    }

    // MARK: Accessibility and events

    override var defaultIsAccessibilityElement: Bool { image != nil }
}

extension UIImageView: UIAppearanceProxyInitializable {}
