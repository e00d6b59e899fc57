@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
@testable import Rendering
import Testing
import TestSupport

/// The split view's column separator under presented content, and popovers drawn with their
/// arrow at the anchor.
@MainActor
@Suite("Split view separator and popover arrows")
struct PresentationChromeDrawingTests {
    private func split() throws -> (UIWindow, UISplitViewController, UIViewController) {
        let window = UIWindow(device: try Device.named("iPad Air 2"), orientation: .landscapeLeft)
        let split = UISplitViewController()
        let master = UIViewController(), detail = UIViewController()
        master.view.backgroundColor = .white
        detail.view.backgroundColor = .white
        split.viewControllers = [master, detail]
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, split, detail)
    }

    /// Whether the pixel at the separator's place (x 320–320.5) is the separator's grey.
    private func separatorDrawn(_ rendered: RuntimeDrawing.Rendered, y: CGFloat) -> Bool {
        let color = rendered.color(at: CGPoint(x: 320.25, y: y))
        return color.red < 235 && color.red > 120 && abs(color.red - color.blue) < 20
    }

    @Test("the separator is drawn between the columns, not over a page sheet or a full-screen presentation")
    func separatorUnderPresentedContent() throws {
        let (window, split, detail) = try split()
        defer { window.rootViewController = nil }
        #expect(!split.isCollapsed)
        let plain = try RuntimeDrawing.render(window)
        #expect(separatorDrawn(plain, y: 400))
        #expect(plain.isColor(at: CGPoint(x: 330, y: 400), 0xFFFFFF))

        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        sheet.modalPresentationStyle = .pageSheet
        detail.present(sheet, animated: false)
        window.layoutIfNeeded()
        #expect(sheet.view.convert(sheet.view.bounds, to: nil).minX < 320)
        let covered = try RuntimeDrawing.render(window)
        #expect(!separatorDrawn(covered, y: 400), "the sheet covers the separator")
        #expect(covered.isColor(at: CGPoint(x: 320.25, y: 400), 0xFFFFFF))
        sheet.dismiss(animated: false)

        let full = UIViewController()
        full.view.backgroundColor = .red
        full.modalPresentationStyle = .fullScreen
        detail.present(full, animated: false)
        window.layoutIfNeeded()
        let fullScreen = try RuntimeDrawing.render(window)
        #expect(fullScreen.isColor(at: CGPoint(x: 320.25, y: 400), 0xFF0000))
    }

    @Test("render: a popover segue anchored at a view (AudioTapProcessor's settings button near a corner) points at it, its body slid to stay on screen", .requiresSharedFolder)
    func popoverAnchoredAtView() throws {
        var body = CGRect.zero, anchor = CGRect.zero
        let rendered = try RuntimeDrawing.render(
            try RuntimeDrawing.corpus("052_apple_AudioTapProcessor_MainStoryboard.storyboard"), scene: "VoN-tn-SRu", device: "iPad (6th generation)"
        ) { scene in
            let presenter = try #require(scene.window.rootViewController)
            let presented = try #require(presenter.presentedViewController)
            let popover = try #require(presented.popoverPresentationController)
            let source = try #require(popover.sourceView)
            #expect(source is UIButton, "the segue's popoverAnchorView, not the presenter's view")
            #expect(popover.arrowDirection == .down)
            anchor = source.convert(source.bounds, to: nil)
            body = presented.view.convert(presented.view.bounds, to: nil)
            #expect(abs(body.maxY - (anchor.minY - 13)) < 0.001)
            #expect(abs(body.maxX - (768 - 10)) < 0.001)
        }
        // The arrow, in the popover's light colour, under the body towards the anchor, over the dark bar.
        let tipX = min(anchor.midX, body.maxX - 28.5)
        let below = rendered.color(at: CGPoint(x: tipX, y: body.maxY + 5))
        let beside = rendered.color(at: CGPoint(x: tipX + 25, y: body.maxY + 5))
        #expect(below.red > 200 && below.green > 200, "the arrow is drawn below the body: \(below)")
        #expect(beside.red < 150, "and nothing beside it: \(beside)")
    }

    @Test("a popover anchored at a bar button item: body 13 points below the item, a 37-point arrow pointing at it")
    func popoverArrow() throws {
        let window = UIWindow(device: try Device.named("iPad Air 2"), orientation: .landscapeLeft)
        let root = UIViewController()
        root.view.backgroundColor = .white
        let item = UIBarButtonItem(title: "Profile", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.rootViewController = nil }
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        let itemFrame = try #require(bar.frame(for: item))
        let anchor = bar.convert(itemFrame, to: nil)

        let content = UIViewController()
        content.view.backgroundColor = .red
        content.preferredContentSize = CGSize(width: 320, height: 300)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.barButtonItem = item
        popover.sourceView = bar
        popover.sourceRect = itemFrame
        root.present(content, animated: false)
        window.layoutIfNeeded()
        let body = content.view.convert(content.view.bounds, to: nil)
        #expect(popover.arrowDirection == .up)
        #expect(body.minY == anchor.maxY + 13)
        let rendered = try RuntimeDrawing.render(window)
        let tipX = min(max(anchor.midX, body.minX + 28.5), body.maxX - 28.5)
        // The arrow: 37 points wide at its base, 13 deep, in the popover's colour.
        #expect(rendered.isColor(at: CGPoint(x: tipX, y: body.minY - 8), 0xFF0000, tolerance: 40))
        #expect(rendered.isColor(at: CGPoint(x: tipX + 15, y: body.minY - 1.5), 0xFF0000, tolerance: 40))
        #expect(rendered.isColor(at: CGPoint(x: tipX - 15, y: body.minY - 1.5), 0xFF0000, tolerance: 40))
        #expect(!rendered.isColor(at: CGPoint(x: tipX + 22, y: body.minY - 3), 0xFF0000, tolerance: 40))
        #expect(!rendered.isColor(at: CGPoint(x: tipX, y: body.minY - 15), 0xFF0000, tolerance: 40))
    }
}
