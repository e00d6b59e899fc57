/// Kind-specific attributes, read from the element (so a resolved document shows the values
/// for its size classes). Each returns `nil` (or UIKit's default, where stated) when the file
/// does not set it.
extension IBObject {
    // MARK: Any object

    public var title: String? { element["title"] }
    public var restorationIdentifier: String? { element["restorationIdentifier"] }
    public var backgroundColor: IBColor? { colors["backgroundColor"] }
    public var tintColor: IBColor? { colors["tintColor"] }
    /// `<edgeInsets key="layoutMargins">`, or `<directionalEdgeInsets key="directionalLayoutMargins">`.
    public var layoutMargins: IBInsets? { insets["layoutMargins"] ?? insets["directionalLayoutMargins"] }
    /// `insetsLayoutMarginsFromSafeArea` (default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool { element["insetsLayoutMarginsFromSafeArea"] != "NO" }
    /// `preservesSuperviewLayoutMargins` (default `false`).
    public var preservesSuperviewLayoutMargins: Bool { element["preservesSuperviewLayoutMargins"].flatMap(IBValueReader.boolean) == true }

    // MARK: Labels, text fields, text views

    /// The text (`text`, or a `<string key="text">` child for multi-line text).
    public var text: String? {
        element["text"] ?? element.firstElement(named: "string", key: "text")?.text
    }
    /// `fontDescription`.
    public var font: IBFont? { fonts["fontDescription"] }
    public var textColor: IBColor? { colors["textColor"] }
    /// `left`, `center`, `right`, `justified`, `natural` (UIKit's default when absent: natural).
    public var textAlignment: String? { element["textAlignment"] }
    /// `numberOfLines` (UIKit's default: 1).
    public var numberOfLines: Int { element["numberOfLines"].flatMap(IBValueReader.integer) ?? 1 }
    /// `lineBreakMode` (`tailTruncation`, `wordWrap`, …).
    public var lineBreakMode: String? { element["lineBreakMode"] }
    public var placeholder: String? { element["placeholder"] }
    /// Whether the text is attributed (`<attributedString key="attributedText">`).
    public var attributedText: IBElement? { element.firstElement(named: "attributedString") }

    // MARK: Buttons

    /// `buttonType` (`system`, `custom`, `roundedRect`, `infoLight`, `contactAdd`, …).
    public var buttonType: String? { element["buttonType"] }
    /// The state with this key (`normal`, `highlighted`, `selected`, `disabled`).
    public func state(_ key: String) -> IBButtonState? { states.first { $0.key == key } }

    // MARK: Image views

    /// The image name (`image`).
    public var image: String? { element["image"] }
    public var highlightedImage: String? { element["highlightedImage"] }

    // MARK: Stack views

    /// `axis` (UIKit's default: horizontal).
    public var axis: String { element["axis"] ?? "horizontal" }
    /// `distribution` (default `fill`).
    public var distribution: String { element["distribution"] ?? "fill" }
    /// `alignment` (default `fill`).
    public var alignment: String { element["alignment"] ?? "fill" }
    /// `spacing` (default 0).
    public var spacing: Double { element["spacing"].flatMap(IBValueReader.number) ?? 0 }
    /// `baselineRelativeArrangement`.
    public var isBaselineRelativeArrangement: Bool { element["baselineRelativeArrangement"].flatMap(IBValueReader.boolean) == true }

    // MARK: Table and collection views

    /// A table view's `style` (`plain`, `grouped`, `insetGrouped`).
    public var style: String? { element["style"] }
    /// A table view's `style` as a value (``IBTableStyle/plain`` when the document writes none).
    public var tableStyle: IBTableStyle { element["style"].map(IBTableStyle.init(rawValue:)) ?? .plain }
    public var rowHeight: Double? { element["rowHeight"].flatMap(IBValueReader.number) }
    public var estimatedRowHeight: Double? { element["estimatedRowHeight"].flatMap(IBValueReader.number) }
    /// `dataMode="static"` tables have their cells in the document.
    public var isStaticTable: Bool { element["dataMode"] == "static" }
    /// A static table view's sections (`<sections><tableViewSection>`), in order.
    public var sections: [IBObject] { children.filter { $0.kind == .tableViewSection } }
    /// Prototype or static cells (`tableViewCell`, `collectionViewCell`).
    public var cells: [IBObject] { children.filter { $0.kind == .tableViewCell || $0.kind == .collectionViewCell } }
    public var reuseIdentifier: String? { element["reuseIdentifier"] }

    // MARK: Controls

    public var isEnabled: Bool { element["enabled"] != "NO" }
    public var contentHorizontalAlignment: String? { element["contentHorizontalAlignment"] }
    public var contentVerticalAlignment: String? { element["contentVerticalAlignment"] }
    /// A slider's or stepper's `value`.
    public var value: Double? { element["value"].flatMap(IBValueReader.number) }
    public var minimumValue: Double? { (element["minValue"] ?? element["minimumValue"]).flatMap(IBValueReader.number) }
    public var maximumValue: Double? { (element["maxValue"] ?? element["maximumValue"]).flatMap(IBValueReader.number) }
    /// A switch's `on`.
    public var isOn: Bool { element["on"].flatMap(IBValueReader.boolean) == true }
    /// A segmented control's segment titles.
    public var segmentTitles: [String] {
        element.firstElement(named: "segments")?.elements(named: "segment").map { $0["title"] ?? "" } ?? []
    }
    public var selectedSegmentIndex: Int? { element["selectedSegmentIndex"].flatMap(IBValueReader.integer) }
    /// An activity indicator's `style`; a progress view's `progress`.
    public var progress: Double? { element["progress"].flatMap(IBValueReader.number) }

    // MARK: Controllers

    /// A controller's `navigationItem`.
    public var navigationItem: IBObject? { children.first { $0.kind == .navigationItem } }
    /// The segues this object starts.
    public var segues: [IBConnection] { connections.filter { $0.kind == .segue } }
    /// A storyboard reference's storyboard name (`nil`: the same storyboard).
    public var storyboardName: String? { element["storyboardName"] }
    /// A storyboard reference's target identifier (`nil`: the initial controller).
    public var referencedIdentifier: String? { element["referencedIdentifier"] }
    /// A placeholder's identifier (`IBFilesOwner`, `IBFirstResponder`).
    public var placeholderIdentifier: String? { element["placeholderIdentifier"] }
}
