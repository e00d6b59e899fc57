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

/// A bar appearance of iOS 13 (`<navigationBarAppearance key="standardAppearance">`,
/// `<toolbarAppearance>`, `<tabBarAppearance>`): the colours and title attributes it sets.
public struct IBBarAppearance: Hashable, Sendable {
    /// `<color key="backgroundColor">`.
    public var backgroundColor: IBColor?
    /// `<color key="shadowColor">`.
    public var shadowColor: IBColor?
    /// `<textAttributes key="titleTextAttributes">` and `largeTitleTextAttributes`.
    public var textAttributes: [String: IBTextAttributes] = [:]

    public init(backgroundColor: IBColor? = nil, shadowColor: IBColor? = nil, textAttributes: [String: IBTextAttributes] = [:]) {
        self.backgroundColor = backgroundColor
        self.shadowColor = shadowColor
        self.textAttributes = textAttributes
    }
}
