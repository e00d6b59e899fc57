import Foundation

/// Reads an `.xcassets` folder into assets and diagnostics: the parser behind ``AssetCatalog``.
///
/// A pure function of the folder's contents: it never throws for content (only for a root
/// folder it cannot list), never follows a folder it has already visited (symbolic-link loops),
/// and stops descending at a fixed depth.
struct AssetCatalogReader {
    let root: URL
    /// Whether to read the header of every image file (for sizes and "not an image" errors) or
    /// leave them `unchecked` (look-ups read only the file they choose).
    let readsImageHeaders: Bool
    private(set) var assets: [AssetCatalog.Asset] = []
    private(set) var diagnostics: [AssetCatalog.Diagnostic] = []
    private var visited: Set<String> = []
    /// `Contents.json` bytes by path, read instead of the file system (see
    /// ``AssetCatalog/reading(contentsJSON:ofAssetType:)``).
    var contentsInMemory: [String: Data] = [:]
    private static let maximumDepth = 32

    /// Folder types Apple documents that UIKit's named look-ups do not use.
    private static let knownOtherTypes: Set<String> = [
        "brandassets", "imagestack", "imagestacklayer", "cubetextureset", "textureset", "mipmapset",
        "arresourcegroup", "arimageset", "arobject", "gcdashboardimage", "gcleaderboard", "gcleaderboardset",
        "stickerpack", "sticker", "stickersequence", "complicationset", "iconset", "solidimagestack",
        "solidimagestacklayer", "spriteatlas",
    ]

    init(root: URL, readsImageHeaders: Bool) {
        self.root = root
        self.readsImageHeaders = readsImageHeaders
    }

    // MARK: Folders

    mutating func read() throws(AssetCatalogError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw .notFound(root.path)
        }
        guard isDirectory.boolValue else { throw .notAFolder(root.path) }
        let children: [URL]
        do {
            children = try listing(of: root)
        } catch {
            throw .unreadable(root.path, reason: error.localizedDescription)
        }
        if root.pathExtension != "xcassets" {
            warn(root.path, "the folder name does not end in .xcassets; read as a catalog anyway")
        }
        let contents = root.appendingPathComponent("Contents.json")
        if FileManager.default.fileExists(atPath: contents.path) {
            _ = readJSON(contents)
        }
        visited.insert(root.resolvingSymlinksInPath().path)
        readChildren(children, prefix: "", depth: 0)
    }

    private mutating func readChildren(_ children: [URL], prefix: String, depth: Int) {
        for child in children where isDirectory(child) {
            readChild(child, prefix: prefix, depth: depth)
        }
    }

    /// Reads one folder of the catalog: a group (no extension) or an asset of its type.
    mutating func readChild(_ child: URL, prefix: String, depth: Int) {
        let type = child.pathExtension
        let name = child.deletingPathExtension().lastPathComponent
        if type.isEmpty {
            readGroup(child, prefix: prefix, depth: depth + 1)
            return
        }
        let assetName = prefix + name
        switch type {
        case "imageset": add(assetName, child, .imageSet(readImageSet(child, name: name)))
        case "colorset": add(assetName, child, .colorSet(readColorSet(child, name: assetName)))
        case "dataset": add(assetName, child, .dataSet(readFileSet(child, key: "data")))
        case "appiconset": add(assetName, child, .appIconSet(readFileSet(child, key: "images")))
        case "launchimage": add(assetName, child, .launchImage(readFileSet(child, key: "images")))
        case "symbolset":
            add(assetName, child, .symbolSet(readFileSet(child, key: "symbols")))
            diagnostics.append(.init(
                severity: .note, path: child.path,
                message: "unsupported: symbol images; the symbol set is listed but UIImage(named:) does not load it"))
        case "xcassets":
            warn(child.path, "a catalog inside a catalog is not allowed; ignored")
        default:
            add(assetName, child, .other(type: type))
            if Self.knownOtherTypes.contains(type) {
                diagnostics.append(.init(
                    severity: .note, path: child.path,
                    message: "\(type) assets are recorded but not used by UIImage(named:) or UIColor(named:)"))
            } else {
                warn(child.path, "unknown asset type \"\(type)\"; recorded and ignored")
            }
        }
    }

    private mutating func readGroup(_ folder: URL, prefix: String, depth: Int) {
        let resolved = folder.resolvingSymlinksInPath().path
        guard !visited.contains(resolved) else {
            warn(folder.path, "folder already read (symbolic link loop); skipped")
            return
        }
        guard depth <= Self.maximumDepth else {
            warn(folder.path, "groups nested more than \(Self.maximumDepth) deep; skipped")
            return
        }
        visited.insert(resolved)
        var groupPrefix = prefix
        let contents = folder.appendingPathComponent("Contents.json")
        if contentsInMemory[contents.path] != nil || FileManager.default.fileExists(atPath: contents.path),
            let json = readJSON(contents)
        {
            let properties = json["properties"] as? [String: Any]
            if let namespace = properties?["provides-namespace"] {
                if let flag = namespace as? Bool {
                    if flag { groupPrefix += folder.lastPathComponent + "/" }
                } else {
                    warn(contents.path, "\"provides-namespace\" is not a boolean; ignored")
                }
            }
        }
        do {
            readChildren(try listing(of: folder), prefix: groupPrefix, depth: depth)
        } catch {
            self.error(folder.path, "cannot list the group's folder: \(error.localizedDescription)")
        }
    }

    private mutating func add(_ name: String, _ folder: URL, _ kind: AssetCatalog.Kind) {
        if let existing = assets.first(where: { $0.name == name }) {
            warn(folder.path, "another asset is named \"\(name)\" (\(existing.folder.lastPathComponent)); look-ups find the first")
        }
        assets.append(AssetCatalog.Asset(name: name, folder: folder, kind: kind))
    }

    // MARK: Image sets

    private mutating func readImageSet(_ folder: URL, name: String) -> AssetCatalog.ImageSet {
        let contentsURL = folder.appendingPathComponent("Contents.json")
        let json = readAssetJSON(contentsURL) ?? [:]
        var slots: [AssetCatalog.ImageSlot] = []
        var referenced: Set<String> = ["Contents.json"]
        for (index, element) in slotList(json, key: "images", in: contentsURL).enumerated() {
            let label = "images[\(index)]"
            guard let slot = element as? [String: Any] else {
                warn(contentsURL.path, "\(label) is not an object; ignored")
                continue
            }
            var problems: [String] = []
            guard let qualifiers = AssetCatalog.Qualifiers.read(from: slot, readsScale: true, problem: { problems.append($0) }) else {
                problems.forEach { warn(contentsURL.path, "\(label): \($0)") }
                continue
            }
            problems.forEach { warn(contentsURL.path, "\(label): \($0)") }
            let (filename, fileURL, state) = readSlotFile(slot, folder: folder, contentsURL: contentsURL, label: label, image: true)
            if let filename { referenced.insert(filename) }
            slots.append(AssetCatalog.ImageSlot(
                qualifiers: qualifiers, filename: filename, fileURL: fileURL, file: state,
                resizing: readResizing(slot["resizing"], contentsURL: contentsURL, label: label),
                alignmentInsets: readInsets(slot["alignment-insets"], contentsURL: contentsURL, label: "\(label) alignment-insets")))
        }
        reportUnassignedChildren(folder, referenced: referenced)
        return AssetCatalog.ImageSet(
            slots: slots,
            renderingMode: readRenderingIntent(json, name: name, contentsURL: contentsURL),
            preservesVectorRepresentation: ((json["properties"] as? [String: Any])?["preserves-vector-representation"] as? Bool) ?? false)
    }

    private mutating func readRenderingIntent(_ json: [String: Any], name: String, contentsURL: URL) -> UIImage.RenderingMode {
        let properties = json["properties"] as? [String: Any]
        let info = json["info"] as? [String: Any]
        guard let intent = properties?["template-rendering-intent"] ?? info?["template-rendering-intent"] else {
            return name.hasSuffix("Template") ? .alwaysTemplate : .automatic
        }
        switch intent as? String {
        case "template": return .alwaysTemplate
        case "original": return .alwaysOriginal
        default:
            warn(contentsURL.path, "unknown template-rendering-intent \(AssetCatalog.Qualifiers.describe(intent)); default used")
            return name.hasSuffix("Template") ? .alwaysTemplate : .automatic
        }
    }

    /// The file a slot names and what is known of it, with a diagnostic for a missing or bad file.
    private mutating func readSlotFile(
        _ slot: [String: Any], folder: URL, contentsURL: URL, label: String, image: Bool
    ) -> (String?, URL?, AssetCatalog.FileState) {
        guard let rawName = slot["filename"] else { return (nil, nil, .empty) }
        guard let filename = rawName as? String, !filename.isEmpty else {
            warn(contentsURL.path, "\(label): \"filename\" is not a file name; the slot is treated as empty")
            return (nil, nil, .empty)
        }
        if filename.contains("/") || filename == "." || filename == ".." {
            error(contentsURL.path, "\(label): file name \"\(filename)\" points outside the asset's folder; ignored")
            return (filename, nil, .missing)
        }
        let url = folder.appendingPathComponent(filename)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            error(url.path, "file named by \(contentsURL.lastPathComponent) (\(label)) does not exist")
            return (filename, url, .missing)
        }
        guard image else { return (filename, url, .unchecked) }
        if let vector = VectorImageFormat(pathExtension: url.pathExtension) {
            guard readsImageHeaders else { return (filename, url, .vector(format: vector.rawValue, size: nil)) }
            do {
                let content = try ImageContent.load(contentsOfFile: url.path)
                return (filename, url, .vector(format: vector.rawValue, size: content.vectorSize))
            } catch {
                var message = error.description
                if case let .invalidVectorImage(format, _, reason) = error { message = "not a valid \(format) image: \(reason)" }
                self.error(url.path, message)
                return (filename, url, .invalid(message))
            }
        }
        if ["heic", "heif", "avci"].contains(url.pathExtension.lowercased()) {
            return (filename, url, .invalid("unsupported: HEIF images"))
        }
        guard readsImageHeaders else { return (filename, url, .unchecked) }
        do {
            let content = try ImageContent.load(contentsOfFile: url.path)
            return (filename, url, .bitmap(format: content.format.rawValue, width: content.pixelWidth, height: content.pixelHeight))
        } catch {
            let message: String
            if case let .notAnImage(_, decoderMessage) = error { message = "not a PNG or JPEG image: \(decoderMessage)" }
            else { message = error.description }
            self.error(url.path, message)
            return (filename, url, .invalid(message))
        }
    }

    private mutating func readResizing(_ value: Any?, contentsURL: URL, label: String) -> AssetCatalog.Resizing? {
        guard let value else { return nil }
        guard let resizing = value as? [String: Any] else {
            warn(contentsURL.path, "\(label): \"resizing\" is not an object; ignored")
            return nil
        }
        let mode = (resizing["mode"] as? String) ?? "9-part"
        guard var insets = readInsets(resizing["cap-insets"], contentsURL: contentsURL, label: "\(label) cap-insets") else {
            return nil
        }
        switch mode {
        case "3-part-horizontal": insets.top = 0; insets.bottom = 0
        case "3-part-vertical": insets.left = 0; insets.right = 0
        case "9-part": break
        default: warn(contentsURL.path, "\(label): unknown resizing mode \"\(mode)\"; read as 9-part")
        }
        let center = (resizing["center"] as? [String: Any])?["mode"] as? String
        return AssetCatalog.Resizing(mode: mode, capInsets: insets, centerMode: center == "stretch" ? .stretch : .tile)
    }

    private mutating func readInsets(_ value: Any?, contentsURL: URL, label: String) -> UIEdgeInsets? {
        guard let value else { return nil }
        guard let insets = value as? [String: Any] else {
            warn(contentsURL.path, "\(label) is not an object; ignored")
            return nil
        }
        func side(_ key: String) -> CGFloat {
            if let number = insets[key] as? NSNumber, number.doubleValue.isFinite { return CGFloat(number.doubleValue) }
            if let text = insets[key] as? String, let number = Double(text), number.isFinite { return CGFloat(number) }
            return 0
        }
        return UIEdgeInsets(top: side("top"), left: side("left"), bottom: side("bottom"), right: side("right"))
    }

    private mutating func reportUnassignedChildren(_ folder: URL, referenced: Set<String>) {
        guard let children = try? listing(of: folder) else { return }
        for child in children where !referenced.contains(child.lastPathComponent) {
            warn(child.path, "file is not assigned to any slot of the set (unassigned child); ignored")
        }
    }

    // MARK: Colour sets and recorded sets

    private mutating func readColorSet(_ folder: URL, name: String) -> AssetCatalog.ColorSet {
        let contentsURL = folder.appendingPathComponent("Contents.json")
        let json = readAssetJSON(contentsURL) ?? [:]
        var slots: [AssetCatalog.ColorSlot] = []
        for (index, element) in slotList(json, key: "colors", in: contentsURL).enumerated() {
            let label = "colors[\(index)]"
            guard let slot = element as? [String: Any] else {
                warn(contentsURL.path, "\(label) is not an object; ignored")
                continue
            }
            var problems: [String] = []
            let qualifiers = AssetCatalog.Qualifiers.read(from: slot, readsScale: false) { problems.append($0) }
            let color = AssetCatalog.readColor(slot["color"], name: name) { problems.append($0) }
            problems.forEach { warn(contentsURL.path, "\(label): \($0)") }
            if let qualifiers, let color {
                slots.append(AssetCatalog.ColorSlot(qualifiers: qualifiers, color: color))
            }
        }
        return AssetCatalog.ColorSet(slots: slots)
    }

    private mutating func readFileSet(_ folder: URL, key: String) -> AssetCatalog.FileSet {
        let contentsURL = folder.appendingPathComponent("Contents.json")
        let json = readAssetJSON(contentsURL) ?? [:]
        let list = slotList(json, key: key, in: contentsURL)
        var files: [(qualifiers: AssetCatalog.Qualifiers?, filename: String)] = []
        for (index, element) in list.enumerated() {
            guard let slot = element as? [String: Any] else { continue }
            let (filename, _, _) = readSlotFile(slot, folder: folder, contentsURL: contentsURL, label: "\(key)[\(index)]", image: false)
            if let filename {
                let qualifiers = AssetCatalog.Qualifiers.read(from: slot, readsScale: true) { _ in }
                files.append((qualifiers, filename))
            }
        }
        return AssetCatalog.FileSet(files: files, slotCount: list.count)
    }

    // MARK: JSON

    /// The slot array under `key`, or empty (with a warning when the key holds something else).
    private mutating func slotList(_ json: [String: Any], key: String, in url: URL) -> [Any] {
        guard let value = json[key] else { return [] }
        guard let list = value as? [Any] else {
            error(url.path, "\"\(key)\" is not an array; the set is empty")
            return []
        }
        return list
    }

    /// An asset's `Contents.json`: a missing one is reported (the set is empty).
    private mutating func readAssetJSON(_ url: URL) -> [String: Any]? {
        guard contentsInMemory[url.path] != nil || FileManager.default.fileExists(atPath: url.path) else {
            error(url.path, "missing Contents.json; the asset is empty")
            return nil
        }
        return readJSON(url)
    }

    /// Parses a `Contents.json`, reporting a syntax error with its line and column.
    private mutating func readJSON(_ url: URL) -> [String: Any]? {
        let data: Data
        do {
            data = try contentsInMemory[url.path] ?? Data(contentsOf: url)
        } catch {
            self.error(url.path, "cannot be read: \(error.localizedDescription)")
            return nil
        }
        do {
            let object = try JSONSerialization.jsonObject(with: data)
            guard let dictionary = object as? [String: Any] else {
                error(url.path, "malformed Contents.json: the top level is not a JSON object")
                return nil
            }
            return dictionary
        } catch {
            let detail = ((error as NSError).userInfo["NSDebugDescription"] as? String) ?? error.localizedDescription
            let position = Self.position(in: data, describedBy: detail)
            diagnostics.append(.init(
                severity: .error, path: url.path, line: position?.line, column: position?.column,
                message: "malformed Contents.json: \(detail)"))
            return nil
        }
    }

    /// The line and column of a JSON error from the parser's "around character N" (a byte
    /// offset) or "around line L, column C".
    static func position(in data: Data, describedBy detail: String) -> (line: Int, column: Int)? {
        func number(after marker: String, in text: Substring) -> Int? {
            guard let range = text.range(of: marker) else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }
        let text = Substring(detail)
        if let line = number(after: "line ", in: text), let column = number(after: "column ", in: text) {
            return (line, column)
        }
        guard let offset = number(after: "character ", in: text), offset <= data.count else { return nil }
        var line = 1, lineStart = 0
        for (index, byte) in data.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: data[data.startIndex + lineStart ..< data.startIndex + offset], as: UTF8.self).count + 1
        return (line, column)
    }

    // MARK: Helpers

    private func listing(of folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private mutating func warn(_ path: String, _ message: String) {
        diagnostics.append(.init(severity: .warning, path: path, message: message))
    }

    private mutating func error(_ path: String, _ message: String) {
        diagnostics.append(.init(severity: .error, path: path, message: message))
    }
}
