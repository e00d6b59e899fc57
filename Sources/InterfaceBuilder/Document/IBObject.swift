/// One object of a document: a view controller, a view, a placeholder, an item, a gesture
/// recognizer. Its ``kind`` is its element name.
///
/// The common properties of views are modelled here; each kind's own attributes are read by
/// the accessors in `IBObject+Attributes.swift` from ``element``, which keeps everything the
/// file says (with the size-class overrides applied, in a resolved document).
public struct IBObject: Hashable, Sendable {
    public var kind: IBObjectKind
    public var id: String
    /// The property of the parent the object sets (`view` for a controller's root view,
    /// `navigationBar`, `contentView`, `navigationItem`, …).
    public var key: String?
    public var customClass: String?
    public var customModule: String?
    public var userLabel: String?
    /// `viewController` for a scene's controller, `firstResponder`, `exit`, …
    public var sceneMemberID: String?
    public var storyboardIdentifier: String?

    // MARK: Geometry

    /// The frame in the superview's coordinates: `<rect key="frame">`, or the Xcode 8 beta
    /// `<frame key="frameInset">` converted with the superview's size.
    public var frame: IBRect?
    /// The Xcode 8 beta `frameInset` form, when the file used it.
    public var frameInset: IBFrameInset?
    public var autoresizingMask: IBAutoresizingMask?
    /// `translatesAutoresizingMaskIntoConstraints` (Interface Builder writes only `NO`).
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var contentMode: String?
    public var horizontalHuggingPriority: Double
    public var verticalHuggingPriority: Double
    public var horizontalCompressionResistancePriority: Double
    public var verticalCompressionResistancePriority: Double
    /// The design-time intrinsic width (`placeholderIntrinsicWidth`); -1 for `infinite`
    /// (no intrinsic metric).
    public var placeholderIntrinsicWidth: Double?
    /// The design-time intrinsic height; -1 for `infinite`.
    public var placeholderIntrinsicHeight: Double?
    /// `misplaced="YES"`: the stored frame disagrees with the constraints.
    public var isMisplaced: Bool
    /// `ambiguous="YES"`: the constraints do not determine the frame.
    public var isAmbiguous: Bool
    public var isHidden: Bool
    public var alpha: Double
    public var clipsSubviews: Bool
    public var tag: Int
    /// Whether the view is installed in its superview in the configuration the document was
    /// resolved for (always `true` for objects that are not subviews).
    public var isInstalled: Bool

    // MARK: Contents

    /// The subviews in z-order (back to front), installed or not (see ``isInstalled``).
    public var subviews: [IBObject]
    /// The constraints this view owns, installed or not (see ``IBConstraint/isInstalled``).
    public var constraints: [IBConstraint]
    /// Layout guides: a controller's top and bottom guides, a view's safe area, a scroll view's
    /// content and frame guides, the keyboard guide.
    public var layoutGuides: [IBLayoutGuide]
    /// The object's `<variation>` children.
    public var variations: [IBVariation]
    public var runtimeAttributes: [IBRuntimeAttribute]
    public var connections: [IBConnection]
    /// Colours by key (`backgroundColor`, `textColor`, `tintColor`, …).
    public var colors: [String: IBColor]
    /// Fonts by key (`fontDescription`).
    public var fonts: [String: IBFont]
    /// Insets by key (`layoutMargins`, `directionalLayoutMargins`, `contentEdgeInsets`,
    /// `separatorInset`, …).
    public var insets: [String: IBInsets]
    /// Text attributes by key (a navigation bar's `titleTextAttributes` and
    /// `largeTitleTextAttributes`): the font and text colour they set.
    public var textAttributes: [String: IBTextAttributes] = [:]
    /// A bar's iOS 13 appearances by key (`standardAppearance`, `compactAppearance`,
    /// `scrollEdgeAppearance`, `compactScrollEdgeAppearance`).
    public var barAppearances: [String: IBBarAppearance] = [:]
    /// Button states (`normal`, `highlighted`, …).
    public var states: [IBButtonState]
    /// Objects that are not subviews: a controller's root view (key `view`), navigation and
    /// tab bar items, bar button items, table view cells and sections, a cell's content view,
    /// collection view layouts, gesture recognizers, …
    public var children: [IBObject]
    /// Simulated metrics elements (`simulatedStatusBarMetrics`, `freeformSimulatedSizeMetrics`,
    /// `<size key="freeformSize">`, …): design-time only, recorded as written.
    public var simulatedMetrics: [IBElement]

    /// The source element (with overrides applied in a resolved document).
    public var element: IBElement
    public var position: SourcePosition? { element.position }

    // MARK: Convenience

    /// Whether the inspector sets the simulated metric with this key to "None"
    /// (`<nil key="simulatedTopBarMetrics"/>`, `simulatedStatusBarMetrics`, …), which differs from
    /// saying nothing ("Inferred").
    public func setsSimulatedMetricToNone(_ key: String) -> Bool {
        element.elements(named: "nil").contains { $0.key == key }
    }

    /// The class instantiated: the custom class, else the UIKit class of the kind.
    public var className: String {
        customClass ?? kind.uiKitClassName ?? kind.rawValue
    }

    /// A controller's root view (the child with key `view`).
    public var view: IBObject? {
        children.first { $0.key == "view" }
    }

    /// The colour with this key.
    public func color(_ key: String) -> IBColor? { colors[key] }

    /// The value of an attribute as written.
    public func attribute(_ name: String) -> String? { element[name] }

    /// Calls `body` for this object and every object below it (children, then subviews), depth first.
    public func forEach(_ body: (IBObject) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEach(body) }
        for subview in subviews { try subview.forEach(body) }
    }

    /// The object with this id in this subtree.
    public func object(withID id: String) -> IBObject? {
        if self.id == id { return self }
        for child in children { if let found = child.object(withID: id) { return found } }
        for subview in subviews { if let found = subview.object(withID: id) { return found } }
        return nil
    }
}

extension IBObject {
    /// Whether `child` is this cell's content view: a `tableViewCellContentView` or
    /// `collectionViewCellContentView`, or — the form Xcode writes for collection view cells
    /// since Xcode 11, and for some table view cells — a plain `<view key="contentView">` of a
    /// cell, often without an id (its subviews' constraints then name the cell).
    public func isCellContentView(_ child: IBObject) -> Bool {
        if child.kind == .tableViewCellContentView || child.kind == .collectionViewCellContentView { return true }
        return child.key == "contentView" && child.kind.isView
            && (kind == .tableViewCell || kind == .collectionViewCell || kind == .collectionReusableView)
    }
}
