import AdaptiveKit
import Foundation

/// An `_iPhone` / `_iPad` storyboard pair merged into one storyboard with size classes: the
/// iPhone layout is the base (wAny hAny) and what the iPad's differs in is written for the iPad's
/// cell, wR hR (`heightClass=regular-widthClass=regular`), as Apple advises (an iPhone in
/// portrait is wC hR, an iPad wR hR).
///
/// The rule (``merge(iPhone:iPad:)``, `docs/convert.md`):
///
/// 1. Both documents are converted to size classes first (``IBDocument/convertedToSizeClasses()``).
/// 2. Scenes are matched by their controllers: the same `storyboardIdentifier`; then the same
///    element and `customClass`, when only one controller of each document has it; then the two
///    initial controllers; then, from matched controllers, the destinations of relationship
///    segues with the same `relationship` and of segues with the same `identifier`, until
///    nothing more matches.
/// 3. Inside matched scenes, elements are matched level by level: the same id, else the same
///    element name and the same signature (custom class, user label, text, title, key, type,
///    identifiers, image), else the same name and key in order. Constraints of matched views
///    match when their items (mapped to the iPhone's ids), attributes and relation are the same.
/// 4. What differs is written as Interface Builder writes it (``IBEdit``):
///    - a matched constraint whose constant differs: a `constant` variation for wR hR;
///    - a subview or constraint only in the iPad scene: added (its ids renamed when they collide,
///      in Xcode's `abc-de-fgh` form), excluded in the base and included in wR hR;
///    - a subview or constraint only in the iPhone scene: excluded in wR hR.
/// 5. iPad scenes that match none are appended (ids renamed when they collide, references to
///    matched objects pointed at the iPhone's), with the iPad's resources the iPhone lacks.
///
/// Also written for wR hR: a matched object's different font (`<fontDescription>` in its
/// variation) and a matched stack view's different `axis`, `alignment`, `distribution` or
/// `spacing` (attributes of its variation) — the properties Interface Builder varies by size class.
///
/// Not merged (a remark each, the iPhone's kept): other attribute differences (a priority, a
/// multiplier, a frame), elements other than subviews and constraints present on one side
/// only (bar items, outlets, segues), and the variations the iPad document already has.
public struct IBSizeClassMerge: Sendable {
    /// The cell the iPad's differences are written in: wR hR.
    public static let iPadCell = IBSizeClassCell(width: .regular, height: .regular)

    /// The merged document.
    public var document: IBDocument
    /// What the merge did (the iPhone document's conversion first), in order.
    public var changes: [IBConversionChange]
    /// What it did not merge.
    public var remarks: [IBConversionRemark]
    /// The matched scenes, as (iPhone scene id, iPad scene id) pairs in the iPhone's order.
    public var matchedScenes: [ScenePair]

    /// A matched pair of scenes.
    public struct ScenePair: Hashable, Sendable {
        /// The iPhone document's `sceneID`.
        public var iPhone: String
        /// The iPad document's `sceneID`.
        public var iPad: String

        /// A pair.
        public init(iPhone: String, iPad: String) {
            self.iPhone = iPhone
            self.iPad = iPad
        }
    }

    /// Merges `iPad` into `iPhone` (see ``IBSizeClassMerge`` for the rule).
    ///
    /// - Throws: ``IBConversionError`` when either is not a storyboard, does not use Auto
    ///   Layout, or the merged document would read back with new diagnostics (nothing is
    ///   written then).
    public static func merge(iPhone: IBDocument, iPad: IBDocument) throws(IBConversionError) -> IBSizeClassMerge {
        guard iPhone.kind == .storyboard, iPad.kind == .storyboard else {
            throw IBConversionError("merging is supported for storyboards only, not xibs (\(iPhone.kind == .storyboard ? iPad.path : iPhone.path))")
        }
        let phoneConversion = try iPhone.convertedToSizeClasses()
        let padConversion = try iPad.convertedToSizeClasses()
        var merger = SizeClassMerger(phone: phoneConversion.document, pad: padConversion.document)
        merger.changes = phoneConversion.changes
        merger.remarks = phoneConversion.remarks
        try merger.run()
        let merged: IBDocument
        do {
            merged = try IBDocument(data: merger.xml.xmlData(), path: iPhone.path)
        } catch {
            throw IBConversionError("\(iPhone.path): the merged document cannot be read: \(error)")
        }
        let known = IBDocument.combiningDiagnostics(of: phoneConversion.document, padConversion.document)
        if let diagnostic = merged.diagnostics(newComparedTo: known).first {
            throw IBConversionError("\(iPhone.path): the merged document would have a new diagnostic (not supported by the merge): \(diagnostic)")
        }
        return IBSizeClassMerge(document: merged, changes: merger.changes, remarks: merger.remarks,
                                matchedScenes: merger.scenePairs.map { ScenePair(iPhone: $0.phone, iPad: $0.pad) })
    }
}

extension IBDocument {
    /// `first` with the diagnostics of both documents (what a merge of the two may carry over).
    fileprivate static func combiningDiagnostics(of first: IBDocument, _ second: IBDocument) -> IBDocument {
        var result = first
        result.diagnostics += second.diagnostics
        return result
    }
}

/// The work of one merge, on the iPhone document's tree.
struct SizeClassMerger {
    /// Attributes whose value is the id of another object.
    static let referenceAttributes = ["destination", "firstItem", "secondItem", "reference", "popoverAnchorView", "popoverAnchorBarButtonItem"]
    /// Attributes of an element that say which one it is, for matching.
    static let signatureAttributes = ["customClass", "userLabel", "text", "title", "placeholder", "image", "key", "type",
                                      "restorationIdentifier", "reuseIdentifier", "storyboardIdentifier", "systemItem", "style"]
    /// Children not matched as elements: constraints (matched by what they constrain), variations,
    /// connections.
    static let unmatchedChildren: Set<String> = ["constraints", "variation", "connections"]

    var phone: IBDocument
    var pad: IBDocument
    /// The merged tree.
    var xml: IBXMLDocument
    var changes: [IBConversionChange] = []
    var remarks: [IBConversionRemark] = []
    var scenePairs: [(phone: String, pad: String)] = []

    /// iPad id → id in the merged document (the iPhone's for a matched object).
    private var idMap: [String: String] = [:]
    /// Every id (and scene id) used in the merged document so far.
    private var taken: Set<String> = []
    /// Matched views (iPhone element, iPad element), for their constraints.
    private var viewPairs: [(phone: IBElement, pad: IBElement)] = []
    /// Matched objects with ids (iPhone element, iPad element), for their properties.
    private var objectPairs: [(phone: IBElement, pad: IBElement)] = []
    /// iPad subviews to add: the iPhone superview's id, the iPad subview, and the iPad id of the
    /// sibling it follows (`nil`: the first).
    private var addedSubviews: [(superview: String, subview: IBElement, after: String?)] = []
    /// The iPad ids of the objects matched with one of the iPhone.
    private var matchedPadIDs: Set<String> = []
    /// The ids of the views whose children ``matchElements(_:_:)`` is in.
    private var superviewStack: [String] = []
    /// iPhone subviews the iPad lacks.
    private var phoneOnlySubviews: [IBElement] = []

    init(phone: IBDocument, pad: IBDocument) {
        self.phone = phone
        self.pad = pad
        self.xml = phone.xml
    }

    mutating func run() throws(IBConversionError) {
        guard let phoneRoot = phone.xml.root, let padRoot = pad.xml.root else { throw IBConversionError("a document has no root element") }
        phoneRoot.forEachElement { element in
            if let id = element.id { taken.insert(id) }
            if let id = element["sceneID"] { taken.insert(id) }
        }
        let phoneScenes = phoneRoot.firstElement(named: "scenes")?.elements(named: "scene") ?? []
        let padScenes = padRoot.firstElement(named: "scenes")?.elements(named: "scene") ?? []
        matchScenes(phoneScenes, padScenes, phoneInitial: phoneRoot["initialViewController"], padInitial: padRoot["initialViewController"])

        // Elements of matched scenes, then new ids for everything else of the iPad.
        for (phoneID, padID) in scenePairs {
            guard let phoneScene = phoneScenes.first(where: { $0["sceneID"] == phoneID }),
                  let padScene = padScenes.first(where: { $0["sceneID"] == padID }) else { continue }
            idMap[padID] = phoneID
            matchedPadIDs.insert(padID)
            matchElements(phoneScene, padScene)
        }
        padRoot.forEachElement { element in
            if let id = element.id, idMap[id] == nil { idMap[id] = newID(for: id) }
            if let id = element["sceneID"], idMap[id] == nil { idMap[id] = newID(for: id) }
        }
        try addSubviews()
        try mergeConstraints()
        try mergeProperties()
        try excludePhoneOnlySubviews()
        appendScenes(padScenes.filter { scene in !scenePairs.contains { $0.pad == scene["sceneID"] } })
        mergeResources(padRoot.firstElement(named: "resources"))
    }

    // MARK: Matching

    /// The controller of a `<scene>`.
    static func controller(of scene: IBElement) -> IBElement? {
        let objects = scene.firstElement(named: "objects")?.elements ?? []
        return objects.first { $0["sceneMemberID"] == "viewController" } ?? objects.first { $0.name.hasSuffix("Controller") }
    }

    private mutating func matchScenes(_ phoneScenes: [IBElement], _ padScenes: [IBElement], phoneInitial: String?, padInitial: String?) {
        let phoneControllers = phoneScenes.compactMap { scene in Self.controller(of: scene).map { (scene: scene["sceneID"] ?? "", controller: $0) } }
        let padControllers = padScenes.compactMap { scene in Self.controller(of: scene).map { (scene: scene["sceneID"] ?? "", controller: $0) } }
        var pairs: [(phone: Int, pad: Int)] = []
        func unmatched(phone index: Int) -> Bool { !pairs.contains { $0.phone == index } }
        func unmatched(pad index: Int) -> Bool { !pairs.contains { $0.pad == index } }
        // The same value of `attribute`, unique on both sides.
        func byUnique(_ value: (IBElement) -> String?) {
            for (phoneIndex, phoneEntry) in phoneControllers.enumerated() where unmatched(phone: phoneIndex) {
                guard let wanted = value(phoneEntry.controller),
                      phoneControllers.indices.filter({ unmatched(phone: $0) && value(phoneControllers[$0].controller) == wanted }).count == 1 else { continue }
                let candidates = padControllers.indices.filter { unmatched(pad: $0) && value(padControllers[$0].controller) == wanted }
                if candidates.count == 1 { pairs.append((phoneIndex, candidates[0])) }
            }
        }
        byUnique { $0["storyboardIdentifier"] }
        byUnique { element in element["customClass"].map { "\(element.name) \($0)" } }
        if let phoneInitial, let padInitial,
           let phoneIndex = phoneControllers.firstIndex(where: { $0.controller.id == phoneInitial }), unmatched(phone: phoneIndex),
           let padIndex = padControllers.firstIndex(where: { $0.controller.id == padInitial }), unmatched(pad: padIndex),
           phoneControllers[phoneIndex].controller.name == padControllers[padIndex].controller.name {
            pairs.append((phoneIndex, padIndex))
        }
        // Along segues from matched controllers: the same relationship, or the same identifier.
        func segues(of controller: IBElement) -> [(key: String, destination: String)] {
            var result: [(String, String)] = []
            controller.forEachElement { element in
                guard element.name == "segue", let destination = element["destination"] else { return }
                if element["kind"] == "relationship", let relationship = element["relationship"] {
                    result.append(("relationship " + relationship, destination))
                } else if let identifier = element["identifier"] {
                    result.append(("identifier " + identifier, destination))
                }
            }
            return result
        }
        var grew = true
        while grew {
            grew = false
            for pair in pairs {
                let phoneSegues = segues(of: phoneControllers[pair.phone].controller), padSegues = segues(of: padControllers[pair.pad].controller)
                for segue in phoneSegues where phoneSegues.filter({ $0.key == segue.key }).count == 1 {
                    let padMatches = padSegues.filter { $0.key == segue.key }
                    guard padMatches.count == 1,
                          let phoneIndex = phoneControllers.firstIndex(where: { $0.controller.id == segue.destination }), unmatched(phone: phoneIndex),
                          let padIndex = padControllers.firstIndex(where: { $0.controller.id == padMatches[0].destination }), unmatched(pad: padIndex),
                          phoneControllers[phoneIndex].controller.name == padControllers[padIndex].controller.name else { continue }
                    pairs.append((phoneIndex, padIndex))
                    grew = true
                }
            }
        }
        scenePairs = pairs.sorted { $0.phone < $1.phone }.map { (phoneControllers[$0.phone].scene, padControllers[$0.pad].scene) }
    }

    /// What says which element this is among its siblings (`nil` when nothing does).
    static func signature(_ element: IBElement) -> String? {
        var parts = signatureAttributes.compactMap { name in element[name].map { "\(name)=\($0)" } }
        if let title = element.firstElement(named: "state")?["title"] { parts.append("state=\(title)") }
        if let identifier = element.firstElement(named: "accessibility")?["identifier"] { parts.append("accessibility=\(identifier)") }
        return parts.isEmpty ? nil : element.name + " " + parts.joined(separator: " ")
    }

    /// Pairs the child elements of two matched elements (see ``IBSizeClassMerge`` step 3).
    static func pairChildren(_ phone: [IBElement], _ pad: [IBElement]) -> [(phone: Int, pad: Int)] {
        var pairs: [(Int, Int)] = []
        var phoneFree = Set(phone.indices), padFree = Set(pad.indices)
        func pass(_ same: (IBElement, IBElement) -> Bool) {
            for phoneIndex in phone.indices where phoneFree.contains(phoneIndex) {
                if let padIndex = pad.indices.first(where: { padFree.contains($0) && same(phone[phoneIndex], pad[$0]) }) {
                    pairs.append((phoneIndex, padIndex))
                    phoneFree.remove(phoneIndex)
                    padFree.remove(padIndex)
                }
            }
        }
        pass { $0.id != nil && $0.id == $1.id && $0.name == $1.name }
        pass { a, b in signature(a).map { $0 == signature(b) } ?? false }
        pass { $0.name == $1.name && $0.key == $1.key }
        return pairs.sorted { $0.0 < $1.0 }
    }

    private mutating func matchElements(_ phoneElement: IBElement, _ padElement: IBElement) {
        if let padID = padElement.id, let phoneID = phoneElement.id {
            idMap[padID] = phoneID
            matchedPadIDs.insert(padID)
        }
        if let id = phoneElement.id { superviewStack.append(id) }
        defer { if phoneElement.id != nil { superviewStack.removeLast() } }
        let isView = phoneElement.firstElement(named: "subviews") != nil || phoneElement.firstElement(named: "constraints") != nil
            || padElement.firstElement(named: "subviews") != nil || padElement.firstElement(named: "constraints") != nil
        if isView { viewPairs.append((phoneElement, padElement)) }
        if phoneElement.id != nil, padElement.id != nil { objectPairs.append((phoneElement, padElement)) }
        for variation in padElement.elements(named: "variation") {
            remarks.append(IBConversionRemark(file: pad.path, position: variation.position,
                                              message: "iPad <variation key=\"\(variation.key ?? "")\">\(padElement.id.map { " of '\($0)'" } ?? "") not merged: the iPad document's own variations are left out"))
        }
        let phoneChildren = phoneElement.elements.filter { !Self.unmatchedChildren.contains($0.name) }
        let padChildren = padElement.elements.filter { !Self.unmatchedChildren.contains($0.name) }
        let pairs = Self.pairChildren(phoneChildren, padChildren)
        for (phoneIndex, padIndex) in pairs {
            matchElements(phoneChildren[phoneIndex], padChildren[padIndex])
        }
        if phoneElement.name == "subviews", let superview = superviewStack.last {
            let pairedPad = Set(pairs.map(\.pad)), pairedPhone = Set(pairs.map(\.phone))
            for (index, subview) in padChildren.enumerated() where !pairedPad.contains(index) {
                addedSubviews.append((superview, subview, index > 0 ? padChildren[index - 1].id : nil))
            }
            phoneOnlySubviews += phoneChildren.indices.filter { !pairedPhone.contains($0) }.map { phoneChildren[$0] }
        } else if phoneElement.name != "subviews" {
            let pairedPad = Set(pairs.map(\.pad)), pairedPhone = Set(pairs.map(\.phone))
            for (index, child) in padChildren.enumerated() where !pairedPad.contains(index) {
                if child.name == "subviews", let superview = superviewStack.last {
                    // The iPhone's view has no subviews: every iPad subview is added.
                    let subviews = child.elements
                    for (position, subview) in subviews.enumerated() {
                        addedSubviews.append((superview, subview, position > 0 ? subviews[position - 1].id : nil))
                    }
                } else if child.id != nil || !child.elements.isEmpty {
                    remarks.append(IBConversionRemark(file: pad.path, position: child.position,
                                                      message: "iPad <\(child.name)>\(child.id.map { " '\($0)'" } ?? "") not merged: only subviews and constraints are added per size class"))
                }
            }
            for (index, child) in phoneChildren.enumerated() where !pairedPhone.contains(index) && child.name == "subviews" {
                phoneOnlySubviews += child.elements  // the iPad's view has none
            }
        }
        compareConnections(of: phoneElement, padElement)
    }

    /// A remark for each outlet, action or segue of the iPad element the iPhone's lacks (they are
    /// not merged).
    private mutating func compareConnections(of phoneElement: IBElement, _ padElement: IBElement) {
        func signature(_ connection: IBElement) -> String {
            ([connection.name] + ["property", "selector", "eventType", "kind", "identifier", "relationship"].map { connection[$0] ?? "" }).joined(separator: "|")
        }
        let phoneConnections = Set((phoneElement.firstElement(named: "connections")?.elements ?? []).map(signature))
        for connection in padElement.firstElement(named: "connections")?.elements ?? [] where !phoneConnections.contains(signature(connection)) {
            let what = connection["property"].map { " '\($0)'" } ?? connection["selector"].map { " '\($0)'" } ?? connection["kind"].map { " (\($0))" } ?? ""
            remarks.append(IBConversionRemark(file: pad.path, position: connection.position,
                                              message: "iPad <\(connection.name)>\(what) not merged: the iPhone's \(phoneElement.name) has no such connection"))
        }
    }

    // MARK: Ids

    /// `id` when it is free in the merged document, else a new id in Xcode's `abc-de-fgh` form,
    /// the same for the same document every time.
    private mutating func newID(for id: String) -> String {
        if !taken.contains(id) {
            taken.insert(id)
            return id
        }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var state: UInt64 = 0xcbf29ce484222325
        for byte in id.utf8 { state = (state ^ UInt64(byte)) &* 0x100000001b3 }
        while true {
            var characters: [Character] = []
            for index in 0..<8 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                characters.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
                if index == 2 || index == 4 { characters.append("-") }
            }
            let candidate = String(characters)
            if !taken.contains(candidate) {
                taken.insert(candidate)
                return candidate
            }
        }
    }

    /// `element` of the iPad document, to be copied into the merged one: its ids and references
    /// mapped, each id renamed listed as a change.
    private mutating func copy(_ element: IBElement) -> IBElement {
        element.forEachElement { child in
            for name in ["id", "sceneID"] {
                if let old = child[name], let new = idMap[old], new != old, !matchedPadIDs.contains(old) {
                    changes.append(change(in: pad.path, element: child, id: old, name, old, new, "iPad id '\(old)' renamed '\(new)' (the iPhone document uses it)"))
                }
            }
        }
        return mapped(element)
    }

    /// `element` with its ids and references mapped into the merged document.
    private func mapped(_ element: IBElement) -> IBElement {
        var result = element
        result.attributes = result.attributes.map { attribute in
            var attribute = attribute
            if attribute.name == "id" || attribute.name == "sceneID" || Self.referenceAttributes.contains(attribute.name),
               let new = idMap[attribute.value], new != attribute.value {
                attribute.value = new
            }
            return attribute
        }
        result.children = result.children.map { node in
            if case let .element(child) = node { return .element(mapped(child)) }
            return node
        }
        return result
    }

    // MARK: Edits

    /// Where in a list of children an element goes.
    enum Place {
        case start, after(String), end
    }

    private func change(in file: String, element: IBElement?, id: String?, _ attribute: String, _ old: String?, _ new: String?, _ summary: String) -> IBConversionChange {
        IBConversionChange(file: file, elementName: element?.name ?? "object", elementID: id, attribute: attribute, oldValue: old, newValue: new,
                           position: element?.position, summary: summary)
    }

    private mutating func apply(_ edit: IBEdit) throws(IBConversionError) {
        do {
            xml = try xml.applying(edit, usesTraitCollections: true)
        } catch {
            throw IBConversionError("\(phone.path): \(error.message)")
        }
    }

    /// Inserts `element` (from the iPad document) as a child of the element with id `ownerID`,
    /// in its child named `container` (made when missing), at `place`, keeping the iPad's layout
    /// of its lines.
    private mutating func insert(_ element: IBElement, into container: String, of ownerID: String, at place: Place, padIndentation: String) {
        guard var root = xml.root, let ownerPath = root.path(toElementWithID: ownerID) else { return }
        let ownerIndentation = root.indentation(ofElementAt: ownerPath)
        root.modifyElement(at: ownerPath[...]) { owner in
            var containerIndex = owner.childIndices(named: container).first
            if containerIndex == nil {
                // Xcode writes <subviews> before <constraints>, both after the frame and mask.
                let followers = container == "subviews" ? ["constraints"] : []
                let before = owner.children.indices.first { index in
                    guard let name = owner.children[index].element?.name else { return false }
                    return followers.contains(name) || !["rect", "autoresizingMask", "subviews", "constraints", "layoutGuides"].contains(name)
                }
                owner.insertChildElement(IBElement(name: container), beforeNodeAt: before, ownIndentation: ownerIndentation)
                containerIndex = owner.childIndices(named: container).first
            }
            let containerIndentation = ownerIndentation + IBElement.indentationUnit
            owner.modifyElement(at: [containerIndex!]) { list in
                let before: Int?
                switch place {
                case .start:
                    before = list.children.indices.first { list.children[$0].element != nil }
                case let .after(id):
                    let afterIndex = list.children.indices.first { list.children[$0].element?.id == id }
                    before = afterIndex.flatMap { index in list.children.indices.first { $0 > index && list.children[$0].element != nil } }
                case .end:
                    before = nil
                }
                list.insertChildElement(element, writtenAt: padIndentation, beforeNodeAt: before, ownIndentation: containerIndentation)
            }
        }
        xml.root = root
    }

    private mutating func addSubviews() throws(IBConversionError) {
        for (superview, subview, after) in addedSubviews {
            let padIndentation = padIndentation(of: subview)
            let new = copy(subview)
            guard let id = new.id else { continue }
            insert(new, into: "subviews", of: superview, at: after.map { .after(idMap[$0] ?? $0) } ?? .start, padIndentation: padIndentation)
            try apply(.setInstalled(object: id, installed: false, in: .base))
            try apply(.setInstalled(object: id, installed: true, in: IBSizeClassMerge.iPadCell))
            changes.append(change(in: pad.path, element: subview, id: id, "<subviews>", nil, id,
                                  "iPad <\(subview.name)> '\(id)' added to '\(superview)', installed in wR hR only"))
        }
    }

    private mutating func excludePhoneOnlySubviews() throws(IBConversionError) {
        for subview in phoneOnlySubviews {
            guard let id = subview.id else { continue }
            try apply(.setInstalled(object: id, installed: false, in: IBSizeClassMerge.iPadCell))
            changes.append(change(in: phone.path, element: subview, id: id, "<variation>", nil, "exclude",
                                  "iPhone <\(subview.name)> '\(id)' not installed in wR hR (the iPad has no such view)"))
        }
    }

    /// What identifies a constraint of the view with (merged) id `owner`, its items in merged ids.
    private func constraintKey(_ constraint: IBElement, owner: String, map: (String) -> String) -> String {
        let first = constraint["firstItem"].map(map) ?? owner
        let second = constraint["secondItem"].map(map) ?? ""
        return [first, constraint["firstAttribute"] ?? "", second, constraint["secondAttribute"] ?? "", constraint["relation"] ?? "equal"].joined(separator: "|")
    }

    /// The properties Interface Builder varies by size class, on a stack view, with their
    /// defaults (what an absent attribute means).
    static let stackViewProperties: [(name: String, default: String)] = [
        ("axis", "horizontal"), ("alignment", "fill"), ("distribution", "fill"), ("spacing", "0"),
    ]

    /// Matched objects whose font or stack-view arrangement differs: the iPad's written for wR hR
    /// (a `<fontDescription>` inside the object's variation, an attribute of it for a stack
    /// view's `axis`, `alignment`, `distribution`, `spacing`), as Interface Builder varies them.
    private mutating func mergeProperties() throws(IBConversionError) {
        for (phoneObject, padObject) in objectPairs {
            guard let id = phoneObject.id else { continue }
            if phoneObject.name == "stackView", padObject.name == "stackView" {
                for (name, defaultValue) in Self.stackViewProperties {
                    let phoneValue = phoneObject[name] ?? defaultValue, padValue = padObject[name] ?? defaultValue
                    guard phoneValue != padValue else { continue }
                    try apply(.setProperty(object: id, key: name, value: padValue, in: IBSizeClassMerge.iPadCell))
                    changes.append(change(in: phone.path, element: phoneObject, id: id, name, phoneValue, padValue,
                                          "stack view '\(id)': \(name) \(padValue) in wR hR (\(phoneValue) elsewhere)"))
                }
            }
            let phoneFont = phoneObject.firstElement(named: "fontDescription", key: "fontDescription")
            if let padFont = padObject.firstElement(named: "fontDescription", key: "fontDescription"),
               let phoneFont, !Self.sameAttributes(phoneFont, padFont) {
                setElementOverride(Self.plain(padFont), of: id)
                let describe = { (font: IBElement) in [font["type"] ?? font["name"] ?? "font", font["pointSize"].map { "\($0) pt" } ?? ""].joined(separator: " ") }
                changes.append(change(in: phone.path, element: phoneObject, id: id, "fontDescription", describe(phoneFont), describe(padFont),
                                      "'\(id)': font \(describe(padFont)) in wR hR (\(describe(phoneFont)) elsewhere)"))
            }
        }
    }

    /// Whether two elements have the same attributes (in any order).
    static func sameAttributes(_ a: IBElement, _ b: IBElement) -> Bool {
        Dictionary(a.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            == Dictionary(b.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// An element as written anew: its attributes, no source text or position.
    static func plain(_ element: IBElement) -> IBElement {
        IBElement(name: element.name, attributes: element.attributes.map { IBAttribute(name: $0.name, value: $0.value) })
    }

    /// Writes `child` into the wR hR variation of object `id` (replacing one with the same name
    /// and key there), as Interface Builder writes an overridden font.
    private mutating func setElementOverride(_ child: IBElement, of id: String) {
        guard var root = xml.root, let path = root.path(toElementWithID: id) else { return }
        let indentation = root.indentation(ofElementAt: path)
        root.modifyElement(at: path[...]) { element in
            let index = IBEditing.variationIndex(IBSizeClassMerge.iPadCell.variationKey, in: &element, indentation: indentation)
            element.modifyElement(at: [index]) { variation in
                while let existing = variation.children.firstIndex(where: { $0.element.map { $0.name == child.name && $0.key == child.key } ?? false }) {
                    variation.removeChildElement(at: existing)
                }
                variation.insertChildElement(child, ownIndentation: indentation + IBElement.indentationUnit)
            }
        }
        xml.root = root
    }

    private mutating func mergeConstraints() throws(IBConversionError) {
        for (phoneView, padView) in viewPairs {
            guard let owner = phoneView.id else { continue }
            let phoneConstraints = phoneView.firstElement(named: "constraints")?.elements(named: "constraint") ?? []
            let padConstraints = padView.firstElement(named: "constraints")?.elements(named: "constraint") ?? []
            var phoneFree = Array(phoneConstraints.indices)
            for padConstraint in padConstraints {
                let key = constraintKey(padConstraint, owner: owner) { idMap[$0] ?? $0 }
                if let slot = phoneFree.firstIndex(where: { index in constraintKey(phoneConstraints[index], owner: owner, map: { $0 }) == key }) {
                    let phoneConstraint = phoneConstraints[phoneFree.remove(at: slot)]
                    try compare(phoneConstraint, padConstraint)
                } else {
                    let padIndentation = padIndentation(of: padConstraint)
                    let new = copy(padConstraint)
                    guard let id = new.id else { continue }
                    insert(new, into: "constraints", of: owner, at: .end, padIndentation: padIndentation)
                    try apply(.setInstalled(object: id, installed: false, in: .base))
                    try apply(.setInstalled(object: id, installed: true, in: IBSizeClassMerge.iPadCell))
                    changes.append(change(in: pad.path, element: padConstraint, id: id, "<constraints>", nil, id,
                                          "iPad constraint '\(id)' added to '\(owner)', installed in wR hR only"))
                }
            }
            for index in phoneFree {
                let constraint = phoneConstraints[index]
                guard let id = constraint.id else { continue }
                try apply(.setInstalled(object: id, installed: false, in: IBSizeClassMerge.iPadCell))
                changes.append(change(in: phone.path, element: constraint, id: id, "<variation>", nil, "exclude",
                                      "iPhone constraint '\(id)' not installed in wR hR (the iPad has no such constraint)"))
            }
        }
    }

    /// A matched pair of constraints: a constant variation for a different constant, a remark
    /// for any other difference.
    private mutating func compare(_ phoneConstraint: IBElement, _ padConstraint: IBElement) throws(IBConversionError) {
        guard let id = phoneConstraint.id else { return }
        let phoneConstant = IBValueReader.number(phoneConstraint["constant"] ?? "0") ?? 0
        let padConstant = IBValueReader.number(padConstraint["constant"] ?? "0") ?? 0
        if phoneConstant != padConstant {
            try apply(.setConstant(constraint: id, constant: padConstant, in: IBSizeClassMerge.iPadCell))
            changes.append(change(in: phone.path, element: phoneConstraint, id: id, "constant", IBNumber.written(phoneConstant), IBNumber.written(padConstant),
                                  "constraint '\(id)': constant \(IBNumber.written(padConstant)) in wR hR (\(IBNumber.written(phoneConstant)) elsewhere)"))
        }
        for name in ["priority", "multiplier", "symbolic"] where phoneConstraint[name] != padConstraint[name] {
            remarks.append(IBConversionRemark(file: pad.path, position: padConstraint.position,
                                              message: "constraint '\(id)': the iPad's \(name) \(padConstraint[name] ?? "(none)") not merged (only constants vary by size class here)"))
        }
    }

    /// The indentation of an element of the iPad document (from its column; Xcode indents with
    /// spaces).
    private func padIndentation(of element: IBElement) -> String {
        String(repeating: " ", count: max(0, (element.position?.column ?? 1) - 1))
    }

    private mutating func appendScenes(_ scenes: [IBElement]) {
        guard let root = xml.root, root.firstElement(named: "scenes") != nil else { return }
        for scene in scenes {
            let new = copy(scene)
            var root = xml.root!
            let index = root.childIndices(named: "scenes").first!
            let indentation = root.indentation(ofChildAt: index) ?? IBElement.indentationUnit
            root.modifyElement(at: [index]) { list in
                list.insertChildElement(new, writtenAt: padIndentation(of: scene), ownIndentation: indentation)
                // The comment Xcode writes before a scene (its title) comes along.
                if let comment = Self.comment(before: scene, in: pad.xml.root), let index = list.children.lastIndex(where: { $0.element?.name == "scene" }) {
                    list.children.insert(contentsOf: [.comment(comment), .text(IBText("\n" + indentation + IBElement.indentationUnit))], at: index)
                }
            }
            xml.root = root
            changes.append(change(in: pad.path, element: scene, id: new["sceneID"], "<scene>", nil, new["sceneID"],
                                  "iPad scene '\(scene["sceneID"] ?? "?")' appended (no iPhone scene matches it)"))
        }
    }

    /// The comment right before `scene` in the iPad's `<scenes>`.
    static func comment(before scene: IBElement, in root: IBElement?) -> String? {
        guard let list = root?.firstElement(named: "scenes"),
              let index = list.children.firstIndex(where: { $0.element?["sceneID"] == scene["sceneID"] && $0.element?.name == "scene" }),
              index >= 2, case let .comment(text) = list.children[index - 2] else { return nil }
        return text
    }

    private mutating func mergeResources(_ padResources: IBElement?) {
        guard let padResources, var root = xml.root else { return }
        let existing = Set((root.firstElement(named: "resources")?.elements ?? []).map { "\($0.name) \($0["name"] ?? "")" })
        let missing = padResources.elements.filter { !existing.contains("\($0.name) \($0["name"] ?? "")") }
        guard !missing.isEmpty else { return }
        if root.childIndices(named: "resources").isEmpty {
            let scenes = root.childIndices(named: "scenes").first
            let after = scenes.flatMap { index in root.children.indices.first { $0 > index && root.children[$0].element != nil } }
            root.insertChildElement(IBElement(name: "resources"), beforeNodeAt: after, ownIndentation: "")
        }
        let index = root.childIndices(named: "resources").first!
        root.modifyElement(at: [index]) { resources in
            for resource in missing {
                resources.insertChildElement(resource, writtenAt: padIndentation(of: resource), ownIndentation: IBElement.indentationUnit)
            }
        }
        xml.root = root
        changes.append(change(in: pad.path, element: padResources, id: nil, "<resources>", nil, "\(missing.count)",
                              "\(missing.count) iPad resource\(missing.count == 1 ? "" : "s") added"))
    }
}
