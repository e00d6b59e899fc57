@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
@testable import Rendering
import Testing
import TestSupport

/// Grouped and inset-grouped tables drawn as iOS 13+ draws them, rows laid out at the width they
/// are drawn at, and selected rows.
@MainActor
@Suite("Table drawing")
struct TableDrawingTests {
    /// NetNewsWire's Settings: an inset-grouped static table with titled sections and switches
    /// pinned to the content view's trailing margin.
    static let settings = "082_netnewswire_Settings.storyboard"

    private func cells(of view: UIView) -> [UITableViewCell] {
        var found: [UITableViewCell] = []
        view.forEachViewInSubtree { if let cell = $0 as? UITableViewCell, !cell.isHidden { found.append(cell) } }
        return found
    }

    @Test("inset grouped rows: 20 points in from the sides on an iPhone 15, white rows with rounded section corners on the grouped grey", .requiresSharedFolder)
    func insetGroupedPortrait() throws {
        var first = CGRect.zero, second = CGRect.zero
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.corpus(Self.settings), scene: "gUB-2F-Iar") { scene in
            let table = try #require(cells(of: scene.window).first?.superview as? UITableView)
            #expect(table.style == .insetGrouped)
            let rows = cells(of: table)
            for row in rows { #expect(row.frame.minX == 20 && row.frame.width == 353) }
            first = rows[0].convert(rows[0].bounds, to: nil)
            second = rows[1].convert(rows[1].bounds, to: nil)
            #expect(table.sectionEdges(of: rows[0]) == (true, true), "the first section has one row: \(rows.prefix(4).map(\.frame))")
        }
        // The grouped background beside the rows and between the sections.
        #expect(rendered.isColor(at: CGPoint(x: 8, y: first.midY), 0xF2F2F7))
        #expect(rendered.isColor(at: CGPoint(x: 200, y: (first.maxY + second.minY) / 2), 0xF2F2F7))
        // A row is white inside, its corners cut round (radius 10).
        #expect(rendered.isColor(at: CGPoint(x: 360, y: first.midY), 0xFFFFFF))
        #expect(rendered.isColor(at: CGPoint(x: first.minX + 0.5, y: first.minY + 0.5), 0xF2F2F7))
        #expect(rendered.isColor(at: CGPoint(x: first.maxX - 0.5, y: first.maxY - 0.5), 0xF2F2F7))
        #expect(rendered.isColor(at: CGPoint(x: first.minX + 10, y: first.minY + 10), 0xFFFFFF))
    }

    @Test("section titles of a grouped static table: upper case, 13 pt, secondary label colour, 7 points above the section", .requiresSharedFolder)
    func sectionTitles() throws {
        var titleFrame = CGRect.zero
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.corpus(Self.settings), scene: "gUB-2F-Iar") { scene in
            let row = try #require(cells(of: scene.window).first)
            let table = try #require(row.superview as? UITableView)
            let labels = table.subviews.compactMap { $0 as? UILabel }
            #expect(labels.first?.text == "NOTIFICATIONS, BADGE, DATA, & MORE")
            #expect(labels.map(\.text).contains("ACCOUNTS"))
            let label = try #require(labels.first)
            #expect(label.font.pointSize == 13)
            #expect(label.textColor == .secondaryLabel)
            #expect(abs(label.frame.maxY - (row.frame.minY - 7)) < 0.001)
            #expect(label.frame.minX == row.frame.minX + 20)
            titleFrame = label.convert(label.bounds, to: nil)
        }
        // Grey ink (not black) in the title's place.
        #expect(rendered.darkPixels(in: titleFrame, threshold: 190) > 300)
        #expect(rendered.darkPixels(in: titleFrame, threshold: 60) == 0)
    }

    @Test("in the dark appearance the rows are dark grey (secondary grouped background) on black", .requiresSharedFolder)
    func insetGroupedDark() throws {
        var first = CGRect.zero
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.corpus(Self.settings), scene: "gUB-2F-Iar", style: .dark) { scene in
            let row = try #require(cells(of: scene.window).first)
            first = row.convert(row.bounds, to: nil)
        }
        #expect(rendered.isColor(at: CGPoint(x: 8, y: first.midY), 0x000000))
        #expect(rendered.isColor(at: CGPoint(x: 360, y: first.midY), 0x1C1C1E))
    }

    @Test("in landscape the rows' content is laid out at the rows' width: switches stay at the trailing edge", .requiresSharedFolder)
    func landscapeCellsFollowTheirWidth() throws {
        func switchGaps(_ orientation: UIInterfaceOrientation) throws -> [CGFloat] {
            var gaps: [CGFloat] = []
            _ = try RuntimeDrawing.render(try RuntimeDrawing.corpus(Self.settings), scene: "gUB-2F-Iar", orientation: orientation) { scene in
                for cell in cells(of: scene.window) {
                    guard let control = cell.contentView.subviews.first(where: { $0 is UISwitch }) else { continue }
                    let frame = control.convert(control.bounds, to: cell)
                    gaps.append(cell.bounds.maxX - frame.maxX)
                    if orientation.isLandscape {
                        // The row is inside the safe area and its 20-point margin.
                        #expect(abs(cell.convert(cell.bounds, to: nil).minX - (59 + 20)) < 0.001)
                    }
                }
            }
            return gaps
        }
        let portrait = try switchGaps(.portrait), landscape = try switchGaps(.landscapeLeft)
        #expect(!portrait.isEmpty)
        #expect(portrait.count == landscape.count)
        for (upright, turned) in zip(portrait, landscape) {
            // The same distance from the row's trailing edge (it was 440 points off in landscape).
            #expect(abs(upright - turned) < 1, "portrait \(upright), landscape \(turned)")
        }
    }

    @Test("a plain table's prototype cell in landscape: the switch pinned to the trailing margin is at the row's trailing edge", .requiresSharedFolder)
    func plainTableLandscape() throws {
        // MPRemoteCommand 042: a label and a switch in a prototype cell stored 375 points wide.
        _ = try RuntimeDrawing.render(try RuntimeDrawing.corpus("042_apple_MPRemoteCommand_Main.storyboard"), scene: "y6y-KQ-3lp",
                                      orientation: .landscapeLeft) { scene in
            var found: UIView?
            scene.window.forEachViewInSubtree { if found == nil, $0 is UISwitch { found = $0 } }
            let control = try #require(found)
            var ancestor = control.superview
            while let view = ancestor, !(view is UITableViewCell) { ancestor = view.superview }
            let cell = try #require(ancestor as? UITableViewCell)
            let frame = control.convert(control.bounds, to: nil)
            // The row spans the 852-point screen; its content stays inside the 59-point safe area.
            #expect(cell.frame.width == 852)
            #expect(frame.maxX > 852 - 59 - 40 && frame.maxX <= 852 - 59, "\(frame)")
        }
    }

    /// Rows of a plain table made in code.
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var styles: [UITableViewCell.SelectionStyle] = [.default, .default, .none]
        func numberOfSections(in tableView: UITableView) -> Int { 1 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { styles.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.selectionStyle = styles[indexPath.row]
            return cell
        }
    }

    final class TitledSections: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "General" : "Privacy" }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 1 ? "Shared with nobody." : nil }
    }

    @Test("an inset-grouped table made in code: grey section titles above the sections and a footer below, white rounded rows")
    func insetGroupedInCode() throws {
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.makeKeyAndVisible()
        let controller = UIViewController()
        window.rootViewController = controller
        defer { window.rootViewController = nil }
        let table = UITableView(frame: controller.view.bounds, style: .insetGrouped)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let source = TitledSections()
        table.dataSource = source
        controller.view.addSubview(table)
        window.layoutIfNeeded()
        let rows = table.visibleCells.map { $0.convert($0.bounds, to: nil) }
        #expect(rows.count == 4)
        // 59 (safe area, the adjusted inset) + 38 above the titled first section.
        #expect(abs(rows[0].minY - (59 + 38)) < 0.001 && rows[0].minX == 20)
        let rendered = try RuntimeDrawing.render(window)
        // "GENERAL" in grey above the first row, at the 40-point text margin.
        let header = CGRect(x: 40, y: rows[0].minY - 7 - 16, width: 80, height: 16)
        #expect(rendered.darkPixels(in: header, threshold: 190) > 150)
        #expect(rendered.darkPixels(in: header, threshold: 60) == 0)
        // The footer under the second section's last row.
        #expect(rendered.darkPixels(in: CGRect(x: 40, y: rows[3].maxY + 7, width: 120, height: 16), threshold: 190) > 150)
        // Rows white on the grouped grey.
        #expect(rendered.isColor(at: CGPoint(x: 300, y: rows[0].midY), 0xFFFFFF))
        #expect(rendered.isColor(at: CGPoint(x: 10, y: rows[0].midY), 0xF2F2F7))
    }

    @Test("a row selected with selectRow(at:) is drawn in the selection grey (systemGray4); none with selectionStyle .none")
    func selectedRows() throws {
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.makeKeyAndVisible()
        let controller = UIViewController()
        window.rootViewController = controller
        defer { window.rootViewController = nil }
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        controller.view.addSubview(table)
        window.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let before = try RuntimeDrawing.render(window)
        let frames = table.visibleCells.map { $0.convert($0.bounds, to: nil) }
        #expect(before.isColor(at: CGPoint(x: 300, y: frames[0].midY), 0xFFFFFF))
        #expect(before.isColor(at: CGPoint(x: 300, y: frames[1].midY), 0xD1D1D6))
        // A tap on the third row selects it (and deselects the second), but its style draws nothing.
        _ = table.userSelectRow(at: IndexPath(row: 2, section: 0))
        let after = try RuntimeDrawing.render(window)
        #expect(after.isColor(at: CGPoint(x: 300, y: frames[1].midY), 0xFFFFFF))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(after.isColor(at: CGPoint(x: 300, y: frames[2].midY), 0xFFFFFF))
        // A tap on the first row draws it grey.
        _ = table.userSelectRow(at: IndexPath(row: 0, section: 0))
        let first = try RuntimeDrawing.render(window)
        #expect(first.isColor(at: CGPoint(x: 300, y: frames[0].midY), 0xD1D1D6))
    }
}
