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
        case let field as UITextField: Controls.drawTextField(field, context, bounds)
        case let stepper as UIStepper: Controls.drawStepper(stepper, context, bounds)
        case let pages as UIPageControl: Controls.drawPageControl(pages, context, bounds)
        case let spinner as UIActivityIndicatorView: Controls.drawActivityIndicator(spinner, context, bounds)
        case let cell as UITableViewCell: Bars.drawCellDecorations(cell, context, bounds)
        case let bar as UINavigationBar: Bars.drawNavigationBar(bar, context, bounds)
        case let bar as UIToolbar: Bars.drawToolbar(bar, context, bounds)
        case let bar as UITabBar: Bars.drawTabBar(bar, context, bounds)
        case let effectView as UIVisualEffectView: VisualEffects.draw(effectView, context, bounds)
        case let table as UITableView: TableDrawing.drawSectionTitles(table, context: context, bounds: bounds)
        default: break
        }
    }

    static func drawLabel(_ label: UILabel, _ context: CairoContext, _ bounds: CGRect) {
        guard let text = label.text, !text.isEmpty else { return }
        let color = label.isEnabled ? (label.textColor ?? .label) : UIColor.tertiaryLabel
        context.drawText(
            text, font: label.font, color: color, in: bounds,
            alignment: resolved(label.textAlignment, rightToLeft: label.effectiveUserInterfaceLayoutDirection == .rightToLeft),
            numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode
        )
    }

    /// `natural` alignment is left in left-to-right layouts and right in right-to-left ones.
    static func resolved(_ alignment: NSTextAlignment, rightToLeft: Bool) -> NSTextAlignment {
        alignment == .natural ? (rightToLeft ? .right : .left) : alignment
    }
}
