/// A rectangle in the superview's coordinates, as `<rect key="frame" x y width height>` stores
/// a view's frame.
public struct IBRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init?(_ element: IBElement, reader: inout IBValueReader) {
        guard let x = reader.double(element, "x"), let y = reader.double(element, "y"),
              let width = reader.double(element, "width"), let height = reader.double(element, "height")
        else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }

    public var size: IBSize { IBSize(width: width, height: height) }

    /// `(x, y, width, height)` with numbers written the shortest way.
    public var description: String {
        "(\(IBNumber.format(x)), \(IBNumber.format(y)), \(IBNumber.format(width)), \(IBNumber.format(height)))"
    }
}

/// Number formatting shared by the descriptions of IB values and by what tools write into
/// documents.
public enum IBNumber {
    /// A number as Interface Builder writes it in an attribute: `20`, `-8`, `8.5` (whole numbers
    /// without a fraction, others in the shortest form that reads back the same).
    public static func written(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// `20`, `0.5`, `187.5`: integers without a fraction, others with up to 3 decimals.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String((value * 1000).rounded() / 1000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
