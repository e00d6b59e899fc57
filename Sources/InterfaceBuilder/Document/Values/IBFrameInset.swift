/// The Xcode 8 beta frame form, `<frame key="frameInset" minX minY width height maxX maxY>`:
/// distances from the superview's edges instead of a rectangle. Any of the values may be
/// missing; a missing `minX` / `minY` is 0 unless `maxX` / `maxY` places the view from the far
/// edge.
public struct IBFrameInset: Hashable, Sendable {
    public var minX: Double?
    public var minY: Double?
    public var width: Double?
    public var height: Double?
    public var maxX: Double?
    public var maxY: Double?

    public init(minX: Double? = nil, minY: Double? = nil, width: Double? = nil, height: Double? = nil, maxX: Double? = nil, maxY: Double? = nil) {
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
        self.maxX = maxX
        self.maxY = maxY
    }

    init(_ element: IBElement, reader: inout IBValueReader) {
        self.init(
            minX: reader.double(element, "minX"), minY: reader.double(element, "minY"),
            width: reader.double(element, "width"), height: reader.double(element, "height"),
            maxX: reader.double(element, "maxX"), maxY: reader.double(element, "maxY")
        )
    }

    /// The frame in the superview's coordinates.
    ///
    /// - Parameter superviewSize: The superview's size; needed only when a `maxX` / `maxY` is
    ///   given or a width / height is missing (a view with no superview gets a zero size).
    public func rect(inSuperviewOfSize superviewSize: IBSize?) -> IBRect {
        let (x, width) = Self.resolve(min: minX, length: width, max: maxX, extent: superviewSize?.width ?? 0)
        let (y, height) = Self.resolve(min: minY, length: height, max: maxY, extent: superviewSize?.height ?? 0)
        return IBRect(x: x, y: y, width: width, height: height)
    }

    private static func resolve(min: Double?, length: Double?, max: Double?, extent: Double) -> (Double, Double) {
        switch (min, length, max) {
        case let (min?, length?, _): (min, length)
        case let (min?, nil, max): (min, extent - min - (max ?? 0))
        case let (nil, length?, max?): (extent - max - length, length)
        case let (nil, length?, nil): (0, length)
        case let (nil, nil, max): (0, extent - (max ?? 0))
        }
    }
}
