import Foundation

/// The colour of the status bar's contents: UIKit's styles, with UIKit's raw values.
///
/// The renderer draws the status bar in this style (`WindowRenderer.statusBarStyle`); a storyboard
/// scene gives it from its simulated metrics (`IBSceneWindow.statusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable, CaseIterable {
    /// Dark contents on a light appearance, light on a dark one.
    case `default` = 0
    /// Light contents, for dark backgrounds.
    case lightContent = 1
    /// Dark contents, for light backgrounds (iOS 13).
    case darkContent = 3
}
