@testable import AdaptiveKit
import Foundation
import Testing

/// A data source of fixed rows: (title, detail, accessory) per row, per section.
@MainActor
final class RowsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[(String, String?, UITableViewCell.AccessoryType)]]
    var style: UITableViewCell.CellStyle
    var heights: [IndexPath: CGFloat] = [:]
    var headerTitles: [String] = []
    private(set) var displayed: [IndexPath] = []
    private(set) var made = 0

    init(_ sections: [[(String, String?, UITableViewCell.AccessoryType)]], style: UITableViewCell.CellStyle = .default) {
        self.sections = sections
        self.style = style
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let identifier = "cell-\(style.rawValue)"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? { made += 1; return UITableViewCell(style: style, reuseIdentifier: identifier) }()
        let (title, detail, accessory) = sections[indexPath.section][indexPath.row]
        cell.textLabel?.text = title
        cell.detailTextLabel?.text = detail
        cell.accessoryType = accessory
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
}

@MainActor
@Suite("UITableView and UITableViewCell: headless layout")
struct UITableViewTests {
    private func table(_ style: UITableView.Style = .plain, in window: UIWindow, source: RowsDataSource) -> UITableView {
        let table = UITableView(frame: window.bounds, style: style)
        // Rows from the window's top edge: no inset for the status bar (see the inset test).
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return table
    }

    @Test("a content view is as tall as its cell (iOS 13 and later), or one pixel shorter, above the separator, as iOS 12 and earlier laid it out")
    func contentViewAboveSeparator() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            for (model, pixel) in [("iPhone 8", CGFloat(0.5)), ("iPhone 8 Plus", CGFloat(1) / 3)] {
                let window = UIWindow(device: try Device.named(model), orientation: .portrait)
                window.makeKeyAndVisible()
                let table = self.table(in: window, source: RowsDataSource([[("One", nil, .none)]]))
                let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
                #expect(cell.contentView.frame.height == 44)
                cell.contentViewEndsAboveSeparator = true
                window.layoutIfNeeded()
                #expect(abs(cell.contentView.frame.height - (44 - pixel)) < 1e-9, "\(model)")
                #expect(cell.bounds.height == 44)
            }
        }
    }

    @Test("on a notched iPhone in landscape, cells keep their content views inside the safe area; the table can turn that off")
    func contentViewsInsideSafeArea() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .landscapeLeft)
            window.makeKeyAndVisible()
            let source = RowsDataSource([[("One", nil, .disclosureIndicator), ("Two", nil, .none)]])
            let table = self.table(in: window, source: source)
            let safe = window.safeAreaInsets
            #expect(safe.left > 0 && safe.right > 0)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            // The cell spans the table; its content view stops at the safe area on both sides.
            #expect(cell.frame.width == window.bounds.width)
            #expect(cell.contentView.frame == CGRect(x: safe.left, y: 0, width: window.bounds.width - safe.left - safe.right, height: cell.bounds.height))
            #expect(cell.textLabel!.convert(cell.textLabel!.bounds, to: cell).minX == safe.left + 16)
            // The disclosure indicator sits 16 pt inside the right safe edge.
            let withAccessory = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(withAccessory.accessoryFrame?.maxX == window.bounds.width - safe.right - 16)

            table.insetsContentViewsToSafeArea = false
            window.layoutIfNeeded()
            #expect(cell.contentView.frame.minX == 0)
            #expect(cell.contentView.frame.width == window.bounds.width)
        }
    }

    @Test("rows are laid out top to bottom, 44 high, cells made for the visible ones")
    func plainRows() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try ViewFixtures.window()  // 375 × 667
            let source = RowsDataSource([[("Alpha", nil, .none), ("Beta", nil, .disclosureIndicator)], [("Gamma", nil, .checkmark)]])
            let table = table(in: window, source: source)
            #expect(table.numberOfSections == 2)
            #expect(table.visibleCells.count == 3)
            #expect(table.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 375, height: 44),
                CGRect(x: 0, y: 44, width: 375, height: 44),
                CGRect(x: 0, y: 88, width: 375, height: 44),
            ])
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["Alpha", "Beta", "Gamma"])
            #expect(table.contentSize == CGSize(width: 375, height: 132))
            #expect(source.displayed == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])

            // Default style: the title 16 from the edge, centred (17 pt text: 17 high).
            let alpha = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            #expect(alpha.textLabel?.frame == CGRect(x: 16, y: 13.5, width: 343, height: 17))
            #expect(alpha.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
            #expect(alpha.accessoryFrame == nil)

            // A disclosure indicator: 8 × 13, 16 from the trailing edge; the content view stops there.
            let beta = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            #expect(beta.accessoryFrame == CGRect(x: 351, y: 15.5, width: 8, height: 13))
            #expect(beta.contentView.frame == CGRect(x: 0, y: 0, width: 351, height: 44))
            #expect(beta.textLabel?.frame == CGRect(x: 16, y: 13.5, width: 325, height: 17))
            let gamma = table.cellForRow(at: IndexPath(row: 0, section: 1))!
            #expect(gamma.accessoryType == .checkmark)
            #expect(gamma.accessoryFrame == CGRect(x: 345, y: 16.5, width: 14, height: 11))
        }
    }

    @Test("subtitle, value1 and value2 cells place their two labels")
    func cellStyles() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try ViewFixtures.window()
            let subtitle = table(in: window, source: RowsDataSource([[("Title", "Detail", .none)]], style: .subtitle))
            let cell = subtitle.visibleCells[0]
            // 17 pt title over a 12 pt detail, the pair centred: (44 − 29) / 2.
            #expect(cell.textLabel?.frame == CGRect(x: 16, y: 7.5, width: 343, height: 17))
            #expect(cell.detailTextLabel?.frame == CGRect(x: 16, y: 24.5, width: 343, height: 12))
            subtitle.removeFromSuperview()

            let value1 = table(in: window, source: RowsDataSource([[("Wi-Fi", "Home", .disclosureIndicator)]], style: .value1))
            let row = value1.visibleCells[0]
            #expect(row.textLabel?.frame == CGRect(x: 16, y: 13.5, width: 42.5, height: 17))
            // "Home" (34 wide) ends 10 before the accessory's content edge at 351.
            #expect(row.detailTextLabel?.frame == CGRect(x: 307, y: 13.5, width: 34, height: 17))
            value1.removeFromSuperview()

            let value2 = table(in: window, source: RowsDataSource([[("Name", "Ada", .none)]], style: .value2))
            let pair = value2.visibleCells[0]
            // A 12 pt title right-aligned in a 67-point column, the detail 6 after it.
            #expect(pair.textLabel?.frame == CGRect(x: 59, y: 16, width: 24, height: 12))
            #expect(pair.detailTextLabel?.frame == CGRect(x: 89, y: 13.5, width: 25.5, height: 17))
            #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        }
    }

    @Test("grouped and inset grouped tables add section headers and footers (iOS 13+ heights), inset rows")
    func groupedStyles() throws {
        let window = try ViewFixtures.window()
        let source = RowsDataSource([[("A", nil, .none)], [("B", nil, .none), ("C", nil, .none)]])
        let grouped = table(.grouped, in: window, source: source)
        // 35 above the first section, row, 17.5 footer, 17.5 header, rows, 17.5 footer.
        #expect(grouped.visibleCells.map(\.frame.minY) == [35, 114, 158])
        #expect(grouped.contentSize.height == 219.5)
        #expect(grouped.rectForHeader(inSection: 1) == CGRect(x: 0, y: 96.5, width: 375, height: 17.5))
        #expect(grouped.backgroundColor == .systemGroupedBackground)
        #expect(grouped.sectionEdges(of: grouped.visibleCells[1]) == (true, false))
        #expect(grouped.sectionEdges(of: grouped.visibleCells[2]) == (false, true))
        grouped.removeFromSuperview()
        // Inset grouped on a 375-point phone: rows 16 points in from each side.
        let inset = table(.insetGrouped, in: window, source: source)
        #expect(inset.visibleCells[0].frame == CGRect(x: 16, y: 35, width: 343, height: 44))
    }

    @Test("grouped sections with titles get 38-point headers; inset grouped rows follow the margin and the safe area")
    func groupedTitlesAndInsets() throws {
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.makeKeyAndVisible()
        let source = RowsDataSource([[("A", nil, .none)], [("B", nil, .none)]])
        source.headerTitles = ["First", "Second"]
        let inset = table(.insetGrouped, in: window, source: source)
        inset.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // 393 points wide: the 20-point margin; 38 above each titled section, 17.5 below each.
        #expect(inset.visibleCells.map(\.frame) == [
            CGRect(x: 20, y: 38, width: 353, height: 44), CGRect(x: 20, y: 38 + 44 + 17.5 + 38, width: 353, height: 44),
        ])
        window.rotate(to: .landscapeLeft)
        inset.frame = window.bounds
        window.layoutIfNeeded()
        // In landscape the rows stay 20 points inside the sensor housing's 59-point inset.
        #expect(inset.visibleCells.first?.frame == CGRect(x: 79, y: 38, width: 852 - 158, height: 44))
        #expect(inset.insetGroupedRowInsets == UIEdgeInsets(top: 0, left: 79, bottom: 0, right: 79))
    }

    @Test("only visible rows have cells; scrolling reuses them; heights come from the delegate")
    func scrollingAndReuse() throws {
        let window = try ViewFixtures.window()
        let source = RowsDataSource([(0..<30).map { ("Row \($0)", nil, .none) }])
        let table = table(in: window, source: source)
        #expect(table.contentSize.height == 1320)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0...15))
        #expect(source.made == 16)
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)

        table.contentOffset = CGPoint(x: 0, y: 440)
        window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(10...25))
        #expect(source.made == 16)  // rows 16…25 reuse the cells of rows 0…9
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.frame == CGRect(x: 0, y: 440, width: 375, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 25, section: 0))?.textLabel?.text == "Row 25")

        source.heights[IndexPath(row: 0, section: 0)] = 100
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 100, width: 375, height: 44))
        #expect(table.contentSize.height == 1376)
    }

    @Test("registered classes are dequeued; selection marks the cell")
    func registrationAndSelection() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
        }
        final class PlainCell: UITableViewCell {}
        let window = try ViewFixtures.window()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(PlainCell.self, forCellReuseIdentifier: "Plain")
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(table.visibleCells.count == 2)
        #expect(table.visibleCells.allSatisfy { $0 is PlainCell && $0.reuseIdentifier == "Plain" })
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }
}
