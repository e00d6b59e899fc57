import AdaptivePhotos
import Foundation
import OpenStoryboard

/// One photo with its comment over it and its rating below; changing the rating is the rating
/// control's value-changed action, connected in the storyboard.
final class PhotoViewController: UIViewController {
    @Outlet var imageView: UIImageView!
    @Outlet var overlayView: OverlayView!
    @Outlet var ratingControl: RatingControl!

    override class var actionMethods: [ActionMethod] {
        [.init("changeRating:", PhotoViewController.changeRating)]
    }

    var photo: Photo? {
        didSet { if isViewLoaded { updatePhoto() } }
    }

    /// The ratings the user gave, in order (the model is immutable here).
    private(set) var ratings: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        updatePhoto()
    }

    private func updatePhoto() {
        guard let photo else { return }
        imageView.image = UIImage(named: photo.image)
        overlayView.text = photo.comment
        ratingControl.rating = photo.rating
    }

    func changeRating(_ sender: RatingControl) {
        ratings.append(sender.rating)
    }
}
