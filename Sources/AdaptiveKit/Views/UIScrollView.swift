import Foundation

/// A view that scrolls its content: ``contentOffset`` is the origin of its bounds, and
/// ``contentSize`` the extent of what it scrolls over.
///
/// ## Layout guides
/// ``frameLayoutGuide`` is pinned to the scroll view's frame (its edges equal the scroll view's,
/// required). ``contentLayoutGuide``'s top-left corner is the content's origin (it moves with
/// ``contentOffset``), and its size is tied to ``contentSize`` by weak (priority 1) width and
/// height constraints, so content constrained to its edges decides it; after each layout the
/// scroll view sets ``contentSize`` to the guide's size. Without such constraints the guide
/// follows the ``contentSize`` set in code. Constraints from subviews to the scroll view's own
/// edges are measured from its visible rectangle here (UIKit measures them from the content):
/// use the guides. A controller's `topLayoutGuide` and `bottomLayoutGuide` on a scroll view root
/// are at the content's edges, as UIKit's are.
@MainActor
open class UIScrollView: UIView {
    /// A scroll view clips its content to its bounds (`clipsToBounds` is on by default, as in
    /// UIKit; documents say so with `clipsSubviews="YES"`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        clipsToBounds = true
    }

    /// Receives scrolling events (a table or collection view's delegate is one too).
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Content

    /// The size of the content.
    open var contentSize: CGSize = .zero {
        didSet {
            nonAppearanceSetter("contentSize")
            guard oldValue != contentSize else { return }
            contentSizeConstraints?.width.constant = contentSize.width
            contentSizeConstraints?.height.constant = contentSize.height
        }
    }

    /// The point of the content at the top-left corner of the scroll view (the bounds' origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets the content offset (no animation in the headless host).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let originChanged = newValue.origin != super.bounds.origin
            super.bounds = newValue
            if originChanged {
                contentOriginConstraints?.left.constant = -newValue.origin.x
                contentOriginConstraints?.top.constant = -newValue.origin.y
                setNeedsLayout()
                delegate?.scrollViewDidScroll(self)
            }
        }
    }

    /// The top inset the content offset rests at (UIKit starts the content below the bars).
    private var restingTopInset: CGFloat = 0

    /// When the top inset changed while the content rested at its top, the content moves to rest
    /// at the new top inset, so rows start below a navigation bar as in UIKit.
    private func keepContentAtRestingTop() {
        let top = contentInset.top + (contentInsetAdjustmentBehavior == .never ? 0 : layoutState.safeAreaInsets.top)
        if contentOffset.y == -restingTopInset, top != restingTopInset {
            contentOffset = CGPoint(x: contentOffset.x, y: -top)
        }
        restingTopInset = top
    }

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { nonAppearanceSetter("contentInset") }
    }

    /// How the safe area adds to ``contentInset``.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The control a user pulls down to refresh the content (iOS 10): a subview in the 60 points
    /// above the content, as wide as the scroll view.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl {
                refreshControl.frame = CGRect(x: 0, y: -60, width: bounds.width, height: 60)
                refreshControl.autoresizingMask = [.flexibleWidth]
                addSubview(refreshControl)
            }
        }
    }

    /// ``contentInset`` plus the safe-area insets the behaviour asks for: `.always` all edges;
    /// `.never` none; `.scrollableAxes` the edges of axes that scroll (content larger than the
    /// bounds, or bouncing always); `.automatic` like `.scrollableAxes` but the top and bottom
    /// always (UIKit's rule for scroll views of controllers in navigation controllers, taken for
    /// all here).
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var vertical = false, horizontal = false
        let scrollsVertically = alwaysBounceVertical || contentSize.height > bounds.height
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > bounds.width
        switch contentInsetAdjustmentBehavior {
        case .always: vertical = true; horizontal = true
        case .never: break
        case .scrollableAxes: vertical = scrollsVertically; horizontal = scrollsHorizontally
        case .automatic: vertical = true; horizontal = scrollsHorizontally
        }
        var insets = contentInset
        if vertical { insets.top += safe.top; insets.bottom += safe.bottom }
        if horizontal { insets.left += safe.left; insets.right += safe.right }
        return insets
    }

    /// Whether the user can scroll.
    open var isScrollEnabled = true {
        didSet { scrollEnabledDidChange() }
    }
    func scrollEnabledDidChange() {}
    /// Whether the content bounces past its edges.
    open var bounces = true
    /// Whether vertical bouncing happens even when the content is shorter than the bounds.
    open var alwaysBounceVertical = false
    /// Whether horizontal bouncing happens even when the content is narrower than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops at multiples of the bounds.
    open var isPagingEnabled = false
    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' insets.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    /// The smallest and largest zoom scales, and the current one (no zooming in the host).
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1

    // MARK: Layout guides

    private var storedContentLayoutGuide: UILayoutGuide?
    private var storedFrameLayoutGuide: UILayoutGuide?
    private var contentOriginConstraints: (left: NSLayoutConstraint, top: NSLayoutConstraint)?
    private var contentSizeConstraints: (width: NSLayoutConstraint, height: NSLayoutConstraint)?

    /// The guide whose edges are the content's: constrain content to it to define
    /// ``contentSize``.
    open var contentLayoutGuide: UILayoutGuide {
        if let storedContentLayoutGuide { return storedContentLayoutGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(guide)
        let left = guide.leftAnchor.constraint(equalTo: leftAnchor, constant: -contentOffset.x)
        let top = guide.topAnchor.constraint(equalTo: topAnchor, constant: -contentOffset.y)
        let width = guide.widthAnchor.constraint(equalToConstant: contentSize.width)
        let height = guide.heightAnchor.constraint(equalToConstant: contentSize.height)
        width.priority = UILayoutPriority(1)
        height.priority = UILayoutPriority(1)
        NSLayoutConstraint.activate([left, top, width, height])
        contentOriginConstraints = (left, top)
        contentSizeConstraints = (width, height)
        storedContentLayoutGuide = guide
        return guide
    }

    /// The guide pinned to the scroll view's frame (it does not scroll).
    open var frameLayoutGuide: UILayoutGuide {
        if let storedFrameLayoutGuide { return storedFrameLayoutGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: leftAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor),
            guide.widthAnchor.constraint(equalTo: widthAnchor),
            guide.heightAnchor.constraint(equalTo: heightAnchor),
        ])
        storedFrameLayoutGuide = guide
        return guide
    }

    /// Applies the solved frames, then takes ``contentSize`` from the content layout guide.
    open override func layoutSubviews() {
        super.layoutSubviews()
        keepContentAtRestingTop()
        if let guide = storedContentLayoutGuide {
            let size = guide.storedLayoutFrame.size
            if size != contentSize { contentSize = size }
        }
    }
}

extension UIScrollView: UIAppearanceProxyInitializable {}

extension UIScrollView {
    /// Whether constraints from views inside this scroll view to its edges are to its content
    /// (its ``contentLayoutGuide``): every scroll view but table views and text views, which lay
    /// out their own content (cells, text) and set ``contentSize`` themselves.
    package var scrollsConstrainedContent: Bool { !(self is UITableView) && !(self is UITextView) }
}

extension UIScrollView {
    /// How the safe area adds to the content inset (UIKit's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable {
        case automatic = 0, scrollableAxes, never, always
    }
}

/// Receives a scroll view's events (all optional).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
    /// Whether the view sizes its scrollable content itself, whatever constraints say: table,
    /// collection and text views. An OpenStoryboard addition.
    public var sizesItsOwnContent: Bool { self is UITableView || self is UICollectionView || self is UITextView }

    /// Which dimensions of the scrollable content (`"width"`, `"height"`) the constraints leave
    /// free: the size of ``contentLayoutGuide``, asked with the scroll view held where it is and
    /// without the weak constraints that tie the guide to ``contentSize`` (Xcode's "Scrollable
    /// Content Size Ambiguity"). Empty for a scroll view whose content guide nothing uses (its
    /// content size is set in code), and for table, collection and text views, which size their
    /// content themselves. An OpenStoryboard addition.
    public var ambiguousContentSizeAttributes: [String] {
        guard !sizesItsOwnContent,
              let guide = storedContentLayoutGuide, let sizeConstraints = contentSizeConstraints else { return [] }
        layoutIfNeededForReading()
        guard let engine = layoutEngineForLayout() else { return [] }
        NSLayoutConstraint.deactivate([sizeConstraints.width, sizeConstraints.height])
        defer { NSLayoutConstraint.activate([sizeConstraints.width, sizeConstraints.height]) }
        return engine.ambiguousAttributes(of: guide, relativeTo: self).filter { $0 == "width" || $0 == "height" }
    }
}
