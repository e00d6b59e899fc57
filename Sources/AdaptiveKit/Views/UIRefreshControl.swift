import Foundation

/// The control a user pulls down at the top of a scroll view to refresh its content (iOS 6; a
/// scroll view's ``UIScrollView/refreshControl`` from iOS 10).
///
/// A user's pull (the driver's `UIWindow.pullToRefresh(_:)`) begins refreshing and sends
/// `.valueChanged`; the app reloads and calls ``endRefreshing()``. While refreshing, the control
/// spins an activity indicator in the 60 points above the scroll view's content, where UIKit
/// shows it (in a picture of a scroll view at rest, above what shows); the content is not pushed
/// down by it, as UIKit's pulled-down content is.
@MainActor
open class UIRefreshControl: UIControl {
    private let spinner = UIActivityIndicatorView(style: .medium)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(spinner)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: -60, width: 320, height: 60))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(spinner)
    }

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// The text under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Starts refreshing (in code: no `.valueChanged`, as in UIKit).
    open func beginRefreshing() {
        isRefreshing = true
        spinner.startAnimating()
    }

    /// Ends the refresh.
    open func endRefreshing() {
        isRefreshing = false
        spinner.stopAnimating()
    }

    /// A user's pull: refreshing begins and `.valueChanged` is sent (nothing while refreshing).
    func userPulled() {
        guard !isRefreshing, isEnabled else { return }
        beginRefreshing()
        sendActions(for: [.valueChanged, .primaryActionTriggered], event: nil)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = spinner.intrinsicContentSize
        spinner.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        spinner.color = tintColor
    }
}

extension UIWindow {
    /// Pulls a scroll view's content down as a user does to refresh it: its refresh control
    /// begins refreshing and sends `.valueChanged`.
    ///
    /// - Throws: ``DrivingError`` when the scroll view is not visible in this window or has no
    ///   refresh control.
    public func pullToRefresh(_ scrollView: UIScrollView) throws {
        let start = try touchPoint(for: scrollView)
        guard let control = scrollView.refreshControl else {
            throw DrivingError(description: "\(Self.describe(scrollView)) has no refresh control")
        }
        drag(from: start, to: CGPoint(x: start.x, y: start.y + 150), duration: 0.4, steps: 8)
        control.userPulled()
        drainDeferredWork()
    }
}
