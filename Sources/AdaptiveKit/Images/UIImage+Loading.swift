import Foundation

// Creating images from files, data and names: UIKit's failable initializers, and throwing
// `load` functions that do the same work and say why it failed.
extension UIImage {
    // MARK: Files

    /// An image from a PNG, JPEG, PDF or SVG file; `nil` when the file is missing or is not an
    /// image.
    ///
    /// The scale comes from the file name: `icon@2x.png` (and `icon@2x~ipad.png`) has scale 2,
    /// `icon.png` scale 1. A PDF or SVG (by its extension) is measured in points by
    /// ``VectorImageDecoder/current`` and drawn as vectors. ``load(contentsOfFile:)`` says why a
    /// file cannot be loaded.
    public convenience init?(contentsOfFile path: String) {
        guard let content = try? ImageContent.load(contentsOfFile: path) else { return nil }
        let scale = UIImage.scale(fromFileName: path)
        self.init(content: content, scale: scale, traitCollection: UITraitCollection(displayScale: scale))
    }

    /// An image from a PNG, JPEG, PDF or SVG file, or an error naming the file and the problem.
    ///
    /// - Throws: ``ImageError/fileNotFound(_:)``, ``ImageError/unreadable(_:reason:)``,
    ///   ``ImageError/notAnImage(path:message:)`` (with libpng's or libjpeg's message), or
    ///   ``ImageError/invalidVectorImage(format:path:message:)`` for a malformed PDF or SVG.
    public static func load(contentsOfFile path: String) throws(ImageError) -> UIImage {
        let content = try ImageContent.load(contentsOfFile: path)
        let scale = scale(fromFileName: path)
        return UIImage(content: content, scale: scale, traitCollection: UITraitCollection(displayScale: scale))
    }

    // MARK: Data

    /// An image from PNG, JPEG, PDF or SVG data at scale 1; `nil` when the data is not an image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG, JPEG, PDF (`%PDF-`) or SVG (`<svg`) data at the given scale (iOS 6);
    /// `nil` when the data is not an image. A scale that is not a positive number counts as 1.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let content = try? ImageContent.load(data: data) else { return nil }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.init(content: content, scale: scale, traitCollection: UITraitCollection(displayScale: scale))
    }

    /// An image from PNG, JPEG, PDF or SVG data, or an error with the decoder's message.
    public static func load(data: Data, scale: CGFloat = 1) throws(ImageError) -> UIImage {
        let content = try ImageContent.load(data: data)
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return UIImage(content: content, scale: scale, traitCollection: UITraitCollection(displayScale: scale))
    }

    // MARK: Names

    /// The image named `name` in the main bundle for the current traits; `nil` when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in a bundle folder, for the given traits (iOS 8); `nil` when there
    /// is none or it cannot be loaded.
    ///
    /// The bundle's asset catalogs are searched first, then its loose files
    /// (`name@2x~ipad.png`…); traits the collection leaves unspecified (all of them when it is
    /// `nil`) are taken from `UITraitCollection.current`, and the scale defaults to 1. The image's
    /// ``imageAsset`` holds the other variants. ``load(named:in:compatibleWith:)`` says why a name
    /// cannot be loaded.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let image = try? NamedResourceLookup.image(named: name, in: bundle, compatibleWith: traitCollection) else {
            return nil
        }
        self.init(copying: image)
    }

    /// The image named `name`, as ``init(named:in:compatibleWith:)`` finds it, or an error saying
    /// what was searched and why each candidate failed (for example "unsupported: PDF images").
    public static func load(
        named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil
    ) throws(ImageError) -> UIImage {
        try NamedResourceLookup.image(named: name, in: bundle, compatibleWith: traitCollection)
    }
}
