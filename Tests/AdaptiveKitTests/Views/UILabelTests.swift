@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UILabel: intrinsic size, wrapping, Auto Layout")
struct UILabelTests {
    private func label(_ text: String?, size: CGFloat = 10) -> UILabel {
        let label = UILabel(frame: .zero)
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    @Test("a one-line label is its text's size, rounded up to the screen's pixels")
    func approximateSizes() throws {
        let label = UILabel(frame: .zero)
        label.text = "Label"
        // Outside a window: whole points.
        #expect(label.intrinsicContentSize == CGSize(width: 42, height: 21))
        // On a 2× screen: 20.287 → 20.5, as Xcode's frames show; on a 3× screen 20.333.
        let window2x = try ViewFixtures.window("iPhone 8")
        window2x.addSubview(label)
        #expect(label.intrinsicContentSize == CGSize(width: 42, height: 20.5))
        let window3x = try ViewFixtures.window("iPhone X")
        window3x.addSubview(label)
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
        #expect(label.intrinsicContentSize.width == 125.0 / 3)
        #expect(UILabel(frame: .zero).intrinsicContentSize == .zero)
    }

    @Test("wrapping with preferredMaxLayoutWidth and numberOfLines")
    func wrapping() {
        TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let label = label("aaaa bbbb cccc")
            #expect(label.intrinsicContentSize == CGSize(width: 70, height: 10))
            label.preferredMaxLayoutWidth = 45
            // One line allowed: the preferred width does not wrap it.
            #expect(label.intrinsicContentSize == CGSize(width: 70, height: 10))
            label.numberOfLines = 0
            #expect(label.intrinsicContentSize == CGSize(width: 45, height: 20))
            label.preferredMaxLayoutWidth = 20
            #expect(label.intrinsicContentSize == CGSize(width: 20, height: 30))
            label.numberOfLines = 2
            #expect(label.intrinsicContentSize == CGSize(width: 20, height: 20))
            #expect(label.baselineOffsetsFromTop?.first == 8)
            #expect(label.baselineOffsetsFromTop?.last == 18)
        }
    }

    @Test("a label pinned at its leading and top edges gets its intrinsic size")
    func pinnedLabel() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try ViewFixtures.window()
            let label = ViewFixtures.add(label("Hello"), to: window)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            ])
            window.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 20, y: 30, width: 25, height: 10))
            label.text = "Hello, world"
            window.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 20, y: 30, width: 60, height: 10))
        }
    }

    @Test("two labels in a row: the one with lower compression resistance gives way")
    func compressionResistance() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try ViewFixtures.window()  // 375 wide
            let left = ViewFixtures.add(label(String(repeating: "a", count: 40)), to: window)   // 200 wide
            let right = ViewFixtures.add(label(String(repeating: "b", count: 40)), to: window)  // 200 wide
            left.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                left.topAnchor.constraint(equalTo: window.topAnchor),
                right.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            window.layoutIfNeeded()
            #expect(left.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
            #expect(right.frame == CGRect(x: 200, y: 0, width: 175, height: 10))
            #expect(right.textLayout.lines.map(\.text) == [String(repeating: "b", count: 35)])
            // The compressed label's text no longer fits: renderers show it truncated.
            #expect(right.textLayout.isTruncated)
            #expect(!left.textLayout.isTruncated)
        }
    }

    @Test("a multi-line label without a preferred width wraps at the width layout gives it")
    func automaticPreferredWidth() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try ViewFixtures.window()
            let label = ViewFixtures.add(label("aaaa bbbb cccc dddd"), to: window)
            label.numberOfLines = 0
            let below = ViewFixtures.add(UIView(), to: window)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                label.widthAnchor.constraint(equalToConstant: 45),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                below.topAnchor.constraint(equalTo: label.bottomAnchor),
                below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                below.widthAnchor.constraint(equalToConstant: 1),
                below.heightAnchor.constraint(equalToConstant: 1),
            ])
            window.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 10, y: 10, width: 45, height: 20))
            #expect(below.frame.minY == 30)
        }
    }

    @Test("first-baseline constraints use the font's ascender")
    func baselines() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try ViewFixtures.window()
            let label = ViewFixtures.add(label("Title", size: 20), to: window)
            let marker = ViewFixtures.add(UIView(), to: window)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
                marker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                marker.widthAnchor.constraint(equalToConstant: 10),
                marker.heightAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
            #expect(marker.frame.minY == 116)
        }
    }

    @Test("a label whose font follows Dynamic Type grows with the content size category")
    func dynamicType() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try ViewFixtures.window()
            let label = ViewFixtures.add(UILabel(frame: .zero), to: window)
            label.text = "ab"
            label.font = .preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection)
            label.adjustsFontForContentSizeCategory = true
            #expect(label.intrinsicContentSize == CGSize(width: 17, height: 17))
            window.setPreferredContentSizeCategory(.accessibilityMedium)
            #expect(label.font.pointSize == 28)
            #expect(label.intrinsicContentSize == CGSize(width: 28, height: 28))
        }
    }
}
