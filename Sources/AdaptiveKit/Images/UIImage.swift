import Foundation

/// An image: PNG or JPEG pixels (or a PDF or SVG document) with a scale, the traits it was made for, and how to draw it
/// (rendering mode, alignment insets, cap insets).
///
/// Images are immutable and may be shared between threads; the `with…` methods return new images
/// that share the pixels. Only the header is read when an image is created (to validate it and
/// learn its pixel size); pixels are decoded when something draws the image.
///
/// Create images from files (``init(contentsOfFile:)``, honouring `@2x` / `@3x` in the file
/// name), from data (``init(data:scale:)``), or by name (``init(named:in:compatibleWith:)``,
/// which looks in the asset catalogs and then the loose files of a bundle folder). The failable
/// initializers return `nil` like UIKit's; the `load(…)` functions do the same work and throw an
/// ``ImageError`` that says why. See `docs/images-and-asset-catalogs.md` for the resolution rules.
open class UIImage: NSObject, @unchecked Sendable {
    /// The pixels' source and header.
    package let content: ImageContent
    private let storedScale: CGFloat
    private let storedRenderingMode: RenderingMode
    private let storedAlignmentRectInsets: UIEdgeInsets
    private let storedCapInsets: UIEdgeInsets
    private let storedResizingMode: ResizingMode
    private let attachment: AssetAttachment
    /// A system symbol's name and configuration; `nil` for bitmap images.
    package let symbol: SymbolImageDescription?

    // MARK: Creating images

    /// An empty image: no pixels, size zero, scale 1.
    public override convenience init() {
        self.init(content: .empty, scale: 1, traitCollection: UITraitCollection(displayScale: 1))
    }

    /// The designated initializer every other one ends in.
    package init(
        content: ImageContent, scale: CGFloat, traitCollection: UITraitCollection,
        renderingMode: RenderingMode = .automatic, alignmentRectInsets: UIEdgeInsets = .zero,
        capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile,
        asset: UIImageAsset? = nil, symbol: SymbolImageDescription? = nil
    ) {
        self.symbol = symbol
        self.content = content
        self.storedScale = scale.isFinite && scale > 0 ? scale : 1
        self.storedRenderingMode = renderingMode
        self.storedAlignmentRectInsets = alignmentRectInsets
        self.storedCapInsets = capInsets
        self.storedResizingMode = resizingMode
        self.attachment = AssetAttachment(traitCollection: traitCollection, asset: asset)
        super.init()
    }

    /// A copy of `image` with some drawing properties changed; it keeps the pixels, the scale,
    /// the traits and the image asset.
    package convenience init(
        copying image: UIImage, renderingMode: RenderingMode? = nil, alignmentRectInsets: UIEdgeInsets? = nil,
        capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil, symbol: SymbolImageDescription? = nil
    ) {
        let (asset, traits) = image.attachment.snapshot()
        self.init(
            content: image.content, scale: image.storedScale, traitCollection: traits,
            renderingMode: renderingMode ?? image.storedRenderingMode,
            alignmentRectInsets: alignmentRectInsets ?? image.storedAlignmentRectInsets,
            capInsets: capInsets ?? image.storedCapInsets, resizingMode: resizingMode ?? image.storedResizingMode,
            asset: asset, symbol: symbol ?? image.symbol)
    }

    // MARK: Geometry

    /// The size in points: the pixel size divided by ``scale``; for a PDF, its first page's size
    /// (72 points an inch); for an SVG, its width and height (or viewBox); for a symbol image, its
    /// glyph box at its configuration (see ``SystemSymbols/size(of:configuration:)``).
    open var size: CGSize {
        if let symbol { return SystemSymbols.size(of: symbol.glyph, configuration: symbol.configuration) }
        if let vectorSize = content.vectorSize { return vectorSize }
        if case let .missing(_, size) = content.source { return size ?? .zero }
        return CGSize(width: CGFloat(content.pixelWidth) / storedScale, height: CGFloat(content.pixelHeight) / storedScale)
    }

    /// Pixels per point: 1, 2 or 3 (from the `@2x` / `@3x` file name, the catalog slot, or the
    /// scale passed to ``init(data:scale:)``).
    open var scale: CGFloat { storedScale }

    // MARK: Traits and asset

    /// The image asset that holds this image's variants for other traits: the catalog image set
    /// or the loose files it was loaded from, or the asset it was registered with.
    ///
    /// An image loaded by name or from an asset keeps its asset alive. An image registered with
    /// ``UIImageAsset/register(_:with:)`` refers to the asset weakly (the asset holds the image),
    /// so it reports `nil` once nobody else holds the asset.
    open var imageAsset: UIImageAsset? { attachment.snapshot().asset }

    /// The traits the image was loaded or registered for: its display scale, and the idiom, size
    /// classes and appearance of its catalog slot or `~iphone` / `~ipad` file.
    open var traitCollection: UITraitCollection { attachment.snapshot().traitCollection }

    /// Records the asset an image was registered with (see ``UIImageAsset/register(_:with:)``).
    func attach(to asset: UIImageAsset, traitCollection: UITraitCollection) {
        attachment.attach(asset, traitCollection: traitCollection)
    }

    // MARK: Drawing properties

    /// How the image is drawn: as is, or as a template tinted by the view's tint colour.
    open var renderingMode: RenderingMode { storedRenderingMode }

    /// Insets, in points, from the image's edges to its content (catalog `alignment-insets`).
    open var alignmentRectInsets: UIEdgeInsets { storedAlignmentRectInsets }

    /// The end caps, in points, that stay fixed when the image is resized (catalog slicing).
    open var capInsets: UIEdgeInsets { storedCapInsets }

    /// How the area between the caps fills a larger size: tiled or stretched.
    open var resizingMode: ResizingMode { storedResizingMode }

    // MARK: Pixels

    /// The file the pixels come from, when the image was loaded from a file or a catalog.
    package var filePath: String? { content.filePath }

    /// Decodes the pixels (premultiplied BGRA); see ``ImageContent/decodedBGRA(scale:)``. A PDF or
    /// SVG is rasterized at ``scale`` (its size × scale pixels).
    package func decodedBGRA(decoder: any BitmapImageDecoding = BitmapImageDecoder.current) throws(ImageError) -> DecodedBitmap {
        try content.decodedBGRA(scale: storedScale, decoder: decoder)
    }

    /// Whether a PDF or SVG image is drawn as vectors at any size (catalog
    /// `preserves-vector-representation`, loose files, data) rather than rasterized at ``scale``.
    package var preservesVectorData: Bool { content.preservesVectorData }

    /// The bytes of a PDF or SVG image's document (the file read again, or the data).
    package func vectorDocument() throws(ImageError) -> Data { try content.bytes() }

    // MARK: Placeholders

    /// A stand-in for an image a document names that exists in no asset catalog and no file of
    /// the bundle: no pixels, the size the document recorded for it (its `<resources>` entry,
    /// what Xcode measured when it last had the image) so that layout places it as the app's
    /// real image, or size zero when the document recorded none (an image view then has no
    /// intrinsic size, as when it is empty). Renderers draw it as a crossed placeholder box.
    /// UIKit has no such image: a device shows nothing.
    package static func missingImagePlaceholder(named name: String, size: CGSize?) -> UIImage {
        let valid = size.flatMap { $0.width.isFinite && $0.height.isFinite && $0.width > 0 && $0.height > 0 ? $0 : nil }
        return UIImage(content: .missing(name: name, size: valid), scale: 1, traitCollection: UITraitCollection(displayScale: 1))
    }

    /// The name of the missing image this placeholder stands for; `nil` for every other image.
    package var missingImageName: String? {
        if case let .missing(name, _) = content.source { return name }
        return nil
    }

    /// Whether this is a missing image's placeholder without a recorded size.
    package var isSizelessPlaceholder: Bool {
        if case .missing(_, nil) = content.source { return true }
        return false
    }

    /// The PDF or SVG format of a vector image; `nil` for bitmaps and symbols.
    package var vectorFormat: VectorImageFormat? { symbol == nil ? content.vectorFormat : nil }

    open override var description: String {
        if let symbol {
            let size = self.size
            return "<UIImage symbol(system: \(symbol.name)) \(Double(size.width))×\(Double(size.height)) pt \(storedRenderingMode == .automatic ? "automatic(template)" : "\(storedRenderingMode)") \(symbol.configuration)>"
        }
        var origin = content.filePath.map { ($0 as NSString).lastPathComponent }
            ?? (content.source == .empty ? "empty" : "data")
        if let name = missingImageName { origin = "missing '\(name)'" }
        let scaleText = storedScale == storedScale.rounded() ? Int(exactly: storedScale).map(String.init) ?? String(describing: Double(storedScale))
            : String(describing: Double(storedScale))
        let vector = content.vectorFormat.map { " \($0.rawValue)\(content.preservesVectorData ? " vector" : "")" } ?? ""
        return "<UIImage \(origin)\(vector) \(Double(size.width))×\(Double(size.height)) pt @\(scaleText)x \(storedRenderingMode)>"
    }
}

/// The asset an image belongs to and the traits it was registered for: set once when the image is
/// created or later when it is registered, so it sits behind a lock.
private final class AssetAttachment: @unchecked Sendable {
    private let lock = NSLock()
    private var strongAsset: UIImageAsset?
    private weak var weakAsset: UIImageAsset?
    private var traits: UITraitCollection

    init(traitCollection: UITraitCollection, asset: UIImageAsset?) {
        traits = traitCollection
        strongAsset = asset
    }

    func snapshot() -> (asset: UIImageAsset?, traitCollection: UITraitCollection) {
        lock.withLock { (strongAsset ?? weakAsset, traits) }
    }

    /// A registration: the asset holds the image, so the image holds the asset weakly.
    func attach(_ asset: UIImageAsset, traitCollection: UITraitCollection) {
        lock.withLock {
            strongAsset = nil
            weakAsset = asset
            traits = traitCollection
        }
    }
}
