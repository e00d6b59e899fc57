/// Which navigation controller of a document a scene sits in, as Xcode's canvas decides it (used
/// by `IBSceneLayout` for frames and by `IBSceneWindow` for pictures).
extension IBDocument {
    /// The navigation controller whose root is the controller with `id`.
    func navigationController(rootedAt id: String) -> IBObject? {
        for scene in scenes {
            guard let parent = scene.controller, parent.kind == .navigationController else { continue }
            if parent.segues.contains(where: { $0.segueKind == "relationship" && $0.relationship == "rootViewController" && $0.destination == id }) {
                return parent
            }
        }
        return nil
    }

    /// The navigation controller whose root is the controller with `id`, or whose root pushes it
    /// (`show` / `push`, through any number of pushed controllers).
    func enclosingNavigationController(of id: String, seen: Set<String> = []) -> IBObject? {
        if let navigation = navigationController(rootedAt: id) { return navigation }
        let seen = seen.union([id])
        for scene in scenes {
            guard let source = scene.controller, !seen.contains(source.id) else { continue }
            var pushes = false
            source.forEach { object in
                if object.segues.contains(where: { ($0.segueKind == "show" || $0.segueKind == "push") && $0.destination == id }) { pushes = true }
            }
            if pushes, let navigation = enclosingNavigationController(of: source.id, seen: seen) { return navigation }
        }
        return nil
    }
}
