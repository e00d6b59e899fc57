import AdaptiveKit
import Foundation

extension CanvasRule {
    /// The margins of a table view cell's content view on Xcode's canvas, unless the document sets
    /// them: 11 pt top and bottom, 16 pt (20 pt on wide phones and iPads) leading and trailing —
    /// UIKit's margins since iOS 11, which the table gives the cells it lays out; 15 pt top and
    /// bottom in grouped and inset-grouped tables from Xcode 16 on (tools version 24000: nrfmesh
    /// 424); 8 pt on every side (a plain `UIView`'s default) in documents written before Xcode 10
    /// (tools version below 14000), whose stored frames come from the iOS 10 rules — but 15 pt at
    /// the sides, the table's, when the content view preserves its cell's margins and the cell
    /// the table's (SwipeCellKit's mail example, outside the corpus, Xcode 8 on the 414 pt
    /// canvas: a stack pinned to both side margins at x = 15, 15 pt short of the trailing edge;
    /// no corpus document before Xcode 10 sets both). The side
    /// margins follow the canvas device, not the table (``cellSideMargin(tableWidth:screen:device:)``):
    /// on a phone 390 pt wide or wider, 20 pt for any table at least a phone's width (320 pt),
    /// 16 pt on narrower phones and in narrower tables; on an iPad 20 pt in tables 414 pt wide or
    /// wider, 16 pt in narrower ones. Beside an accessory (a disclosure
    /// indicator, a checkmark…) the content view's trailing margin is 8 pt (habitica 122,
    /// netnewswire 082).
    ///
    /// The content view's height follows the iOS version too: before Xcode 11 (tools versions
    /// below 14800, ``IBToolsVersion/xcode11``: the canvases of iOS 12 and earlier) it stops one
    /// pixel above the cell's bottom edge, where the separator is drawn — a 44 pt cell's content
    /// view is 43.5 pt tall on a 2x canvas, 43.67 pt on a 3x one, 43 pt on the 1x Any/Any square;
    /// iOS 13 made it as tall as the cell. Measured on the stored frames of the corpus and of 119
    /// documents outside it: of the cells in tables with separators and the xibs' own cells, 384
    /// of the 395 that Xcode 4 to 10 wrote have a content view shorter than the cell, and none of
    /// the 534 that Xcode 11 (its betas' five included) and later wrote. Tables without
    /// separators (`separatorStyle="none"`) keep the full height in 112 of their 140 Xcode 4 to 10
    /// cells, and are left at it. A cell whose constraints add up to its stored content height
    /// then fits it rather than conflicting with the cell's height (rocketchat 383: 11 + 21 +
    /// 11.5 pt in a 44 pt cell; xlform 564 on the 1x canvas).
    public static let cellMargins = CanvasRule(
        name: "cell-margins",
        summary: "a table cell's content view has the margins of the iOS version the Xcode that wrote the document drew",
        evidence: [
            .init("files/137_habitica_SubscriptionDetailView.xib", scene: "fDN-KX-ZVh"),
            .init("wide/427_nrfmesh_FirmwareDistribution.xib", scene: "B4P-wJ-v4L"),
            .init("wide/323_esri_GenerateOfflineMapOverrides.storyboard", scene: "UHw-TB-j3H"),
            .init("wide/451_openfoodfacts_Settings.storyboard", scene: "jZi-ii-YoN"),
            .init("wide/310_esri_ViewshedLocation.storyboard", scene: "PtI-bC-RnP"),
            .init("wide/424_nrfmesh_Network.storyboard", scene: "lXM-vc-FyC"),
        ])
}

extension IBSceneLayout {
    /// Gives every table cell of the scene its canvas margins (``CanvasRule/cellMargins``, and
    /// ``CanvasRule/unlaidCells`` for cells Xcode did not lay out), and before Xcode 11 a content
    /// view that ends above the separator.
    static func applyCellMargins(_ instantiator: IBInstantiator, screen: CGSize, device: Device, canvas: CanvasSession) {
        let tools = toolsVersion(of: instantiator.document)
        for placement in instantiator.placements.values {
            guard let cell = placement.view as? UITableViewCell else { continue }
            let content = placement.object.children.first { $0.kind == .tableViewCellContentView }
            let table = cell.superview as? UITableView
            forgetStaleContentFrame(of: cell, object: placement.object, canvas: canvas)
            // Before Xcode 11 the content view ends above the separator, except in a table
            // without separators (the rule's doc comment).
            if tools < IBToolsVersion.xcode11, table?.separatorStyle != UITableViewCell.SeparatorStyle.none, canvas.applies(.cellMargins) {
                cell.contentViewEndsAboveSeparator = true
            }
            let tableObject = table.flatMap(instantiator.placedObject(of:))
            // A cell in no table (a xib's own cell): ``CanvasRule/xibCellMargins``.
            let ownSides = tableObject == nil ? ownCellSideMargin(placement.object, tools: tools, device: device, canvas: canvas) : nil
            if content?.layoutMargins != nil {
                // A content view with margins of its own that preserves its superview's takes the
                // cell's side margins where they are larger.
                if let ownSides, content?.preservesSuperviewLayoutMargins == true {
                    var margins = cell.contentView.directionalLayoutMargins
                    margins.leading = max(margins.leading, ownSides)
                    margins.trailing = max(margins.trailing, ownSides)
                    cell.contentView.directionalLayoutMargins = margins
                    cell.contentView.preservesSuperviewLayoutMargins = false
                }
                continue
            }
            let laidOut = isLaidOutOnCanvas(placement.object, table: tableObject)
            let tableWidth = tableObject?.frame.map { CGFloat($0.width) } ?? screen.width
            let sides = cellSideMargin(tableWidth: tableWidth, screen: screen, device: device)
            var margins: NSDirectionalEdgeInsets
            if !laidOut, tools < IBToolsVersion.xcode12, canvas.applies(.unlaidCells) {
                margins = tools < IBToolsVersion.xcode11
                    ? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                    : NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
            } else if canvas.applies(.cellMargins) {
                margins = NSDirectionalEdgeInsets(top: 11, leading: ownSides ?? sides, bottom: 11, trailing: ownSides ?? sides)
                if tools < IBToolsVersion.xcode10 {
                    // A content view that preserves its cell's margins, in a cell that preserves
                    // the table's, takes the table's 15 pt at the sides.
                    let preserved: CGFloat = content?.preservesSuperviewLayoutMargins == true
                        && placement.object.attribute("preservesSuperviewLayoutMargins") == "YES" && tableObject != nil ? 15 : 8
                    margins = NSDirectionalEdgeInsets(top: 8, leading: preserved, bottom: 8, trailing: preserved)
                } else if laidOut, tools >= IBToolsVersion.xcode16, tableObject?.tableStyle.isGrouped == true {
                    margins.top = 15
                    margins.bottom = 15
                }
                if laidOut, takesSubviewTableCellMargins(table: tableObject, tools: tools, canvas: canvas) {
                    margins.leading = 15
                    margins.trailing = 15
                }
                if let accessory = placement.object.attribute("accessoryType"), accessory != "none", laidOut {
                    margins.trailing = 8
                }
            } else {
                continue
            }
            cell.contentView.directionalLayoutMargins = margins
            // The canvas draws cells without the window's vertical unsafe area (a cell near the
            // home indicator keeps its margins).
            cell.insetsLayoutMarginsFromSafeArea = false
            cell.contentView.insetsLayoutMarginsFromSafeArea = false
            // A table gives its cells its leading and trailing margins only (set above): a cell
            // that preserves its superview's margins must not take the table's vertical ones (a
            // table reaching the home indicator has it in its bottom margin).
            cell.preservesSuperviewLayoutMargins = false
            cell.contentView.preservesSuperviewLayoutMargins = false
        }
    }

    /// The leading and trailing margins of the content view of a cell the canvas lays out, by
    /// the canvas device and the table's width: on a phone 390 pt wide or wider (iPhone 12 on),
    /// 20 pt for any table at least a phone's width (320 pt) — the device decides, not the table:
    /// a 375 pt table in a popover on the 414 pt `retina6_1` canvas has 20 pt (esri 310), as do
    /// 390 pt tables on the `retina6_0` canvas (passforios 534), a 398 pt one on `retina6_1`
    /// (nrfmesh 425) and the 393 pt `retina6_12` ones (habitica 123); 16 pt on narrower phones
    /// (375 pt tables on 375 pt canvases: habitica 122, 128, openfoodfacts 451, strongbox 154).
    /// A table narrower than a phone (habitica 121: 107 pt on the 428 pt canvas) has 16 pt, and
    /// on an iPad a table narrower than 414 pt has 16 pt, 20 pt otherwise (as root views).
    static func cellSideMargin(tableWidth: CGFloat, screen: CGSize, device: Device) -> CGFloat {
        if device.idiom == .pad { return tableWidth >= 414 ? 20 : 16 }
        return screen.width >= 390 && tableWidth >= 320 ? 20 : 16
    }
}
