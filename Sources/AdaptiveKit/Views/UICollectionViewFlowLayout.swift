import Foundation

/// A collection view layout that puts items in lines, filling each line before starting the
/// next, as UIKit's flow layout does.
///
/// Vertical scrolling (the default): each section starts with its header (as wide as the
/// collection view, ``headerReferenceSize`` high), then its ``sectionInset`` top; items go left to
/// right while they fit in the width less the section's left and right insets with at least
/// ``minimumInteritemSpacing`` between them; items are centred vertically in their line, which is
/// as tall as its tallest item; lines are ``minimumLineSpacing`` apart. The section ends with its
/// bottom inset and its footer. Horizontal scrolling is the same with the axes swapped.
///
/// How a line is spread across depends, as in UIKit, on where the sizes come from:
/// - every item ``itemSize`` (no ``UICollectionViewDelegateFlowLayout`` delegate): as many items
///   as fit make a line, spaced so a full line touches both insets (the gaps widen evenly); every
///   line, the last one too, uses that spacing from the leading inset, and when only one item fits
///   it is centred. Xcode's canvas shows this in the frames it stores: two 50-pt prototypes in a
///   375-pt collection view at x 0 and 65 (six would fit, 15 pt apart), a lone 80-pt prototype at
///   the 8-pt inset, a 300-pt one in a 414-pt view centred at 57;
/// - sizes from the delegate: each line is spread on its own (the first item on the leading
///   inset, the last on the trailing one), and a line with a single item is centred.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item (50 × 50), unless the delegate gives sizes.
    open var itemSize = StandardViewMetrics.flowItemSize {
        didSet { invalidateLayout() }
    }
    /// An estimate for self-sizing items (`.zero`: off; unused by the headless layout).
    open var estimatedItemSize: CGSize = .zero
    /// The smallest space between lines (10).
    open var minimumLineSpacing = StandardViewMetrics.flowSpacing {
        didSet { invalidateLayout() }
    }
    /// The smallest space between items of a line (10).
    open var minimumInteritemSpacing = StandardViewMetrics.flowSpacing {
        didSet { invalidateLayout() }
    }
    /// The direction the content scrolls in.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// What ``sectionInset`` is measured from: the content (the default), the safe area or the
    /// layout margins of the collection view.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateLayout() }
    }
    /// The size of section headers (the height when scrolling vertically).
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The size of section footers.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable, CaseIterable {
        /// The content, inside the collection view's adjusted content inset.
        case fromContentInset = 0
        /// The collection view's safe area (insets the content inset does not already give).
        case fromSafeArea
        /// The collection view's layout margins (insets the content inset does not already give).
        case fromLayoutMargins
    }

    /// A value for ``estimatedItemSize`` that turns self-sizing on.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    private struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    private var attributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaryAttributes: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    private var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        attributes = [:]
        supplementaryAttributes = [:]
        contentSize = .zero
        guard let collectionView, let dataSource = collectionView.dataSource else { return }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // The content's size: the bounds less the content inset across the scrolling direction
        // (along it the content scrolls). The safe area adds to it across only with `.always`:
        // the content does not scroll that way, so the other behaviours leave it out.
        var contentInset = collectionView.contentInset
        if collectionView.contentInsetAdjustmentBehavior == .always {
            let safe = collectionView.safeAreaInsets
            contentInset = UIEdgeInsets(top: contentInset.top + safe.top, left: contentInset.left + safe.left,
                                        bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
        }
        let bounds = vertical
            ? CGSize(width: max(0, collectionView.bounds.width - contentInset.left - contentInset.right), height: collectionView.bounds.height)
            : CGSize(width: collectionView.bounds.width, height: max(0, collectionView.bounds.height - contentInset.top - contentInset.bottom))
        // Section insets measured from the safe area or the margins add what the content inset
        // does not already give.
        let reference: UIEdgeInsets = switch sectionInsetReference {
        case .fromContentInset: .zero
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
        // Along the scrolling direction the adjusted content inset already holds the safe area.
        let adjusted = collectionView.adjustedContentInset
        let given = vertical
            ? UIEdgeInsets(top: adjusted.top, left: contentInset.left, bottom: adjusted.bottom, right: contentInset.right)
            : UIEdgeInsets(top: contentInset.top, left: adjusted.left, bottom: contentInset.bottom, right: adjusted.right)
        let extra = sectionInsetReference == .fromContentInset ? UIEdgeInsets.zero : UIEdgeInsets(
            top: max(0, reference.top - given.top), left: max(0, reference.left - given.left),
            bottom: max(0, reference.bottom - given.bottom), right: max(0, reference.right - given.right))
        // Work in (along, across): "across" is the line direction.
        let acrossExtent = vertical ? bounds.width : bounds.height
        func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func depth(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func frame(along: CGFloat, across: CGFloat, size: CGSize) -> CGRect {
            vertical
                ? CGRect(x: across, y: along, width: size.width, height: size.height)
                : CGRect(x: along, y: across, width: size.width, height: size.height)
        }
        var along: CGFloat = 0
        let sections = max(0, dataSource.numberOfSections(in: collectionView))
        for section in 0..<sections {
            var inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            inset = UIEdgeInsets(top: inset.top + extra.top, left: inset.left + extra.left, bottom: inset.bottom + extra.bottom, right: inset.right + extra.right)
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let (insetAlongStart, insetAlongEnd, insetAcrossStart, insetAcrossEnd) = vertical
                ? (inset.top, inset.bottom, inset.left, inset.right)
                : (inset.left, inset.right, inset.top, inset.bottom)

            func supplementary(_ kind: String, size: CGSize) {
                guard depth(size) > 0 else { return }
                let item = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                let extent = vertical ? CGSize(width: bounds.width, height: size.height) : CGSize(width: size.width, height: bounds.height)
                item.frame = frame(along: along, across: 0, size: extent)
                supplementaryAttributes[SupplementaryKey(kind: kind, indexPath: item.indexPath)] = item
                along += depth(size)
            }

            supplementary(UICollectionView.elementKindSectionHeader, size: header)
            along += insetAlongStart
            let available = acrossExtent - insetAcrossStart - insetAcrossEnd
            let count = max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: section))
            // Every item `itemSize`: one spacing for every line, from the number that fit.
            var fixedLine: (count: Int, start: CGFloat, gap: CGFloat)?
            if delegate == nil {
                let extent = across(CGSize(width: max(0, itemSize.width), height: max(0, itemSize.height)))
                let ratio = (available + itemSpacing) / max(extent + itemSpacing, 0.0001)
                let fit = ratio.isFinite ? max(1, Int(min(ratio, 1_000_000) + 0.0001)) : 1
                fixedLine = fit == 1
                    ? (1, insetAcrossStart + (available - extent) / 2, 0)
                    : (fit, insetAcrossStart, (available - CGFloat(fit) * extent) / CGFloat(fit - 1))
            }
            var line: [(IndexPath, CGSize)] = []
            var lineExtent: CGFloat = 0
            var firstLine = true

            func flush() {
                guard !line.isEmpty else { return }
                if !firstLine { along += lineSpacing }
                firstLine = false
                let lineDepth = line.map { depth($0.1) }.max() ?? 0
                var position: CGFloat
                var gap: CGFloat
                if let fixedLine {
                    position = fixedLine.start
                    gap = fixedLine.gap
                } else if line.count == 1 {
                    position = insetAcrossStart + (available - across(line[0].1)) / 2
                    gap = 0
                } else {
                    let used = line.reduce(CGFloat(0)) { $0 + across($1.1) }
                    position = insetAcrossStart
                    gap = (available - used) / CGFloat(line.count - 1)
                }
                for (indexPath, size) in line {
                    let offset = (lineDepth - depth(size)) / 2
                    let item = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    item.frame = frame(along: along + offset, across: position, size: size)
                    attributes[indexPath] = item
                    position += across(size) + gap
                }
                along += lineDepth
                line = []
                lineExtent = 0
            }

            for index in 0..<count {
                let indexPath = IndexPath(item: index, section: section)
                var size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                size = CGSize(width: max(0, size.width), height: max(0, size.height))
                if let fixedLine {
                    if line.count == fixedLine.count { flush() }
                } else if !line.isEmpty && lineExtent + itemSpacing + across(size) > available + 0.0001 {
                    flush()
                }
                lineExtent += (line.isEmpty ? 0 : itemSpacing) + across(size)
                line.append((indexPath, size))
            }
            flush()
            along += insetAlongEnd
            supplementary(UICollectionView.elementKindSectionFooter, size: footer)
        }
        contentSize = vertical ? CGSize(width: bounds.width, height: along) : CGSize(width: along, height: bounds.height)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cells = attributes.values.filter { $0.frame.intersects(rect) }.sorted { $0.indexPath < $1.indexPath }
        let views = supplementaryAttributes.values.filter { $0.frame.intersects(rect) }
            .sorted { ($0.indexPath, $0.representedElementKind ?? "") < ($1.indexPath, $1.representedElementKind ?? "") }
        return cells + views
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }
}

/// A collection view delegate that gives a flow layout sizes and spacings per item and section
/// (all optional; the defaults return the layout's own values).
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        flow(collectionViewLayout)?.itemSize ?? StandardViewMetrics.flowItemSize
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        flow(collectionViewLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumLineSpacing ?? StandardViewMetrics.flowSpacing
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? StandardViewMetrics.flowSpacing
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}
