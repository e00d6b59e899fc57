import Foundation

/// A row of segments, each a title or an image, at most one selected.
///
/// Intrinsic size: 32 points high; wide enough for every segment at the width of the widest
/// (or, with ``apportionsSegmentWidthsByContent``, each at its own width): a title's width in
/// the 13 pt segment font plus 12 points each side; an explicit ``setWidth(_:forSegmentAt:)``
/// wins for its segment.
@MainActor
open class UISegmentedControl: UIControl {
    private struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control with a segment per item: a `String` becomes a title, a `UIImage` an image.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                segments.append(Segment(title: item as? String ?? String(describing: item)))
            }
        }
    }

    /// The index of ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            nonAppearanceSetter("selectedSegmentIndex")
            if !segments.indices.contains(selectedSegmentIndex) && selectedSegmentIndex != Self.noSegment {
                selectedSegmentIndex = Self.noSegment
            }
        }
    }

    /// Whether a tapped segment is deselected at once.
    open var isMomentary = false

    /// Whether segments are as wide as their content rather than equally wide.
    open var apportionsSegmentWidthsByContent = false {
        didSet { nonAppearanceSetter("apportionsSegmentWidthsByContent"); invalidateIntrinsicContentSize() }
    }

    private var storedSelectedSegmentTintColor: UIColor?
    /// The colour of the selected segment (iOS 13). An appearance property.
    open var selectedSegmentTintColor: UIColor? {
        get { storedSelectedSegmentTintColor }
        set {
            appearanceSetter(\UISegmentedControl.selectedSegmentTintColor, "selectedSegmentTintColor", newValue)
            storedSelectedSegmentTintColor = newValue
        }
    }

    // MARK: Segments

    /// Inserts a title segment (the index is clamped).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
        segmentsDidChange()
    }

    /// Inserts an image segment (the index is clamped).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
        segmentsDidChange()
    }

    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        segmentsDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        segmentsDidChange()
    }

    /// Sets a segment's title (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets a segment's width; 0 for automatic.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        segmentsDidChange()
    }

    /// A segment's explicit width (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Size

    private var segmentFont: UIFont { .systemFont(ofSize: StandardViewMetrics.segmentFontSize) }

    /// A segment's content width plus its padding, rounded up to pixels.
    private func naturalWidth(of segment: Segment) -> CGFloat {
        var content: CGFloat = 0
        if let title = segment.title { content = TextMeasurement.current.width(of: title, font: segmentFont) }
        if let image = segment.image { content = max(content, image.size.width) }
        return ceilToPixels(content + 2 * StandardViewMetrics.segmentPadding)
    }

    /// The widths the segments get at the intrinsic size.
    public var segmentWidths: [CGFloat] {
        let natural = segments.map(naturalWidth(of:))
        if apportionsSegmentWidthsByContent {
            return zip(segments, natural).map { $0.width > 0 ? $0.width : $1 }
        }
        let widest = zip(segments, natural).filter { $0.0.width == 0 }.map(\.1).max() ?? 0
        return segments.map { $0.width > 0 ? $0.width : widest }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: segmentWidths.reduce(0, +), height: StandardViewMetrics.segmentedControlHeight)
    }

    /// The baseline of the segment titles, centred vertically in the control (UIKit aligns a
    /// segmented control's baseline by its titles: Apple's QuartzDemo pins labels' baselines to
    /// segmented controls and Xcode stores each label centred on its control, QuartzDemo 033).
    override var baselineOffsetsFromTop: (first: CGFloat, last: CGFloat)? {
        guard segments.contains(where: { $0.title != nil }) else { return nil }
        let metrics = TextMeasurement.current.lineMetrics(for: segmentFont)
        let offset = (intrinsicContentSize.height - metrics.lineHeight) / 2 + metrics.ascender
        return (offset, offset)
    }

    // MARK: Tracking

    /// The segment under a point of the control, if any.
    func segmentIndex(at point: CGPoint) -> Int? {
        var x: CGFloat = 0
        let widths = segmentWidths
        let total = widths.reduce(0, +)
        let scale = total > 0 && bounds.width > 0 ? bounds.width / total : 1
        for (index, width) in widths.enumerated() {
            x += width * scale
            if point.x < x { return index }
        }
        return widths.isEmpty ? nil : widths.count - 1
    }

    /// Lifting on an enabled segment other than the selected one selects it and sends
    /// `.valueChanged` (a momentary control sends it for every tap).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)),
              let index = segmentIndex(at: touch.location(in: self)), isEnabledForSegment(at: index) else { return }
        guard index != selectedSegmentIndex || isMomentary else { return }
        selectedSegmentIndex = index
        sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }
}
