/// The canvas device of a document (Xcode 8 and later): `<device id="retina4_7"
/// orientation="portrait" appearance="light"><adaptation id="fullscreen"/></device>`.
public struct IBDevice: Hashable, Sendable {
    /// The Interface Builder device id (`retina4_7`, `retina6_1`, `ipad9_7`, …).
    public var id: String
    /// `portrait` or `landscape` (portrait when absent).
    public var orientation: String
    /// `light` or `dark`, when written (Xcode 11 and later).
    public var appearance: String?
    /// `<adaptation id>` (Xcode 8–10) or the `layout` attribute (iPad, Xcode 11+): `fullscreen`.
    public var adaptation: String?
    public var position: SourcePosition?

    public init(id: String, orientation: String = "portrait", appearance: String? = nil, adaptation: String? = nil, position: SourcePosition? = nil) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
        self.adaptation = adaptation
        self.position = position
    }

    init?(_ element: IBElement) {
        guard let id = element.id else { return nil }
        self.init(id: id, orientation: element["orientation"] ?? "portrait", appearance: element["appearance"],
                  adaptation: element.firstElement(named: "adaptation")?.id ?? element["layout"], position: element.position)
    }
}
