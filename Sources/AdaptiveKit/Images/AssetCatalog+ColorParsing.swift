import Foundation

extension AssetCatalog {
    /// Reads the `"color"` object of a colour-set slot.
    ///
    /// Accepts every encoding Xcode's inspector writes, as strings or JSON numbers:
    /// - floating point 0…1: `"0.478"` (kept as written, so extended-range values survive);
    /// - 8-bit hexadecimal: `"0x7A"` → 122 / 255;
    /// - 8-bit integers: `"122"`. A red/green/blue string without a decimal point is 8-bit when
    ///   one of them is 2 or more or when all three are such integers (Xcode's "8-bit" input
    ///   method writes `"1"` for 1/255); JSON numbers are 8-bit only when one of them exceeds 1.
    ///   Alpha is 8-bit only as hex or as an integer of 2 or more (`"1"` means opaque).
    ///
    /// Colour spaces: `srgb` (the default), `extended-srgb`, `display-p3`, `extended-linear-srgb`,
    /// `gray-gamma-22` / `extended-gray` (components `white` and `alpha`). A reference
    /// (`"reference": "systemBlueColor"`) names a system colour.
    ///
    /// - Parameter problem: Called with a message for each thing that cannot be read.
    /// - Returns: `nil` when the colour cannot be read (the slot is then ignored).
    static func readColor(_ value: Any?, name: String, problem: (String) -> Void) -> UIColor? {
        guard let color = value as? [String: Any] else {
            problem(value == nil ? "slot without a \"color\"; ignored" : "\"color\" is not an object; the slot is ignored")
            return nil
        }
        if let reference = color["reference"] as? String {
            guard let system = UIColor.systemColor(referenceName: reference) else {
                problem("unknown system colour reference \"\(reference)\"; the slot is ignored")
                return nil
            }
            return system
        }
        let spaceName = (color["color-space"] as? String) ?? "srgb"
        let space: ColorComponents.Space
        switch spaceName {
        case "srgb", "extended-srgb": space = .sRGB
        case "display-p3": space = .displayP3
        case "extended-linear-srgb": space = .linearSRGB
        case "gray-gamma-22", "extended-gray": space = .gray
        default:
            problem("unknown color-space \"\(spaceName)\"; read as sRGB")
            space = .sRGB
        }
        guard let components = color["components"] as? [String: Any] else {
            problem("colour without \"components\"; the slot is ignored")
            return nil
        }
        let channelKeys = space == .gray ? ["white"] : ["red", "green", "blue"]
        var raw: [String: RawComponent] = [:]
        for key in channelKeys + ["alpha"] {
            guard let value = components[key] else {
                if key == "alpha" { continue }
                problem("colour without a \"\(key)\" component; the slot is ignored")
                return nil
            }
            guard let parsed = RawComponent(value) else {
                problem("cannot read component \(key) = \(Qualifiers.describe(value)); the slot is ignored")
                return nil
            }
            raw[key] = parsed
        }
        let channels = channelKeys.compactMap { raw[$0] }
        let integerStrings = channels.compactMap { if case let .integerString(v) = $0 { v } else { nil } }
        let stringsAreEightBit = !integerStrings.isEmpty
            && (integerStrings.contains { $0 >= 2 } || integerStrings.count == channels.count)
        let numbersAreEightBit = channels.contains { if case let .number(v) = $0 { v > 1 } else { false } }

        func channel(_ key: String) -> CGFloat {
            switch raw[key]! {
            case let .hex(value): return CGFloat(value) / 255
            case let .decimal(value): return CGFloat(value)
            case let .integerString(value): return stringsAreEightBit ? CGFloat(value) / 255 : CGFloat(value)
            case let .number(value): return numbersAreEightBit ? CGFloat(value) / 255 : CGFloat(value)
            }
        }
        var alpha: CGFloat = 1
        switch raw["alpha"] {
        case let .hex(value)?: alpha = CGFloat(value) / 255
        case let .integerString(value)?: alpha = value >= 2 ? CGFloat(value) / 255 : CGFloat(value)
        case let .number(value)?: alpha = value > 1 ? CGFloat(value) / 255 : CGFloat(value)
        case let .decimal(value)?: alpha = CGFloat(value)
        case nil: break
        }
        let result: ColorComponents
        if space == .gray {
            result = ColorComponents(white: channel("white"), alpha: alpha)
        } else {
            result = ColorComponents(space: space, red: channel("red"), green: channel("green"), blue: channel("blue"), alpha: alpha)
        }
        return UIColor(components: result, name: name)
    }

    /// One component as written.
    private enum RawComponent {
        case hex(Int)
        case decimal(Double)
        case integerString(Int)
        case number(Double)

        init?(_ value: Any) {
            if let text = value as? String {
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if trimmed.lowercased().hasPrefix("0x") {
                    guard let value = Int(trimmed.dropFirst(2), radix: 16), (0...255).contains(value) else { return nil }
                    self = .hex(value)
                } else if let integer = Int(trimmed) {
                    self = .integerString(integer)
                } else if let number = Double(trimmed), number.isFinite {
                    self = .decimal(number)
                } else {
                    return nil
                }
            } else if let number = value as? NSNumber, String(cString: number.objCType) != "c" {
                // (`objCType` "c" is a JSON `true` / `false`, which is not a component.)
                let double = number.doubleValue
                guard double.isFinite else { return nil }
                self = .number(double)
            } else {
                return nil
            }
        }
    }
}
