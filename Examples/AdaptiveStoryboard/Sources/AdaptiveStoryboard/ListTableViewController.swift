import AdaptivePhotos
import Foundation
import OpenStoryboard

/// The user's conversations. A conversation with several photos shows its list (the cell's
/// `ShowConversation` segue); one with a single photo shows that photo (`ShowPhoto`, performed in
/// code). The bar's About and Profile buttons present their scenes through their segues.
final class ListTableViewController: UITableViewController, UIPopoverPresentationControllerDelegate {
    var user: User? {
        didSet { if isViewLoaded { tableView.reloadData() } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Conversations"
    }

    private func conversation(at indexPath: IndexPath) -> Conversation? {
        user?.conversations[indexPath.row]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        user?.conversations.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ConversationCell", for: indexPath)
        cell.textLabel?.text = conversation(at: indexPath)?.name
        return cell
    }

    // MARK: Segues

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard identifier == "ShowConversation", let cell = sender as? UITableViewCell,
              let indexPath = tableView.indexPath(for: cell), let conversation = conversation(at: indexPath) else { return true }
        if conversation.photos.count == 1 {
            // One photo: show it instead of a list of one.
            performSegue(withIdentifier: "ShowPhoto", sender: cell)
            return false
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "ShowConversation":
            guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
            let conversationViewController = segue.destination as! ConversationViewController
            conversationViewController.conversation = conversation(at: indexPath)
        case "ShowPhoto":
            guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell),
                  let conversation = conversation(at: indexPath) else { return }
            let photoViewController = segue.destination as! PhotoViewController
            photoViewController.photo = conversation.photos.first
            photoViewController.title = "1 of 1"
        case "ShowProfile":
            let navigation = segue.destination as! UINavigationController
            let profile = navigation.topViewController as! ProfileViewController
            profile.user = user
            navigation.popoverPresentationController?.delegate = self
        default:
            break
        }
    }

    // MARK: UIPopoverPresentationControllerDelegate

    /// The profile keeps its popover on an iPhone in landscape's regular width, and is a sheet
    /// with its Done button in a compact width.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }

    var adaptedStyles: [UIModalPresentationStyle] = []

    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle, transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        adaptedStyles.append(style)
    }
}
