@testable import AdaptiveKit
import Foundation
@testable import Rendering
import Testing

/// Content pinned to a scroll view's content layout guide decides the content size and scrolls;
/// views pinned to its frame layout guide stay on the scroll view's frame; a stack view inside a
/// scroll view is laid out at its full height and drawn clipped to the scroll view.
@MainActor
@Suite("Scroll view layout guides, drawn")
struct ScrollViewGuidesDrawingTests {
    @Test("a stack of 20 rows in a scroll view: content size from the content guide, width from the frame guide, a badge on the frame guide")
    func stackInScrollView() throws {
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.makeKeyAndVisible()
        let controller = UIViewController()
        window.rootViewController = controller
        defer { window.rootViewController = nil }
        let root = controller.view!
        root.backgroundColor = .white
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.contentInsetAdjustmentBehavior = .never
        root.addSubview(scroll)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        var rows: [UIView] = []
        for index in 0..<20 {
            let row = UIView()
            row.backgroundColor = index.isMultiple(of: 2) ? .red : .blue
            row.heightAnchor.constraint(equalToConstant: 50).isActive = true
            stack.addArrangedSubview(row)
            rows.append(row)
        }
        let badge = UIView()
        badge.backgroundColor = .green
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        // 20 rows of 50 and 19 gaps of 10, inside 20-point insets: the content is 393 × 1230.
        #expect(scroll.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 361, height: 1190))
        #expect(scroll.contentSize == CGSize(width: 393, height: 1230))
        #expect(rows[3].frame == CGRect(x: 0, y: 180, width: 361, height: 50))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 1230))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 759))
        #expect(badge.frame == CGRect(x: 343, y: 709, width: 40, height: 40))

        let top = try RuntimeDrawing.render(window)
        // Row 0 red at the top of the scroll view, row 1 blue under it, the badge at the corner.
        #expect(top.isColor(at: CGPoint(x: 100, y: 59 + 20 + 25), 0xFF0000))
        #expect(top.isColor(at: CGPoint(x: 100, y: 59 + 80 + 25), 0x0000FF))
        #expect(top.isColor(at: CGPoint(x: 363, y: 59 + 729), 0x00FF00))
        // Outside the rows' 16-point insets: the white background.
        #expect(top.isColor(at: CGPoint(x: 8, y: 59 + 100), 0xFFFFFF))

        // Scrolled by 300 points: the content moves, the badge on the frame guide stays.
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 343, y: 1009, width: 40, height: 40))
        // (Guides are in the scroll view's bounds coordinates: the content guide stays at the
        // content's origin, the frame guide moves with the visible rectangle.)
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 1230))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 393, height: 759))
        let scrolled = try RuntimeDrawing.render(window)
        // Content y 320–370 is row 5 (blue, rows start every 60 points from 20); it is at 20–70 on screen.
        #expect(scrolled.isColor(at: CGPoint(x: 100, y: 59 + 45), 0x0000FF))
        #expect(scrolled.isColor(at: CGPoint(x: 363, y: 59 + 729), 0x00FF00))
        // Nothing drawn under the status bar: the scroll view clips its content.
        #expect(scrolled.isColor(at: CGPoint(x: 100, y: 30), 0xFFFFFF))
    }
}
