import Foundation

/// A scrolling grid of items in sections, placed by a ``UICollectionViewLayout``.
///
/// Headless layout, as ``UITableView``: `layoutSubviews` prepares the layout, sets
/// ``UIScrollView/contentSize`` to the layout's content size, and shows as subviews the cells and
/// supplementary views (section headers and footers) whose frames intersect the bounds, asking
/// the data source for those it does not show yet.
@MainActor
open class UICollectionView: UIScrollView {
    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutInvalidated()
        }
    }

    /// A collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view with a flow layout (what a decoded one gets).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// Supplies sections, items and cells.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    // MARK: Reuse

    private enum CellSource {
        case cellClass(UICollectionViewCell.Type)
        case factory(@MainActor () -> UICollectionViewCell)
    }

    private var registrations: [String: CellSource] = [:]
    /// The identifiers registered (a cell registration registers its class on first use).
    var registeredIdentifiers: Set<String> { Set(registrations.keys) }
    private var reuseQueues: [String: [UICollectionViewCell]] = [:]
    private var supplementaryRegistrations: [String: UICollectionReusableView.Type] = [:]
    private var supplementaryReuseQueues: [String: [UICollectionReusableView]] = [:]

    /// Registers a cell class for an identifier; cells are made with `init?(coder:)` and a
    /// ``UICollectionViewCell/RegistrationCoder`` (see ``UITableView/register(_:forCellReuseIdentifier:)``
    /// for why).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { registrations[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure("register(_:forCellWithReuseIdentifier:): \(cellClass) is not a UICollectionViewCell subclass")
        }
        registrations[identifier] = .cellClass(type)
    }

    /// Registers a closure that makes cells for an identifier. An OpenStoryboard addition.
    public func register(forCellWithReuseIdentifier identifier: String, makeCell: @escaping @MainActor () -> UICollectionViewCell) {
        registrations[identifier] = .factory(makeCell)
    }

    /// A queued or new cell; traps, as UIKit raises, when nothing is registered for the
    /// identifier.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var queue = reuseQueues[identifier], !queue.isEmpty {
            let cell = queue.removeLast()
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        let cell: UICollectionViewCell?
        switch registrations[identifier] {
        case .cellClass(let type)?: cell = type.init(coder: UICollectionViewCell.RegistrationCoder(reuseIdentifier: identifier))
        case .factory(let make)?: cell = make()
        case nil: cell = nil
        }
        guard let cell else {
            preconditionFailure(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Registers a class for the supplementary views of a kind (``elementKindSectionHeader``,
    /// ``elementKindSectionFooter``) and an identifier; views are made with `init?(coder:)`, as
    /// cells are.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = elementKind + "/" + identifier
        guard let viewClass else { supplementaryRegistrations[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a UICollectionReusableView subclass")
        }
        supplementaryRegistrations[key] = type
    }

    /// A queued or new supplementary view; traps, as UIKit raises, when nothing is registered for
    /// the kind and identifier.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        if var queue = supplementaryReuseQueues[key], !queue.isEmpty {
            let view = queue.removeLast()
            supplementaryReuseQueues[key] = queue
            view.prepareForReuse()
            return view
        }
        guard let type = supplementaryRegistrations[key],
              let view = type.init(coder: UICollectionViewCell.RegistrationCoder(reuseIdentifier: identifier)) else {
            preconditionFailure(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Layout

    private struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    private var shownCells: [IndexPath: UICollectionViewCell] = [:]
    private var shownSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    private var needsPrepare = true

    func layoutInvalidated() {
        needsPrepare = true
        setNeedsLayout()
    }

    /// How deep the groups of updates (`performBatchUpdates`) are.
    var updateDepth = 0

    /// Discards the shown cells and asks the data source again on the next layout.
    open func reloadData() {
        for (_, cell) in shownCells { enqueue(cell) }
        shownCells = [:]
        selectedItems = []
        for (key, view) in shownSupplementaryViews { enqueue(view, kind: key.kind) }
        shownSupplementaryViews = [:]
        layoutInvalidated()
    }

    private func enqueue(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
    }

    private func enqueue(_ view: UICollectionReusableView, kind: String) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier { supplementaryReuseQueues[kind + "/" + identifier, default: []].append(view) }
    }

    private var preparedSize: CGSize?

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsPrepare || preparedSize != bounds.size {
            needsPrepare = false
            preparedSize = bounds.size
            collectionViewLayout.prepare()
        }
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        let visible = elements.filter { $0.representedElementCategory == .cell }
        let wanted = Set(visible.map(\.indexPath))
        for (indexPath, cell) in shownCells where !wanted.contains(indexPath) {
            enqueue(cell)
            shownCells[indexPath] = nil
        }
        for attributes in visible where !attributes.isHidden {
            if let cell = shownCells[attributes.indexPath] {
                if cell.frame != attributes.frame { cell.frame = attributes.frame }
                continue
            }
            guard let cell = dataSource?.collectionView(self, cellForItemAt: attributes.indexPath) else { continue }
            cell.frame = attributes.frame
            cell.isSelected = selectedItems.contains(attributes.indexPath)
            shownCells[attributes.indexPath] = cell
            addSubview(cell)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
        }
        layOutSupplementaryViews(elements)
    }

    private func layOutSupplementaryViews(_ elements: [UICollectionViewLayoutAttributes]) {
        var wanted: Set<SupplementaryKey> = []
        for attributes in elements where attributes.representedElementCategory == .supplementaryView && !attributes.isHidden {
            guard let kind = attributes.representedElementKind else { continue }
            let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
            wanted.insert(key)
            if let view = shownSupplementaryViews[key] {
                if view.frame != attributes.frame { view.frame = attributes.frame }
                continue
            }
            guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath) else { continue }
            view.frame = attributes.frame
            shownSupplementaryViews[key] = view
            addSubview(view)
        }
        for (key, view) in shownSupplementaryViews where !wanted.contains(key) {
            enqueue(view, kind: key.kind)
            shownSupplementaryViews[key] = nil
        }
    }

    /// The shown supplementary views of a kind, in index path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeededForReading()
        return shownSupplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The shown cells, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeededForReading()
        return shownCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the shown items, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeededForReading()
        return shownCells.keys.sorted()
    }

    /// The shown cell of an item.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeededForReading()
        return shownCells[indexPath]
    }

    /// The layout's attributes for an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeededForReading()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The number of sections.
    open var numberOfSections: Int { dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0 }

    /// The number of items in a section.
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource.map { max(0, $0.collectionView(self, numberOfItemsInSection: section)) } ?? 0
    }

    // MARK: Selection

    /// Whether items can be selected (yes).
    open var allowsSelection = true
    /// Whether several items can be selected (no).
    open var allowsMultipleSelection = false

    private var selectedItems: [IndexPath] = []

    /// The selected items, in the order they were selected (`nil` when none is, as UIKit
    /// answers).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects an item (`nil` deselects all); the delegate is not told, as in UIKit.
    /// (`userSelectItem(at:)` is the user's selection, which tells it.)
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for item in selectedItems { shownCells[item]?.isSelected = false }
            selectedItems = []
        }
        guard let indexPath else { return }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        shownCells[indexPath]?.isSelected = true
    }

    /// Deselects an item; the delegate is not told.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        shownCells[indexPath]?.isSelected = false
    }

    /// Selects an item as a tap on it does, in UIKit's order; the entry point of touch handling
    /// and of the headless driver.
    ///
    /// 1. Nothing when ``allowsSelection`` is off or the item does not exist.
    /// 2. `shouldHighlightItemAt`; `false` stops here. Otherwise the cell's `isHighlighted`, then
    ///    `didHighlightItemAt`.
    /// 3. In multiple selection, a selected item is deselected instead: `shouldDeselectItemAt`,
    ///    the highlight off (`didUnhighlightItemAt`), then if allowed the item deselected and
    ///    `didDeselectItemAt`.
    /// 4. `shouldSelectItemAt`; the highlight off (`didUnhighlightItemAt`); `false` stops here.
    /// 5. In single selection, each other selected item: `shouldDeselectItemAt`, deselected,
    ///    `didDeselectItemAt`.
    /// 6. The item is selected (its cell's `isSelected`); the storyboard segues drawn from the
    ///    cell are performed, the cell as sender; `didSelectItemAt`.
    /// - Returns: the item selected or deselected, `nil` when nothing changed.
    @discardableResult
    package func userSelectItem(at indexPath: IndexPath) -> IndexPath? {
        guard allowsSelection, indexPath.count == 2, (0..<numberOfSections).contains(indexPath.section),
              (0..<numberOfItems(inSection: indexPath.section)).contains(indexPath.item) else { return nil }
        layoutIfNeededForReading()
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return nil }
        shownCells[indexPath]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        func unhighlight() {
            shownCells[indexPath]?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            let allowed = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight()
            guard allowed else { return nil }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return indexPath
        }
        let allowed = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight()
        guard allowed else { return nil }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath {
                guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else { continue }
                deselectItem(at: item, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        let cell = shownCells[indexPath]
        cell?.isSelected = true
        cell?.performStoryboardSegues(for: .selection)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return indexPath
    }

    // MARK: Touches

    /// A tap lifted on a cell selects its item as the user's selection does
    /// (``userSelectItem(at:)``).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        var current = touches.first?.view
        var found: UICollectionViewCell?
        while let candidate = current, candidate !== self {
            if let cell = candidate as? UICollectionViewCell { found = cell; break }
            current = candidate.superview
        }
        guard let touch = touches.first, let cell = found, cell.bounds.contains(touch.location(in: cell)),
              let indexPath = indexPathsForVisibleItems.first(where: { cellForItem(at: $0) === cell }) else {
            return super.touchesEnded(touches, with: event)
        }
        userSelectItem(at: indexPath)
    }
}

extension UICollectionView {
    /// The direction a layout scrolls in.
    public enum ScrollDirection: Int, Sendable, CaseIterable {
        case vertical = 0, horizontal
    }

    /// Where an item scrolls to when selected (recorded: the headless host does not scroll).
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// What layout attributes place: a cell, a supplementary view or a decoration view.
    public enum ElementCategory: UInt, Sendable, CaseIterable {
        case cell = 0, supplementaryView, decorationView
    }

    /// The kind of a section's header view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// Supplies a collection view's sections, items and cells (sections: 1 by default).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The header or footer of a section whose layout gives it a size.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view: UIKit raises when a layout sizes a header or footer the data source does
    /// not make; here the space stays empty.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

/// Hears about a collection view's cells being shown, highlighted and selected by the user, and
/// can refuse highlighting and selection (all optional).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// A cell is about to be shown.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Whether an item the user touches is highlighted (`true` by default); `false` also stops
    /// its selection.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The user's touch highlighted an item.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// An item's highlight went off.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the user may select an item (`true` by default).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether the user's action may deselect an item (`true` by default).
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected an item (not called by `selectItem(at:animated:scrollPosition:)`).
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user's action deselected an item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
