import Foundation

extension IBDocument {
    /// Reads the document at `url`.
    ///
    /// - Parameters:
    ///   - url: A `.storyboard` or `.xib` file.
    ///   - path: The name used in diagnostics (default: the URL's path).
    /// - Throws: ``IBDocumentError`` when the file cannot be read or is not an Interface
    ///   Builder document; problems inside a document are ``diagnostics``.
    public init(contentsOf url: URL, path: String? = nil) throws(IBDocumentError) {
        let name = path ?? url.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw .unreadable(path: name, reason: "there is no such file")
        }
        if isFolder.boolValue {
            let compiled = ["storyboardc", "nib"].contains(url.pathExtension)
            throw .unreadable(path: name, reason: compiled
                ? "it is a compiled \(url.pathExtension == "nib" ? "nib" : "storyboard") folder; give the .storyboard or .xib source Xcode edits"
                : "it is a folder, not a .storyboard or .xib file")
        }
        // A file far larger than any document is refused before it is read into memory.
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber,
           size.intValue > XMLInput.maximumSize {
            throw .notADocument([Diagnostic(.error, .fileTooLarge, file: name,
                message: "the file is \(size.intValue >> 20) MB, more than the \(XMLInput.maximumSize >> 20) MB a document may have; it is not read")])
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: name, reason: (error as NSError).localizedDescription)
        }
        try self.init(data: data, path: name)
    }

    /// Reads a document from its bytes.
    public init(data: Data, path: String) throws(IBDocumentError) {
        try self.init(xml: IBXMLDocument.parse(data, path: path))
    }

    /// Builds the typed model over a parsed XML tree.
    public init(xml: IBXMLDocument) throws(IBDocumentError) {
        let path = xml.path
        guard let root = xml.root else {
            throw .notADocument(xml.diagnostics)
        }
        let type = root["type"] ?? ""
        if root.name == "archive" {
            throw .unsupportedFormat(Diagnostic(.error, .unsupportedFormat, file: path, at: root.position,
                message: "unsupported format: Interface Builder 3 archive (Xcode 4.1 and earlier); open and save it in a newer Xcode to convert it"))
        }
        guard root.name == "document", type.hasPrefix("com.apple.InterfaceBuilder3.") else {
            throw .notADocument(xml.diagnostics + [Diagnostic(.error, .notADocument, file: path, at: root.position,
                message: "not an Interface Builder document: the root element is <\(root.name)>" + (type.isEmpty ? "" : " of type \(type)")
                    + Self.kindHint(root: root.name, type: type))])
        }
        var diagnostics = xml.diagnostics
        let kind: Kind = type.hasSuffix(".Storyboard.XIB") ? .storyboard : .xib
        if !type.contains("CocoaTouch") {
            diagnostics.append(Diagnostic(.warning, .unsupportedFormat, file: path, at: root.position,
                message: "document type \(type) is not an iOS (CocoaTouch) document; reading it as one"))
        }
        var validator = IBDocumentValidator(file: path, root: root, kind: kind)
        diagnostics += validator.validate()
        var builder = IBDocumentBuilder(file: path, resolution: IBResolution(root: root, traits: .any))
        builder.reader.check(root, IBAttributeTypes.documentAttributes)
        self.init(
            path: path, kind: kind, type: type, version: root["version"], toolsVersion: root["toolsVersion"],
            systemVersion: root["systemVersion"],
            plugInVersion: root.firstElement(named: "dependencies")?.elements(named: "plugIn")
                .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }?["version"],
            targetRuntime: root["targetRuntime"], propertyAccessControl: root["propertyAccessControl"],
            usesAutolayout: Self.flag(root["useAutolayout"]), usesTraitCollections: Self.flag(root["useTraitCollections"]),
            usesSafeAreas: Self.flag(root["useSafeAreas"]), isLaunchScreen: Self.flag(root["launchScreen"]),
            isColorMatched: Self.flag(root["colorMatched"]), initialViewControllerID: root["initialViewController"],
            device: root.firstElement(named: "device").flatMap(IBDevice.init),
            scenes: [], objects: [], resources: IBResources(), traits: .any, xml: xml, diagnostics: []
        )
        builder.fill(&self, root: root)
        self.diagnostics = diagnostics + builder.reader.diagnostics
    }

    /// A boolean attribute read as ``IBValueReader`` reads it (reported there when unreadable), false when absent.
    private static func flag(_ text: String?) -> Bool { text.flatMap(IBValueReader.boolean) ?? false }

    /// What a well-known XML root that is not an Interface Builder document is.
    private static func kindHint(root: String, type: String) -> String {
        switch root {
        case "plist": "; the file is a property list"
        case "svg": "; the file is an SVG image"
        case "html": "; the file is a web page"
        case "document" where type.isEmpty: "; an Interface Builder <document> has a type \"com.apple.InterfaceBuilder3.CocoaTouch…\""
        default: "; Interface Builder documents start with <document type=\"com.apple.InterfaceBuilder3.…\">"
        }
    }

    /// The document with its size-class variations resolved for `traits`: every object's
    /// properties carry the overrides that apply, and ``IBObject/isInstalled`` /
    /// ``IBConstraint/isInstalled`` say which views and constraints are installed. The XML
    /// tree (``xml``) is unchanged.
    public func resolved(for traits: IBTraits) -> IBDocument {
        guard let root = xml.root else { return self }
        var builder = IBDocumentBuilder(file: path, resolution: IBResolution(root: root, traits: traits))
        var document = self
        builder.fill(&document, root: root)
        document.traits = traits
        return document
    }

    /// What the document's variations mean for `traits` (installed ids, overrides).
    public func resolution(for traits: IBTraits) -> IBResolution {
        IBResolution(root: xml.root ?? IBElement(name: "document"), traits: traits)
    }
}
