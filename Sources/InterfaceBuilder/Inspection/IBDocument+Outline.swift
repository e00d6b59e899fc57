import Foundation

/// The readable outline `storyboard inspect` prints: scenes, the object tree with classes,
/// ids, labels and frames, constraints as equations, variations, and the diagnostics.
extension IBDocument {
    /// The outline as text.
    public func outline() -> String {
        var lines: [String] = []
        var summary = "\(path): \(kind.rawValue)"
        summary += kind == .storyboard ? ", \(scenes.count) scene\(scenes.count == 1 ? "" : "s")" : ", \(objects.count) top-level object\(objects.count == 1 ? "" : "s")"
        if let toolsVersion { summary += ", toolsVersion \(toolsVersion)" }
        if let plugInVersion { summary += " (plugIn \(plugInVersion))" }
        lines.append(summary)
        var settings: [String] = []
        if let device { settings.append("device \(device.id) \(device.orientation)" + (device.appearance.map { " \($0)" } ?? "")) }
        if let targetRuntime { settings.append(targetRuntime) }
        if usesAutolayout { settings.append("Auto Layout") }
        if usesTraitCollections { settings.append("trait variations") }
        if usesSafeAreas { settings.append("safe areas") }
        if isLaunchScreen { settings.append("launch screen") }
        if let initialViewControllerID { settings.append("initial view controller \(initialViewControllerID)") }
        if !settings.isEmpty { lines.append("  " + settings.joined(separator: ", ")) }
        if traits != .any { lines.append("  resolved for \(traits)") }

        if kind == .storyboard {
            for scene in scenes {
                lines.append("")
                var header = "Scene \(scene.id)"
                if let title = scene.title { header += " \"\(title)\"" }
                if let location = scene.canvasLocation { header += " at \(location)" }
                lines.append(header)
                let names = ItemNames(objects: scene.objects)
                for object in scene.objects { append(object, depth: 1, names: names, to: &lines) }
            }
        } else {
            lines.append("")
            let names = ItemNames(objects: objects)
            for object in objects { append(object, depth: 0, names: names, to: &lines) }
        }
        if !resources.images.isEmpty || !resources.namedColors.isEmpty || !resources.systemColors.isEmpty {
            lines.append("")
            lines.append("Resources")
            for image in resources.images {
                lines.append("  image \(image.name)" + (image.size.map { " \($0)" } ?? ""))
            }
            for (name, color) in resources.namedColors.sorted(by: { $0.key < $1.key }) { lines.append("  named colour \(name): \(color)") }
            for (name, color) in resources.systemColors.sorted(by: { $0.key < $1.key }) { lines.append("  system colour \(name): \(color)") }
        }
        lines.append("")
        if diagnostics.isEmpty {
            lines.append("No diagnostics.")
        } else {
            lines.append("Diagnostics:")
            for diagnostic in diagnostics { lines.append(diagnostic.description) }
        }
        return lines.joined(separator: "\n")
    }

    private func append(_ object: IBObject, depth: Int, names: ItemNames, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        var line = indent + object.kind.rawValue
        if let customClass = object.customClass { line += " (\(customClass))" }
        line += " \(object.id)"
        if let key = object.key, key != object.kind.rawValue { line += " key=\(key)" }
        if let label = object.userLabel { line += " \"\(label)\"" }
        if let text = object.text ?? object.title, object.userLabel == nil { line += " \"\(text.replacingOccurrences(of: "\n", with: "\\n"))\"" }
        if let identifier = object.storyboardIdentifier { line += " storyboardIdentifier=\(identifier)" }
        if object.kind == .viewControllerPlaceholder {
            line += " → " + (object.storyboardName ?? "(this storyboard)") + (object.referencedIdentifier.map { ":\($0)" } ?? " initial")
        }
        if let frame = object.frame { line += " frame \(frame)" }
        if object.frameInset != nil { line += " (from frameInset)" }
        if object.isMisplaced { line += " misplaced" }
        if object.isAmbiguous { line += " ambiguous" }
        if object.isHidden { line += " hidden" }
        if !object.isInstalled { line += " [not installed]" }
        lines.append(line)
        var details: [String] = []
        if let font = object.font { details.append("font \(font)") }
        if object.kind == .stackView { details.append("axis \(object.axis), distribution \(object.distribution), alignment \(object.alignment), spacing \(IBNumber.format(object.spacing))") }
        if let normal = object.state("normal"), normal.title != nil || normal.image != nil {
            details.append("normal: " + [normal.title.map { "title \"\($0)\"" }, normal.image.map { "image \($0)" }].compactMap { $0 }.joined(separator: ", "))
        }
        if let image = object.image, object.kind == .imageView { details.append("image \(image)") }
        if let margins = object.layoutMargins { details.append("layout margins \(margins)") }
        for guide in object.layoutGuides { details.append("guide \(guide.name) \(guide.id)") }
        for connection in object.connections {
            switch connection.kind {
            case .outlet, .outletCollection: details.append("\(connection.kind) \(connection.property ?? "?") → \(connection.destination ?? "?")")
            case .action: details.append("action \(connection.selector ?? "?")" + (connection.eventType.map { " on \($0)" } ?? "") + " → \(connection.destination ?? "?")")
            case .segue:
                var text = "segue \(connection.segueKind?.rawValue ?? "?")"
                if let relationship = connection.relationship { text += " \(relationship)" }
                if let identifier = connection.identifier { text += " \"\(identifier)\"" }
                details.append(text + " → \(connection.destination ?? "?")")
            }
        }
        for detail in details { lines.append(indent + "  · " + detail) }
        for child in object.children { append(child, depth: depth + 1, names: names, to: &lines) }
        for subview in object.subviews { append(subview, depth: depth + 1, names: names, to: &lines) }
        if !object.constraints.isEmpty {
            lines.append(indent + "  constraints:")
            let superviewOf = Set(object.subviews.map(\.id))
            for constraint in object.constraints {
                let equation = constraint.equation { id in
                    if id == object.id, constraint.firstItem != constraint.secondItem,
                       superviewOf.contains(constraint.firstItem == id ? (constraint.secondItem ?? "") : constraint.firstItem) {
                        return "superview"
                    }
                    return names.name(id)
                }
                var flags: [String] = []
                if !constraint.isInstalled { flags.append("not installed") }
                if constraint.isPlaceholder { flags.append("placeholder") }
                if constraint.isMisplaced { flags.append("misplaced") }
                for variation in constraint.variations {
                    flags.append("\(variation.key): " + variation.attributeOverrides.map { "\($0.name)=\($0.value)" }.joined(separator: " "))
                }
                lines.append(indent + "    " + equation + (flags.isEmpty ? "" : "  [" + flags.joined(separator: "; ") + "]") + "  (\(constraint.id))")
            }
        }
        if !object.variations.isEmpty {
            lines.append(indent + "  variations:")
            for variation in object.variations {
                var parts: [String] = []
                for mask in variation.masks {
                    let excluded = mask.entries.filter { !$0.isIncluded }.map(\.reference)
                    let included = mask.entries.filter(\.isIncluded).map(\.reference)
                    if !excluded.isEmpty { parts.append("\(mask.key) excluded " + excluded.map(names.name).joined(separator: ", ")) }
                    if !included.isEmpty { parts.append("\(mask.key) included " + included.map(names.name).joined(separator: ", ")) }
                }
                for attribute in variation.attributeOverrides { parts.append("\(attribute.name)=\(attribute.value)") }
                for element in variation.elementOverrides { parts.append(overrideText(element)) }
                lines.append(indent + "    \(variation.key): " + parts.joined(separator: "; "))
            }
        }
    }

    private func overrideText(_ element: IBElement) -> String {
        var reader = IBValueReader(file: path)
        if element.name == "rect", let rect = IBRect(element, reader: &reader) { return "\(element.key ?? "rect") \(rect)" }
        if element.name == "fontDescription", let font = IBFont(element, reader: &reader) { return "font \(font)" }
        return "<\(element.name)" + (element.key.map { " key=\($0)" } ?? "") + ">"
    }

    // MARK: JSON

    /// The outline as a value that encodes to the JSON of `storyboard inspect --json`
    /// (``IBOutline``).
    public func outlineForJSON() -> IBOutline {
        var root = IBOutline(document: path, kind: kind.rawValue)
        root.toolsVersion = toolsVersion
        root.plugInVersion = plugInVersion
        root.targetRuntime = targetRuntime
        if let device { root.device = IBOutline.Device(id: device.id, orientation: device.orientation, appearance: device.appearance) }
        root.initialViewController = initialViewControllerID
        root.useAutolayout = usesAutolayout
        root.useTraitCollections = usesTraitCollections
        if kind == .storyboard {
            root.scenes = scenes.map { scene in
                let names = ItemNames(objects: scene.objects)
                return IBOutline.Scene(id: scene.id, title: scene.title, line: scene.position?.line,
                                       objects: scene.objects.map { outlineEntry($0, names: names) })
            }
        } else {
            let names = ItemNames(objects: objects)
            root.objects = objects.map { outlineEntry($0, names: names) }
        }
        root.diagnostics = diagnostics.map {
            IBOutline.Diagnostic(severity: $0.severity.rawValue, file: $0.file, message: $0.message, code: $0.code.rawValue,
                                 line: $0.line, column: $0.column)
        }
        return root
    }

    private func outlineEntry(_ object: IBObject, names: ItemNames) -> IBOutline.Object {
        var entry = IBOutline.Object(kind: object.kind.rawValue, id: object.id, className: object.className)
        entry.customClass = object.customClass
        entry.customModule = object.customModule
        entry.userLabel = object.userLabel
        entry.key = object.key
        if let frame = object.frame { entry.frame = [frame.x, frame.y, frame.width, frame.height] }
        entry.line = object.position?.line
        entry.column = object.position?.column
        if object.isMisplaced { entry.misplaced = true }
        if object.isAmbiguous { entry.ambiguous = true }
        if !object.isInstalled { entry.installed = false }
        if !object.constraints.isEmpty {
            entry.constraints = object.constraints.map { constraint in
                IBOutline.Constraint(
                    id: constraint.id, equation: constraint.equation(naming: names.name),
                    installed: constraint.isInstalled ? nil : false, placeholder: constraint.isPlaceholder ? true : nil)
            }
        }
        if !object.variations.isEmpty {
            entry.variations = object.variations.map { variation in
                var item = IBOutline.Variation(key: variation.key.rawValue)
                for mask in variation.masks {
                    item.masks[mask.key + ".include"] = mask.entries.filter(\.isIncluded).map(\.reference)
                    item.masks[mask.key + ".exclude"] = mask.entries.filter { !$0.isIncluded }.map(\.reference)
                }
                if !variation.attributeOverrides.isEmpty {
                    item.attributes = Dictionary(variation.attributeOverrides.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
                }
                if !variation.elementOverrides.isEmpty { item.elements = variation.elementOverrides.map { $0.name + ($0.key.map { ":" + $0 } ?? "") } }
                return item
            }
        }
        if !object.children.isEmpty { entry.children = object.children.map { outlineEntry($0, names: names) } }
        if !object.subviews.isEmpty { entry.subviews = object.subviews.map { outlineEntry($0, names: names) } }
        return entry
    }
}

/// Short names for the items of a scene in constraint equations: the user label or kind, with
/// the id added when the name is not unique in the scene.
struct ItemNames {
    private var names: [String: String] = [:]

    init(objects: [IBObject]) {
        var base: [String: String] = [:]
        var counts: [String: Int] = [:]
        func visit(_ object: IBObject) {
            let name = object.userLabel.map { $0.replacingOccurrences(of: " ", with: "") } ?? object.kind.rawValue
            base[object.id] = name
            counts[name, default: 0] += 1
            for guide in object.layoutGuides {
                base[guide.id] = guide.name
                counts[guide.name, default: 0] += 1
            }
        }
        for object in objects { object.forEach(visit) }
        for (id, name) in base {
            names[id] = counts[name, default: 0] > 1 ? "\(name)[\(id)]" : name
        }
    }

    func name(_ id: String) -> String {
        names[id] ?? id
    }
}
