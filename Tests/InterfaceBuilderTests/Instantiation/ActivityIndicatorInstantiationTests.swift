import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// `<activityIndicatorView>` makes a `UIActivityIndicatorView` with the document's style, colour,
/// Hides When Stopped and Animating, as `init(coder:)` reads them (docs/instantiation.md).
@Suite("Activity indicators from documents")
@MainActor
struct ActivityIndicatorInstantiationTests {
    private func indicators(_ body: String) throws -> [UIActivityIndicatorView] {
        let nib = UINib(data: Data(xib(objects: """
            <view contentMode="scaleToFill" id="top-vw-000">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
            \(body)
                </subviews>
            </view>
            """).utf8), bundle: nil)
        let view = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        return view.subviews.compactMap { $0 as? UIActivityIndicatorView }
    }

    @Test("an indicator saved animating spins and shows; its style sets its size and its colour is the document's")
    func animatingLargeWhite() throws {
        let spinner = try #require(try indicators("""
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" animating="YES" style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="spn-aa-001">
                <color key="color" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </activityIndicatorView>
            """).first)
        #expect(spinner.isAnimating)
        #expect(!spinner.isHidden)
        #expect(spinner.style == .whiteLarge)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(spinner.color == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(!spinner.hidesWhenStopped, "Hides When Stopped is off unless the document writes it")
    }

    @Test("a stopped indicator that hides when stopped stays hidden; one that does not stays visible and stopped")
    func stoppedIndicators() throws {
        let spinners = try indicators("""
            <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spn-aa-002"/>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="spn-aa-003"/>
            """)
        try #require(spinners.count == 2)
        #expect(spinners[0].isHidden && spinners[0].hidesWhenStopped && !spinners[0].isAnimating)
        #expect(spinners[0].intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(!spinners[1].isHidden && !spinners[1].hidesWhenStopped && !spinners[1].isAnimating)
        spinners[1].startAnimating()
        spinners[1].stopAnimating()
        #expect(!spinners[1].isHidden, "an indicator that does not hide when stopped is still shown after it stops")
    }

    @Test("the document's hidden has the last word over Animating")
    func hiddenWhileAnimating() throws {
        let spinner = try #require(try indicators("""
            <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" animating="YES" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="spn-aa-004"/>
            """).first)
        #expect(spinner.isAnimating && spinner.isHidden)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    }
}
