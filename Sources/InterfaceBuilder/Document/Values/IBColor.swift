/// A `<color>` as Interface Builder stores it: plain data the instantiation layer maps onto
/// `UIColor`.
///
/// Forms: `white` + `alpha`; `red green blue alpha`; each with a `colorSpace`
/// (`calibratedWhite`, `calibratedRGB`, `deviceRGB`, or `custom` with a `customColorSpace`
/// such as `sRGB`, `genericGamma22GrayColorSpace`, `displayP3`); `systemColor="…"` (iOS 13
/// semantic colours, with a `<systemColor>` fallback in the document's resources); `name="…"`
/// (an asset-catalog colour, with a `<namedColor>` fallback; `catalog="System"` names an
/// AppKit catalog colour); and the legacy `cocoaTouchSystemColor="…"`.
public struct IBColor: Hashable, Sendable, CustomStringConvertible {
    /// What the colour is.
    public enum Value: Hashable, Sendable {
        /// A grey level and alpha, 0…1.
        case white(Double, alpha: Double)
        /// Red, green, blue and alpha, 0…1.
        case rgb(red: Double, green: Double, blue: Double, alpha: Double)
        /// A UIKit semantic colour by name (`systemBackgroundColor`, `labelColor`).
        case system(String)
        /// A colour from the app's asset catalog (or a named `catalog`), by name.
        case named(String, catalog: String?)
        /// A legacy UIKit class colour (`darkTextColor`, `groupTableViewBackgroundColor`).
        case cocoaTouchSystem(String)
    }

    /// The colour space a component colour was written in.
    public enum ColorSpace: Hashable, Sendable {
        case calibratedWhite, calibratedRGB, deviceWhite, deviceRGB, catalog
        /// `colorSpace="custom" customColorSpace="…"`: `sRGB`, `genericGamma22GrayColorSpace`,
        /// `displayP3`, `calibratedRGB`, …
        case custom(String)
        /// Any other value, kept as written.
        case other(String)

        init(_ colorSpace: String, custom: String?) {
            switch colorSpace {
            case "calibratedWhite": self = .calibratedWhite
            case "calibratedRGB": self = .calibratedRGB
            case "deviceWhite": self = .deviceWhite
            case "deviceRGB": self = .deviceRGB
            case "catalog": self = .catalog
            case "custom": self = .custom(custom ?? "")
            default: self = .other(colorSpace)
            }
        }
    }

    /// The property the colour sets (`backgroundColor`, `textColor`, `tintColor`), when keyed.
    public var key: String?
    /// The colour.
    public var value: Value
    /// The colour space, when written.
    public var colorSpace: ColorSpace?

    public init(key: String? = nil, value: Value, colorSpace: ColorSpace? = nil) {
        self.key = key
        self.value = value
        self.colorSpace = colorSpace
    }

    /// Reads a `<color>` element; `nil` (with a diagnostic) when it has none of the known forms.
    init?(_ element: IBElement, reader: inout IBValueReader) {
        key = element.key
        colorSpace = element["colorSpace"].map { ColorSpace($0, custom: element["customColorSpace"]) }
            ?? element["customColorSpace"].map { ColorSpace.custom($0) }
        if let name = element["systemColor"] {
            value = .system(name)
        } else if let name = element["name"] {
            value = .named(name, catalog: element["catalog"])
        } else if let name = element["cocoaTouchSystemColor"] ?? element["xcode11CocoaTouchSystemColor"] {
            value = .cocoaTouchSystem(name)
        } else if element["white"] != nil {
            guard let white = reader.double(element, "white") else { return nil }
            value = .white(white, alpha: reader.double(element, "alpha") ?? 1)
        } else if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            guard let red = reader.double(element, "red"), let green = reader.double(element, "green"),
                  let blue = reader.double(element, "blue") else { return nil }
            value = .rgb(red: red, green: green, blue: blue, alpha: reader.double(element, "alpha") ?? 1)
        } else {
            reader.diagnostics.append(Diagnostic(.error, .invalidValue, file: reader.file, at: element.position,
                message: "<color\(element.key.map { " key=\"\($0)\"" } ?? "")> has no white, red/green/blue, systemColor, name or cocoaTouchSystemColor"))
            return nil
        }
    }

    /// `white 0.6 alpha 1`, `rgb(1, 0.5, 0) sRGB`, `system systemBackgroundColor`, `named Accent`.
    public var description: String {
        let space: String
        switch colorSpace {
        case let .custom(name)?: space = " " + name
        case let .other(name)?: space = " " + name
        case nil, .catalog?: space = ""
        case let known?: space = " \(known)"
        }
        switch value {
        case let .white(white, alpha):
            return "white \(IBNumber.format(white))" + (alpha == 1 ? "" : " alpha \(IBNumber.format(alpha))") + space
        case let .rgb(red, green, blue, alpha):
            return "rgb(\(IBNumber.format(red)), \(IBNumber.format(green)), \(IBNumber.format(blue))"
                + (alpha == 1 ? ")" : ", alpha \(IBNumber.format(alpha)))") + space
        case let .system(name): return "system \(name)"
        case let .named(name, catalog): return "named \(name)" + (catalog.map { " (\($0) catalog)" } ?? "")
        case let .cocoaTouchSystem(name): return "cocoaTouchSystem \(name)"
        }
    }
}
