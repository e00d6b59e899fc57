import Foundation

/// A vertically scrolling list of rows in sections.
///
/// ## Headless layout
/// `layoutSubviews` asks the data source for the sections and rows, computes every row's frame
/// top to bottom (``tableHeaderView``, then per section its header height, its rows and its
/// footer height, then ``tableFooterView``), sets ``UIScrollView/contentSize``, and shows as
/// subviews the cells of the rows that intersect the visible rectangle (the bounds), asking the
/// data source for cells it does not show yet and calling `willDisplay`. Cells that scroll out
/// go back to the reuse queue. `reloadData()` discards the shown cells and starts again.
/// Section headers and footers are heights only (no header views yet).
@MainActor
open class UITableView: UIScrollView {
    /// The table's style.
    public let style: Style

    /// A table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        // iOS 13+: a plain table is on the system background, a grouped one on the grouped
        // background (its cells on the secondary grouped background).
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: Data source and delegate

    /// Supplies sections, rows and cells.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Metrics

    /// The height rows use unless the delegate says otherwise (44; ``automaticDimension`` sizes
    /// rows to their content view's constraints).
    open var rowHeight: CGFloat = StandardViewMetrics.tableRowHeight {
        didSet { setNeedsReload() }
    }
    /// An estimate (unused by the headless layout, which measures every row).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers (``automaticDimension``: 28 for a plain section with a
    /// title, 0 without; 18 in the grouped styles).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height of section footers (``automaticDimension``: 0 plain, 18 grouped).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// A value for heights that means "from the content".
    public static let automaticDimension: CGFloat = -1

    /// A view above the first section (its frame's height is kept).
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }
    /// A view below the last section (its frame's height is kept).
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }

    /// The separators' style.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: UIColor? = .separator
    /// The separators' insets.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether cells keep their content views (and accessories and separators) inside the safe
    /// area, as on a notched iPhone in landscape, while their backgrounds span the full width
    /// (UIKit's default since iOS 11).
    open var insetsContentViewsToSafeArea = true {
        didSet {
            guard oldValue != insetsContentViewsToSafeArea else { return }
            for cell in visibleCells { cell.setNeedsLayout() }
            setNeedsLayout()
        }
    }
    /// A section of a static table (Interface Builder's "Static Cells" content).
    package struct StaticSection {
        /// The section's header and footer titles.
        package var headerTitle: String?
        package var footerTitle: String?
        /// The section's cells, made once from the document, with their heights.
        package var cells: [UITableViewCell]
        package var rowHeights: [CGFloat]

        package init(headerTitle: String?, footerTitle: String?, cells: [UITableViewCell], rowHeights: [CGFloat]) {
            self.headerTitle = headerTitle
            self.footerTitle = footerTitle
            self.cells = cells
            self.rowHeights = rowHeights
        }
    }

    /// The content of a static table from a storyboard, which a ``UITableViewController``'s
    /// default data source and delegate methods answer with (`nil`: a dynamic table).
    package var staticSections: [StaticSection]? {
        didSet { reloadData() }
    }

    /// The static cell of a row, if the table is static and has it.
    package func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let sections = staticSections, sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected.
    open var allowsMultipleSelection = false

    /// A section's header height when the delegate gives none: ``sectionHeaderHeight`` when set
    /// (a grouped section with a title at least 38), else by style (iOS 13+): plain 28 with a
    /// title and 0 without; grouped styles 38 with a title, 17.5 without, and 35 without a title
    /// above the first section (`StandardViewMetrics`).
    func defaultHeaderHeight(in section: Int) -> CGFloat {
        let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        if style == .plain {
            if sectionHeaderHeight >= 0 { return sectionHeaderHeight }
            return titled ? StandardViewMetrics.plainSectionHeaderHeight : 0
        }
        if titled { return max(sectionHeaderHeight, StandardViewMetrics.groupedTitledSectionHeaderHeight) }
        if sectionHeaderHeight >= 0 { return sectionHeaderHeight }
        return section == 0 ? StandardViewMetrics.groupedFirstSectionHeaderHeight : StandardViewMetrics.groupedSectionHeaderHeight
    }

    /// A section's footer height when the delegate gives none: ``sectionFooterHeight`` when set
    /// (a grouped section with a title at least 38), else plain 0, grouped styles 17.5 (38 with a
    /// title).
    func defaultFooterHeight(in section: Int) -> CGFloat {
        if style == .plain { return sectionFooterHeight >= 0 ? sectionFooterHeight : 0 }
        if dataSource?.tableView(self, titleForFooterInSection: section) != nil {
            return max(sectionFooterHeight, StandardViewMetrics.groupedTitledSectionHeaderHeight)
        }
        return sectionFooterHeight >= 0 ? sectionFooterHeight : StandardViewMetrics.groupedSectionFooterHeight
    }

    // MARK: Reuse

    private enum CellSource {
        case cellClass(UITableViewCell.Type)
        case factory(@MainActor () -> UITableViewCell)
    }

    private var registrations: [String: CellSource] = [:]
    private var reuseQueues: [String: [UITableViewCell]] = [:]

    /// Registers a cell class for an identifier. Cells are made with `init?(coder:)` and a
    /// ``UITableViewCell/RegistrationCoder`` (style `.default`, the identifier): UIKit calls
    /// `init(style:reuseIdentifier:)`, which Swift cannot call on a class object unless it is
    /// `required`. A class whose `init?(coder:)` does not call `super.init(coder:)` must be
    /// registered with ``register(forCellReuseIdentifier:makeCell:)``. `nil` removes the
    /// registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registrations[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            preconditionFailure("register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass")
        }
        registrations[identifier] = .cellClass(type)
    }

    /// Registers a closure that makes cells for an identifier. An OpenStoryboard addition (see
    /// ``register(_:forCellReuseIdentifier:)``).
    public func register(forCellReuseIdentifier identifier: String, makeCell: @escaping @MainActor () -> UITableViewCell) {
        registrations[identifier] = .factory(makeCell)
    }

    /// A queued cell with the identifier, or a new one from the registration; `nil` when neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reuseQueues[identifier], !queue.isEmpty {
            let cell = queue.removeLast()
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        switch registrations[identifier] {
        case .cellClass(let type)?:
            return type.init(coder: UITableViewCell.RegistrationCoder(style: .default, reuseIdentifier: identifier))
        case .factory(let make)?:
            return make()
        case nil:
            return nil
        }
    }

    /// A queued or new cell for an identifier; traps, as UIKit raises, when nothing is registered
    /// for it.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        return cell
    }

    // MARK: Geometry

    private struct SectionGeometry {
        var headerY: CGFloat
        var headerHeight: CGFloat
        var rows: [(y: CGFloat, height: CGFloat)]
        var footerHeight: CGFloat
    }

    private var geometry: [SectionGeometry]?
    private var shownCells: [IndexPath: UITableViewCell] = [:]
    private var selectedRows: [IndexPath] = []
    /// How deep the groups of updates (`beginUpdates`) are.
    var updateDepth = 0
    /// Set by the data source protocol's default `commit` (not implemented by the data source).
    var defaultCommitCalled = false

    /// Whether the table is in editing mode (the rows show their editing controls).
    open var isEditing = false {
        didSet {
            guard oldValue != isEditing else { return }
            for cell in shownCells.values { cell.setEditing(isEditing, animated: false) }
            setNeedsLayout()
        }
    }
    /// Whether rows can be selected while editing (`false` by default).
    open var allowsSelectionDuringEditing = false

    /// Enters or leaves editing mode; `animated` is accepted.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The editing control a row shows while editing: the delegate's style for a row the data
    /// source lets edit, else none.
    package func editingControl(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    private func setNeedsReload() {
        geometry = nil
        setNeedsLayout()
    }

    /// Discards the shown cells and asks the data source again on the next layout.
    open func reloadData() {
        for (_, cell) in shownCells { enqueue(cell) }
        shownCells = [:]
        selectedRows = []
        setNeedsReload()
    }

    private func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
    }

    private var rowX: CGFloat { insetGroupedRowInsets.left }
    private var rowWidth: CGFloat { max(0, bounds.width - insetGroupedRowInsets.left - insetGroupedRowInsets.right) }

    /// How far an inset-grouped table's rows stay from its left and right edges: the safe-area
    /// inset on that side plus the system margin, 20 points on tables at least 390 points wide
    /// (and on iPads), 16 on narrower ones — the insets Xcode stores for such cells (x 16 in a
    /// 375-point table, 20 in 390- and 414-point ones). Zero in the other styles. An
    /// OpenStoryboard addition (UIKit places the rows without saying where).
    public var insetGroupedRowInsets: UIEdgeInsets {
        guard style == .insetGrouped else { return .zero }
        let margin = bounds.width >= 390 || traitCollection.userInterfaceIdiom == .pad
            ? StandardViewMetrics.insetGroupedMargin : StandardViewMetrics.insetGroupedCompactMargin
        let safe = safeAreaInsets
        return UIEdgeInsets(top: 0, left: safe.left + margin, bottom: 0, right: safe.right + margin)
    }

    /// Whether a cell of the table is the first and the last row of its section: shown cells by
    /// their index paths; other cells (a storyboard's prototypes placed on the table, as
    /// `storyboard render` draws them) by their frames, a section being a run of cells that touch.
    /// Grouped styles draw no separator under a section's last row, and inset grouped rounds the
    /// outer corners of its first and last rows. An OpenStoryboard addition for renderers.
    public func sectionEdges(of cell: UITableViewCell) -> (first: Bool, last: Bool) {
        if let indexPath = shownCells.first(where: { $0.value === cell })?.key {
            return (indexPath.row == 0, indexPath.row == numberOfRows(inSection: indexPath.section) - 1)
        }
        let frame = cell.frame
        let others = subviews.compactMap { $0 as? UITableViewCell }.filter { $0 !== cell && !$0.isHidden }
        let above = others.contains { abs($0.frame.maxY - frame.minY) < 1 && $0.frame.minY < frame.minY }
        let below = others.contains { abs($0.frame.minY - frame.maxY) < 1 && $0.frame.maxY > frame.maxY }
        return (!above, !below)
    }

    private func computeGeometry() -> [SectionGeometry] {
        if let geometry { return geometry }
        var result: [SectionGeometry] = []
        var y = tableHeaderView?.frame.height ?? 0
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            for section in 0..<sections {
                let header = height(tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? defaultHeaderHeight(in: section))
                var entry = SectionGeometry(headerY: y, headerHeight: header, rows: [], footerHeight: 0)
                y += header
                for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                    let indexPath = IndexPath(row: row, section: section)
                    var rowHeight = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? self.rowHeight
                    if rowHeight == UITableView.automaticDimension { rowHeight = automaticHeight(at: indexPath) }
                    entry.rows.append((y, height(rowHeight)))
                    y += height(rowHeight)
                }
                entry.footerHeight = height(tableDelegate?.tableView(self, heightForFooterInSection: section) ?? defaultFooterHeight(in: section))
                y += entry.footerHeight
                result.append(entry)
            }
        }
        geometry = result
        return result
    }

    private func height(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

    /// A self-sizing row: the height its cell's content view's constraints give it at the row
    /// width (at least the standard 44).
    private func automaticHeight(at indexPath: IndexPath) -> CGFloat {
        guard let cell = shownCells[indexPath] ?? dataSource?.tableView(self, cellForRowAt: indexPath) else {
            return StandardViewMetrics.tableRowHeight
        }
        if shownCells[indexPath] == nil { pendingCells[indexPath] = cell }
        guard !cell.contentView.constraints.isEmpty else { return StandardViewMetrics.tableRowHeight }
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: rowWidth, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        return max(StandardViewMetrics.tableRowHeight, fitted.height)
    }

    /// Cells asked for while measuring, shown by the next layout.
    private var pendingCells: [IndexPath: UITableViewCell] = [:]

    /// The rectangle of a row in the table's content coordinates (`.zero` when out of range).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let sections = computeGeometry()
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.row) else {
            return .zero
        }
        let row = sections[indexPath.section].rows[indexPath.row]
        return CGRect(x: rowX, y: row.y, width: rowWidth, height: row.height)
    }

    /// The rectangle of a section's header.
    open func rectForHeader(inSection section: Int) -> CGRect {
        let sections = computeGeometry()
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: rowX, y: sections[section].headerY, width: rowWidth, height: sections[section].headerHeight)
    }

    /// The number of sections, as of the last layout or reload.
    open var numberOfSections: Int { computeGeometry().count }

    /// The number of rows in a section.
    open func numberOfRows(inSection section: Int) -> Int {
        let sections = computeGeometry()
        return sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let sections = computeGeometry()
        var bottom = sections.last.map { ($0.rows.last.map { $0.y + $0.height } ?? $0.headerY + $0.headerHeight) + $0.footerHeight }
            ?? (tableHeaderView?.frame.height ?? 0)
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            let frame = CGRect(x: 0, y: bottom, width: bounds.width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
            bottom += footer.frame.height
        }
        let size = CGSize(width: bounds.width, height: bottom)
        if contentSize != size { contentSize = size }

        let visible = bounds
        var wanted: [IndexPath] = []
        for (sectionIndex, section) in sections.enumerated() {
            // Rows of height zero are never shown.
            for (rowIndex, row) in section.rows.enumerated() where row.y < visible.maxY && row.y + row.height > visible.minY {
                wanted.append(IndexPath(row: rowIndex, section: sectionIndex))
            }
        }
        let wantedSet = Set(wanted)
        for (indexPath, cell) in shownCells where !wantedSet.contains(indexPath) {
            enqueue(cell)
            shownCells[indexPath] = nil
        }
        for indexPath in wanted {
            let frame = rectForRow(at: indexPath)
            if let cell = shownCells[indexPath] {
                if cell.frame != frame { cell.frame = frame }
                continue
            }
            guard let cell = pendingCells.removeValue(forKey: indexPath) ?? dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
            cell.frame = frame
            cell.setSelected(selectedRows.contains(indexPath), animated: false)
            cell.editingControl = editingControl(forRowAt: indexPath)
            cell.setEditing(isEditing, animated: false)
            shownCells[indexPath] = cell
            insertSubview(cell, at: 0)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        pendingCells = [:]
    }

    /// The shown cells, top to bottom.
    open var visibleCells: [UITableViewCell] {
        layoutIfNeededForReading()
        return shownCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the shown rows, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeededForReading()
        return shownCells.keys.sorted()
    }

    /// The shown cell of a row (`nil` when the row is not shown).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeededForReading()
        return shownCells[indexPath]
    }

    /// The row a shown cell is at.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    // MARK: Selection

    /// The first selected row.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }
    /// The selected rows.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row (`nil` deselects all); the delegate is not told, as in UIKit.
    /// (`userSelectRow(at:)` is the user's selection, which tells it.)
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for row in selectedRows { shownCells[row]?.setSelected(false, animated: animated) }
            selectedRows = []
        }
        guard let indexPath else { return }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        shownCells[indexPath]?.setSelected(true, animated: animated)
    }

    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        shownCells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: The user's selection

    /// Selects a row as a tap on it does, in UIKit's order; the entry point of touch handling and
    /// of the headless driver.
    ///
    /// 1. Nothing when ``allowsSelection`` is off or the row does not exist.
    /// 2. `tableView(_:shouldHighlightRowAt:)`; `false` stops here (UIKit: no highlight, no
    ///    selection). Otherwise the cell is highlighted, then `didHighlightRowAt`.
    /// 3. In multiple selection, a selected row is deselected instead:
    ///    `willDeselectRowAt` (it may redirect, or return `nil` to keep it), the cell unhighlighted
    ///    (`didUnhighlightRowAt`), the row deselected, `didDeselectRowAt`.
    /// 4. `willSelectRowAt` (it may redirect, or return `nil`: nothing is selected); the cell
    ///    unhighlighted and `didUnhighlightRowAt`.
    /// 5. In single selection, each other selected row: `willDeselectRowAt` (may redirect or
    ///    keep), deselected, `didDeselectRowAt`.
    /// 6. The row is selected (its cell's `isSelected`); the storyboard segues drawn from the cell
    ///    are performed, the cell as sender (`shouldPerformSegue`, `prepare(for:sender:)`, as in
    ///    UIKit before the delegate hears of the selection); `didSelectRowAt`.
    /// - Returns: the row selected or deselected, `nil` when nothing changed.
    @discardableResult
    package func userSelectRow(at indexPath: IndexPath) -> IndexPath? {
        guard allowsSelection, indexPath.count == 2, indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else {
            return nil
        }
        layoutIfNeededForReading()
        let delegate = tableDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return nil }
        shownCells[indexPath]?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        func unhighlight() {
            shownCells[indexPath]?.setHighlighted(false, animated: false)
            delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            let target = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            unhighlight()
            guard let target else { return nil }
            deselectRow(at: target, animated: true)
            delegate?.tableView(self, didDeselectRowAt: target)
            return target
        }
        let target = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        unhighlight()
        guard let target else { return nil }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != target {
                guard let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: row) }) ?? row else { continue }
                deselectRow(at: deselected, animated: true)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        let cell = shownCells[target]
        cell?.setSelected(true, animated: true)
        cell?.performStoryboardSegues(for: .selection)
        delegate?.tableView(self, didSelectRowAt: target)
        return target
    }

    /// A tap on a row's accessory button (`.detailButton`, `.detailDisclosureButton`): the
    /// storyboard segues drawn from the cell's accessory action are performed (the cell as
    /// sender), then the delegate's `accessoryButtonTappedForRowWith`. The entry point of touch
    /// handling and of the headless driver.
    package func userTapAccessoryButton(at indexPath: IndexPath) {
        guard indexPath.count == 2, indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else { return }
        layoutIfNeededForReading()
        shownCells[indexPath]?.performStoryboardSegues(for: .accessoryAction)
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    // MARK: Touches

    /// A tap lifted on a cell (touches a control inside the cell keeps for itself do not reach
    /// the table) selects its row as the user's selection does (``userSelectRow(at:)``).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let cell = Self.enclosingCell(of: touch.view, in: self),
              cell.bounds.contains(touch.location(in: cell)), let indexPath = indexPath(for: cell) else {
            return super.touchesEnded(touches, with: event)
        }
        userSelectRow(at: indexPath)
    }

    /// The table's cell that contains `view` (or is it).
    static func enclosingCell(of view: UIView?, in table: UITableView) -> UITableViewCell? {
        var current = view
        while let candidate = current, candidate !== table {
            if let cell = candidate as? UITableViewCell, cell.superview === table || cell.isDescendant(of: table) { return cell }
            current = candidate.superview
        }
        return nil
    }
}

extension UITableView {
    /// The table styles (UIKit's raw values).
    public enum Style: Int, Sendable, CaseIterable {
        case plain = 0, grouped, insetGrouped
    }

    /// Where a row scrolls to when selected.
    public enum ScrollPosition: Int, Sendable, CaseIterable {
        case none = 0, top, middle, bottom
    }
}

extension UITableViewCell {
    /// The separator styles.
    public enum SeparatorStyle: Int, Sendable, CaseIterable {
        case none = 0, singleLine, singleLineEtched
    }
}
