import AdaptiveKit

/// One cell of Interface Builder's 3 × 3 size-class grid (width Any / Compact / Regular by height
/// Any / Compact / Regular): the size classes an edit of a document lands in.
///
/// Written as the grid labels it, `wC hR` (`wAny hAny` is the base, the document's Any/Any
/// layout). A cell's variation key is what Xcode writes in `<variation key>`: the height
/// condition first, `heightClass=regular-widthClass=compact`; the base writes installation
/// changes in `<variation key="default">` and property values on the element itself.
public struct IBSizeClassCell: Hashable, Sendable, CustomStringConvertible {
    /// The width class (`.unspecified` is Any).
    public var width: UIUserInterfaceSizeClass
    /// The height class (`.unspecified` is Any).
    public var height: UIUserInterfaceSizeClass

    /// A cell.
    public init(width: UIUserInterfaceSizeClass, height: UIUserInterfaceSizeClass) {
        self.width = width
        self.height = height
    }

    /// Reads `wC hR`, `wAny hAny`, `wR hAny` (also `w:Compact h:Regular` style words: `C`,
    /// `Compact`, `R`, `Regular`, `Any`, `*`, case-insensitive); `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { $0.lowercased() }
        guard parts.count == 2, parts[0].hasPrefix("w"), parts[1].hasPrefix("h"),
              let width = Self.sizeClass(parts[0].dropFirst().drop(while: { $0 == ":" })),
              let height = Self.sizeClass(parts[1].dropFirst().drop(while: { $0 == ":" })) else { return nil }
        self.init(width: width, height: height)
    }

    private static func sizeClass(_ word: Substring) -> UIUserInterfaceSizeClass? {
        switch word {
        case "c", "compact": .compact
        case "r", "regular": .regular
        case "any", "*": .unspecified
        default: nil
        }
    }

    /// The base cell, Any width and Any height.
    public static let base = IBSizeClassCell(width: .unspecified, height: .unspecified)

    /// The nine cells, row by row (height Any, Compact, Regular), each row width Any, Compact,
    /// Regular.
    public static let all: [IBSizeClassCell] = [UIUserInterfaceSizeClass.unspecified, .compact, .regular].flatMap { height in
        [UIUserInterfaceSizeClass.unspecified, .compact, .regular].map { IBSizeClassCell(width: $0, height: height) }
    }

    /// Whether this is the base cell.
    public var isBase: Bool { width == .unspecified && height == .unspecified }

    /// The traits of the cell: what a layout in this cell of the grid resolves.
    public var traits: IBTraits { IBTraits(horizontalSizeClass: width, verticalSizeClass: height) }

    /// The `<variation key>` of the cell: `default` for the base.
    public var variationKey: String {
        var parts: [String] = []
        if height != .unspecified { parts.append("heightClass=\(Self.word(height))") }
        if width != .unspecified { parts.append("widthClass=\(Self.word(width))") }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    /// Whether the cell applies to an environment with these size classes (Any matches both).
    public func matches(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) -> Bool {
        (width == .unspecified || width == horizontal) && (height == .unspecified || height == vertical)
    }

    /// `wC hR`, as a device's size classes are written (``Device/SizeClasses``).
    public var description: String { Device.SizeClasses(width, height).description }

    private static func word(_ sizeClass: UIUserInterfaceSizeClass) -> String { sizeClass == .compact ? "compact" : "regular" }
}
