import Foundation

/// One change to a document, as Interface Builder's inspector makes it: in the base layout or in
/// one cell of the size-class grid (``IBSizeClassCell``).
///
/// An edit is made on the lossless tree and written as Xcode writes it, so the file's diff is
/// only what changed:
/// - ``setConstant(constraint:constant:in:)`` sets a constraint's `constant` (the base) or a
///   `<variation key="…" constant="…"/>` on the constraint (a cell);
/// - ``setInstalled(object:installed:in:)`` installs or uninstalls a subview or constraint:
///   an `<include>`/`<exclude reference>` in a `<mask key="subviews|constraints">` of a
///   `<variation>` of the view that holds it (`key="default"` for the base);
/// - ``setProperty(object:key:value:in:)`` sets an attribute of the object (the base) or of a
///   `<variation>` of the object (a cell); `nil` removes it.
///
/// What a cell says only when it differs from what the cell would inherit: an override equal to
/// the inherited value is removed rather than written, and a variation or mask left empty goes,
/// as Xcode leaves none behind.
public enum IBEdit: Hashable, Sendable {
    case setConstant(constraint: String, constant: Double, in: IBSizeClassCell)
    case setInstalled(object: String, installed: Bool, in: IBSizeClassCell)
    case setProperty(object: String, key: String, value: String?, in: IBSizeClassCell)

    /// The id of the object the edit changes.
    public var objectID: String {
        switch self {
        case let .setConstant(id, _, _), let .setInstalled(id, _, _), let .setProperty(id, _, _, _): id
        }
    }

    /// The cell the edit lands in.
    public var cell: IBSizeClassCell {
        switch self {
        case let .setConstant(_, _, cell), let .setInstalled(_, _, cell), let .setProperty(_, _, _, cell): cell
        }
    }
}

/// Why an edit was not made; the document is unchanged.
public struct IBEditError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// No object with the id.
        case notFound
        /// The edit does not apply (a constant of a view, a value that is not of its attribute's
        /// type, a size class in a document without size classes, …).
        case invalid
    }

    public var reason: Reason
    public var message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { message }
}

extension IBDocument {
    /// The document with `edit` made, read again from its new text (so positions, diagnostics
    /// and the typed model are those of the file that will be written).
    ///
    /// - Throws: ``IBEditError``: no such object, an edit that does not apply, or a value the
    ///   reader does not accept (reported as the reader reports it).
    public func applying(_ edit: IBEdit) throws(IBEditError) -> IBDocument {
        try applyingWithBytes(edit).document
    }

    /// ``applying(_:)``, with the bytes of the file the edited document is read from (what a
    /// tool writes).
    public func applyingWithBytes(_ edit: IBEdit) throws(IBEditError) -> (document: IBDocument, bytes: Data) {
        let edited = try xml.applying(edit, usesTraitCollections: usesTraitCollections)
        let bytes = edited.xmlData()
        let result: IBDocument
        do {
            result = try IBDocument(data: bytes, path: path)
        } catch {
            throw IBEditError(.invalid, "the edited document cannot be read: \(error)")
        }
        if let diagnostic = result.diagnostics(newComparedTo: self).first {
            throw IBEditError(.invalid, diagnostic.message)
        }
        return (result, bytes)
    }

    /// The diagnostics of this document that `original` does not have (the same code and
    /// message, counted: a second copy of a diagnostic is new), in order.
    public func diagnostics(newComparedTo original: IBDocument) -> [Diagnostic] {
        var known = Dictionary(grouping: original.diagnostics, by: { "\($0.code.rawValue)\u{0}\($0.message)" }).mapValues(\.count)
        var new: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = "\(diagnostic.code.rawValue)\u{0}\(diagnostic.message)"
            if let count = known[key], count > 0 {
                known[key] = count - 1
            } else {
                new.append(diagnostic)
            }
        }
        return new
    }
}

extension IBXMLDocument {
    /// The tree with `edit` made (see ``IBEdit``).
    ///
    /// - Parameter usesTraitCollections: whether the document has size classes on; an edit in a
    ///   cell other than the base is refused without them.
    public func applying(_ edit: IBEdit, usesTraitCollections: Bool) throws(IBEditError) -> IBXMLDocument {
        guard var root else { throw IBEditError(.invalid, "the document has no root element") }
        if !edit.cell.isBase, !usesTraitCollections {
            throw IBEditError(.invalid, "the document does not use size classes, so an edit can only go to wAny hAny (convert it to size classes first)")
        }
        guard let path = root.path(toElementWithID: edit.objectID) else {
            throw IBEditError(.notFound, "no object with id '\(edit.objectID)'")
        }
        switch edit {
        case let .setConstant(_, constant, cell):
            let indentation = root.indentation(ofElementAt: path)
            try root.modifyElement(at: path[...]) { (constraint: inout IBElement) throws(IBEditError) in
                guard constraint.name == "constraint" else {
                    throw IBEditError(.invalid, "'\(edit.objectID)' is a <\(constraint.name)>, not a constraint")
                }
                guard constant.isFinite else { throw IBEditError(.invalid, "a constant must be a finite number") }
                if cell.isBase {
                    if let written = constraint["constant"], IBValueReader.number(written) == constant {
                        // The same number as written (`8.0` for 8): the text stays.
                    } else if constant == 0 {
                        // Xcode leaves out a constant of 0.
                        constraint["constant"] = nil
                    } else {
                        constraint.setAttribute("constant", to: IBNumber.written(constant), before: IBEditing.followingConstant)
                    }
                } else {
                    IBEditing.setOverride(of: &constraint, name: "constant", to: IBNumber.written(constant), in: cell, default: "0", indentation: indentation)
                }
            }
        case let .setInstalled(_, installed, cell):
            guard let (container, ownerPath) = root.installationOwner(ofElementAt: path) else {
                let name = root.element(at: path[...])?.name ?? "object"
                throw IBEditError(.invalid, "'\(edit.objectID)' is a <\(name)> that is neither a subview nor a constraint; only those are installed per size class")
            }
            let indentation = root.indentation(ofElementAt: ownerPath)
            root.modifyElement(at: ownerPath[...]) { owner in
                IBEditing.setInstalled(edit.objectID, installed, mask: container, in: cell, owner: &owner, indentation: indentation)
            }
        case let .setProperty(_, key, value, cell):
            guard IBEditing.isEditableAttributeName(key) else {
                throw IBEditError(.invalid, "'\(key)' is not an attribute an edit can set")
            }
            let indentation = root.indentation(ofElementAt: path)
            root.modifyElement(at: path[...]) { element in
                if cell.isBase {
                    if let value { element.setAttribute(key, to: value) } else { element[key] = nil }
                } else {
                    IBEditing.setOverride(of: &element, name: key, to: value, in: cell, default: nil, indentation: indentation)
                }
            }
        }
        var result = self
        result.root = root
        return result
    }
}

extension IBElement {
    /// For the subview or constraint at `path`: the mask its installation is written in
    /// (`subviews` or `constraints`, the list holding it) and the path of the view whose
    /// variations decide it; `nil` for any other element.
    func installationOwner(ofElementAt path: [Int]) -> (mask: String, ownerPath: [Int])? {
        guard path.count >= 2, let container = element(at: path.dropLast()), container.name == "subviews" || container.name == "constraints" else { return nil }
        return (container.name, Array(path.dropLast(2)))
    }

    /// The indentation of the element at `path` (none for the root).
    func indentation(ofElementAt path: [Int]) -> String {
        guard let last = path.last, let parent = element(at: path.dropLast()) else { return "" }
        return parent.indentation(ofChildAt: last) ?? String(repeating: Self.indentationUnit, count: path.count)
    }
}

/// The rules edits follow to write variations as Xcode does.
enum IBEditing {
    /// Attributes Xcode writes after a constraint's `constant`.
    static let followingConstant = ["symbolic", "identifier", "id"]

    /// Attributes an edit never sets: the object's identity and structure.
    static let reservedAttributes: Set<String> = ["id", "key", "reference"]

    /// Whether `name` is an XML name that an edit may set.
    static func isEditableAttributeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !reservedAttributes.contains(name), name.utf8.count <= 100 else { return false }
        func letter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" }
        return letter(first) && name.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" }
    }

    /// Where a variation with `key` goes among an element's children: variations are written
    /// after everything but the `<connections>` and `<point>` of the element, `default` first,
    /// then by how many conditions the key has, then alphabetically (as every document of the
    /// corpus with several variations has them).
    static func variationOrder(_ key: String) -> (Int, String) {
        key == "default" ? (0, "") : (key.split(separator: "-").count, key)
    }

    /// The index in `element.children` of the variation with `key`, made when missing.
    static func variationIndex(_ key: String, in element: inout IBElement, indentation: String) -> Int {
        let existing = element.childIndices(named: "variation")
        if let index = existing.first(where: { element.children[$0].element?.key == key }) { return index }
        let new = IBElement(name: "variation", attributes: [IBAttribute(name: "key", value: key)])
        let before = existing.first { variationOrder(element.children[$0].element?.key ?? "") > variationOrder(key) }
            ?? element.children.indices.first { index in
                guard let name = element.children[index].element?.name else { return false }
                return name == "connections" || name == "point"
            }
        element.insertChildElement(new, beforeNodeAt: before, ownIndentation: indentation)
        return element.childIndices(named: "variation").first { element.children[$0].element?.key == key }!
    }

    /// Removes the variation at `index` when it says nothing any more.
    static func removeIfEmpty(variationAt index: Int, in element: inout IBElement) {
        guard let variation = element.children[index].element, variation.attributes.allSatisfy({ $0.name == "key" }), variation.elements.isEmpty else { return }
        element.removeChildElement(at: index)
    }

    /// The variations of `element` that match `cell` (all of them, or all but the cell's own),
    /// from the least specific to the most: the order in which they decide.
    static func matchingVariations(of element: IBElement, in cell: IBSizeClassCell, excludingOwnKey: Bool) -> [IBElement] {
        let key = cell.variationKey
        return element.elements(named: "variation")
            .filter { (!excludingOwnKey || $0.key != key) && IBVariationKey($0.key ?? "").matches(cell.traits) }
            .sorted { IBVariationKey($0.key ?? "").specificity < IBVariationKey($1.key ?? "").specificity }
    }

    /// The value of attribute `name` of `element` in `cell`: the most specific of its matching
    /// variations (all of them, or all but the cell's own) that sets it, else the element's own.
    static func value(of name: String, on element: IBElement, in cell: IBSizeClassCell, excludingOwnKey: Bool) -> String? {
        matchingVariations(of: element, in: cell, excludingOwnKey: excludingOwnKey).last { $0[name] != nil }?[name] ?? element[name]
    }

    /// The value of attribute `name` that `cell` inherits on `element` (its own variation left out).
    static func inheritedValue(of name: String, on element: IBElement, in cell: IBSizeClassCell) -> String? {
        value(of: name, on: element, in: cell, excludingOwnKey: true)
    }

    /// Sets attribute `name` on `element`'s variation for `cell` (removes it when `value` is
    /// what the cell inherits anyway, or `nil`).
    static func setOverride(of element: inout IBElement, name: String, to value: String?, in cell: IBSizeClassCell, default defaultValue: String?, indentation: String) {
        let inherited = inheritedValue(of: name, on: element, in: cell) ?? defaultValue
        let index = variationIndex(cell.variationKey, in: &element, indentation: indentation)
        element.modifyElement(at: [index]) { variation in
            if let value, value != inherited { variation.setAttribute(name, to: value, before: []) } else { variation[name] = nil }
        }
        removeIfEmpty(variationAt: index, in: &element)
    }

    /// Whether `reference` is installed in `cell` by `owner`'s variations other than the cell's own.
    static func inheritedInstallation(of reference: String, mask: String, owner: IBElement, in cell: IBSizeClassCell) -> Bool {
        installation(of: reference, mask: mask, owner: owner, in: cell, excludingOwnKey: true)
    }

    /// Whether `reference` is installed in `cell` by `owner`'s variations that match it (all of
    /// them, or all but the cell's own).
    static func installation(of reference: String, mask: String, owner: IBElement, in cell: IBSizeClassCell, excludingOwnKey: Bool) -> Bool {
        var installed = true
        for variation in matchingVariations(of: owner, in: cell, excludingOwnKey: excludingOwnKey) {
            for entry in variation.elements(named: "mask") where entry.key == mask {
                for item in entry.elements where item["reference"] == reference {
                    installed = item.name == "include"
                }
            }
        }
        return installed
    }

    /// Writes (or removes) the `<include>`/`<exclude>` of `reference` in `owner`'s variation for
    /// `cell`, so that it is `installed` there.
    static func setInstalled(_ reference: String, _ installed: Bool, mask maskKey: String, in cell: IBSizeClassCell, owner: inout IBElement, indentation: String) {
        let needsEntry = inheritedInstallation(of: reference, mask: maskKey, owner: owner, in: cell) != installed
        let existing = owner.childIndices(named: "variation").first { owner.children[$0].element?.key == cell.variationKey }
        guard needsEntry || existing != nil else { return }
        let variationIndex = variationIndex(cell.variationKey, in: &owner, indentation: indentation)
        let variationIndentation = indentation + IBElement.indentationUnit
        owner.modifyElement(at: [variationIndex]) { variation in
            // Any entry of the reference in this variation goes first.
            for maskIndex in variation.childIndices(named: "mask", key: maskKey) {
                variation.modifyElement(at: [maskIndex]) { mask in
                    while let index = mask.children.firstIndex(where: { $0.element?["reference"] == reference }) {
                        mask.removeChildElement(at: index)
                    }
                }
            }
            if needsEntry {
                var maskIndex = variation.childIndices(named: "mask", key: maskKey).first
                if maskIndex == nil {
                    // Xcode writes the subviews mask before the constraints mask.
                    let before = maskKey == "subviews" ? variation.childIndices(named: "mask", key: "constraints").first : nil
                    variation.insertChildElement(IBElement(name: "mask", attributes: [IBAttribute(name: "key", value: maskKey)]), beforeNodeAt: before, ownIndentation: variationIndentation)
                    maskIndex = variation.childIndices(named: "mask", key: maskKey).first
                }
                variation.modifyElement(at: [maskIndex!]) { mask in
                    mask.insertChildElement(IBElement(name: installed ? "include" : "exclude", attributes: [IBAttribute(name: "reference", value: reference)]),
                                            ownIndentation: variationIndentation + IBElement.indentationUnit)
                }
            }
            while let empty = variation.childIndices(named: "mask", key: maskKey).first(where: { variation.children[$0].element?.elements.isEmpty == true }) {
                variation.removeChildElement(at: empty)
            }
        }
        removeIfEmpty(variationAt: variationIndex, in: &owner)
    }
}

extension IBDocument {
    /// Whether the subview or constraint `id` is installed in each cell of the size-class grid,
    /// as the cell's own and inherited variations of the view holding it decide (`nil` for an
    /// object that is neither a subview nor a constraint, or not in the document).
    public func installationBySizeClass(of id: String) -> [IBSizeClassCell: Bool]? {
        guard let root = xml.root, let path = root.path(toElementWithID: id), let (mask, ownerPath) = root.installationOwner(ofElementAt: path),
              let owner = root.element(at: ownerPath[...]) else { return nil }
        var result: [IBSizeClassCell: Bool] = [:]
        for cell in IBSizeClassCell.all {
            result[cell] = IBEditing.installation(of: id, mask: mask, owner: owner, in: cell, excludingOwnKey: false)
        }
        return result
    }
}

extension IBDocument {
    /// The value of attribute `name` of object `id` in each cell of the size-class grid: the
    /// most specific of the object's variations that match the cell and set it, else the
    /// object's own (`nil` where none sets it); `nil` for an object not in the document.
    public func valuesBySizeClass(of name: String, on id: String) -> [IBSizeClassCell: String?]? {
        guard let root = xml.root, let path = root.path(toElementWithID: id), let element = root.element(at: path[...]) else { return nil }
        var result: [IBSizeClassCell: String?] = [:]
        for cell in IBSizeClassCell.all {
            result[cell] = .some(IBEditing.value(of: name, on: element, in: cell, excludingOwnKey: false))
        }
        return result
    }
}
