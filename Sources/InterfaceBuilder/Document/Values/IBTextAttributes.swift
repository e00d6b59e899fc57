/// A `<textAttributes key="…">` element (a navigation bar's title and large-title attributes): the
/// font and text colour it sets. Its text shadow colour and offset are kept in the element only.
public struct IBTextAttributes: Hashable, Sendable {
    /// `<fontDescription key="fontDescription">`.
    public var font: IBFont?
    /// `<color key="textColor">`.
    public var textColor: IBColor?

    public init(font: IBFont? = nil, textColor: IBColor? = nil) {
        self.font = font
        self.textColor = textColor
    }
}
