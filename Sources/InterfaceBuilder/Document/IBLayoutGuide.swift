/// A layout guide a constraint can refer to: the iOS 7–10 view-controller top and bottom
/// guides, a view's safe area, a scroll view's content and frame guides, the keyboard guide.
public struct IBLayoutGuide: Hashable, Sendable {
    /// Which guide.
    public enum Kind: Hashable, Sendable {
        /// `<viewControllerLayoutGuide type="top">` (`topLayoutGuide`).
        case top
        /// `<viewControllerLayoutGuide type="bottom">` (`bottomLayoutGuide`).
        case bottom
        /// `<viewLayoutGuide key="safeArea">`.
        case safeArea
        /// `<viewLayoutGuide key="contentLayoutGuide">` of a scroll view.
        case content
        /// `<viewLayoutGuide key="frameLayoutGuide">` of a scroll view.
        case frame
        /// `<viewLayoutGuide key="keyboard">` (`keyboardLayoutGuide`).
        case keyboard
        /// Another guide, by its element name and key.
        case other(String)
    }

    public var id: String
    public var kind: Kind
    /// The view or view controller the guide belongs to.
    public var ownerID: String
    public var position: SourcePosition?
    /// The keyboard guide's `followsUndockedKeyboard="YES"` (UIKit's
    /// `UIKeyboardLayoutGuide.followsUndockedKeyboard`; Xcode leaves it out when off).
    public var followsUndockedKeyboard = false

    public init(id: String, kind: Kind, ownerID: String, position: SourcePosition? = nil, followsUndockedKeyboard: Bool = false) {
        self.id = id
        self.kind = kind
        self.ownerID = ownerID
        self.position = position
        self.followsUndockedKeyboard = followsUndockedKeyboard
    }

    init?(_ element: IBElement, ownerID: String) {
        guard let id = element.id else { return nil }
        let kind: Kind
        switch (element.name, element["type"], element.key) {
        case ("viewControllerLayoutGuide", "top"?, _): kind = .top
        case ("viewControllerLayoutGuide", "bottom"?, _): kind = .bottom
        case ("viewLayoutGuide", _, "safeArea"?): kind = .safeArea
        case ("viewLayoutGuide", _, "contentLayoutGuide"?): kind = .content
        case ("viewLayoutGuide", _, "frameLayoutGuide"?): kind = .frame
        case (_, _, "keyboard"?), ("keyboardLayoutGuide", _, _): kind = .keyboard
        default: kind = .other(element.name + (element.key.map { ":" + $0 } ?? ""))
        }
        self.init(id: id, kind: kind, ownerID: ownerID, position: element.position,
                  followsUndockedKeyboard: kind == .keyboard && element["followsUndockedKeyboard"].flatMap(IBValueReader.boolean) == true)
    }

    /// The name a constraint equation uses: `topLayoutGuide`, `safeArea`, …
    public var name: String {
        switch kind {
        case .top: "topLayoutGuide"
        case .bottom: "bottomLayoutGuide"
        case .safeArea: "safeArea"
        case .content: "contentLayoutGuide"
        case .frame: "frameLayoutGuide"
        case .keyboard: "keyboardLayoutGuide"
        case let .other(name): name
        }
    }
}
