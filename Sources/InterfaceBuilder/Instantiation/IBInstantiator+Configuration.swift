import AdaptiveKit
import Foundation

/// Setting a view's properties from its document object.
extension IBInstantiator {
    func uiColor(_ color: IBColor?, at position: SourcePosition?) -> UIColor? {
        guard let color else { return nil }
        let (made, problem) = IBValueConversions.color(color, resources: document.resources, bundle: bundle)
        if let problem { warn(.unmappedColor, at: position, problem) }
        return made
    }

    /// Sets the common view properties and the kind's own properties the model has.
    func configure(_ view: UIView, from object: IBObject, isContentView: Bool = false) {
        if !isContentView {
            view.autoresizingMask = UIView.AutoresizingMask(rawValue: UInt(object.autoresizingMask?.rawValue ?? 0))
            view.translatesAutoresizingMaskIntoConstraints = object.translatesAutoresizingMaskIntoConstraints
        }
        view.isHidden = object.isHidden
        view.alpha = object.alpha
        view.clipsToBounds = object.clipsSubviews
        configureEvents(view, from: object)
        view.tag = object.tag
        if let mode = IBValueConversions.enumCase(UIView.ContentMode.self, named: object.contentMode) { view.contentMode = mode }
        if let color = uiColor(object.backgroundColor, at: object.position) { view.backgroundColor = color }
        if let color = uiColor(object.tintColor, at: object.position) { view.tintColor = color }
        if let margins = object.insets["layoutMargins"] {
            view.layoutMargins = IBValueConversions.insets(margins)
        } else if let margins = object.insets["directionalLayoutMargins"] {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        if object.attribute("insetsLayoutMarginsFromSafeArea") != nil {
            view.insetsLayoutMarginsFromSafeArea = object.insetsLayoutMarginsFromSafeArea
        }
        if object.attribute("preservesSuperviewLayoutMargins") != nil {
            view.preservesSuperviewLayoutMargins = object.preservesSuperviewLayoutMargins
        }
        view.setContentHuggingPriority(UILayoutPriority(Float(object.horizontalHuggingPriority)), for: .horizontal)
        view.setContentHuggingPriority(UILayoutPriority(Float(object.verticalHuggingPriority)), for: .vertical)
        view.setContentCompressionResistancePriority(UILayoutPriority(Float(object.horizontalCompressionResistancePriority)), for: .horizontal)
        view.setContentCompressionResistancePriority(UILayoutPriority(Float(object.verticalCompressionResistancePriority)), for: .vertical)
        configureKind(view, from: object)
        applyRuntimeAttributes(object, to: view)
    }

    private func configureKind(_ view: UIView, from object: IBObject) {
        switch view {
        case let label as UILabel:
            label.text = object.text
            if let font = object.font.flatMap(IBValueConversions.font) { label.font = font }
            if let color = uiColor(object.textColor, at: object.position) { label.textColor = color }
            if object.text == nil, let attributed = object.attributedText { applyAttributedText(attributed, to: label) }
            label.numberOfLines = object.numberOfLines
            if let alignment = IBValueConversions.enumCase(NSTextAlignment.self, named: object.textAlignment) { label.textAlignment = alignment }
            if let mode = lineBreakMode(object.lineBreakMode) { label.lineBreakMode = mode }
            label.adjustsFontSizeToFitWidth = object.attribute("adjustsFontSizeToFit") == "YES"
            if let scale = object.attribute("minimumScaleFactor").flatMap(Double.init) { label.minimumScaleFactor = scale }
            if let width = object.attribute("preferredMaxLayoutWidth").flatMap(Double.init) { label.preferredMaxLayoutWidth = width }
            label.adjustsFontForContentSizeCategory = object.attribute("adjustsFontForContentSizeCategory") == "YES"
            if let label = label as? DocumentSizedLabel, let designable = document.designableIntrinsicSizes[object.id] {
                label.scaleFont(toDesignableLineHeight: designable.height)
            }
        case let button as UIButton:
            for state in object.states {
                guard let controlState = buttonState(state.key) else { continue }
                if let title = state.title { button.setTitle(title, for: controlState) }
                if let color = uiColor(state.titleColor, at: object.position) { button.setTitleColor(color, for: controlState) }
                if let name = state.image {
                    let element = object.element.elements(named: "state").first { ($0.key ?? "normal") == state.key }
                    // A placeholder without a recorded size would be a zero-size image: none.
                    if let image = documentImage(named: name, catalog: element?["catalog"], at: element?.position ?? object.position, fallback: "the button shows no image"),
                       !image.isSizelessPlaceholder {
                        button.setImage(image, for: controlState)
                    }
                }
            }
            if let configuration = object.element.firstElement(named: "buttonConfiguration", key: "configuration") {
                configureButton(button, from: configuration)
            }
            if let font = object.font.flatMap(IBValueConversions.font) { button.titleLabel?.font = font }
            // Xcode writes the three as `<inset>`s (minX, minY, maxX, maxY); only the content
            // insets count in the button's intrinsic size.
            if let insets = object.insets["contentEdgeInsets"] { button.contentEdgeInsets = IBValueConversions.insets(insets) }
            if let insets = object.insets["titleEdgeInsets"] { button.titleEdgeInsets = IBValueConversions.insets(insets) }
            if let insets = object.insets["imageEdgeInsets"] { button.imageEdgeInsets = IBValueConversions.insets(insets) }
            configureControl(button, from: object)
        case let imageView as UIImageView:
            imageView.image = documentImage(of: object, fallback: "the image view stays empty")
            if let preferred = object.element.firstElement(named: "preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
                imageView.preferredSymbolConfiguration = Self.symbolConfiguration(preferred)
            }
        case let field as UITextField:
            field.text = object.text ?? ""
            field.placeholder = object.placeholder
            if let font = object.font.flatMap(IBValueConversions.font) { field.font = font }
            if let color = uiColor(object.textColor, at: object.position) { field.textColor = color }
            if let alignment = IBValueConversions.enumCase(NSTextAlignment.self, named: object.textAlignment) { field.textAlignment = alignment }
            if let style = IBValueConversions.enumCase(UITextField.BorderStyle.self, named: object.attribute("borderStyle")) { field.borderStyle = style }
            field.adjustsFontForContentSizeCategory = object.attribute("adjustsFontForContentSizeCategory") == "YES"
            configureControl(field, from: object)
        case let toggle as UISwitch:
            toggle.isOn = object.isOn
            configureControl(toggle, from: object)
        case let slider as UISlider:
            if let minimum = object.minimumValue { slider.minimumValue = Float(minimum) }
            if let maximum = object.maximumValue { slider.maximumValue = Float(maximum) }
            if let value = object.value { slider.value = Float(value) }
            configureControl(slider, from: object)
        case let segmented as UISegmentedControl:
            for (index, title) in object.segmentTitles.enumerated() {
                segmented.insertSegment(withTitle: title, at: index, animated: false)
            }
            if let selected = object.selectedSegmentIndex { segmented.selectedSegmentIndex = selected }
            configureControl(segmented, from: object)
        case let datePicker as UIDatePicker:
            configureDatePicker(datePicker, from: object)
            configureControl(datePicker, from: object)
        case let control as UIControl:
            configureControl(control, from: object)
        case let picker as UIPickerView:
            // Xcode's canvas shows a picker's sample rows; an app's data source fills it.
            if options.placesCellsAsOnCanvas {
                picker.designTimeTitles = Self.canvasPickerTitles
                picker.selectRow(2, inComponent: 0, animated: false)
            }
        case let searchBar as UISearchBar:
            configureSearchBar(searchBar, from: object)
        case let spinner as UIActivityIndicatorView:
            configureActivityIndicator(spinner, from: object)
        case let stack as UIStackView:
            stack.axis = object.axis == "vertical" ? .vertical : .horizontal
            if let distribution = IBValueConversions.enumCase(UIStackView.Distribution.self, named: object.distribution) { stack.distribution = distribution }
            if let alignment = IBValueConversions.stackAlignment(named: object.alignment) { stack.alignment = alignment }
            // `spacingType="standard"` (Xcode 9 on) is the system spacing between the views.
            stack.spacing = object.attribute("spacingType") == "standard" ? UIStackView.spacingUseSystem : object.spacing
            stack.isBaselineRelativeArrangement = object.isBaselineRelativeArrangement
            // Xcode writes no attribute for "arranged relative to its margins" when a stack has
            // margins of its own: every stack of the corpus with `layoutMargins` (or directional
            // ones) has its arranged views inside them (habitica 121, 122; apress 066).
            stack.isLayoutMarginsRelativeArrangement = object.attribute("layoutMarginsFollowReadableWidth") == nil
                && (object.attribute("layoutMarginsRelativeArrangement") == "YES" || object.layoutMargins != nil)
        case let tabBar as UITabBar:
            configureTabBarItems(of: tabBar, from: object)
            configureTabBarPositioning(of: tabBar, from: object)
            Self.configureBarAppearance(tabBar, from: object) { uiColor($0, at: object.position) }
        case let bar as UINavigationBar:
            Self.configureBarAppearance(bar, from: object) { uiColor($0, at: object.position) }
        case let toolbar as UIToolbar:
            Self.configureBarAppearance(toolbar, from: object) { uiColor($0, at: object.position) }
        case let collectionView as UICollectionView:
            configureFlowLayout(of: collectionView, from: object)
        case let table as UITableView:
            if let height = object.rowHeight, height >= 0 { table.rowHeight = height }
            if let height = object.estimatedRowHeight, height >= 0 { table.estimatedRowHeight = height }
            // Xcode writes `separatorStyle="default"` for UIKit's single line.
            switch object.attribute("separatorStyle") {
            case "none": table.separatorStyle = .none
            case "singleLineEtched": table.separatorStyle = .singleLineEtched
            default: break
            }
            if let insets = object.insets["separatorInset"] { table.separatorInset = IBValueConversions.insets(insets) }
        case let cell as UITableViewCell:
            if let style = IBValueConversions.enumCase(UITableViewCell.SelectionStyle.self, named: object.attribute("selectionStyle")) {
                cell.selectionStyle = style
            }
            if let insets = object.insets["separatorInset"] { cell.separatorInset = IBValueConversions.insets(insets) }
        case let textView as UITextView:
            textView.text = object.text ?? ""
            if let font = object.font.flatMap(IBValueConversions.font) { textView.font = font }
            if let color = uiColor(object.textColor, at: object.position) { textView.textColor = color }
            if let alignment = IBValueConversions.enumCase(NSTextAlignment.self, named: object.textAlignment) { textView.textAlignment = alignment }
            if object.attribute("editable") == "NO" { textView.isEditable = false }
            if object.attribute("selectable") == "NO" { textView.isSelectable = false }
            textView.adjustsFontForContentSizeCategory = object.attribute("adjustsFontForContentSizeCategory") == "YES"
            // A text view that does not scroll sizes to its text (it had no intrinsic size, and
            // its constraints left it to grow over its neighbours: strongbox 151).
            if object.attribute("scrollEnabled") == "NO" { textView.isScrollEnabled = false }
            if object.text == nil, let attributed = object.attributedText { applyAttributedText(attributed, to: textView) }
        default:
            break
        }
    }

    /// A button's `<buttonConfiguration>` (iOS 15): its title and image replace the states'
    /// normal ones (a configuration without a title shows none), the image with its
    /// `preferredSymbolConfigurationForImage`, in its `baseForegroundColor`. Its background: the
    /// background configuration's colour, else the style's — `filled` the tint colour (the title
    /// then white), `gray` the system's grey fill — with rounded corners (6 pt, a choice: the
    /// configuration's dynamic corner style is undocumented); `plain` has none.
    private func configureButton(_ button: UIButton, from configuration: IBElement) {
        button.setTitle(configuration["title"], for: .normal)
        let style = configuration["style"] ?? "plain"
        let backgroundColor = configuration.firstElement(named: "backgroundConfiguration", key: "background")?
            .elements(named: "color").first(where: { $0.key == "backgroundColor" }).flatMap(colorElement)
        if let background = backgroundColor ?? (style == "filled" ? button.tintColor : style == "gray" ? UIColor.systemGray5 : nil) {
            button.backgroundColor = background
            button.layer.cornerRadius = 6
            if style == "filled" { button.setTitleColor(.white, for: .normal) }
        }
        if let reference = configuration.firstElement(named: "imageReference", key: "image"),
           var image = imageReference(reference, fallback: "the button shows no image") {
            if image.isSymbolImage,
               let preferred = configuration.firstElement(named: "preferredSymbolConfiguration", key: "preferredSymbolConfigurationForImage") {
                image = image.withConfiguration(Self.symbolConfiguration(preferred))
            }
            button.setImage(image, for: .normal)
        }
        if let element = configuration.elements(named: "color").first(where: { $0.key == "baseForegroundColor" }),
           let made = colorElement(element) {
            button.tintColor = made
            button.setTitleColor(made, for: .normal)
        }
    }

    /// An `<attributedString key="attributedText">` as plain text: its fragments' contents
    /// joined, in the first fragment's colour and font when it gives them (the other fragments'
    /// attributes are not drawn).
    private func applyAttributedText(_ attributed: IBElement, to view: UIView) {
        let fragments = attributed.elements(named: "fragment")
        let text = fragments.map { $0["content"] ?? $0.firstElement(named: "string", key: "content")?.text ?? "" }.joined()
        guard !text.isEmpty else { return }
        let attributes = fragments.first?.firstElement(named: "attributes")
        let color = attributes?.elements(named: "color").first { $0.key == "NSColor" }.flatMap(colorElement)
        var reader = IBValueReader(file: document.path)
        let font = attributes?.elements(named: "font").first { $0.key == "NSFont" }
            .flatMap { IBFont($0, reader: &reader) }.flatMap(IBValueConversions.font)
        switch view {
        case let label as UILabel:
            label.text = text
            if let color { label.textColor = color }
            if let font { label.font = font }
        case let textView as UITextView:
            textView.text = text
            if let color { textView.textColor = color }
            if let font { textView.font = font }
        default:
            break
        }
    }

    private func colorElement(_ element: IBElement) -> UIColor? {
        var reader = IBValueReader(file: document.path)
        return uiColor(IBColor(element, reader: &reader), at: element.position)
    }

    /// An activity indicator's style, colour and behaviour, as `UIActivityIndicatorView`'s
    /// `init(coder:)` reads them: `style` (gray, white and medium are 20 pt, whiteLarge and large
    /// 37 pt), `<color key="color">`, `hidesWhenStopped` (off unless written: Xcode writes
    /// `hidesWhenStopped="YES"` for the inspector's checked box, and in the corpus every one of the
    /// 23 stopped indicators with it is saved `hidden="YES"`, 1 of the 11 stopped ones without it,
    /// hidden by its author) and `animating="YES"` (spinning once loaded). The document's `hidden`
    /// has the last word: it is the state Xcode saved, the one a stopped indicator that hides takes
    /// anyway.
    /// The rows Xcode's canvas shows in a picker view, the third selected.
    static let canvasPickerTitles = ["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"]

    /// The date a picker set to the current date shows on the canvas (``Options/placesCellsAsOnCanvas``):
    /// 9:41 on 9 January 2007 in the picker's time zone, the time the simulated status bar shows,
    /// so that pictures do not change from day to day.
    static func canvasDate(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: 2007, month: 1, day: 9, hour: 9, minute: 41)) ?? Date(timeIntervalSinceReferenceDate: 190_028_460)
    }

    /// A date picker's mode, style, interval, locale and dates. Its style is the one written
    /// (`style="wheels"`, `compact`, `inline`); without one an Xcode before 11.4 (iOS 13.4 added
    /// the other styles) wrote a wheels picker, and a later one an automatic one. Without
    /// `useCurrentDate="NO"` the date is the current one (the canvas's fixed date in pictures,
    /// formatted in US English unless the document names a locale).
    private func configureDatePicker(_ picker: UIDatePicker, from object: IBObject) {
        if let mode = IBValueConversions.enumCase(UIDatePicker.Mode.self, named: object.attribute("datePickerMode")) {
            picker.datePickerMode = mode
        }
        if let style = IBValueConversions.enumCase(UIDatePickerStyle.self, named: object.attribute("style")) {
            picker.preferredDatePickerStyle = style
        } else if IBToolsVersion.of(document) < IBToolsVersion.xcode11_4 {
            picker.preferredDatePickerStyle = .wheels
        }
        if let interval = object.attribute("minuteInterval").flatMap(Int.init) { picker.minuteInterval = interval }
        if let identifier = object.element.firstElement(named: "locale", key: "locale")?["localeIdentifier"] {
            picker.locale = Locale(identifier: identifier)
        } else if options.placesCellsAsOnCanvas {
            // Pictures are the same on every machine: US English unless the document says.
            picker.locale = Locale(identifier: "en_US")
        }
        func date(_ key: String) -> Date? {
            object.element.firstElement(named: "date", key: key)?["timeIntervalSinceReferenceDate"]
                .flatMap(Double.init).map { Date(timeIntervalSinceReferenceDate: $0) }
        }
        picker.minimumDate = date("minimumDate")
        picker.maximumDate = date("maximumDate")
        if object.attribute("useCurrentDate") == "NO", let stored = date("date") {
            picker.date = stored
        } else if options.placesCellsAsOnCanvas {
            picker.date = Self.canvasDate(in: picker.timeZone ?? .current)
        }
        if let duration = object.attribute("countDownDuration").flatMap(Double.init) { picker.countDownDuration = duration }
    }

    /// A search bar's texts, styles, buttons and colours.
    private func configureSearchBar(_ searchBar: UISearchBar, from object: IBObject) {
        if let text = object.text { searchBar.text = text }
        if let placeholder = object.placeholder { searchBar.placeholder = placeholder }
        searchBar.prompt = object.attribute("prompt")
        if let style = IBValueConversions.enumCase(UISearchBar.Style.self, named: object.attribute("searchBarStyle")) {
            searchBar.searchBarStyle = style
        }
        // `blackTranslucent` and `blackOpaque` (iOS 6 names) are the black style.
        if let name = object.attribute("barStyle") {
            searchBar.barStyle = name.hasPrefix("black") ? .black : .default
        }
        if object.attribute("translucent") == "NO" { searchBar.isTranslucent = false }
        searchBar.showsCancelButton = object.attribute("showsCancelButton") == "YES"
        searchBar.showsBookmarkButton = object.attribute("showsBookmarkButton") == "YES"
        searchBar.showsSearchResultsButton = object.attribute("showsSearchResultsButton") == "YES"
        let scopes = object.element.firstElement(named: "scopeButtonTitles")?.elements(named: "string").map(\.text) ?? []
        if !scopes.isEmpty { searchBar.scopeButtonTitles = scopes }
        searchBar.showsScopeBar = object.attribute("showsScopeBar") == "YES"
        if let color = uiColor(object.colors["barTintColor"], at: object.position) { searchBar.barTintColor = color }
    }

    private func configureActivityIndicator(_ spinner: UIActivityIndicatorView, from object: IBObject) {
        if let style = IBValueConversions.enumCase(UIActivityIndicatorView.Style.self, named: object.attribute("style")) {
            spinner.style = style
        }
        if let color = uiColor(object.color("color"), at: object.position) { spinner.color = color }
        spinner.hidesWhenStopped = object.attribute("hidesWhenStopped") == "YES"
        if object.attribute("animating") == "YES" { spinner.startAnimating() }
        spinner.isHidden = object.isHidden
    }

    private func configureControl(_ control: UIControl, from object: IBObject) {
        control.isEnabled = object.isEnabled
        if let alignment = IBValueConversions.enumCase(UIControl.ContentHorizontalAlignment.self, named: object.contentHorizontalAlignment) {
            control.contentHorizontalAlignment = alignment
        }
        if let alignment = IBValueConversions.enumCase(UIControl.ContentVerticalAlignment.self, named: object.contentVerticalAlignment) {
            control.contentVerticalAlignment = alignment
        }
    }

    private func buttonState(_ key: String) -> UIControl.State? {
        switch key {
        case "normal": .normal
        case "highlighted": .highlighted
        case "selected": .selected
        case "disabled": .disabled
        default: nil
        }
    }

    private func lineBreakMode(_ name: String?) -> NSLineBreakMode? {
        switch name {
        case "wordWrap"?: .byWordWrapping
        case "characterWrap"?: .byCharWrapping
        case "clip"?: .byClipping
        case "headTruncation"?: .byTruncatingHead
        case "middleTruncation"?: .byTruncatingMiddle
        case "tailTruncation"?: .byTruncatingTail
        default: nil
        }
    }

    /// `userDefinedRuntimeAttributes` for the key paths AdaptiveKit has; any other key path is a
    /// warning (Linux has no key-value coding).
    func applyRuntimeAttributes(_ object: IBObject, to view: UIView) {
        for attribute in object.runtimeAttributes {
            var applied = true
            switch (attribute.keyPath, attribute.value) {
            case let ("layer.cornerRadius", .number(value)): view.layer.cornerRadius = value
            case let ("layer.borderWidth", .number(value)): view.layer.borderWidth = value
            case let ("layer.masksToBounds", .boolean(value)), let ("clipsToBounds", .boolean(value)): view.clipsToBounds = value
            case let ("layer.borderColor", .color(color)), let ("layer.borderUIColor", .color(color)), let ("borderColor", .color(color)):
                view.layer.borderColor = uiColor(color, at: attribute.position)?.cgColor
            case let ("alpha", .number(value)): view.alpha = value
            case let ("tag", .number(value)): view.tag = Int(value)
            case let ("hidden", .boolean(value)): view.isHidden = value
            case let ("backgroundColor", .color(color)): view.backgroundColor = uiColor(color, at: attribute.position)
            case let ("tintColor", .color(color)): view.tintColor = uiColor(color, at: attribute.position)
            case let ("layer.shadowOpacity", .number(value)) where value.isFinite: view.layer.shadowOpacity = Float(min(max(value, 0), 1))
            case let ("layer.shadowRadius", .number(value)) where value.isFinite: view.layer.shadowRadius = value
            case let ("layer.shadowOffset", .size(size)) where size.width.isFinite && size.height.isFinite:
                view.layer.shadowOffset = CGSize(width: size.width, height: size.height)
            case let ("layer.shadowColor", .color(color)), let ("layer.shadowUIColor", .color(color)):
                view.layer.shadowColor = uiColor(color, at: attribute.position)?.cgColor
            case let ("accessibilityIdentifier", .string(value)): view.accessibilityIdentifier = value
            case let ("accessibilityLabel", .string(value)): view.accessibilityLabel = value
            case let ("accessibilityHint", .string(value)): view.accessibilityHint = value
            case let ("allowsSelfSizing", .boolean(value)) where view is UIInputView: (view as! UIInputView).allowsSelfSizing = value
            default: applied = false
            }
            if !applied {
                warn(.unsupportedRuntimeAttribute, at: attribute.position,
                     "user-defined runtime attribute '\(attribute.keyPath)' is not supported (no key-value coding): ignored")
            }
        }
    }
}

/// Touch handling and accessibility of views and bar items.
extension IBInstantiator {
    /// `userInteractionEnabled`, `multipleTouchEnabled`, `exclusiveTouch` and the accessibility
    /// configuration (`<accessibility key="accessibilityConfiguration" identifier= label= hint=>`
    /// with its `<accessibilityTraits key="traits">` and `<bool key="isElement">`).
    func configureEvents(_ view: UIView, from object: IBObject) {
        if let value = object.attribute("userInteractionEnabled") { view.isUserInteractionEnabled = value == "YES" }
        if let value = object.attribute("multipleTouchEnabled") { view.isMultipleTouchEnabled = value == "YES" }
        if let value = object.attribute("exclusiveTouch") { view.isExclusiveTouch = value == "YES" }
        guard let accessibility = object.element.firstElement(named: "accessibility", key: "accessibilityConfiguration") else { return }
        if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
        if let label = accessibility["label"] { view.accessibilityLabel = label }
        if let hint = accessibility["hint"] { view.accessibilityHint = hint }
        if let value = accessibility["value"] { view.accessibilityValue = value }
        if let isElement = accessibility.firstElement(named: "bool", key: "isElement")?["value"] {
            view.isAccessibilityElement = isElement == "YES"
        }
        if let traits = accessibility.firstElement(named: "accessibilityTraits", key: "traits") {
            view.accessibilityTraits = Self.accessibilityTraits(traits)
        }
    }

    /// The accessibility configuration of a bar item.
    func configureAccessibility(_ item: UIBarItem, from object: IBObject) {
        guard let accessibility = object.element.firstElement(named: "accessibility", key: "accessibilityConfiguration") else { return }
        if let identifier = accessibility["identifier"] { item.accessibilityIdentifier = identifier }
        if let label = accessibility["label"] { item.accessibilityLabel = label }
        if let hint = accessibility["hint"] { item.accessibilityHint = hint }
    }

    /// `<accessibilityTraits key="traits" button="YES" notEnabled="YES"/>` (Xcode writes one
    /// attribute per trait, named as in `UIAccessibilityTraits`).
    static func accessibilityTraits(_ element: IBElement) -> UIAccessibilityTraits {
        let names: [(String, UIAccessibilityTraits)] = [
            ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
            ("keyboardKey", .keyboardKey), ("staticText", .staticText), ("summaryElement", .summaryElement),
            ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
            ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
            ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn), ("header", .header),
            ("tabBar", .tabBar),
        ]
        var traits: UIAccessibilityTraits = []
        for (name, trait) in names where element[name] == "YES" { traits.insert(trait) }
        return traits
    }
}
