import Foundation

/// The colour space and components of a static colour, and the conversions `getRed` needs.
///
/// Components are stored as given (a Display P3 colour keeps its P3 components); `extendedSRGB`
/// converts them to the extended sRGB space UIKit's `getRed(_:green:blue:alpha:)` reports.
package struct ColorComponents: Hashable, Sendable {
    /// The colour spaces a colour can be written in.
    package enum Space: String, Hashable, Sendable {
        /// sRGB, components 0…1 (values outside that range are kept: extended sRGB).
        case sRGB
        /// Display P3 with the sRGB transfer function.
        case displayP3
        /// Linear (gamma 1.0) extended sRGB.
        case linearSRGB
        /// Grey: `white` and `alpha` only.
        case gray
    }

    package var space: Space
    /// Red, green and blue (or white, white, white for grey).
    package var red: CGFloat
    package var green: CGFloat
    package var blue: CGFloat
    package var alpha: CGFloat

    package init(space: Space, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package init(white: CGFloat, alpha: CGFloat) {
        self.init(space: .gray, red: white, green: white, blue: white, alpha: alpha)
    }

    /// The components in extended sRGB (gamma-encoded), as UIKit's `getRed` reports them.
    package var extendedSRGB: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        switch space {
        case .sRGB, .gray:
            return (red, green, blue, alpha)
        case .linearSRGB:
            return (Self.encode(red), Self.encode(green), Self.encode(blue), alpha)
        case .displayP3:
            // Both spaces share D65 and the sRGB transfer function: decode, convert the linear
            // values with the P3 → sRGB matrix, encode again (sign-preserving for extended values).
            let r = Self.decode(red), g = Self.decode(green), b = Self.decode(blue)
            let sr = 1.2249401 * r - 0.2249404 * g
            let sg = -0.0420569 * r + 1.0420571 * g
            let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            return (Self.encode(sr), Self.encode(sg), Self.encode(sb), alpha)
        }
    }

    /// The sRGB transfer function's inverse (gamma-encoded → linear), extended to negative values.
    static func decode(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB transfer function (linear → gamma-encoded), extended to negative values.
    static func encode(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
