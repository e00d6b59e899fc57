import AdaptiveKit
import Foundation

/// Xcode's canvas metrics that differ by the Xcode version that wrote a document: freeform and
/// canvas sizes, the system minimum margins of root views, table cell margins, and which cells the
/// canvas laid out (docs/interface-builder-fidelity.md).
extension IBSceneLayout {
    /// A controller's simulated freeform size (`<size key="freeformSize">`, the inspector's
    /// "Simulated Size: Freeform").
    static func freeformSize(of controller: IBObject) -> CGSize? {
        guard let element = controller.simulatedMetrics.first(where: { $0.name == "size" && $0.key == "freeformSize" }),
              let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// The size of the document's canvas device in the document's orientation.
    static func canvasSize(of document: IBDocument) -> CGSize? {
        guard let id = document.device?.id, let device = Device.models(withInterfaceBuilderID: id).first else { return nil }
        return device.size(for: document.device?.orientation == "landscape" ? .landscapeLeft : .portrait)
    }

    /// UIKit's minimum margins of a controller's root view (`systemMinimumLayoutMargins`): 16 pt
    /// leading and trailing on phones narrower than 414 pt, 20 pt on wider phones and on iPads.
    /// AdaptiveKit gives them to controllers' root views itself; the canvas applies them to a
    /// xib's top-level view, which Xcode draws as a canvas controller's root view, unless the
    /// document sets its margins.
    /// A root narrower than 414 pt (an embedded child, a popover) gets 16 pt on any device.
    static func applySystemMinimumMargins(to view: UIView, object: IBObject, screen: CGSize, device: Device) {
        guard object.layoutMargins == nil else { return }
        let width = object.frame.map { CGFloat($0.width) } ?? screen.width
        let side: CGFloat = (device.idiom == .pad || screen.width >= 414) && width >= 414 ? 20 : 16
        let current = view.directionalLayoutMargins
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: current.top, leading: side, bottom: current.bottom, trailing: side)
    }

    /// The margins of a table view cell's content view on Xcode's canvas, unless the document sets
    /// them:
    /// - 11 pt top and bottom, 16 pt (20 pt on wide phones and iPads) leading and trailing: UIKit's
    ///   margins since iOS 11, which the table gives the cells it lays out; 15 pt top and bottom in
    ///   inset-grouped tables from Xcode 16 on (tools version 24000);
    /// - 8 pt on every side (a plain `UIView`'s default) in documents written before Xcode 10
    ///   (tools version below 14000), whose stored frames come from the iOS 10 rules;
    /// - cells Xcode did not lay out — those that start in the last 48 pt of the table's height or
    ///   below it (the canvas lays out the cells of the table's visible height only) — keep the
    ///   margins a fresh content view has: 8 pt on every side in Xcode 10, 11 pt top and bottom and
    ///   8 pt leading and trailing in Xcode 11, 11 pt top and bottom in Xcode 16 (the corpus has no
    ///   such cell from the versions between; they are taken as Xcode 16's).
    static func applyCellMargins(_ instantiator: IBInstantiator, screen: CGSize, device: Device) {
        let tools = toolsVersion(of: instantiator.document)
        for placement in instantiator.placements.values {
            guard let cell = placement.view as? UITableViewCell else { continue }
            let content = placement.object.children.first { $0.kind == .tableViewCellContentView }
            guard content?.layoutMargins == nil else { continue }
            let table = cell.superview as? UITableView
            let tableObject = table.flatMap { table in instantiator.placements.values.first { $0.view === table }?.object }
            let laidOut = isLaidOutOnCanvas(placement.object, table: tableObject)
            let tableWidth = tableObject?.frame.map { CGFloat($0.width) } ?? screen.width
            var sides = cellSideMargin(tableWidth: tableWidth, screen: screen, device: device)
            // Xcode 10 (tools version 14000–14999) gives the cells of a table that is not a
            // controller's root view 15 pt side margins (iOS 12's separator inset: such a table
            // has no system minimum margins to pass on): rocketchat 386 (a 320 pt table on the
            // 320 pt canvas, labels pinned to the margins at x = 15 and 15 pt from the trailing
            // edge), synthone 491 (a 500 pt table). Root tables of the same Xcode have 16 / 20 pt
            // (strongbox 151, 152, 154); edx 463 (Xcode 14.1) has 16 pt in a table that is not a
            // root: the boundary is Xcode 11.
            if (14000..<15000).contains(tools), let tableObject, tableObject.key != "view" { sides = 15 }
            var margins = NSDirectionalEdgeInsets(top: 11, leading: sides, bottom: 11, trailing: sides)
            if tools < 14000 || (!laidOut && tools < 15000) {
                margins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            } else if !laidOut && tools < 17000 {
                margins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
            } else if laidOut, tools >= 24000, let style = tableObject?.style, style == "insetGrouped" || style == "grouped" {
                margins.top = 15
                margins.bottom = 15
            }
            // Beside an accessory (a disclosure indicator, a checkmark…) the content view's
            // trailing margin is 8 pt (habitica 122, netnewswire 082).
            if let accessory = placement.object.attribute("accessoryType"), accessory != "none", laidOut {
                margins.trailing = 8
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
    /// on an iPad a table narrower than 414 pt has 16 pt, 20 pt otherwise (as root views:
    /// ``applySystemMinimumMargins(to:object:screen:device:)``).
    static func cellSideMargin(tableWidth: CGFloat, screen: CGSize, device: Device) -> CGFloat {
        if device.idiom == .pad { return tableWidth >= 414 ? 20 : 16 }
        return screen.width >= 390 && tableWidth >= 320 ? 20 : 16
    }

    /// Whether an object id is one Xcode did not write: Xcode's ids are three, two and three
    /// letters or digits joined by hyphens (`Ab1-cD-2ef`), or plain numbers in documents from
    /// before Xcode 5. An object with another id was written by hand, and so were its frames:
    /// Xcode did not lay it out. netnewswire 081's `syncContent-…-id` cell stores its label and
    /// switch at exactly the frames of the Xcode-written cell above it (label at (20, 15.5),
    /// switch at (293, 11.5)) while its own constraints differ (the switch 18 pt from the trailing
    /// edge where that cell has 20, the label 3 pt below the top margin where that cell centres
    /// it): frames copied, never laid out. No other document of the corpus has such ids.
    public static func isWrittenByHand(_ id: String) -> Bool {
        guard !id.isEmpty, !id.allSatisfy(\.isNumber) else { return false }
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        let xcodeForm = parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        return !xcodeForm
    }

    /// Whether the canvas lays out a static cell: it lays out the table's visible height only, so a
    /// cell that starts in the last 48 pt of the table's stored height or below it keeps the frames
    /// it was last laid out with (strongbox 151 / 152: cells from y ≈ 849 of 896; 153: below a
    /// 1,500 pt table).
    static func isLaidOutOnCanvas(_ cell: IBObject, table: IBObject?) -> Bool {
        guard let cellFrame = cell.frame, let tableHeight = table?.frame?.height else { return true }
        return cellFrame.y < tableHeight - 48
    }

    /// Whether a cell the canvas does not lay out (``isLaidOutOnCanvas(_:table:)``) stores a layout
    /// made for another width: the required constraints that pin its content view's subviews to
    /// the content view's leading and trailing edges or margins do not hold in the stored frames
    /// for any symmetric margins (every content view margin Xcode gives is symmetric). Such a
    /// cell's views are left out of the comparison: Xcode did not lay them out on this canvas, and
    /// its frames contradict the document's own constraints. strongbox 152 (Xcode 10.1, on the
    /// 414 pt `retina6_5`): the cells below the table's visible height have 8 pt leading margins
    /// and switches and buttons ending 47 pt before the trailing edge of their 414 pt content views
    /// — a 375 pt layout; Xcode 10.2's copy of the file (151) stores such cells laid out at 414 pt.
    static func isLaidOutForAnotherWidth(_ cell: IBObject, instantiator: IBInstantiator) -> Bool {
        let tableObject = (instantiator.placements[cell.id]?.view.superview as? UITableView).flatMap { table in
            instantiator.placements.values.first { $0.view === table }?.object
        }
        guard !isLaidOutOnCanvas(cell, table: tableObject),
              let content = cell.children.first(where: { $0.kind == .tableViewCellContentView }),
              let width = content.frame.map({ CGFloat($0.width) }) else { return false }
        var margins: [CGFloat] = [], edgeOffsets: [CGFloat] = []
        for constraint in content.constraints
        where constraint.isInstalled && constraint.isUsable && constraint.relation == .equal && constraint.priority >= 1000 && constraint.multiplier == 1 {
            guard let secondID = constraint.secondItem, let secondAttribute = constraint.secondAttribute else { continue }
            // Each written as `subview.attribute = contentView.attribute + constant`.
            let orientations = [
                (constraint.firstItem, constraint.firstAttribute, secondID, secondAttribute, CGFloat(constraint.constant)),
                (secondID, secondAttribute, constraint.firstItem, constraint.firstAttribute, -CGFloat(constraint.constant)),
            ]
            for (subviewID, subviewAttribute, otherID, contentAttribute, constant) in orientations where otherID == content.id {
                guard let subview = content.subviews.first(where: { $0.id == subviewID }),
                      var frame = subview.frame.map(IBValueConversions.rect) else { continue }
                if let live = instantiator.placements[subviewID]?.view, let outset = live as? any CanvasAlignmentOutset,
                   (live as? any DocumentSized)?.documentSize != nil {
                    frame = frame.inset(by: outset.canvasAlignmentInsets)
                }
                switch (subviewAttribute, contentAttribute) {
                case (.leading, .leadingMargin), (.left, .leftMargin): margins.append(frame.minX - constant)
                case (.trailing, .trailingMargin), (.right, .rightMargin): margins.append(width - frame.maxX + constant)
                case (.leading, .leading), (.left, .left): edgeOffsets.append(frame.minX - constant)
                case (.trailing, .trailing), (.right, .right): edgeOffsets.append(width - frame.maxX + constant)
                default: break
                }
            }
        }
        if edgeOffsets.contains(where: { abs($0) > 1 }) { return true }
        guard let low = margins.min(), let high = margins.max() else { return false }
        return high - low > 1
    }
}
