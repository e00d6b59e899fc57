@testable import AdaptiveKit
import Foundation
import Testing

/// `hitTest(_:with:)` and `point(inside:with:)` with UIKit's rules.
@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    private func scene() throws -> (UIWindow, UIView, UIView, UIView) {
        let window = try ViewFixtures.window()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(back)
        container.addSubview(front)
        return (window, container, back, front)
    }

    @Test("the frontmost subview containing the point wins; its superview where no subview is")
    func frontToBack() throws {
        let (window, container, back, front) = try scene()
        #expect(window.hitTest(CGPoint(x: 75, y: 175), with: nil) === front, "the overlap goes to the later subview")
        #expect(window.hitTest(CGPoint(x: 10, y: 110), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 190, y: 110), with: nil) === container)
        #expect(window.hitTest(CGPoint(x: 190, y: 10), with: nil) === window)
    }

    @Test("hidden, nearly transparent and non-interactive views and their subtrees are skipped")
    func skipped() throws {
        let (window, container, back, front) = try scene()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        front.addSubview(child)
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 75, y: 175), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 55, y: 155), with: nil) === back, "a hidden view's subviews are skipped too")
        front.isHidden = false
        front.alpha = 0.009
        #expect(window.hitTest(CGPoint(x: 75, y: 175), with: nil) === back)
        front.alpha = 0.01
        #expect(window.hitTest(CGPoint(x: 75, y: 175), with: nil) === front, "alpha 0.01 still takes touches")
        container.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 75, y: 175), with: nil) === window)
    }

    @Test("a subview outside its superview's bounds is not hit, clipped or not")
    func outsideBounds() throws {
        let (window, container, _, _) = try scene()
        let sticking = UIView(frame: CGRect(x: 180, y: 180, width: 60, height: 60))
        container.addSubview(sticking)
        #expect(window.hitTest(CGPoint(x: 190, y: 290), with: nil) === sticking)
        #expect(window.hitTest(CGPoint(x: 230, y: 330), with: nil) === window, "the part outside the container is unreachable")
        #expect(container.clipsToBounds == false)
    }

    @Test("labels and image views do not take touches by default; controls and plain views do")
    func defaults() {
        #expect(UILabel().isUserInteractionEnabled == false)
        #expect(UIImageView(image: nil).isUserInteractionEnabled == false)
        #expect(UIView().isUserInteractionEnabled)
        #expect(UIButton(type: .system).isUserInteractionEnabled)
        #expect(UIView().isMultipleTouchEnabled == false)
    }

    @Test("point(inside:with:) may be overridden to enlarge the touch area")
    func pointInside() throws {
        final class Big: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let window = try ViewFixtures.window()
        let view = Big(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(view)
        #expect(window.hitTest(CGPoint(x: 95, y: 95), with: nil) === view)
    }
}
