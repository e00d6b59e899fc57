/// Makes the mutations of documents: each ``MutationKind`` is a function of the seed document's
/// bytes, the variant (the index) and a generator seeded by the mutation's name.
public enum DocumentMutator {
    /// The mutated document, or `nil` when the seed document has nothing this kind can change
    /// (no constraint to break, no placeholder in a xib…).
    public static func mutate(_ source: [UInt8], as mutation: Mutation) -> MutatedDocument? {
        var context = MutationContext(source: source, mutation: mutation)
        guard let change = context.apply(mutation.kind) else { return nil }
        let bytes = context.result()
        guard bytes != source else { return nil }
        return MutatedDocument(mutation: mutation, bytes: bytes, change: change)
    }
}

/// A mutation being made: the seed document, its outline, the generator and the edits so far.
struct MutationContext {
    let source: [UInt8]
    let outline: XMLOutline
    let mutation: Mutation
    var random: SplitMix64
    private var edits: [(range: Range<Int>, bytes: [UInt8])] = []
    /// Set by mutations that rewrite the whole file (encodings, truncation).
    var wholeFile: [UInt8]?

    init(source: [UInt8], mutation: Mutation) {
        self.source = source
        self.outline = XMLOutline(source)
        self.mutation = mutation
        self.random = SplitMix64(seed: mutation.name)
    }

    var elements: [XMLOutline.Element] { outline.elements }

    /// The seed document's name without its extension (as a storyboard reference names it).
    var documentBaseName: String {
        let name = mutation.document
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    var isStoryboard: Bool { mutation.document.hasSuffix(".storyboard") }

    mutating func apply(_ kind: MutationKind) -> String? {
        switch kind {
        case .truncate: truncate()
        case .truncateInsideTag: truncateInsideTag()
        case .emptyOrGarbage: emptyOrGarbage()
        case .brokenUTF8: brokenUTF8()
        case .byteOrderMark: byteOrderMark()
        case .utf16: utf16()
        case .controlCharacters: controlCharacters()
        case .commentsAndCDATA: commentsAndCDATA()
        case .entityBomb: entityBomb()
        case .externalEntity: externalEntity()
        case .deleteAttribute: deleteAttribute()
        case .deleteKeyAttribute: deleteKeyAttribute()
        case .duplicateAttribute: duplicateAttribute()
        case .wrongValueType: wrongValueType()
        case .unknownEnumValue: unknownEnumValue()
        case .hugeAttributeValue: hugeAttributeValue()
        case .hugeNumber: replaceNumber(with: ["1e308", "1.7976931348623157e308", "1e400", "9223372036854775808", "18446744073709551616", "-1e308", "3.4028235e38", "1e19"])
        case .negativeNumber: replaceNumber(with: ["-1", "-1e9", "-0", "-", "-2147483648", "-9223372036854775808", "-0.5"])
        case .nanOrInfinity: replaceNumber(with: ["nan", "NaN", "inf", "-inf", "Infinity", "-Infinity", "+nan", "nan(0x7ff)", "INF"])
        case .zeroOrTiny: replaceNumber(with: ["0", "-0", "0.0", "5e-324", "1e-320", "2.2250738585072014e-308", "1e-400"])
        case .hugeRect: hugeRect()
        case .negativeSize: negativeSize()
        case .giganticCanvas: giganticCanvas()
        case .hugeFont: hugeFont()
        case .layoutMetrics: layoutMetrics()
        case .duplicateElement: duplicateElement()
        case .manySiblings: manySiblings()
        case .deepNesting: deepNesting()
        case .elementKindSwap: elementKindSwap()
        case .misplacedElement: misplacedElement()
        case .removeElement: removeElement()
        case .swapIDs: swapIDs()
        case .duplicateID: duplicateID()
        case .danglingReference: danglingReference()
        case .referenceKindConfusion: referenceKindConfusion()
        case .segueCycle: segueCycle()
        case .placeholderSelfReference: placeholderSelfReference()
        case .constraintSelfReference: constraintSelfReference()
        case .constraintMultiplier: constraintAttribute("multiplier", values: ["0", "0:0", "1:0", "0:1", "nan", "1e308", "-1", "inf", "abc:def", "3:", ":", "1e-320", "1:1:1", "-0"])
        case .constraintConstant: constraintAttribute("constant", values: ["inf", "-inf", "1e308", "-1e308", "nan", "1e400", "-1e400", "3.4028235e38"])
        case .constraintPriority: constraintAttribute("priority", values: ["0", "1001", "-5", "1e9", "nan", "999.5", "1000.5", "inf", "99999999999999999999", "-1000"])
        case .constraintConflict: constraintConflict()
        case .variationNonsense: variationNonsense()
        case .invalidColor: invalidColor()
        case .imagePathTraversal: imagePathTraversal()
        case .resourceNonsense: resourceNonsense()
        case .runtimeAttributes: runtimeAttributes()
        case .documentHeader: documentHeader()
        }
    }

    // MARK: Choosing

    /// The variant of the kind: the index modulo the number of variants.
    func variant(_ count: Int) -> Int { mutation.index % count }

    func variant<T>(_ options: [T]) -> T { options[variant(options.count)] }

    /// A random element among those with one of these names (any element when `names` is empty).
    mutating func pickElement(named names: Set<String> = [], where condition: (XMLOutline.Element) -> Bool = { _ in true }) -> Int? {
        let candidates = elements.indices.filter { (names.isEmpty || names.contains(elements[$0].name)) && condition(elements[$0]) }
        return candidates.isEmpty ? nil : random.pick(candidates)
    }

    /// A random attribute satisfying a condition, with its element.
    mutating func pickAttribute(where condition: (XMLOutline.Element, XMLOutline.Attribute) -> Bool) -> (element: Int, attribute: XMLOutline.Attribute)? {
        var candidates: [(Int, XMLOutline.Attribute)] = []
        for (index, element) in elements.enumerated() {
            for attribute in element.attributes where condition(element, attribute) { candidates.append((index, attribute)) }
        }
        guard !candidates.isEmpty else { return nil }
        let chosen = random.pick(candidates)
        return (chosen.0, chosen.1)
    }

    /// The 1-based line of a byte offset of the seed document.
    func line(of offset: Int) -> Int {
        var line = 1
        for byte in source[..<min(offset, source.count)] where byte == 0x0A { line += 1 }
        return line
    }

    /// `<label id="x"> (line 12)`.
    func describe(_ index: Int) -> String {
        let element = elements[index]
        return "<\(element.name)\(element["id"].map { " id=\"\($0)\"" } ?? "")\(element["key"].map { " key=\"\($0)\"" } ?? "")> (line \(line(of: element.start)))"
    }

    func text(_ range: Range<Int>) -> String { String(decoding: source[range], as: UTF8.self) }

    /// An id no element has.
    func freshID(_ suffix: String) -> String { "mut-\(suffix)-\(mutation.index)" }

    // MARK: Editing

    mutating func replace(_ range: Range<Int>, with text: String) { replace(range, withBytes: Array(text.utf8)) }

    mutating func replace(_ range: Range<Int>, withBytes bytes: [UInt8]) { edits.append((range, bytes)) }

    mutating func insert(_ text: String, at offset: Int) { replace(offset..<offset, with: text) }

    mutating func insert(bytes: [UInt8], at offset: Int) { replace(offset..<offset, withBytes: bytes) }

    /// Sets an attribute of an element, adding it when the element lacks it.
    mutating func set(_ name: String, to value: String, of index: Int) {
        let element = elements[index]
        if let attribute = element.attribute(name) {
            replace(attribute.valueRange, with: value)
        } else {
            insert(" \(name)=\"\(value)\"", at: element.attributeInsertionPoint)
        }
    }

    /// Inserts children at the end of an element's content (a self-closing one is opened).
    mutating func appendChild(_ text: String, to index: Int) {
        let element = elements[index]
        if element.isSelfClosing {
            replace((element.startTagEnd - 2)..<element.startTagEnd, with: ">\(text)</\(element.name)>")
        } else {
            insert(text, at: element.endTagStart)
        }
    }

    /// Inserts children at the start of an element's content.
    mutating func prependChild(_ text: String, to index: Int) {
        let element = elements[index]
        if element.isSelfClosing {
            replace((element.startTagEnd - 2)..<element.startTagEnd, with: ">\(text)</\(element.name)>")
        } else {
            insert(text, at: element.startTagEnd)
        }
    }

    /// The bytes with every edit applied (an edit overlapping an earlier one is dropped).
    func result() -> [UInt8] {
        if let wholeFile { return wholeFile }
        var kept: [(range: Range<Int>, bytes: [UInt8])] = []
        for edit in edits where !kept.contains(where: { $0.range.overlaps(edit.range) || ($0.range.isEmpty && edit.range.contains($0.range.lowerBound)) || (edit.range.isEmpty && $0.range.contains(edit.range.lowerBound)) }) {
            kept.append(edit)
        }
        // Later offsets first; at one offset, insertions in the order they were made.
        let order = kept.enumerated().sorted { a, b in
            a.element.range.lowerBound != b.element.range.lowerBound ? a.element.range.lowerBound > b.element.range.lowerBound : a.offset > b.offset
        }
        var bytes = source
        for (_, edit) in order { bytes.replaceSubrange(edit.range, with: edit.bytes) }
        return bytes
    }
}

/// Element and attribute names the mutations aim at.
enum Vocabulary {
    static let views: Set<String> = [
        "view", "label", "button", "imageView", "textField", "textView", "tableView", "collectionView", "scrollView",
        "stackView", "switch", "slider", "segmentedControl", "activityIndicatorView", "progressView", "pageControl",
        "stepper", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar", "containerView",
        "tableViewCell", "collectionViewCell", "visualEffectView", "mapView", "webView", "wkWebView",
        "tableViewCellContentView", "collectionReusableView",
    ]
    static let controllers: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController", "viewControllerPlaceholder",
        "avPlayerViewController", "glkViewController",
    ]
    static let referenceAttributes: Set<String> = ["destination", "firstItem", "secondItem", "initialViewController", "reference"]
    static let keyAttributes: Set<String> = [
        "id", "key", "destination", "firstItem", "secondItem", "firstAttribute", "secondAttribute", "type", "sceneMemberID",
        "sceneID", "relationship", "kind", "property", "selector", "reference", "storyboardName", "customClass", "name",
    ]
    static let enumAttributes: Set<String> = [
        "contentMode", "axis", "alignment", "distribution", "relation", "firstAttribute", "secondAttribute", "style",
        "buttonType", "lineBreakMode", "textAlignment", "kind", "relationship", "modalPresentationStyle",
        "modalTransitionStyle", "orientation", "appearance", "colorSpace", "customColorSpace", "systemColor", "type",
        "baselineAdjustment", "contentHorizontalAlignment", "contentVerticalAlignment", "separatorStyle",
        "selectionStyle", "accessoryType", "scrollDirection", "keyboardType", "returnKeyType", "borderStyle",
        "barStyle", "searchBarStyle", "datePickerMode", "progressViewStyle", "segmentControlStyle",
        "largeTitleDisplayMode", "insetsLayoutMarginsFromSafeArea", "translatesAutoresizingMaskIntoConstraints",
        "sectionInsetReference", "pointSize", "weight", "symbolScale", "catalog", "cocoaTouchSystemColor",
    ]
    /// Attributes whose numbers are versions or identities rather than quantities.
    static let nonQuantities: Set<String> = ["id", "version", "toolsVersion", "systemVersion", "sceneID", "tag", "minToolsVersion", "identifier"]

    /// Whether an attribute holds a quantity (not an id, a reference or a version).
    static func isQuantity(_ attribute: XMLOutline.Attribute) -> Bool {
        !nonQuantities.contains(attribute.name) && !referenceAttributes.contains(attribute.name) && isNumber(attribute.value)
    }

    static func isNumber(_ value: String) -> Bool {
        guard let number = Double(value) else { return false }
        return number.isFinite
    }
}
