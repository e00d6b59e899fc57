/// Checks a document's tree for what the typed layer cannot express: names outside the known
/// vocabulary (warnings, once per name), references to ids that do not exist, constraints
/// whose items live in another scene, and duplicate ids (errors); variation keys with parts no
/// trait reads (warnings: such a variation never applies).
struct IBDocumentValidator {
    let file: String
    let root: IBElement
    let kind: IBDocument.Kind

    private struct Reference {
        var id: String
        var scope: Int
        var element: IBElement
        var attribute: String
    }

    private struct Definition {
        var scope: Int
        var position: SourcePosition?
    }

    private var definitions: [String: Definition] = [:]
    private var references: [Reference] = []
    private var unknownElements: [String: SourcePosition?] = [:]
    private var unknownElementOrder: [String] = []
    private var unknownAttributes: [String: (element: String, position: SourcePosition?)] = [:]
    private var unknownAttributeOrder: [String] = []
    private var diagnostics: [Diagnostic] = []
    private var scopeNames: [Int: String] = [:]

    init(file: String, root: IBElement, kind: IBDocument.Kind) {
        self.file = file
        self.root = root
        self.kind = kind
    }

    /// Element names whose `id` is not an object id.
    private static let nonObjectIDs: Set<String> = ["device", "adaptation", "capability", "plugIn"]

    mutating func validate() -> [Diagnostic] {
        visit(root, scope: -1, insideVariation: false)
        if let initial = root["initialViewController"] {
            references.append(Reference(id: initial, scope: -1, element: root, attribute: "initialViewController"))
        }
        for name in unknownElementOrder {
            diagnostics.append(Diagnostic(.warning, .unknownElement, file: file, at: unknownElements[name] ?? nil,
                message: "unknown element <\(name)> (kept, not interpreted)"))
        }
        for name in unknownAttributeOrder {
            let (element, position) = unknownAttributes[name]!
            diagnostics.append(Diagnostic(.warning, .unknownAttribute, file: file, at: position,
                message: "unknown attribute '\(name)' on <\(element)> (kept, not interpreted)"))
        }
        for reference in references {
            guard let definition = definitions[reference.id] else {
                diagnostics.append(Diagnostic(.error, .missingReference, file: file, at: reference.element.position,
                    message: "\(describe(reference.element)) \(reference.attribute)=\"\(reference.id)\" refers to no object in the document"))
                continue
            }
            if reference.element.name == "constraint", definition.scope != reference.scope, reference.scope >= 0, definition.scope >= 0 {
                let unit = kind == .storyboard ? "scene" : "top-level object"
                diagnostics.append(Diagnostic(.error, .crossSceneConstraint, file: file, at: reference.element.position,
                    message: "\(describe(reference.element)) \(reference.attribute)=\"\(reference.id)\" is in another \(unit) (\(scopeNames[definition.scope] ?? "?")) than the constraint (\(scopeNames[reference.scope] ?? "?"))"))
            }
        }
        return diagnostics
    }

    private mutating func visit(_ element: IBElement, scope: Int, insideVariation: Bool) {
        if !IBVocabulary.elements.contains(element.name), unknownElements[element.name] == nil {
            unknownElements[element.name] = element.position
            unknownElementOrder.append(element.name)
        }
        for attribute in element.attributes where !IBVocabulary.attributes.contains(attribute.name) && unknownAttributes[attribute.name] == nil {
            unknownAttributes[attribute.name] = (element.name, element.position)
            unknownAttributeOrder.append(attribute.name)
        }
        if let id = element.id, !Self.nonObjectIDs.contains(element.name), !insideVariation {
            if let existing = definitions[id] {
                diagnostics.append(Diagnostic(.error, .duplicateID, file: file, at: element.position,
                    message: "\(describe(element)) reuses the id \"\(id)\" of the object at line \(existing.position?.line ?? 0)"))
            } else {
                definitions[id] = Definition(scope: scope, position: element.position)
            }
        }
        collectReferences(element, scope: scope)
        if element.name == "variation", let key = element.key {
            let parsed = IBVariationKey(key)
            if !parsed.unknownParts.isEmpty {
                let parts = parsed.unknownParts.map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.append(Diagnostic(.warning, .unknownVariationKey, file: file, at: element.position,
                    message: "<variation key=\"\(key)\"> has \(parsed.unknownParts.count == 1 ? "a part" : "parts") that no trait reads (\(parts)); the variation never applies"))
            }
        }

        var childScopeCounter = 0
        for child in element.children {
            guard case let .element(child) = child else { continue }
            var childScope = scope
            if kind == .storyboard, child.name == "scene" {
                childScope = scopeNames.count
                scopeNames[childScope] = "scene \(child["sceneID"] ?? "?")"
            } else if kind == .xib, element.name == "objects", element.position == root.firstElement(named: "objects")?.position {
                childScope = 1000 + childScopeCounter
                childScopeCounter += 1
                scopeNames[childScope] = "<\(child.name) id=\"\(child.id ?? "?")\">"
            }
            visit(child, scope: childScope, insideVariation: insideVariation || child.name == "variation")
        }
    }

    private mutating func collectReferences(_ element: IBElement, scope: Int) {
        switch element.name {
        case "constraint":
            for attribute in ["firstItem", "secondItem"] {
                if let id = element[attribute] { references.append(Reference(id: id, scope: scope, element: element, attribute: attribute)) }
            }
        case "outlet", "outletCollection", "action", "segue":
            for attribute in ["destination", "popoverAnchorView", "popoverAnchorBarButtonItem", "reference"] {
                if let id = element[attribute] { references.append(Reference(id: id, scope: scope, element: element, attribute: attribute)) }
            }
        case "include", "exclude":
            if let id = element["reference"] { references.append(Reference(id: id, scope: scope, element: element, attribute: "reference")) }
        default:
            break
        }
    }

    private func describe(_ element: IBElement) -> String {
        var text = "<\(element.name)"
        if let id = element.id { text += " id=\"\(id)\"" }
        if let property = element["property"] { text += " property=\"\(property)\"" }
        if let selector = element["selector"] { text += " selector=\"\(selector)\"" }
        return text + ">"
    }
}
