/// One `<constraint>`, with Interface Builder's shorthands made explicit.
///
/// - A missing `firstItem` is the view that owns the constraint (``ownerID``).
/// - A missing `secondItem` makes a constant-only constraint (a width or height).
/// - A missing `relation` is `equal`, a missing `constant` 0, a missing `priority` 1000, a
///   missing `multiplier` 1. Multipliers may be written `0.5`, `16:9` or `1/3`.
/// - `symbolic="YES"` marks standard (system) spacing: ``isStandardSpacing``; the stored
///   constant is the value Xcode showed.
/// - `placeholder="YES"` constraints exist only at design time: ``isPlaceholder``
///   (instantiation drops them).
///
/// A value that is present but cannot be read (`multiplier="wide"`, `constant="nan"`) is never
/// replaced silently: its name is in ``unreadableAttributes``, the document has an error
/// diagnostic at the constraint, and ``isUsable`` is `false`.
public struct IBConstraint: Hashable, Sendable {
    /// How the two sides compare.
    public enum Relation: String, Hashable, Sendable {
        case equal
        case lessThanOrEqual
        case greaterThanOrEqual

        /// `=`, `<=`, `>=`.
        public var symbol: String {
            switch self {
            case .equal: "="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    public var id: String
    /// The view whose `<constraints>` list holds the constraint.
    public var ownerID: String
    /// The first item as written (`nil` when omitted).
    public var firstItemAsWritten: String?
    public var firstAttribute: IBLayoutAttribute
    public var relation: Relation
    /// The second item (`nil` for a constant-only constraint).
    public var secondItem: String?
    public var secondAttribute: IBLayoutAttribute?
    public var multiplier: Double
    /// The multiplier as written (`16:9`), when written.
    public var multiplierText: String?
    public var constant: Double
    public var priority: Double
    /// `symbolic="YES"`: standard spacing.
    public var isStandardSpacing: Bool
    public var identifier: String?
    public var userLabel: String?
    /// `placeholder="YES"`: removed at build time.
    public var isPlaceholder: Bool
    /// `misplaced="YES"`.
    public var isMisplaced: Bool
    /// Whether the constraint is installed in the configuration the document was resolved
    /// for (see ``IBDocument/resolved(for:)``); for a document straight from the file, whether
    /// it is installed in the base (Any/Any) configuration.
    public var isInstalled: Bool
    /// The constraint's own `<variation>` children (constant overrides per size class).
    public var variations: [IBVariation]
    /// Attributes whose values could not be read (they hold their defaults above).
    public var unreadableAttributes: [String]
    public var position: SourcePosition?

    /// The first item: the one written, or the owning view.
    public var firstItem: String { firstItemAsWritten ?? ownerID }

    /// Whether instantiation can use the constraint: not a placeholder, every value read.
    public var isUsable: Bool { !isPlaceholder && unreadableAttributes.isEmpty }

    init(_ element: IBElement, ownerID: String, variations: [IBVariation], reader: inout IBValueReader) {
        var unreadable: [String] = []
        func number(_ name: String, default value: Double) -> Double {
            guard element[name] != nil else { return value }
            if let number = reader.double(element, name) { return number }
            unreadable.append(name)
            return value
        }
        func flag(_ name: String) -> Bool {
            guard element[name] != nil else { return false }
            if let flag = reader.bool(element, name) { return flag }
            unreadable.append(name)
            return false
        }

        var relation = Relation.equal
        if let text = element["relation"] {
            if let known = Relation(rawValue: text) {
                relation = known
            } else {
                unreadable.append("relation")
                reader.invalid(element, "relation", text, expected: "equal, lessThanOrEqual or greaterThanOrEqual")
            }
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            if let value = Self.multiplier(text) {
                multiplier = value
            } else {
                unreadable.append("multiplier")
                reader.invalid(element, "multiplier", text, expected: "a multiplier (0.5, 16:9 or 1/3)")
            }
        }
        let firstAttribute = IBLayoutAttribute(element["firstAttribute"] ?? "")
        if case let .unknown(name) = firstAttribute {
            unreadable.append("firstAttribute")
            reader.invalid(element, "firstAttribute", name, expected: "a layout attribute")
        }
        let secondAttribute = element["secondAttribute"].map(IBLayoutAttribute.init)
        if case let .unknown(name)? = secondAttribute {
            unreadable.append("secondAttribute")
            reader.invalid(element, "secondAttribute", name, expected: "a layout attribute")
        }

        id = element.id ?? ""
        self.ownerID = ownerID
        firstItemAsWritten = element["firstItem"]
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = element["secondItem"]
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        multiplierText = element["multiplier"]
        constant = number("constant", default: 0)
        priority = number("priority", default: 1000)
        isStandardSpacing = flag("symbolic")
        identifier = element["identifier"]
        userLabel = element["userLabel"]
        isPlaceholder = flag("placeholder")
        isMisplaced = flag("misplaced")
        isInstalled = true
        self.variations = variations
        unreadableAttributes = unreadable
        position = element.position
    }

    /// Reads a multiplier written as a decimal (`0.5`), a ratio (`16:9`) or a fraction
    /// (`1/3`); `nil` when it is none of them, or not finite, or divides by zero.
    public static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
                  denominator != 0 else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
