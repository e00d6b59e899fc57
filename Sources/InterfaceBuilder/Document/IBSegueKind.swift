/// A segue's `kind`: the closed vocabulary Interface Builder writes, with the text of any other
/// value kept (``unknown(_:)``), so the model stays lossless.
public enum IBSegueKind: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    case show, showDetail, presentation, popoverPresentation, embed, relationship, unwind, custom
    /// Legacy kinds (before adaptive segues): `push`, `modal`, `popover`, `replace`.
    case push, modal, popover, replace
    /// A value outside the vocabulary, as written.
    case unknown(String)

    /// The known kinds.
    public static let known: [IBSegueKind] = [
        .show, .showDetail, .presentation, .popoverPresentation, .embed, .relationship, .unwind, .custom,
        .push, .modal, .popover, .replace,
    ]

    /// The kind written as `rawValue` (``unknown(_:)`` when it is not one of ``known``).
    public init(rawValue: String) {
        self = IBSegueKind.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
    }

    /// The text as written in the document.
    public var rawValue: String {
        switch self {
        case .show: "show"
        case .showDetail: "showDetail"
        case .presentation: "presentation"
        case .popoverPresentation: "popoverPresentation"
        case .embed: "embed"
        case .relationship: "relationship"
        case .unwind: "unwind"
        case .custom: "custom"
        case .push: "push"
        case .modal: "modal"
        case .popover: "popover"
        case .replace: "replace"
        case .unknown(let text): text
        }
    }

    public var description: String { rawValue }

    /// Whether the segue presents its destination modally (`presentation`, legacy `modal`).
    public var isModalPresentation: Bool { self == .presentation || self == .modal }
    /// Whether the segue presents its destination in a popover (`popoverPresentation`, legacy `popover`).
    public var isPopoverPresentation: Bool { self == .popoverPresentation || self == .popover }
}

/// A relationship segue's `relationship`: which slot of a container the destination fills, with
/// the text of any other value kept (``unknown(_:)``).
public enum IBRelationship: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// A navigation controller's root.
    case rootViewController
    /// One of a tab bar controller's (or a page view controller's) controllers.
    case viewControllers
    /// A split view controller's primary column.
    case masterViewController
    /// A split view controller's secondary column.
    case detailViewController
    /// A column-style split view controller's supplementary column.
    case supplementaryViewController
    /// A column-style split view controller's compact column.
    case compactViewController
    /// A value outside the vocabulary, as written.
    case unknown(String)

    /// The known relationships.
    public static let known: [IBRelationship] = [
        .rootViewController, .viewControllers, .masterViewController, .detailViewController,
        .supplementaryViewController, .compactViewController,
    ]

    /// The relationship written as `rawValue` (``unknown(_:)`` when it is not one of ``known``).
    public init(rawValue: String) {
        self = IBRelationship.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
    }

    /// The text as written in the document.
    public var rawValue: String {
        switch self {
        case .rootViewController: "rootViewController"
        case .viewControllers: "viewControllers"
        case .masterViewController: "masterViewController"
        case .detailViewController: "detailViewController"
        case .supplementaryViewController: "supplementaryViewController"
        case .compactViewController: "compactViewController"
        case .unknown(let text): text
        }
    }

    public var description: String { rawValue }
}
