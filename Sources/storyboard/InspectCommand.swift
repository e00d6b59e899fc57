import ArgumentParser
import Foundation
import OpenStoryboard

/// `storyboard inspect`: the scene tree of a storyboard or xib, or what an asset catalog holds
/// and, for a device, what each name resolves to.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show the scene tree of a .storyboard or .xib, or the assets of an .xcassets catalog.",
        discussion: """
        For a .storyboard or .xib: every scene with its objects (kinds, custom classes, ids, user \
        labels, frames), the constraints of each view as equations \
        (label.leading = superview.leadingMargin + 20 @750), the size-class variations, and the \
        document's diagnostics last, as file:line:column: severity: message.

        For an .xcassets catalog: prints every asset with its type and its slots (qualifiers → file). With --device, also the \
        file each image set and the colour each colour set resolves to on that device, in the \
        orientation and appearance given. The catalog's diagnostics (malformed Contents.json, missing \
        or unreadable files, unknown types) come last.

        Exit codes: 0 no errors, 1 the document or catalog has diagnostics of error severity, 2 usage \
        errors (unknown device; a file that cannot be read as a document: missing, not XML, not valid UTF-8, too large, another XML format, an Interface Builder 3 archive).

        Examples:
          storyboard inspect Main.storyboard
          storyboard inspect Cell.xib --json
          storyboard inspect Examples/AdaptivePhotos/Assets.xcassets
          storyboard inspect Examples/AdaptivePhotos/Assets.xcassets --device "iPhone 6 Plus" --orientation landscape
          storyboard inspect Assets.xcassets --device ipad12_9 --appearance dark --json
        """
    )

    /// Light or dark.
    enum Appearance: String, ExpressibleByArgument, CaseIterable {
        case light, dark

        var style: UIUserInterfaceStyle { self == .light ? .light : .dark }
    }

    @Argument(help: "A .storyboard or .xib file, or an asset catalog folder (.xcassets).")
    var file: String

    @Option(help: "A device model (\"iPhone 6 Plus\") or Interface Builder id (\"retina5_5\") to resolve the assets for (catalogs only).")
    var device: String?

    @Option(help: "The interface orientation used with --device.")
    var orientation: OrientationOption = .portrait

    @Option(help: "The appearance used with --device.")
    var appearance: Appearance = .light

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let url = URL(fileURLWithPath: file)
        // A folder is an asset catalog (a compiled storyboard folder is refused as a document
        // would be); a file is a document, whatever its extension.
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        let fileExtension = url.pathExtension.lowercased()
        if fileExtension == "storyboard" || fileExtension == "xib" || fileExtension == "storyboardc" || fileExtension == "nib"
            || (exists && !isFolder.boolValue) {
            try inspectDocument(at: url)
            return
        }
        let resolvedDevice = try device.map(resolveDevice)
        let catalog: AssetCatalog
        do {
            catalog = try AssetCatalog(contentsOf: url)
        } catch {
            throw CommandFailure.usage(error.description)
        }
        let traits = resolvedDevice?.traitCollection(for: orientation.interfaceOrientation, userInterfaceStyle: appearance.style)
        let report = CatalogReport(catalog: catalog, device: resolvedDevice, traits: traits, orientation: orientation, appearance: appearance)
        print(json ? try report.json() : report.text())
        let errors = catalog.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            throw CommandFailure.findings("\(errors) error\(errors == 1 ? "" : "s") in \(file)")
        }
    }
}

/// `inspect --json` of a file that is not a document: why, as data.
private struct UnreadableOutput: Encodable {
    struct Entry: Encodable {
        var severity: String
        var message: String
        var code: String
        var line: Int
        var column: Int

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            code = diagnostic.code.rawValue
            line = diagnostic.line ?? 0
            column = diagnostic.column ?? 0
        }
    }

    var document: String
    var diagnostics: [Entry]
}

extension Inspect {
    /// Prints the outline of a storyboard or xib; exit 1 when it has error diagnostics.
    func inspectDocument(at url: URL) throws {
        let document: IBDocument
        switch DocumentInput.read(file) {
        case .success(let read):
            document = read
        case .failure(let unreadable):
            // With --json the reasons are data too; either way the exit code is 2.
            if json {
                print(try JSONOutput.text(UnreadableOutput(document: file, diagnostics: unreadable.diagnostics.map(UnreadableOutput.Entry.init))))
            }
            throw CommandFailure.usage(unreadable.description)
        }
        if json {
            print(try JSONOutput.text(document.outlineForJSON()))
        } else {
            print(document.outline())
        }
        let errors = document.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            throw CommandFailure.findings("\(errors) error\(errors == 1 ? "" : "s") in \(file)")
        }
    }
}

/// The content of `storyboard inspect` for one catalog, as text or JSON.
private struct CatalogReport {
    let catalog: AssetCatalog
    let device: Device?
    let traits: UITraitCollection?
    let orientation: OrientationOption
    let appearance: Inspect.Appearance

    // MARK: Text

    func text() -> String {
        var lines: [String] = []
        let counts = Dictionary(grouping: catalog.assets, by: \.kind.typeName).mapValues(\.count)
        let summary = counts.keys.sorted().map { "\(counts[$0]!) \($0)" }.joined(separator: ", ")
        lines.append("\(display(catalog.url.path)): \(catalog.assets.count) assets" + (summary.isEmpty ? "" : " (\(summary))"))
        if let device, let traits {
            lines.append("Resolved for \(device.name), \(orientation.rawValue), \(appearance.rawValue): "
                + "\(traits.userInterfaceIdiom), @\(Int(traits.displayScale))x, "
                + "\(Device.SizeClasses(traits.horizontalSizeClass, traits.verticalSizeClass)), gamut \(traits.displayGamut)")
        }
        for asset in catalog.assets {
            lines.append("")
            lines.append("\(asset.kind.typeName)  \(asset.name)")
            lines.append(contentsOf: slotLines(asset).map { "  " + $0 })
            if let resolution = resolution(of: asset) {
                lines.append("  → \(resolution.text)")
            }
        }
        lines.append("")
        if catalog.diagnostics.isEmpty {
            lines.append("No diagnostics.")
        } else {
            lines.append("Diagnostics:")
            for diagnostic in catalog.diagnostics {
                var location = display(diagnostic.path)
                if let line = diagnostic.line { location += ":\(line)" + (diagnostic.column.map { ":\($0)" } ?? "") }
                lines.append("  \(location): \(diagnostic.severity.rawValue): \(diagnostic.message)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func slotLines(_ asset: AssetCatalog.Asset) -> [String] {
        switch asset.kind {
        case let .imageSet(set):
            var lines = set.slots.map { "\($0.qualifiers)  → \(fileText($0))" }
            if set.renderingMode != .automatic { lines.append("render as: \(set.renderingMode)") }
            if set.preservesVectorRepresentation { lines.append("preserves vector data: drawn as vectors at any size") }
            return lines
        case let .colorSet(set):
            return set.slots.map { "\($0.qualifiers)  → \(colorText($0.color))" }
        case let .dataSet(files), let .appIconSet(files), let .launchImage(files), let .symbolSet(files):
            var lines = files.files.map { ($0.qualifiers?.description ?? "?") + "  → " + $0.filename }
            lines.append("\(files.slotCount) slots, \(files.files.count) with a file"
                + (asset.kind.typeName == "symbolset" ? " (unsupported: symbol images)" : " (listed only)"))
            return lines
        case .other:
            return ["(not read: \(asset.kind.typeName) assets are not supported)"]
        }
    }

    private func fileText(_ slot: AssetCatalog.ImageSlot) -> String {
        guard let filename = slot.filename else { return "(empty)" }
        switch slot.file {
        case .empty: return "(empty)"
        case .missing: return "\(filename) (missing)"
        case .unchecked: return filename
        case let .bitmap(format, width, height): return "\(filename) (\(format) \(width)×\(height) px)"
        case let .vector(format, size?): return "\(filename) (\(format) \(Self.points(size.width))×\(Self.points(size.height)) pt, vector)"
        case let .vector(format, nil): return "\(filename) (\(format), vector)"
        case let .invalid(message): return "\(filename) (\(message))"
        }
    }

    /// `25` or `25.5`: a size in points without a needless fraction.
    static func points(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    private func colorText(_ color: UIColor) -> String {
        let resolved = color.resolvedColor(with: traits ?? UITraitCollection())
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func byte(_ value: CGFloat) -> String {
            String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded()))
        }
        let hex = "#" + byte(red) + byte(green) + byte(blue)
        let alphaText = alpha == 1 ? "" : String(format: " alpha %.3f", Double(alpha))
        // A slot that refers to a system colour keeps its name.
        let name = color.isDynamic ? color.name.map { " (\($0))" } ?? "" : ""
        return hex + alphaText + name
    }

    /// What an image or colour set resolves to for the device, when one was given.
    private func resolution(of asset: AssetCatalog.Asset) -> (text: String, json: CatalogOutput.Resolved)? {
        guard let traits else { return nil }
        switch asset.kind {
        case .imageSet:
            guard let slot = catalog.imageSlot(named: asset.name, compatibleWith: traits) else {
                var reason = "no slot fits"
                do {
                    _ = try catalog.image(named: asset.name, compatibleWith: traits)
                } catch {
                    if case let .imageNotFound(_, _, notes) = error, let note = notes.first { reason = note }
                }
                return ("no image: \(display(reason))", CatalogOutput.Resolved(error: display(reason)))
            }
            var json = CatalogOutput.Resolved(slot: Nullable(slot.qualifiers.description), file: slot.filename ?? "")
            do {
                let image = try catalog.image(named: asset.name, compatibleWith: traits)
                let size = "\(number(image.size.width))×\(number(image.size.height)) pt @\(number(image.scale))x"
                json.size = ["width": Double(image.size.width), "height": Double(image.size.height)]
                json.scale = Double(image.scale)
                return ("\(slot.filename ?? "?") (\(size))", json)
            } catch {
                json.error = error.description
                return ("\(slot.filename ?? "?") — \(error.description)", json)
            }
        case .colorSet:
            guard let color = catalog.color(named: asset.name) else { return nil }
            let slot = catalog.colorSlot(named: asset.name, compatibleWith: traits)
            let text = colorText(color.resolvedColor(with: traits))
            return ("\(text) (slot: \(slot?.qualifiers.description ?? "none fits; least specific used"))",
                    CatalogOutput.Resolved(slot: Nullable(slot?.qualifiers.description), color: text))
        default:
            return nil
        }
    }

    // MARK: JSON

    func json() throws -> String {
        var root = CatalogOutput(catalog: display(catalog.url.path))
        if let device {
            root.device = device.name
            root.orientation = orientation.rawValue
            root.appearance = appearance.rawValue
        }
        root.assets = catalog.assets.map { asset in
            var entry = CatalogOutput.Asset(name: asset.name, type: asset.kind.typeName, folder: display(asset.folder.path))
            switch asset.kind {
            case let .imageSet(set):
                entry.renderingMode = set.renderingMode.description
                entry.preservesVectorRepresentation = set.preservesVectorRepresentation
                entry.slots = set.slots.map { slot in
                    CatalogOutput.Slot(qualifiers: qualifiersJSON(slot.qualifiers), file: Nullable(slot.filename), state: fileText(slot))
                }
            case let .colorSet(set):
                entry.slots = set.slots.map { CatalogOutput.Slot(qualifiers: qualifiersJSON($0.qualifiers), color: colorText($0.color)) }
            case let .dataSet(files), let .appIconSet(files), let .launchImage(files), let .symbolSet(files):
                entry.files = files.files.map(\.filename)
                entry.slotCount = files.slotCount
            case .other:
                break
            }
            entry.resolved = resolution(of: asset)?.json
            return entry
        }
        root.diagnostics = catalog.diagnostics.map { diagnostic in
            CatalogOutput.Diagnostic(
                severity: diagnostic.severity.rawValue, path: display(diagnostic.path), message: diagnostic.message,
                line: diagnostic.line, column: diagnostic.column)
        }
        return try JSONOutput.text(root)
    }

    private func qualifiersJSON(_ qualifiers: AssetCatalog.Qualifiers) -> CatalogOutput.Qualifiers {
        var json = CatalogOutput.Qualifiers(idiom: qualifiers.idiom.description)
        json.scale = qualifiers.scale.map { Double($0) }
        if qualifiers.widthClass != .unspecified { json.words["widthClass"] = qualifiers.widthClass.description }
        if qualifiers.heightClass != .unspecified { json.words["heightClass"] = qualifiers.heightClass.description }
        if qualifiers.userInterfaceStyle != .unspecified { json.words["appearance"] = qualifiers.userInterfaceStyle.description }
        if qualifiers.accessibilityContrast != .unspecified { json.words["contrast"] = qualifiers.accessibilityContrast.description }
        if qualifiers.displayGamut != .unspecified { json.words["displayGamut"] = qualifiers.displayGamut.description }
        if qualifiers.layoutDirection != .unspecified { json.words["languageDirection"] = qualifiers.layoutDirection.description }
        for (key, value) in qualifiers.restrictions { json.words[key] = value }
        return json
    }

    // MARK: Helpers

    /// A path relative to the current directory when it is inside it.
    private func display(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}

/// `inspect --json` of an asset catalog.
struct CatalogOutput: Encodable {
    /// A slot's qualifiers: `idiom`, `scale` when set, and the other qualifiers that are not
    /// "any" by name (`widthClass`, `appearance`, a restriction's key…).
    struct Qualifiers: Encodable {
        var idiom: String
        var scale: Double?
        var words: [String: String] = [:]

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in words { try container.encode(value, forKey: Key(key)) }
            try container.encode(idiom, forKey: Key("idiom"))
            try container.encodeIfPresent(scale, forKey: Key("scale"))
        }
    }

    /// An image slot (`file`, null when the slot names none, and `state`) or a colour slot (`color`).
    struct Slot: Encodable {
        var qualifiers: Qualifiers
        var file: Nullable<String>?
        var state: String?
        var color: String?
    }

    /// What an image or colour set resolves to for the device.
    struct Resolved: Encodable {
        var slot: Nullable<String>?
        var file: String?
        var color: String?
        var size: [String: Double]?
        var scale: Double?
        var error: String?
    }

    struct Asset: Encodable {
        var name: String
        var type: String
        var folder: String
        var renderingMode: String?
        var preservesVectorRepresentation: Bool?
        var slots: [Slot]?
        var files: [String]?
        var slotCount: Int?
        var resolved: Resolved?
    }

    struct Diagnostic: Encodable {
        var severity: String
        var path: String
        var message: String
        var line: Int?
        var column: Int?
    }

    var catalog: String
    var device: String?
    var orientation: String?
    var appearance: String?
    var assets: [Asset] = []
    var diagnostics: [Diagnostic] = []
}
