import Foundation

/// One dimension of a compositional layout's size (iOS 13): a fraction of the container's width
/// or height, an absolute length, or an estimate (used as the length: items do not size
/// themselves headless).
public struct NSCollectionLayoutDimension: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, the length or the estimate.
    public let dimension: CGFloat

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalWidth, dimension: fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalHeight, dimension: fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .absolute, dimension: absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .estimated, dimension: estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: max(0, container.width * dimension)
        case .fractionalHeight: max(0, container.height * dimension)
        case .absolute, .estimated: max(0, dimension)
        }
    }
}

/// The width and height of an item, a group or a supplementary item.
public struct NSCollectionLayoutSize: Sendable, Hashable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between the items of a group.
public struct NSCollectionLayoutSpacing: Sendable, Hashable {
    /// The spacing in points.
    public let spacing: CGFloat
    /// Whether the spacing is a minimum that spreads the items over the group (`flexible`).
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: fixedSpacing, isFlexibleSpacing: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: flexibleSpacing, isFlexibleSpacing: true) }
}

/// The smallest piece of a compositional layout: a cell's size, with insets around its content.
@MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to the group it is in.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets inside the item's space (the cell is that much smaller).
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// Items (or groups) laid out side by side, top to bottom, or as the app places them.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items the group repeats, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed number of items, all `subitems[0]`, sharing the group's length (`count:`).
    let count: Int?
    /// The spacing between the items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Items side by side, as many as fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` items side by side sharing the group's width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    /// `count` items side by side (iOS 16's name).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// Items top to bottom, as many as fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` items top to bottom sharing the group's height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    /// `count` items top to bottom (iOS 16's name).
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// Where a boundary supplementary item (a header or footer) sits around its section.
public enum NSRectAlignment: Int, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section's header or footer.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source's supplementary view is asked for.
    public let elementKind: String
    /// Above (`top`) or below (`bottom`) the section.
    public let alignment: NSRectAlignment
    /// Whether the item stays visible while its section scrolls (recorded).
    open var pinToVisibleBounds = false
    /// Whether the section's items start after the item (`true`) or under it.
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// How a section's groups scroll across the layout's direction (iOS 13).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: its group, repeated for the section's items.
@MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// With a behaviour other than `.none`, the groups go side by side in one row across the
    /// layout (what scrolls sideways on a device; headless the row stays at its start).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// The container a compositional layout's section lays out in.
@MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows: the container and the traits.
@MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The settings of a compositional layout.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the sections follow each other (vertical by default; horizontal is laid
    /// out as vertical here).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (recorded).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}

/// A layout composed of sections of groups of items (iOS 13): each section's group is repeated
/// for the section's items, top to bottom; sizes are fractions of their container (the
/// collection view's width inside the section's insets, then the group's size), absolute, or
/// estimated (taken as they are: cells do not size themselves headless).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives each section's layout.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The layout's settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    /// A layout whose every section is `section`, with settings.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section's layout.
    public init(sectionProvider: @escaping SectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    private var attributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementary: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    private var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    private struct Environment: NSCollectionLayoutEnvironment {
        var container: any NSCollectionLayoutContainer
        var traitCollection: UITraitCollection
    }

    private struct Container: NSCollectionLayoutContainer {
        var contentSize: CGSize
        var contentInsets: NSDirectionalEdgeInsets
        var effectiveContentSize: CGSize {
            CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
                   height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
        }
        var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    }

    open override func prepare() {
        attributes = [:]
        supplementary = [:]
        guard let collectionView else { contentSize = .zero; return }
        let width = collectionView.bounds.width
        let height = collectionView.bounds.height
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let environment = Environment(container: Container(contentSize: CGSize(width: width, height: height), contentInsets: .zero),
                                          traitCollection: collectionView.traitCollection)
            guard let layout = provider(section, environment) else { continue }
            if section > 0 { y += configuration.interSectionSpacing }
            let insets = layout.contentInsets
            let sectionContainer = CGSize(width: max(0, width - insets.leading - insets.trailing), height: height)
            for item in layout.boundarySupplementaryItems where item.alignment == .top || item.alignment == .topLeading || item.alignment == .topTrailing {
                let size = item.layoutSize.resolved(in: CGSize(width: width, height: height))
                let x = item.alignment == .topTrailing ? width - size.width : item.alignment == .topLeading ? 0 : (width - size.width) / 2
                place(kind: item.elementKind, section: section, frame: CGRect(x: x, y: y, width: size.width, height: size.height))
                if item.extendsBoundary { y += size.height }
            }
            y += insets.top
            let count = collectionView.numberOfItems(inSection: section)
            var next = 0
            let groupSize = layout.group.layoutSize.resolved(in: sectionContainer)
            if layout.orthogonalScrollingBehavior != .none {
                var x = insets.leading
                while next < count {
                    let before = next
                    lay(layout.group, in: CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height), section: section, next: &next, count: count)
                    if next == before { break }
                    x += groupSize.width + layout.interGroupSpacing
                }
                y += count > 0 ? groupSize.height : 0
            } else {
                var first = true
                while next < count {
                    if !first { y += layout.interGroupSpacing }
                    first = false
                    let before = next
                    let used = lay(layout.group, in: CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height),
                                   section: section, next: &next, count: count)
                    if next == before { break }
                    y += used.height
                }
            }
            y += insets.bottom
            for item in layout.boundarySupplementaryItems where item.alignment == .bottom || item.alignment == .bottomLeading || item.alignment == .bottomTrailing {
                let size = item.layoutSize.resolved(in: CGSize(width: width, height: height))
                let x = item.alignment == .bottomTrailing ? width - size.width : item.alignment == .bottomLeading ? 0 : (width - size.width) / 2
                place(kind: item.elementKind, section: section, frame: CGRect(x: x, y: y, width: size.width, height: size.height))
                if item.extendsBoundary { y += size.height }
            }
        }
        contentSize = CGSize(width: width, height: y)
    }

    private func place(kind: String, section: Int, frame: CGRect) {
        let indexPath = IndexPath(item: 0, section: section)
        let attribute = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attribute.frame = frame
        supplementary[kind, default: [:]][indexPath] = attribute
    }

    /// Lays a group's items out in `frame`, taking the section's items from `next`; returns the
    /// size the group took (its frame's).
    @discardableResult
    private func lay(_ group: NSCollectionLayoutGroup, in frame: CGRect, section: Int, next: inout Int, count: Int) -> CGSize {
        let spacing = group.interItemSpacing?.spacing ?? 0
        let horizontal = group.axis == .horizontal
        var offset: CGFloat = 0
        let length = horizontal ? frame.width : frame.height
        var index = 0
        while next < count {
            let subitem = group.subitems[index % group.subitems.count]
            let size: CGSize
            if let fixed = group.count {
                if index >= fixed { break }
                let share = max(0, (length - spacing * CGFloat(fixed - 1)) / CGFloat(fixed))
                let resolved = subitem.layoutSize.resolved(in: frame.size)
                size = horizontal ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
            } else {
                size = subitem.layoutSize.resolved(in: frame.size)
                if index > 0, offset + (horizontal ? size.width : size.height) > length + 0.001 { break }
            }
            let slot = horizontal
                ? CGRect(x: frame.minX + offset, y: frame.minY, width: size.width, height: size.height)
                : CGRect(x: frame.minX, y: frame.minY + offset, width: size.width, height: size.height)
            if let nested = subitem as? NSCollectionLayoutGroup {
                let before = next
                lay(nested, in: slot, section: section, next: &next, count: count)
                if next == before { break }
            } else {
                let insets = subitem.contentInsets
                let attribute = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: next, section: section))
                attribute.frame = CGRect(x: slot.minX + insets.leading, y: slot.minY + insets.top,
                                         width: max(0, slot.width - insets.leading - insets.trailing),
                                         height: max(0, slot.height - insets.top - insets.bottom))
                attributes[attribute.indexPath] = attribute
                next += 1
            }
            offset += (horizontal ? size.width : size.height) + spacing
            index += 1
        }
        return frame.size
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cells = attributes.values.filter { $0.frame.intersects(rect) }.sorted { $0.indexPath < $1.indexPath }
        let views = supplementary.values.flatMap(\.values).filter { $0.frame.intersects(rect) }
            .sorted { ($0.indexPath, $0.representedElementKind ?? "") < ($1.indexPath, $1.representedElementKind ?? "") }
        return cells + views
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary[elementKind]?[indexPath]
    }
}
