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
    /// A root narrower than 414 pt (an embedded child, a popover) gets 16 pt on any device. A xib's
    /// top-level view is drawn on a screen of its own size: 20 pt when it is 414 pt wide or wider,
    /// on any device (swiftmessages 519: a 600 pt view of the 375 pt canvas pins a view 10 pt
    /// inside its leading margin at x = 30; vlc 411).
    static func applySystemMinimumMargins(to view: UIView, object: IBObject, screen: CGSize, device: Device) {
        guard object.layoutMargins == nil else { return }
        let width = object.frame.map { CGFloat($0.width) } ?? screen.width
        let side: CGFloat = (device.idiom == .pad || screen.width >= 414) && width >= 414 ? 20 : 16
        // A root view's minimum top and bottom margins are 0: its margins there are its safe area
        // (swiftmessages 519: a view pinned 10 pt inside the top and bottom margins of a 600 pt
        // view with no safe area is stored 10 pt from its edges; 522: 44 pt and 34 pt, the safe
        // area of the 414×896 canvas).
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The safe area Xcode's canvas gives a xib's top-level view (a controller's view in a
    /// view-controller xib, a free view, a cell): it draws the view as the root view of a
    /// controller on a screen of the view's own size, with the canvas device's safe area — the
    /// status bar at the top, the home indicator at the bottom, whatever the view's size:
    /// - devices with a home indicator: their insets (cwa 365 / 371 with 44 / 34 pt on the 414×896
    ///   canvas, cwa 373 with 47 / 34 pt on a 468×360 view of the 390×844 one, element 334,
    ///   vlc 417 / 421, swiftmessages 520 / 522: 600×154 and 510×160 views whose margins are
    ///   44 pt from the top and 34 pt from the bottom); Xcode 16 (tools version 24000 on) counts
    ///   them twice, as it does for storyboard scenes in no container (vlc 411: 118 / 68 pt on the
    ///   393×852 canvas, vlc 412);
    /// - phones with a home button: the 20 pt status bar up to Xcode 10 (edx 461 / 465 / 467 /
    ///   469, element 348, rocketchat 396: a 375×570 view) — but none for a view wider than the
    ///   screen (habitica 136: 561 pt, openfoodfacts 442: 440 pt, swiftmessages 519: 600 pt, on
    ///   the 375 pt canvas) —, none from Xcode 11 to Xcode 14 (tools versions 16000–21999: edx
    ///   462, element 337, openfoodfacts 449 with Xcode 11 and 12, cwa 374 with 21225), as for
    ///   storyboard scenes of Xcode 11, and 20 pt again from Xcode 15, wide views too (vlc 420,
    ///   tools 23504: a 600×44 view whose stack is centred on its safe area at y = 10). The
    ///   corpus has nothing between 21225 and 23504: the boundary is a choice inside that gap;
    /// - iPads from Xcode 11 on: none (edx 468, Xcode 13);
    /// - cells and collection reusable views: none (they are drawn as cells, not as a root view).
    /// A status bar "None" (`<nil key="simulatedStatusBarMetrics"/>`) changes nothing (edx 469,
    /// vlc 416), as on a storyboard controller.
    static func topLevelViewSafeArea(_ object: IBObject, document: IBDocument, device: Device, orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        if object.kind == .tableViewCell || object.kind == .collectionViewCell || object.kind == .collectionReusableView { return .zero }
        // The portrait insets, on a landscape canvas too, without the status bar a phone hides in
        // landscape (utm 598: a 1000×68 input accessory view of a landscape 844×390 document pins
        // a stack 8 pt from its safe area's leading edge at x = 8, and 4 pt above its bottom
        // 34 pt from the view's bottom).
        var insets = device.safeAreaInsets(for: .portrait)
        if orientation.isLandscape, device.idiom == .phone { insets.top = 0 }
        let tools = toolsVersion(of: document)
        if device.hasHomeIndicator {
            if tools >= 24000 {
                insets = UIEdgeInsets(top: insets.top * 2, left: insets.left, bottom: insets.bottom * 2, right: insets.right)
            }
            return insets
        }
        let wider = object.frame.map { CGFloat($0.width) > device.size(for: orientation).width + 0.5 } ?? false
        if tools < 16000 ? wider : tools < 22000 { insets.top = 0 }
        return insets
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
        let side: CGFloat = device.idiom == .pad || screen.width >= 414 ? 20 : 16
        let tools = toolsVersion(of: instantiator.document)
        for placement in instantiator.placements.values {
            guard let cell = placement.view as? UITableViewCell else { continue }
            let content = placement.object.children.first { $0.kind == .tableViewCellContentView }
            let table = cell.superview as? UITableView
            let tableObject = table.flatMap { table in instantiator.placements.values.first { $0.view === table }?.object }
            if content?.layoutMargins != nil {
                // A content view with margins of its own that preserves its superview's takes the
                // cell's side margins where they are larger.
                if tableObject == nil, content?.preservesSuperviewLayoutMargins == true,
                   let sides = ownCellSideMargin(placement.object, tools: tools) {
                    var margins = cell.contentView.directionalLayoutMargins
                    margins.leading = max(margins.leading, sides)
                    margins.trailing = max(margins.trailing, sides)
                    cell.contentView.directionalLayoutMargins = margins
                    cell.contentView.preservesSuperviewLayoutMargins = false
                }
                continue
            }
            let laidOut = isLaidOutOnCanvas(placement.object, table: tableObject)
            // A table narrower than 414 pt (in a root narrower than that) has 16 pt margins; a
            // phone's table 393 pt wide or wider has 20 pt (habitica 123: a cell of the 393 pt
            // `retina6_12` canvas pinned 3 pt outside its leading margin is stored at x = 17; tables
            // 375 pt wide have 16 pt: habitica 122, 128). The corpus has no table between 375 and
            // 393 pt wide: the boundary is a choice inside that gap.
            // A cell drawn on its own (a xib's top-level cell) is its own table: its width decides.
            let tableWidth = tableObject?.frame.map { CGFloat($0.width) } ?? placement.object.frame.map { CGFloat($0.width) } ?? screen.width
            let sides = tableWidth >= 414 ? side : tableWidth >= 393 && device.idiom == .phone ? 20 : 16
            var margins = NSDirectionalEdgeInsets(top: 11, leading: sides, bottom: 11, trailing: sides)
            if tableObject == nil, let own = ownCellSideMargin(placement.object, tools: tools) {
                margins.leading = own
                margins.trailing = own
            }
            if tools < 14000 || (!laidOut && tools < 15000) {
                margins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            } else if !laidOut && tools < 17000 {
                margins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
            } else if laidOut, tools >= 24000, tableObject?.style == "insetGrouped" {
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

    /// The side margins of a cell drawn on its own (a xib's top-level cell) where they differ from
    /// a table's: 15 pt in documents of Xcode 10.2 to Xcode 11 (tools versions 14800–16999) —
    /// loopkit 511 / 512 / 513 (14854: stacks and a date picker pinned to the margins stored
    /// 15 pt in), passforios 536 (14868), loop 540 (16097: a content view with an 8 pt trailing
    /// margin that preserves its superview's, its ring view pinned 15 pt in). Xcode 10.1 drew
    /// them with 16 pt (passforios 535 / 538, appcenter 592: tools 14460–14490), as later Xcodes
    /// do (nrfmesh 428–431, cwa 369); the corpus has no xib cell between 14490 and 14854.
    static func ownCellSideMargin(_ cell: IBObject, tools: Double) -> CGFloat? {
        (14800..<17000).contains(tools) ? 15 : nil
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
