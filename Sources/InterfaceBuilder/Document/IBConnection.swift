/// One entry of a `<connections>` list: an outlet, an outlet collection, an action or a segue.
public struct IBConnection: Hashable, Sendable {
    /// The kind of connection.
    public enum Kind: String, Hashable, Sendable {
        case outlet, outletCollection, action, segue
    }

    public var kind: Kind
    public var id: String
    /// The object the connection points to (outlet value, action target, segue destination).
    public var destination: String?
    /// The object whose `<connections>` holds the entry.
    public var sourceID: String
    /// Outlets: the property set.
    public var property: String?
    /// Actions: the selector (`closeProfile:`).
    public var selector: String?
    /// Actions: the control event (`touchUpInside`, `valueChanged`).
    public var eventType: String?
    /// Segues: the kind (`show`, `showDetail`, `presentation`, `popoverPresentation`, `embed`,
    /// `relationship`, `unwind`, `custom`, legacy `push`, `modal`, `popover`, `replace`).
    public var segueKind: IBSegueKind?
    /// Segues: the identifier used with `performSegue(withIdentifier:sender:)`.
    public var identifier: String?
    /// Relationship segues: `rootViewController`, `viewControllers`, `masterViewController`, …
    public var relationship: IBRelationship?
    /// The source element, for the attributes not modelled here (`modalPresentationStyle`,
    /// `popoverAnchorView`, `unwindAction`, `customClass`, …).
    public var element: IBElement

    public var position: SourcePosition? { element.position }

    /// Segues: the `modalPresentationStyle` the segue sets, when it writes one.
    public var modalPresentationStyle: IBModalPresentationStyle? {
        element["modalPresentationStyle"].map(IBModalPresentationStyle.init(rawValue:))
    }

    init?(_ element: IBElement, sourceID: String) {
        guard let kind = Kind(rawValue: element.name) else { return nil }
        self.kind = kind
        self.element = element
        self.sourceID = sourceID
        id = element.id ?? ""
        destination = element["destination"]
        property = element["property"]
        selector = element["selector"]
        eventType = element["eventType"]
        segueKind = kind == .segue ? element["kind"].map(IBSegueKind.init(rawValue:)) : nil
        identifier = element["identifier"]
        relationship = element["relationship"].map(IBRelationship.init(rawValue:))
    }
}
