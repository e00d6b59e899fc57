@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("List content configurations")
struct ListContentConfigurationTests {
    private func cell(_ style: UITableViewCell.CellStyle, _ configure: (inout UIListContentConfiguration) -> Void) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        configure(&content)
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutIfNeeded()
        return cell
    }

    private func labels(of cell: UITableViewCell) -> [UILabel] {
        var found: [UILabel] = []
        var stack: [UIView] = [cell.contentView]
        while let view = stack.popLast() {
            if let label = view as? UILabel, !label.isHidden, label.text != nil { found.append(label) }
            stack.append(contentsOf: view.subviews)
        }
        return found.sorted { $0.frame.minX < $1.frame.minX || ($0.frame.minX == $1.frame.minX && $0.frame.minY < $1.frame.minY) }
    }

    @Test("a subtitle cell's configuration stacks its texts at the margin; a value cell puts the secondary text at the trailing edge")
    func layouts() {
        TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let subtitle = cell(.subtitle) {
                $0.text = "Wi-Fi"
                $0.secondaryText = "Home"
            }
            let stacked = labels(of: subtitle)
            #expect(stacked.map(\.text) == ["Wi-Fi", "Home"])
            let title = stacked[0].convert(stacked[0].bounds, to: subtitle), detail = stacked[1].convert(stacked[1].bounds, to: subtitle)
            #expect(title.minX == 16 && detail.minX == 16)
            #expect(detail.minY >= title.maxY)
            #expect(stacked[1].font.pointSize == 15 && stacked[1].textColor == .secondaryLabel)

            let value = cell(.value1) {
                $0.text = "Wi-Fi"
                $0.secondaryText = "Home"
            }
            let sideBySide = labels(of: value)
            let right = sideBySide[1].convert(sideBySide[1].bounds, to: value)
            #expect(abs(right.maxX - (320 - 16)) < 0.5)
            #expect(sideBySide[1].text == "Home")
        }
    }

    @Test("setting a configuration hides the standard labels; the next configuration updates the same view; nil shows them again")
    func replacesStandardContent() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "old"
        var content = cell.defaultContentConfiguration()
        content.text = "new"
        cell.contentConfiguration = content
        #expect(cell.textLabel?.isHidden == true)
        let view = cell.contentView.subviews.first { $0 is UIListContentView }
        #expect(view != nil)
        content.text = "newer"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first { $0 is UIListContentView } === view)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "newer")
        cell.contentConfiguration = nil
        #expect(cell.textLabel?.isHidden == false)
        #expect(!cell.contentView.subviews.contains { $0 is UIListContentView })
    }
}
