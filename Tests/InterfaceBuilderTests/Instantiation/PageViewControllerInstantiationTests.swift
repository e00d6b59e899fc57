import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// `<pageViewController>` makes a `UIPageViewController` with the document's transition style,
/// orientation, spine and double-sidedness (docs/instantiation.md).
@Suite("Page view controllers from documents")
@MainActor
struct PageViewControllerInstantiationTests {
    private func controller(_ attributes: String) throws -> UIPageViewController {
        let text = storyboard(scenes: """
                <scene sceneID="scn-pag">
                    <objects>
                        <pageViewController autoresizesArchivedViewToFullSize="NO" \(attributes) id="pag-vc-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            """, extraRoot: #" initialViewController="pag-vc-001""#)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("PageViewControllerInstantiationTests-\(UUID().uuidString).storyboard")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController() as? UIPageViewController)
    }

    @Test("a scrolling page controller and a double-sided page curl keep the document's settings")
    func settings() throws {
        let scroll = try controller(#"transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none""#)
        #expect(scroll.transitionStyle == .scroll)
        #expect(scroll.navigationOrientation == .vertical)
        #expect(scroll.spineLocation == .none)
        let curl = try controller(#"transitionStyle="pageCurl" navigationOrientation="horizontal" spineLocation="mid" doubleSided="YES""#)
        #expect(curl.transitionStyle == .pageCurl)
        #expect(curl.spineLocation == .mid)
        #expect(curl.isDoubleSided)
        #expect(curl.viewControllers == nil, "its pages come from the app's code")
    }
}
