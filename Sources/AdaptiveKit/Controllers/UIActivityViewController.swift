import Foundation

/// A service a share sheet offers (iOS 6): the system's, or one the app defines by subclassing.
@MainActor
open class UIActivity: NSObject {
    /// An activity's identifier.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Where an activity shows in the sheet.
    public enum Category: Int, Sendable, CaseIterable {
        case action, share
    }

    open class var activityCategory: Category { .action }
    /// The activity's identifier.
    open var activityType: ActivityType? { nil }
    /// The title the sheet shows.
    open var activityTitle: String? { nil }
    /// The image the sheet shows.
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on the items (`false` by default).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before performing.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Performs the activity; call ``activityDidFinish(_:)`` when done.
    open func perform() { activityDidFinish(false) }

    /// Tells the sheet the activity finished (`completed`: it did what it does).
    open func activityDidFinish(_ completed: Bool) {
        finish?(completed)
    }

    var finish: ((Bool) -> Void)?
}

/// The share sheet (iOS 6): the items to share and the activities that act on them.
///
/// Headless, the activities are the app's own that can act on the items and, unless excluded,
/// Copy (strings, URLs and images to ``UIPasteboard/general``). The sheet is a popover in a
/// regular width (presenting it without a source view or bar button item is refused and
/// reported, as UIKit raises) and rises from the bottom of a compact-width screen over the dimmed
/// presenter; each activity is a button (the driver taps it by title: `window.button(titled:)`),
/// and Close dismisses without an activity. ``completionWithItemsHandler`` gets the activity and
/// whether it completed, after the dismissal.
@MainActor
open class UIActivityViewController: UIViewController {
    /// What the completion handler gets: the activity chosen (`nil` when closed), whether it
    /// completed, the items it returned, an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share.
    public let activityItems: [Any]
    /// The app's own activities.
    public let applicationActivities: [UIActivity]
    /// System activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Runs after the sheet is dismissed.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
        modalPresentationStyle = .popover
    }

    /// The titles and actions the sheet offers, in order.
    var offered: [(title: String, type: UIActivity.ActivityType?, activity: UIActivity?)] {
        var offered: [(String, UIActivity.ActivityType?, UIActivity?)] = applicationActivities
            .filter { $0.canPerform(withActivityItems: activityItems) }
            .map { ($0.activityTitle ?? "Activity", $0.activityType, $0) }
        let copyable = activityItems.contains { $0 is String || $0 is URL || $0 is UIImage }
        if copyable, !(excludedActivityTypes ?? []).contains(.copyToPasteboard) {
            offered.append(("Copy", .copyToPasteboard, nil))
        }
        return offered
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor(white: 0, alpha: 0.2)
        view = root
    }

    private var sheet: UIView?
    /// What the sheet was made for (the view's size, the style, the rows), so that a layout pass
    /// makes it again only when one of them changed.
    private var sheetKey: String?

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let popover = presentationController?.adaptivePresentationStyle == .popover
        let rows = offered
        let key = "\(view.bounds.size) \(view.safeAreaInsets) \(popover) \(rows.map(\.title))"
        guard key != sheetKey else { return }
        sheetKey = key
        sheet?.removeFromSuperview()
        view.backgroundColor = popover ? .secondarySystemBackground : UIColor(white: 0, alpha: 0.2)
        let rowHeight: CGFloat = 52
        let height = 56 + CGFloat(rows.count) * rowHeight + (popover ? 0 : view.safeAreaInsets.bottom)
        let box = UIView(frame: popover ? view.bounds : CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height))
        box.backgroundColor = .secondarySystemBackground
        box.layer.cornerRadius = popover ? 0 : 10
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.frame = CGRect(x: box.bounds.width - 16 - 60, y: 8, width: 60, height: 40)
        close.addAction(UIAction { [weak self] _ in self?.finish(nil, completed: false) }, for: .touchUpInside)
        box.addSubview(close)
        for (index, row) in rows.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(row.title, for: .normal)
            button.contentHorizontalAlignment = .leading
            button.frame = CGRect(x: 16, y: 56 + CGFloat(index) * rowHeight, width: box.bounds.width - 32, height: rowHeight)
            button.addAction(UIAction { [weak self] _ in self?.choose(row.type, activity: row.activity) }, for: .touchUpInside)
            box.addSubview(button)
        }
        view.addSubview(box)
        sheet = box
    }

    /// The size of the popover: 320 wide, as tall as its rows.
    open override var preferredContentSize: CGSize {
        get { CGSize(width: 320, height: 56 + CGFloat(offered.count) * 52) }
        set { super.preferredContentSize = newValue }
    }

    private func choose(_ type: UIActivity.ActivityType?, activity: UIActivity?) {
        if let activity {
            activity.prepare(withActivityItems: activityItems)
            activity.finish = { [weak self] completed in self?.finish(type, completed: completed) }
            activity.perform()
            return
        }
        if type == .copyToPasteboard {
            let board = UIPasteboard.general
            if let strings = activityItems.compactMap({ $0 as? String }) as [String]?, !strings.isEmpty { board.strings = strings }
            else if let urls = activityItems.compactMap({ $0 as? URL }) as [URL]?, !urls.isEmpty { board.urls = urls }
            else { board.images = activityItems.compactMap { $0 as? UIImage } }
        }
        finish(type, completed: true)
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        dismiss(animated: true) {
            handler?(type, completed, nil, nil)
        }
    }

    /// The sheet rises over the dimmed presenter in a compact width.
    override var adaptsPopoverOverFullScreen: Bool { true }

    /// A popover needs a place to point at.
    override func presentationRefusal(in controller: UIPresentationController) -> String? {
        guard controller.adaptivePresentationStyle == .popover,
              let popover = controller as? UIPopoverPresentationController, !popover.hasSource else { return nil }
        return "UIActivityViewController presented as a popover from \(type(of: controller.presentingViewController)) must have a non-nil "
            + "sourceView or barButtonItem (its popoverPresentationController's)."
    }
}
