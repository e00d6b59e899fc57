import Foundation

/// How a bar looks (iOS 13): its background and shadow, and for navigation bars their titles.
/// A bar has a standard appearance and, optionally, others for compact heights and for when
/// scrollable content is at its edge; a navigation item may override them while it is on top.
///
/// What the pictures draw: the background colour (else the default material, or nothing for a
/// transparent background), the shadow line's colour (none when clear or `nil`), and a
/// navigation bar's title attributes (`docs/standard-views.md`, Bars). Background images and
/// effects, and button appearances, are recorded but not drawn.
@MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The kind of background the last `configureWith…` call chose.
    enum Background: Equatable {
        case `default`, opaque, transparent
    }

    private(set) var background: Background = .default

    /// The background's colour, over the background effect (`nil`: the configured background's).
    open var backgroundColor: UIColor?
    /// The blur behind the bar (recorded; the pictures draw no blur here).
    open var backgroundEffect: UIBlurEffect?
    /// An image over the background colour (recorded, not drawn).
    open var backgroundImage: UIImage?
    /// The colour of the line under (or over) the bar; `nil` or clear: no line.
    open var shadowColor: UIColor?
    /// An image in place of the shadow line (recorded, not drawn).
    open var shadowImage: UIImage?

    /// An appearance with the default background: the system's material and a shadow line.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of another appearance (its background, shadow and, in subclasses, titles).
    public required init(barAppearance: UIBarAppearance) {
        super.init()
        background = barAppearance.background
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// The system's translucent material and a shadow line.
    open func configureWithDefaultBackground() {
        configure(.default, color: nil, effect: UIBlurEffect(style: .systemChromeMaterial), shadow: Self.defaultShadow)
    }

    /// An opaque background of the theme's colour (`systemBackground`) and a shadow line.
    open func configureWithOpaqueBackground() {
        configure(.opaque, color: .systemBackground, effect: nil, shadow: Self.defaultShadow)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        configure(.transparent, color: .clear, effect: nil, shadow: nil)
    }

    /// The shadow line of the default and opaque backgrounds.
    private static var defaultShadow: UIColor { UIColor(white: 0, alpha: 0.3) }

    /// Replaces every background and shadow property, as each `configureWith…` call does.
    private func configure(_ background: Background, color: UIColor?, effect: UIBlurEffect?, shadow: UIColor?) {
        self.background = background
        backgroundColor = color
        backgroundEffect = effect
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }

    /// A copy, of the same class (`NSCopying`, as UIKit's: `appearance.copy() as! UINavigationBarAppearance`).
    open func copy(with zone: NSZone? = nil) -> Any {
        Self(barAppearance: self)
    }

    /// The colour the background is drawn in: the background colour, else the default
    /// material's (light or dark by the traits it is resolved in), or nothing.
    package var drawnBackground: UIColor? {
        if let backgroundColor { return backgroundColor.resolvedComponents.alpha > 0 ? backgroundColor : nil }
        return background == .transparent ? nil : .secondarySystemBackground
    }

    /// The shadow line's colour, `nil` when none is drawn.
    package var drawnShadow: UIColor? {
        guard let shadowColor, shadowColor.resolvedComponents.alpha > 0 else { return nil }
        return shadowColor
    }
}

/// A navigation bar's appearance: background and shadow, and its titles' text attributes.
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title in the bar's row (font, `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() {
        super.init()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }
}

/// A toolbar's appearance.
@MainActor
open class UIToolbarAppearance: UIBarAppearance {}

/// A tab bar's appearance.
@MainActor
open class UITabBarAppearance: UIBarAppearance {}
