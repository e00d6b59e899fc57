import Foundation

/// A set of images for different traits — scales, idioms, size classes, appearances — from which
/// ``image(with:)`` picks the best one for a trait collection.
///
/// An asset gets its images three ways: an asset-catalog image set (`UIImage(named:)` on a
/// catalog name), the loose `name@2x~ipad.png`-style files of a bundle folder, and
/// ``register(_:with:)``. Registrations can be added and removed at any time; the asset is
/// thread-safe.
///
/// ## Which registered image is "best"
/// 1. The request is completed from the environment: traits it leaves unspecified are taken from
///    `UITraitCollection.current`; a scale still missing is 1.
/// 2. A registration is a candidate when the request contains its traits, display scale excluded
///    (`request.containsTraits(in:)`).
/// 3. The most specific candidate wins: the one specifying the most traits; ties are broken by a
///    fixed priority — idiom, then horizontal size class, then vertical, then style, contrast,
///    gamut, layout direction — the candidate specifying the earlier trait winning.
/// 4. Among candidates with those same traits, the nearest scale: exact, then the nearest higher,
///    then the nearest lower. Remaining ties go to the earliest registration.
/// 5. When no registration is a candidate, the least specific registration is returned (nearest
///    scale among equals); an asset with no images returns an empty image (size zero).
///
/// Registered images take precedence over the catalog or loose-file variants of an asset that
/// came from `UIImage(named:)` when one of them is a candidate; otherwise those variants are
/// resolved by the catalog's or the file-name rules.
open class UIImageAsset: NSObject, @unchecked Sendable {
    private struct Registration {
        let traits: UITraitCollection
        let image: UIImage
    }

    private let lock = NSLock()
    private var registrations: [Registration] = []
    /// The catalog image set or loose files behind an asset made by `UIImage(named:)`.
    package let variants: (any ImageVariantResolver)?

    /// An empty asset.
    public override init() {
        variants = nil
        super.init()
    }

    /// An asset whose variants come from a catalog image set or from loose files.
    package init(variants: any ImageVariantResolver) {
        self.variants = variants
        super.init()
    }

    // MARK: Registering images

    /// Adds an image for a trait collection, replacing the image registered for equal traits.
    ///
    /// Traits without a display scale are registered at scale 1 (and, without an idiom, for any
    /// idiom), as UIKit documents. The image then reports this asset as its ``UIImage/imageAsset``
    /// and these traits as its ``UIImage/traitCollection``.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        let traits = ImageLookupTraits.registration(traitCollection)
        lock.withLock {
            registrations.removeAll { $0.traits == traits }
            registrations.append(Registration(traits: traits, image: image))
        }
        image.attach(to: self, traitCollection: traits)
    }

    /// Removes the image registered for traits equal to these (a missing scale counts as 1, as
    /// when registering). Does nothing when no registration has equal traits.
    open func unregister(imageWith traitCollection: UITraitCollection) {
        let traits = ImageLookupTraits.registration(traitCollection)
        lock.withLock {
            registrations.removeAll { $0.traits == traits }
        }
    }

    /// The traits of every registered image, in registration order.
    package var registeredTraitCollections: [UITraitCollection] {
        lock.withLock { registrations.map(\.traits) }
    }

    // MARK: Choosing an image

    /// The image that best matches the trait collection (see the type's documentation for the
    /// rule); never `nil`: an asset without images gives an empty image.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let request = ImageLookupTraits.completed(traitCollection)
        let registered = lock.withLock { registrations }
        if let best = Self.best(of: registered, for: request) {
            return best.image
        }
        if let variants, let image = try? variants.image(for: request, asset: self) {
            return image
        }
        if let fallback = Self.leastSpecific(of: registered, for: request) {
            return fallback.image
        }
        return UIImage(content: .empty, scale: 1, traitCollection: UITraitCollection(displayScale: 1), asset: self)
    }

    private static func best(of registrations: [Registration], for request: UITraitCollection) -> Registration? {
        let candidates = registrations.filter { request.containsTraits(in: ImageLookupTraits.withoutScale($0.traits)) }
        return candidates.enumerated().min { lhs, rhs in
            let left = ImageLookupTraits.Specificity(lhs.element.traits)
            let right = ImageLookupTraits.Specificity(rhs.element.traits)
            if left != right { return left > right }
            return isScaleBetter(lhs, rhs, wanted: request.displayScale)
        }?.element
    }

    private static func leastSpecific(of registrations: [Registration], for request: UITraitCollection) -> Registration? {
        registrations.enumerated().min { lhs, rhs in
            let left = ImageLookupTraits.Specificity(lhs.element.traits)
            let right = ImageLookupTraits.Specificity(rhs.element.traits)
            if left != right { return left < right }
            return isScaleBetter(lhs, rhs, wanted: request.displayScale)
        }?.element
    }

    /// Nearest scale first, then registration order.
    private static func isScaleBetter(
        _ lhs: (offset: Int, element: Registration), _ rhs: (offset: Int, element: Registration), wanted: CGFloat
    ) -> Bool {
        let left = ImageLookupTraits.scaleRank(lhs.element.traits.displayScale, wanted: wanted)
        let right = ImageLookupTraits.scaleRank(rhs.element.traits.displayScale, wanted: wanted)
        if left != right { return ImageLookupTraits.isBetter(left, than: right) }
        return lhs.offset < rhs.offset
    }
}

/// The variants behind an asset made by `UIImage(named:)`: a catalog image set or loose files.
package protocol ImageVariantResolver: Sendable {
    /// The image for a completed request (see ``ImageLookupTraits/completed(_:)``), owned by `asset`.
    ///
    /// - Throws: ``ImageError`` when no variant fits or the chosen file cannot be loaded.
    func image(for request: UITraitCollection, asset: UIImageAsset) throws(ImageError) -> UIImage
}
