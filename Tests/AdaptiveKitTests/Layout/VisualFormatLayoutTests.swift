@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Visual format constraints")
struct VisualFormatLayoutTests {
    @Test("a row with explicit and standard spacing, sizes and predicates")
    func row() throws {
        let window = try LayoutFixtures.window()
        let a = LayoutFixtures.constrainedView(in: window), b = LayoutFixtures.constrainedView(in: window)
        let c = LayoutFixtures.constrainedView(in: window)
        let views = ["a": a, "b": b, "c": c]
        NSLayoutConstraint.activate(
            try NSLayoutConstraint.parseVisualFormat("H:|-20-[a(100)]-[b(>=50)]-(spacing)-[c(==a)]-20-|", metrics: ["spacing": 12], views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[a(30)]", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[c(==a)]", options: [], metrics: nil, views: views)
        )
        NSLayoutConstraint.activate(try NSLayoutConstraint.parseVisualFormat("H:[a]-[b]", options: .alignAllTop, views: views).filter { $0.firstAttribute == .top })
        NSLayoutConstraint.activate(try NSLayoutConstraint.parseVisualFormat("H:[b]-(spacing)-[c]", options: .alignAllCenterY, metrics: ["spacing": 12], views: views).filter { $0.firstAttribute == .centerY })
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 40, width: 100, height: 30))
        // b fills what is left: 375 − 20 − 100 − 8 − 12 − 100 − 20 = 115.
        #expect(b.frame == CGRect(x: 128, y: 40, width: 115, height: 30))
        #expect(c.frame == CGRect(x: 255, y: 40, width: 100, height: 30))
    }

    @Test("predicates with priorities and flush views")
    func priorities() throws {
        let window = try LayoutFixtures.window()
        let a = LayoutFixtures.constrainedView(in: window), b = LayoutFixtures.constrainedView(in: window)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            try NSLayoutConstraint.parseVisualFormat("|[a(>=70,<=100,==300@500)][b]|", views: views)
                + NSLayoutConstraint.parseVisualFormat("V:|[a(10)]", views: views)
                + NSLayoutConstraint.parseVisualFormat("V:|[b(10)]", views: views)
        )
        window.layoutIfNeeded()
        #expect(a.frame.width == 100, "the optional 300 is as close as the required ≤ 100 allows")
        #expect(b.frame.minX == 100)
        #expect(b.frame.maxX == 375)
    }

    @Test("standard spacing to the superview follows its layout margins")
    func standardToSuperview() throws {
        let window = try LayoutFixtures.window()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        window.addSubview(container)
        container.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 24)
        let a = LayoutFixtures.constrainedView(in: container)
        NSLayoutConstraint.activate(
            try NSLayoutConstraint.parseVisualFormat("|-[a]-|", views: ["a": a])
                + NSLayoutConstraint.parseVisualFormat("V:|[a]|", views: ["a": a])
        )
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 0, width: 260, height: 100))
    }

    @Test("the direction options")
    func directions() throws {
        let window = try LayoutFixtures.window()
        let a = LayoutFixtures.constrainedView(in: window), b = LayoutFixtures.constrainedView(in: window)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            try NSLayoutConstraint.parseVisualFormat("H:|-10-[a(50)]-5-[b(50)]", options: .directionRightToLeft, views: views)
                + NSLayoutConstraint.parseVisualFormat("V:|[a(10)]", views: views)
                + NSLayoutConstraint.parseVisualFormat("V:|[b(10)]", views: views)
        )
        window.layoutIfNeeded()
        #expect(a.frame.minX == 315, "375 − 10 − 50")
        #expect(b.frame.minX == 260, "315 − 5 − 50")
    }

    @Test("errors carry the position and a caret line")
    func errors() {
        let a = UIView(), b = UIView()
        do {
            _ = try NSLayoutConstraint.parseVisualFormat("H:[a]-[c]", views: ["a": a, "b": b])
            Issue.record("expected an error")
        } catch let error as VisualFormatError {
            #expect(error.offset == 7)
            #expect(error.description == "Unable to parse constraint format: \nc is not a key in the views dictionary.\nH:[a]-[c]\n       ^")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.parseVisualFormat("H:[a]-[b]", options: .alignAllLeading, views: ["a": a, "b": b])
        }
        // '|' needs a superview.
        #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.parseVisualFormat("|[a]", views: ["a": a])
        }
    }
}
