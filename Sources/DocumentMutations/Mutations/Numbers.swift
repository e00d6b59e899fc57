import Foundation

/// Mutations of numbers: huge, negative, NaN and infinite, zero and subnormal, and the
/// geometry, fonts and metrics they reach.
extension MutationContext {
    /// A random quantity attribute takes one of `values` (the variant's).
    mutating func replaceNumber(with values: [String]) -> String? {
        guard let (index, attribute) = pickAttribute(where: { _, a in Vocabulary.isQuantity(a) }) else { return nil }
        var value = variant(values)
        if value == "-" { value = attribute.value.hasPrefix("-") ? String(attribute.value.dropFirst()) : "-" + attribute.value }
        replace(attribute.valueRange, with: value)
        return "\(attribute.name) of \(describe(index)) = \(value) (was \(attribute.value))"
    }

    mutating func hugeRect() -> String? {
        guard let index = pickElement(named: ["rect", "size"]) else { return nil }
        let value = variant(["1e308", "1e15", "3.4028235e38", "1e400", "1.7976931348623157e308", "2147483648"])
        let names = random.pick([["width"], ["height"], ["width", "height"], ["x", "y"], ["x", "y", "width", "height"]])
        for name in names where elements[index].name == "rect" || name == "width" || name == "height" {
            set(name, to: value, of: index)
        }
        return "\(names.joined(separator: ", ")) of \(describe(index)) = \(value)"
    }

    mutating func negativeSize() -> String? {
        guard let index = pickElement(named: ["rect", "size"]) else { return nil }
        let value = variant(["-1", "-100", "-1e308", "-375", "-0.5"])
        let names = random.pick([["width"], ["height"], ["width", "height"]])
        for name in names { set(name, to: value, of: index) }
        return "\(names.joined(separator: ", ")) of \(describe(index)) = \(value)"
    }

    mutating func giganticCanvas() -> String? {
        let sizes: [(String, String)] = [("1e5", "1e5"), ("1e6", "1e6"), ("1e9", "1"), ("1", "1e9"), ("1e308", "1e308"), ("46341", "46341"), ("32768", "32768"), ("100000", "100")]
        let (width, height) = variant(sizes)
        if isStoryboard {
            guard let index = pickElement(named: Vocabulary.controllers.subtracting(["viewControllerPlaceholder"]), where: { !$0.isSelfClosing }) else { return nil }
            // Replace the controller's own freeform size and metrics, or add them.
            for child in outline.children(of: index) {
                let element = elements[child]
                if element["key"] == "freeformSize" || element["key"] == "simulatedDestinationMetrics" { replace(element.range, with: "") }
            }
            prependChild("<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/><size key=\"freeformSize\" width=\"\(width)\" height=\"\(height)\"/>", to: index)
            return "freeform size \(width) × \(height) on \(describe(index))"
        }
        // A xib: its first top-level view's frame, with freeform metrics.
        guard let objects = outline.indices(named: ["objects"]).first,
              let view = outline.children(of: objects).first(where: { Vocabulary.views.contains(elements[$0].name) }),
              let frame = outline.children(of: view).first(where: { elements[$0].name == "rect" && elements[$0]["key"] == "frame" }) else { return nil }
        set("width", to: width, of: frame)
        set("height", to: height, of: frame)
        if !outline.children(of: view).contains(where: { elements[$0].name == "freeformSimulatedSizeMetrics" }) {
            appendChild("<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>", to: view)
        }
        return "top-level view \(describe(view)) of \(width) × \(height), freeform"
    }

    mutating func hugeFont() -> String? {
        guard let index = pickElement(named: ["fontDescription", "font"]) else { return nil }
        let value = variant(["1e308", "1e6", "0", "-12", "nan", "100000", "inf", "1e-300"])
        set("pointSize", to: value, of: index)
        return "pointSize of \(describe(index)) = \(value)"
    }

    mutating func layoutMetrics() -> String? {
        let names: Set<String> = [
            "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
            "spacing", "minimumLineSpacing", "minimumInteritemSpacing", "numberOfLines", "minimumZoomScale",
            "maximumZoomScale", "minValue", "maxValue", "value", "numberOfPages", "currentPage", "progress",
            "selectedSegmentIndex", "minimumScaleFactor", "minimumFontSize", "maximumValue", "minimumValue", "stepValue",
        ]
        let value = variant(["0", "-1", "1e308", "nan", "-1e308", "99999999", "inf", "2147483648"])
        if random.chance(1, in: 3), let index = pickElement(named: ["size", "inset", "edgeInsets"], where: { ["itemSize", "estimatedItemSize", "sectionInset", "layoutMargins", "contentInsets", "headerReferenceSize", "footerReferenceSize", "scrollIndicatorInsets", "contentInset"].contains($0["key"] ?? "") }) {
            let fields = elements[index].attributes.map(\.name).filter { $0 != "key" }
            for field in fields { set(field, to: value, of: index) }
            return "\(fields.joined(separator: ", ")) of \(describe(index)) = \(value)"
        }
        guard let (index, attribute) = pickAttribute(where: { _, a in names.contains(a.name) }) else { return nil }
        replace(attribute.valueRange, with: value)
        return "\(attribute.name) of \(describe(index)) = \(value)"
    }
}
