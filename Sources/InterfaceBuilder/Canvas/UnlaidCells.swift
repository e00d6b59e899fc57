import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode's canvas lays out the cells (static or prototype) of a table's visible height only; a
    /// cell that starts in the last 48 pt of the table's height or below it keeps the margins a
    /// fresh content view has (8 pt on every side in Xcode 10; 11 pt top and bottom and 8 pt
    /// leading and trailing in Xcode 11; 11 pt top and bottom in Xcode 16 — the corpus has no such
    /// cell from the versions between; they are taken as Xcode 16's), and its views are left out
    /// when the frames it stores were made for another width. From Xcode 14 on, Xcode reports the
    /// views of such a cell ambiguous (``IBSceneLayout/viewsOfUnlaidCells(_:rules:)``;
    /// `storyboard lint` reports them so).
    public static let unlaidCells = CanvasRule(
        name: "unlaid-cells",
        summary: "static and prototype cells below the table's visible height keep a fresh content view's margins, or a layout made for another width; from Xcode 14 their views are ambiguous to Xcode",
        evidence: [
            .init("files/151_strongbox_Main_LARGE_xcode10_2.storyboard", scene: "1nk-SD-liu"),
            .init("files/152_strongbox_Main_LARGE_xcode10_1.storyboard", scene: "1nk-SD-liu"),
            .init("files/153_strongbox_Upgrade.storyboard", scene: "jfE-on-vxW"),
        ])
}

extension IBSceneLayout {
    /// Whether the canvas lays out a static cell: it lays out the table's visible height only, so a
    /// cell that starts in the last 48 pt of the table's stored height or below it keeps the frames
    /// it was last laid out with (strongbox 151 / 152: cells from y ≈ 849 of 896; 153: below a
    /// 1,500 pt table).
    static func isLaidOutOnCanvas(_ cell: IBObject, table: IBObject?) -> Bool {
        guard let cellFrame = cell.frame, let tableHeight = table?.frame?.height else { return true }
        return cellFrame.y < tableHeight - 48
    }

    /// The views Xcode's canvas reports ambiguous because it does not lay out the cells they are in
    /// (``isLaidOutOnCanvas(_:table:)``), by view id, each with its cell's id.
    ///
    /// From Xcode 14 (tools version 21000) on, every view of such a cell that Auto Layout places
    /// (one without `fixedFrame="YES"`, the built-in labels of a cell style included) is saved
    /// `ambiguous="YES"`: a cell the canvas does not lay out gets no size from its table, so
    /// nothing decides where its views go. 67 of the 102 such views of the corpus's Xcode 14–16
    /// documents are saved so, in six documents of six repositories (netnewswire 082, iqkeyboard
    /// 114 and 115, seafile 403, packt 516, inaturalist 526); the views with fixed frames beside
    /// them never are. The rest are 25 views of iqkeyboard 114, whose cells store positions out of
    /// order (y = 1074 above 1054: frames from an earlier layout, kept), and 5 of netnewswire 082,
    /// in cells that look added to the file by hand. Documents of Xcode 12.5 and earlier store no
    /// such flag (none of the 180 views of unlaid cells in strongbox 151–153, iqkeyboard 120,
    /// openfoodfacts 451, ibanimatable 504 and lockwise 452/454); the corpus has no unlaid cell
    /// from Xcode 13, which is taken as the earlier versions.
    /// It reads only the document's stored frames, the same on every device, so it is asked once,
    /// by the rules of the document's canvas (``IBLaidOutScene/viewsOfUnlaidCells``), not per layout.
    static func viewsOfUnlaidCells(_ instantiator: IBInstantiator, rules: CanvasRuleSet) -> [String: String] {
        guard rules.contains(.unlaidCells), toolsVersion(of: instantiator.document) >= IBToolsVersion.xcode14 else { return [:] }
        var views: [String: String] = [:]
        for placement in instantiator.placements.values {
            guard let cell = placement.view as? UITableViewCell, let table = cell.superview as? UITableView,
                  let tableObject = instantiator.placedObject(of: table),
                  !isLaidOutOnCanvas(placement.object, table: tableObject),
                  let content = placement.object.children.first(where: { $0.kind == .tableViewCellContentView }) else { continue }
            func visit(_ object: IBObject) {
                for subview in object.subviews {
                    if subview.attribute("fixedFrame") != "YES", !subview.id.isEmpty { views[subview.id] = placement.object.id }
                    visit(subview)
                }
            }
            visit(content)
        }
        return views
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
    static func isLaidOutForAnotherWidth(_ cell: IBObject, instantiator: IBInstantiator, canvas: CanvasSession) -> Bool {
        let tableObject = (instantiator.placements[cell.id]?.view.superview as? UITableView).flatMap(instantiator.placedObject(of:))
        guard !isLaidOutOnCanvas(cell, table: tableObject),
              let content = cell.children.first(where: { $0.kind == .tableViewCellContentView }),
              let width = content.frame.map({ CGFloat($0.width) }), canvas.rules.contains(.unlaidCells) else { return false }
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
        if edgeOffsets.contains(where: { abs($0) > 1 }) { return canvas.applies(.unlaidCells) }
        guard let low = margins.min(), let high = margins.max(), high - low > 1 else { return false }
        return canvas.applies(.unlaidCells)
    }
}
