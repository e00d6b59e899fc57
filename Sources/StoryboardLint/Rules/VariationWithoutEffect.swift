import Foundation
import InterfaceBuilder

/// `variation-without-effect`: a size-class variation that sets a property to the value it
/// already has — it changes nothing in that size class, and it hides which values really vary.
///
/// Each `<variation key="…">` (not `default`) of an object is compared, override by override,
/// with the object's own element: an attribute with the base's value, or an element (a colour, a
/// font, insets) equal to the base's element of the same name and key, has no effect. Frames and
/// the canvas-only flags (`misplaced`, `ambiguous`, `fixedFrame`) are Xcode's canvas state per
/// size class and are not compared; masks (what is installed) are not compared either.
///
/// Fix: remove the override from the variation (Xcode: the × next to the size-class row in the
/// Attributes inspector), and the variation when nothing is left in it.
public struct VariationWithoutEffect: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "variation-without-effect", .note, scope: .document,
        summary: "A size-class variation that sets a property to the value it already has.",
        explanation: """
        Overrides for a size class (`<variation key="widthClass=compact">`) that repeat the base value change \
        nothing and make it harder to see what does vary. The rule compares each override of each variation \
        with the object's own value: attributes, and elements such as colours, fonts and insets (frames and the \
        canvas-only flags are Xcode's per-size-class canvas state and are not compared).
        """,
        fix: "Remove the override from the variation (and the variation when nothing is left in it).")

    /// Attributes that are canvas state, not properties.
    static let canvasOnly: Set<String> = ["misplaced", "ambiguous", "fixedFrame"]

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(document: LintDocument, into findings: inout LintFindings) {
        document.forEachObject { object in
            for variation in object.variations where !variation.key.isDefault {
                var same: [String] = []
                for attribute in variation.attributeOverrides where !Self.canvasOnly.contains(attribute.name) {
                    if object.element[attribute.name] == attribute.value { same.append("\(attribute.name)=\"\(attribute.value)\"") }
                }
                for element in variation.elementOverrides where !(element.name == "rect" && element.key == "frame") {
                    let base = object.element.elements.first { $0.name == element.name && $0.key == element.key }
                    if let base, Self.sameContent(base, element) { same.append("<\(element.name)\(element.key.map { " key=\"\($0)\"" } ?? "")>") }
                }
                guard !same.isEmpty else { continue }
                findings.report(
                    "the \(variation.key) variation of \(object.className) \(object.id) repeats the base value of \(same.joined(separator: ", "))",
                    objectID: object.id, position: variation.position)
            }
        }
    }

    /// Whether two elements say the same: name, attributes (in any order) and child elements.
    static func sameContent(_ a: IBElement, _ b: IBElement) -> Bool {
        guard a.name == b.name else { return false }
        let attributesA = Dictionary(a.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let attributesB = Dictionary(b.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard attributesA == attributesB, a.elements.count == b.elements.count else { return false }
        return zip(a.elements, b.elements).allSatisfy { sameContent($0, $1) }
    }
}
