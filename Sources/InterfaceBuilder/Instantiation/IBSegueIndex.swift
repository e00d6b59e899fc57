/// A storyboard's segues by destination, to answer the questions Xcode's canvas asks about a
/// scene — which navigation controller it sits in, what contains it, how it is presented —
/// without scanning the whole document for each (used by `IBSceneLayout` for frames and by
/// `IBSceneWindow` for pictures).
///
/// It answers for the document it was built from: build it from the document you lay out (after
/// ``IBDocument/resolved(for:)``), once per report or scene window, and pass it along.
struct IBSegueIndex: Sendable {
    /// A segue that ends at a controller.
    struct Entry: Sendable {
        /// The controller of the scene whose objects start the segue.
        let source: IBObject
        /// The segue.
        let segue: IBConnection
        /// Whether the controller itself starts it (relationships do), not one of its objects.
        let fromController: Bool
    }

    /// The segues ending at each destination id, in document order (scenes in order, each scene's
    /// objects depth first).
    private var entries: [String: [Entry]] = [:]
    /// The scenes' controllers by id.
    private var controllers: [String: IBObject] = [:]

    /// Indexes the segues of every scene of `document` (none for a xib).
    init(_ document: IBDocument) {
        for scene in document.scenes {
            guard let controller = scene.controller else { continue }
            if controllers[controller.id] == nil { controllers[controller.id] = controller }
            controller.forEach { object in
                for connection in object.connections where connection.kind == .segue {
                    guard let destination = connection.destination else { continue }
                    entries[destination, default: []].append(Entry(source: controller, segue: connection, fromController: object.id == controller.id))
                }
            }
        }
    }

    /// The segues that end at `id`, in document order.
    func segues(to id: String) -> [Entry] { entries[id] ?? [] }

    /// The controller of a scene with this id.
    func controller(withID id: String) -> IBObject? { controllers[id] }

    /// The controllers (in document order) whose scenes start a segue to `id` of one of `kinds`.
    func sources(of id: String, kinds: Set<IBSegueKind>) -> [IBObject] {
        var seen: Set<String> = []
        return segues(to: id).compactMap { entry in
            guard let kind = entry.segue.segueKind, kinds.contains(kind), seen.insert(entry.source.id).inserted else { return nil }
            return entry.source
        }
    }

    /// The first relationship segue (one of `relationships`) a controller starts to `id`.
    func relationship(to id: String, in relationships: Set<IBRelationship>) -> Entry? {
        segues(to: id).first {
            $0.fromController && $0.segue.segueKind == .relationship && $0.segue.relationship.map(relationships.contains) == true
        }
    }

    /// The navigation controller whose root is the controller with `id`.
    func navigationController(rootedAt id: String) -> IBObject? {
        segues(to: id).first {
            $0.fromController && $0.source.kind == .navigationController
                && $0.segue.segueKind == .relationship && $0.segue.relationship == .rootViewController
        }?.source
    }

    /// The tab bar controller that shows the controller with `id` as a tab, directly or as the
    /// root of a navigation controller that is the tab, or, `throughPushes`, a controller pushed
    /// in that navigation controller.
    func tabBarController(showing id: String, throughPushes: Bool) -> IBObject? {
        let navigation = throughPushes ? enclosingNavigationController(of: id) : navigationController(rootedAt: id)
        return (relationship(to: id, in: [.viewControllers])
            ?? navigation.flatMap { relationship(to: $0.id, in: [.viewControllers]) })?.source
    }

    /// The navigation controller whose root is the controller with `id`, or whose root pushes it
    /// (`show` / `push`, through any number of pushed controllers).
    func enclosingNavigationController(of id: String, seen: Set<String> = []) -> IBObject? {
        if let navigation = navigationController(rootedAt: id) { return navigation }
        let seen = seen.union([id])
        for source in sources(of: id, kinds: [.show, .push]) where !seen.contains(source.id) {
            if let navigation = enclosingNavigationController(of: source.id, seen: seen) { return navigation }
        }
        return nil
    }
}
