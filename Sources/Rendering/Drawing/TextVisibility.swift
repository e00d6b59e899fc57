import AdaptiveKit
import Foundation

/// Whether the text a window shows can be seen in its picture: every visible label, button title
/// and text field (text or placeholder) is found with its rectangle in the window, the pixels
/// there are checked, and when they are all one colour the reason is looked for — so that a
/// picture never shows blank text without saying why.
///
/// A text is *visible* when it is not empty, neither its view nor an ancestor is hidden or
/// transparent, its view has a size, and its rectangle is inside the window.
@MainActor
public enum TextVisibility {
    /// A text a window shows.
    public struct Item {
        public var view: UIView
        public var text: String
        /// Where it is drawn, in the window's coordinates, kept inside the window.
        public var rect: CGRect
        /// Its view's whole rectangle in the window's coordinates (it may reach outside).
        public var fullRect: CGRect
        /// Its colour.
        public var color: UIColor

        /// `label 'Sign in'`, `button 'OK'`, `text field 'Name'`.
        public var description: String {
            let kind = view is UIButton ? "button" : view is UITextField ? "text field" : view is UITextView ? "text view" : "label"
            let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
            return "\(kind) '\(shown.replacingOccurrences(of: "\n", with: " "))'"
        }
    }

    /// A text whose rectangle is one colour in the picture, and why, when a reason is found.
    public struct BlankText {
        public var item: Item
        public var reason: String?
    }

    /// The visible texts of a window, in drawing order.
    public static func items(in window: UIWindow) -> [Item] {
        var items: [Item] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.004 else { return }
            var text: String?, color: UIColor?
            switch view {
            case let label as UILabel where !(label.superview is UIButton):
                text = label.text
                color = label.isEnabled ? (label.textColor ?? .label) : .tertiaryLabel
            case let button as UIButton:
                text = button.currentTitle
                color = button.isEnabled ? button.currentTitleColor : .tertiaryLabel
            case let textView as UITextView:
                text = textView.text
                color = textView.textColor ?? .label
            case let field as UITextField:
                if let value = field.text, !value.isEmpty {
                    text = value
                    color = field.textColor ?? .label
                } else {
                    text = field.placeholder
                    color = .placeholderText
                }
            default:
                break
            }
            if let text, let color, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
               view.bounds.width > 0, view.bounds.height > 0 {
                let rect = view.convert(view.bounds, to: window)
                if rect.intersects(window.bounds) {
                    items.append(Item(view: view, text: text, rect: rect.intersection(window.bounds), fullRect: rect, color: color.resolvedColor(with: view.traitCollection)))
                }
            }
            // A button draws its own title; its title label is not drawn again.
            if view is UIButton { return }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return items
    }

    /// The visible texts whose rectangles are one colour in `bitmap` (a picture of `window`),
    /// each with the reason found.
    public static func blankTexts(in window: UIWindow, bitmap: RenderedBitmap) -> [BlankText] {
        items(in: window).compactMap { item in
            guard let color = bitmap.uniformColor(in: item.rect) else { return nil }
            return BlankText(item: item, reason: reason(for: item, in: window, uniformColor: color))
        }
    }

    /// Why a text is not seen: too small for any of it to show, its colour clear, every part of
    /// it clipped away by ancestors that clip to their bounds or covered by opaque views drawn
    /// above it, or drawn in the colour behind it; `nil` when none of these.
    static func reason(for item: Item, in window: UIWindow, uniformColor: UInt32) -> String? {
        let font = (item.view as? UILabel)?.font ?? (item.view as? UIButton)?.titleLabel?.font ?? (item.view as? UITextField)?.font
            ?? (item.view as? UITextView)?.font
        let size = font?.pointSize ?? 17
        if item.rect.height < size * 0.35 || item.rect.width < size * 0.6 {
            return "squeezed to \(format(item.rect.width)) × \(format(item.rect.height)) pt, too small to show its text"
        }
        if item.rect.width * item.rect.height < item.fullRect.width * item.fullRect.height * 0.5 {
            return "mostly outside the window (\(format(item.rect.width)) × \(format(item.rect.height)) pt of \(format(item.fullRect.width)) × \(format(item.fullRect.height)) inside)"
        }
        var alpha: CGFloat = 0
        item.color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        if alpha < 0.02 { return "its text colour is clear" }
        // Every point of a grid over the text: outside a clipping ancestor, or under an opaque
        // view drawn later.
        let clips = clippingAncestors(of: item.view, in: window)
        let covers = coveringViews(of: item.view, in: window)
        var clipped = 0
        var coveredBy: [ObjectIdentifier: (view: UIView, count: Int)] = [:]
        let steps = 5
        for row in 0..<steps {
            for column in 0..<steps {
                let point = CGPoint(
                    x: item.rect.minX + item.rect.width * (CGFloat(column) + 0.5) / CGFloat(steps),
                    y: item.rect.minY + item.rect.height * (CGFloat(row) + 0.5) / CGFloat(steps))
                if clips.contains(where: { !$0.rect.contains(point) }) {
                    clipped += 1
                } else if let cover = covers.last(where: { $0.rect.contains(point) }) {
                    coveredBy[ObjectIdentifier(cover.view), default: (cover.view, 0)].count += 1
                } else {
                    // A visible point: a colour equal to what is behind it is the reason left.
                    return close(item.color, uniformColor) ? "drawn in the colour behind it (\(hex(uniformColor)))" : nil
                }
            }
        }
        if coveredBy.isEmpty, let clip = clips.first(where: { !$0.rect.intersects(item.rect) }) ?? clips.first {
            return "clipped away by its superview \(name(of: clip.view)), which clips to its bounds"
        }
        let cover = coveredBy.values.max { $0.count < $1.count }!.view
        return clipped > 0
            ? "partly clipped away by a superview that clips to its bounds and partly covered by \(name(of: cover)), drawn above it"
            : "covered by \(name(of: cover)), drawn above it"
    }

    /// The ancestors of `view` that clip to their bounds, with their rectangles in the window.
    private static func clippingAncestors(of view: UIView, in window: UIWindow) -> [(view: UIView, rect: CGRect)] {
        var found: [(UIView, CGRect)] = []
        var ancestor = view.superview
        while let current = ancestor, current !== window {
            if current.clipsToBounds || current.layer.masksToBounds { found.append((current, current.convert(current.bounds, to: window))) }
            ancestor = current.superview
        }
        return found
    }

    /// The views drawn after `view` (not inside it) that paint their whole rectangle (kept
    /// inside their clipping ancestors), in drawing order.
    private static func coveringViews(of view: UIView, in window: UIWindow) -> [(view: UIView, rect: CGRect)] {
        var found: [(UIView, CGRect)] = []
        var passed = false
        func visit(_ candidate: UIView, clip: CGRect) {
            guard !candidate.isHidden, candidate.alpha > 0.004 else { return }
            if candidate === view {
                passed = true
                return
            }
            let frame = candidate === window ? window.bounds : candidate.convert(candidate.bounds, to: window)
            if passed, candidate.alpha > 0.996, isOpaquelyFilled(candidate) {
                var rect = frame.intersection(clip)
                // A bar paints beyond its bounds: up under the status bar, down under the home
                // indicator (`Bars.backgroundReach(of:)`).
                let reach = Bars.backgroundReach(of: candidate)
                if reach.above > 0 {
                    rect = rect.union(CGRect(x: frame.minX, y: frame.minY - reach.above, width: frame.width, height: reach.above))
                }
                if reach.below > 0 {
                    rect = rect.union(CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: reach.below).intersection(clip))
                }
                if !rect.isNull { found.append((candidate, rect)) }
            }
            let inner = candidate.clipsToBounds || candidate.layer.masksToBounds ? clip.intersection(frame) : clip
            for subview in candidate.subviews { visit(subview, clip: inner) }
        }
        visit(window, clip: window.bounds)
        return found
    }

    private static func format(_ value: CGFloat) -> String {
        abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }

    /// Whether a view paints every pixel of its bounds: an opaque background colour (no rounded
    /// corners) or a bar's background.
    private static func isOpaquelyFilled(_ view: UIView) -> Bool {
        if view is UINavigationBar || view is UIToolbar || view is UITabBar { return true }
        guard view.layer.cornerRadius == 0, let background = view.backgroundColor else { return false }
        var alpha: CGFloat = 0
        background.resolvedColor(with: view.traitCollection).getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return alpha > 0.996
    }

    /// Whether a colour is (almost) the pixel `argb`, as drawn over it.
    private static func close(_ color: UIColor, _ argb: UInt32) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let pixel = [CGFloat((argb >> 16) & 0xFF), CGFloat((argb >> 8) & 0xFF), CGFloat(argb & 0xFF)].map { $0 / 255 }
        // Translucent text over the pixel's colour gives the pixel's colour mixed with its own.
        let drawn = zip([red, green, blue], pixel).map { alpha * min(1, max(0, $0)) + (1 - alpha) * $1 }
        return zip(drawn, pixel).allSatisfy { abs($0 - $1) < 6.0 / 255 }
    }

    private static func hex(_ argb: UInt32) -> String {
        "#" + String(format: "%06X", argb & 0xFF_FFFF)
    }

    private static func name(of view: UIView) -> String {
        let type = String(describing: Swift.type(of: view))
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return "\(type) '\(identifier)'" }
        return "a \(type)"
    }
}
