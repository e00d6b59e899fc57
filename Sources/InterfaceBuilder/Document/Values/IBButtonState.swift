/// One `<state key="normal|highlighted|selected|disabled" title image …>` of a button.
public struct IBButtonState: Hashable, Sendable {
    /// `normal`, `highlighted`, `selected` or `disabled`.
    public var key: String
    public var title: String?
    public var image: String?
    public var backgroundImage: String?
    public var titleColor: IBColor?
    public var titleShadowColor: IBColor?

    public init(key: String, title: String? = nil, image: String? = nil, backgroundImage: String? = nil, titleColor: IBColor? = nil, titleShadowColor: IBColor? = nil) {
        self.key = key
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.titleColor = titleColor
        self.titleShadowColor = titleShadowColor
    }

    init(_ element: IBElement, reader: inout IBValueReader) {
        self.init(key: element.key ?? "normal", title: element["title"], image: element["image"], backgroundImage: element["backgroundImage"])
        for child in element.elements(named: "color") {
            let color = IBColor(child, reader: &reader)
            switch child.key {
            case "titleColor"?: titleColor = color
            case "titleShadowColor"?: titleShadowColor = color
            default: break
            }
        }
    }
}
