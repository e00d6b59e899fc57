/// A size as Interface Builder stores it (`<size key="freeformSize" width height>`, image
/// resources), in points.
public struct IBSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(_ element: IBElement, reader: inout IBValueReader) {
        guard let width = reader.double(element, "width"), let height = reader.double(element, "height") else { return nil }
        self.init(width: width, height: height)
    }

    public var description: String { "\(IBNumber.format(width))×\(IBNumber.format(height))" }
}
