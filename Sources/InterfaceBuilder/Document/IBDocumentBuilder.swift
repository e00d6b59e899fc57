/// Builds the typed layer (scenes, objects, constraints) from the XML tree, with the
/// overrides and installed sets of one ``IBResolution``.
struct IBDocumentBuilder {
    var reader: IBValueReader
    let resolution: IBResolution
    /// The ids of the objects being built, outermost first. An override may bring back an
    /// element with the id it overrides (or one whose override does): such an element is built
    /// as written, without its overrides, so the recursion ends.
    private var building: [String] = []

    init(file: String, resolution: IBResolution) {
        reader = IBValueReader(file: file)
        self.resolution = resolution
    }

    /// Fills the scenes, objects and resources of `document` from `root`.
    mutating func fill(_ document: inout IBDocument, root: IBElement) {
        document.scenes = []
        document.objects = []
        for child in root.elements {
            switch child.name {
            case "scenes":
                var title: String?
                for node in child.children {
                    switch node {
                    case let .comment(comment): title = comment
                    case let .element(element) where element.name == "scene":
                        document.scenes.append(scene(element, title: title))
                        title = nil
                    default: continue
                    }
                }
            case "objects":
                document.objects = child.elements.map { object($0, superviewSize: nil, isSubview: false) }
            case "resources":
                document.resources = IBResources(child, reader: &reader)
            case "designables":
                for designable in child.elements(named: "designable") {
                    guard let name = designable["name"],
                          let size = designable.firstElement(named: "size", key: "intrinsicContentSize")
                    else { continue }
                    document.designableIntrinsicSizes[name] = IBSize(size, reader: &reader)
                }
            default:
                continue
            }
        }
    }

    mutating func scene(_ element: IBElement, title: String?) -> IBScene {
        var objects: [IBObject] = []
        var canvasLocation: IBPoint?
        for child in element.elements {
            if child.name == "objects" {
                objects = child.elements.map { object($0, superviewSize: nil, isSubview: false) }
            } else if child.name == "point", child.key == "canvasLocation" {
                canvasLocation = IBPoint(child, reader: &reader)
            }
        }
        return IBScene(id: element["sceneID"] ?? "", title: title, objects: objects, canvasLocation: canvasLocation, position: element.position)
    }

    /// Element names below an object that are values of the object, not objects or wrappers.
    private static let valueElements: Set<String> = [
        "string", "nil", "textInputTraits", "attributedString", "accessibility", "segments", "real", "integer", "bool",
        "mutableString", "dataDetectorType", "animations", "popoverArrowDirection", "extendedEdge", "offsetWrapper",
        "preferredSymbolConfiguration", "imageReference", "point", "image", "date", "url", "locale",
        "accessibilityTraits", "blurEffect", "vibrancyEffect", "wkWebViewConfiguration", "tabStops", "paragraphStyle",
    ]

    mutating func object(_ source: IBElement, superviewSize: IBSize?, isSubview: Bool) -> IBObject {
        let isCycle = source.id.map(building.contains) ?? false
        let element = isCycle ? source : resolution.applyingOverrides(to: source)
        let id = element.id ?? ""
        building.append(id)
        defer { building.removeLast() }
        func priority(_ name: String, _ fallback: Double) -> Double { reader.double(element, name) ?? fallback }
        func intrinsic(_ name: String) -> Double? {
            element[name] == "infinite" ? -1 : reader.double(element, name)
        }
        var object = IBObject(
            kind: IBObjectKind(rawValue: element.name), id: id, key: element.key,
            customClass: element["customClass"], customModule: element["customModule"], userLabel: element["userLabel"],
            sceneMemberID: element["sceneMemberID"], storyboardIdentifier: element["storyboardIdentifier"],
            frame: nil, frameInset: nil, autoresizingMask: nil,
            translatesAutoresizingMaskIntoConstraints: reader.bool(element, "translatesAutoresizingMaskIntoConstraints") ?? true,
            contentMode: element["contentMode"],
            horizontalHuggingPriority: priority("horizontalHuggingPriority", 250),
            verticalHuggingPriority: priority("verticalHuggingPriority", 250),
            horizontalCompressionResistancePriority: priority("horizontalCompressionResistancePriority", 750),
            verticalCompressionResistancePriority: priority("verticalCompressionResistancePriority", 750),
            placeholderIntrinsicWidth: intrinsic("placeholderIntrinsicWidth"),
            placeholderIntrinsicHeight: intrinsic("placeholderIntrinsicHeight"),
            isMisplaced: reader.bool(element, "misplaced") ?? false, isAmbiguous: reader.bool(element, "ambiguous") ?? false,
            isHidden: reader.bool(element, "hidden") ?? false, alpha: reader.double(element, "alpha") ?? 1,
            clipsSubviews: reader.bool(element, "clipsSubviews") ?? false, tag: reader.int(element, "tag") ?? 0,
            isInstalled: !isSubview || resolution.isInstalled(id),
            subviews: [], constraints: [], layoutGuides: [], variations: [], runtimeAttributes: [], connections: [],
            colors: [:], fonts: [:], insets: [:], states: [], children: [], simulatedMetrics: [], element: element
        )
        reader.check(element, IBAttributeTypes.objectAttributes)
        if element.name == "tableView" { _ = reader.word(element, "style", in: IBAttributeTypes.tableStyles) }
        // The frame first: subviews need this view's size.
        for child in element.children {
            guard case let .element(child) = child else { continue }
            if child.name == "rect", child.key == "frame" {
                object.frame = IBRect(child, reader: &reader)
            } else if child.name == "frame", child.key == "frameInset" {
                let inset = IBFrameInset(child, reader: &reader)
                object.frameInset = inset
                if object.frame == nil { object.frame = inset.rect(inSuperviewOfSize: superviewSize) }
            }
        }
        let ownSize = object.frame?.size
        for child in element.children {
            guard case let .element(child) = child else { continue }
            switch child.name {
            case "rect" where child.key == "frame", "frame" where child.key == "frameInset":
                continue
            case "autoresizingMask":
                object.autoresizingMask = IBAutoresizingMask(child, reader: &reader)
            case "subviews":
                object.subviews = child.elements.map { self.object($0, superviewSize: ownSize, isSubview: true) }
            case "constraints":
                object.constraints = child.elements(named: "constraint").map { constraint($0, ownerID: id) }
            case "layoutGuides":
                object.layoutGuides += child.elements.compactMap { IBLayoutGuide($0, ownerID: id) }
            case "viewLayoutGuide", "keyboardLayoutGuide":
                reader.check(child, IBAttributeTypes.valueElementAttributes[child.name] ?? [:])
                if let guide = IBLayoutGuide(child, ownerID: id) { object.layoutGuides.append(guide) }
            case "variation":
                object.variations.append(IBVariation(child))
            case "userDefinedRuntimeAttributes":
                object.runtimeAttributes = child.elements(named: "userDefinedRuntimeAttribute").map { IBRuntimeAttribute($0, reader: &reader) }
            case "connections":
                for connection in child.elements(named: "segue") {
                    reader.check(connection, IBAttributeTypes.segueAttributes)
                    for arrows in connection.elements(named: "popoverArrowDirection") {
                        reader.check(arrows, IBAttributeTypes.valueElementAttributes["popoverArrowDirection"] ?? [:])
                    }
                }
                object.connections = child.elements.compactMap { IBConnection($0, sourceID: id) }
            case "color":
                if let color = IBColor(child, reader: &reader) { object.colors[child.key ?? ""] = color }
            case "fontDescription", "font":
                if let font = IBFont(child, reader: &reader) { object.fonts[child.key ?? child.name] = font }
            case "edgeInsets", "directionalEdgeInsets", "inset":
                if let insets = IBInsets(child, reader: &reader) { object.insets[child.key ?? child.name] = insets }
            case "textAttributes":
                object.textAttributes[child.key ?? ""] = Self.textAttributes(child, reader: &reader)
            case "navigationBarAppearance", "toolbarAppearance", "tabBarAppearance":
                var appearance = IBBarAppearance()
                for value in child.elements {
                    if value.name == "color", value.key == "backgroundColor" { appearance.backgroundColor = IBColor(value, reader: &reader) }
                    if value.name == "color", value.key == "shadowColor" { appearance.shadowColor = IBColor(value, reader: &reader) }
                    if value.name == "textAttributes" { appearance.textAttributes[value.key ?? ""] = Self.textAttributes(value, reader: &reader) }
                }
                object.barAppearances[child.key ?? ""] = appearance
            case "state":
                object.states.append(IBButtonState(child, reader: &reader))
            case "size" where child.key == "freeformSize":
                object.simulatedMetrics.append(child)
            case let name where name.hasPrefix("simulated") || name == "freeformSimulatedSizeMetrics":
                object.simulatedMetrics.append(child)
            case let name where Self.valueElements.contains(name):
                continue
            default:
                // A cell's content view written `<view key="contentView">` (collection view cells
                // since Xcode 11) often has no id; it is an object all the same, not a wrapper.
                if child.id != nil || (child.key == "contentView" && child.name == "view") {
                    object.children.append(self.object(child, superviewSize: child.key == "view" ? nil : ownSize, isSubview: false))
                } else {
                    object.children += objects(in: child, superviewSize: ownSize)
                }
            }
        }
        return object
    }

    /// A `<textAttributes>` element's font and text colour.
    private static func textAttributes(_ element: IBElement, reader: inout IBValueReader) -> IBTextAttributes {
        var attributes = IBTextAttributes()
        for value in element.elements {
            if value.name == "fontDescription" { attributes.font = IBFont(value, reader: &reader) }
            if value.name == "color", value.key == "textColor" { attributes.textColor = IBColor(value, reader: &reader) }
        }
        return attributes
    }

    /// The objects inside a wrapper element without an id (`<prototypes>`, `<cells>`,
    /// `<sections>`, `<items>`, `<gestureRecognizers>`, …).
    private mutating func objects(in wrapper: IBElement, superviewSize: IBSize?) -> [IBObject] {
        var result: [IBObject] = []
        for child in wrapper.elements where !Self.valueElements.contains(child.name) && child.name != "variation" {
            if child.id != nil {
                result.append(object(child, superviewSize: superviewSize, isSubview: false))
            } else {
                result += objects(in: child, superviewSize: superviewSize)
            }
        }
        return result
    }

    private mutating func constraint(_ source: IBElement, ownerID: String) -> IBConstraint {
        let element = resolution.applyingOverrides(to: source)
        var constraint = IBConstraint(element, ownerID: ownerID, variations: element.elements(named: "variation").map(IBVariation.init), reader: &reader)
        constraint.isInstalled = resolution.isInstalled(constraint.id)
        return constraint
    }
}
