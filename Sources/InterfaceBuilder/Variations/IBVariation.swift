/// One `<variation key>` of a view or constraint: what changes in the size classes its key
/// names.
///
/// - ``masks``: which of the owner's constraints or subviews are installed or uninstalled.
/// - ``attributeOverrides``: attributes written on the `<variation>` element itself
///   (`constant` on a constraint; `axis`, `distribution` on a stack view; `misplaced`,
///   `ambiguous`, `fixedFrame`), except `key` and `id`: an object's id is what the
///   document's references and the variations themselves name it by, never a size-class
///   property (Xcode writes no id on a variation).
/// - ``elementOverrides``: other child elements, which replace the owner's child with the same
///   name and key (`<fontDescription key="fontDescription">`, `<rect key="frame">`).
public struct IBVariation: Hashable, Sendable {
    public var key: IBVariationKey
    public var masks: [IBVariationMask]
    public var attributeOverrides: [IBAttribute]
    public var elementOverrides: [IBElement]
    public var position: SourcePosition?

    /// Reads a `<variation>` element.
    public init(_ element: IBElement) {
        key = IBVariationKey(element.key ?? "")
        position = element.position
        attributeOverrides = element.attributes.filter { $0.name != "key" && $0.name != "id" }
        var masks: [IBVariationMask] = []
        var overrides: [IBElement] = []
        for child in element.elements {
            if child.name == "mask" {
                masks.append(IBVariationMask(child))
            } else {
                overrides.append(child)
            }
        }
        self.masks = masks
        self.elementOverrides = overrides
    }
}
