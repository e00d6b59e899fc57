import Foundation

/// What an image picker's delegate hears. Both methods are optional: without them the picker
/// is dismissed, as UIKit dismisses it.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image: `info[.originalImage]` (and `.editedImage` when editing is
    /// allowed), `info[.mediaType]` (`"public.image"`).
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// The system's interface for taking pictures and choosing images from the photo library.
///
/// A headless host has no camera and no photo library: the camera is not available
/// (``isSourceTypeAvailable(_:)``, and presenting a picker whose source is the camera is refused
/// and reported, as UIKit raises), and the library shows as an empty "Photos" screen with a
/// Cancel button. A test picks an image for the user with the driver's
/// `UIWindow.pickImage(_:in:)`, which calls the delegate as UIKit does; Cancel calls
/// `imagePickerControllerDidCancel(_:)`.
@MainActor
open class UIImagePickerController: UINavigationController {
    /// Where images come from.
    public enum SourceType: Int, Sendable, CaseIterable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// The keys of the dictionary a picked image comes in.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    }

    /// Whether a source is available: the library and the saved photos album; never the camera
    /// (a headless host has none).
    public class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types a source offers (`["public.image"]` for the library; none for the camera).
    public class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// Where the images come from (the library by default).
    open var sourceType: SourceType = .photoLibrary
    /// The media types offered (`["public.image"]`).
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the user may crop the image (then `.editedImage` is in the info too).
    open var allowsEditing = false
    /// The listener; UIKit types it as both an image picker's and a navigation controller's
    /// delegate.
    open weak var pickerDelegate: (any UIImagePickerControllerDelegate)?

    /// The delegate, which UIKit types as `(UIImagePickerControllerDelegate &
    /// UINavigationControllerDelegate)?`.
    open override var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set {
            super.delegate = newValue
            pickerDelegate = newValue as? any UIImagePickerControllerDelegate
        }
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// The library's screen: "Photos", empty, with Cancel.
    private func setUp() {
        let library = UIViewController()
        library.title = "Photos"
        library.view.backgroundColor = .systemBackground
        library.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            if let pickerDelegate = self.pickerDelegate { pickerDelegate.imagePickerControllerDidCancel(self) } else { self.dismiss(animated: true) }
        })
        setViewControllers([library], animated: false)
    }

    /// Why UIKit would refuse to present the picker: its source is not available.
    override func presentationRefusal(in controller: UIPresentationController) -> String? {
        Self.isSourceTypeAvailable(sourceType) ? nil : "Source type \(sourceType.rawValue) not available"
    }

    /// The user picked `image`: the delegate gets it (or the picker is dismissed).
    func userPicked(_ image: UIImage) {
        var info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = CGRect(origin: .zero, size: image.size)
        }
        if let pickerDelegate { pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info) } else { dismiss(animated: true) }
    }
}

extension UIWindow {
    /// Picks an image in a presented image picker as a user does: the picker's delegate gets
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the image.
    ///
    /// - Throws: ``DrivingError`` when the picker is not shown in this window.
    public func pickImage(_ image: UIImage, in picker: UIImagePickerController) throws {
        guard picker.viewIfLoaded?.window === self else {
            throw DrivingError(description: "the image picker is not shown in this window (present it first)")
        }
        picker.userPicked(image)
        drainDeferredWork()
    }
}
