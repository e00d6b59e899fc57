@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Standard controls: intrinsic sizes")
struct StandardControlsTests {
    private let none = UIView.noIntrinsicMetric

    @Test("fixed-size controls")
    func fixedSizes() {
        #expect(UISwitch(frame: .zero).intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIStepper(frame: .zero).intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(UISlider(frame: .zero).intrinsicContentSize == CGSize(width: none, height: 31))
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize == CGSize(width: none, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize == CGSize(width: none, height: 2.5))
    }

    @Test("an activity indicator hides while stopped")
    func activityIndicator() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isHidden)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden)
    }

    @Test("a page control is as wide as its dots")
    func pageControl() {
        let control = UIPageControl(frame: .zero)
        #expect(control.intrinsicContentSize == CGSize(width: 0, height: 37))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 39, height: 37))
        control.currentPage = 7
        #expect(control.currentPage == 2)
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 71, height: 37))
    }

    @Test("a segmented control: equal segments as wide as the widest title, or apportioned")
    func segmentedControl() {
        TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            // 13 pt: 6.5 points a character, plus 12 each side, rounded up to whole points
            // outside a window: "Three" 56.5 → 57, "One" 43.5 → 44.
            let control = UISegmentedControl(items: ["One", "Three"])
            #expect(control.numberOfSegments == 2)
            #expect(control.segmentWidths == [57, 57])
            #expect(control.intrinsicContentSize == CGSize(width: 114, height: 32))
            control.apportionsSegmentWidthsByContent = true
            #expect(control.intrinsicContentSize == CGSize(width: 101, height: 32))
            control.setWidth(80, forSegmentAt: 0)
            #expect(control.segmentWidths == [80, 57])
            control.selectedSegmentIndex = 1
            control.removeSegment(at: 0, animated: false)
            #expect(control.selectedSegmentIndex == 0)
            #expect(control.titleForSegment(at: 0) == "Three")
        }
    }

    @Test("a segmented control's baseline is its titles' baseline, centred in the control")
    func segmentedControlBaseline() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
            window.makeKeyAndVisible()
            let control = UISegmentedControl(items: ["One", "Two"])
            let label = UILabel()
            label.text = "Cap:"
            for view in [control, label] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
            }
            NSLayoutConstraint.activate([
                control.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                control.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                label.lastBaselineAnchor.constraint(equalTo: control.lastBaselineAnchor),
            ])
            window.layoutIfNeeded()
            let title = TextMeasurement.current.lineMetrics(for: .systemFont(ofSize: 13))
            let text = TextMeasurement.current.lineMetrics(for: label.font)
            let baseline = 100 + (32 - title.lineHeight) / 2 + title.ascender
            #expect(abs(label.frame.minY + text.ascender - baseline) < 0.5)
            #expect(control.frame.height == 32)
        }
    }

    @Test("a system button: title width by the line height plus 12 (30 for 15 pt), plus content insets")
    func button() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        // B u t t o n at 15 pt: 43.365 → 44; 17.90 → 18 + 12.
        #expect(button.intrinsicContentSize == CGSize(width: 44, height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 64, height: 40))
        #expect(button.title(for: .highlighted) == "Button")
        #expect(button.titleColor(for: .normal) === button.tintColor)
        #expect(button.titleLabel?.text == "Button")
        let empty = UIButton(type: .custom)
        #expect(empty.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .contactAdd).intrinsicContentSize == CGSize(width: 22, height: 22))
    }

    @Test("a button lays out its title in its bounds")
    func buttonLayout() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try ViewFixtures.window()
            let button = ViewFixtures.add(UIButton(type: .system), to: window)
            button.setTitle("Go", for: .normal)  // 15 pt: 15 × 15, button 15 × 27
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                button.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                button.widthAnchor.constraint(equalToConstant: 115),
            ])
            window.layoutIfNeeded()
            #expect(button.frame == CGRect(x: 10, y: 10, width: 115, height: 27))
            #expect(button.titleLabel?.frame == CGRect(x: 50, y: 6, width: 15, height: 15))
            button.contentHorizontalAlignment = .leading
            button.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(button.titleLabel?.frame.minX == 0)
        }
    }

    @Test("title edge insets move the title by half their difference when centred, by their edge's inset when aligned to it; not the button's size")
    func buttonTitleEdgeInsets() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try ViewFixtures.window()
            let button = ViewFixtures.add(UIButton(type: .system), to: window)
            button.setTitle("Go", for: .normal)  // 15 × 15, centred at x = 50 in 115
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                button.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                button.widthAnchor.constraint(equalToConstant: 115),
            ])
            let size = button.intrinsicContentSize
            button.titleEdgeInsets = UIEdgeInsets(top: 4, left: 20, bottom: 0, right: 0)
            #expect(button.intrinsicContentSize == size)
            window.layoutIfNeeded()
            #expect(button.titleLabel?.frame == CGRect(x: 60, y: 8, width: 15, height: 15))
            button.contentHorizontalAlignment = .leading
            button.contentVerticalAlignment = .top
            button.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(button.titleLabel?.frame.origin == CGPoint(x: 20, y: 4))
        }
    }

    @Test("a rounded-rect text field is 34 high at 17 pt and 30 at 14 pt")
    func textField() {
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        // N a m e at 17 pt: 45.339 → 46, + 7 + 7.
        #expect(field.intrinsicContentSize == CGSize(width: 60, height: 34))
        field.font = .systemFont(ofSize: 14)
        #expect(field.intrinsicContentSize.height == 30)
        field.borderStyle = .none
        #expect(field.intrinsicContentSize.height == 17)
    }

    @Test("a text view has an intrinsic size only when it does not scroll")
    func textView() {
        TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let view = UITextView(frame: .zero)
            view.text = "abcd"
            #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            view.isScrollEnabled = false
            // 12 pt: 24 wide + 5 + 5 padding; 12 high + 8 + 8 insets.
            #expect(view.intrinsicContentSize == CGSize(width: 34, height: 28))
        }
    }

    @Test("controls record their target–action registrations")
    func targetAction() {
        let control = UISwitch(frame: .zero)
        let target = NSObject()
        control.addTarget(target, action: Selector("toggled:"), for: .valueChanged)
        #expect(control.allControlEvents == .valueChanged)
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["toggled:"])
        control.removeTarget(target, action: nil, for: .valueChanged)
        #expect(control.allControlEvents.isEmpty)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
    }
}
