import AdaptiveKit
import Foundation

/// A table view cell as Xcode's canvas shows it: its content view keeps the frame the document
/// stored (Xcode's layout of the cell: accessory, separator, editing insets), so the content's
/// own constraints are measured against the same box. Used only for design-time layout
/// (``IBInstantiator/Options/placesCellsAsOnCanvas``); a normal load makes `UITableViewCell`.
///
/// A cell shown at another width than the one it was stored at (a landscape picture, another
/// device, an inset-grouped table's inset rows) is laid out as UIKit lays it out at that width:
/// the content view spans the cell (inside the safe area, before the accessory) and keeps only
/// its stored top and height, so content pinned to its trailing edge follows the cell's edge.
final class CanvasTableViewCell: UITableViewCell {
    var storedContentFrame: CGRect?
    /// The cell's width in the document.
    var storedWidth: CGFloat?
    /// Whether the cell is laid out at its shown width when that differs from the stored one
    /// (`storyboard render`, through `IBSceneWindow.placeCanvasCells`); Xcode's canvas frames
    /// (`storyboard frames`) keep the stored content frame.
    var followsShownWidth = false

    override func layoutSubviews() {
        if followsShownWidth, let table = superview as? UITableView, table.style == .insetGrouped {
            // An inset row's own margins are the table's system margin (16 or 20), as UIKit gives
            // them; the table's own margins no longer reach into a row inset from the safe area.
            let margin = table.insetGroupedRowInsets.left - table.safeAreaInsets.left
            var margins = directionalLayoutMargins
            if margins.leading != margin || margins.trailing != margin {
                margins.leading = margin
                margins.trailing = margin
                directionalLayoutMargins = margins
            }
        }
        super.layoutSubviews()
        guard var frame = storedContentFrame else { return }
        if followsShownWidth, let storedWidth, abs(bounds.width - storedWidth) >= 0.5 || contentSafeAreaInsets.left + contentSafeAreaInsets.right > 0 {
            // UIKit's placement across, the document's down.
            frame.origin.x = contentView.frame.minX
            frame.size.width = contentView.frame.width
        }
        if contentView.frame != frame { contentView.frame = frame }
    }
}
