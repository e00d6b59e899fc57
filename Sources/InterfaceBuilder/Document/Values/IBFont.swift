/// A `<fontDescription>` (or an attributed string's `<font>`) as plain data: the
/// instantiation layer maps it onto `UIFont`.
public struct IBFont: Hashable, Sendable, CustomStringConvertible {
    /// Which font.
    public enum Kind: Hashable, Sendable {
        /// `type="system"`, with an optional `weight` (`light`, `medium`, `semibold`, `bold`, …).
        case system(weight: String?)
        /// `type="boldSystem"`.
        case boldSystem
        /// `type="italicSystem"`.
        case italicSystem
        /// A Dynamic Type text style (`style="UICTFontTextStyleBody"`).
        case textStyle(String)
        /// A named font (`name="Helvetica-Bold" family="Helvetica"`).
        case custom(name: String, family: String?)
        /// An AppKit meta font (`<font metaFont="system"/>` in attributed strings).
        case metaFont(String)
        /// A `type` the project does not know, kept as written.
        case other(String)
    }

    /// The property the font sets (`fontDescription`, `NSFont`).
    public var key: String?
    public var kind: Kind
    /// The point size; `nil` for text styles and for `size="system"` (the system's default
    /// size, 17 on iOS).
    public var pointSize: Double?

    public init(key: String? = nil, kind: Kind, pointSize: Double?) {
        self.key = key
        self.kind = kind
        self.pointSize = pointSize
    }

    init?(_ element: IBElement, reader: inout IBValueReader) {
        key = element.key
        if element["pointSize"] != nil {
            pointSize = reader.double(element, "pointSize")
        } else if element["size"] != nil, element["size"] != "system" {
            pointSize = reader.double(element, "size")
        } else {
            pointSize = nil
        }
        if let style = element["style"] {
            kind = .textStyle(style)
        } else if let name = element["name"] {
            kind = .custom(name: name, family: element["family"])
        } else if let metaFont = element["metaFont"] {
            kind = .metaFont(metaFont)
        } else {
            switch element["type"] {
            case "system"?: kind = .system(weight: element["weight"])
            case "boldSystem"?: kind = .boldSystem
            case "italicSystem"?: kind = .italicSystem
            case let type?: kind = .other(type)
            case nil:
                reader.diagnostics.append(Diagnostic(.error, .invalidValue, file: reader.file, at: element.position,
                    message: "<\(element.name)> has no type, style or name"))
                return nil
            }
        }
    }

    /// `system 17`, `system semibold 15`, `bold system 20`, `UICTFontTextStyleBody`,
    /// `Helvetica-Bold 14`.
    public var description: String {
        let size = pointSize.map { " " + IBNumber.format($0) } ?? ""
        switch kind {
        case let .system(weight): return "system" + (weight.map { " " + $0 } ?? "") + size
        case .boldSystem: return "bold system" + size
        case .italicSystem: return "italic system" + size
        case let .textStyle(style): return style
        case let .custom(name, _): return name + size
        case let .metaFont(name): return "meta " + name + size
        case let .other(type): return type + size
        }
    }
}
