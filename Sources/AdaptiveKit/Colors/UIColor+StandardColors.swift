import Foundation

// The fixed colours UIKit has had since iOS 2: grey ones in the grey colour space, the others
// in sRGB, with UIKit's component values.
extension UIColor {
    /// Black: grey 0, alpha 1.
    public class var black: UIColor { UIColor(components: ColorComponents(white: 0, alpha: 1), name: "black") }
    /// Dark grey: grey ⅓.
    public class var darkGray: UIColor { UIColor(components: ColorComponents(white: 1.0 / 3.0, alpha: 1), name: "darkGray") }
    /// Light grey: grey ⅔.
    public class var lightGray: UIColor { UIColor(components: ColorComponents(white: 2.0 / 3.0, alpha: 1), name: "lightGray") }
    /// White: grey 1, alpha 1.
    public class var white: UIColor { UIColor(components: ColorComponents(white: 1, alpha: 1), name: "white") }
    /// Grey: grey ½.
    public class var gray: UIColor { UIColor(components: ColorComponents(white: 0.5, alpha: 1), name: "gray") }
    /// Red: sRGB 1, 0, 0.
    public class var red: UIColor { fixed(1, 0, 0, "red") }
    /// Green: sRGB 0, 1, 0.
    public class var green: UIColor { fixed(0, 1, 0, "green") }
    /// Blue: sRGB 0, 0, 1.
    public class var blue: UIColor { fixed(0, 0, 1, "blue") }
    /// Cyan: sRGB 0, 1, 1.
    public class var cyan: UIColor { fixed(0, 1, 1, "cyan") }
    /// Yellow: sRGB 1, 1, 0.
    public class var yellow: UIColor { fixed(1, 1, 0, "yellow") }
    /// Magenta: sRGB 1, 0, 1.
    public class var magenta: UIColor { fixed(1, 0, 1, "magenta") }
    /// Orange: sRGB 1, 0.5, 0.
    public class var orange: UIColor { fixed(1, 0.5, 0, "orange") }
    /// Purple: sRGB 0.5, 0, 0.5.
    public class var purple: UIColor { fixed(0.5, 0, 0.5, "purple") }
    /// Brown: sRGB 0.6, 0.4, 0.2.
    public class var brown: UIColor { fixed(0.6, 0.4, 0.2, "brown") }
    /// Transparent: grey 0, alpha 0.
    public class var clear: UIColor { UIColor(components: ColorComponents(white: 0, alpha: 0), name: "clear") }

    private static func fixed(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ name: String) -> UIColor {
        UIColor(components: ColorComponents(space: .sRGB, red: red, green: green, blue: blue, alpha: 1), name: name)
    }
}
