@testable import AdaptiveKit
import Foundation
import Testing

/// `CGAffineTransform` with Core Graphics' algebra, and `UIView.transform` with UIKit's geometry.
@MainActor
@Suite("Affine transforms and transformed views")
struct TransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test("translatedBy, scaledBy and rotated(by:) act before the receiver; concatenating applies left then right")
    func algebra() {
        let point = CGPoint(x: 1, y: 2)
        #expect(point.applying(.identity) == point)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        // Scale first, then move: (1, 2) → (2, 6) → (12, 26).
        let moveThenScale = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(point.applying(moveThenScale) == CGPoint(x: 12, y: 26))
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(scaleThenMove == moveThenScale)
        // Move first, then scale: (11, 22) → (22, 66).
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)) == CGPoint(x: 22, y: 66))
        // A quarter turn takes the x axis to the y axis (y points down: clockwise on screen).
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform.identity.rotated(by: .pi)), CGPoint(x: -1, y: 0)))
        let mixed = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        #expect(close(point.applying(mixed).applying(mixed.inverted()), point))
        // A singular transform is returned unchanged.
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGSize(width: 10, height: 4).applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: -1)) == CGSize(width: 20, height: -4))
        #expect(close(CGRect(x: 0, y: 0, width: 10, height: 4).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -4, y: 0, width: 4, height: 10)))
    }

    @Test("a transform turns about the centre: frame is the bounding box, bounds and center do not change")
    func viewGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 35, y: -5, width: 50, height: 100)))
        view.transform = CGAffineTransform(translationX: 5, y: -5)
        #expect(view.frame == CGRect(x: 15, y: 15, width: 100, height: 50))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        // Setting the frame under a scale: the frame reads back, the transform stays.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(view.bounds.size == CGSize(width: 20, height: 20))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test("convert(_:to:) and convert(_:from:) go through the transforms of the views on the way")
    func conversion() throws {
        let window = try LayoutFixtures.window()
        let container = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(container)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        container.addSubview(child)
        // Without transforms: plain offsets.
        #expect(child.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 105, y: 105))
        // A half turn of the container about its centre (150, 150).
        container.transform = CGAffineTransform(rotationAngle: .pi)
        let corner = child.convert(CGPoint.zero, to: window)
        #expect(close(corner, CGPoint(x: 200, y: 200)))
        #expect(close(child.convert(CGPoint(x: 20, y: 10), to: nil), CGPoint(x: 180, y: 190)))
        #expect(close(window.convert(CGPoint(x: 180, y: 190), to: child), CGPoint(x: 20, y: 10)))
        #expect(close(child.convert(CGPoint(x: 180, y: 190), from: nil), CGPoint(x: 20, y: 10)))
        #expect(close(child.convert(child.bounds, to: nil), CGRect(x: 180, y: 190, width: 20, height: 10)))
        // A scaled sibling subtree: points map between siblings through the window.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(other)
        other.transform = CGAffineTransform(scaleX: 2, y: 2)
        // `other` covers (−25, −25)–(75, 75); its (10, 10) is at (−5, −5) in the window.
        #expect(close(other.convert(CGPoint(x: 10, y: 10), to: nil), CGPoint(x: -5, y: -5)))
        #expect(close(other.convert(CGPoint(x: 10, y: 10), to: child), window.convert(CGPoint(x: -5, y: -5), to: child)))
        #expect(close(child.convert(CGPoint(x: 3, y: 4), from: other), other.convert(CGPoint(x: 3, y: 4), to: child)))
    }

    @Test("Auto Layout places bounds and center and ignores the transform")
    func autoLayoutIgnoresTransform() throws {
        let window = try LayoutFixtures.window()
        let view = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 60),
        ])
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        window.layoutIfNeeded()
        #expect(view.bounds.size == CGSize(width: 100, height: 60))
        #expect(view.center == CGPoint(x: 70, y: 70))
        #expect(view.frame == CGRect(x: 45, y: 55, width: 50, height: 30))
        // Laid out again, nothing moves (the solved frame is compared without the transform).
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(!window.layoutState.needsLayout)
        #expect(view.center == CGPoint(x: 70, y: 70))
    }
}
