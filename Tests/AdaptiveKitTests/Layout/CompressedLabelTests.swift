@testable import AdaptiveKit
import Foundation
import Testing

/// Multi-line labels squeezed by required constraints: their height follows the width layout
/// gives them, and the frames keep every required constraint.
@MainActor
@Suite("Compressed multi-line labels")
struct CompressedLabelTests {
    /// A frame value of a view in window coordinates, for the attributes these tests use.
    private func value(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in window: UIWindow) -> CGFloat? {
        guard let view = item as? UIView else { return attribute == .notAnAttribute ? 0 : nil }
        let rect = view.convert(view.bounds, to: window)
        switch attribute {
        case .leading, .left: return rect.minX
        case .trailing, .right: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil
        }
    }

    /// The required constraints of the window's tree that its frames break (by more than a pixel).
    private func brokenRequiredConstraints(in window: UIWindow) -> [NSLayoutConstraint] {
        var broken: [NSLayoutConstraint] = []
        window.forEachViewInSubtree { view in
            for constraint in view.constraints where constraint.isActive && constraint.priority == .required {
                guard let first = value(constraint.firstItem, constraint.firstAttribute, in: window),
                      let second = value(constraint.secondItem, constraint.secondAttribute, in: window) else { continue }
                // (Positions in window coordinates: right for multiplier 1, which these tests use.)
                let difference = first - (constraint.multiplier * second + constraint.constant)
                let holds = switch constraint.relation {
                case .equal: abs(difference) <= 0.5
                case .lessThanOrEqual: difference <= 0.5
                case .greaterThanOrEqual: difference >= -0.5
                }
                if !holds { broken.append(constraint) }
            }
        }
        return broken
    }

    private func label(_ text: String) -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 10)
        label.text = text
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    @Test("a label pinned on both sides of a narrow column wraps to the column and the column hugs it")
    func narrowColumn() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try LayoutFixtures.window()
            let column = LayoutFixtures.constrainedView(in: window)
            let text = label("aaaa bbbb cccc dddd eeee ffff gggg")
            column.addSubview(text)
            let below = LayoutFixtures.constrainedView(in: window)
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                column.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
                column.widthAnchor.constraint(equalToConstant: 60),
                text.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: 8),
                text.trailingAnchor.constraint(equalTo: column.trailingAnchor, constant: -8),
                text.topAnchor.constraint(equalTo: column.topAnchor, constant: 4),
                column.bottomAnchor.constraint(equalTo: text.bottomAnchor, constant: 4),
                below.topAnchor.constraint(equalTo: column.bottomAnchor, constant: 2),
                below.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                below.widthAnchor.constraint(equalToConstant: 1), below.heightAnchor.constraint(equalToConstant: 1),
            ])
            window.layoutIfNeeded()
            // 44 pt wide: "aaaa bbbb" is 45 pt, so one word a line, seven 10-pt lines.
            #expect(text.frame == CGRect(x: 8, y: 4, width: 44, height: 70))
            #expect(column.frame.height == 78)
            #expect(below.frame.minY == 130)
            #expect(brokenRequiredConstraints(in: window).isEmpty)
            #expect(window.layoutReports.isEmpty)
        }
    }

    @Test("a wrapping label in a stack view next to a fixed view")
    func inStackView() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try LayoutFixtures.window()
            let icon = UIView()
            icon.translatesAutoresizingMaskIntoConstraints = false
            icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
            icon.heightAnchor.constraint(equalToConstant: 30).isActive = true
            let text = label("aaaa bbbb cccc dddd eeee ffff gggg hhhh")
            let stack = UIStackView(arrangedSubviews: [icon, text])
            stack.alignment = .top
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            let below = LayoutFixtures.constrainedView(in: window)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 134),
                stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 60),
                below.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 4),
                below.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
                below.widthAnchor.constraint(equalToConstant: 1), below.heightAnchor.constraint(equalToConstant: 1),
            ])
            window.layoutIfNeeded()
            // 118 − 30 − 8 = 80 pt: "aaaa bbbb cccc" (70 pt) a line, three lines.
            #expect(text.frame == CGRect(x: 38, y: 0, width: 80, height: 30))
            #expect(stack.frame.height == 30)
            #expect(below.frame.minY == 94)
            #expect(brokenRequiredConstraints(in: window).isEmpty)
        }
    }

    @Test("a label that must not be compressed horizontally wraps into its column; the constraint broken while it measured one line holds again")
    func requiredCompressionResistance() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try LayoutFixtures.window()
            let column = LayoutFixtures.constrainedView(in: window)
            let text = label("aaaa bbbb cccc dddd eeee ffff")
            text.setContentCompressionResistancePriority(.required, for: .horizontal)
            text.setContentCompressionResistancePriority(.required, for: .vertical)
            column.addSubview(text)
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                column.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
                column.widthAnchor.constraint(equalToConstant: 100),
                text.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                text.topAnchor.constraint(equalTo: column.topAnchor),
                column.bottomAnchor.constraint(equalTo: text.bottomAnchor),
            ])
            window.layoutIfNeeded()
            // "aaaa bbbb cccc dddd" (95 pt) and "eeee ffff": two lines in 100 pt.
            #expect(text.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
            #expect(column.frame.height == 20)
            #expect(brokenRequiredConstraints(in: window).isEmpty)
        }
    }

    @Test("a conflict that remains after wrapping is broken and reported once, in UIKit's words")
    func genuineConflict() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try LayoutFixtures.window()
            let column = LayoutFixtures.constrainedView(in: window)
            // Four 10-pt lines in 40 pt do not fit a 20-pt-high column.
            let text = label("aaaa bbbb cccc dddd")
            text.setContentCompressionResistancePriority(.required, for: .horizontal)
            text.setContentCompressionResistancePriority(.required, for: .vertical)
            column.addSubview(text)
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                column.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
                column.widthAnchor.constraint(equalToConstant: 40),
                column.heightAnchor.constraint(equalToConstant: 20),
                text.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                text.topAnchor.constraint(equalTo: column.topAnchor),
                text.bottomAnchor.constraint(equalTo: column.bottomAnchor),
            ])
            window.layoutIfNeeded()
            let reports = window.layoutReports.filter { $0.message.hasPrefix("Unable to simultaneously satisfy constraints.") }
            #expect(reports.count == 1)
            #expect(text.frame.width == 40)
        }
    }
}
