import Foundation

/// What the user does to a cell that fires a storyboard segue drawn from it: selecting its row
/// or item (Interface Builder's "Selection Segue"), or tapping its accessory button
/// ("Accessory Action", `trigger="accessoryAction"`).
package enum StoryboardSegueEvent: Sendable {
    case selection
    case accessoryAction
}

/// The storyboard segues drawn from a prototype or static cell. Every cell made from the
/// prototype shares one list (the `InterfaceBuilder` module fills it when it attaches the
/// scene's segues, which may be after the first cells are made), so a dequeued cell fires the
/// segues the document draws from its prototype.
@MainActor
package final class StoryboardSegueTriggers {
    /// The segues, each with the event that fires it and what performing it does with a sender
    /// (ask `shouldPerformSegue(withIdentifier:sender:)`, make the segue, `prepare(for:sender:)`,
    /// `perform()`).
    package var entries: [(event: StoryboardSegueEvent, perform: @MainActor (_ sender: Any) -> Void)] = []

    package init() {}
}

/// A view that storyboard segues can be drawn from and fired by a user's action (table and
/// collection view cells).
@MainActor
package protocol StoryboardSegueSource: AnyObject {
    /// The segues drawn from this cell's prototype (`nil`: none).
    var storyboardSegueTriggers: StoryboardSegueTriggers? { get set }
}

extension StoryboardSegueSource {
    /// Performs the segues for `event`, this cell being the sender.
    package func performStoryboardSegues(for event: StoryboardSegueEvent) {
        guard let triggers = storyboardSegueTriggers else { return }
        for entry in triggers.entries where entry.event == event { entry.perform(self) }
    }
}

extension UITableViewCell: StoryboardSegueSource {}
extension UICollectionViewCell: StoryboardSegueSource {}
