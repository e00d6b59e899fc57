import AdaptiveKit
import Foundation

/// Images a document names: the bundle's images and asset-catalog images, and system symbols
/// (`catalog="system"`, `<imageReference … catalog="system">`) with the symbol configuration the
/// document gives (`<preferredSymbolConfiguration>`, `symbolScale`).
extension IBInstantiator {
    /// The image `name`: a system symbol when `catalog` is `system` (`nil`, with a warning that
    /// says what is shown instead, for a symbol OpenStoryboard does not draw), else the bundle's
    /// image of that name.
    ///
    /// An image found in no asset catalog and no file of the bundle gets a warning
    /// (`ib.missingImage`, at the element that names it: UIKit logs "Could not load the … image
    /// referenced from a nib"); it is `nil`, as on a device, or with
    /// ``Options/placeholdersForMissingImages`` a placeholder at the size the document's
    /// `<resources>` recorded (``UIImage/missingImagePlaceholder(named:size:)``).
    func documentImage(named name: String, catalog: String?, at position: SourcePosition?, fallback: String) -> UIImage? {
        guard catalog == "system" else {
            if !missingImageNames.contains(name), let image = UIImage(named: name, in: bundle, compatibleWith: nil) { return image }
            missingImageNames.insert(name)
            let folder = (bundle ?? Bundle.main).bundlePath
            let shown = options.placeholdersForMissingImages ? "a placeholder is drawn" : "nothing is shown"
            warn(.missingImage, at: position, "the image '\(name)' is in no asset catalog and no image file of \(folder): \(shown)")
            guard options.placeholdersForMissingImages else { return nil }
            let recorded = document.resources.image(named: name)?.size.map { CGSize(width: $0.width, height: $0.height) }
            return UIImage.missingImagePlaceholder(named: name, size: recorded)
        }
        if let image = UIImage(systemName: name) { return image }
        warn(.unknownSymbol, at: position, "the system symbol '\(name)' is not one OpenStoryboard draws: \(fallback)")
        return nil
    }

    /// The image of an `<imageReference key="…" image="…" catalog="…" symbolScale="…">`.
    func imageReference(_ element: IBElement, fallback: String) -> UIImage? {
        guard let name = element["image"] else { return nil }
        let image = documentImage(named: name, catalog: element["catalog"], at: element.position, fallback: fallback)
        if let image, image.isSymbolImage, let scale = element["symbolScale"].flatMap(UIImage.SymbolScale.init(name:)) {
            return image.withConfiguration(UIImage.SymbolConfiguration(scale: scale))
        }
        return image
    }

    /// The image an object shows: its `image` attribute (with `catalog`), or its
    /// `<imageReference key="image">`.
    func documentImage(of object: IBObject, fallback: String) -> UIImage? {
        if let name = object.attribute("image") {
            return documentImage(named: name, catalog: object.attribute("catalog"), at: object.position, fallback: fallback)
        }
        if let reference = object.element.firstElement(named: "imageReference", key: "image") {
            return imageReference(reference, fallback: fallback)
        }
        return nil
    }

    /// A `<preferredSymbolConfiguration>`: `configurationType="pointSize"` with `pointSize`, or
    /// `configurationType="font"` with a `<fontDescription>` (a text style or a point size), and
    /// `scale` and `weight`.
    static func symbolConfiguration(_ element: IBElement) -> UIImage.SymbolConfiguration {
        var configuration = UIImage.SymbolConfiguration.unspecified
        if let size = element["pointSize"].flatMap(Double.init), size > 0 {
            configuration = configuration.applying(UIImage.SymbolConfiguration(pointSize: CGFloat(size)))
        } else if let font = element.firstElement(named: "fontDescription") {
            if let style = font["style"] {
                configuration = configuration.applying(UIImage.SymbolConfiguration(textStyle: UIFont.TextStyle(rawValue: style)))
            } else if let size = font["pointSize"].flatMap(Double.init), size > 0 {
                configuration = configuration.applying(UIImage.SymbolConfiguration(pointSize: CGFloat(size)))
            }
        }
        if let weight = element["weight"].flatMap(UIImage.SymbolWeight.init(name:)) {
            configuration = configuration.applying(UIImage.SymbolConfiguration(weight: weight))
        }
        if let scale = element["scale"].flatMap(UIImage.SymbolScale.init(name:)) {
            configuration = configuration.applying(UIImage.SymbolConfiguration(scale: scale))
        }
        return configuration
    }
}
