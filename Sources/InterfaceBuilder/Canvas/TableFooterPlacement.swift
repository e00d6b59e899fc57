import AdaptiveKit
import Foundation

extension CanvasRule {
    /// A table whose cells the canvas places at their stored frames has its footer view below the
    /// last of them and its section's footer (`sectionFooterHeight`, 18 pt in grouped styles when
    /// the document does not say; none in plain tables), as Xcode draws it.
    public static let tableFooterPlacement = CanvasRule(
        name: "table-footer-placement",
        summary: "a table's footer view sits below its last placed cell and its section footer",
        evidence: [
            .init("files/079_netnewswire_Account.storyboard", scene: "J93-FN-Yey"),
            .init("wide/451_openfoodfacts_Settings.storyboard", scene: "CP6-Uq-Okc"),
            .init("wide/452_lockwise_CredentialItemList.storyboard", scene: "5Zv-jH-AQ4"),
        ])
}

extension IBSceneLayout {
    /// A table whose cells the canvas places at their stored frames has its footer view below the
    /// last of them and its section's footer (`sectionFooterHeight`, 18 pt in grouped styles when
    /// the document does not say; none in plain tables), as Xcode draws it.
    static func placeTableFooters(_ instantiator: IBInstantiator, canvas: CanvasSession) {
        guard instantiator.options.placesCellsAsOnCanvas else { return }
        for placement in instantiator.placements.values {
            guard let table = placement.view as? UITableView, let footer = table.tableFooterView else { continue }
            let cells = table.subviews.compactMap { $0 as? UITableViewCell }
            guard let bottom = cells.map(\.frame.maxY).max(), canvas.applies(.tableFooterPlacement) else { continue }
            let grouped = placement.object.tableStyle != .plain
            let sectionFooter = placement.object.attribute("sectionFooterHeight").flatMap(IBValueReader.number).map { CGFloat($0) } ?? (grouped ? 18 : 0)
            footer.frame.origin.y = bottom + (grouped ? sectionFooter : 0)
        }
    }
}
