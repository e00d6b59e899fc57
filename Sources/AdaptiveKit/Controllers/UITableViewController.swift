import Foundation

/// A controller whose view is a table view it is the data source and delegate of.
///
/// Override the data source and delegate methods declared here (they are the class's own, so
/// subclasses can override them).
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let style: UITableView.Style

    /// Whether the selection is cleared when the view appears again (yes, as in UIKit).
    open var clearsSelectionOnViewWillAppear = true

    /// A table view controller with a table of the given style.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit's required initializer: a plain table (no archive is read on this platform).
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .plain)
    }

    /// The table view (the controller's view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathsForSelectedRows {
            for indexPath in selected { tableView.deselectRow(at: indexPath, animated: animated) }
        }
    }

    // MARK: Data source and delegate (override these)

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
