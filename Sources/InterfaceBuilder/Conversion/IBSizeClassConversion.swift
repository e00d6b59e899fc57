import Foundation

/// A legacy document converted to size classes, as Xcode 6 and the Xamarin designer converted it
/// when "Use Size Classes" was ticked: the converted document and what changed.
///
/// The conversion (``IBDocument/convertedToSizeClasses()``) makes these changes and no others,
/// each on the lossless tree, so the rest of the file keeps its bytes (frames included):
///
/// - `useTraitCollections="YES"` on `<document>`, where Xcode writes it (after `useAutolayout`
///   and `launchScreen`, before `useSafeAreas`, `colorMatched` and `initialViewController`);
/// - legacy segues become their adaptive kinds: `push` → `show`, `modal` → `presentation`
///   (its `modalPresentationStyle` and `modalTransitionStyle` kept), `popover` →
///   `popoverPresentation` (anchored as Xcode 6 writes it: `popoverAnchorBarButtonItem` for a
///   segue drawn from a bar button item, `popoverAnchorView` for one drawn from a view, when the
///   segue names no anchor; a `<popoverArrowDirection>` with every direction when it has none),
///   `replace` with `splitViewControllerTargetIndex="1"` → `showDetail` (the index goes). Custom,
///   embed, relationship and unwind segues, and `replace` segues into the master, are kept.
///
/// A document that already uses size classes is left as it is (``alreadyUsesSizeClasses``), so
/// converting twice changes nothing.
public struct IBSizeClassConversion: Sendable {
    /// The converted document, read again from its new text (the document itself when it
    /// already used size classes).
    public var document: IBDocument
    /// What changed, in document order.
    public var changes: [IBConversionChange]
    /// What the conversion left as it was and why (a `replace` segue into the master, a popover
    /// segue with nothing to anchor it), as `file:line:column: warning: message` lines.
    public var remarks: [IBConversionRemark]
    /// Whether the document already used size classes (nothing was changed).
    public var alreadyUsesSizeClasses: Bool
}

/// Something a conversion or merge left as it was, with where it is.
public struct IBConversionRemark: Hashable, Sendable, CustomStringConvertible {
    /// The file the position is in.
    public var file: String
    /// Where the element it is about starts.
    public var position: SourcePosition?
    /// What was left and why.
    public var message: String

    /// A remark.
    public init(file: String, position: SourcePosition?, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    /// `file:line:column: warning: message`.
    public var description: String {
        let location = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(location): warning: \(message)"
    }
}

/// Why a document was not converted or merged; nothing was written.
public struct IBConversionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, in words.
    public var message: String

    /// An error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

extension IBDocument {
    /// This document converted to size classes, as Xcode 6's "Use Size Classes" converted it
    /// (see ``IBSizeClassConversion`` for the changes made).
    ///
    /// - Returns: the converted document with its changes; the document unchanged (and
    ///   ``IBSizeClassConversion/alreadyUsesSizeClasses``) when it already uses size classes.
    /// - Throws: ``IBConversionError`` when the document does not use Auto Layout (size classes
    ///   need it, as in Xcode), has no root element, was not read in full (malformed, truncated,
    ///   nested too deep: writing it back would lose the rest), or would read back with new
    ///   diagnostics.
    public func convertedToSizeClasses() throws(IBConversionError) -> IBSizeClassConversion {
        if usesTraitCollections {
            return IBSizeClassConversion(document: self, changes: [], remarks: [], alreadyUsesSizeClasses: true)
        }
        guard var root = xml.root else { throw IBConversionError("\(path): the document has no root element") }
        // A file read only in part (malformed, truncated, nested too deep) would be written back
        // as far as it was read: the rest of it would be lost.
        if let damage = diagnostics.first(where: { $0.severity == .error && $0.code.rawValue.hasPrefix("xml.") }) ?? (xml.isComplete ? nil : diagnostics.first) {
            throw IBConversionError("\(damage.location): \(damage.message); the document was not read in full, so it is not converted (nothing of it would be written back past that point)")
        }
        guard usesAutolayout else {
            throw IBConversionError("\(path): the document does not use Auto Layout; size classes need it (turn on Auto Layout first, as Xcode and the iOS designer ask)")
        }
        var converter = SizeClassConverter(file: path, source: Array(xml.xmlData()))
        let old = root["useTraitCollections"]
        root.setAttribute("useTraitCollections", to: "YES", before: SizeClassConverter.attributesAfterTraitCollections)
        converter.changes.append(IBConversionChange(
            file: path, elementName: root.name, elementID: nil, attribute: "useTraitCollections", oldValue: old, newValue: "YES",
            position: root.position.map { converter.position(of: "useTraitCollections", at: $0) }, summary: "uses size classes (useTraitCollections=\"YES\")"))
        converter.convertSegues(in: &root, holder: nil, indentation: "")
        var xml = xml
        xml.root = root
        let converted: IBDocument
        do {
            converted = try IBDocument(data: xml.xmlData(), path: path)
        } catch {
            throw IBConversionError("\(path): the converted document cannot be read: \(error)")
        }
        if let diagnostic = converted.diagnostics(newComparedTo: self).first {
            throw IBConversionError("\(path): the converted document would have a new diagnostic: \(diagnostic)")
        }
        return IBSizeClassConversion(document: converted, changes: converter.changes, remarks: converter.remarks, alreadyUsesSizeClasses: false)
    }
}

/// The walk that converts a tree's segues, recording what it changes.
struct SizeClassConverter {
    /// Attributes Xcode writes after `useTraitCollections` on `<document>`.
    static let attributesAfterTraitCollections = ["useSafeAreas", "colorMatched", "initialViewController"]

    /// The popover arrow directions Xcode 6 writes for a popover segue: all of them.
    static let allArrowDirections = IBElement(name: "popoverArrowDirection", attributes: [
        IBAttribute(name: "key", value: "popoverArrowDirection"), IBAttribute(name: "up", value: "YES"),
        IBAttribute(name: "down", value: "YES"), IBAttribute(name: "left", value: "YES"), IBAttribute(name: "right", value: "YES"),
    ])

    var file: String
    /// The bytes of the file read, for the columns of attributes.
    var source: [UInt8]
    var changes: [IBConversionChange] = []
    var remarks: [IBConversionRemark] = []

    init(file: String, source: [UInt8]) {
        self.file = file
        self.source = source
    }

    /// Where attribute `name` of the element at `position` is (the element's position when the
    /// attribute is not in its first line, or not there).
    func position(of name: String, at position: SourcePosition) -> SourcePosition {
        position.attribute(name, in: source)
    }

    /// Converts the segues below `element`. `holder` is the element whose `<connections>`
    /// `element` is (its name and id), `indentation` the element's own.
    mutating func convertSegues(in element: inout IBElement, holder: (name: String, id: String?)?, indentation: String) {
        if element.name == "segue", let holder {
            convert(segue: &element, holder: holder, indentation: indentation)
            return
        }
        let own = (name: element.name, id: element.id)
        for index in element.children.indices {
            guard case .element(var child) = element.children[index], child.name != "variation" else { continue }
            let childIndentation = element.indentation(ofChildAt: index) ?? indentation + IBElement.indentationUnit
            element.children[index] = .text(IBText(""))  // `child` then changes in place
            convertSegues(in: &child, holder: element.name == "connections" ? holder : (child.name == "connections" ? own : nil), indentation: childIndentation)
            element.children[index] = .element(child)
        }
    }

    private mutating func change(_ segue: IBElement, _ attribute: String, from old: String?, to new: String?, _ summary: String) {
        changes.append(IBConversionChange(file: file, elementName: "segue", elementID: segue.id, attribute: attribute, oldValue: old, newValue: new,
                                          position: segue.position.map { position(of: attribute, at: $0) }, summary: summary))
    }

    private mutating func remark(_ segue: IBElement, _ message: String) {
        remarks.append(IBConversionRemark(file: file, position: segue.position, message: message))
    }

    /// Converts one segue drawn from `holder`.
    private mutating func convert(segue: inout IBElement, holder: (name: String, id: String?), indentation: String) {
        guard let kind = segue["kind"] else { return }
        let id = segue.id ?? "?"
        switch IBSegueKind(rawValue: kind) {
        case .push:
            segue["kind"] = IBSegueKind.show.rawValue
            change(segue, "kind", from: kind, to: "show", "push segue '\(id)' → show")
        case .modal:
            segue["kind"] = IBSegueKind.presentation.rawValue
            change(segue, "kind", from: kind, to: "presentation", "modal segue '\(id)' → presentation")
        case .popover:
            segue["kind"] = IBSegueKind.popoverPresentation.rawValue
            change(segue, "kind", from: kind, to: "popoverPresentation", "popover segue '\(id)' → popoverPresentation")
            if segue["popoverAnchorView"] == nil, segue["popoverAnchorBarButtonItem"] == nil {
                if let anchor = holder.id, holder.name == "barButtonItem" {
                    segue.setAttribute("popoverAnchorBarButtonItem", to: anchor)
                    change(segue, "popoverAnchorBarButtonItem", from: nil, to: anchor, "popover segue '\(id)' anchored at its bar button item '\(anchor)'")
                } else if let anchor = holder.id, !holder.name.hasSuffix("Controller"), holder.name != "placeholder" {
                    segue.setAttribute("popoverAnchorView", to: anchor)
                    change(segue, "popoverAnchorView", from: nil, to: anchor, "popover segue '\(id)' anchored at its <\(holder.name)> '\(anchor)'")
                } else {
                    remark(segue, "popover segue '\(id)' has no anchor: set its anchor in Xcode (a popover presentation needs one to show as a popover)")
                }
            }
            if segue.firstElement(named: "popoverArrowDirection") == nil {
                let first = segue.children.indices.first { segue.children[$0].element != nil }
                segue.insertChildElement(Self.allArrowDirections, beforeNodeAt: first, ownIndentation: indentation)
                change(segue, "<popoverArrowDirection>", from: nil, to: "up down left right", "popover segue '\(id)' may point its arrow in every direction")
            }
        case .replace:
            if segue["splitViewControllerTargetIndex"] == "1" {
                segue["kind"] = IBSegueKind.showDetail.rawValue
                change(segue, "kind", from: kind, to: "showDetail", "replace segue '\(id)' (the detail of its split view controller) → showDetail")
                change(segue, "splitViewControllerTargetIndex", from: "1", to: nil, "replace segue '\(id)': splitViewControllerTargetIndex removed")
                segue["splitViewControllerTargetIndex"] = nil
            } else {
                remark(segue, "replace segue '\(id)' kept: only a replace segue into the detail of a split view controller (splitViewControllerTargetIndex=\"1\") has an adaptive kind (showDetail)")
            }
        default:
            break
        }
    }
}
