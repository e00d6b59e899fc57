/// `<autoresizingMask key="autoresizingMask" widthSizable heightSizable flexibleMinX …>`, with
/// UIKit's raw values (`UIView.AutoresizingMask`).
public struct IBAutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleMinX = IBAutoresizingMask(rawValue: 1 << 0)
    public static let widthSizable = IBAutoresizingMask(rawValue: 1 << 1)
    public static let flexibleMaxX = IBAutoresizingMask(rawValue: 1 << 2)
    public static let flexibleMinY = IBAutoresizingMask(rawValue: 1 << 3)
    public static let heightSizable = IBAutoresizingMask(rawValue: 1 << 4)
    public static let flexibleMaxY = IBAutoresizingMask(rawValue: 1 << 5)

    static let names: [(String, IBAutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]

    init(_ element: IBElement, reader: inout IBValueReader) {
        var mask: IBAutoresizingMask = []
        for (name, flag) in Self.names where reader.bool(element, name) == true {
            mask.insert(flag)
        }
        self = mask
    }

    public var description: String {
        let set = Self.names.filter { contains($0.1) }.map(\.0)
        return set.isEmpty ? "[]" : "[" + set.joined(separator: ", ") + "]"
    }
}
