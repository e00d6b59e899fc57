import Foundation
import OpenStoryboard

/// The user's conversations. A conversation with several photos shows its photo list (`show`,
/// which pushes); one with a single photo shows that photo as the detail (`showDetail`). A row
/// has a disclosure indicator exactly when showing its controller would push, and the list
/// refreshes when the split view collapses or expands.
public final class ListTableViewController: UITableViewController, PhotoContaining {
    public static let cellIdentifier = "ConversationCell"
    public let user: User
    private var observer: NSObjectProtocol?

    public init(user: User) {
        self.user = user
        super.init(style: .plain)
        title = user.name
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(forCellReuseIdentifier: Self.cellIdentifier) {
            UITableViewCell(style: .default, reuseIdentifier: ListTableViewController.cellIdentifier)
        }
        observer = observeShowDetailTargetChanges()
        clearsSelectionOnViewWillAppear = false
    }

    /// A conversation with more than one photo gets its own list.
    func shouldShowConversationView(for indexPath: IndexPath) -> Bool {
        user.conversations[indexPath.row].photos.count > 1
    }

    /// Whether selecting the row would push: asked of the containers through custom actions.
    public func rowPushes(_ indexPath: IndexPath) -> Bool {
        shouldShowConversationView(for: indexPath)
            ? willShowingViewControllerPush(sender: self)
            : willShowingDetailViewControllerPush(sender: self)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        user.conversations.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    }

    public override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cell.accessoryType = rowPushes(indexPath) ? .disclosureIndicator : .none
        cell.textLabel?.text = user.conversations[indexPath.row].name
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let conversation = user.conversations[indexPath.row]
        if shouldShowConversationView(for: indexPath) {
            show(ConversationViewController(conversation: conversation), sender: self)
        } else if let photo = conversation.photos.first {
            let controller = PhotoViewController(photo: photo, conversation: conversation)
            controller.title = "1 of 1"
            showDetailViewController(controller, sender: self)
        }
    }

    func containsPhoto(_ photo: Photo) -> Bool { true }
    func containedPhoto() -> Photo? { nil }
}

/// The photos of one conversation; selecting one shows it as the detail, titled "N of M".
public final class ConversationViewController: UITableViewController, PhotoContaining {
    public static let cellIdentifier = "PhotoCell"
    public let conversation: Conversation
    private var observer: NSObjectProtocol?

    public init(conversation: Conversation) {
        self.conversation = conversation
        super.init(style: .plain)
        title = conversation.name
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(forCellReuseIdentifier: Self.cellIdentifier) {
            UITableViewCell(style: .subtitle, reuseIdentifier: ConversationViewController.cellIdentifier)
        }
        observer = observeShowDetailTargetChanges()
    }

    /// Whether selecting a photo would push its controller.
    public var rowsPush: Bool { willShowingDetailViewControllerPush(sender: self) }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        conversation.photos.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    }

    public override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        let photo = conversation.photos[indexPath.row]
        cell.textLabel?.text = photo.comment
        cell.detailTextLabel?.text = String(repeating: "★", count: photo.rating)
        cell.accessoryType = rowsPush ? .disclosureIndicator : .none
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let controller = PhotoViewController(photo: conversation.photos[indexPath.row], conversation: conversation)
        controller.title = "\(indexPath.row + 1) of \(conversation.photos.count)"
        showDetailViewController(controller, sender: self)
    }

    func containsPhoto(_ photo: Photo) -> Bool { conversation.photos.contains(photo) }
    func containedPhoto() -> Photo? { nil }
}

extension UITableViewController {
    /// Refreshes the visible cells (their disclosure indicators) whenever a split view collapses
    /// or expands, as the Unified Storyboards guide's lists do.
    func observeShowDetailTargetChanges() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(
            forName: UIViewController.showDetailTargetDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, let table = self.tableView else { return }
                for cell in table.visibleCells {
                    guard let indexPath = table.indexPath(for: cell) else { continue }
                    self.tableView(table, willDisplay: cell, forRowAt: indexPath)
                }
            }
        }
    }
}
