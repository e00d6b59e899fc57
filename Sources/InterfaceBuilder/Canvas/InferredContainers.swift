import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode infers the bars of a scene pushed from inside a navigation controller (`show` /
    /// `push`, the "Inferred" simulated metrics): it inherits the containers of the scene that
    /// pushes it. A scene shown with `showDetail` from inside one inherits its navigation bar only:
    /// it replaces the detail, outside the source's tab bar controller (habitica 121).
    public static let inferredContainers = CanvasRule(
        name: "inferred-containers",
        summary: "a pushed scene inherits its source's containers; a showDetail destination its navigation bar only",
        evidence: [
            .init("files/121_habitica_Main.storyboard", scene: "dL9-mT-DcX"),
            .init("wide/514_packt16_ch17_LetsEat_Main.storyboard", scene: "Dc1-ne-ipa"),
            .init("wide/507_ibanimatable_UserInterfaceGradients.storyboard", scene: "Mwp-lR-EKb"),
        ])
}

/// The containers a document puts a controller in, as Xcode's canvas draws them and as `render`
/// shows the scene: one computation for `frames` and `render`.
enum CanvasContainers {
    /// The relationships that contain a controller in the document, innermost first
    /// (`rootViewController`, `viewControllers`), with the containers Xcode infers for a scene
    /// pushed or shown as a detail (``CanvasRule/inferredContainers``) when `inferring` is true.
    /// With `navigationItemBars`, a controller in no container whose navigation item has bar
    /// button items takes a navigation bar (``CanvasRule/navigationItemBar``).
    nonisolated static func chain(of id: String, in document: IBDocument, inferring: Bool = true, navigationItemBars: Bool = false) -> [String] {
        chain(of: id, in: document, inferring: inferring, navigationItemBars: navigationItemBars, seen: [id])
    }

    nonisolated private static func chain(
        of id: String, in document: IBDocument, inferring: Bool, navigationItemBars: Bool, seen visited: Set<String>
    ) -> [String] {
        var chain: [String] = []
        var current = id
        var seen = visited
        while chain.count < 4 {
            var found: (parent: String, relationship: String)?
            for scene in document.scenes {
                guard let parent = scene.controller else { continue }
                if let segue = parent.segues.first(where: {
                    $0.segueKind == "relationship" && $0.destination == current
                        && ($0.relationship == "rootViewController" || $0.relationship == "viewControllers")
                }) {
                    found = (parent.id, segue.relationship!)
                    break
                }
            }
            if found == nil, chain.isEmpty {
                if inferring, let inferred = inferredChain(of: current, in: document, navigationItemBars: navigationItemBars, seen: &seen) {
                    return inferred
                }
                if navigationItemBars, hasOwnNavigationItem(current, in: document) { return ["rootViewController"] }
            }
            guard let (parent, relationship) = found, seen.insert(parent).inserted else { break }
            chain.append(relationship)
            current = parent
        }
        return chain
    }

    /// The chain a pushed scene or a detail inherits from the scene that shows it, when that
    /// scene is in a navigation controller.
    nonisolated private static func inferredChain(
        of id: String, in document: IBDocument, navigationItemBars: Bool, seen: inout Set<String>
    ) -> [String]? {
        for scene in document.scenes {
            guard let source = scene.controller, source.id != id, !seen.contains(source.id) else { continue }
            var pushes = false, showsDetail = false
            source.forEach { object in
                for segue in object.segues where segue.destination == id {
                    if segue.segueKind == "show" || segue.segueKind == "push" { pushes = true }
                    if segue.segueKind == "showDetail" { showsDetail = true }
                }
            }
            guard pushes || showsDetail else { continue }
            seen.insert(source.id)
            let inherited = chain(of: source.id, in: document, inferring: true, navigationItemBars: navigationItemBars, seen: seen)
            guard inherited.first == "rootViewController" else { continue }
            // One navigation controller: the pushed scene is in the source's.
            return pushes ? ["rootViewController"] + inherited.dropFirst().filter { $0 != "rootViewController" } : ["rootViewController"]
        }
        return nil
    }
}
