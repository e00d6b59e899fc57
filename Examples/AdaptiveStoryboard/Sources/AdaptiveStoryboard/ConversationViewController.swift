import AdaptivePhotos
import Foundation
import OpenStoryboard

/// The photos of one conversation; the cell's `ShowPhoto` segue shows the chosen photo, titled
/// "N of M".
final class ConversationViewController: UITableViewController {
    var conversation: Conversation?

    override func viewDidLoad() {
        super.viewDidLoad()
        // The conversation was set in the list's prepare(for:sender:), before the view loaded.
        title = conversation?.name
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        conversation?.photos.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: indexPath)
        cell.textLabel?.text = conversation?.photos[indexPath.row].comment
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ShowPhoto", let cell = sender as? UITableViewCell,
              let indexPath = tableView.indexPath(for: cell), let conversation else { return }
        let photoViewController = segue.destination as! PhotoViewController
        photoViewController.photo = conversation.photos[indexPath.row]
        photoViewController.title = "\(indexPath.row + 1) of \(conversation.photos.count)"
    }
}
