/// A segue's or a controller's `modalPresentationStyle`, with the text of any other value kept
/// (``unknown(_:)``).
public enum IBModalPresentationStyle: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    /// A value outside the vocabulary, as written.
    case unknown(String)

    /// The known styles.
    public static let known: [IBModalPresentationStyle] = [
        .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen, .overCurrentContext, .popover,
    ]

    /// The style written as `rawValue` (``unknown(_:)`` when it is not one of ``known``).
    public init(rawValue: String) {
        self = IBModalPresentationStyle.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
    }

    /// The text as written in the document.
    public var rawValue: String {
        switch self {
        case .automatic: "automatic"
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .unknown(let text): text
        }
    }

    public var description: String { rawValue }
}
