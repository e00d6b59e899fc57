import AdaptiveKit
import Foundation

/// A collection view's flow layout as Xcode's canvas uses it: every prototype cell is shown once,
/// in document order, placed by the flow layout the document describes (item size, spacings,
/// section insets, scroll direction, header and footer sizes), with the section's header and
/// footer views above and below them.
///
/// Each prototype keeps the size the document stores for it (a cell with a custom size, or one
/// that sizes itself with `automaticEstimatedItemSize`, is drawn at that size); when every
/// prototype has the same size it is the layout's item size, so lines are spread as UIKit spreads
/// items of `itemSize` (see ``UICollectionViewFlowLayout``), which is what the frames Xcode stores
/// show. Prototypes beyond the collection view's bounds are placed too (the view clips them, as
/// the canvas does). Used only for design-time layout (``IBInstantiator/Options/placesCellsAsOnCanvas``).
final class CanvasCollectionViewFlowLayout: UICollectionViewFlowLayout {
    /// The prototypes this layout places; kept alive here, as a collection view holds its data
    /// source and delegate weakly.
    var prototypes: CanvasCollectionViewPrototypes?

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7))
    }
}

/// The data source (and, when the prototypes' sizes differ, the flow layout delegate) of a
/// collection view on the canvas: its prototype cells, one item each, in one section.
final class CanvasCollectionViewPrototypes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let cells: [UICollectionViewCell]
    let sizes: [CGSize]
    let header: UICollectionReusableView?
    let footer: UICollectionReusableView?

    init(cells: [UICollectionViewCell], sizes: [CGSize], header: UICollectionReusableView?, footer: UICollectionReusableView?) {
        self.cells = cells
        self.sizes = sizes
        self.header = header
        self.footer = footer
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { cells.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cells[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        (kind == UICollectionView.elementKindSectionHeader ? header : footer) ?? UICollectionReusableView(frame: .zero)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.item]
    }
}

extension IBInstantiator {
    /// Sets a collection view's flow layout from the document's `<collectionViewFlowLayout>`.
    func configureFlowLayout(of collectionView: UICollectionView, from object: IBObject) {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout,
              let model = object.children.first(where: { $0.kind == .collectionViewFlowLayout }) else { return }
        let element = model.element
        func number(_ name: String) -> CGFloat? {
            element[name].flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil }
        }
        func size(_ key: String) -> CGSize? {
            guard let size = element.firstElement(named: "size", key: key),
                  let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init),
                  width.isFinite, height.isFinite else { return nil }
            return CGSize(width: max(0, width), height: max(0, height))
        }
        layout.scrollDirection = element["scrollDirection"] == "horizontal" ? .horizontal : .vertical
        if let spacing = number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        if let itemSize = size("itemSize") { layout.itemSize = itemSize }
        if let header = size("headerReferenceSize") { layout.headerReferenceSize = header }
        if let footer = size("footerReferenceSize") { layout.footerReferenceSize = footer }
        if let inset = model.insets["sectionInset"] { layout.sectionInset = IBValueConversions.insets(inset) }
        switch element["sectionInsetReference"] {
        case "safeArea"?: layout.sectionInsetReference = .fromSafeArea
        case "layoutMargins"?: layout.sectionInsetReference = .fromLayoutMargins
        default: layout.sectionInsetReference = .fromContentInset
        }
        if let estimated = size("estimatedItemSize") { layout.estimatedItemSize = estimated }
        if element["automaticEstimatedItemSize"] == "YES" { layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
    }

    /// Whether the canvas shows a collection view's header or footer view: its flow layout gives
    /// it a size along the scrolling direction.
    func canvasShowsSupplementaryView(_ object: IBObject, of parent: IBObject, in view: UIView) -> Bool {
        guard let collectionView = view as? UICollectionView, collectionView.collectionViewLayout is CanvasCollectionViewFlowLayout,
              let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout,
              parent.children.contains(where: { $0.kind == .collectionViewFlowLayout }) else { return true }
        let size: CGSize
        switch object.key {
        case "sectionHeaderView": size = layout.headerReferenceSize
        case "sectionFooterView": size = layout.footerReferenceSize
        default: return true
        }
        return (layout.scrollDirection == .vertical ? size.height : size.width) > 0
    }

    /// Hands a canvas collection view its prototype cells, header and footer (made and added by
    /// ``makeViewTree(_:superviewID:index:isArranged:)``), so its flow layout places them.
    func placePrototypes(of object: IBObject, in collectionView: UICollectionView) {
        // A custom layout (`<collectionViewLayout customClass=…>`) keeps the cells where the
        // document puts them.
        guard let layout = collectionView.collectionViewLayout as? CanvasCollectionViewFlowLayout,
              object.children.contains(where: { $0.kind == .collectionViewFlowLayout }) else { return }
        var cells: [UICollectionViewCell] = []
        var sizes: [CGSize] = []
        var header: UICollectionReusableView?
        var footer: UICollectionReusableView?
        for child in object.children {
            switch child.kind {
            case .collectionViewCell:
                guard let cell = view(withID: child.id) as? UICollectionViewCell, cell.superview === collectionView else { continue }
                cells.append(cell)
                sizes.append(child.frame.map { CGSize(width: max(0, $0.width), height: max(0, $0.height)) } ?? layout.itemSize)
            case .collectionReusableView:
                guard let view = view(withID: child.id) as? UICollectionReusableView, view.superview === collectionView else { continue }
                if child.key == "sectionHeaderView" { header = view }
                if child.key == "sectionFooterView" { footer = view }
            default:
                continue
            }
        }
        let prototypes = CanvasCollectionViewPrototypes(cells: cells, sizes: sizes, header: header, footer: footer)
        layout.prototypes = prototypes
        if let first = sizes.first, sizes.allSatisfy({ $0 == first }) {
            layout.itemSize = first
        } else {
            collectionView.delegate = prototypes
        }
        collectionView.dataSource = prototypes
    }
}
