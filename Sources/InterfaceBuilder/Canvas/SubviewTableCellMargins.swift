import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode 10 (tools version 14000–14999) gives the cells of a table that is not a controller's
    /// root view 15 pt side margins (iOS 12's separator inset: such a table has no system minimum
    /// margins to pass on): rocketchat 386 (a 320 pt table on the 320 pt canvas, labels pinned to
    /// the margins at x = 15 and 15 pt from the trailing edge), synthone 491 (a 500 pt table).
    /// Root tables of the same Xcode have 16 / 20 pt (``cellMargins``: strongbox 151, 152, 154);
    /// edx 463 (Xcode 14.1) has 16 pt in a table that is not a root: the boundary is Xcode 11.
    public static let subviewTableCellMargins = CanvasRule(
        name: "xcode10-subview-table-cell-margins",
        summary: "Xcode 10 gives the cells of a table that is not a root view 15 pt side margins",
        evidence: [
            .init("wide/386_rocketchat_Subscriptions.storyboard", scene: "aTu-g1-T0C"),
            .init("wide/491_synthone_Presets.storyboard", scene: "x0G-Mm-xGT"),
        ])
}

extension IBSceneLayout {
    /// Whether a laid-out cell of this table takes Xcode 10's 15 pt side margins
    /// (``CanvasRule/subviewTableCellMargins``).
    static func takesSubviewTableCellMargins(table: IBObject?, tools: Double, canvas: CanvasSession) -> Bool {
        guard (IBToolsVersion.xcode10..<IBToolsVersion.xcode11).contains(tools), let table, table.key != "view" else { return false }
        return canvas.applies(.subviewTableCellMargins)
    }
}
