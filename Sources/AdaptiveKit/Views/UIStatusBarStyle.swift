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

/// How the status bar shows or hides when a controller's `prefersStatusBarHidden` changes:
/// UIKit's animations, with UIKit's raw values. Headless, a change takes effect at once.
public enum UIStatusBarAnimation: Int, Sendable, CaseIterable {
    /// No animation.
    case none = 0
    /// The status bar fades in or out.
    case fade = 1
    /// The status bar slides in or out.
    case slide = 2
}
