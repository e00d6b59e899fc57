import AdaptiveKit
import CPangoCairo
import Foundation

/// The iOS look of the standard controls, drawn flat: system button titles in the tint colour,
/// the switch's capsule and knob, slider and progress tracks, segmented controls, text fields,
/// steppers, page dots and the activity spokes.
@MainActor
enum Controls {
    static func drawButton(_ button: UIButton, _ context: CairoContext, _ bounds: CGRect) {
        if let background = button.currentBackgroundImage {
            ImageDrawing.draw(background, in: bounds, contentMode: .scaleToFill, tint: button.tintColor, context: context)
        }
        // The title label and the image view the button placed in `layoutSubviews` draw the
        // title and the image themselves (as subviews, where UIKit puts them); drawing them here
        // too showed a button's image twice, once beside each title.
        if button.subviews.contains(where: { $0 is UILabel || $0 is UIImageView }) { return }
        let insets = button.contentEdgeInsets
        let content = bounds.inset(by: insets)
        var textRect = content
        if let image = button.currentImage {
            let size = image.size
            let hasTitle = !(button.currentTitle ?? "").isEmpty
            let imageRect = CGRect(
                x: hasTitle ? content.minX : content.midX - size.width / 2, y: content.midY - size.height / 2,
                width: size.width, height: size.height
            )
            // A system button draws its image as a template in the tint colour, as UIKit does.
            ImageDrawing.draw(
                image, in: imageRect, contentMode: .center, tint: button.tintColor, context: context,
                automaticIsTemplate: button.buttonType == .system)
            textRect.origin.x = imageRect.maxX + 4
            textRect.size.width = max(0, content.maxX - textRect.minX)
        }
        if let title = button.currentTitle, !title.isEmpty {
            let font = button.titleLabel?.font ?? .systemFont(ofSize: 15)
            let color = button.isEnabled ? button.currentTitleColor : UIColor.tertiaryLabel
            context.drawText(title, font: font, color: color, in: textRect, alignment: button.currentImage == nil ? .center : .left)
        }
    }

    static func drawSwitch(_ control: UISwitch, _ context: CairoContext, _ bounds: CGRect) {
        let track = CGRect(x: bounds.minX, y: bounds.midY - 15.5, width: 51, height: 31)
        context.fill(track, control.isOn ? (control.onTintColor ?? .systemGreen) : .systemGray5, radius: 15.5)
        let knobX = control.isOn ? track.maxX - 29 : track.minX + 2
        let knob = CGRect(x: knobX, y: track.minY + 2, width: 27, height: 27)
        context.fill(knob.offsetBy(dx: 0, dy: 1), UIColor.black.withAlphaComponent(0.12), radius: 13.5)
        context.fill(knob, control.thumbTintColor ?? .white, radius: 13.5)
    }

    static func drawSlider(_ slider: UISlider, _ context: CairoContext, _ bounds: CGRect) {
        let range = max(slider.maximumValue - slider.minimumValue, .leastNonzeroMagnitude)
        let fraction = CGFloat((slider.value - slider.minimumValue) / range)
        let trackY = bounds.midY - 2
        let knobX = bounds.minX + 14 + (bounds.width - 28) * min(max(fraction, 0), 1)
        context.fill(CGRect(x: bounds.minX, y: trackY, width: bounds.width, height: 4), slider.maximumTrackTintColor ?? .systemGray5, radius: 2)
        context.fill(CGRect(x: bounds.minX, y: trackY, width: knobX - bounds.minX, height: 4), slider.minimumTrackTintColor ?? slider.tintColor, radius: 2)
        let knob = CGRect(x: knobX - 14, y: bounds.midY - 14, width: 28, height: 28)
        context.fill(knob.offsetBy(dx: 0, dy: 1), UIColor.black.withAlphaComponent(0.15), radius: 14)
        context.fill(knob, slider.thumbTintColor ?? .white, radius: 14)
    }

    static func drawProgress(_ progress: UIProgressView, _ context: CairoContext, _ bounds: CGRect) {
        let fraction = CGFloat(min(max(progress.progress, 0), 1))
        let radius = bounds.height / 2
        context.fill(bounds, progress.trackTintColor ?? .systemGray5, radius: radius)
        context.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * fraction, height: bounds.height),
                     progress.progressTintColor ?? progress.tintColor, radius: radius)
    }

    static func drawSegmented(_ control: UISegmentedControl, _ context: CairoContext, _ bounds: CGRect) {
        context.fill(bounds, .systemGray6, radius: 8)
        let count = control.numberOfSegments
        guard count > 0 else { return }
        let width = bounds.width / CGFloat(count)
        for index in 0..<count {
            let segment = CGRect(x: bounds.minX + width * CGFloat(index), y: bounds.minY, width: width, height: bounds.height)
            if index == control.selectedSegmentIndex {
                context.fill(segment.insetBy(dx: 2, dy: 2), control.selectedSegmentTintColor ?? .systemBackground, radius: 7)
            }
            if let title = control.titleForSegment(at: index) {
                let font = UIFont.systemFont(ofSize: 13, weight: index == control.selectedSegmentIndex ? .semibold : .regular)
                context.drawText(title, font: font, color: .label, in: segment.insetBy(dx: 4, dy: 0), alignment: .center)
            }
        }
    }

    static func drawTextField(_ field: UITextField, _ context: CairoContext, _ bounds: CGRect) {
        if field.borderStyle == .roundedRect {
            context.fill(bounds, field.backgroundColor ?? .systemBackground, radius: 5)
            context.stroke(bounds, .separator, width: 0.5, radius: 5)
        } else if field.borderStyle == .line || field.borderStyle == .bezel {
            context.stroke(bounds, .label, width: 1)
        }
        let font = field.font ?? .systemFont(ofSize: 17)
        let textRect = bounds.insetBy(dx: field.borderStyle == .roundedRect ? 7 : 0, dy: 0)
        let alignment = ViewContent.resolved(field.textAlignment, rightToLeft: field.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if let text = field.text, !text.isEmpty {
            let shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
            context.drawText(shown, font: font, color: field.textColor ?? .label, in: textRect, alignment: alignment)
        } else if let placeholder = field.placeholder {
            context.drawText(placeholder, font: font, color: .placeholderText, in: textRect, alignment: alignment)
        }
    }

    /// A search bar's field (iOS 13): a grey rounded rectangle, a magnifying glass, the text or
    /// the placeholder after it; on a black bar, light on dark.
    static func drawSearchField(_ field: UISearchTextField, _ context: CairoContext, _ bounds: CGRect) {
        let onBlack = (field.superview as? UISearchBar)?.barStyle == .black
        context.fill(bounds, field.backgroundColor ?? (onBlack ? UIColor(white: 1, alpha: 0.12) : UIColor.systemGray.withAlphaComponent(0.12)), radius: 10)
        let glass = CGPoint(x: bounds.minX + 15, y: bounds.midY - 1)
        let cr = context.cr
        context.setColor(.secondaryLabel)
        cairo_set_line_width(cr, 1.6)
        cairo_new_sub_path(cr)
        cairo_arc(cr, Double(glass.x), Double(glass.y), 5.5, 0, 2 * Double.pi)
        cairo_move_to(cr, Double(glass.x + 4), Double(glass.y + 4))
        cairo_line_to(cr, Double(glass.x + 8), Double(glass.y + 8))
        cairo_stroke(cr)
        let font = field.font ?? .systemFont(ofSize: 17)
        let textRect = bounds.inset(by: UISearchTextField.textInsets)
        let alignment = ViewContent.resolved(field.textAlignment, rightToLeft: field.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if let text = field.text, !text.isEmpty {
            context.drawText(text, font: font, color: onBlack ? .white : field.textColor ?? .label, in: textRect, alignment: alignment)
        } else if let placeholder = field.placeholder {
            context.drawText(placeholder, font: font, color: onBlack ? UIColor(white: 1, alpha: 0.6) : .secondaryLabel, in: textRect, alignment: alignment)
        }
    }

    /// A search bar's background (none in the minimal style: its field alone) and its prompt,
    /// centred in the part of the bar above the field.
    static func drawSearchBar(_ bar: UISearchBar, _ context: CairoContext, _ bounds: CGRect) {
        // In a navigation bar the bar's own background shows.
        if bar.searchBarStyle != .minimal, !(bar.superview is UINavigationBar) {
            let background = bar.barTintColor ?? (bar.barStyle == .black ? UIColor(white: 0.11, alpha: 1) : .systemGray6)
            context.fill(bounds, background)
        }
        let prompt = bar.promptFrame
        if let text = bar.prompt, !text.isEmpty, prompt.height >= 13 {
            context.drawText(
                text, font: .systemFont(ofSize: 13), color: bar.barStyle == .black ? .white : .secondaryLabel,
                in: prompt.insetBy(dx: 8, dy: 0), alignment: .center)
        }
    }

    /// A picker view's selection band (iOS 14): a grey rounded band behind the selected rows.
    static func drawPickerSelection(_ picker: UIPickerView, _ context: CairoContext) {
        guard picker.showsSelectionIndicator, picker.numberOfComponents > 0 else { return }
        context.fill(picker.selectionBandFrame, UIColor.systemGray.withAlphaComponent(0.12), radius: 7)
    }

    static func drawStepper(_ stepper: UIStepper, _ context: CairoContext, _ bounds: CGRect) {
        context.fill(bounds, .systemGray6, radius: 8)
        let half = bounds.width / 2
        let cr = context.cr
        context.setColor(.label)
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, Double(bounds.minX + half / 2 - 6), Double(bounds.midY))
        cairo_line_to(cr, Double(bounds.minX + half / 2 + 6), Double(bounds.midY))
        cairo_move_to(cr, Double(bounds.minX + half * 1.5 - 6), Double(bounds.midY))
        cairo_line_to(cr, Double(bounds.minX + half * 1.5 + 6), Double(bounds.midY))
        cairo_move_to(cr, Double(bounds.minX + half * 1.5), Double(bounds.midY - 6))
        cairo_line_to(cr, Double(bounds.minX + half * 1.5), Double(bounds.midY + 6))
        cairo_stroke(cr)
        context.fill(CGRect(x: bounds.minX + half - 0.5, y: bounds.minY + 7, width: 1, height: bounds.height - 14), .separator)
    }

    static func drawPageControl(_ control: UIPageControl, _ context: CairoContext, _ bounds: CGRect) {
        let count = control.numberOfPages
        guard count > 0, !(control.hidesForSinglePage && count == 1) else { return }
        let total = CGFloat(count) * 16 - 9
        var x = bounds.midX - total / 2
        for index in 0..<count {
            let color = index == control.currentPage
                ? (control.currentPageIndicatorTintColor ?? .white)
                : (control.pageIndicatorTintColor ?? UIColor.white.withAlphaComponent(0.3))
            context.fill(CGRect(x: x, y: bounds.midY - 3.5, width: 7, height: 7), color, radius: 3.5)
            x += 16
        }
    }

    static func drawActivityIndicator(_ spinner: UIActivityIndicatorView, _ context: CairoContext, _ bounds: CGRect) {
        guard spinner.isAnimating || !spinner.hidesWhenStopped else { return }
        let cr = context.cr
        let radius = min(bounds.width, bounds.height) / 2
        cairo_set_line_width(cr, Double(radius / 5))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4
            context.setColor(spinner.color ?? .systemGray, alpha: 0.25 + 0.75 * CGFloat(spoke) / 7)
            cairo_move_to(cr, Double(bounds.midX) + cos(angle) * Double(radius * 0.45), Double(bounds.midY) + sin(angle) * Double(radius * 0.45))
            cairo_line_to(cr, Double(bounds.midX) + cos(angle) * Double(radius * 0.9), Double(bounds.midY) + sin(angle) * Double(radius * 0.9))
            cairo_stroke(cr)
        }
    }
}
