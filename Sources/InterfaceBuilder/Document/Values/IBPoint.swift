/// A point as Interface Builder stores it (`<point key="canvasLocation" x y>`), in points.
public struct IBPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init?(_ element: IBElement, reader: inout IBValueReader) {
        guard let x = reader.double(element, "x"), let y = reader.double(element, "y") else { return nil }
        self.init(x: x, y: y)
    }

    public var description: String { "(\(IBNumber.format(x)), \(IBNumber.format(y)))" }
}
