import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// The top-level view of a xib whose root view holds `body`'s subviews.
@MainActor
func xibRootView(_ body: String) throws -> UIView {
    let nib = UINib(data: Data(xib(objects: """
        <view contentMode="scaleToFill" id="top-vw-000">
            <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
            <subviews>
        \(body)
            </subviews>
        </view>
        """).utf8), bundle: nil)
    return try #require(nib.instantiate(withOwner: nil).first as? UIView)
}

/// `<activityIndicatorView>` makes a `UIActivityIndicatorView` with the document's style, colour,
/// Hides When Stopped and Animating, as `init(coder:)` reads them (docs/instantiation.md).
@Suite("Activity indicators from documents")
@MainActor
struct ActivityIndicatorInstantiationTests {
    private func indicators(_ body: String) throws -> [UIActivityIndicatorView] {
        try xibRootView(body).subviews.compactMap { $0 as? UIActivityIndicatorView }
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

/// What other standard views take from a document that UIKit's `init(coder:)` reads too: a
/// button's edge insets, a table's separator style and inset, a cell's selection style and
/// separator inset, and whether text follows the text size (docs/instantiation.md).
@Suite("Button insets, table separators, cell selection and Dynamic Type from documents")
@MainActor
struct StandardViewAttributeInstantiationTests {
    @Test("a button's content insets add to its size; its title and image insets are kept")
    func buttonInsets() throws {
        let root = try xibRootView("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-001">
                <inset key="contentEdgeInsets" minX="10" minY="5" maxX="20" maxY="7"/>
                <inset key="titleEdgeInsets" minX="8" minY="0.0" maxX="0.0" maxY="0.0"/>
                <inset key="imageEdgeInsets" minX="-8" minY="0.0" maxX="0.0" maxY="0.0"/>
                <state key="normal" title="Go"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-002">
                <state key="normal" title="Go"/>
            </button>
            """)
        let buttons = root.subviews.compactMap { $0 as? UIButton }
        try #require(buttons.count == 2)
        #expect(buttons[0].contentEdgeInsets == UIEdgeInsets(top: 5, left: 10, bottom: 7, right: 20))
        #expect(buttons[0].titleEdgeInsets == UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0))
        #expect(buttons[0].imageEdgeInsets == UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 0))
        #expect(buttons[0].intrinsicContentSize.width == buttons[1].intrinsicContentSize.width + 30)
        #expect(buttons[0].intrinsicContentSize.height == buttons[1].intrinsicContentSize.height + 12)
    }

    @Test("a table saved without separators draws none; separator insets and selection styles are the document's")
    func tableSeparatorsAndSelection() throws {
        let root = try xibRootView("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="none" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <inset key="separatorInset" minX="15" minY="0.0" maxX="0.0" maxY="0.0"/>
            </tableView>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-aa-002">
                <rect key="frame" x="0.0" y="200" width="320" height="200"/>
            </tableView>
            """)
        let tables = root.subviews.compactMap { $0 as? UITableView }
        try #require(tables.count == 2)
        #expect(tables[0].separatorStyle == .none)
        #expect(tables[0].separatorInset == UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0))
        #expect(tables[1].separatorStyle == .singleLine)
        let nib = UINib(data: Data(xib(objects: """
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cel-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-aa-001" id="cel-cv-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCellContentView>
                <inset key="separatorInset" minX="60" minY="0.0" maxX="0.0" maxY="0.0"/>
            </tableViewCell>
            """).utf8), bundle: nil)
        let cell = try #require(nib.instantiate(withOwner: nil).first as? UITableViewCell)
        #expect(cell.selectionStyle == .none)
        #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0))
    }

    @Test("a label saved to follow the text size takes the new size when the text size changes; one that is not keeps its font")
    func adjustsFontForContentSizeCategory() throws {
        let root = try xibRootView("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Follows" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-001">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Stays" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-002">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """)
        let labels = root.subviews.compactMap { $0 as? UILabel }
        try #require(labels.count == 2)
        #expect(labels[0].adjustsFontForContentSizeCategory && !labels[1].adjustsFontForContentSizeCategory)
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        let host = UIViewController()
        host.view.addSubview(root)
        window.rootViewController = host
        window.makeKeyAndVisible()
        let body = labels[1].font.pointSize
        window.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        #expect(labels[0].font.pointSize > body)
        #expect(labels[1].font.pointSize == body)
        window.rootViewController = nil
    }
}
