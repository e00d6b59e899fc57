import Foundation

/// How lines of text are aligned horizontally (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    case left = 0
    case center = 1
    case right = 2
    /// Lines fill the width, except the last one.
    case justified = 3
    /// Leading for the text's writing direction (left in left-to-right text).
    case natural = 4
}
