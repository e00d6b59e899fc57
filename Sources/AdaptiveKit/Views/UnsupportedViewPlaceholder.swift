/// A view that stands in for a class AdaptiveKit does not have (a map, a web view, a picker…) in
/// a view tree made from a document: renderers draw it as a labelled placeholder box, so a
/// picture shows that something is there rather than an empty space.
package protocol UnsupportedViewPlaceholder: UIView {
    /// The class the document asks for (`MKMapView`).
    var unsupportedClassName: String { get }
}
