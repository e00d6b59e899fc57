import AdaptiveKit
import CPangoCairo
import Foundation

/// Bars and table cells: navigation bars (background under the status bar, hairline, title, back
/// button, bar button items; system items and symbol images as our symbol glyphs), toolbars, tab
/// bars (items with their image, system item's glyph or a placeholder, and title, where the bar's
/// `itemPositioning` puts them: spread, or centred on iPads) and the
/// accessories and separators of table cells.
@MainActor
enum Bars {
    /// How far a bar's background reaches beyond its bounds, in points: a navigation bar at the
    /// top of the screen's safe area (a navigation controller's, or one placed there: UIKit's
    /// "top attached") paints up under the status bar, a navigation controller's toolbar down
    /// under the home indicator; a bar placed elsewhere paints only its own bounds. The drawing
    /// and the text-visibility check (`TextVisibility`) both use it.
    static func backgroundReach(of bar: UIView) -> (above: CGFloat, below: CGFloat) {
        if bar is UINavigationBar {
            let top = bar.window.map { bar.convert(bar.bounds, to: $0).minY } ?? bar.frame.minY
            return (top > 0 && top <= (bar.window?.safeAreaInsets.top ?? 0) + 0.5 ? top : 0, 0)
        }
        if let toolbar = bar as? UIToolbar, let superview = toolbar.superview,
           let navigation = superview.next as? UINavigationController, navigation.toolbar === toolbar {
            return (0, max(0, superview.bounds.height - toolbar.frame.maxY))
        }
        return (0, 0)
    }

    /// A bar's background: its bar tint colour, else the black style's dark material (drawn as
    /// iOS 13's dark `secondarySystemBackground`, opaque) or the default light one.
    static func background(tint: UIColor?, style: UIBarStyle) -> UIColor {
        tint ?? (style == .default ? .secondarySystemBackground : UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
    }

    /// The colour of a navigation bar's titles: the text attributes' foreground colour, else
    /// white on a black-style bar and the label colour on a default one.
    static func titleColor(_ attributes: [NSAttributedString.Key: Any]?, style: UIBarStyle) -> UIColor {
        attributes?[.foregroundColor] as? UIColor ?? (style == .default ? .label : .white)
    }

    /// Fills a bar's background and draws its hairline: as its iOS 13 `appearance` says when it
    /// has one, else in its bar tint or style's colour with the separator colour.
    static func fillBar(
        _ background: CGRect, hairline: CGRect, appearance: UIBarAppearance?, tint: UIColor?, style: UIBarStyle, context: CairoContext
    ) {
        if let appearance {
            if let color = appearance.drawnBackground { context.fill(background, color) }
            if let shadow = appearance.drawnShadow { context.fill(hairline, shadow) }
        } else {
            context.fill(background, Self.background(tint: tint, style: style))
            context.fill(hairline, .separator)
        }
    }

    static func drawNavigationBar(_ bar: UINavigationBar, _ context: CairoContext, _ bounds: CGRect) {
        let reach = backgroundReach(of: bar).above
        let extended = CGRect(x: bounds.minX, y: bounds.minY - reach, width: bounds.width, height: bounds.height + reach)
        // A bar showing a large title is at its scroll edge (nothing scrolled under it): iOS 13+
        // draws it without background or hairline (`scrollEdgeAppearance`), over the content's
        // background, unless it has a bar tint colour.
        var titleAttributes = bar.titleTextAttributes, largeTitleAttributes = bar.largeTitleTextAttributes
        let hairline = CGRect(x: bounds.minX, y: bounds.maxY - 0.5, width: bounds.width, height: 0.5)
        if bar.hasExplicitAppearance {
            // iOS 13 appearances decide the look. At the scroll edge without a scroll-edge
            // appearance, UIKit uses the standard one with a transparent background.
            let appearance = bar.effectiveAppearance(atScrollEdge: bar.showsLargeTitle)
            if !(bar.showsLargeTitle && !bar.hasScrollEdgeAppearance) {
                fillBar(extended, hairline: hairline, appearance: appearance, tint: nil, style: bar.barStyle, context: context)
            }
            titleAttributes = appearance.titleTextAttributes.merging(titleAttributes ?? [:]) { own, _ in own }
            largeTitleAttributes = appearance.largeTitleTextAttributes.merging(largeTitleAttributes ?? [:]) { own, _ in own }
        } else if !(bar.showsLargeTitle && bar.barTintColor == nil) {
            fillBar(extended, hairline: hairline, appearance: nil, tint: bar.barTintColor, style: bar.barStyle, context: context)
        }
        if let title = bar.topItem?.title, let frame = bar.titleFrame {
            context.drawText(title, font: titleAttributes?[.font] as? UIFont ?? bar.titleFont, color: titleColor(titleAttributes, style: bar.barStyle), in: frame, alignment: .center)
        }
        if let title = bar.topItem?.title, let frame = bar.largeTitleFrame {
            context.drawText(title, font: largeTitleAttributes?[.font] as? UIFont ?? bar.largeTitleFont, color: titleColor(largeTitleAttributes, style: bar.barStyle), in: frame)
        }
        if let back = bar.backButtonTitle, let frame = bar.backButtonFrame {
            drawChevron(at: CGPoint(x: frame.minX + 6, y: frame.midY), size: 10, color: bar.tintColor, context: context, pointingLeft: true)
            context.drawText(back, font: .systemFont(ofSize: 17), color: bar.tintColor, in: frame.inset(by: UIEdgeInsets(top: 0, left: 19, bottom: 0, right: 0)))
        }
        for item in (bar.topItem?.leftBarButtonItems ?? []) + (bar.topItem?.rightBarButtonItems ?? []) {
            guard let frame = bar.frame(for: item) else { continue }
            drawBarItem(item, in: frame, tint: bar.tintColor, context: context)
        }
    }

    static func drawToolbar(_ bar: UIToolbar, _ context: CairoContext, _ bounds: CGRect) {
        var background = bounds
        background.size.height += backgroundReach(of: bar).below
        fillBar(background, hairline: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 0.5),
                appearance: bar.standardAppearanceWasSet ? bar.standardAppearance : nil, tint: bar.barTintColor, style: bar.barStyle, context: context)
        for item in bar.items ?? [] {
            guard let frame = bar.frame(for: item) else { continue }
            drawBarItem(item, in: frame, tint: bar.tintColor, context: context)
        }
    }

    static func drawTabBar(_ bar: UITabBar, _ context: CairoContext, _ bounds: CGRect) {
        fillBar(bounds, hairline: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 0.5),
                appearance: bar.standardAppearanceWasSet ? bar.standardAppearance : nil, tint: bar.barTintColor, style: bar.barStyle, context: context)
        // Stacked (title under the image), inline or compact inline (title beside it), as the
        // bar's traits say (`UITabBar.itemLayout`).
        let layout = bar.itemLayout
        for (index, item) in (bar.items ?? []).enumerated() {
            guard let (icon, titleFrame) = bar.contentFramesForItem(at: index) else { continue }
            let selected = item === bar.selectedItem
            let color = selected ? bar.tintColor! : (bar.unselectedItemTintColor ?? .systemGray)
            let symbolBox = icon.insetBy(dx: -3, dy: -1.5)
            let symbol = { (image: UIImage) in barSymbol(image, compact: layout == .compactInline) }
            if let image = item.image, image.isSymbolImage {
                ImageDrawing.draw(symbol(image), in: symbolBox, contentMode: .center, tint: color, context: context)
            } else if let image = item.image {
                ImageDrawing.draw(image, in: icon, contentMode: .scaleAspectFit, tint: color, context: context, automaticIsTemplate: true)
            } else if let name = item.systemItem?.symbolName, let image = UIImage(systemName: name) {
                ImageDrawing.draw(symbol(image), in: symbolBox, contentMode: .center, tint: color, context: context)
            } else {
                context.fill(icon.insetBy(dx: icon.width * 0.12, dy: icon.height * 0.12), color, radius: icon.width * 0.2)
            }
            if let title = item.title, let titleFrame {
                context.drawText(title, font: UITabBar.titleFont(for: layout), color: color, in: titleFrame,
                                 alignment: layout == .stacked ? .center : .left)
            }
        }
    }

    /// The configuration bars give symbol images under the image's own: the body size at the
    /// large scale.
    static let barSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)

    /// The configuration of symbols in a compact-height tab bar (18-point icons): the body size at
    /// the medium scale.
    static let compactBarSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body, scale: .medium)

    /// A symbol image as a bar draws it: the bar's configuration with the image's own on top.
    static func barSymbol(_ image: UIImage, compact: Bool = false) -> UIImage {
        let base = compact ? compactBarSymbolConfiguration : barSymbolConfiguration
        guard let name = image.symbolName,
              let made = UIImage(systemName: name, withConfiguration: base.applying(image.symbolConfiguration))
        else { return image }
        return image.renderingMode == .automatic ? made : made.withRenderingMode(image.renderingMode)
    }

    private static func drawBarItem(_ item: UIBarButtonItem, in frame: CGRect, tint: UIColor, context: CairoContext) {
        let tint = item.isEnabled ? (item.tintColor ?? tint) : UIColor.tertiaryLabel
        if let image = item.image {
            ImageDrawing.draw(
                image.isSymbolImage ? barSymbol(image) : image, in: frame, contentMode: .center, tint: tint, context: context,
                automaticIsTemplate: true)
        } else if let name = item.systemItem?.symbolName, let image = UIImage(systemName: name) {
            ImageDrawing.draw(barSymbol(image), in: frame, contentMode: .center, tint: tint, context: context)
        } else if let title = item.title {
            let font = UIFont.systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
            context.drawText(title, font: font, color: tint, in: frame, alignment: .center)
        }
    }

    static func drawCellDecorations(_ cell: UITableViewCell, _ context: CairoContext, _ bounds: CGRect) {
        let insets = TableDrawing.separatorInsets(of: cell), safe = cell.contentSafeAreaInsets
        let left = bounds.minX + safe.left + insets.left
        if TableDrawing.drawsSeparator(under: cell) {
            context.fill(CGRect(x: left, y: bounds.maxY - 0.5, width: max(0, bounds.maxX - safe.right - insets.right - left), height: 0.5), .separator)
        }
        let accessoryCenter = CGPoint(x: bounds.maxX - safe.right - 20, y: bounds.midY)
        switch cell.accessoryType {
        case .disclosureIndicator, .detailDisclosureButton:
            drawChevron(at: accessoryCenter, size: 8, color: .tertiaryLabel, context: context, pointingLeft: false)
        case .checkmark:
            let cr = context.cr
            context.setColor(cell.tintColor)
            cairo_set_line_width(cr, 2)
            cairo_move_to(cr, Double(accessoryCenter.x - 7), Double(accessoryCenter.y))
            cairo_line_to(cr, Double(accessoryCenter.x - 2), Double(accessoryCenter.y + 5))
            cairo_line_to(cr, Double(accessoryCenter.x + 7), Double(accessoryCenter.y - 6))
            cairo_stroke(cr)
        default:
            break
        }
        // While editing: a red minus (delete) or green plus (insert) circle before the content.
        if cell.isEditing, cell.editingControl != .none {
            let center = CGPoint(x: bounds.minX + safe.left + 16 + 11, y: bounds.midY)
            let color: UIColor = cell.editingControl == .delete ? .systemRed : .systemGreen
            context.fill(CGRect(x: center.x - 11, y: center.y - 11, width: 22, height: 22), color, radius: 11)
            context.fill(CGRect(x: center.x - 6, y: center.y - 1, width: 12, height: 2), .white)
            if cell.editingControl == .insert {
                context.fill(CGRect(x: center.x - 1, y: center.y - 6, width: 2, height: 12), .white)
            }
        }
    }

    static func drawChevron(at center: CGPoint, size: CGFloat, color: UIColor, context: CairoContext, pointingLeft: Bool) {
        let cr = context.cr
        context.setColor(color)
        cairo_set_line_width(cr, 2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        let direction: CGFloat = pointingLeft ? -1 : 1
        cairo_move_to(cr, Double(center.x - direction * size / 3), Double(center.y - size / 1.6))
        cairo_line_to(cr, Double(center.x + direction * size / 3), Double(center.y))
        cairo_line_to(cr, Double(center.x - direction * size / 3), Double(center.y + size / 1.6))
        cairo_stroke(cr)
    }
}
