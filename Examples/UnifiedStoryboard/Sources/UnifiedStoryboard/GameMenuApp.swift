import Foundation
import OpenStoryboard

/// Xamarin's Unified Storyboards guide's unified storyboard game menu: `Main.storyboard` (written in Xcode's
/// format) holds the whole interface; this is the little code an app adds to it.
///
/// ```swift
/// let app = try GameMenuApp.launch()
/// window.rootViewController = app.split
/// window.makeKeyAndVisible()
/// app.selectGameButton?.sendActions(for: .touchUpInside)   // a tap on "Select Game"
/// ```
@MainActor
public final class GameMenuApp {
    /// `Main.storyboard`, next to this example's sources.
    public static let storyboardURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Main.storyboard")

    /// The storyboard's initial controller: a split view.
    public let split: UISplitViewController
    /// The split view's primary: the navigation controller around the menu.
    public let navigation: UINavigationController
    /// The menu (`BYZ-38-t0r`): a title, the "Select Game" button, and the iPad hint that the
    /// document excludes from the compact-width size class.
    public let menu: UIViewController
    /// Keeps the placeholder detail out of the menu's stack when the split view collapses.
    public let delegate = GameSplitViewDelegate()

    private init(split: UISplitViewController, navigation: UINavigationController, menu: UIViewController) {
        self.split = split
        self.navigation = navigation
        self.menu = menu
        split.delegate = delegate
    }

    /// Loads the storyboard and makes its initial split view, with the app's delegate set.
    ///
    /// - Throws: ``InstantiationError`` when the storyboard cannot be read, or
    ///   ``GameMenuError`` when it does not hold the controllers this app expects.
    public static func launch(storyboard url: URL = storyboardURL) throws -> GameMenuApp {
        UIStoryboard.register(forClassNamed: "NoGameViewController") { NoGameViewController() }
        let storyboard = try UIStoryboard.load(contentsOf: url)
        guard let split = storyboard.instantiateInitialViewController() as? UISplitViewController,
              let navigation = split.viewControllers.first as? UINavigationController,
              let menu = navigation.viewControllers.first else {
            throw GameMenuError.unexpectedStructure(url.path)
        }
        return GameMenuApp(split: split, navigation: navigation, menu: menu)
    }

    /// The menu's "Select Game" button, whose `showDetail` segue `SelectGame` leads to the game.
    public var selectGameButton: UIButton? {
        menu.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Select Game" }
    }

    /// The label the document excludes from the compact-width size class when it is installed in
    /// the menu's view now, else `nil`.
    public var installedHint: UILabel? {
        menu.view.subviews.compactMap { $0 as? UILabel }.first { $0.text?.hasPrefix("On iPad") == true }
    }
}

/// The detail column's placeholder until a game is selected (`customClass="NoGameViewController"`).
@MainActor
public final class NoGameViewController: UIViewController {}

/// The split view's delegate: on collapse, the placeholder is discarded (the menu stays on top of
/// the navigation stack) while a game shown in the detail column is kept and pushed onto the
/// menu; on separation, a pushed game goes back to the detail column (the navigation
/// controller's own behaviour) and, with no game, the storyboard's placeholder fills it.
@MainActor
public final class GameSplitViewDelegate: UISplitViewControllerDelegate {
    public init() {}

    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        secondaryViewController is NoGameViewController
    }

    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        guard let navigation = primaryViewController as? UINavigationController, navigation.viewControllers.count == 1 else {
            return nil  // a game is on the stack: the navigation controller pops it into the detail column
        }
        return try? splitViewController.storyboard?.loadViewController(withIdentifier: "NoGame")
    }
}

/// Why the game menu could not start.
public enum GameMenuError: Error, CustomStringConvertible {
    case unexpectedStructure(String)

    public var description: String {
        switch self {
        case let .unexpectedStructure(path):
            "\(path): the initial controller is not a split view whose primary is a navigation controller around the menu"
        }
    }
}
