import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode infers the bars of a scene pushed from inside a navigation controller (`show` /
    /// `push`, the "Inferred" simulated metrics): it inherits the containers of the scene that
    /// pushes it. A scene shown with `showDetail` from inside one inherits its navigation bar only:
    /// it replaces the detail, outside the source's tab bar controller (habitica 121). A
    /// navigation controller shown (`show` / `push`) from a scene in a tab bar controller is in
    /// that tab bar controller too, with what it holds: passforios 534 (a scene pushed inside
    /// such a navigation controller has a label pinned 80 pt above the bottom layout guide stored
    /// 49 pt higher, above the tab bar); strongbox 151 / 152 (the scenes of two navigation
    /// controllers shown from a tab carry simulated tab bars, the same frames); applied to the
    /// whole corpus this changes no other frame.
    public static let inferredContainers = CanvasRule(
        name: "inferred-containers",
        summary: "a pushed scene inherits its source's containers; a showDetail destination its navigation bar only",
        evidence: [
            .init("files/121_habitica_Main.storyboard", scene: "dL9-mT-DcX"),
            .init("wide/422_nrfmesh_DFU.storyboard", scene: "AVL-IM-083"),
            .init("wide/508_ibanimatable_UserInterface.storyboard", scene: "8Aq-1E-j6W"),
            .init("wide/534_passforios_pass_Main.storyboard", scene: "AuR-rQ-G3V"),
        ])
}

/// The containers a document puts a controller in, as Xcode's canvas draws them and as `render`
/// shows the scene: one computation for `frames` and `render`.
enum CanvasContainers {
    /// A controller's containers and how they were found.
    struct Chain: Equatable, Sendable {
        /// The relationships that contain the controller, innermost first (`rootViewController`,
        /// `viewControllers`).
        var relationships: [IBRelationship] = []
        /// Whether they are inherited from a scene that pushes the controller or shows it as a
        /// detail (``CanvasRule/inferredContainers``).
        var isInferred = false
        /// Whether a navigation item's bar button items gave a navigation bar on the way
        /// (``CanvasRule/navigationItemBar``).
        var usesNavigationItemBar = false
    }

    /// The relationships that contain a controller in the document (`segues`), innermost first,
    /// with the containers Xcode infers for a scene pushed or shown as a detail
    /// (``CanvasRule/inferredContainers``) when `inferring` is true. With `navigationItemBars`, a
    /// controller in no container whose navigation item has bar button items takes a navigation
    /// bar (``CanvasRule/navigationItemBar``) in a document of a tools version below 14800.
    nonisolated static func chain(
        of id: String, in segues: IBSegueIndex, toolsVersion: Double, inferring: Bool = true, navigationItemBars: Bool = false
    ) -> Chain {
        chain(of: id, in: segues, itemBars: navigationItemBars && toolsVersion < IBToolsVersion.xcode11, inferring: inferring, seen: [id])
    }

    nonisolated private static func chain(
        of id: String, in segues: IBSegueIndex, itemBars: Bool, inferring: Bool, seen visited: Set<String>
    ) -> Chain {
        var chain = Chain()
        var current = id
        var seen = visited
        while chain.relationships.count < 4 {
            let found = segues.relationship(to: current, in: [.rootViewController, .viewControllers])
            if found == nil, chain.relationships.isEmpty {
                if inferring, let inferred = inferredChain(of: current, in: segues, itemBars: itemBars, seen: &seen) {
                    return inferred
                }
                if itemBars, hasOwnNavigationItem(current, in: segues) {
                    return Chain(relationships: [.rootViewController], usesNavigationItemBar: true)
                }
            }
            if found == nil, inferring, chain.relationships.last == .rootViewController,
               segues.controller(withID: current)?.kind == .navigationController,
               let inferred = inferredChain(of: current, in: segues, itemBars: itemBars, seen: &seen) {
                // A navigation controller shown from a scene in containers is in the source's
                // other containers (its tab bar controller).
                chain.relationships += inferred.relationships.filter { $0 != .rootViewController }
                chain.isInferred = chain.isInferred || inferred.relationships.count > 1
                chain.usesNavigationItemBar = chain.usesNavigationItemBar || inferred.usesNavigationItemBar
                break
            }
            guard let found, seen.insert(found.source.id).inserted else { break }
            chain.relationships.append(found.segue.relationship!)
            current = found.source.id
        }
        return chain
    }

    /// The chain a pushed scene or a detail inherits from the scene that shows it, when that
    /// scene is in a navigation controller.
    nonisolated private static func inferredChain(
        of id: String, in segues: IBSegueIndex, itemBars: Bool, seen: inout Set<String>
    ) -> Chain? {
        for source in segues.sources(of: id, kinds: [.show, .push, .showDetail]) where source.id != id && !seen.contains(source.id) {
            let kinds = Set(segues.segues(to: id).filter { $0.source.id == source.id }.compactMap(\.segue.segueKind))
            let pushes = kinds.contains(.show) || kinds.contains(.push)
            seen.insert(source.id)
            let inherited = chain(of: source.id, in: segues, itemBars: itemBars, inferring: true, seen: seen)
            guard inherited.relationships.first == .rootViewController else { continue }
            // One navigation controller: the pushed scene is in the source's.
            let relationships = pushes ? [.rootViewController] + inherited.relationships.dropFirst().filter { $0 != .rootViewController } : [.rootViewController]
            return Chain(relationships: relationships, isInferred: true, usesNavigationItemBar: inherited.usesNavigationItemBar)
        }
        return nil
    }
}
