/// One `<scene>` of a storyboard: a view controller and its scene members (First Responder,
/// Exit, other top-level objects), and where it sits on the canvas.
public struct IBScene: Hashable, Sendable {
    /// `sceneID`.
    public var id: String
    /// The comment Xcode writes before the scene (`<!--Profile-->`), usually the controller's title.
    public var title: String?
    /// The objects of the scene's `<objects>`, in order.
    public var objects: [IBObject]
    /// Where the scene sits on the canvas (`<point key="canvasLocation">`).
    public var canvasLocation: IBPoint?
    public var position: SourcePosition?

    /// The scene's controller: the object with `sceneMemberID="viewController"` (or the
    /// first controller object).
    public var controller: IBObject? {
        objects.first { $0.sceneMemberID == "viewController" } ?? objects.first { $0.kind.isController }
    }

    /// The scene's placeholders (First Responder) and exit.
    public var placeholders: [IBObject] {
        objects.filter { $0.kind == .placeholder || $0.kind == .exit }
    }

    /// The object with this id in the scene.
    public func object(withID id: String) -> IBObject? {
        for object in objects {
            if let found = object.object(withID: id) { return found }
        }
        return nil
    }
}
