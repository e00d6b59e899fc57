import Foundation

/// Where one item of a collection view goes.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's index path.
    public let indexPath: IndexPath
    /// The item's frame in the collection view's content coordinates.
    open var frame: CGRect
    /// Whether the item is hidden.
    open var isHidden = false
    /// The stacking order.
    open var zIndex = 0
    /// Whether these are a cell's attributes or a supplementary view's.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of supplementary view (``UICollectionView/elementKindSectionHeader``, …); `nil`
    /// for cells.
    public let representedElementKind: String?

    /// Attributes for the cell at an index path.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    /// Attributes for a supplementary view (a section's header or footer).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }

    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}

/// Decides where a collection view's items go. Subclass it, or use
/// ``UICollectionViewFlowLayout``.
@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() {
        super.init()
    }

    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Computes the layout (called before the collection view asks for attributes).
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items whose frames intersect `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view (a section's header or footer).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout as needing `prepare()` again.
    open func invalidateLayout() {
        collectionView?.layoutInvalidated()
    }
}
