import AdaptiveKit
import Foundation

extension CanvasRule {
    /// An inset-grouped table (`style="insetGrouped"`) draws its rows inset from its sides by the
    /// system margin, as UIKit does (`UITableView.Style.insetGrouped`: "the grouped sections are
    /// inset with rounded corners"), and Xcode lays a cell's content out in the inset row even
    /// when the document stores the cell at the table's full width. Evidence: every inset-grouped
    /// cell of the corpus stored inset — netnewswire 079–082 (20 pt in 414 pt tables, 16 pt in
    /// 375 pt ones), iqkeyboard 116, habitica 121 / 122, element 357, passforios 534 — and
    /// passforios 534's cells stored at the full 390 pt whose constraint-laid-out content was laid
    /// out in the 350 pt row (text fields pinned to the trailing margin end at x = 330, their
    /// content views stored 390 or 346 pt wide: frames Xcode did not update). A cell's own
    /// style labels keep the frames Xcode stored (their autoresizing masks are fixed).
    public static let insetGroupedRows = CanvasRule(
        name: "inset-grouped-rows",
        summary: "an inset-grouped table's cells are laid out in the inset row, whatever width the document stores for them",
        evidence: [
            .init("wide/534_passforios_pass_Main.storyboard", scene: "Obl-ql-ILG"),
            .init("wide/534_passforios_pass_Main.storyboard", scene: "8Hi-tl-elT"),
            .init("wide/534_passforios_pass_Main.storyboard", scene: "Jmv-A6-Wr1"),
        ])
}

extension IBSceneLayout {
    /// Puts the cells of inset-grouped tables that the document stores at the table's full width
    /// in the inset row (``CanvasRule/insetGroupedRows``), laid out as UIKit lays them out at
    /// that width. Call it once the tables have their widths.
    ///
    /// - Returns: Whether any cell moved.
    static func placeInsetGroupedRows(_ instantiator: IBInstantiator, canvas: CanvasSession) -> Bool {
        guard instantiator.options.placesCellsAsOnCanvas, canvas.rules.contains(.insetGroupedRows) else { return false }
        var moved = false
        for placement in instantiator.placements.values {
            guard let cell = placement.view as? CanvasTableViewCell, let table = cell.superview as? UITableView,
                  table.style == .insetGrouped, let storedWidth = cell.storedWidth,
                  abs(cell.frame.minX) < 0.5, abs(storedWidth - table.bounds.width) < 0.5 else { continue }
            let inset = table.insetGroupedRowInsets
            let width = table.bounds.width - inset.left - inset.right
            guard width > 0, abs(width - storedWidth) >= 0.5, canvas.applies(.insetGroupedRows) else { continue }
            cell.followsShownWidth = true
            cell.frame = CGRect(x: inset.left, y: cell.frame.minY, width: width, height: cell.frame.height)
            moved = true
        }
        return moved
    }
}
