import Foundation

/// A view a collection view reuses (cells, headers, footers).
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view by.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view made by the appearance system or by a collection view's class registration; the
    /// identifier comes from a ``UICollectionViewCell/RegistrationCoder``.
    public required init?(coder: NSCoder) {
        reuseIdentifier = (coder as? UICollectionViewCell.RegistrationCoder)?.reuseIdentifier
        super.init(frame: .zero)
    }

    /// Called before the view is handed out again.
    open func prepareForReuse() {}
}

extension UICollectionReusableView: UIAppearanceProxyInitializable {}

/// An item of a collection view: a content view for its subviews.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; add custom subviews to it.
    /// The content shown through a configuration (iOS 14): its view fills the content view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configurationView = contentView.showContentConfiguration(contentConfiguration, replacing: configurationView) }
    }
    private var configurationView: (UIView & UIContentView)?

    public let contentView = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The storyboard segues drawn from the cell's prototype (see `StoryboardSegueTriggers`).
    package var storyboardSegueTriggers: StoryboardSegueTriggers?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content while selected.
    open var selectedBackgroundView: UIView?

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// The coder a collection view passes to `init?(coder:)` of a registered cell class.
    public final class RegistrationCoder: ValuelessCoder {
        public let reuseIdentifier: String?

        init(reuseIdentifier: String?) {
            self.reuseIdentifier = reuseIdentifier
        }

    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != frame { contentView.frame = frame }
    }
}
