import AdaptiveKit
import Foundation

/// Conversions from the document's plain values to AdaptiveKit's types.
@MainActor
enum IBValueConversions {
    static func rect(_ rect: IBRect) -> CGRect {
        CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    static func insets(_ insets: IBInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// The case of a `CaseIterable` enum whose Swift name is `name` (`scaleAspectFit`).
    static func enumCase<E: CaseIterable>(_ type: E.Type, named name: String?) -> E? {
        guard let name else { return nil }
        // A case's name comes from its description (reflection, slow): each enum's names are
        // found once, then looked up.
        let key = ObjectIdentifier(E.self)
        let names = caseNames[key] ?? {
            var names: [String: Int] = [:]
            for (index, value) in E.allCases.enumerated() where names["\(value)"] == nil { names["\(value)"] = index }
            caseNames[key] = names
            return names
        }()
        guard let index = names[name] else { return nil }
        return E.allCases[E.allCases.index(E.allCases.startIndex, offsetBy: index)]
    }

    /// The case names of each enum `enumCase(_:named:)` has looked in, by index in `allCases`.
    private static var caseNames: [ObjectIdentifier: [String: Int]] = [:]

    /// A stack view's `alignment` as written: `top` and `bottom` (Interface Builder's names for a
    /// horizontal stack's edges, also written for vertical ones) are `leading` and `trailing`.
    static func stackAlignment(named name: String?) -> UIStackView.Alignment? {
        switch name {
        case "top": .leading
        case "bottom": .trailing
        default: enumCase(UIStackView.Alignment.self, named: name)
        }
    }

    /// The system colours by the names documents use (`systemBlueColor`, `labelColor`,
    /// `groupTableViewBackgroundColor`, `darkTextColor`, …).
    static let systemColors: [String: () -> UIColor] = {
        var table: [String: () -> UIColor] = [
            "systemBlueColor": { .systemBlue }, "systemRedColor": { .systemRed }, "systemGreenColor": { .systemGreen },
            "systemOrangeColor": { .systemOrange }, "systemYellowColor": { .systemYellow },
            "systemPinkColor": { .systemPink }, "systemPurpleColor": { .systemPurple }, "systemTealColor": { .systemTeal },
            "systemIndigoColor": { .systemIndigo }, "systemGrayColor": { .systemGray }, "systemGray2Color": { .systemGray2 },
            "systemGray3Color": { .systemGray3 }, "systemGray4Color": { .systemGray4 }, "systemGray5Color": { .systemGray5 },
            "systemGray6Color": { .systemGray6 }, "labelColor": { .label }, "secondaryLabelColor": { .secondaryLabel },
            "tertiaryLabelColor": { .tertiaryLabel }, "quaternaryLabelColor": { .quaternaryLabel },
            "placeholderTextColor": { .placeholderText }, "linkColor": { .link }, "separatorColor": { .separator },
            "opaqueSeparatorColor": { .opaqueSeparator }, "systemBackgroundColor": { .systemBackground },
            "secondarySystemBackgroundColor": { .secondarySystemBackground },
            "tertiarySystemBackgroundColor": { .tertiarySystemBackground },
            "systemGroupedBackgroundColor": { .systemGroupedBackground },
            "secondarySystemGroupedBackgroundColor": { .secondarySystemGroupedBackground },
            "tertiarySystemGroupedBackgroundColor": { .tertiarySystemGroupedBackground },
            "blackColor": { .black }, "darkGrayColor": { .darkGray }, "lightGrayColor": { .lightGray },
            "whiteColor": { .white }, "grayColor": { .gray }, "redColor": { .red }, "greenColor": { .green },
            "blueColor": { .blue }, "cyanColor": { .cyan }, "yellowColor": { .yellow }, "magentaColor": { .magenta },
            "orangeColor": { .orange }, "purpleColor": { .purple }, "brownColor": { .brown }, "clearColor": { .clear },
            "darkTextColor": { .black }, "lightTextColor": { UIColor(white: 1, alpha: 0.6) },
            "groupTableViewBackgroundColor": { .systemGroupedBackground },
            "tableCellGroupedBackgroundColor": { .secondarySystemGroupedBackground },
            "tintColor": { .systemBlue }, "systemFillColor": { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2) },
        ]
        for (name, make) in table where name.hasSuffix("Color") {
            table[String(name.dropLast(5))] = make
        }
        return table
    }()

    /// The colour a document value stands for; `nil` with a reason for what cannot be mapped.
    ///
    /// A named or system colour missing from the catalog and the system falls back to the
    /// document's resource of that name, which can name another; `following` are the colours
    /// already followed, so that resources naming each other end with a reason.
    static func color(_ color: IBColor, resources: IBResources, bundle: Bundle?, following: Set<IBColor> = []) -> (UIColor?, String?) {
        guard !following.contains(color) else {
            return (nil, "colour \(color) refers back to itself through the document's colour resources")
        }
        let following = following.union([color])
        switch color.value {
        case let .white(white, alpha):
            return (UIColor(white: white, alpha: alpha), nil)
        case let .rgb(red, green, blue, alpha):
            if case let .custom(space)? = color.colorSpace, space == "displayP3" {
                return (UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha), nil)
            }
            return (UIColor(red: red, green: green, blue: blue, alpha: alpha), nil)
        case let .system(name), let .cocoaTouchSystem(name):
            if let make = systemColors[name] { return (make(), nil) }
            if let fallback = resources.systemColors[name], fallback != color {
                return self.color(fallback, resources: resources, bundle: bundle, following: following)
            }
            return (nil, "unknown system colour '\(name)'")
        case let .named(name, _):
            if let found = UIColor(named: name, in: bundle, compatibleWith: nil) { return (found, nil) }
            if let fallback = resources.fallback(for: color), fallback != color {
                return self.color(fallback, resources: resources, bundle: bundle, following: following)
            }
            return (nil, "colour '\(name)' is neither in an asset catalog nor in the document's <namedColor> resources")
        }
    }

    /// The font a document value stands for.
    static func font(_ font: IBFont) -> UIFont? {
        let size = CGFloat(font.pointSize ?? 17)
        switch font.kind {
        case let .system(weight):
            let resolved = enumWeight(weight)
            return UIFont.systemFont(ofSize: size, weight: resolved)
        case .boldSystem:
            return UIFont.boldSystemFont(ofSize: size)
        case .italicSystem:
            return UIFont.italicSystemFont(ofSize: size)
        case let .textStyle(style):
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        case let .custom(name, _):
            return UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
        case .metaFont, .other:
            return UIFont.systemFont(ofSize: size)
        }
    }

    static func enumWeight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight"?: .ultraLight
        case "thin"?: .thin
        case "light"?: .light
        case "medium"?: .medium
        case "semibold"?: .semibold
        case "bold"?: .bold
        case "heavy"?: .heavy
        case "black"?: .black
        default: .regular
        }
    }

    static func attribute(_ attribute: IBLayoutAttribute) -> NSLayoutConstraint.Attribute? {
        switch attribute {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .unknown: nil
        }
    }
}
