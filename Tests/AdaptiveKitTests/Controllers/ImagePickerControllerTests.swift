@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Image pickers and navigation controller delegates")
struct ImagePickerControllerTests {
    /// A meal screen as in Apple's FoodTracker: tapping the photo presents the library picker;
    /// picking sets the photo and dismisses.
    final class MealScreen: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let photo = UIImageView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        var cancelled = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(photo)
        }

        func selectImage() {
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
            picker.delegate = self
            present(picker, animated: true)
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            guard let selected = info[.originalImage] as? UIImage else { fatalError("Expected an image, got \(info)") }
            photo.image = selected
            dismiss(animated: true)
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancelled = true
            dismiss(animated: true)
        }
    }

    @Test("the library picker is presented, picking calls the delegate with the image, Cancel calls it too; the camera is not available")
    func picking() throws {
        let screen = MealScreen()
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.selectImage()
        let picker = try #require(screen.presentedViewController as? UIImagePickerController)
        #expect(picker.topViewController?.title == "Photos")
        let image = UIImage()
        try window.pickImage(image, in: picker)
        #expect(screen.photo.image === image)
        #expect(screen.presentedViewController == nil)

        screen.selectImage()
        let again = try #require(screen.presentedViewController as? UIImagePickerController)
        try window.press(try #require(again.topViewController?.navigationItem.rightBarButtonItem))
        #expect(screen.cancelled && screen.presentedViewController == nil)

        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        let camera = UIImagePickerController()
        camera.sourceType = .camera
        screen.present(camera, animated: true)
        #expect(screen.presentedViewController == nil, "UIKit refuses an unavailable source")
        #expect(LayoutDiagnostics.shared.reports.last?.message == "Source type 1 not available")
    }

    @Test("a navigation controller's delegate hears willShow before the appearance callbacks and didShow after, on push and pop")
    func navigationDelegate() throws {
        final class Listener: UINavigationControllerDelegate {
            var log: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                log.append("will \(viewController.title ?? "")")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                log.append("did \(viewController.title ?? "")")
            }
        }
        final class Screen: UIViewController {
            var log: (String) -> Void = { _ in }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                log("appear \(title ?? "")")
            }
        }
        let listener = Listener()
        let root = Screen(), detail = Screen()
        root.title = "Root"
        detail.title = "Detail"
        root.log = { listener.log.append($0) }
        detail.log = { listener.log.append($0) }
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.delegate = listener
        listener.log = []
        navigation.pushViewController(detail, animated: true)
        navigation.popViewController(animated: true)
        #expect(listener.log == ["will Detail", "appear Detail", "did Detail", "will Root", "appear Root", "did Root"])
    }
}
