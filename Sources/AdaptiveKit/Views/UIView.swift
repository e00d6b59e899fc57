import Foundation

/// A rectangular area of the interface: the node of the view tree that layout, traits and
/// drawing work on.
///
/// Geometry is UIKit's: `bounds`, `center` and `transform` are stored, `frame` is derived from
/// them (the bounding box of the transformed bounds). Views inherit their trait collection from their superview, or from the
/// view controller that owns them.
@MainActor
open class UIView: UIResponder, UITraitEnvironment {
    // MARK: Stored state

    var storedBounds: CGRect
    var storedCenter: CGPoint
    /// The transform about the centre (`UIView+Transform.swift`).
    var storedTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    weak var storedSuperview: UIView?
    var storedSubviews: [UIView] = [] {
        didSet { noteHierarchyChange() }
    }
    weak var storedWindow: UIWindow?

    /// The view controller whose `view` this is (set by the controller); it supplies this view's
    /// traits and is its next responder.
    weak var owningViewController: UIResponder? {
        // (Layout engines measure a view's safe area with its controller's insets.)
        didSet {
            noteHierarchyChange()
            layoutState.isControllerRoot = owningViewController != nil
        }
    }

    var cachedTraitCollection: UITraitCollection?
    /// What the appearance system did to this view (`AppearanceRegistry`), made on first need.
    var appearanceState: AppearanceRegistry.ViewState?
    /// Registrations of `registerForTraitChanges`, made on first use (few views have any).
    var traitChangeObservers: TraitChangeObservers {
        if let existingTraitChangeObservers { return existingTraitChangeObservers }
        let observers = TraitChangeObservers()
        existingTraitChangeObservers = observers
        return observers
    }
    private(set) var existingTraitChangeObservers: TraitChangeObservers?
    var storedTraitOverrides = UITraitOverrides()

    /// The view's layer: corner radius, border, masking and shadow.
    public let layer = CALayer()

    /// Everything Auto Layout keeps per view (constraints, guides, margins, priorities, engine).
    let layoutState = ViewLayoutState()

    /// Tells this view and every view above it that the tree below them changed (layout engines
    /// rooted at any of them make their trees again; engines of other trees are not disturbed).
    final func noteHierarchyChange() {
        var view: UIView? = self
        while let current = view {
            current.layoutState.subtreeGeneration &+= 1
            view = current.storedSuperview
        }
    }

    /// Tells this view and every view above it that an engine wrote this view's safe-area
    /// insets (an engine rooted above learns that values it left may have changed).
    final func noteSafeAreaInsetsWrite() {
        var view: UIView? = self
        while let current = view {
            current.layoutState.subtreeSafeAreaWrites &+= 1
            view = current.storedSuperview
        }
    }

    // MARK: Creating views

    /// A view with the given frame in its superview's coordinates.
    public init(frame: CGRect) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
        layer.view = self
    }

    /// A view made from an archive: UIKit's required initializer (`NSCoding`), so that subclasses
    /// declare it as on iOS (`required init?(coder: NSCoder)`, often `fatalError()` in views made
    /// only in code). There are no archives on this platform; the coder is not read, and the view
    /// starts with a zero frame. Table and collection views make registered cells with it, and the
    /// appearance system makes proxies of ``UIAppearanceProxyInitializable`` classes with it.
    public required init?(coder: NSCoder) {
        storedBounds = .zero
        storedCenter = .zero
        super.init()
        layer.view = self
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Prepares the view after a storyboard or nib made it: called on every view the document
    /// makes, once all the outlets of that load are connected. The base implementation does
    /// nothing; override it and call `super`.
    open func awakeFromNib() {}

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates: with a `transform`, the smallest
    /// rectangle that holds the transformed bounds (UIKit calls the value undefined then; this is
    /// what its layer reports). Setting it under a transform keeps the transform and changes `center` (and, for a
    /// transform that only scales, the bounds' size) so that reading it gives the new value back.
    open var frame: CGRect {
        get {
            storedTransform.isIdentity ? untransformedFrame : transformedFrame
        }
        set {
            if storedTransform.isIdentity {
                setFrameFromLayout(newValue)
            } else {
                setFrameUnderTransform(newValue)
            }
            frameWasSetFromCode()
        }
    }

    /// The frame without the transform: the bounds' size around the centre. This is the rectangle
    /// Auto Layout and autoresizing work with.
    var untransformedFrame: CGRect {
        CGRect(
            x: storedCenter.x - storedBounds.width / 2,
            y: storedCenter.y - storedBounds.height / 2,
            width: storedBounds.width,
            height: storedBounds.height
        )
    }

    /// Sets the frame as layout does: no new autoresizing reference is taken.
    func setFrameFromLayout(_ newValue: CGRect) {
        let standardized = newValue.standardized
        let sizeChanged = standardized.size != storedBounds.size
        storedBounds.size = standardized.size
        storedCenter = CGPoint(x: standardized.midX, y: standardized.midY)
        if sizeChanged { setNeedsLayout() }
    }

    /// Code moved or resized the view: its autoresizing mask is now relative to this frame.
    func frameWasSetFromCode() {
        captureAutoresizingReference()
        let root = rootView
        if let engine = root.existingLayoutEngine, engine.frameDidChange(for: self) {
            root.setNeedsLayout()
        }
    }

    /// The view's rectangle in its own coordinates: the origin is the scroll offset of its content.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let sizeChanged = newValue.size != storedBounds.size
            let originChanged = newValue.origin != storedBounds.origin
            storedBounds = newValue
            if sizeChanged || originChanged {
                if sizeChanged { setNeedsLayout() }
                frameWasSetFromCode()
                if originChanged, let engine = rootView.existingLayoutEngine {
                    // Subviews' positions are relative to the bounds origin (scrolling).
                    for subview in storedSubviews { engine.frameDidChange(for: subview) }
                }
            }
        }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            storedCenter = newValue
            frameWasSetFromCode()
        }
    }

    /// The transform applied to the view about its centre (Core Animation's anchor point 0.5, 0.5),
    /// relative to its superview. Setting it changes `frame` (the bounding box of the transformed
    /// bounds), not `bounds` or `center`; Auto Layout keeps laying out `bounds` and `center` as if
    /// there were none, coordinate conversion and drawing follow it. See `UIView+Transform.swift`.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue }
    }

    // MARK: Appearance

    /// Whether the view (and its subviews) is hidden. A hidden arranged subview leaves its stack
    /// view's layout.
    open var isHidden = false {
        didSet {
            if oldValue != isHidden { (storedSuperview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self) }
        }
    }
    /// The opacity, 0 to 1.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// The fill colour of the view's bounds (`nil`: transparent).
    open var backgroundColor: UIColor?

    /// The tint colour set on this view; `nil` to inherit the superview's.
    var storedTintColor: UIColor?

    /// The colour controls use for their active parts: this view's own, else the nearest
    /// ancestor's, else the system tint (`UIColor.tintColor`, system blue).
    open var tintColor: UIColor! {
        get {
            var current: UIView? = self
            while let view = current {
                if let color = view.storedTintColor { return color }
                current = view.storedSuperview
            }
            return UIColor.tintColor
        }
        set {
            storedTintColor = newValue
            forEachViewInSubtree { $0.tintColorDidChange() }
        }
    }

    /// Called when the tint colour this view uses changes.
    open func tintColorDidChange() {}

    /// An integer that identifies the view (see `viewWithTag(_:)`).
    open var tag = 0
    /// How the view lays out its content when its bounds change.
    open var contentMode: ContentMode = .scaleToFill
    /// How the view resizes when its superview's bounds change (see
    /// `translatesAutoresizingMaskIntoConstraints`).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view's autoresizing mask becomes constraints. True for views made in code.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            // The view's autoresizing constraints come or go: a view already in a tree's engine
            // has its system constraints made again.
            if oldValue == false { captureAutoresizingReference() }
            rootView.existingLayoutEngine?.markStructureChanged()
            rootView.setNeedsLayout()
            setNeedsLayout()
        }
    }
    /// Whether the view is laid out left-to-right or right-to-left regardless of the language.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard oldValue != semanticContentAttribute else { return }
            updateTraitCollectionsInSubtree()
            rootView.existingLayoutEngine?.markStructureChanged()
            rootView.setNeedsLayout()
        }
    }

    /// The layout direction this view uses: forced by `semanticContentAttribute`, otherwise the
    /// trait collection's layout direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    open override var next: UIResponder? {
        owningViewController ?? storedSuperview
    }

    // MARK: Events (see Events/)

    /// Whether the view receives touches. A view that does not, and its subviews, are skipped by
    /// hit testing. `true` by default; `false` for `UILabel` and `UIImageView`, as in UIKit.
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time (when `false`, the default, only
    /// the first touch of a multi-touch sequence is delivered to it).
    open var isMultipleTouchEnabled = false
    /// Whether the view, while it tracks a touch, keeps other views of its window from receiving
    /// touches.
    open var isExclusiveTouch = false
    /// The gesture recognizers attached to the view (``addGestureRecognizer(_:)``).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// Whether `point` (in the view's coordinates) is inside the view: its bounds, as UIKit's
    /// default. Override to enlarge or shape the touch area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view containing `point` (in this view's coordinates),
    /// UIKit's rules: a hidden view, one with `alpha` below 0.01 or with
    /// ``isUserInteractionEnabled`` off, and their subtrees, are skipped; a point outside the
    /// view (``point(inside:with:)``) reaches none of its subviews, whether or not they are
    /// clipped; subviews are asked front to back (the last added first).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX,
                                y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether a gesture recognizer attached to this view or an ancestor may begin for a touch
    /// in this view (UIKit asks the recognizer's view and the touched view). `true` by default;
    /// controls refuse single taps on their ancestors so that their own action wins.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Accessibility

    /// A short label for VoiceOver and UI tests (a button's or label's text when not set, as
    /// UIKit's standard views answer).
    open var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? defaultAccessibilityLabel }
        set { storedAccessibilityLabel = newValue }
    }
    var storedAccessibilityLabel: String?
    /// The label a standard view gives itself when none is set (its text).
    var defaultAccessibilityLabel: String? { nil }
    /// A string that identifies the view in UI tests.
    open var accessibilityIdentifier: String?
    /// What performing the element does, for VoiceOver.
    open var accessibilityHint: String?
    /// The element's value (a slider's percentage, a switch's on/off), for VoiceOver.
    open var accessibilityValue: String?
    /// Whether the view is an accessibility element (`true` for standard controls, labels and
    /// images; `false` for plain views, which are containers).
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? defaultIsAccessibilityElement }
        set { storedIsAccessibilityElement = newValue }
    }
    var storedIsAccessibilityElement: Bool?
    var defaultIsAccessibilityElement: Bool { false }
    /// The traits (button, image, selected, not enabled…).
    open var accessibilityTraits: UIAccessibilityTraits = .none

    // MARK: Trait environment

    /// The traits of this view: its view controller's when it has one, otherwise its superview's,
    /// with `traitOverrides` applied; all unspecified outside a hierarchy.
    open var traitCollection: UITraitCollection {
        if let cachedTraitCollection { return cachedTraitCollection }
        let computed = computeTraitCollection()
        cachedTraitCollection = computed
        return computed
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Layout hooks (see UIView+Layout.swift and UIView+Constraints.swift)

    /// The natural size of the view's content, or `noIntrinsicMetric` per axis (the default).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size the view would like within `size`: its intrinsic size on the axes that have one
    /// (labels, buttons, image views, controls), its current size on the others. (UIKit's base
    /// class returns the current size and each standard view overrides it with its content size;
    /// here the standard views' intrinsic sizes serve both.)
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width >= 0 ? intrinsic.width : bounds.width,
            height: intrinsic.height >= 0 ? intrinsic.height : bounds.height
        )
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Lays out the subviews. The default applies the frames Auto Layout solved (and the
    /// autoresizing of subviews that translate their masks); override to adjust frames after
    /// calling `super`.
    open func layoutSubviews() {
        applyLayoutFromEngine()
    }

    /// Updates the view's constraints before layout. Override to add or change constraints, and call
    /// `super` last.
    open func updateConstraints() {}

    /// Called when the effective layout margins change.
    open func layoutMarginsDidChange() {}

    /// Called when the safe-area insets change.
    open func safeAreaInsetsDidChange() {}

    /// The insets from the frame to the alignment rectangle constraints refer to (zero by default).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view whose top text baseline `firstBaseline` constraints use.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose bottom text baseline `lastBaseline` constraints use.
    open var forLastBaselineLayout: UIView { self }

    /// The distance from the top of the view to its first and last text baselines, for views
    /// that show text (labels, buttons, fields); `nil` for others, whose baselines are their
    /// bottom edge, as in UIKit.
    var baselineOffsetsFromTop: (first: CGFloat, last: CGFloat)? { nil }

    // MARK: Subclass hooks

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
}

extension UIView {
    /// Options for how a view's content fills its bounds.
    public enum ContentMode: Int, Sendable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The edges and sizes that follow the superview when it resizes.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// How a view's content is laid out in right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
