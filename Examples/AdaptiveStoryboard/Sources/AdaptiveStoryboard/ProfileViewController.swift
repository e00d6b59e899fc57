import AdaptivePhotos
import Foundation
import OpenStoryboard

/// The user's profile, in a navigation controller presented as a popover (a full-screen sheet in a
/// compact width); Done dismisses it from inside the navigation controller.
final class ProfileViewController: UIViewController {
    @Outlet var imageView: UIImageView!
    @Outlet var nameLabel: UILabel!
    @Outlet var conversationsLabel: UILabel!
    @Outlet var photosLabel: UILabel!

    override class var actionMethods: [ActionMethod] {
        [.init("closeProfileViewController:", ProfileViewController.closeProfileViewController)]
    }

    var user: User?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let user else { return }
        nameLabel.text = user.name
        conversationsLabel.text = "\(user.conversations.count) conversations"
        photosLabel.text = "\(user.conversations.reduce(0) { $0 + $1.photos.count }) photos"
    }

    func closeProfileViewController(_ sender: Any?) {
        dismiss(animated: true, completion: nil)
    }
}

/// The About sheet; Done dismisses it.
final class AboutViewController: UIViewController {
    override class var actionMethods: [ActionMethod] {
        [.init("closeAboutViewController:", AboutViewController.closeAboutViewController)]
    }

    func closeAboutViewController(_ sender: Any?) {
        dismiss(animated: true, completion: nil)
    }
}
