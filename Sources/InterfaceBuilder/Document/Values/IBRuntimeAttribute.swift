/// One `<userDefinedRuntimeAttribute type keyPath>`: a key path set on the object after it
/// is loaded.
public struct IBRuntimeAttribute: Hashable, Sendable {
    /// The value set.
    public enum Value: Hashable, Sendable {
        case string(String)
        case number(Double)
        case boolean(Bool)
        case color(IBColor)
        case size(IBSize)
        case point(IBPoint)
        case rect(IBRect)
        /// An image name.
        case image(String)
        case `nil`
        /// A type the project does not read, kept as written (`type`, the element).
        case other(String, IBElement)
    }

    public var keyPath: String
    public var value: Value
    public var position: SourcePosition?

    public init(keyPath: String, value: Value, position: SourcePosition? = nil) {
        self.keyPath = keyPath
        self.value = value
        self.position = position
    }

    init(_ element: IBElement, reader: inout IBValueReader) {
        keyPath = element["keyPath"] ?? ""
        position = element.position
        let type = element["type"] ?? ""
        let valueElement = element.elements.first { $0.key == "value" }
        switch type {
        case "string", "localizedString":
            value = .string(element["value"] ?? valueElement?["value"] ?? valueElement?.text ?? "")
        case "number":
            if let valueElement, let number = reader.double(valueElement, "value") {
                value = .number(number)
            } else if let number = reader.double(element, "value") {
                value = .number(number)
            } else {
                value = .other(type, element)
            }
        case "boolean":
            value = .boolean(reader.bool(element, "value") ?? false)
        case "color":
            if let valueElement, let color = IBColor(valueElement, reader: &reader) { value = .color(color) } else { value = .other(type, element) }
        case "size":
            if let valueElement, let size = IBSize(valueElement, reader: &reader) { value = .size(size) } else { value = .other(type, element) }
        case "point":
            if let valueElement, let point = IBPoint(valueElement, reader: &reader) { value = .point(point) } else { value = .other(type, element) }
        case "rect":
            if let valueElement, let rect = IBRect(valueElement, reader: &reader) { value = .rect(rect) } else { value = .other(type, element) }
        case "image":
            value = .image(element["value"] ?? "")
        case "nil":
            value = .nil
        default:
            value = .other(type, element)
        }
    }
}
