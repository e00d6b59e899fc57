/// Edge insets: `<edgeInsets key="layoutMargins" top left bottom right>`,
/// `<directionalEdgeInsets key="directionalLayoutMargins" top leading bottom trailing>` or the
/// older `<inset key="contentEdgeInsets" minX minY maxX maxY>`.
public struct IBInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    /// Left, or leading when ``isDirectional``.
    public var left: Double
    public var bottom: Double
    /// Right, or trailing when ``isDirectional``.
    public var right: Double
    /// Whether left and right are leading and trailing (`directionalEdgeInsets`).
    public var isDirectional: Bool

    public init(top: Double, left: Double, bottom: Double, right: Double, isDirectional: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.isDirectional = isDirectional
    }

    init?(_ element: IBElement, reader: inout IBValueReader) {
        func value(_ name: String) -> Double { reader.double(element, name) ?? 0 }
        switch element.name {
        case "edgeInsets":
            self.init(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        case "directionalEdgeInsets":
            self.init(top: value("top"), left: value("leading"), bottom: value("bottom"), right: value("trailing"), isDirectional: true)
        case "inset":
            self.init(top: value("minY"), left: value("minX"), bottom: value("maxY"), right: value("maxX"))
        default:
            return nil
        }
    }

    public var description: String {
        let (l, r) = isDirectional ? ("leading", "trailing") : ("left", "right")
        return "{top \(IBNumber.format(top)), \(l) \(IBNumber.format(left)), bottom \(IBNumber.format(bottom)), \(r) \(IBNumber.format(right))}"
    }
}
