/// What a document's `<variation>`s mean for one set of traits: which views and constraints
/// are installed, and which property values apply.
///
/// The rule (the one Xcode's size-class grid shows): the variations whose key matches the
/// traits are applied from the least specific (`default`, the base Any/Any) to the most
/// specific (both size classes), so the most specific variation that says anything about an
/// item or a property decides it.
/// - A constraint or subview is installed unless the deciding variation of its owner's masks
///   excludes it; one that no matching variation mentions is installed. (`<variation
///   key="default">` with an `<exclude>` therefore means "not installed in Any/Any" and stays so
///   in every class that does not `<include>` it.)
/// - A property override (an attribute on the `<variation>`, or a child element with the same
///   name and key) replaces the base value when its variation matches; the most specific wins.
/// - Keys match when each of their conditions equals the trait: `widthClass=compact` matches
///   a compact horizontal size class whatever the vertical one. Specificity: more conditions
///   win; among single conditions idiom beats width beats height.
public struct IBResolution: Sendable {
    /// The overrides that apply to one element.
    public struct Overrides: Hashable, Sendable {
        /// Attribute values set by the matching variations, most specific last.
        public var attributes: [IBAttribute] = []
        /// Child elements set by the matching variations (replacing the owner's child with the
        /// same name and key), most specific last.
        public var elements: [IBElement] = []
    }

    /// The traits resolved for.
    public let traits: IBTraits
    /// Ids of the constraints and subviews that are not installed.
    public private(set) var uninstalled: Set<String> = []
    /// Ids of the constraints and subviews some matching variation mentions, with the decision.
    public private(set) var decisions: [String: Bool] = [:]
    /// Overrides by the id of the element they apply to.
    public private(set) var overrides: [String: Overrides] = [:]

    /// Resolves the variations of the tree under `root` for `traits`.
    public init(root: IBElement, traits: IBTraits) {
        self.traits = traits
        visit(root)
    }

    /// Whether the constraint or subview with this id is installed.
    public func isInstalled(_ id: String) -> Bool {
        !uninstalled.contains(id)
    }

    /// `element` with the overrides for its id applied (itself when there are none).
    public func applyingOverrides(to element: IBElement) -> IBElement {
        guard let id = element.id, let overrides = overrides[id] else { return element }
        var result = element
        for attribute in overrides.attributes {
            result[attribute.name] = attribute.value
        }
        for replacement in overrides.elements {
            if let index = result.children.firstIndex(where: { $0.element.map { $0.name == replacement.name && $0.key == replacement.key } ?? false }) {
                result.children[index] = .element(replacement)
            } else {
                result.children.append(.element(replacement))
            }
        }
        return result
    }

    private mutating func visit(_ element: IBElement) {
        var variations: [IBVariation] = []
        for child in element.children {
            guard case let .element(child) = child else { continue }
            if child.name == "variation" {
                variations.append(IBVariation(child))
            } else {
                visit(child)
            }
        }
        guard !variations.isEmpty else { return }
        // Least specific first; a stable sort keeps document order among equals.
        let matching = variations.enumerated()
            .filter { $0.element.key.matches(traits) }
            .sorted { ($0.element.key.specificity, $0.offset) < ($1.element.key.specificity, $1.offset) }
            .map(\.element)
        var attributes: [String: IBAttribute] = [:]
        var attributeOrder: [String] = []
        var elements: [String: IBElement] = [:]
        var elementOrder: [String] = []
        for variation in matching {
            for mask in variation.masks {
                for entry in mask.entries {
                    decisions[entry.reference] = entry.isIncluded
                    if entry.isIncluded {
                        uninstalled.remove(entry.reference)
                    } else {
                        uninstalled.insert(entry.reference)
                    }
                }
            }
            for attribute in variation.attributeOverrides {
                if attributes.updateValue(attribute, forKey: attribute.name) == nil { attributeOrder.append(attribute.name) }
            }
            for override in variation.elementOverrides {
                let key = override.name + "\u{0}" + (override.key ?? "")
                if elements.updateValue(override, forKey: key) == nil { elementOrder.append(key) }
            }
        }
        if let id = element.id, !attributeOrder.isEmpty || !elementOrder.isEmpty {
            overrides[id] = Overrides(attributes: attributeOrder.map { attributes[$0]! }, elements: elementOrder.map { elements[$0]! })
        }
    }
}
