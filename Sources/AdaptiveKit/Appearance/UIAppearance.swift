import Foundation

/// A type whose instances can contain views that appearance customisations target: views and
/// view controllers.
@MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

/// A type whose appearance can be customised for all its instances through a proxy.
///
/// ```swift
/// UILabel.appearance().textColor = .secondaryLabel
/// UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemOrange
/// UINavigationBar.appearance(whenContainedInInstancesOf: [MyNavigationController.self]).barTintColor = .black
/// ```
///
/// Linux has no Objective-C message forwarding, so a proxy is a real instance of the class
/// (created once per class, traits and containment, and never shown) whose appearance
/// properties record what is set on them. The recorded values are applied to every instance of
/// the class (and its subclasses) when it moves to a window and again when its traits change;
/// values the app sets on a view itself win. Setting a property that is not an appearance
/// property on a proxy is reported (see ``UIAppearanceReport``) and has no effect on views. The
/// rules are in `docs/appearance.md`.
@MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for all instances of the class.
    static func appearance() -> Self
    /// The proxy for instances inside a chain of containers, innermost first:
    /// `[UINavigationController.self, UISplitViewController.self]` means "in a navigation
    /// controller that is itself in a split view controller".
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose trait collection contains `trait`.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with the traits inside the chain of containers.
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

extension UIView: UIAppearance, UIAppearanceContainer {
    public static func appearance() -> Self {
        AppearanceRegistry.proxy(for: self, traits: nil, containers: [])
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(for: self, traits: nil, containers: containerTypes)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.proxy(for: self, traits: trait, containers: [])
    }

    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceRegistry.proxy(for: self, traits: trait, containers: containerTypes)
    }

    /// Whether this instance is an appearance proxy rather than a view on screen. An
    /// OpenStoryboard addition (UIKit's proxies are not instances of the class).
    public var isAppearanceProxy: Bool {
        AppearanceRegistry.isProxy(self)
    }
}

extension UIViewController: UIAppearanceContainer {}

/// Makes appearance proxies of classes that are not `UIView` itself: the required
/// `init?(coder:)` every standard view class has (as in UIKit) is called with an
/// ``AppearanceProxyCoder``.
///
/// A direct `UIView` subclass of the app gets proxies by declaring `required init?(coder:)`
/// and this conformance (`extension Card: UIAppearanceProxyInitializable {}`); see
/// `docs/appearance.md`.
@MainActor
public protocol UIAppearanceProxyInitializable: UIView {
    init?(coder: NSCoder)
}

/// The coder passed to `init?(coder:)` when a proxy is made: it holds no values (every decode
/// returns nothing), and `init?(coder:)` implementations can recognise it.
public final class AppearanceProxyCoder: ValuelessCoder {}

/// Something the appearance system could not do: a property set on a proxy that is not an
/// appearance property, or a proxy it could not make.
public struct UIAppearanceReport: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// The property is not an appearance property (not `UI_APPEARANCE_SELECTOR` in UIKit, or
        /// not supported here); the setting has no effect on views.
        case unsupportedProperty
    }

    public var kind: Kind
    /// The proxy's class (`UILabel`).
    public var className: String
    /// The property (`text`).
    public var property: String

    public var description: String {
        "\(className).appearance(): '\(property)' is not an appearance property; the setting is ignored (see docs/appearance.md)"
    }
}
