@testable import AdaptiveKit
import Foundation
import Testing

/// `UICollectionViewController`: a subclass written as for iOS (`override` on the data source and
/// delegate methods) shows its items in its own collection view and hears the user's selection.
@MainActor
@Suite("UICollectionViewController")
struct CollectionViewControllerTests {
    final class PhotosController: UICollectionViewController {
        var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath.item)
        }
    }

    @Test("a subclass's items fill its collection view by its layout; the user's selection reaches its override")
    func subclassShowsItems() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = PhotosController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = try #require(controller.collectionView)
        #expect(controller.view === collectionView)
        #expect(collectionView.dataSource === controller && collectionView.delegate === controller)
        #expect(collectionView.visibleCells.count == 5)
        // 393 points wide: three 100-point items a line, justified.
        #expect(collectionView.visibleCells.map(\.frame.minY).sorted() == [0, 0, 0, 110, 110])
        collectionView.userSelectItem(at: IndexPath(item: 3, section: 0))
        #expect(controller.selected == [3])
        window.rootViewController = nil
    }

    @Test("a base controller has an empty collection: one section, no items")
    func baseIsEmpty() throws {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.numberOfSections(in: controller.collectionView) == 1)
        #expect(controller.collectionView.visibleCells.isEmpty)
        #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
        window.rootViewController = nil
    }

    @Test("the selection is cleared when the view appears again, unless the controller keeps it")
    func clearsSelectionOnViewWillAppear() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = PhotosController(collectionViewLayout: layout)
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        controller.collectionView.userSelectItem(at: IndexPath(item: 1, section: 0))
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.collectionView.userSelectItem(at: IndexPath(item: 2, section: 0))
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        window.rootViewController = nil
    }
}
