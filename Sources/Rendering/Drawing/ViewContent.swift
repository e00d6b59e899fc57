import AdaptiveKit
import CPangoCairo
import Foundation

/// The content of each kind of view: what a plain `UIView` does not draw. More specific classes
/// come first (a `UITableViewCell` is checked before the views it contains draw themselves).
@MainActor
enum ViewContent {
    static func draw(_ view: UIView, in context: CairoContext, bounds: CGRect) {
        switch view {
        case let label as UILabel: drawLabel(label, context, bounds)
        case let imageView as UIImageView:
            if let image = imageView.displayedImage {
                // A system button's image view shows its image as a template, as UIKit's does.
                ImageDrawing.draw(
                    image, in: bounds, contentMode: imageView.contentMode, tint: imageView.tintColor, context: context,
                    automaticIsTemplate: (imageView.superview as? UIButton)?.buttonType == .system)
            }
        case let button as UIButton: Controls.drawButton(button, context, bounds)
        case let control as UISwitch: Controls.drawSwitch(control, context, bounds)
        case let slider as UISlider: Controls.drawSlider(slider, context, bounds)
        case let progress as UIProgressView: Controls.drawProgress(progress, context, bounds)
        case let segmented as UISegmentedControl: Controls.drawSegmented(segmented, context, bounds)
        case let field as UISearchTextField: Controls.drawSearchField(field, context, bounds)
        case let field as UITextField: Controls.drawTextField(field, context, bounds)
        case let textView as UITextView: drawTextView(textView, context, bounds)
        case let stepper as UIStepper: Controls.drawStepper(stepper, context, bounds)
        case let pages as UIPageControl: Controls.drawPageControl(pages, context, bounds)
        case let spinner as UIActivityIndicatorView: Controls.drawActivityIndicator(spinner, context, bounds)
        case let picker as UIPickerView: Controls.drawPickerSelection(picker, context)
        case let searchBar as UISearchBar: Controls.drawSearchBar(searchBar, context, bounds)
        case let cell as UITableViewCell: Bars.drawCellDecorations(cell, context, bounds)
        case let bar as UINavigationBar: Bars.drawNavigationBar(bar, context, bounds)
        case let bar as UIToolbar: Bars.drawToolbar(bar, context, bounds)
        case let bar as UITabBar: Bars.drawTabBar(bar, context, bounds)
        case let effectView as UIVisualEffectView: VisualEffects.draw(effectView, context, bounds)
        case let placeholder as any UnsupportedViewPlaceholder: drawUnsupported(placeholder.unsupportedClassName, context, bounds)
        case let table as UITableView: TableDrawing.drawSectionTitles(table, context: context, bounds: bounds)
        default: break
        }
    }

    static func drawLabel(_ label: UILabel, _ context: CairoContext, _ bounds: CGRect) {
        guard let text = label.text, !text.isEmpty else { return }
        let color = label.isEnabled ? (label.textColor ?? .label) : UIColor.tertiaryLabel
        var bounds = bounds
        if label.superview is UIButton, label.numberOfLines == 1 {
            // A button's title a little wider than the label its document size allows (Inter is
            // wider than San Francisco, which the document's frame was made for) is drawn whole,
            // centred on the label, rather than truncated: up to a tenth wider, plus 2 pt.
            let width = PangoTextMeasurer.shared.width(of: text, font: label.font)
            if width > bounds.width, width <= bounds.width * 1.1 + 2 {
                bounds = bounds.insetBy(dx: -(width - bounds.width) / 2 - 0.5, dy: 0)
            }
        }
        context.drawText(
            text, font: label.font, color: color, in: bounds,
            alignment: resolved(label.textAlignment, rightToLeft: label.effectiveUserInterfaceLayoutDirection == .rightToLeft),
            numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode
        )
    }

    /// A view of a class AdaptiveKit does not have: a translucent grey box with a thin border and
    /// the class's name in the middle (when it fits), over the view's own background.
    static func drawUnsupported(_ className: String, _ context: CairoContext, _ bounds: CGRect) {
        guard bounds.width > 1, bounds.height > 1 else { return }
        context.fill(bounds, UIColor.systemGray5.withAlphaComponent(0.6))
        context.stroke(bounds, .systemGray2, width: 1)
        let font = UIFont.systemFont(ofSize: 13)
        if bounds.height >= 18, bounds.width >= 40 {
            context.drawText(className, font: font, color: .secondaryLabel, in: bounds.insetBy(dx: 4, dy: 0), alignment: .center)
        }
    }

    /// A text view's text from its top, inside its text container inset and UIKit's 5-point line
    /// fragment padding, wrapped by words; what does not fit is cut off at the bottom (the text
    /// view is not scrolled).
    static func drawTextView(_ textView: UITextView, _ context: CairoContext, _ bounds: CGRect) {
        guard let text = textView.text, !text.isEmpty else { return }
        let inset = textView.textContainerInset
        let padding = UITextView.lineFragmentPadding
        let rect = bounds.inset(by: UIEdgeInsets(top: inset.top, left: inset.left + padding, bottom: inset.bottom, right: inset.right + padding))
        guard rect.width > 0, rect.height > 0 else { return }
        context.drawText(
            text, font: textView.font ?? .systemFont(ofSize: 12), color: textView.textColor ?? .label, in: rect,
            alignment: resolved(textView.textAlignment, rightToLeft: textView.effectiveUserInterfaceLayoutDirection == .rightToLeft),
            numberOfLines: 0, lineBreakMode: .byWordWrapping, topAligned: true)
    }

    /// `natural` alignment is left in left-to-right layouts and right in right-to-left ones.
    static func resolved(_ alignment: NSTextAlignment, rightToLeft: Bool) -> NSTextAlignment {
        alignment == .natural ? (rightToLeft ? .right : .left) : alignment
    }
}
