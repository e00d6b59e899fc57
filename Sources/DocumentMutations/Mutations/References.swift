import Foundation

/// Mutations of ids and the references between elements: swapped and duplicated ids, dangling
/// and ill-typed references, segue cycles, storyboard references to themselves.
extension MutationContext {
    mutating func swapIDs() -> String? {
        let withIDs = elements.indices.filter { elements[$0].attribute("id") != nil && elements[$0].depth > 0 }
        guard withIDs.count >= 2 else { return nil }
        let sameKind = variant(2) == 0
        let a = random.pick(withIDs)
        let others = withIDs.filter { $0 != a && (!sameKind || elements[$0].name == elements[a].name) }
        guard let b = others.isEmpty ? withIDs.first(where: { $0 != a }) : random.pick(others) else { return nil }
        let idA = elements[a].attribute("id")!, idB = elements[b].attribute("id")!
        replace(idA.valueRange, with: idB.value)
        replace(idB.valueRange, with: idA.value)
        return "ids of \(describe(a)) and \(describe(b)) swapped"
    }

    mutating func duplicateID() -> String? {
        let withIDs = elements.indices.filter { elements[$0].attribute("id") != nil && elements[$0].depth > 0 }
        guard withIDs.count >= 2 else { return nil }
        let a: Int, b: Int
        switch variant(3) {
        case 0:
            // A controller takes its root view's id.
            guard let view = pickElement(where: { $0["key"] == "view" && $0["id"] != nil }), let controller = elements[view].parent, elements[controller]["id"] != nil else { return nil }
            (a, b) = (view, controller)
        case 1:
            // A constraint takes the id of the view it constrains.
            guard let constraint = pickElement(named: ["constraint"], where: { $0["firstItem"] != nil }),
                  let view = outline.element(withID: elements[constraint]["firstItem"]!) else { return nil }
            (a, b) = (view, constraint)
        default:
            a = random.pick(withIDs)
            guard let other = withIDs.filter({ $0 != a }).randomElement(using: &random) else { return nil }
            b = other
        }
        replace(elements[b].attribute("id")!.valueRange, with: elements[a]["id"]!)
        return "\(describe(b)) takes the id of \(describe(a))"
    }

    mutating func danglingReference() -> String? {
        let value = variant(["XXX-XX-XXX", "", " ", "-1", "id with spaces", "nope"])
        if random.chance(1, in: 4), let mask = pickElement(named: ["mask"]) {
            appendChild("<include reference=\"\(value)\"/>", to: mask)
            return "an include of \"\(value)\" in \(describe(mask))"
        }
        guard let (index, attribute) = pickAttribute(where: { _, a in Vocabulary.referenceAttributes.contains(a.name) }) else { return nil }
        replace(attribute.valueRange, with: value)
        return "\(attribute.name) of \(describe(index)) = \"\(value)\""
    }

    mutating func referenceKindConfusion() -> String? {
        func ids(_ names: Set<String>) -> [String] { outline.indices(named: names).compactMap { elements[$0]["id"] ?? elements[$0]["sceneID"] } }
        let cases: [(String, Set<String>)] = [
            ("firstItem", Vocabulary.controllers.union(["scene", "constraint", "segue", "placeholder"])),
            ("secondItem", Vocabulary.controllers.union(["constraint", "navigationItem", "barButtonItem"])),
            ("destination", Vocabulary.views.union(["constraint", "scene", "placeholder", "navigationItem"])),
            ("initialViewController", Vocabulary.views.union(["constraint", "segue", "scene"])),
            ("reference", Vocabulary.controllers.union(["scene", "segue"])),
        ]
        let (name, targets) = variant(cases)
        let candidates = ids(targets)
        guard !candidates.isEmpty, let (index, attribute) = pickAttribute(where: { _, a in a.name == name }) else { return nil }
        let value = random.pick(candidates)
        replace(attribute.valueRange, with: value)
        return "\(name) of \(describe(index)) = \"\(value)\" (\(elements[outline.element(withID: value) ?? index].name))"
    }

    /// A container view embedding `destination`, to put in the root view of a controller.
    private mutating func addContainer(embedding destination: String, in controller: Int, tag: String) -> Bool {
        guard let root = outline.children(of: controller).first(where: { elements[$0]["key"] == "view" }) else { return false }
        let container = "<containerView opaque=\"NO\" contentMode=\"scaleToFill\" id=\"\(freshID("cv\(tag)"))\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"100\"/><connections><segue destination=\"\(destination)\" kind=\"embed\" id=\"\(freshID("sg\(tag)"))\"/></connections></containerView>"
        if let subviews = outline.children(of: root).first(where: { elements[$0].name == "subviews" }) {
            prependChild(container, to: subviews)
        } else {
            prependChild("<subviews>\(container)</subviews>", to: root)
        }
        return true
    }

    mutating func segueCycle() -> String? {
        guard isStoryboard else { return nil }
        let controllers = outline.indices(named: Vocabulary.controllers.subtracting(["viewControllerPlaceholder"])).filter { elements[$0]["id"] != nil }
        switch variant(4) {
        case 0:
            guard let controller = controllers.filter({ c in outline.children(of: c).contains { elements[$0]["key"] == "view" } }).randomElement(using: &random),
                  addContainer(embedding: elements[controller]["id"]!, in: controller, tag: "a") else { return nil }
            return "\(describe(controller)) embeds itself"
        case 1:
            let withViews = controllers.filter { c in outline.children(of: c).contains { elements[$0]["key"] == "view" } }
            guard withViews.count >= 2 else { return nil }
            let a = random.pick(withViews)
            let b = random.pick(withViews.filter { $0 != a })
            guard addContainer(embedding: elements[b]["id"]!, in: a, tag: "a"), addContainer(embedding: elements[a]["id"]!, in: b, tag: "b") else { return nil }
            return "\(describe(a)) and \(describe(b)) embed each other"
        case 2:
            guard let segue = pickElement(named: ["segue"], where: { $0["kind"] == "relationship" || $0["kind"] == "embed" }),
                  let controller = outline.ancestor(of: segue, named: Vocabulary.controllers), let id = elements[controller]["id"] else { return nil }
            replace(elements[segue].attribute("destination")!.valueRange, with: id)
            return "\(describe(segue)) leads back to its own \(describe(controller))"
        default:
            // Every relationship and embed segue leads to the controller of the one before.
            let segues = outline.indices(named: ["segue"]).filter { ["relationship", "embed", "show", "push", "presentation", "modal"].contains(elements[$0]["kind"] ?? "") && elements[$0].attribute("destination") != nil }
            guard segues.count >= 2 else { return nil }
            let owners = segues.compactMap { outline.ancestor(of: $0, named: Vocabulary.controllers).flatMap { elements[$0]["id"] } }
            guard owners.count == segues.count else { return nil }
            for (n, segue) in segues.enumerated() {
                replace(elements[segue].attribute("destination")!.valueRange, with: owners[(n + segues.count - 1) % segues.count])
            }
            return "\(segues.count) segues rewired into a ring through their controllers"
        }
    }

    mutating func placeholderSelfReference() -> String? {
        guard isStoryboard, let scenes = outline.indices(named: ["scenes"]).first, let root = outline.indices(named: ["document"]).first else { return nil }
        let id = freshID("ph")
        let name = documentBaseName
        let options: [(String, String, Bool)] = [
            ("a reference to its own scene in its own document", "storyboardName=\"\(name)\" referencedIdentifier=\"MutSelf\" storyboardIdentifier=\"MutSelf\"", true),
            ("a reference to its own document's initial controller, which is the reference", "storyboardName=\"\(name)\"", true),
            ("a reference to a document outside the project", "storyboardName=\"../../../../../../../../etc/passwd\"", true),
            ("a reference to /dev/zero", "storyboardName=\"/dev/zero\"", true),
            ("a reference with empty names", "storyboardName=\"\" referencedIdentifier=\"\"", true),
            ("a reference to its own scene, embedded by a controller", "storyboardName=\"\(name)\" referencedIdentifier=\"MutSelf\" storyboardIdentifier=\"MutSelf\"", false),
        ]
        let (change, attributes, initial) = variant(options)
        insert("<scene sceneID=\"\(freshID("sc"))\"><objects><viewControllerPlaceholder \(attributes) id=\"\(id)\" sceneMemberID=\"viewController\"/></objects></scene>", at: elements[scenes].endTagStart)
        if initial {
            set("initialViewController", to: id, of: root)
        } else {
            guard let controller = outline.indices(named: ["viewController"]).filter({ c in outline.children(of: c).contains { elements[$0]["key"] == "view" } }).randomElement(using: &random),
                  addContainer(embedding: id, in: controller, tag: "p") else { return nil }
            // The embedding controller is what the reference names.
            set("storyboardIdentifier", to: "MutSelf", of: controller)
        }
        return change + (initial ? ", made the initial controller" : "")
    }
}
