import AdaptiveKit

/// The `key` of a `<variation>`: `default` (the base, Any/Any), or one or more conditions
/// joined with `-` (`heightClass=compact-widthClass=regular`, height first when both;
/// `userInterfaceIdiom=mac`).
public struct IBVariationKey: Hashable, Sendable, CustomStringConvertible {
    /// The key as written.
    public var rawValue: String
    /// The width condition (`nil`: any width).
    public var widthClass: UIUserInterfaceSizeClass?
    /// The height condition (`nil`: any height).
    public var heightClass: UIUserInterfaceSizeClass?
    /// The idiom condition (`nil`: any idiom).
    public var idiom: UIUserInterfaceIdiom?
    /// Parts of the key that are not a known condition. A key with unknown parts never matches.
    public var unknownParts: [String]

    /// Reads a key.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
        unknownParts = []
        guard rawValue != "default" else { return }
        for part in rawValue.split(separator: "-") {
            let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pieces.count == 2 else {
                unknownParts.append(String(part))
                continue
            }
            switch (pieces[0], pieces[1]) {
            case ("widthClass", "compact"): widthClass = .compact
            case ("widthClass", "regular"): widthClass = .regular
            case ("heightClass", "compact"): heightClass = .compact
            case ("heightClass", "regular"): heightClass = .regular
            case let ("userInterfaceIdiom", name):
                if let known = Self.idioms[name] { idiom = known } else { unknownParts.append(String(part)) }
            default: unknownParts.append(String(part))
            }
        }
    }

    private static let idioms: [String: UIUserInterfaceIdiom] = [
        "phone": .phone, "pad": .pad, "tv": .tv, "car": .carPlay, "carPlay": .carPlay, "mac": .mac, "vision": .vision,
    ]

    /// Whether this is the base (`default`) key.
    public var isDefault: Bool { rawValue == "default" }

    /// Whether the variation applies to an environment with these traits: each condition
    /// equals the trait (an unspecified trait matches no condition).
    public func matches(_ traits: IBTraits) -> Bool {
        guard unknownParts.isEmpty else { return false }
        if let widthClass, widthClass != traits.horizontalSizeClass { return false }
        if let heightClass, heightClass != traits.verticalSizeClass { return false }
        if let idiom, idiom != traits.idiom { return false }
        return true
    }

    /// How specific the key is: more conditions win; among keys with one condition, idiom
    /// beats width beats height. `default` is 0.
    public var specificity: Int {
        var score = 0
        if idiom != nil { score += 100 + 4 }
        if widthClass != nil { score += 100 + 2 }
        if heightClass != nil { score += 100 + 1 }
        return score
    }

    /// The key as written.
    public var description: String { rawValue }
}
