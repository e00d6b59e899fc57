@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Layout guides, margins and intrinsic sizes")
struct GuidesAndIntrinsicSizeTests {
    private func pin(_ view: UIView, to guide: UILayoutGuide) {
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    @Test("the safe area of a notched iPhone in portrait and landscape")
    func safeAreaOnIPhoneX() throws {
        let portrait = try LayoutFixtures.window("iPhone X", .portrait)
        let content = LayoutFixtures.constrainedView(in: portrait)
        pin(content, to: portrait.safeAreaLayoutGuide)
        portrait.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
        #expect(portrait.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(portrait.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 734))

        let landscape = try LayoutFixtures.window("iPhone X", .landscapeLeft)
        let wide = LayoutFixtures.constrainedView(in: landscape)
        pin(wide, to: landscape.safeAreaLayoutGuide)
        landscape.layoutIfNeeded()
        #expect(wide.frame == CGRect(x: 44, y: 0, width: 724, height: 354))
    }

    @Test("a subview's safe area is the part of the window's unsafe edges it overlaps")
    func subviewSafeArea() throws {
        let window = try LayoutFixtures.window("iPhone X")
        let banner = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            banner.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            banner.heightAnchor.constraint(equalToConstant: 100),
        ])
        let label = LayoutFixtures.constrainedView(in: banner)
        pin(label, to: banner.safeAreaLayoutGuide)
        window.layoutIfNeeded()
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(label.frame == CGRect(x: 0, y: 24, width: 375, height: 76))
    }

    @Test("only the part of a view inside its superview takes the superview's unsafe area")
    func safeAreaOfAViewReachingOutOfItsSuperview() throws {
        // WWDC 2018 session 235: a view past the screen's edge has the root view's inset on that
        // side, not more; a view hanging out of a superview with no unsafe area has none.
        let window = try LayoutFixtures.window("iPhone X")
        let strip = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            strip.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
            strip.topAnchor.constraint(equalTo: window.topAnchor, constant: 300),
            strip.widthAnchor.constraint(equalToConstant: 96),
            strip.heightAnchor.constraint(equalToConstant: 100),
        ])
        let wide = LayoutFixtures.constrainedView(in: strip)
        NSLayoutConstraint.activate([
            wide.centerXAnchor.constraint(equalTo: strip.centerXAnchor),
            wide.topAnchor.constraint(equalTo: strip.topAnchor),
            wide.widthAnchor.constraint(equalToConstant: 346),
            wide.heightAnchor.constraint(equalToConstant: 50),
        ])
        wide.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 23, bottom: 0, trailing: 23)
        let content = LayoutFixtures.constrainedView(in: wide)
        pin(content, to: wide.layoutMarginsGuide)
        let tall = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            tall.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            tall.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            tall.topAnchor.constraint(equalTo: window.topAnchor),
            tall.heightAnchor.constraint(equalToConstant: 1500),
        ])
        window.layoutIfNeeded()
        #expect(wide.frame == CGRect(x: -125, y: 0, width: 346, height: 50))
        #expect(wide.safeAreaInsets == .zero)
        #expect(content.frame == CGRect(x: 23, y: 0, width: 300, height: 50))
        // 1,500 pt down from the top of an 812 pt screen: the home indicator's 34 pt, not 722.
        #expect(tall.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test("layout margins default to 8 and are measured from the safe area")
    func layoutMargins() throws {
        let window = try LayoutFixtures.window("iPhone 8")
        let container = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
        ])
        let content = LayoutFixtures.constrainedView(in: container)
        pin(content, to: container.layoutMarginsGuide)
        window.layoutIfNeeded()
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 30, y: 0, width: 160, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        #expect(container.layoutMargins == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))

        // The window's margins include the status bar's safe area.
        let full = LayoutFixtures.constrainedView(in: window)
        pin(full, to: window.layoutMarginsGuide)
        window.layoutIfNeeded()
        #expect(full.frame == CGRect(x: 8, y: 28, width: 359, height: 631))
    }

    @Test("margin attributes and preservesSuperviewLayoutMargins")
    func marginAttributes() throws {
        let window = try LayoutFixtures.window("iPhone 8")
        let outer = LayoutFixtures.constrainedView(in: window)
        outer.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        outer.insetsLayoutMarginsFromSafeArea = false
        let inner = LayoutFixtures.constrainedView(in: outer)
        inner.preservesSuperviewLayoutMargins = true
        let leaf = LayoutFixtures.constrainedView(in: inner)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor), outer.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            outer.topAnchor.constraint(equalTo: window.topAnchor), outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor),
            inner.topAnchor.constraint(equalTo: outer.topAnchor), inner.heightAnchor.constraint(equalToConstant: 50),
            NSLayoutConstraint(item: leaf, attribute: .leading, relatedBy: .equal, toItem: inner, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: leaf, attribute: .trailing, relatedBy: .equal, toItem: inner, attribute: .trailingMargin, multiplier: 1, constant: 0),
            leaf.topAnchor.constraint(equalTo: inner.topAnchor), leaf.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // inner starts 10 pt in: the outer 40-pt margin reaches 30 pt into it; on the right, 40.
        #expect(leaf.frame == CGRect(x: 30, y: 0, width: 295, height: 10), "365 − 30 − 40")
    }

    @Test("the readable content guide is centred and at most 672 pt wide on an iPad")
    func readableContentGuide() throws {
        let window = try LayoutFixtures.window("iPad Pro (12.9-inch) (2nd generation)", .landscapeLeft)
        let text = LayoutFixtures.constrainedView(in: window)
        pin(text, to: window.readableContentGuide)
        window.layoutIfNeeded()
        #expect(text.frame.width == 672)
        #expect(text.frame.midX == 683)
        let phone = try LayoutFixtures.window("iPhone 8")
        let narrow = LayoutFixtures.constrainedView(in: phone)
        pin(narrow, to: phone.readableContentGuide)
        phone.layoutIfNeeded()
        #expect(narrow.frame.width == 359, "375 minus the two 8-pt margins")
    }

    @Test("a user layout guide spaces views")
    func userLayoutGuide() throws {
        let window = try LayoutFixtures.window()
        let guide = UILayoutGuide()
        window.addLayoutGuide(guide)
        let a = LayoutFixtures.constrainedView(in: window), b = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 100),
            guide.leadingAnchor.constraint(equalTo: a.trailingAnchor), guide.widthAnchor.constraint(equalToConstant: 75),
            b.leadingAnchor.constraint(equalTo: guide.trailingAnchor), b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            guide.topAnchor.constraint(equalTo: window.topAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
        ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: window.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        window.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 175, y: 0, width: 200, height: 10))
        #expect(guide.layoutFrame == CGRect(x: 100, y: 0, width: 75, height: 1))
        #expect(guide.owningView === window)
    }

    @Test("intrinsic size with hugging and compression resistance")
    func intrinsicSize() throws {
        let window = try LayoutFixtures.window()
        let label = IntrinsicView(120, 21)
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 20, y: 20, width: 120, height: 21))
        label.intrinsic = CGSize(width: 200, height: 21)
        window.layoutIfNeeded()
        #expect(label.frame.width == 200)

        // Two labels in 300 pt: the one that resists compression less gives way.
        let left = IntrinsicView(200, 20), right = IntrinsicView(200, 20)
        let box = LayoutFixtures.constrainedView(in: window)
        box.addSubview(left)
        box.addSubview(right)
        left.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        let boxWidth = box.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor), boxWidth,
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100), box.heightAnchor.constraint(equalToConstant: 20),
            left.leadingAnchor.constraint(equalTo: box.leadingAnchor), right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            left.topAnchor.constraint(equalTo: box.topAnchor), right.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(left.frame.width == 100)
        #expect(right.frame.width == 200)

        // With room to spare, the one that hugs less grows.
        boxWidth.constant = 500
        right.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        window.layoutIfNeeded()
        #expect(left.frame.width == 200)
        #expect(right.frame.width == 300)
    }

    @Test("systemLayoutSizeFitting gives the size the constraints want")
    func fittingSize() {
        let cell = UIView()
        let title = IntrinsicView(150, 20), detail = IntrinsicView(90, 16)
        cell.addSubview(title)
        cell.addSubview(detail)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            cell.bottomAnchor.constraint(equalTo: detail.bottomAnchor, constant: 11),
            cell.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 16),
            cell.trailingAnchor.constraint(greaterThanOrEqualTo: detail.trailingAnchor, constant: 16),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 182, height: 62))
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        #expect(wide == CGSize(width: 320, height: 62))
    }

    @Test("autoresizing masks become constraints that follow the superview")
    func autoresizing() throws {
        let window = try LayoutFixtures.window()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 40, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 80, y: 70, width: 40, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        for view in [stretchy, pinnedRight, centred] { container.addSubview(view) }
        window.layoutIfNeeded()
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        window.layoutIfNeeded()
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 40, width: 40, height: 20))
        #expect(centred.frame == CGRect(x: 130, y: 70, width: 40, height: 20))
        // A view that translates its mask can still be constrained to by Auto Layout views.
        let follower = LayoutFixtures.constrainedView(in: container)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: pinnedRight.leadingAnchor), follower.topAnchor.constraint(equalTo: pinnedRight.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 5), follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 250, y: 60, width: 5, height: 5))
    }
}
