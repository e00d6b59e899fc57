import AdaptiveKit
import CPangoCairo
import Foundation

/// How table rows are drawn behind their content, as iOS 13 and later draw them:
///
/// - a row of a grouped or inset-grouped table is on the secondary grouped background (white in
///   the light appearance, dark grey in the dark one) unless it has a background colour of its
///   own, over the table's grouped background;
/// - an inset-grouped table rounds the outer corners of each section (radius 10): the top
///   corners of its first row, the bottom corners of its last, and clips the rows' content to
///   that shape;
/// - grouped styles draw no separator under a section's last row (the section ends with its
///   rounded or straight edge);
/// - a selected or highlighted row (`selectRow(at:animated:scrollPosition:)`, a tap) is filled
///   with the selection grey (`systemGray4`) unless its `selectionStyle` is `.none`; a
///   `selectedBackgroundView` draws itself instead (it is a subview in UIKit; here it is drawn in
///   the row's bounds).
@MainActor
enum TableDrawing {
    static func drawRowBackground(_ cell: UITableViewCell, in table: UITableView, context: CairoContext, bounds: CGRect) {
        let grouped = table.style != .plain
        let edges = grouped ? table.sectionEdges(of: cell) : (first: false, last: false)
        let radius = table.style == .insetGrouped ? StandardViewMetrics.insetGroupedCornerRadius : 0
        let rounded = radius > 0 && (edges.first || edges.last)
        if rounded {
            // The row's content is clipped to the section's rounded shape, as UIKit masks the cell.
            context.roundedRectangle(bounds, radius: radius, top: edges.first, bottom: edges.last)
            cairo_clip(context.cr)
        }
        let background = cell.backgroundColor ?? (grouped ? UIColor.secondarySystemGroupedBackground : nil)
        if let background {
            context.fill(bounds, background, radius: rounded ? 0 : cell.layer.cornerRadius)
        }
        if isDrawnSelected(cell) {
            if let selected = cell.selectedBackgroundView {
                if let color = selected.backgroundColor { context.fill(bounds, color) }
            } else {
                context.fill(bounds, .systemGray4)
            }
        }
    }

    /// The section titles a grouped or inset-grouped table's data source gives
    /// (`tableView(_:titleForHeaderInSection:)`, `…FooterInSection:`), drawn as iOS 13+ draws
    /// them in those styles: header titles in upper case, 13 pt, in the secondary label colour,
    /// at the rows' text margin, 7 points above the section's first row; footer titles as written,
    /// 7 points under its last row. (Storyboard tables drawn by `storyboard render` have no data
    /// source: their titles are labels `IBSceneWindow` adds.)
    static func drawSectionTitles(_ table: UITableView, context: CairoContext, bounds: CGRect) {
        guard table.style != .plain, let dataSource = table.dataSource else { return }
        let font = UIFont.systemFont(ofSize: 13)
        let lineHeight = TextMeasurement.current.lineMetrics(for: font).lineHeight.rounded(.up)
        let offset = table.contentOffset
        let margin: CGFloat = table.style == .insetGrouped
            ? table.insetGroupedRowInsets.left + (table.bounds.width >= 390 || table.traitCollection.userInterfaceIdiom == .pad ? 20 : 16)
            : table.safeAreaInsets.left + StandardViewMetrics.cellMargin
        let width = max(0, table.bounds.width - 2 * margin)
        for section in 0..<table.numberOfSections {
            let rows = table.numberOfRows(inSection: section)
            if let title = dataSource.tableView(table, titleForHeaderInSection: section), !title.isEmpty {
                let top = rows > 0 ? table.rectForRow(at: IndexPath(row: 0, section: section)).minY : table.rectForHeader(inSection: section).maxY
                let rect = CGRect(x: margin, y: top - 7 - lineHeight - offset.y, width: width, height: lineHeight)
                if rect.intersects(bounds) { context.drawText(title.uppercased(), font: font, color: .secondaryLabel, in: rect) }
            }
            if rows > 0, let title = dataSource.tableView(table, titleForFooterInSection: section), !title.isEmpty {
                let bottom = table.rectForRow(at: IndexPath(row: rows - 1, section: section)).maxY
                let rect = CGRect(x: margin, y: bottom + 7 - offset.y, width: width, height: lineHeight)
                if rect.intersects(bounds) { context.drawText(title, font: font, color: .secondaryLabel, in: rect) }
            }
        }
    }

    /// Whether a row is drawn with the selection colour: selected or highlighted, with a
    /// selection style other than `.none`.
    static func isDrawnSelected(_ cell: UITableViewCell) -> Bool {
        (cell.isSelected || cell.isHighlighted) && cell.selectionStyle != .none
    }

    /// The separator's insets: the cell's; in an inset-grouped table a cell that keeps the
    /// default 16-point inset gets the table's row margin instead (20 points on tables at least
    /// 390 points wide), so the separator starts where the rows' text does, as in UIKit.
    static func separatorInsets(of cell: UITableViewCell) -> UIEdgeInsets {
        var insets = cell.separatorInset
        if let table = cell.superview as? UITableView, table.style == .insetGrouped, insets.left == StandardViewMetrics.cellMargin {
            insets.left = table.insetGroupedRowInsets.left - table.safeAreaInsets.left
        }
        return insets
    }

    /// Whether the separator under a row is drawn: the table's separator style is not `.none`, and
    /// in the grouped styles the row is not the last of its section.
    static func drawsSeparator(under cell: UITableViewCell) -> Bool {
        guard let table = cell.superview as? UITableView else { return true }
        if table.separatorStyle == .none { return false }
        if table.style != .plain, table.sectionEdges(of: cell).last { return false }
        return true
    }
}
