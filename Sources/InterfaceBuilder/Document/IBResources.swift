/// A document's `<resources>`: the images and colours it uses, with the sizes and values
/// Xcode recorded as fallbacks.
public struct IBResources: Hashable, Sendable {
    /// One `<image name width height>`.
    public struct Image: Hashable, Sendable {
        public var name: String
        /// The size Xcode recorded (points), when written.
        public var size: IBSize?
        /// `catalog="system"` for SF Symbols.
        public var catalog: String?
    }

    public var images: [Image] = []
    /// `<namedColor name>`: asset-catalog colours with the value Xcode saw.
    public var namedColors: [String: IBColor] = [:]
    /// `<systemColor name>`: semantic colours with their light-appearance value.
    public var systemColors: [String: IBColor] = [:]

    public init() {}

    init(_ element: IBElement, reader: inout IBValueReader) {
        for child in element.elements {
            switch child.name {
            case "image":
                let size: IBSize? = child["width"] != nil ? IBSize(child, reader: &reader) : nil
                images.append(Image(name: child["name"] ?? "", size: size, catalog: child["catalog"]))
            case "namedColor", "systemColor":
                guard let name = child["name"], let colorElement = child.firstElement(named: "color"),
                      let color = IBColor(colorElement, reader: &reader) else { continue }
                if child.name == "namedColor" { namedColors[name] = color } else { systemColors[name] = color }
            default:
                continue
            }
        }
    }

    /// The image resource with this name.
    public func image(named name: String) -> Image? {
        images.first { $0.name == name }
    }

    /// The value recorded for a named or system colour, when the document has one.
    public func fallback(for color: IBColor) -> IBColor? {
        switch color.value {
        case let .named(name, _): namedColors[name]
        case let .system(name): systemColors[name]
        default: nil
        }
    }
}
