import Foundation

extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`); UIKit's raw value.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a `UIColor`); UIKit's raw value.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The kerning in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
}
