import Foundation

/// A colour: fixed components in a colour space, or a dynamic colour that picks its components
/// for a trait collection (light/dark, contrast, elevation, gamut).
///
/// Static colours compare equal when their colour space and components are equal
/// (`UIColor(white: 0, alpha: 1) == .black`, but an sRGB black is a different colour from the grey
/// black, as in UIKit). Dynamic colours (``init(dynamicProvider:)``, the system colours, named
/// catalog colours) compare equal only to themselves; resolve them with ``resolvedColor(with:)``.
///
/// Colours are immutable and may be shared between threads. The dynamic provider is called on the
/// thread that resolves the colour; like UIKit's, it must use the traits it is given, not ambient
/// state.
open class UIColor: NSObject, @unchecked Sendable {
    /// How a colour gets its components.
    enum Storage {
        case fixed(ColorComponents)
        case dynamic((UITraitCollection) -> UIColor)
    }

    let storage: Storage
    /// A name for descriptions and for `inspect`: a system colour's or a catalog colour's name.
    package let name: String?

    // MARK: Creating colours

    /// A colour with sRGB components (values outside 0…1 are kept, as extended sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(ColorComponents(space: .sRGB, red: red, green: green, blue: blue, alpha: alpha))
        name = nil
        super.init()
    }

    /// A grey colour: `white` 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .fixed(ColorComponents(white: white, alpha: alpha))
        name = nil
        super.init()
    }

    /// A colour with Display P3 components (iOS 10).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(ColorComponents(space: .displayP3, red: red, green: green, blue: blue, alpha: alpha))
        name = nil
        super.init()
    }

    /// A colour from hue, saturation and brightness (each 0…1), in sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let v = brightness, p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour whose components the provider chooses for each trait collection (iOS 13).
    ///
    /// - Parameter dynamicProvider: Returns the colour for the traits it is given; it may return
    ///   another dynamic colour, which is resolved in turn.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        name = nil
        super.init()
    }

    /// A fixed colour with a name (system colour variants, catalog colours).
    package init(components: ColorComponents, name: String?) {
        storage = .fixed(components)
        self.name = name
        super.init()
    }

    /// A dynamic colour with a name (system colours, catalog colours).
    package init(name: String, dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        self.name = name
        super.init()
    }

    // MARK: Resolving

    /// The colour for the given traits: a dynamic colour asks its provider; a fixed colour
    /// returns itself (iOS 13).
    ///
    /// A provider that keeps returning dynamic colours is followed 16 levels deep; past that the
    /// result is `.clear` rather than an endless recursion.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color: UIColor = self
        for _ in 0..<16 {
            guard case let .dynamic(provider) = color.storage else { return color }
            color = provider(traitCollection)
        }
        if case .fixed = color.storage { return color }
        return UIColor(white: 0, alpha: 0)
    }

    /// The fixed components: a dynamic colour resolves against `UITraitCollection.current` first.
    package var resolvedComponents: ColorComponents {
        let resolved = resolvedColor(with: UITraitCollection.current)
        if case let .fixed(components) = resolved.storage { return components }
        return ColorComponents(white: 0, alpha: 0)
    }

    /// Whether the colour chooses its components by traits.
    package var isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    // MARK: Reading components

    /// The red, green, blue and alpha components in extended sRGB.
    ///
    /// A dynamic colour is resolved against `UITraitCollection.current`. Display P3 colours are
    /// converted to extended sRGB (so a saturated P3 red has components outside 0…1).
    /// - Returns: `true`: every colour here can be expressed in extended sRGB.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let components = resolvedComponents.extendedSRGB
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// The white and alpha components of a grey colour.
    ///
    /// - Returns: `false` (leaving the pointers untouched) when the colour is not grey.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = resolvedComponents
        guard components.space == .gray else { return false }
        white?.pointee = components.red
        alpha?.pointee = components.alpha
        return true
    }

    /// The same colour with another alpha (a dynamic colour stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case var .fixed(components):
            components.alpha = alpha
            return UIColor(components: components, name: nil)
        case .dynamic:
            let base = self
            return UIColor { base.resolvedColor(with: $0).withAlphaComponent(alpha) }
        }
    }

    // MARK: Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (storage, other.storage) {
        case let (.fixed(mine), .fixed(theirs)): return mine == theirs
        default: return false
        }
    }

    open override var hash: Int {
        switch storage {
        case let .fixed(components): return components.hashValue
        case .dynamic: return ObjectIdentifier(self).hashValue
        }
    }

    open override var description: String {
        switch storage {
        case let .fixed(components):
            func number(_ value: CGFloat) -> String {
                let rounded = (value * 10000).rounded() / 10000
                return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
            }
            let prefix = name.map { "\($0): " } ?? ""
            switch components.space {
            case .gray:
                return prefix + "UIExtendedGrayColorSpace \(number(components.red)) \(number(components.alpha))"
            case .sRGB, .linearSRGB, .displayP3:
                let spaceName = components.space == .displayP3 ? "kCGColorSpaceDisplayP3"
                    : components.space == .linearSRGB ? "kCGColorSpaceExtendedLinearSRGB" : "UIExtendedSRGBColorSpace"
                return prefix + "\(spaceName) \(number(components.red)) \(number(components.green)) "
                    + "\(number(components.blue)) \(number(components.alpha))"
            }
        case .dynamic:
            return "<UIDynamicColor: \(name ?? "provider")>"
        }
    }
}
