import AdaptiveKit
import Foundation

extension CanvasRule {
    /// A cell drawn on its own — a xib's top-level cell, in no table — is its own table: its side
    /// margins come from its own width, not the device's (nrfmesh 428–431: 320 pt cells on the
    /// 393 and 414 pt canvases with 16 pt margins; seafile 407). Xcode 11, its betas included
    /// (``IBToolsVersion/xcode11``: tools versions 14800–16999), drew such cells with 15 pt side
    /// margins: loopkit 511 / 512 / 513 (14854: stacks and a date picker pinned to the margins
    /// stored 15 pt in), passforios 536 (14868), loop 540 (16097: a content view with an 8 pt
    /// trailing margin that preserves its superview's, its ring view pinned 15 pt in). Xcode 10.1
    /// and 10.2 drew them with 16 pt (passforios 535 / 538, appcenter 592: tools 14460–14490), as
    /// later Xcodes do; the corpus has no xib cell between 14490 and 14854. A content view with
    /// margins of its own that preserves its superview's takes the cell's side margins where they
    /// are larger. On a phone the wider margins need a wide canvas too (as
    /// ``cellSideMargin(tableWidth:screen:device:)``'s do): element 353's 600 pt cell on the
    /// 375 pt canvas (Xcode 13) and KeePassium's `SwitchCell.xib` (outside the corpus: a 414 pt
    /// cell on the 320 pt canvas, Xcode 12) have 16 pt; nrfmesh 426 / 427's 414 and 396 pt cells
    /// on the 414 pt canvas 20 pt.
    public static let xibCellMargins = CanvasRule(
        name: "xib-cell-margins",
        summary: "a xib's own cell takes its side margins from its own width, 15 pt in Xcode 11",
        evidence: [
            .init("wide/430_nrfmesh_HealthServer.xib", scene: "KGk-i7-Jjw"),
            .init("wide/511_loopkit_GlucoseRangeOverrideTableViewCell.xib", scene: "B0K-zw-qnR"),
            .init("wide/536_passforios_PasswordDetailTitleTableViewCell.xib", scene: "KGk-i7-Jjw"),
            .init("wide/540_loop_BolusProgressTableViewCell.xib", scene: "SGJ-NB-QMk"),
        ])
}

extension IBSceneLayout {
    /// The side margins ``CanvasRule/xibCellMargins`` gives a cell in no table, or `nil`.
    static func ownCellSideMargin(_ cell: IBObject, tools: Double, device: Device, canvas: CanvasSession) -> CGFloat? {
        guard let width = cell.frame.map({ CGFloat($0.width) }), canvas.applies(.xibCellMargins) else { return nil }
        if (IBToolsVersion.xcode11..<IBToolsVersion.xcode12).contains(tools) { return 15 }
        if device.idiom == .pad { return width >= 414 ? 20 : 16 }
        // On a phone the canvas's width counts too: a wide cell on a narrow phone has 16 pt.
        return width >= 393 && device.size(for: .portrait).width >= 390 ? 20 : 16
    }
}
