import Foundation

/// A spinning-wheel picker: components side by side, each a column of rows with one selected,
/// its rows from a ``UIPickerViewDataSource`` and its titles, views and widths from a
/// ``UIPickerViewDelegate``.
///
/// Intrinsic size: 320 × 216, as UIKit's. The rows the picker shows are real subviews (labels
/// for titles, or the delegate's views), laid out flat around the selected row in the middle and
/// fading with their distance from it; behind the selected row is the grey selection band iOS 14
/// and later draw. UIKit does not document the row height, the title font or the margins; these
/// are choices (``defaultRowHeight``, ``titleFont``, 8 pt on each side, 5 pt between components).
///
/// A user spins a component by dragging in it (the selected row moves by the drag's length in
/// rows) or taps a row above or below the selection; either calls the delegate's
/// `pickerView(_:didSelectRow:inComponent:)` when the row changed. The headless driver's
/// `UIWindow.pick(row:inComponent:of:)` drags as a user does.
@MainActor
open class UIPickerView: UIView {
    /// The row height of components whose delegate gives none.
    public static let defaultRowHeight: CGFloat = 32
    /// The font of row titles.
    public static let titleFont = UIFont.systemFont(ofSize: 21)
    /// What the delegate protocol's default `widthForComponent` returns: the components share
    /// the picker's width.
    static let automaticWidth: CGFloat = 0
    /// What the delegate protocol's default `viewForRow` returns: the row shows its title.
    static let titleRowMarker = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The source of the components and rows.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { counts = nil; rowViewsState = nil; setNeedsLayout() }
    }
    /// The source of titles, views and widths, and the listener for picked rows.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { rowViewsState = nil; setNeedsLayout() }
    }
    /// Whether the selection band is drawn (deprecated in UIKit, where iOS 14 always draws it).
    open var showsSelectionIndicator = true

    /// Rows shown when there is no data source: Xcode's canvas shows a picker with sample rows
    /// (set by the storyboard loader for pictures of a document, never for an app).
    package var designTimeTitles: [String]? {
        didSet { counts = nil; rowViewsState = nil; setNeedsLayout() }
    }

    /// The number of rows of each component, asked of the data source when first needed and
    /// again after a reload.
    private var counts: [Int]?
    private var selected: [Int] = []

    private var loadedCounts: [Int] {
        if let counts { return counts }
        let loaded: [Int]
        if let dataSource {
            let components = max(0, dataSource.numberOfComponents(in: self))
            loaded = (0..<components).map { max(0, dataSource.pickerView(self, numberOfRowsInComponent: $0)) }
        } else if let designTimeTitles {
            loaded = [designTimeTitles.count]
        } else {
            loaded = []
        }
        counts = loaded
        // Selections stay where they were, within the new rows (UIKit keeps the index).
        selected = loaded.indices.map { index in
            let row = index < selected.count ? selected[index] : 0
            return loaded[index] == 0 ? -1 : min(max(row, 0), loaded[index] - 1)
        }
        return loaded
    }

    // MARK: Components and rows

    /// The number of components.
    open var numberOfComponents: Int { loadedCounts.count }

    /// The number of rows in a component (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(component) ? counts[component] : 0
    }

    /// A component's row size: its width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        let frames = componentFrames()
        let width = frames.indices.contains(component) ? frames[component].width : 0
        return CGSize(width: width, height: rowHeight(forComponent: component))
    }

    /// Asks the data source for every component's rows again and redraws them.
    open func reloadAllComponents() {
        counts = nil
        rowViewsState = nil
        _ = loadedCounts
        setNeedsLayout()
    }

    /// Asks the data source for one component's rows again and redraws it.
    open func reloadComponent(_ component: Int) {
        reloadAllComponents()
    }

    /// Selects a row of a component (clamped to its rows), without calling the delegate, as
    /// UIKit does. `animated` is accepted; the wheel settles at once.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let counts = loadedCounts
        guard counts.indices.contains(component), counts[component] > 0 else { return }
        selected[component] = min(max(row, 0), counts[component] - 1)
        setNeedsLayout()
    }

    /// The selected row of a component, or -1 when it has no rows (or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        _ = loadedCounts
        return selected.indices.contains(component) ? selected[component] : -1
    }

    /// The view that shows a row, when the row is on screen: the delegate's own view, or the
    /// label the picker made for its title.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        return rowViews.first { $0.component == component && $0.row == row }?.view
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    // MARK: Geometry

    private func rowHeight(forComponent component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height > 0 ? height : Self.defaultRowHeight
    }

    /// Each component's column: the delegate's widths side by side, centred, or equal shares of
    /// the picker's width inside 8 pt margins, 5 pt apart.
    func componentFrames() -> [CGRect] {
        let count = loadedCounts.count
        guard count > 0 else { return [] }
        let margin: CGFloat = 8, spacing: CGFloat = 5
        let available = max(0, bounds.width - 2 * margin - spacing * CGFloat(count - 1))
        let asked = (0..<count).map { delegate?.pickerView(self, widthForComponent: $0) ?? Self.automaticWidth }
        let automatic = asked.filter { $0 <= 0 }.count
        let fixed = asked.filter { $0 > 0 }.reduce(0, +)
        let share = automatic > 0 ? max(0, available - fixed) / CGFloat(automatic) : 0
        let widths = asked.map { $0 > 0 ? $0 : share }
        let total = widths.reduce(0, +) + spacing * CGFloat(count - 1)
        var x = (bounds.width - total) / 2
        return widths.map { width in
            defer { x += width + spacing }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// The band behind the selected rows (iOS 14): the picker's width inside its margins, one
    /// row tall (the tallest component's), centred.
    package var selectionBandFrame: CGRect {
        let height = (0..<max(1, loadedCounts.count)).map { rowHeight(forComponent: $0) }.max() ?? Self.defaultRowHeight
        return CGRect(x: 8, y: (bounds.height - height) / 2, width: max(0, bounds.width - 16), height: height)
    }

    // MARK: Row views

    private struct RowView {
        var component: Int
        var row: Int
        var view: UIView
    }

    /// One clipping column per component holding its visible rows; neither takes touches, so
    /// the picker gets them.
    private var columns: [UIView] = []
    private var rowViews: [RowView] = []
    /// What the row views were made for (the size, the rows, the selection), so that a layout
    /// pass makes them again only when something changed.
    private var rowViewsState: [CGFloat]?

    open override func layoutSubviews() {
        super.layoutSubviews()
        let counts = loadedCounts
        let state: [CGFloat] = [bounds.width, bounds.height] + counts.map { CGFloat($0) } + selected.map { CGFloat($0) }
        guard state != rowViewsState else { return }
        rowViewsState = state
        let reusable = Dictionary(rowViews.map { (RowViewKey(component: $0.component, row: $0.row), $0.view) }, uniquingKeysWith: { first, _ in first })
        columns.forEach { $0.removeFromSuperview() }
        columns = []
        rowViews = []
        for (component, frame) in componentFrames().enumerated() {
            let column = UIView(frame: frame)
            column.isUserInteractionEnabled = false
            column.clipsToBounds = true
            addSubview(column)
            columns.append(column)
            let height = rowHeight(forComponent: component)
            let selectedRow = selected[component]
            guard selectedRow >= 0 else { continue }
            let reach = Int((bounds.height / 2 / height).rounded(.up))
            for row in max(0, selectedRow - reach)...min(counts[component] - 1, selectedRow + reach) {
                let distance = row - selectedRow
                let rowFrame = CGRect(x: 0, y: bounds.height / 2 - height / 2 + CGFloat(distance) * height, width: frame.width, height: height)
                // Only rows the column shows some of.
                guard rowFrame.maxY > 0, rowFrame.minY < bounds.height else { continue }
                let view = makeRowView(row: row, component: component, reusing: reusable[RowViewKey(component: component, row: row)])
                view.frame = rowFrame
                // The wheel's rows fade away from the selection.
                view.alpha = [1, 0.7, 0.5, 0.35][min(abs(distance), 3)]
                column.addSubview(view)
                rowViews.append(RowView(component: component, row: row, view: view))
            }
        }
    }

    private struct RowViewKey: Hashable {
        var component: Int
        var row: Int
    }

    /// The delegate's view for a row, or a label with its title.
    private func makeRowView(row: Int, component: Int, reusing old: UIView?) -> UIView {
        if let delegate {
            let own = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: old is PickerRowLabel ? nil : old)
            if own !== Self.titleRowMarker { return own }
        }
        let label = (old as? PickerRowLabel) ?? PickerRowLabel(frame: .zero)
        label.textAlignment = .center
        label.font = Self.titleFont
        label.textColor = .label
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.text = attributed.string
            if attributed.length > 0 {
                let attributes = attributed.attributes(at: 0, effectiveRange: nil)
                if let color = attributes[.foregroundColor] as? UIColor { label.textColor = color }
                if let font = attributes[.font] as? UIFont { label.font = font }
            }
        } else if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) {
            label.text = title
        } else if dataSource == nil, let designTimeTitles, component == 0, designTimeTitles.indices.contains(row) {
            label.text = designTimeTitles[row]
        } else {
            label.text = nil
        }
        return label
    }

    // MARK: Touches

    private var touchStart: (point: CGPoint, component: Int)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard let component = componentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }) else { return }
        touchStart = (point, component)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { touchStart = nil }
        guard let start = touchStart, let touch = touches.first else { return }
        let point = touch.location(in: self)
        let height = rowHeight(forComponent: start.component)
        // A drag moves the wheel by its length; a tap (under 10 pt of movement) picks the row
        // tapped.
        let offset = abs(point.y - start.point.y) < 10
            ? Int(((point.y - bounds.midY) / height).rounded())
            : Int((-(point.y - start.point.y) / height).rounded())
        let current = selectedRow(inComponent: start.component)
        guard current >= 0 else { return }
        let row = min(max(current + offset, 0), numberOfRows(inComponent: start.component) - 1)
        guard row != current else { return }
        selectRow(row, inComponent: start.component, animated: true)
        delegate?.pickerView(self, didSelectRow: row, inComponent: start.component)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchStart = nil
    }
}

/// The label a picker makes for a row's title.
final class PickerRowLabel: UILabel {}
