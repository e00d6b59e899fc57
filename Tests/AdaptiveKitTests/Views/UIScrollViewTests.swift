@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UIScrollView: content and frame layout guides, insets")
struct UIScrollViewTests {
    @Test("content constrained to the content layout guide defines the content size")
    func contentLayoutGuide() throws {
        let window = try ViewFixtures.window()  // 375 × 667
        let scroll = ViewFixtures.add(UIScrollView(frame: .zero), to: window)
        scroll.contentInsetAdjustmentBehavior = .never
        let content = ViewFixtures.add(UIView(), to: scroll)
        let pinned = ViewFixtures.add(UIView(), to: scroll)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: window.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
            pinned.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            pinned.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 50),
            pinned.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 375, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1500))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 667))

        // Scrolling: the content keeps its place in content coordinates; the frame guide follows
        // the visible rectangle.
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1500))
        #expect(pinned.frame == CGRect(x: 0, y: 310, width: 50, height: 50))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 1500))
    }

    @Test("a content size its constraints do not decide is reported, the one they decide is not")
    func contentSizeAmbiguity() throws {
        let window = try ViewFixtures.window()  // 375 × 667
        let scroll = ViewFixtures.add(UIScrollView(frame: .zero), to: window)
        let content = ViewFixtures.add(UIView(), to: scroll)
        let height = content.heightAnchor.constraint(equalToConstant: 1500)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: window.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        window.layoutIfNeeded()
        // The content's width follows the frame; nothing decides its height.
        #expect(scroll.ambiguousContentSizeAttributes == ["height"])
        height.isActive = true
        window.layoutIfNeeded()
        #expect(scroll.ambiguousContentSizeAttributes.isEmpty)
        #expect(scroll.contentSize == CGSize(width: 375, height: 1500), "asking leaves the layout as it was")
        // A scroll view whose content size is set in code has nothing to report.
        let coded = ViewFixtures.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), to: window)
        coded.contentSize = CGSize(width: 100, height: 900)
        #expect(coded.ambiguousContentSizeAttributes.isEmpty)
    }

    @Test("without content constraints the guide follows the content size set in code")
    func contentSizeFromCode() throws {
        let window = try ViewFixtures.window()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 200, height: 900)
        _ = scroll.contentLayoutGuide
        window.layoutIfNeeded()
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 900))
        #expect(scroll.contentSize == CGSize(width: 200, height: 900))
    }

    @Test("adjusted content insets add the safe area by behaviour")
    func adjustedInsets() throws {
        let window = try ViewFixtures.window("iPhone X")
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 49, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset.top == 5)
        scroll.contentSize = CGSize(width: 375, height: 2000)
        #expect(scroll.adjustedContentInset.top == 49)
    }

    @Test("content rests below the status bar and bars: the offset follows the adjusted top inset")
    func restingOffset() throws {
        let window = try ViewFixtures.window()
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 20)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -20), "the content starts below the status bar")
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        window.rotate(to: .landscapeLeft)
        #expect(scroll.contentOffset.y == 100, "a scrolled view keeps its offset")
    }
}
