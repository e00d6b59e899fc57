import AdaptiveKit
import Foundation

extension CanvasRule {
    /// A table cell's content view is as tall as its cell (less the separator): a content view
    /// stored shorter is a frame Xcode wrote without laying the cell out, and its canvas laid the
    /// content view out at the cell's size, as UIKit does.
    ///
    /// Xcode 6 and 7 made a xib's cell from a template whose content view is 320 × 43 and kept
    /// that frame in the file when the cell was resized: pagemenu 545 and 546 (Xcode 6.4: 320 × 94
    /// cells), and heeween/Autolayout-budejie's `HYWRecommendUserCell.xib` outside the corpus
    /// (Xcode 7: a 498 × 100 cell), store 320 × 43 content views whose subviews are placed in the
    /// whole cell (an image view centred 47 pt down, a separator line at y = 98 as wide as the
    /// cell). No other cell of the corpus, or of 169 documents outside it, stores a content view
    /// more than a point shorter or taller than itself (a point is the separator of the 1x Any/Any
    /// canvas, ``cellMargins``), so the canvas otherwise keeps the stored content frame (a taller
    /// one too, which no Xcode writes: a mutated document's).
    public static let staleCellContentFrame = CanvasRule(
        name: "stale-cell-content-frame",
        summary: "a cell's content view stored shorter than its cell is laid out at the cell's size",
        evidence: [
            .init("wide/546_pagemenu_RecentsTableViewCell.xib", scene: "uPf-FT-rCo"),
        ])
}

extension IBSceneLayout {
    /// Applies ``CanvasRule/staleCellContentFrame`` to one cell: forgets a stored content frame
    /// more than a point shorter than the cell, so that UIKit's placement of the content view
    /// stands.
    static func forgetStaleContentFrame(of cell: UITableViewCell, object: IBObject, canvas: CanvasSession) {
        guard let cell = cell as? CanvasTableViewCell, let content = cell.storedContentFrame,
              let stored = object.frame, CGFloat(stored.height) - content.height > 1,
              canvas.applies(.staleCellContentFrame) else { return }
        cell.storedContentFrame = nil
    }
}
