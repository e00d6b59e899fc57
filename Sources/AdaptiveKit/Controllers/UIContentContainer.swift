import Foundation

/// Something that holds content and adapts it to size and trait changes: view controllers and
/// presentation controllers.
@MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like its content to have.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give a child when the parent gets `parentSize` (the parent's size by default).
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to get a new size; animate alongside through the coordinator.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change; animate alongside through the coordinator.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
