import Foundation

/// What happens to text that does not fit its lines (UIKit's raw values).
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Lines break between words; a word longer than a line breaks between characters.
    case byWordWrapping = 0
    /// Lines break between any two characters.
    case byCharWrapping = 1
    /// Text that does not fit is cut off.
    case byClipping = 2
    /// The last line starts with an ellipsis.
    case byTruncatingHead = 3
    /// The last line ends with an ellipsis (labels' default).
    case byTruncatingTail = 4
    /// The last line has an ellipsis in the middle.
    case byTruncatingMiddle = 5

    /// Whether text that runs out of lines is shortened with an ellipsis.
    public var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        default: false
        }
    }
}
