import Foundation

extension AssetCatalog {
    /// One asset of a catalog: a folder with a type extension (`Photo.imageset`).
    public struct Asset: Sendable {
        /// The name code looks it up by: the folder name without its extension, prefixed by the
        /// names of enclosing groups that provide a namespace (`"Icons/Filter"`).
        public var name: String
        /// The asset's folder.
        public var folder: URL
        /// What the asset is, with its slots.
        public var kind: Kind
    }

    /// What an asset is.
    public enum Kind: Sendable {
        /// `.imageset`: a named image (`UIImage(named:)`).
        case imageSet(ImageSet)
        /// `.colorset`: a named colour (`UIColor(named:)`).
        case colorSet(ColorSet)
        /// `.dataset`: named data (`NSDataAsset`, not implemented): recorded.
        case dataSet(FileSet)
        /// `.appiconset`: the app icon: recorded and listed, not an image for `UIImage(named:)`.
        case appIconSet(FileSet)
        /// `.launchimage`: legacy launch images: recorded and listed.
        case launchImage(FileSet)
        /// `.symbolset`: a custom symbol (SVG): recorded; symbol images are not supported yet.
        case symbolSet(FileSet)
        /// Any other folder type (`.brandassets`, `.textureset`, unknown ones): recorded only.
        case other(type: String)

        /// The folder extension: `"imageset"`, `"colorset"`, …
        public var typeName: String {
            switch self {
            case .imageSet: "imageset"
            case .colorSet: "colorset"
            case .dataSet: "dataset"
            case .appIconSet: "appiconset"
            case .launchImage: "launchimage"
            case .symbolSet: "symbolset"
            case let .other(type): type
            }
        }
    }

    /// An image set: its slots and how its images render.
    public struct ImageSet: Sendable {
        /// The slots, in file order (empty slots — without a filename — included).
        public var slots: [ImageSlot]
        /// "Render As": `template-rendering-intent` under `properties` or `info`; when absent,
        /// `.alwaysTemplate` for names ending in "Template", otherwise `.automatic`.
        public var renderingMode: UIImage.RenderingMode
        /// `preserves-vector-representation`.
        public var preservesVectorRepresentation: Bool
    }

    /// One slot of an image set.
    public struct ImageSlot: Sendable {
        /// Which environments the slot is for.
        public var qualifiers: Qualifiers
        /// The file name, or `nil` for an empty slot (ignored when choosing).
        public var filename: String?
        /// The file, when the slot names one.
        public var fileURL: URL?
        /// What is known of the file.
        public var file: FileState
        /// Slicing (`resizing`): cap insets in pixels and the centre mode.
        public var resizing: Resizing?
        /// `alignment-insets`, in pixels.
        public var alignmentInsets: UIEdgeInsets?

        /// Whether the slot can be chosen: it names a file that exists.
        public var isUsable: Bool {
            switch file {
            case .empty, .missing: false
            default: true
            }
        }
    }

    /// What reading a slot's file found.
    public enum FileState: Sendable, Equatable {
        /// The slot names no file.
        case empty
        /// The named file does not exist.
        case missing
        /// The file exists; its header was not read (look-ups read only the file they choose).
        case unchecked
        /// A PNG or JPEG of this many pixels.
        case bitmap(format: String, width: Int, height: Int)
        /// A PDF or SVG document and its size in points (`nil` when headers were not read).
        case vector(format: String, size: CGSize?)
        /// The file is not an image libpng or libjpeg can read (or a format such as HEIC we do
        /// not decode); the message says why.
        case invalid(String)
    }

    /// The slicing of an image slot.
    public struct Resizing: Sendable, Equatable {
        /// `3-part-horizontal`, `3-part-vertical` or `9-part`.
        public var mode: String
        /// The cap insets in pixels (only the ends the mode uses are kept).
        public var capInsets: UIEdgeInsets
        /// How the centre fills a larger size.
        public var centerMode: UIImage.ResizingMode
    }

    /// A colour set: its slots.
    public struct ColorSet: Sendable {
        /// The slots that hold a colour we could read, in file order.
        public var slots: [ColorSlot]
    }

    /// One slot of a colour set.
    public struct ColorSlot: Sendable {
        /// Which environments the slot is for (no scale).
        public var qualifiers: Qualifiers
        /// The colour: fixed components, or a system colour by reference.
        public var color: UIColor
    }

    /// The slots of a data set, app icon set, launch image set or symbol set: recorded as read.
    public struct FileSet: Sendable {
        /// The slots that name a file: their qualifiers and file name.
        public var files: [(qualifiers: Qualifiers?, filename: String)]
        /// The number of slots, empty ones included.
        public var slotCount: Int
    }
}
