/// The type of every attribute whose value the project reads as a number, a boolean or one of a
/// closed set of words, so that ``IBValueReader/check(_:)`` reports every unreadable value at
/// its element when the document is read, wherever the value is used later (an accessor of
/// ``IBObject``, the instantiator, a canvas rule) and whatever default stands in for it there.
///
/// Attributes the builder reads itself through the reader (frames, priorities, `alpha`, `tag`,
/// `hidden`, constraint constants…) are not listed: they are reported there.
enum IBAttributeTypes {
    /// The type an attribute's value must have.
    enum ValueType: Hashable, Sendable {
        /// A finite number.
        case number
        /// An integer.
        case integer
        /// `YES` or `NO`.
        case boolean
        /// One of a closed set of words; another word is kept and reported as a warning.
        case word(Set<String>)
    }

    /// Attributes of object elements (views, controllers, bar items, gesture recognizers).
    static let objectAttributes: [String: ValueType] = [
        // Numbers.
        "spacing": .number, "rowHeight": .number, "estimatedRowHeight": .number, "sectionHeaderHeight": .number,
        "sectionFooterHeight": .number, "estimatedSectionHeaderHeight": .number, "estimatedSectionFooterHeight": .number,
        "value": .number, "minValue": .number, "maxValue": .number, "minimumValue": .number, "maximumValue": .number,
        "progress": .number, "minimumScaleFactor": .number, "minimumFontSize": .number, "preferredMaxLayoutWidth": .number,
        "minimumPressDuration": .number, "allowableMovement": .number, "itemWidth": .number, "itemSpacing": .number,
        // Integers.
        "numberOfLines": .integer, "selectedSegmentIndex": .integer, "numberOfPages": .integer, "currentPage": .integer,
        "numberOfTapsRequired": .integer, "numberOfTouchesRequired": .integer, "minimumNumberOfTouches": .integer,
        "maximumNumberOfTouches": .integer,
        // Booleans.
        "preservesSuperviewLayoutMargins": .boolean, "baselineRelativeArrangement": .boolean, "on": .boolean,
        "layoutMarginsRelativeArrangement": .boolean, "layoutMarginsFollowReadableWidth": .boolean,
        "insetsLayoutMarginsFromSafeArea": .boolean, "userInteractionEnabled": .boolean, "multipleTouchEnabled": .boolean,
        "exclusiveTouch": .boolean, "cancelsTouchesInView": .boolean, "delaysTouchesBegan": .boolean,
        "delaysTouchesEnded": .boolean, "enabled": .boolean, "adjustsFontSizeToFit": .boolean, "fixedFrame": .boolean,
        "largeTitles": .boolean, "allowDoubleColumnStyle": .boolean, "presentsWithGesture": .boolean,
        "navigationBarHidden": .boolean, "toolbarHidden": .boolean, "scrollEnabled": .boolean, "editable": .boolean,
        "selectable": .boolean, "extendedLayoutIncludesOpaqueBars": .boolean, "automaticEstimatedItemSize": .boolean,
        // Closed sets.
        "axis": .word(["horizontal", "vertical"]),
        "distribution": .word(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]),
        "alignment": .word(["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]),
        "modalPresentationStyle": .word(Set(IBModalPresentationStyle.known.map(\.rawValue))),
    ]

    /// Attributes of `<segue>` elements.
    static let segueAttributes: [String: ValueType] = [
        "kind": .word(Set(IBSegueKind.known.map(\.rawValue))),
        "relationship": .word(Set(IBRelationship.known.map(\.rawValue))),
        "modalPresentationStyle": .word(Set(IBModalPresentationStyle.known.map(\.rawValue))),
        "animates": .boolean,
    ]

    /// Attributes of the `<document>` element.
    static let documentAttributes: [String: ValueType] = [
        "useAutolayout": .boolean, "useTraitCollections": .boolean, "useSafeAreas": .boolean, "launchScreen": .boolean,
        "colorMatched": .boolean,
    ]

    /// Attributes of other value elements (`<popoverArrowDirection>`, layout guides).
    static let valueElementAttributes: [String: [String: ValueType]] = [
        "popoverArrowDirection": ["up": .boolean, "down": .boolean, "left": .boolean, "right": .boolean],
        "keyboardLayoutGuide": ["followsUndockedKeyboard": .boolean],
    ]

    /// The table views' `style` words (a `style` of another element is another vocabulary).
    static let tableStyles: Set<String> = ["plain", "grouped", "insetGrouped"]
}
