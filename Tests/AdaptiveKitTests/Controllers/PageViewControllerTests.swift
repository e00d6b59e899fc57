@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Page view controllers")
struct PageViewControllerTests {
    /// An onboarding flow as an iOS app writes one: three pages, counted for the indicator.
    final class Onboarding: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController] = (0..<3).map { index in
            let page = UIViewController()
            page.title = "Page \(index)"
            return page
        }
        var log: [String] = []

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            pages.firstIndex(of: viewController).flatMap { $0 < pages.count - 1 ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            pageViewController.viewControllers?.first.flatMap { pages.firstIndex(of: $0) } ?? 0
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.append("will \(pendingViewControllers.first?.title ?? "")")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            log.append("did from \(previousViewControllers.first?.title ?? "") \(completed)")
        }
    }

    @Test("swiping turns pages through the data source: the delegate hears each turn, the child changes, the indicator follows; the ends stop")
    func swiping() throws {
        let flow = Onboarding()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(pages.spineLocation == .none)
        pages.dataSource = flow
        pages.delegate = flow
        pages.setViewControllers([flow.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = pages
        window.makeKeyAndVisible()
        #expect(flow.pages[0].view.window === window)
        #expect(flow.pages[0].view.frame == window.bounds)
        #expect(pages.indicatedPage == 0)
        #expect(flow.log.isEmpty, "setting pages in code tells the delegate nothing")

        try window.swipe(.left, on: pages.view)
        #expect(pages.viewControllers == [flow.pages[1]])
        #expect(flow.pages[1].parent === pages && flow.pages[0].parent == nil)
        #expect(flow.pages[0].viewIfLoaded?.window == nil)
        #expect(flow.log == ["will Page 1", "did from Page 0 true"])
        #expect(pages.indicatedPage == 1)
        try window.swipe(.left, on: pages.view)
        try window.swipe(.left, on: pages.view)
        #expect(pages.viewControllers == [flow.pages[2]], "no page after the last")
        try window.swipe(.right, on: pages.view)
        #expect(pages.viewControllers == [flow.pages[1]])
        #expect(pages.indicatedPage == 1)
        pages.setViewControllers([flow.pages[2]], direction: .forward, animated: false)
        #expect(pages.indicatedPage == 2, "the data source's index after setViewControllers")
    }

    @Test("a page curl has its spine at the leading edge and no indicator; a vertical controller turns on upward swipes")
    func pageCurlAndVertical() throws {
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(curl.spineLocation == .min)
        let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(mid.spineLocation == .mid)
        let flow = Onboarding()
        curl.dataSource = flow
        curl.setViewControllers([flow.pages[0]], direction: .forward, animated: false)
        #expect(curl.indicatedPage == nil)

        let vertical = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        vertical.dataSource = flow
        vertical.setViewControllers([flow.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = vertical
        window.makeKeyAndVisible()
        try window.swipe(.left, on: vertical.view)
        #expect(vertical.viewControllers == [flow.pages[0]])
        try window.swipe(.up, on: vertical.view)
        #expect(vertical.viewControllers == [flow.pages[1]])
    }
}
