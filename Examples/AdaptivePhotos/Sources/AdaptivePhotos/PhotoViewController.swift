import Foundation
import OpenStoryboard

/// One photo, with its comment, conversation and rating. Its constraints come from the visual
/// format language in `updateConstraints(for:)`: with a compact vertical size class the image is
/// beside the labels and half the view's width; otherwise the labels are above the image.
public final class PhotoViewController: UIViewController, PhotoContaining {
    public let photo: Photo
    public let conversation: Conversation
    public let imageView = UIImageView()
    public let nameLabel = UILabel()
    public let conversationsLabel = UILabel()
    public let photosLabel = UILabel()
    /// The constraints installed by the last `updateConstraints(for:)`.
    public private(set) var layoutConstraints: [NSLayoutConstraint] = []

    public init(photo: Photo, conversation: Conversation) {
        self.photo = photo
        self.conversation = conversation
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.image = UIImage(named: photo.image, in: Bundle(path: User.exampleFolder.path), compatibleWith: nil)
        imageView.contentMode = .scaleAspectFit
        imageView.backgroundColor = .secondarySystemBackground
        nameLabel.text = photo.comment
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        conversationsLabel.text = conversation.name
        photosLabel.text = String(repeating: "★", count: photo.rating)
        for subview in [imageView, nameLabel, conversationsLabel, photosLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        updateConstraints(for: traitCollection)
    }

    /// Xamarin's Unified Storyboards guide's `UpdateConstraintsForTraitCollection`.
    public func updateConstraints(for collection: UITraitCollection) {
        let views: [String: Any] = [
            "topLayoutGuide": topLayoutGuide, "imageView": imageView, "nameLabel": nameLabel,
            "conversationsLabel": conversationsLabel, "photosLabel": photosLabel,
        ]
        var newConstraints: [NSLayoutConstraint] = []
        func add(_ format: String) {
            newConstraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: .directionLeadingToTrailing, metrics: nil, views: views)
        }
        if collection.verticalSizeClass == .compact {
            add("|[imageView]-[nameLabel]-|")
            add("[imageView]-[conversationsLabel]-|")
            add("[imageView]-[photosLabel]-|")
            add("V:|[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel]")
            add("V:|[topLayoutGuide][imageView]|")
            newConstraints.append(NSLayoutConstraint(
                item: imageView, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width, multiplier: 0.5, constant: 0
            ))
        } else {
            add("|[imageView]|")
            add("|-[nameLabel]-|")
            add("|-[conversationsLabel]-|")
            add("|-[photosLabel]-|")
            add("V:[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel]-20-[imageView]|")
        }
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints = newConstraints
        NSLayoutConstraint.activate(layoutConstraints)
    }

    /// Re-applies the constraints alongside the transition, as the Unified Storyboards guide does.
    public override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.updateConstraints(for: newCollection)
            self.view.setNeedsLayout()
        }, completion: nil)
    }

    func containsPhoto(_ photo: Photo) -> Bool { photo == self.photo }
    func containedPhoto() -> Photo? { photo }
}

/// Builds the app's controller tree, as the sample's app delegate does.
@MainActor
public enum AdaptivePhotosApp {
    /// The root controller, its split view and the objects it keeps alive.
    public struct Parts {
        public let root: RootViewController
        public let split: CustomSplitViewController
        public let navigation: CustomNavigationController
        public let list: ListTableViewController
        public let delegate: SplitViewControllerDelegate
    }

    public static func make(user: User) -> Parts {
        let list = ListTableViewController(user: user)
        let navigation = CustomNavigationController(rootViewController: list)
        let split = CustomSplitViewController()
        let delegate = SplitViewControllerDelegate()
        split.delegate = delegate
        split.viewControllers = [navigation, EmptyViewController()]
        split.preferredDisplayMode = .allVisible
        return Parts(root: RootViewController(splitViewController: split), split: split, navigation: navigation, list: list, delegate: delegate)
    }
}
