/// Extended layout: whether a controller's view goes under its containers' bars.
///
/// UIKit lays a navigation controller's child out under the navigation bar (and a toolbar), and a
/// tab bar controller's child under the tab bar, when the bars are translucent, which they are by
/// default: the view fills the container, and its safe area leaves the bars out. A bar that is
/// opaque (`isTranslucent` false) instead ends the view at the bar, unless the child sets
/// `extendedLayoutIncludesOpaqueBars`; and an edge the child leaves out of
/// `edgesForExtendedLayout` does so for any bar. The view is then as tall as the room between the
/// bars, and its safe area has none of them (Apple's documentation of
/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars`; "Positioning content
/// relative to the safe area").
extension UIViewController {
    /// Whether the view goes under a bar at `edge` whose translucency is `translucent`.
    func extendsLayout(under edge: UIRectEdge, translucent: Bool) -> Bool {
        Self.extendsLayout(edgesForExtendedLayout, includingOpaqueBars: extendedLayoutIncludesOpaqueBars, under: edge, translucent: translucent)
    }

    /// The rule for a controller with these `edgesForExtendedLayout` and
    /// `extendedLayoutIncludesOpaqueBars`, for tools that read them from a document before any
    /// controller is made (`storyboard frames`' canvas).
    package static func extendsLayout(_ edges: UIRectEdge, includingOpaqueBars: Bool, under edge: UIRectEdge, translucent: Bool) -> Bool {
        edges.contains(edge) && (translucent || includingOpaqueBars)
    }

    /// A container lays its children out again (their frames and their bars' insets) when one of
    /// them changes how it extends.
    func extendedLayoutDidChange() {
        parent?.viewIfLoaded?.setNeedsLayout()
    }
}
