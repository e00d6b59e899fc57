import Foundation

/// A controller whose view is a collection view it is the data source and delegate of.
///
/// As in UIKit, the data source and delegate methods are the class's own (Swift imports them into
/// UIKit's class), so a subclass overrides them: `override func collectionView(_:numberOfItemsInSection:)`.
/// The defaults describe an empty collection (one section, no items), and select, highlight and
/// show items as the protocols' defaults do.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// Whether the selection is cleared when the view appears again (yes, as in UIKit).
    open var clearsSelectionOnViewWillAppear = true

    /// A collection view controller whose collection view lays its items out with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit's required initializer: a flow layout (no archive is read on this platform; a
    /// storyboard scene's collection view brings its own layout).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// The collection view (the controller's view).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view (the one the controller was made with until its view
    /// is loaded).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Makes the collection view (a storyboard scene's collection view when the controller comes
    /// from one, whose document connects its data source and delegate).
    open override func loadView() {
        if sceneViewLoader != nil {
            super.loadView()
            if view is UICollectionView { return }
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let selected = collectionView?.indexPathsForSelectedItems {
            for indexPath in selected { collectionView.deselectItem(at: indexPath, animated: animated) }
        }
    }

    // MARK: Data source and delegate (override these)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Never asked while there are no items; a subclass that has items makes their cells
    /// (usually with `dequeueReusableCell(withReuseIdentifier:for:)`).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
